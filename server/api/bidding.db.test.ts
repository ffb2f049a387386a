import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { bids, users } from "~/db/schema";
import { createSession } from "~/modules/accounts/sessions.server";
import { createAuction, createPlace } from "../../tests/factories/auctions";
import { createBidders } from "../../tests/factories/bidding";
import { createTestDatabase } from "../../tests/support/database";
import { apiClient, callerHeaders, offContract, type Caller } from "../../tests/support/api-client";
import { createTestHttpApp } from "../../tests/support/http-app";

const SAR = 100;
const OPENING = 2_000_000 * SAR;
const INCREMENT = 25_000 * SAR;
const DEPOSIT = 100_000 * SAR;

let database: Database;
let api: ReturnType<typeof apiClient>;
let place: Awaited<ReturnType<typeof createPlace>>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiClient(createTestHttpApp(database));
  place = await createPlace(database.db);
});
afterAll(() => database.close());

async function signedInBidder(
  options: { funds?: number; verified?: boolean; roles?: ("bidder" | "committee" | "admin")[] } = {},
) {
  const [user] = await createBidders(database, 1, { funds: options.funds });
  if (options.verified === false) {
    await database.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, user!.id));
  }
  if (options.roles)
    await database.db.update(users).set({ roles: options.roles }).where(eq(users.id, user!.id));
  const session = await createSession({
    db: database.db,
    userId: user!.id,
    now: new Date(),
    client: { ip: null, userAgent: null },
  });
  return { user: user!, cookie: session.token };
}

const liveAuction = async () =>
  (
    await createAuction(database.db, place, {
      auction: { openingPrice: OPENING, bidIncrement: INCREMENT, deposit: DEPOSIT },
    })
  ).auction;

type BidBody = { amount: number; acceptTerms?: boolean; acceptRules?: boolean; confirmHighBid?: boolean };

/** POST /auctions/{id}/bids, with a new Idempotency-Key unless the caller gives one (or none). */
const bid = (id: number, caller: Caller, body: BidBody) =>
  api.POST("/auctions/{id}/bids", {
    params: { path: { id } },
    headers: callerHeaders({ key: true, ...caller }),
    body,
  });

describe("POST /api/v1/auctions/{id}/bids", () => {
  it("refuses a committee member with 403 STAFF_CANNOT_BID in the request's language", async () => {
    const auction = await liveAuction();
    const member = await signedInBidder({ roles: ["bidder", "committee"] });
    const body = { amount: OPENING, acceptTerms: true, acceptRules: true };
    const refused = await bid(auction.id, { cookie: member.cookie, lang: "en" }, body);
    expect(refused.response.status).toBe(403);
    expect(refused.response.headers.get("content-type")).toContain("application/problem+json");
    expect(refused.error).toMatchObject({
      code: "STAFF_CANNOT_BID",
      detail:
        "Members of the organizing committee and administrators cannot register or bid in auctions, to avoid a conflict of interest.",
    });
    const arabic = await bid(auction.id, { cookie: member.cookie, lang: "ar" }, body);
    expect(arabic.error!.detail).toContain("تعارض المصالح");
  });

  it("accepts a bid with the terms and rules accepted, then refuses with the exact reason in each language", async () => {
    const auction = await liveAuction();
    const ali = await signedInBidder();
    const badr = await signedInBidder();
    const first = await bid(
      auction.id,
      { cookie: ali.cookie },
      { amount: OPENING, acceptTerms: true, acceptRules: true },
    );
    expect(first.response.status).toBe(201);
    expect(first.data).toMatchObject({
      leading: true,
      price: OPENING,
      minimumNextBid: OPENING + INCREMENT,
      bid: { sequence: 1, source: "web" },
    });

    const low = await bid(
      auction.id,
      { cookie: badr.cookie, lang: "en" },
      { amount: OPENING, acceptTerms: true, acceptRules: true },
    );
    expect(low.response.status).toBe(422);
    expect(low.error).toMatchObject({ code: "BID_BELOW_MINIMUM", minimum: OPENING + INCREMENT });
    expect(low.error!.detail).toBe("The minimum acceptable bid now is SAR 2,025,000.");
    const lowAr = await bid(
      auction.id,
      { cookie: badr.cookie, lang: "ar" },
      { amount: OPENING, acceptTerms: true, acceptRules: true },
    );
    expect(lowAr.error!.detail).toMatch(/^أقل مزايدة مقبولة الآن هي .*2[,٬]025[,٬]000/);

    const noRules = await bid(
      auction.id,
      { cookie: badr.cookie, lang: "en" },
      { amount: OPENING + INCREMENT },
    );
    expect(noRules.error!.code).toBe("RULES_NOT_ACCEPTED");
    const self = await bid(auction.id, { cookie: ali.cookie }, { amount: OPENING + INCREMENT });
    expect(self.error!.code).toBe("ALREADY_HIGHEST_BIDDER");
    const high = await bid(
      auction.id,
      { cookie: badr.cookie, lang: "en" },
      { amount: OPENING * 2, acceptTerms: true, acceptRules: true },
    );
    expect(high.error).toMatchObject({ code: "BID_CONFIRMATION_REQUIRED", minimum: OPENING + INCREMENT });
    const confirmed = await bid(
      auction.id,
      { cookie: badr.cookie },
      { amount: OPENING * 2, confirmHighBid: true, acceptTerms: true, acceptRules: true },
    );
    expect(confirmed.response.status).toBe(201);
    expect(await database.db.select().from(bids).where(eq(bids.auctionId, auction.id))).toHaveLength(2);
  });

  it("needs a key, a signed-in user with a confirmed phone, a covered deposit and a valid amount", async () => {
    const auction = await liveAuction();
    const body = { amount: OPENING, acceptTerms: true, acceptRules: true };
    const guest = await bid(auction.id, { lang: "en" }, body);
    expect([guest.response.status, guest.error!.detail]).toEqual([401, "Not authenticated"]);
    const unverified = await signedInBidder({ verified: false });
    expect((await bid(auction.id, { cookie: unverified.cookie }, body)).error!.code).toBe(
      "PHONE_NOT_VERIFIED",
    );
    const ali = await signedInBidder();
    const noKey = await api.POST("/auctions/{id}/bids", {
      params: { path: { id: auction.id } },
      headers: callerHeaders({ cookie: ali.cookie, lang: "en" }),
      body,
    });
    expect(noKey.response.status).toBe(400);
    expect(noKey.error!.code).toBe("IDEMPOTENCY_KEY_REQUIRED");
    for (const amount of [0, -5, 1.5, "100", null]) {
      const bad = await bid(
        auction.id,
        { cookie: ali.cookie, lang: "en" },
        { ...body, amount: offContract(amount) },
      );
      expect(bad.response.status, String(amount)).toBe(422);
      expect(bad.error!.issues).toEqual([
        { path: "amount", message: "Enter a valid amount greater than zero" },
      ]);
    }
    const halalas = await bid(auction.id, { cookie: ali.cookie }, { ...body, amount: OPENING + 50 });
    expect(halalas.error!.code).toBe("BID_NOT_WHOLE_RIYALS");
    const poor = await signedInBidder({ funds: DEPOSIT - 100 });
    const uncovered = await bid(auction.id, { cookie: poor.cookie, lang: "en" }, body);
    expect(uncovered.response.status).toBe(422);
    expect(uncovered.error).toMatchObject({
      code: "DEPOSIT_NOT_COVERED",
      deposit: DEPOSIT,
      available: DEPOSIT - 100,
    });
    expect((await bid(2147483647, { cookie: ali.cookie }, body)).response.status).toBe(404);
    expect((await bid(offContract("abc"), { cookie: ali.cookie }, body)).response.status).toBe(400);
    expect(await database.db.select().from(bids).where(eq(bids.auctionId, auction.id))).toHaveLength(0);
  });

  it("answers a retry with the same key from the first answer; a bearer token bids as the app", async () => {
    const auction = await liveAuction();
    const ali = await signedInBidder();
    const asApp = { bearer: ali.cookie, origin: null, key: crypto.randomUUID() };
    const body = { amount: OPENING, acceptTerms: true, acceptRules: true };
    const [a, b] = await Promise.all([bid(auction.id, asApp, body), bid(auction.id, asApp, body)]);
    expect(a.data).toEqual(b.data);
    expect(a.data!.bid!.source).toBe("app");
    const reused = await bid(auction.id, asApp, { ...body, amount: OPENING * 2 });
    expect(reused.error!.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await database.db.select().from(bids).where(eq(bids.auctionId, auction.id))).toHaveLength(1);
  });
});

describe("registration, automatic bids, wallet, cancellation", () => {
  it("registers (once), sets and cancels an automatic bid, shows the locked deposit, and lets only the committee cancel", async () => {
    const auction = await liveAuction();
    const ali = await signedInBidder();
    const badr = await signedInBidder();
    const path = { path: { id: auction.id } };
    const register = (
      caller: Caller,
      body: { acceptTerms: true; acceptRules?: true; rulesVersion: number },
    ) =>
      api.POST("/auctions/{id}/registrations", {
        params: path,
        headers: callerHeaders(caller),
        body: offContract<{ acceptTerms: true; acceptRules: true; rulesVersion: number }>(body),
      });
    const missing = await register(
      { cookie: ali.cookie, lang: "en" },
      { acceptTerms: true, rulesVersion: 1 },
    );
    expect(missing.response.status).toBe(422);
    const first = await register(
      { cookie: ali.cookie },
      { acceptTerms: true, acceptRules: true, rulesVersion: 1 },
    );
    expect(first.response.status).toBe(201);
    expect(first.data).toMatchObject({ deposit: DEPOSIT, covered: true, rulesVersion: 1 });
    expect(first.data!.receiptCode).toMatch(/^MZD-/);
    const again = await register(
      { cookie: ali.cookie },
      { acceptTerms: true, acceptRules: true, rulesVersion: 1 },
    );
    expect([again.response.status, again.data!.id]).toEqual([200, first.data!.id]);
    const oldRules = await register(
      { cookie: badr.cookie },
      { acceptTerms: true, acceptRules: true, rulesVersion: 7 },
    );
    expect(oldRules.error!.code).toBe("RULES_NOT_ACCEPTED");

    const set = await api.PUT("/auctions/{id}/auto-bid", {
      params: path,
      headers: callerHeaders({ cookie: ali.cookie, key: true }),
      body: { maxAmount: OPENING + 4 * INCREMENT },
    });
    expect(set.data).toMatchObject({
      leading: true,
      price: OPENING,
      autoBid: { maxAmount: OPENING + 4 * INCREMENT },
    });
    const wallet = await api.GET("/me/wallet", { headers: callerHeaders({ cookie: ali.cookie }) });
    expect(wallet.data!.locks).toEqual([{ auctionId: auction.id, amount: DEPOSIT }]);
    expect(wallet.data!.locked).toBe(DEPOSIT);
    const rival = await bid(
      auction.id,
      { cookie: badr.cookie },
      { amount: OPENING + 2 * INCREMENT, acceptTerms: true, acceptRules: true },
    );
    expect(rival.data).toMatchObject({ leading: false, price: OPENING + 3 * INCREMENT });
    const cancelAuto = () =>
      api.DELETE("/auctions/{id}/auto-bid", { params: path, headers: callerHeaders({ cookie: ali.cookie }) });
    expect((await cancelAuto()).data!.autoBid).toBeNull();
    expect((await cancelAuto()).error!.code).toBe("AUTO_BID_NOT_FOUND");

    const cancel = (caller: Caller, body: { reasonAr: string; reasonEn: string }) =>
      api.POST("/admin/auctions/{id}/cancellation", { params: path, headers: callerHeaders(caller), body });
    const approve = (caller: Caller) =>
      api.POST("/admin/auctions/{id}/cancellation/approve", { params: path, headers: callerHeaders(caller) });
    const reasons = { reasonAr: "طلب المالك إيقاف البيع", reasonEn: "The owner withdrew the sale" };
    expect((await cancel({ cookie: ali.cookie }, reasons)).response.status).toBe(403);
    const members = await createBidders(database, 2, { funds: 0 });
    const sessions: string[] = [];
    for (const member of members) {
      await database.db
        .update(users)
        .set({ roles: ["committee"] })
        .where(eq(users.id, member.id));
      const session = await createSession({
        db: database.db,
        userId: member.id,
        now: new Date(),
        client: { ip: null, userAgent: null },
      });
      sessions.push(session.token);
    }
    const [firstMember, secondMember] = sessions as [string, string];
    const short = await cancel({ cookie: firstMember, lang: "en" }, { reasonAr: "لا", reasonEn: "No" });
    expect(short.response.status).toBe(422);
    // A live auction with bids: the first member's request waits for a second member.
    const requested = await cancel({ cookie: firstMember }, reasons);
    expect(requested.data).toMatchObject({ status: "pending", request: { reasonEn: reasons.reasonEn } });
    expect((await approve({ cookie: firstMember })).error!.code).toBe("REVIEW_OWN_REQUEST");
    expect(
      (await api.GET("/me/wallet", { headers: callerHeaders({ cookie: ali.cookie }) })).data!.locked,
    ).toBe(DEPOSIT);
    expect((await approve({ cookie: secondMember })).data).toEqual({ status: "cancelled" });
    const afterwards = await api.GET("/me/wallet", { headers: callerHeaders({ cookie: ali.cookie }) });
    expect(afterwards.data!.locked).toBe(0);
    expect((await cancel({ cookie: secondMember }, reasons)).error!.code).toBe("AUCTION_NOT_CANCELLABLE");
  });
});

describe("POST /api/v1/admin/auctions/{id}/on-site-bids", () => {
  it("takes bids from the room only in a hybrid auction, which the public detail says it is", async () => {
    const [member] = await createBidders(database, 1, { funds: 0 });
    await database.db
      .update(users)
      .set({ roles: ["committee"] })
      .where(eq(users.id, member!.id));
    const session = await createSession({
      db: database.db,
      userId: member!.id,
      now: new Date(),
      client: { ip: null, userAgent: null },
    });
    const bidder = await signedInBidder();
    const enter = (id: number) =>
      api.POST("/admin/auctions/{id}/on-site-bids", {
        params: { path: { id } },
        headers: callerHeaders({ cookie: session.token, key: true, lang: "en" }),
        body: { bidderUserId: bidder.user.id, amount: OPENING },
      });
    const online = await liveAuction();
    const refused = await enter(online.id);
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({
      code: "AUCTION_NOT_HYBRID",
      detail: "On-site bids are taken only in hybrid auctions, and this auction is online only.",
    });
    expect((await api.GET("/auctions/{id}", { params: { path: { id: online.id } } })).data!.hybrid).toBe(
      false,
    );

    const { auction: hybrid } = await createAuction(database.db, place, {
      auction: { openingPrice: OPENING, bidIncrement: INCREMENT, deposit: DEPOSIT, hybrid: true },
    });
    expect((await api.GET("/auctions/{id}", { params: { path: { id: hybrid.id } } })).data!.hybrid).toBe(
      true,
    );
    // Past the hybrid check: the engine's own refusal for someone not registered.
    expect((await enter(hybrid.id)).error!.code).toBe("BIDDER_NOT_REGISTERED");
  });
});
