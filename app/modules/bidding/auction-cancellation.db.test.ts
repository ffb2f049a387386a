import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import {
  auctionCancellationRequests,
  auctions,
  auditLog,
  bids,
  notifications,
  sellingAgents,
  users,
} from "~/db/schema";
import { AppError } from "~/lib/errors";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import { createTestServices } from "../../../tests/support/services";
import {
  approveAuctionCancellation,
  listPendingCancellations,
  previewAuctionCancellation,
  rejectAuctionCancellation,
  requestAuctionCancellation,
} from "./auction-cancellation.server";
import { listAuctionRegistrants } from "./list-auction-registrants.server";
import { placeOnSiteBid } from "./on-site-bids.server";
import { placeBid } from "./place-bid.server";
import { registerForAuction } from "./register-for-auction.server";
import { setAutoBid } from "./set-auto-bid.server";

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

async function liveAuction(
  overrides: {
    auction?: Partial<typeof auctions.$inferInsert>;
    ownerUserId?: string;
    in?: typeof place;
  } = {},
) {
  const { auction } = await createAuction(database.db, overrides.in ?? place, {
    auction: { openingPrice: OPENING, bidIncrement: INCREMENT, deposit: DEPOSIT, ...overrides.auction },
    ...(overrides.ownerUserId ? { property: { ownerUserId: overrides.ownerUserId } } : {}),
  });
  return auction;
}

const bid = (auctionId: number, userId: string, amount: number) =>
  placeBid(services, {
    auctionId,
    userId,
    amount,
    confirmHighBid: false,
    acceptRulesVersion: "current",
    source: "web",
    idempotencyKey: null,
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

async function committeeMembers(count: number) {
  const members = await createBidders(database, count, { funds: 0 });
  for (const member of members)
    await database.db
      .update(users)
      .set({ roles: ["committee"] })
      .where(eq(users.id, member.id));
  return members;
}

const reasons = { reasonAr: "خطأ في صك الملكية", reasonEn: "An error in the title deed" };
const statusOf = async (id: number) =>
  (await database.db.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, id)))[0]!
    .status;

describe("cancelling an auction with four eyes", () => {
  it("needs a second member for a live auction with bids: own approval refused, the second cancels", async () => {
    const auction = await liveAuction();
    const [ali, badr, watcher] = await createBidders(database, 3);
    const [first, second] = await committeeMembers(2);
    await bid(auction.id, ali!.id, OPENING);
    await bid(auction.id, badr!.id, OPENING + INCREMENT);
    await registerForAuction({
      db: database.db,
      userId: watcher!.id,
      auctionId: auction.id,
      acceptRulesVersion: auction.specialRulesVersion,
    });

    const preview = await previewAuctionCancellation({ db: database.db, auctionId: auction.id });
    expect(preview).toMatchObject({
      needsSecondMember: true,
      bidCount: 2,
      lockedDeposits: 1,
      registrants: 3,
      pending: null,
    });

    const requested = await requestAuctionCancellation({
      db: database.db,
      auctionId: auction.id,
      actorUserId: first!.id,
      ...reasons,
    });
    expect(requested).toMatchObject({ status: "pending", request: { requestedBy: { id: first!.id } } });
    expect(await statusOf(auction.id)).toBe("current");
    const again = requestAuctionCancellation({
      db: database.db,
      auctionId: auction.id,
      actorUserId: second!.id,
      ...reasons,
    });
    expect((await refusal(again)).code).toBe("CANCELLATION_ALREADY_REQUESTED");
    expect((await listPendingCancellations({ db: database.db })).map((r) => r.auctionId)).toContain(
      auction.id,
    );

    const own = approveAuctionCancellation({
      db: database.db,
      auctionId: auction.id,
      actorUserId: first!.id,
    });
    expect((await refusal(own)).code).toBe("REVIEW_OWN_REQUEST");
    const ownReject = rejectAuctionCancellation({
      db: database.db,
      auctionId: auction.id,
      actorUserId: first!.id,
      reason: "Changed my mind",
    });
    expect((await refusal(ownReject)).code).toBe("REVIEW_OWN_REQUEST");
    expect(await statusOf(auction.id)).toBe("current");

    const outcome = await approveAuctionCancellation({
      db: database.db,
      auctionId: auction.id,
      actorUserId: second!.id,
    });
    expect(outcome.liveEvents.find((e) => e.type === "status")?.payload).toMatchObject({
      status: "cancelled",
    });
    expect(await statusOf(auction.id)).toBe("cancelled");
    const balances = await readUserBalances(database.db, [ali!.id, badr!.id]);
    expect([...balances.values()].map((b) => b.locked.get(auction.id) ?? 0)).toEqual([0, 0]);
    const told = await database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.auctionId, auction.id), eq(notifications.event, "auction_cancelled")));
    expect(told.map((t) => t.userId).sort()).toEqual([ali!.id, badr!.id, watcher!.id].sort());
    const [request] = await database.db
      .select()
      .from(auctionCancellationRequests)
      .where(eq(auctionCancellationRequests.auctionId, auction.id));
    expect(request).toMatchObject({ status: "approved", requestedBy: first!.id, decidedBy: second!.id });
    const audit = await database.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(auction.id)));
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: "auction.cancel_requested", actor: first!.id }),
        expect.objectContaining({
          action: "auction.cancel",
          actor: second!.id,
          details: expect.objectContaining({ requestedBy: first!.id, notified: 3 }),
        }),
      ]),
    );
  });

  it("cancels an upcoming auction at once, and a rejected request leaves a live one running", async () => {
    const now = Date.now();
    const upcoming = await liveAuction({
      auction: {
        status: "upcoming",
        startsAt: new Date(now + 3_600_000),
        endsAt: new Date(now + 7_200_000),
        scheduledEndsAt: new Date(now + 7_200_000),
      },
    });
    const [member, other] = await committeeMembers(2);
    const done = await requestAuctionCancellation({
      db: database.db,
      auctionId: upcoming.id,
      actorUserId: member!.id,
      ...reasons,
    });
    expect(done.status).toBe("cancelled");
    expect(await statusOf(upcoming.id)).toBe("cancelled");

    const live = await liveAuction();
    const [ali] = await createBidders(database, 1);
    await bid(live.id, ali!.id, OPENING);
    await requestAuctionCancellation({
      db: database.db,
      auctionId: live.id,
      actorUserId: member!.id,
      ...reasons,
    });
    const rejected = await rejectAuctionCancellation({
      db: database.db,
      auctionId: live.id,
      actorUserId: other!.id,
      reason: "The deed was corrected",
    });
    expect(await statusOf(live.id)).toBe("current");
    // The member who asked is told, with the reason; the bidder hears nothing.
    const told = await database.db
      .select({ userId: notifications.userId, event: notifications.event, params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.auctionId, live.id), eq(notifications.event, "cancellation_rejected")));
    expect(told).toEqual([
      {
        userId: member!.id,
        event: "cancellation_rejected",
        params: expect.objectContaining({ reason: "The deed was corrected" }) as unknown,
      },
    ]);
    expect(rejected.notificationIds).toHaveLength(1);
    const after = approveAuctionCancellation({ db: database.db, auctionId: live.id, actorUserId: other!.id });
    expect((await refusal(after)).code).toBe("CANCELLATION_NOT_PENDING");
  });
});

describe("the registrants of an auction", () => {
  it("names the person behind each bidder number, and never the automatic bid's maximum", async () => {
    const auction = await liveAuction();
    const [ali, badr] = await createBidders(database, 2);
    const hiddenMaximum = OPENING + 37 * INCREMENT;
    await setAutoBid(services, {
      auctionId: auction.id,
      userId: ali!.id,
      maxAmount: hiddenMaximum,
      acceptRulesVersion: "current",
      idempotencyKey: null,
    });
    await bid(auction.id, badr!.id, OPENING + INCREMENT);
    const registrants = await listAuctionRegistrants({ db: database.db, auctionId: auction.id });
    const [aliRow] = await database.db.select().from(users).where(eq(users.id, ali!.id));
    expect(registrants.find((r) => r.userId === ali!.id)).toMatchObject({
      name: aliRow!.name,
      phone: aliRow!.phone,
      autoBidActive: true,
      deposit: "locked",
      lockedAmount: DEPOSIT,
    });
    expect(registrants.find((r) => r.userId === badr!.id)).toMatchObject({
      autoBidActive: false,
      deposit: "released",
      highestBid: OPENING + INCREMENT,
    });
    expect(JSON.stringify(registrants)).not.toContain(String(hiddenMaximum));
    expect(JSON.stringify(registrants)).not.toMatch(/max/i);
  });
});

describe("on-site bids", () => {
  it("go through the engine for a registrant, with the source on-site, audited with the member", async () => {
    const auction = await liveAuction({ auction: { hybrid: true } });
    const [ali, stranger] = await createBidders(database, 2);
    const [member] = await committeeMembers(1);
    await registerForAuction({
      db: database.db,
      userId: ali!.id,
      auctionId: auction.id,
      acceptRulesVersion: auction.specialRulesVersion,
    });
    const key = crypto.randomUUID();
    const enter = () =>
      placeOnSiteBid(services, {
        auctionId: auction.id,
        bidderUserId: ali!.id,
        enteredBy: member!.id,
        amount: OPENING,
        confirmHighBid: false,
        idempotencyKey: key,
      });
    const first = await enter();
    expect(first.bid).toMatchObject({ source: "on_site", amount: OPENING });
    expect(await enter()).toEqual(first); // the same key: the same answer, no second bid
    const placed = await database.db.select().from(bids).where(eq(bids.auctionId, auction.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ userId: ali!.id, source: "on_site" });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, String(auction.id)), eq(auditLog.action, "bid.on_site")));
    expect(audit).toMatchObject({
      actorUserId: member!.id,
      details: { bidderUserId: ali!.id, amount: OPENING },
    });

    const belowMinimum = placeOnSiteBid(services, {
      auctionId: auction.id,
      bidderUserId: ali!.id,
      enteredBy: member!.id,
      amount: OPENING,
      confirmHighBid: false,
      idempotencyKey: crypto.randomUUID(),
    });
    expect((await refusal(belowMinimum)).code).toBe("ALREADY_HIGHEST_BIDDER");
    const unregistered = placeOnSiteBid(services, {
      auctionId: auction.id,
      bidderUserId: stranger!.id,
      enteredBy: member!.id,
      amount: OPENING + INCREMENT,
      confirmHighBid: false,
      idempotencyKey: crypto.randomUUID(),
    });
    expect((await refusal(unregistered)).code).toBe("BIDDER_NOT_REGISTERED");
  });

  it("are refused on an online-only auction, changing nothing", async () => {
    const auction = await liveAuction();
    const [ali] = await createBidders(database, 1);
    const [member] = await committeeMembers(1);
    await registerForAuction({
      db: database.db,
      userId: ali!.id,
      auctionId: auction.id,
      acceptRulesVersion: auction.specialRulesVersion,
    });
    const refused = placeOnSiteBid(services, {
      auctionId: auction.id,
      bidderUserId: ali!.id,
      enteredBy: member!.id,
      amount: OPENING,
      confirmHighBid: false,
      idempotencyKey: crypto.randomUUID(),
    });
    const error = await refusal(refused);
    expect(error.code).toBe("AUCTION_NOT_HYBRID");
    expect(error.status).toBe(409);
    expect(await database.db.select().from(bids).where(eq(bids.auctionId, auction.id))).toEqual([]);
    const [after] = await database.db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect(after).toMatchObject({ bidCount: 0, currentPrice: null });
  });
});

describe("seller exclusion", () => {
  it("refuses the property's owner and its selling agent: no registration, bid or automatic bid", async () => {
    const [owner, agentUser, buyer] = await createBidders(database, 3);
    const own = await createPlace(database.db);
    await database.db
      .update(sellingAgents)
      .set({ userId: agentUser!.id })
      .where(eq(sellingAgents.id, own.agent.id));
    const auction = await liveAuction({ ownerUserId: owner!.id, in: own });
    for (const seller of [owner!, agentUser!]) {
      const registering = registerForAuction({
        db: database.db,
        userId: seller.id,
        auctionId: auction.id,
        acceptRulesVersion: auction.specialRulesVersion,
      });
      expect((await refusal(registering)).code).toBe("SELLER_CANNOT_BID");
      expect((await refusal(bid(auction.id, seller.id, OPENING))).code).toBe("SELLER_CANNOT_BID");
      const automatic = setAutoBid(services, {
        auctionId: auction.id,
        userId: seller.id,
        maxAmount: OPENING + 5 * INCREMENT,
        acceptRulesVersion: "current",
        idempotencyKey: null,
      });
      expect((await refusal(automatic)).code).toBe("SELLER_CANNOT_BID");
    }
    // Anyone else bids as usual, and the owner may bid on someone else's property.
    expect((await bid(auction.id, buyer!.id, OPENING)).bid).toMatchObject({ amount: OPENING });
    const elsewhere = await liveAuction();
    expect((await bid(elsewhere.id, owner!.id, OPENING)).bid).toMatchObject({ amount: OPENING });
  });
});
