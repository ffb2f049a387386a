import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import {
  auctionRegistrations,
  auctions,
  auditLog,
  ledgerTransactions,
  nextBidderOffers,
  notifications,
  settlements,
  users,
} from "~/db/schema";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { createUser } from "../../../tests/factories/accounts";
import { createDefaultedAuction } from "../../../tests/factories/settlements";
import { createTestDatabase } from "../../../tests/support/database";
import { createTestServices } from "../../../tests/support/services";
import {
  acceptOffer,
  countDefaultsAwaitingDecision,
  declineOffer,
  expireNextBidderOffers,
  getDefaultCase,
  listDefaultedAuctions,
  offerToNextBidder,
  rebookDefaultedAuction,
} from "./next-bidder-offers.server";

const SAR = 100;
const PRICE = 1_000_000 * SAR;
const DEPOSIT = 50_000 * SAR;
let database: Database;
let services: Services;
let committee: string;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
  committee = (await createUser(database, { roles: ["committee"] })).user.id;
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

const defaulted = () =>
  createDefaultedAuction(database, services, { price: PRICE, deposit: DEPOSIT, funds: 60_000 * SAR });

const offer = (auctionId: number, userId: string, now?: Date) =>
  offerToNextBidder({ db: database.db, auctionId, userId, actorUserId: committee, now });

const balancesOf = async (userId: string) => (await readUserBalances(database.db, [userId])).get(userId)!;

const auditOf = (action: string, auctionId: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(auctionId))));

describe("a defaulted auction's next bidders", () => {
  it("ranks each other bidder by their highest bid, without the defaulter, suspended users or those already offered", async () => {
    const { auction, bidders, settlement, increment } = await defaulted();
    expect(settlement.status).toBe("defaulted");
    const before = await getDefaultCase({ db: database.db, auctionId: auction.id });
    expect(before!.state).toBe("awaiting");
    expect(before!.defaults).toMatchObject([{ userId: bidders.winner.id, depositForfeited: DEPOSIT }]);
    expect(before!.candidates.map((c) => [c.userId, c.highestBid])).toEqual([
      [bidders.first.id, PRICE + 3 * increment],
      [bidders.third.id, PRICE + 2 * increment],
      [bidders.second.id, PRICE + increment],
    ]);
    expect(
      (await listDefaultedAuctions({ db: database.db })).find((i) => i.auction.id === auction.id),
    ).toMatchObject({
      state: "awaiting",
      defaulter: { userId: bidders.winner.id },
      depositForfeited: DEPOSIT,
    });
    expect(await countDefaultsAwaitingDecision(database.db)).toBeGreaterThan(0);

    await database.db
      .update(users)
      .set({ suspendedAt: new Date(), suspendedReason: "test" })
      .where(eq(users.id, bidders.first.id));
    const after = await getDefaultCase({ db: database.db, auctionId: auction.id });
    expect(after!.candidates.map((c) => c.userId)).toEqual([bidders.third.id, bidders.second.id]);
    // Only the next bidder in rank may be offered it: not the suspended one, not the one after.
    await expect(offer(auction.id, bidders.first.id)).rejects.toMatchObject({ code: "NOT_NEXT_BIDDER" });
    await expect(offer(auction.id, bidders.second.id)).rejects.toMatchObject({ code: "NOT_NEXT_BIDDER" });
    await expect(offer(auction.id, bidders.winner.id)).rejects.toMatchObject({ code: "NOT_NEXT_BIDDER" });
  });

  it("offers to the next bidder at their own bid, once; told, audited, and no second offer or re-auction while it is open", async () => {
    const { auction, bidders, increment } = await defaulted();
    const now = new Date();
    const made = await offer(auction.id, bidders.first.id, now);
    expect(made.offer).toMatchObject({
      userId: bidders.first.id,
      amount: PRICE + 3 * increment,
      deposit: DEPOSIT,
      status: "open",
    });
    expect(made.offer.expiresAt.getTime() - now.getTime()).toBe(48 * 3_600_000);
    const again = await offer(auction.id, bidders.first.id);
    expect(again.offer.id).toBe(made.offer.id);
    expect(again.notificationIds).toEqual([]);
    await expect(offer(auction.id, bidders.third.id)).rejects.toMatchObject({
      code: "NEXT_BIDDER_OFFER_OPEN",
    });
    await expect(
      rebookDefaultedAuction({ db: database.db, auctionId: auction.id, actorUserId: committee }),
    ).rejects.toMatchObject({ code: "NEXT_BIDDER_OFFER_OPEN" });

    const told = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, bidders.first.id), eq(notifications.event, "next_bidder_offer")));
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toMatchObject({ amount: PRICE + 3 * increment, offerId: made.offer.id });
    expect(await auditOf("auction.next_bidder_offer", auction.id)).toHaveLength(1);
    expect((await getDefaultCase({ db: database.db, auctionId: auction.id }))!.state).toBe("offered");
    // Nobody else answers it.
    await expect(
      acceptOffer({ db: database.db, userId: bidders.second.id, offerId: made.offer.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("accepting locks the deposit and opens a settlement at their bid; the default stays on record", async () => {
    const { auction, bidders, settlement, increment } = await defaulted();
    const { offer: made } = await offer(auction.id, bidders.first.id);
    expect((await balancesOf(bidders.first.id)).locked.get(auction.id) ?? 0).toBe(0);

    const accepted = await acceptOffer({ db: database.db, userId: bidders.first.id, offerId: made.id });
    expect(accepted.offer.status).toBe("accepted");
    const balances = await balancesOf(bidders.first.id);
    expect(balances.locked.get(auction.id)).toBe(DEPOSIT);
    expect(balances.available).toBe(10_000 * SAR);

    const all = await database.db.select().from(settlements).where(eq(settlements.auctionId, auction.id));
    expect(all.map((s) => [s.userId, s.status]).sort()).toEqual(
      [
        [bidders.winner.id, "defaulted"],
        [bidders.first.id, "due"],
      ].sort(),
    );
    const opened = all.find((s) => s.status === "due")!;
    expect(opened.id).toBe(accepted.offer.settlementId);
    expect(opened).toMatchObject({ hammerPrice: PRICE + 3 * increment, depositApplied: DEPOSIT });
    expect(opened.balanceDue).toBe(PRICE + 3 * increment - DEPOSIT);
    expect(opened.dueAt.getTime()).toBeGreaterThan(Date.now());
    expect(all.find((s) => s.id === settlement.id)!.status).toBe("defaulted");
    // Told they won, and by when to pay.
    const [won] = await database.db
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, bidders.first.id), eq(notifications.event, "auction_won")));
    expect(won!.params).toMatchObject({ amount: PRICE + 3 * increment, dueAt: opened.dueAt.toISOString() });

    const [record] = await database.db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect(record).toMatchObject({ winnerUserId: bidders.first.id, endPrice: PRICE + 3 * increment });
    const [registration] = await database.db
      .select()
      .from(auctionRegistrations)
      .where(
        and(
          eq(auctionRegistrations.auctionId, auction.id),
          eq(auctionRegistrations.userId, bidders.first.id),
        ),
      );
    expect(registration!.outcome).toBe("won");

    // Accepting again changes nothing; the case is closed to offers and re-auctions.
    const twice = await acceptOffer({ db: database.db, userId: bidders.first.id, offerId: made.id });
    expect(twice.offer.settlementId).toBe(opened.id);
    const locks = await database.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.auctionId, auction.id),
          eq(ledgerTransactions.userId, bidders.first.id),
          eq(ledgerTransactions.kind, "deposit_lock"),
          sql`${ledgerTransactions.memo} ->> 'nextBidderOfferId' = ${made.id}`,
        ),
      );
    expect(locks).toHaveLength(1);
    expect((await getDefaultCase({ db: database.db, auctionId: auction.id }))!.state).toBe("resold");
    await expect(offer(auction.id, bidders.third.id)).rejects.toMatchObject({ code: "DEFAULT_NOT_OPEN" });
    await expect(
      rebookDefaultedAuction({ db: database.db, auctionId: auction.id, actorUserId: committee }),
    ).rejects.toMatchObject({ code: "DEFAULT_NOT_OPEN" });
    expect(await auditOf("auction.next_bidder_accept", auction.id)).toHaveLength(1);

    // The ledger's invariants hold: postings sum to zero, balances equal their postings, none negative.
    const totals = (await database.db.execute(sql`
      select (select coalesce(sum(amount), 0) from ledger_postings) as total,
             (select count(*) from ledger_accounts a
               where a.balance <> coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)) as drifted,
             (select count(*) from ledger_accounts where kind in ('user_available', 'user_locked') and balance < 0) as negative
    `)) as unknown as { rows: Record<string, string | number>[] };
    const row = totals.rows[0]!;
    expect([row.total, row.drifted, row.negative].map(Number)).toEqual([0, 0, 0]);
  });

  it("refuses an acceptance whose deposit is not covered, changing nothing", async () => {
    const { auction, bidders } = await defaulted();
    const { offer: made } = await offer(auction.id, bidders.first.id);
    const available = (await balancesOf(bidders.first.id)).available;
    // The wallet holds one halala less than the offer's deposit.
    await database.db
      .update(nextBidderOffers)
      .set({ deposit: available + 1 })
      .where(eq(nextBidderOffers.id, made.id));
    await expect(
      acceptOffer({ db: database.db, userId: bidders.first.id, offerId: made.id }),
    ).rejects.toMatchObject({ code: "DEPOSIT_NOT_COVERED" });
    const [still] = await database.db.select().from(nextBidderOffers).where(eq(nextBidderOffers.id, made.id));
    expect(still!.status).toBe("open");
    expect((await balancesOf(bidders.first.id)).available).toBe(available);
    const live = await database.db
      .select()
      .from(settlements)
      .where(and(eq(settlements.auctionId, auction.id), eq(settlements.status, "due")));
    expect(live).toHaveLength(0);
  });

  it("after a decline or an expiry, the committee offers to the next one; a late answer is refused", async () => {
    const { auction, bidders, increment } = await defaulted();
    const first = await offer(auction.id, bidders.first.id);
    await declineOffer({ db: database.db, userId: bidders.first.id, offerId: first.offer.id });
    expect(
      (await declineOffer({ db: database.db, userId: bidders.first.id, offerId: first.offer.id })).offer
        .status,
    ).toBe("declined");
    await expect(
      acceptOffer({ db: database.db, userId: bidders.first.id, offerId: first.offer.id }),
    ).rejects.toMatchObject({ code: "OFFER_CLOSED" });

    const caseNow = await getDefaultCase({ db: database.db, auctionId: auction.id });
    expect(caseNow!.state).toBe("awaiting");
    expect(caseNow!.candidates.map((c) => c.userId)).toEqual([bidders.third.id, bidders.second.id]);

    const past = new Date(Date.now() - 49 * 3_600_000);
    const second = await offer(auction.id, bidders.third.id, past);
    expect(second.offer.amount).toBe(PRICE + 2 * increment);
    // Several instances sweep at once: expired once, audited once.
    const sweeps = await Promise.all([1, 2, 3].map(() => expireNextBidderOffers({ db: database.db })));
    expect(sweeps.filter((s) => s.expired.includes(second.offer.id))).toHaveLength(1);
    const [expired] = await database.db
      .select()
      .from(nextBidderOffers)
      .where(eq(nextBidderOffers.id, second.offer.id));
    expect(expired!.status).toBe("expired");
    expect(await auditOf("auction.next_bidder_expire", auction.id)).toHaveLength(1);
    await expect(
      acceptOffer({ db: database.db, userId: bidders.third.id, offerId: second.offer.id }),
    ).rejects.toMatchObject({ code: "OFFER_CLOSED" });

    const third = await offer(auction.id, bidders.second.id);
    expect(third.offer.amount).toBe(PRICE + increment);
    await declineOffer({ db: database.db, userId: bidders.second.id, offerId: third.offer.id });
    await expect(offer(auction.id, bidders.second.id)).rejects.toMatchObject({ code: "NO_NEXT_BIDDER" });
  });

  it("a rebook creates a linked draft of the same property with the same terms, tells the bidders, and closes the case", async () => {
    const { auction, bidders } = await defaulted();
    const done = await rebookDefaultedAuction({
      db: database.db,
      auctionId: auction.id,
      actorUserId: committee,
    });
    expect(done.created).toBe(true);
    const [old] = await database.db.select().from(auctions).where(eq(auctions.id, auction.id));
    const [fresh] = await database.db.select().from(auctions).where(eq(auctions.id, done.newAuctionId));
    expect(fresh).toMatchObject({
      status: "draft",
      propertyId: old!.propertyId,
      openingPrice: old!.openingPrice,
      deposit: old!.deposit,
      bidIncrement: old!.bidIncrement,
      commissionRateBp: old!.commissionRateBp,
      rebookedFromAuctionId: auction.id,
      createdByUserId: committee,
      bidCount: 0,
      currentPrice: null,
    });
    expect(fresh!.startsAt.getTime()).toBeGreaterThan(Date.now());
    expect(fresh!.endsAt.getTime()).toBeGreaterThan(fresh!.startsAt.getTime());

    const again = await rebookDefaultedAuction({
      db: database.db,
      auctionId: auction.id,
      actorUserId: committee,
    });
    expect(again).toMatchObject({ created: false, newAuctionId: done.newAuctionId });
    const told = await database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.auctionId, auction.id), eq(notifications.event, "auction_rebooked")));
    expect(told.map((n) => n.userId).sort()).toEqual(
      Object.values(bidders)
        .map((b) => b.id)
        .sort(),
    );
    expect(await auditOf("auction.rebook", auction.id)).toHaveLength(1);
    const after = await getDefaultCase({ db: database.db, auctionId: auction.id });
    expect(after).toMatchObject({ state: "rebooked", rebook: { auctionId: done.newAuctionId } });
    await expect(offer(auction.id, bidders.first.id)).rejects.toMatchObject({
      code: "AUCTION_ALREADY_REBOOKED",
    });
  });

  it("refuses decisions on an auction nobody defaulted on", async () => {
    const { auction, bidders } = await defaulted();
    await database.db
      .update(settlements)
      .set({ status: "paid" })
      .where(eq(settlements.auctionId, auction.id));
    expect(await getDefaultCase({ db: database.db, auctionId: auction.id })).toBeNull();
    await expect(offer(auction.id, bidders.first.id)).rejects.toMatchObject({ code: "DEFAULT_NOT_OPEN" });
    await expect(offer(2_000_000_000, bidders.first.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
