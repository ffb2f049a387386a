import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { authorityRequests, payments, users } from "~/db/schema";
import { answerAgency, inviteAgency, revokeAgency } from "~/modules/agents/agencies.server";
import { createAgencyInviteSchema } from "~/modules/agents/agency-schema";
import { createBidders } from "../../../tests/factories/bidding";
import { createWonAuction } from "../../../tests/factories/settlements";
import { createTestDatabase } from "../../../tests/support/database";
import {
  formRequest,
  isDataWithInit,
  routeContext,
  thrownResponse,
} from "../../../tests/support/route-context";
import { createTestServices } from "../../../tests/support/services";
import { loader as agentsLoader } from "./profile-agents";
import { action, loader } from "./profile-agent-payment";

/*
 * Paying for a principal through the pages (ADR 036), as React Router calls them without
 * JavaScript: the confirmation step, its form (a hidden key), the refusals in the agent's
 * language, and /profile/agents listing what is due and, once paid, the reference.
 */

const SAR = 100;
let database: Database;
let services: Services;
beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

type Who = { id: string; name: string; roles: "bidder"[] };

async function principalWithAgent(funds: number) {
  const { winner, settlement } = await createWonAuction(database, services, {
    price: 2_000_000 * SAR,
    deposit: 100_000 * SAR,
    funds,
  });
  await database.db.update(users).set({ name: "Noura Principal" }).where(eq(users.id, winner.id));
  const [agent] = await createBidders(database, 1, { funds: 0 });
  const [poa] = await database.db
    .insert(authorityRequests)
    .values({ kind: "power_of_attorney", requesterUserId: winner.id, status: "approved" })
    .returning();
  const { agency } = await inviteAgency({
    db: database.db,
    userId: winner.id,
    input: createAgencyInviteSchema().parse({
      side: "principal",
      phone: agent!.phone,
      scopes: ["pay"],
      expiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      powerOfAttorneyId: poa!.id,
    }),
  });
  await answerAgency({ db: database.db, userId: agent!.id, agencyId: agency.id, answer: "confirm" });
  const who: Who = { id: agent!.id, name: "وكيل", roles: ["bidder"] };
  const url = `http://localhost:3000/en/profile/agents/${agency.id}/settlements/${settlement.id}`;
  const params = { id: agency.id, settlementId: settlement.id };
  return { principal: winner, agent: who, agencyId: agency.id, settlement, url, params };
}

const ctx = (user: Who) => routeContext(services, { user, lang: "en" });
const paymentsOf = async (settlementId: string) =>
  database.db.select().from(payments).where(eq(payments.settlementId, settlementId));

describe("paying for a principal on the pages", () => {
  it("lists what is due, confirms the amount, pays once by the page's key and shows the reference", async () => {
    const { agent, agencyId, settlement, url, params } = await principalWithAgent(3_000_000 * SAR);
    const listed = await agentsLoader({
      request: new Request("http://localhost:3000/en/profile/agents"),
      context: ctx(agent),
      params: {},
    } as never);
    expect(listed.due[agencyId]).toEqual([
      expect.objectContaining({ id: settlement.id, totalDue: 1_957_500 * SAR, overdue: false }),
    ]);

    const page = await loader({ request: new Request(url), context: ctx(agent), params } as never);
    expect(page).toMatchObject({
      principalName: "Noura Principal",
      refusal: null,
      settlement: { status: "due" },
    });
    const formKey = (page as { formKey: string }).formKey;
    // A form without its key is refused before anything is paid.
    const bad = await thrownResponse(() =>
      action({ request: formRequest(url, { idempotencyKey: "x" }), context: ctx(agent), params } as never),
    );
    expect(bad.status).toBe(400);
    expect(await paymentsOf(settlement.id)).toEqual([]);

    const post = () =>
      action({
        request: formRequest(url, { idempotencyKey: formKey }),
        context: ctx(agent),
        params,
      } as never);
    const first = (await post()) as Response;
    const again = (await post()) as Response;
    expect(first.status).toBe(302);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    const [paid] = await paymentsOf(settlement.id);
    expect(first.headers.get("Location")).toBe(`/en/profile/agents?paid=${paid!.id}`);
    expect(await paymentsOf(settlement.id)).toHaveLength(1);

    const landed = await agentsLoader({
      request: new Request(`http://localhost:3000${first.headers.get("Location")}`),
      context: ctx(agent),
      params: {},
    } as never);
    expect(landed.paid).toMatchObject({
      amount: 1_957_500 * SAR,
      reference: paid!.reference,
      receiptCode: expect.stringMatching(/^RCT-/),
      principalName: "Noura Principal",
    });
    expect(landed.due[agencyId]).toEqual([]);
    // The confirmation now says it was paid.
    const after = await loader({ request: new Request(url), context: ctx(agent), params } as never);
    expect(after).toMatchObject({ settlement: { status: "paid" } });
  });

  it("says whose wallet is short and what is due, and refuses once the agency is revoked, in English", async () => {
    const { principal, agent, agencyId, settlement, url, params } = await principalWithAgent(2_000_000 * SAR);
    const post = () =>
      action({
        request: formRequest(url, { idempotencyKey: crypto.randomUUID() }),
        context: ctx(agent),
        params,
      } as never);
    const short = await post();
    expect(isDataWithInit(short) && short.init?.status).toBe(422);
    const message = isDataWithInit(short) ? (short.data as { error: string }).error : "";
    expect(message).toContain(
      "\u2068Noura Principal\u2069's wallet does not cover the amount due (SAR 1,957,500)",
    );
    expect(message).not.toContain("{{");

    await revokeAgency({ db: database.db, userId: principal.id, agencyId });
    const refused = await post();
    expect(isDataWithInit(refused) && refused.init?.status).toBe(403);
    expect(JSON.stringify(isDataWithInit(refused) ? refused.data : null)).toContain("no agency in force");
    const page = await loader({ request: new Request(url), context: ctx(agent), params } as never);
    expect(isDataWithInit(page) && page.init?.status).toBe(403);
    expect(await paymentsOf(settlement.id)).toEqual([]);
    // Someone else's agency is not found.
    const [stranger] = await createBidders(database, 1, { funds: 0 });
    const notMine = await thrownResponse(() =>
      loader({
        request: new Request(url),
        context: ctx({ id: stranger!.id, name: "x", roles: ["bidder"] }),
        params,
      } as never),
    );
    expect(notMine.status).toBe(404);
  });
});
