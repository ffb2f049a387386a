import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import {
  agencies,
  auctionRegistrations,
  auditLog,
  authorityRequests,
  bids,
  notifications,
  sellingAgents,
} from "~/db/schema";
import { AppError } from "~/lib/errors";
import { placeBid } from "~/modules/bidding/place-bid.server";
import { registerForAuction } from "~/modules/bidding/register-for-auction.server";
import { setAutoBid } from "~/modules/bidding/set-auto-bid.server";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import { createTestServices } from "../../../tests/support/services";
import {
  answerAgency,
  inviteAgency,
  listMyAgencies,
  principalsForBidding,
  revokeAgency,
} from "./agencies.server";
import { createAgencyInviteSchema } from "./agency-schema";
import { saudiIdCheckDigit } from "~/lib/saudi-id";
import { setOwnIdDocument } from "~/modules/accounts/identity.server";

const SAR = 100;
const OPENING = 1_000_000 * SAR;
const INCREMENT = 10_000 * SAR;
const DEPOSIT = 50_000 * SAR;

let database: Database;
let services: Services;
let place: Awaited<ReturnType<typeof createPlace>>;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
  place = await createPlace(database.db);
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

/** An approved power of attorney of the user, as the committee's review leaves it. */
async function approvedPoa(userId: string, status: "approved" | "submitted" = "approved") {
  const [row] = await database.db
    .insert(authorityRequests)
    .values({ kind: "power_of_attorney", requesterUserId: userId, status })
    .returning();
  return row!.id;
}

const inTwoMonths = () => new Date(Date.now() + 60 * 24 * 3600 * 1000).toISOString().slice(0, 10);
const toArabicIndic = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const localPhone = (e164: string) => `0${e164.slice(4)}`;

function invite(
  userId: string,
  fields: { side?: "principal" | "agent"; phone: string; scopes?: string[]; poa: string; expiresOn?: string },
) {
  const input = createAgencyInviteSchema().parse({
    side: fields.side ?? "principal",
    phone: fields.phone,
    scopes: fields.scopes ?? ["bid", "pay"],
    expiresOn: fields.expiresOn ?? inTwoMonths(),
    powerOfAttorneyId: fields.poa,
  });
  return inviteAgency({ db: database.db, userId, input });
}

/** A principal and an agent with an active agency (the principal invited, the agent confirmed). */
async function activeAgency(scopes: string[] = ["bid"]) {
  const [principal, agent] = await createBidders(database, 2);
  const { agency } = await invite(principal!.id, {
    phone: agent!.phone,
    scopes,
    poa: await approvedPoa(principal!.id),
  });
  await answerAgency({ db: database.db, userId: agent!.id, agencyId: agency.id, answer: "confirm" });
  return { principal: principal!, agent: agent!, agencyId: agency.id };
}

async function liveAuction(ownerUserId?: string, inPlace = place) {
  const { auction } = await createAuction(database.db, inPlace, {
    auction: { openingPrice: OPENING, bidIncrement: INCREMENT, deposit: DEPOSIT },
    ...(ownerUserId ? { property: { ownerUserId } } : {}),
  });
  return auction;
}

const bidFor = (
  auctionId: number,
  agentUserId: string | undefined,
  userId: string,
  amount: number,
  idempotencyKey: string | null = null,
) =>
  placeBid(services, {
    auctionId,
    userId,
    amount,
    confirmHighBid: false,
    acceptRulesVersion: "current",
    source: "web",
    idempotencyKey,
    ...(agentUserId ? { agentUserId } : {}),
  });

describe("agency lifecycle", () => {
  it("invites by phone (any way of writing it), confirms, lists both sides, revokes; each step notified and audited", async () => {
    const [principal, agent, stranger] = await createBidders(database, 3);
    const poa = await approvedPoa(principal!.id);
    const { agency } = await invite(principal!.id, {
      phone: toArabicIndic(localPhone(agent!.phone)),
      scopes: ["pay", "bid"],
      poa,
    });
    expect(agency).toMatchObject({
      state: "pending",
      viewerSide: "principal",
      scopes: ["bid", "pay"],
      invitedByViewer: true,
    });

    const agentView = await listMyAgencies(database.db, agent!.id);
    expect(agentView.iActFor).toEqual([
      expect.objectContaining({ id: agency.id, state: "pending", invitedByViewer: false }),
    ]);
    expect(agentView.actingForMe).toEqual([]);

    // The inviter cannot answer their own invitation; a stranger cannot see or touch it.
    expect(
      (
        await refusal(
          answerAgency({ db: database.db, userId: principal!.id, agencyId: agency.id, answer: "confirm" }),
        )
      ).code,
    ).toBe("AGENCY_NOT_PENDING");
    expect(
      (
        await refusal(
          answerAgency({ db: database.db, userId: stranger!.id, agencyId: agency.id, answer: "confirm" }),
        )
      ).code,
    ).toBe("NOT_FOUND");
    expect(
      (await refusal(revokeAgency({ db: database.db, userId: stranger!.id, agencyId: agency.id }))).code,
    ).toBe("NOT_FOUND");
    // One live agency per pair, whoever invites.
    expect(
      (
        await refusal(
          invite(agent!.id, { side: "agent", phone: principal!.phone, poa: await approvedPoa(agent!.id) }),
        )
      ).code,
    ).toBe("AGENCY_EXISTS");

    const confirmed = await answerAgency({
      db: database.db,
      userId: agent!.id,
      agencyId: agency.id,
      answer: "confirm",
    });
    expect(confirmed.agency.state).toBe("active");
    expect(await principalsForBidding(database.db, agent!.id)).toEqual([
      { userId: principal!.id, name: expect.any(String) },
    ]);

    const revoked = await revokeAgency({ db: database.db, userId: agent!.id, agencyId: agency.id });
    expect(revoked.agency.state).toBe("revoked");
    expect(
      (await refusal(revokeAgency({ db: database.db, userId: principal!.id, agencyId: agency.id }))).code,
    ).toBe("AGENCY_NOT_REVOCABLE");
    expect(await principalsForBidding(database.db, agent!.id)).toEqual([]);

    const events = async (userId: string) =>
      (await database.db.select().from(notifications).where(eq(notifications.userId, userId)))
        .map((n) => n.event)
        .sort();
    expect(await events(agent!.id)).toEqual(["agency_invited"]);
    expect(await events(principal!.id)).toEqual(["agency_confirmed", "agency_revoked"]);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, agency.id));
    expect(audited.map((a) => a.action).sort()).toEqual(["agency.confirm", "agency.invite", "agency.revoke"]);

    // Revoked, the pair may start again.
    const again = await invite(principal!.id, { phone: agent!.phone, poa });
    expect(again.agency.state).toBe("pending");
  });

  it("an agent invites a principal, who declines", async () => {
    const [principal, agent] = await createBidders(database, 2);
    const { agency } = await invite(agent!.id, {
      side: "agent",
      phone: principal!.phone,
      poa: await approvedPoa(agent!.id),
    });
    expect(agency.viewerSide).toBe("agent");
    const declined = await answerAgency({
      db: database.db,
      userId: principal!.id,
      agencyId: agency.id,
      answer: "decline",
    });
    expect(declined.agency).toMatchObject({ state: "declined", viewerSide: "principal" });
    expect(
      (
        await refusal(
          answerAgency({ db: database.db, userId: principal!.id, agencyId: agency.id, answer: "confirm" }),
        )
      ).code,
    ).toBe("AGENCY_NOT_PENDING");
  });

  it("invites by national ID, Iqama or passport number as well as phone, never showing the other side's ID", async () => {
    const [me, agent] = await createBidders(database, 2);
    const nine = `1${String(Date.now() % 100_000_000).padStart(8, "0")}`;
    const nationalId = nine + String(saudiIdCheckDigit(nine));
    await setOwnIdDocument({
      db: database.db,
      userId: agent!.id,
      document: { type: "national_id", number: nationalId },
      now: new Date(),
    });
    const poa = await approvedPoa(me!.id);
    const { agency } = await invite(me!.id, { phone: toArabicIndic(nationalId), poa });
    expect(agency).toMatchObject({ otherUserId: agent!.id, viewerSide: "principal" });
    expect(JSON.stringify(agency)).not.toContain(nationalId);
    // A well-formed ID nobody holds is the same "not found" as an unknown phone.
    const otherNine = `2${nine.slice(1)}`;
    const unknownIqama = otherNine + String(saudiIdCheckDigit(otherNine));
    expect((await refusal(invite(me!.id, { phone: unknownIqama, poa }))).code).toBe("AGENCY_USER_NOT_FOUND");
    expect((await refusal(invite(me!.id, { phone: "P9X8Y7Z6Q", poa }))).code).toBe("AGENCY_USER_NOT_FOUND");
    // Neither a phone nor an ID: the form's message.
    const bad = createAgencyInviteSchema().safeParse({ side: "principal", phone: "1234567890" });
    expect(bad.error?.issues.find((i) => i.path[0] === "phone")?.message).toBe("validation.phoneOrId");
  });

  it("refuses an unknown phone, oneself, and a power of attorney not approved or not one's own; changes nothing", async () => {
    const [me, other] = await createBidders(database, 2);
    const mine = await approvedPoa(me!.id);
    expect((await refusal(invite(me!.id, { phone: "0500000001", poa: mine }))).code).toBe(
      "AGENCY_USER_NOT_FOUND",
    );
    expect((await refusal(invite(me!.id, { phone: me!.phone, poa: mine }))).code).toBe("AGENCY_SELF");
    expect(
      (await refusal(invite(me!.id, { phone: other!.phone, poa: await approvedPoa(me!.id, "submitted") })))
        .code,
    ).toBe("AGENCY_POA_INVALID");
    expect(
      (await refusal(invite(me!.id, { phone: other!.phone, poa: await approvedPoa(other!.id) }))).code,
    ).toBe("AGENCY_POA_INVALID");
    expect(await database.db.select().from(agencies).where(eq(agencies.principalUserId, me!.id))).toEqual([]);
  });

  it("the form's schema refuses no scope, a past or far expiry, and an id that is not one", () => {
    const schema = createAgencyInviteSchema(() => new Date("2026-06-15T09:00:00Z"));
    const base = {
      side: "principal",
      phone: "0501234567",
      scopes: "bid",
      expiresOn: "2026-07-01",
      powerOfAttorneyId: crypto.randomUUID(),
    };
    expect(schema.safeParse(base).success).toBe(true);
    expect(schema.safeParse({ ...base, expiresOn: "٢٠٢٦-٠٧-٠١" }).success).toBe(true);
    const issue = (patch: object) => schema.safeParse({ ...base, ...patch }).error?.issues[0]?.message;
    expect(issue({ scopes: [] })).toBe("agents.validation.scopes");
    expect(issue({ scopes: ["sell"] })).toBe("agents.validation.scopes");
    expect(issue({ expiresOn: "2026-06-14" })).toBe("agents.validation.expiresOn");
    expect(issue({ expiresOn: "2036-06-14" })).toBe("agents.validation.expiresTooLate");
    expect(issue({ powerOfAttorneyId: "x" })).toBe("agents.validation.powerOfAttorney");
    expect(issue({ side: "owner" })).toBe("agents.validation.side");
  });
});

describe("bidding for a principal", () => {
  it("records both, registers the principal, locks the principal's deposit and tells them; a revocation stops the next bid in its transaction", async () => {
    const { principal, agent, agencyId } = await activeAgency();
    const [rival] = await createBidders(database, 1);
    const auction = await liveAuction();
    const agentBefore = (await readUserBalances(database.db, [agent.id])).get(agent.id)!;

    const accepted = await bidFor(auction.id, agent.id, principal.id, OPENING);
    expect(accepted.leading).toBe(true);
    const [row] = await database.db.select().from(bids).where(eq(bids.auctionId, auction.id));
    expect(row).toMatchObject({
      userId: principal.id,
      actingAgentUserId: agent.id,
      amount: OPENING,
      bidderNumber: 1,
    });
    const registrations = await database.db
      .select()
      .from(auctionRegistrations)
      .where(eq(auctionRegistrations.auctionId, auction.id));
    expect(registrations.map((r) => r.userId)).toEqual([principal.id]);
    const principalBalances = (await readUserBalances(database.db, [principal.id])).get(principal.id)!;
    expect(principalBalances.locked.get(auction.id)).toBe(DEPOSIT);
    const agentAfter = (await readUserBalances(database.db, [agent.id])).get(agent.id)!;
    expect(agentAfter.available).toBe(agentBefore.available);
    expect(agentAfter.locked.get(auction.id) ?? 0).toBe(0);
    const told = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, principal.id), eq(notifications.event, "agent_bid_placed")));
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toMatchObject({ amount: OPENING });

    await bidFor(auction.id, undefined, rival!.id, OPENING + INCREMENT);
    await revokeAgency({ db: database.db, userId: principal.id, agencyId });
    const refused = await refusal(bidFor(auction.id, agent.id, principal.id, OPENING + 2 * INCREMENT));
    expect(refused.code).toBe("AGENT_NOT_AUTHORIZED");
    expect(await database.db.select().from(bids).where(eq(bids.auctionId, auction.id))).toHaveLength(2);
    // The principal may still bid in their own name.
    expect((await bidFor(auction.id, undefined, principal.id, OPENING + 2 * INCREMENT)).leading).toBe(true);
  });

  it("answers an agent's retried bid from the store under the agent's key; the principal's same key is theirs", async () => {
    const auction = await liveAuction();
    const { principal, agent } = await activeAgency();
    const key = `agent-${crypto.randomUUID()}`;
    const first = await bidFor(auction.id, agent.id, principal.id, OPENING, key);
    expect(first.leading).toBe(true);
    expect(await bidFor(auction.id, agent.id, principal.id, OPENING, key)).toEqual(first);
    expect((await refusal(bidFor(auction.id, agent.id, principal.id, OPENING + INCREMENT, key))).code).toBe(
      "IDEMPOTENCY_KEY_REUSED",
    );
    // The same key sent by the principal is another sender's request: it is judged, not answered.
    expect((await refusal(bidFor(auction.id, undefined, principal.id, OPENING + INCREMENT, key))).code).toBe(
      "ALREADY_HIGHEST_BIDDER",
    );
    expect(await database.db.select().from(bids).where(eq(bids.auctionId, auction.id))).toHaveLength(1);
  });

  it("refuses an expired agency, one without the bid scope, and anyone without one, automatic bids included", async () => {
    const auction = await liveAuction();
    const expired = await activeAgency();
    await database.db
      .update(agencies)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(agencies.id, expired.agencyId));
    expect((await refusal(bidFor(auction.id, expired.agent.id, expired.principal.id, OPENING))).code).toBe(
      "AGENT_NOT_AUTHORIZED",
    );

    const payOnly = await activeAgency(["pay"]);
    expect((await refusal(bidFor(auction.id, payOnly.agent.id, payOnly.principal.id, OPENING))).code).toBe(
      "AGENT_NOT_AUTHORIZED",
    );
    const automatic = setAutoBid(services, {
      auctionId: auction.id,
      userId: payOnly.principal.id,
      agentUserId: payOnly.agent.id,
      maxAmount: OPENING + 3 * INCREMENT,
      acceptRulesVersion: "current",
      idempotencyKey: null,
    });
    expect((await refusal(automatic)).code).toBe("AGENT_NOT_AUTHORIZED");

    const [stranger, victim] = await createBidders(database, 2);
    expect((await refusal(bidFor(auction.id, stranger!.id, victim!.id, OPENING))).code).toBe(
      "AGENT_NOT_AUTHORIZED",
    );
    expect(await database.db.select().from(bids).where(eq(bids.auctionId, auction.id))).toEqual([]);

    const ok = await activeAgency();
    const set = await setAutoBid(services, {
      auctionId: auction.id,
      userId: ok.principal.id,
      agentUserId: ok.agent.id,
      maxAmount: OPENING + 3 * INCREMENT,
      acceptRulesVersion: "current",
      idempotencyKey: null,
    });
    expect(set.autoBid).toEqual({ maxAmount: OPENING + 3 * INCREMENT });
  });
});

describe("shill rule", () => {
  it("an agent acting for the owner or the selling agent cannot register for or bid on that property", async () => {
    const { principal: owner, agent } = await activeAgency(["list_property"]);
    const auction = await liveAuction(owner.id);
    const registering = registerForAuction({
      db: database.db,
      userId: agent.id,
      auctionId: auction.id,
      acceptRulesVersion: auction.specialRulesVersion,
    });
    expect((await refusal(registering)).code).toBe("SELLER_CANNOT_BID");
    expect((await refusal(bidFor(auction.id, undefined, agent.id, OPENING))).code).toBe("SELLER_CANNOT_BID");

    // Nor for another principal of theirs.
    const [client] = await createBidders(database, 1);
    const { agency } = await invite(client!.id, { phone: agent.phone, poa: await approvedPoa(client!.id) });
    await answerAgency({ db: database.db, userId: agent.id, agencyId: agency.id, answer: "confirm" });
    expect((await refusal(bidFor(auction.id, agent.id, client!.id, OPENING))).code).toBe("SELLER_CANNOT_BID");
    // The agent of the owner bids elsewhere as usual.
    const elsewhere = await liveAuction();
    expect((await bidFor(elsewhere.id, agent.id, client!.id, OPENING)).leading).toBe(true);

    // The selling agent's agent too.
    const own = await createPlace(database.db);
    const seller = await activeAgency(["pay"]);
    await database.db
      .update(sellingAgents)
      .set({ userId: seller.principal.id })
      .where(eq(sellingAgents.id, own.agent.id));
    const sold = await liveAuction(undefined, own);
    expect((await refusal(bidFor(sold.id, undefined, seller.agent.id, OPENING))).code).toBe(
      "SELLER_CANNOT_BID",
    );
    expect(await database.db.select().from(bids).where(eq(bids.auctionId, sold.id))).toEqual([]);
  });
});
