import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { authorityRequests, payments, settlements, users } from "~/db/schema";
import { answerAgency, inviteAgency } from "~/modules/agents/agencies.server";
import { AgencyInviteSchema } from "~/modules/agents/agency-schema";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { createBidders } from "../../tests/factories/bidding";
import { apiClient, callerHeaders, type Caller } from "../../tests/support/api-client";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";
import { httpClient } from "../../tests/support/http-client";

/*
 * The agent's payments through the API (ADR 036): GET /me/agencies/{id}/settlements and
 * POST /me/agencies/{id}/settlements/{settlementId}/wallet-payment. The rules (authority in the
 * payment's transaction, every refusal) are the module's tests'; here, what a client hears.
 */

let database: Database;
let api: ReturnType<typeof apiClient>;
let call: ReturnType<typeof httpClient>;
let ipCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const app = createTestHttpApp(database, { env: { TRUST_PROXY: "1" } });
  api = apiClient(app);
  call = httpClient(app);
});
afterAll(async () => {
  await database.close();
});

async function signedInBidder(name: string) {
  const [bidder] = await createBidders(database, 1, { funds: 0 });
  await database.db.update(users).set({ name }).where(eq(users.id, bidder!.id));
  const login = await api.POST("/auth/login", {
    headers: callerHeaders({ ip: `198.51.100.${++ipCounter}` }),
    body: { identifier: bidder!.email, password: "secret-pass" },
  });
  expect(login.response.status).toBe(200);
  return { ...bidder!, token: login.data!.token };
}

/** The development endpoint: the user wins a fresh auction, the wallet topped up to pay for it. */
async function winAuction(token: string) {
  const res = await call("POST", "/api/v1/dev/won-auction", { cookie: token });
  expect(res.status).toBe(201);
  return res.json as { auctionId: number; settlementId: string; totalDue: number };
}

const listDue = (caller: Caller, id: string) =>
  api.GET("/me/agencies/{id}/settlements", { params: { path: { id } }, headers: callerHeaders(caller) });
const payFor = (caller: Caller, id: string, settlementId: string) =>
  api.POST("/me/agencies/{id}/settlements/{settlementId}/wallet-payment", {
    params: { path: { id, settlementId } },
    headers: callerHeaders(caller),
  });

describe("an agent paying for a principal through the API", () => {
  it("lists the principal's due settlements to the agent, pays one once per key, and refuses the rest", async () => {
    const principal = await signedInBidder("نورة المالكة");
    const agent = await signedInBidder("Khalid Agent");
    const stranger = await signedInBidder("Someone Else");
    // Two wins: the wallet is topped up for each, so it covers one of the two afterwards.
    const first = await winAuction(principal.token);
    const second = await winAuction(principal.token);
    const [poa] = await database.db
      .insert(authorityRequests)
      .values({ kind: "power_of_attorney", requesterUserId: principal.id, status: "approved" })
      .returning();
    const { agency } = await inviteAgency({
      db: database.db,
      userId: principal.id,
      input: AgencyInviteSchema.parse({
        side: "principal",
        phone: agent.phone,
        scopes: ["pay"],
        expiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        powerOfAttorneyId: poa!.id,
      }),
    });
    await answerAgency({ db: database.db, userId: agent.id, agencyId: agency.id, answer: "confirm" });

    const listed = await listDue({ cookie: agent.token, lang: "en" }, agency.id);
    expect(listed.response.status).toBe(200);
    expect(listed.response.headers.get("cache-control")).toBe("private, no-store");
    expect(listed.data!.principal).toEqual({ userId: principal.id, name: "نورة المالكة" });
    expect(listed.data!.items.map((s) => s.id).sort()).toEqual(
      [first.settlementId, second.settlementId].sort(),
    );
    const item = listed.data!.items.find((s) => s.id === first.settlementId)!;
    expect(item).toMatchObject({
      status: "due",
      totalDue: first.totalDue,
      auction: { id: first.auctionId, title: expect.stringContaining("Test apartment") },
      pay: `/api/v1/me/agencies/${agency.id}/settlements/${first.settlementId}/wallet-payment`,
    });
    // The principal's side does not act under it; anyone else hears of no such agency.
    const principalSide = await listDue({ cookie: principal.token, lang: "en" }, agency.id);
    expect([principalSide.response.status, principalSide.error!.code]).toEqual([403, "AGENT_NOT_AUTHORIZED"]);
    const strangers = await listDue({ cookie: stranger.token, lang: "en" }, agency.id);
    expect([strangers.response.status, strangers.error!.code]).toEqual([404, "NOT_FOUND"]);

    const noKey = await payFor({ cookie: agent.token, lang: "en" }, agency.id, first.settlementId);
    expect([noKey.response.status, noKey.error!.code]).toEqual([400, "IDEMPOTENCY_KEY_REQUIRED"]);
    const key = crypto.randomUUID();
    const paid = await payFor({ cookie: agent.token, lang: "en", key }, agency.id, first.settlementId);
    expect(paid.response.status).toBe(201);
    expect(paid.data!.payment).toMatchObject({
      amount: first.totalDue,
      reference: expect.stringMatching(/^MZD-WP-/),
      receipt: {
        verificationCode: expect.stringMatching(/^RCT-/),
        verifyHref: `/en/receipts/verify?code=${paid.data!.payment.receipt.verificationCode}`,
      },
    });
    const again = await payFor({ cookie: agent.token, lang: "en", key }, agency.id, first.settlementId);
    expect([again.response.status, again.data!.payment.id]).toEqual([201, paid.data!.payment.id]);
    expect(
      await database.db.select().from(payments).where(eq(payments.settlementId, first.settlementId)),
    ).toHaveLength(1);

    // The principal's settlement names the agent who paid it.
    const seen = await api.GET("/me/settlements/{id}", {
      params: { path: { id: first.settlementId } },
      headers: callerHeaders({ cookie: principal.token, lang: "en" }),
    });
    expect(seen.data!.status).toBe("paid");
    expect(seen.data!.payments[0]!.paidByAgent).toEqual({ userId: agent.id, name: "Khalid Agent" });
    // So do the principal's payments, one by one and in the history; the agent's own name none.
    const history = await api.GET("/me/payments", { headers: callerHeaders({ cookie: principal.token }) });
    const inHistory = history.data!.items.find((p) => p.id === paid.data!.payment.id);
    expect(inHistory?.paidByAgent).toEqual({ userId: agent.id, name: "Khalid Agent" });
    const one = await api.GET("/me/payments/{id}", {
      params: { path: { id: paid.data!.payment.id } },
      headers: callerHeaders({ cookie: principal.token }),
    });
    expect(one.data!.paidByAgent).toEqual({ userId: agent.id, name: "Khalid Agent" });
    expect(
      (await api.GET("/me/payments", { headers: callerHeaders({ cookie: agent.token }) })).data!.items.every(
        (p) => p.paidByAgent === null,
      ),
    ).toBe(true);

    // The wallet is short for the second: the agent hears whose, and what is due, not the balance.
    const before = (await readUserBalances(database.db, [principal.id])).get(principal.id)!.available;
    expect(before).toBeLessThan(second.totalDue);
    const short = await payFor(
      { cookie: agent.token, lang: "en", key: true },
      agency.id,
      second.settlementId,
    );
    expect(short.response.status).toBe(422);
    expect(short.error).toMatchObject({ code: "WALLET_NOT_ENOUGH", due: second.totalDue });
    expect(short.error).not.toHaveProperty("available");
    expect(short.error!.detail).toContain("نورة المالكة's wallet does not cover");
    const inArabic = await payFor(
      { cookie: agent.token, lang: "ar", key: true },
      agency.id,
      second.settlementId,
    );
    expect(inArabic.error!.detail).toContain("محفظة نورة المالكة");
    expect((await readUserBalances(database.db, [principal.id])).get(principal.id)!.available).toBe(before);
    const [still] = await database.db
      .select()
      .from(settlements)
      .where(eq(settlements.id, second.settlementId));
    expect(still!.status).toBe("due");

    // Paid already; someone else's settlement; a stranger's call.
    const twice = await payFor({ cookie: agent.token, lang: "en", key: true }, agency.id, first.settlementId);
    expect([twice.response.status, twice.error!.code]).toEqual([409, "SETTLEMENT_NOT_DUE"]);
    const theirs = await winAuction(stranger.token);
    const foreign = await payFor(
      { cookie: agent.token, lang: "en", key: true },
      agency.id,
      theirs.settlementId,
    );
    expect([foreign.response.status, foreign.error!.code]).toEqual([403, "AGENT_NOT_AUTHORIZED"]);
    const byStranger = await payFor(
      { cookie: stranger.token, lang: "en", key: true },
      agency.id,
      second.settlementId,
    );
    expect([byStranger.response.status, byStranger.error!.code]).toEqual([404, "NOT_FOUND"]);
  });
});
