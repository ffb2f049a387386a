import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { bids, users } from "~/db/schema";
import { createSession } from "~/modules/accounts/sessions.server";
import { createAuction, createPlace } from "../../tests/factories/auctions";
import { createBidders } from "../../tests/factories/bidding";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";
import { httpClient } from "../../tests/support/http-client";

const SAR = 100;
const OPENING = 2_000_000 * SAR;
const INCREMENT = 25_000 * SAR;
const DEPOSIT = 100_000 * SAR;

let database: Database;
let call: ReturnType<typeof httpClient>;
let place: Awaited<ReturnType<typeof createPlace>>;

beforeAll(async () => {
  database = await createTestDatabase();
  call = httpClient(createTestHttpApp(database));
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

const key = () => ({ "Idempotency-Key": crypto.randomUUID() });

describe("POST /api/v1/auctions/{id}/bids", () => {
  it("refuses a committee member with 403 STAFF_CANNOT_BID in the request's language", async () => {
    const auction = await liveAuction();
    const member = await signedInBidder({ roles: ["bidder", "committee"] });
    const body = { amount: OPENING, acceptTerms: true, acceptRules: true };
    const path = `/api/v1/auctions/${auction.id}/bids`;
    const refused = await call("POST", path, { cookie: member.cookie, headers: key(), lang: "en", body });
    expect(refused.status).toBe(403);
    expect(refused.res.headers.get("content-type")).toContain("application/problem+json");
    expect(refused.json).toMatchObject({
      code: "STAFF_CANNOT_BID",
      detail:
        "Members of the organizing committee and administrators cannot register or bid in auctions, to avoid a conflict of interest.",
    });
    const arabic = await call("POST", path, { cookie: member.cookie, headers: key(), lang: "ar", body });
    expect(arabic.json.detail).toContain("تعارض المصالح");
  });

  it("accepts a bid with the terms and rules accepted, then refuses with the exact reason in each language", async () => {
    const auction = await liveAuction();
    const ali = await signedInBidder();
    const badr = await signedInBidder();
    const path = `/api/v1/auctions/${auction.id}/bids`;
    const first = await call("POST", path, {
      cookie: ali.cookie,
      headers: key(),
      body: { amount: OPENING, acceptTerms: true, acceptRules: true },
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      leading: true,
      price: OPENING,
      minimumNextBid: OPENING + INCREMENT,
      bid: { sequence: 1, source: "web" },
    });

    const low = await call("POST", path, {
      cookie: badr.cookie,
      headers: key(),
      lang: "en",
      body: { amount: OPENING, acceptTerms: true, acceptRules: true },
    });
    expect(low.status).toBe(422);
    expect(low.json).toMatchObject({ code: "BID_BELOW_MINIMUM", minimum: OPENING + INCREMENT });
    expect(low.json.detail).toBe("The minimum acceptable bid now is SAR 2,025,000.");
    const lowAr = await call("POST", path, {
      cookie: badr.cookie,
      headers: key(),
      lang: "ar",
      body: { amount: OPENING, acceptTerms: true, acceptRules: true },
    });
    expect(lowAr.json.detail).toMatch(/^أقل مزايدة مقبولة الآن هي .*2[,٬]025[,٬]000/);

    const noRules = await call("POST", path, {
      cookie: badr.cookie,
      headers: key(),
      lang: "en",
      body: { amount: OPENING + INCREMENT },
    });
    expect(noRules.json.code).toBe("RULES_NOT_ACCEPTED");
    const self = await call("POST", path, {
      cookie: ali.cookie,
      headers: key(),
      body: { amount: OPENING + INCREMENT },
    });
    expect(self.json.code).toBe("ALREADY_HIGHEST_BIDDER");
    const high = await call("POST", path, {
      cookie: badr.cookie,
      headers: key(),
      lang: "en",
      body: { amount: OPENING * 2, acceptTerms: true, acceptRules: true },
    });
    expect(high.json).toMatchObject({ code: "BID_CONFIRMATION_REQUIRED", minimum: OPENING + INCREMENT });
    const confirmed = await call("POST", path, {
      cookie: badr.cookie,
      headers: key(),
      body: { amount: OPENING * 2, confirmHighBid: true, acceptTerms: true, acceptRules: true },
    });
    expect(confirmed.status).toBe(201);
    expect(await database.db.select().from(bids).where(eq(bids.auctionId, auction.id))).toHaveLength(2);
  });

  it("needs a key, a signed-in user with a confirmed phone, a covered deposit and a valid amount", async () => {
    const auction = await liveAuction();
    const path = `/api/v1/auctions/${auction.id}/bids`;
    const body = { amount: OPENING, acceptTerms: true, acceptRules: true };
    const guest = await call("POST", path, { headers: key(), body, lang: "en" });
    expect([guest.status, guest.json.detail]).toEqual([401, "Not authenticated"]);
    const unverified = await signedInBidder({ verified: false });
    expect((await call("POST", path, { cookie: unverified.cookie, headers: key(), body })).json.code).toBe(
      "PHONE_NOT_VERIFIED",
    );
    const ali = await signedInBidder();
    const noKey = await call("POST", path, { cookie: ali.cookie, body, lang: "en" });
    expect(noKey.status).toBe(400);
    expect(noKey.json.code).toBe("IDEMPOTENCY_KEY_REQUIRED");
    for (const amount of [0, -5, 1.5, "100", null]) {
      const bad = await call("POST", path, {
        cookie: ali.cookie,
        headers: key(),
        lang: "en",
        body: { ...body, amount },
      });
      expect(bad.status, String(amount)).toBe(422);
      expect(bad.json.issues).toEqual([
        { path: "amount", message: "Enter a valid amount greater than zero" },
      ]);
    }
    const halalas = await call("POST", path, {
      cookie: ali.cookie,
      headers: key(),
      body: { ...body, amount: OPENING + 50 },
    });
    expect(halalas.json.code).toBe("BID_NOT_WHOLE_RIYALS");
    const poor = await signedInBidder({ funds: DEPOSIT - 100 });
    const uncovered = await call("POST", path, { cookie: poor.cookie, headers: key(), lang: "en", body });
    expect(uncovered.status).toBe(422);
    expect(uncovered.json).toMatchObject({
      code: "DEPOSIT_NOT_COVERED",
      deposit: DEPOSIT,
      available: DEPOSIT - 100,
    });
    expect(
      (await call("POST", "/api/v1/auctions/2147483647/bids", { cookie: ali.cookie, headers: key(), body }))
        .status,
    ).toBe(404);
    expect(
      (await call("POST", "/api/v1/auctions/abc/bids", { cookie: ali.cookie, headers: key(), body })).status,
    ).toBe(400);
    expect(await database.db.select().from(bids).where(eq(bids.auctionId, auction.id))).toHaveLength(0);
  });

  it("answers a retry with the same key from the first answer; a bearer token bids as the app", async () => {
    const auction = await liveAuction();
    const ali = await signedInBidder();
    const headers = key();
    const body = { amount: OPENING, acceptTerms: true, acceptRules: true };
    const path = `/api/v1/auctions/${auction.id}/bids`;
    const [a, b] = await Promise.all([
      call("POST", path, { bearer: ali.cookie, origin: null, headers, body }),
      call("POST", path, { bearer: ali.cookie, origin: null, headers, body }),
    ]);
    expect(a.json).toEqual(b.json);
    expect(a.json.bid.source).toBe("app");
    const reused = await call("POST", path, {
      bearer: ali.cookie,
      origin: null,
      headers,
      body: { ...body, amount: OPENING * 2 },
    });
    expect(reused.json.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await database.db.select().from(bids).where(eq(bids.auctionId, auction.id))).toHaveLength(1);
  });
});

describe("registration, automatic bids, wallet, cancellation", () => {
  it("registers (once), sets and cancels an automatic bid, shows the locked deposit, and lets only the committee cancel", async () => {
    const auction = await liveAuction();
    const ali = await signedInBidder();
    const badr = await signedInBidder();
    const reg = `/api/v1/auctions/${auction.id}/registrations`;
    const missing = await call("POST", reg, {
      cookie: ali.cookie,
      lang: "en",
      body: { acceptTerms: true, rulesVersion: 1 },
    });
    expect(missing.status).toBe(422);
    const first = await call("POST", reg, {
      cookie: ali.cookie,
      body: { acceptTerms: true, acceptRules: true, rulesVersion: 1 },
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ deposit: DEPOSIT, covered: true, rulesVersion: 1 });
    expect(first.json.receiptCode).toMatch(/^MZD-/);
    const again = await call("POST", reg, {
      cookie: ali.cookie,
      body: { acceptTerms: true, acceptRules: true, rulesVersion: 1 },
    });
    expect([again.status, again.json.id]).toEqual([200, first.json.id]);
    const oldRules = await call("POST", reg, {
      cookie: badr.cookie,
      body: { acceptTerms: true, acceptRules: true, rulesVersion: 7 },
    });
    expect(oldRules.json.code).toBe("RULES_NOT_ACCEPTED");

    const auto = `/api/v1/auctions/${auction.id}/auto-bid`;
    const set = await call("PUT", auto, {
      cookie: ali.cookie,
      headers: key(),
      body: { maxAmount: OPENING + 4 * INCREMENT },
    });
    expect(set.json).toMatchObject({
      leading: true,
      price: OPENING,
      autoBid: { maxAmount: OPENING + 4 * INCREMENT },
    });
    const wallet = await call("GET", "/api/v1/me/wallet", { cookie: ali.cookie });
    expect(wallet.json.locks).toEqual([{ auctionId: auction.id, amount: DEPOSIT }]);
    expect(wallet.json.locked).toBe(DEPOSIT);
    const rival = await call("POST", `/api/v1/auctions/${auction.id}/bids`, {
      cookie: badr.cookie,
      headers: key(),
      body: { amount: OPENING + 2 * INCREMENT, acceptTerms: true, acceptRules: true },
    });
    expect(rival.json).toMatchObject({ leading: false, price: OPENING + 3 * INCREMENT });
    expect((await call("DELETE", auto, { cookie: ali.cookie })).json.autoBid).toBeNull();
    expect((await call("DELETE", auto, { cookie: ali.cookie })).json.code).toBe("AUTO_BID_NOT_FOUND");

    const cancel = `/api/v1/auctions/${auction.id}/cancel`;
    const reasons = { reasonAr: "طلب المالك إيقاف البيع", reasonEn: "The owner withdrew the sale" };
    expect((await call("POST", cancel, { cookie: ali.cookie, body: reasons })).status).toBe(403);
    const [member] = await createBidders(database, 1, { funds: 0 });
    await database.db
      .update(users)
      .set({ roles: ["committee"] })
      .where(eq(users.id, member!.id));
    const memberSession = await createSession({
      db: database.db,
      userId: member!.id,
      now: new Date(),
      client: { ip: null, userAgent: null },
    });
    const short = await call("POST", cancel, {
      cookie: memberSession.token,
      lang: "en",
      body: { reasonAr: "لا", reasonEn: "No" },
    });
    expect(short.status).toBe(422);
    expect((await call("POST", cancel, { cookie: memberSession.token, body: reasons })).json).toEqual({
      status: "cancelled",
    });
    expect((await call("GET", "/api/v1/me/wallet", { cookie: ali.cookie })).json.locked).toBe(0);
    expect((await call("POST", cancel, { cookie: memberSession.token, body: reasons })).json.code).toBe(
      "AUCTION_NOT_CANCELLABLE",
    );
  });
});
