import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import {
  auctionRegistrations,
  auctions,
  auditLog,
  autoBids,
  bids,
  ledgerAccounts,
  ledgerPostings,
  liveEvents,
  notifications,
  users,
} from "~/db/schema";
import { closeBiddingNow } from "~/db/seed/auction-factory.server";
import { AppError } from "~/lib/errors";
import type { LiveEvent } from "~/modules/live/live-channels";
import { auctionChannel, userChannel } from "~/modules/live/live-channels";
import { auctionSettlements } from "~/modules/payments/auction-settlements.server";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import { createTestServices } from "../../../tests/support/services";
import {
  cancelAuction,
  finishDueAuctions,
  sendStartReminders,
  startDueAuctions,
} from "./auction-lifecycle.server";
import { cancelAutoBid } from "./cancel-auto-bid.server";
import { placeBid } from "./place-bid.server";
import { setAutoBid } from "./set-auto-bid.server";
import { type AcceptedBid } from "./bid-command.server";
import { registerForAuction } from "./register-for-auction.server";

const SAR = 100;
const MIN = 60_000;
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

async function liveAuction(overrides: Partial<typeof auctions.$inferInsert> = {}) {
  const { auction } = await createAuction(database.db, place, {
    auction: { openingPrice: OPENING, bidIncrement: INCREMENT, deposit: DEPOSIT, ...overrides },
  });
  return auction;
}

const bid = (
  auctionId: number,
  userId: string,
  amount: number,
  extra: { key?: string; confirm?: boolean } = {},
) =>
  placeBid(services, {
    auctionId,
    userId,
    amount,
    confirmHighBid: extra.confirm ?? false,
    acceptRulesVersion: "current",
    source: "web",
    idempotencyKey: extra.key ?? null,
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

async function auctionRow(id: number) {
  return (await database.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;
}

/** The ledger's invariants over the whole database, and the locks of one auction. */
async function expectLedgerSound(auctionId: number, expectedLockHolder: string | null) {
  const { db } = database;
  const [total] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerPostings);
  expect(Number(total!.sum)).toBe(0);
  const negative = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      sql`${ledgerAccounts.kind} in ('user_available', 'user_locked') and ${ledgerAccounts.balance} < 0`,
    );
  expect(negative).toEqual([]);
  const drift = await db.execute(sql`
    select a.id from ledger_accounts a left join ledger_postings p on p.account_id = a.id
    group by a.id having a.balance <> coalesce(sum(p.amount), 0)`);
  expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
  const locks = await db
    .select({ userId: ledgerAccounts.userId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, "user_locked"),
        eq(ledgerAccounts.auctionId, auctionId),
        sql`${ledgerAccounts.balance} > 0`,
      ),
    );
  expect(locks).toEqual(expectedLockHolder ? [{ userId: expectedLockHolder, balance: DEPOSIT }] : []);
}

describe("placing bids", () => {
  it("accepts a first bid at the opening price, then only bids of one increment more", async () => {
    const auction = await liveAuction();
    const [ali, badr] = await createBidders(database, 2);
    const first = await bid(auction.id, ali!.id, OPENING);
    expect(first).toMatchObject({
      leading: true,
      price: OPENING,
      minimumNextBid: OPENING + INCREMENT,
      bid: { sequence: 1, bidderNumber: 1 },
    });
    const low = await refusal(bid(auction.id, badr!.id, OPENING + INCREMENT - SAR));
    expect(low.code).toBe("BID_BELOW_MINIMUM");
    expect(low.details?.money).toEqual({ minimum: OPENING + INCREMENT });
    expect((await refusal(bid(auction.id, ali!.id, OPENING + INCREMENT))).code).toBe(
      "ALREADY_HIGHEST_BIDDER",
    );
    await bid(auction.id, badr!.id, OPENING + INCREMENT);
    const row = await auctionRow(auction.id);
    expect(row).toMatchObject({
      currentPrice: OPENING + INCREMENT,
      bidCount: 2,
      bidderCount: 2,
      leaderUserId: badr!.id,
    });
    await expectLedgerSound(auction.id, badr!.id);
    // Both registrations exist (created by the first bid, which accepted the rules).
    const regs = await database.db
      .select()
      .from(auctionRegistrations)
      .where(eq(auctionRegistrations.auctionId, auction.id));
    expect(regs.map((r) => [r.userId, r.bidderNumber, r.highestBid]).sort()).toEqual(
      [
        [ali!.id, 1, OPENING],
        [badr!.id, 2, OPENING + INCREMENT],
      ].sort(),
    );
  });

  it("refuses a bid the wallet cannot cover, and one without the rules accepted", async () => {
    const auction = await liveAuction();
    const [poor] = await createBidders(database, 1, { funds: DEPOSIT - SAR });
    const uncovered = await refusal(bid(auction.id, poor!.id, OPENING));
    expect(uncovered.code).toBe("DEPOSIT_NOT_COVERED");
    expect(uncovered.details?.money).toEqual({ deposit: DEPOSIT, available: DEPOSIT - SAR });
    const [rich] = await createBidders(database, 1);
    const noRules = placeBid(services, {
      auctionId: auction.id,
      userId: rich!.id,
      amount: OPENING,
      confirmHighBid: false,
      acceptRulesVersion: null,
      source: "web",
      idempotencyKey: null,
    });
    expect((await refusal(noRules)).code).toBe("RULES_NOT_ACCEPTED");
    expect((await auctionRow(auction.id)).bidCount).toBe(0);
  });

  it("refuses the committee and admins: no registration, bid or automatic bid (conflict of interest)", async () => {
    const auction = await liveAuction();
    const [member, admin] = await createBidders(database, 2);
    await database.db
      .update(users)
      .set({ roles: ["bidder", "committee"] })
      .where(eq(users.id, member!.id));
    await database.db
      .update(users)
      .set({ roles: ["admin"] })
      .where(eq(users.id, admin!.id));
    for (const staff of [member!, admin!]) {
      const registering = registerForAuction({
        db: database.db,
        userId: staff.id,
        auctionId: auction.id,
        acceptRulesVersion: auction.specialRulesVersion,
      });
      expect((await refusal(registering)).code).toBe("STAFF_CANNOT_BID");
      expect((await refusal(bid(auction.id, staff.id, OPENING))).code).toBe("STAFF_CANNOT_BID");
      const automatic = setAutoBid(services, {
        auctionId: auction.id,
        userId: staff.id,
        maxAmount: OPENING + 5 * INCREMENT,
        acceptRulesVersion: "current",
        idempotencyKey: null,
      });
      expect((await refusal(automatic)).code).toBe("STAFF_CANNOT_BID");
    }
    expect((await auctionRow(auction.id)).bidCount).toBe(0);
    const registrations = await database.db
      .select()
      .from(auctionRegistrations)
      .where(eq(auctionRegistrations.auctionId, auction.id));
    expect(registrations).toEqual([]);
    await expectLedgerSound(auction.id, null);
  });

  it("keeps every invariant under hundreds of simultaneous bids from two instances, many of them equal", async () => {
    const auction = await liveAuction();
    const bidders = await createBidders(database, 60);
    const second = await createTestServices(database);
    const attempts = Array.from({ length: 300 }, (_, i) => {
      const user = bidders[i % bidders.length]!;
      const amount = OPENING + (i % 7) * INCREMENT; // many bids share an amount
      const via = i % 2 === 0 ? services : second;
      return placeBid(via, {
        auctionId: auction.id,
        userId: user.id,
        amount,
        confirmHighBid: true,
        acceptRulesVersion: "current",
        source: "web",
        idempotencyKey: null,
      }).then(
        (r) => ({ ok: true as const, r }),
        (e: unknown) => ({ ok: false as const, code: (e as AppError).code }),
      );
    });
    const outcomes = await Promise.all(attempts);
    await second.live.close();
    const accepted = outcomes.filter((o) => o.ok).map((o) => (o as { r: AcceptedBid }).r);
    expect(accepted.length).toBeGreaterThan(0);
    for (const o of outcomes)
      if (!o.ok) expect(["BID_BELOW_MINIMUM", "ALREADY_HIGHEST_BIDDER"]).toContain(o.code);

    const history = await database.db
      .select()
      .from(bids)
      .where(eq(bids.auctionId, auction.id))
      .orderBy(asc(bids.sequence));
    expect(history.map((b) => b.sequence)).toEqual(history.map((_, i) => i + 1));
    for (let i = 1; i < history.length; i++) {
      expect(history[i]!.amount).toBeGreaterThanOrEqual(history[i - 1]!.amount + INCREMENT);
      expect(history[i]!.userId).not.toBe(history[i - 1]!.userId);
    }
    // Every acknowledged bid is in the history, with the sequence and amount it was told.
    expect(accepted.map((a) => [a.bid!.sequence, a.bid!.amount]).sort((x, y) => x[0]! - y[0]!)).toEqual(
      history.map((b) => [b.sequence, b.amount]),
    );
    const last = history.at(-1)!;
    const row = await auctionRow(auction.id);
    expect(row).toMatchObject({
      currentPrice: last.amount,
      leaderUserId: last.userId,
      bidCount: history.length,
    });
    await expectLedgerSound(auction.id, last.userId);
    // One live event per batch: bids in order, without gaps.
    const events = await database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.channel, auctionChannel(auction.id)))
      .orderBy(asc(liveEvents.seq));
    const streamed = events.flatMap((e) =>
      (e.payload as { bids: { sequence: number }[] }).bids.map((b) => b.sequence),
    );
    expect(streamed).toEqual(history.map((b) => b.sequence));
  });

  it("puts the bids that arrive together in one batch, the first with the rest", async () => {
    const auction = await liveAuction();
    const bidders = await createBidders(database, 5);
    const accepted = await Promise.all(
      bidders.map((user, i) =>
        placeBid(services, {
          auctionId: auction.id,
          userId: user.id,
          amount: OPENING + i * INCREMENT,
          confirmHighBid: true,
          acceptRulesVersion: "current",
          source: "web",
          idempotencyKey: null,
        }),
      ),
    );
    expect(accepted.map((a) => a.bid!.sequence)).toEqual([1, 2, 3, 4, 5]);
    // One batch commits one live event with its bids.
    const events = await database.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.channel, auctionChannel(auction.id)), eq(liveEvents.type, "bids")));
    expect(events.map((e) => (e.payload as { bids: unknown[] }).bids.length)).toEqual([5]);
  });

  it("answers a retried request with the first answer and never bids twice", async () => {
    const auction = await liveAuction();
    const [ali, badr] = await createBidders(database, 2);
    const key = `retry-${crypto.randomUUID()}`;
    const copies = await Promise.all(
      Array.from({ length: 6 }, () => bid(auction.id, ali!.id, OPENING, { key })),
    );
    for (const copy of copies) expect(copy).toEqual(copies[0]);
    await bid(auction.id, badr!.id, OPENING + INCREMENT);
    // Later, after the auction moved on, the same retry still gets the first answer.
    expect(await bid(auction.id, ali!.id, OPENING, { key })).toEqual(copies[0]);
    expect((await refusal(bid(auction.id, ali!.id, OPENING + 5 * INCREMENT, { key }))).code).toBe(
      "IDEMPOTENCY_KEY_REUSED",
    );
    const history = await database.db.select().from(bids).where(eq(bids.auctionId, auction.id));
    expect(history).toHaveLength(2);
    // A refusal is remembered too: the same key keeps its answer even once the bid would pass.
    const refusedKey = `refused-${crypto.randomUUID()}`;
    expect((await refusal(bid(auction.id, ali!.id, OPENING, { key: refusedKey }))).code).toBe(
      "BID_BELOW_MINIMUM",
    );
    expect((await refusal(bid(auction.id, ali!.id, OPENING, { key: refusedKey }))).code).toBe(
      "BID_BELOW_MINIMUM",
    );
  });

  it("extends a late bid's auction to five minutes after it, up to the cap, and tells the watchers", async () => {
    const now = Date.now();
    const auction = await liveAuction({
      endsAt: new Date(now + 2 * MIN),
      scheduledEndsAt: new Date(now + 2 * MIN),
    });
    const [ali, badr] = await createBidders(database, 2);
    const seen: LiveEvent[] = [];
    const stop = services.live.subscribe(auctionChannel(auction.id), (e) => seen.push(e));
    await services.live.settled(); // the bus knows where the channel stands
    const first = await bid(auction.id, ali!.id, OPENING);
    expect(first.extended).toBe(true);
    const movedTo = Date.parse(first.endsAt);
    expect(movedTo).toBeGreaterThanOrEqual(now + 5 * MIN - 1000);
    expect(movedTo).toBeLessThanOrEqual(Date.now() + 5 * MIN);
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(seen[0]).toMatchObject({ type: "bids", payload: { extended: true, endsAt: first.endsAt } });
    stop();

    // At the cap (scheduled end + 2 h already reached), a late bid no longer moves the end.
    const capped = await liveAuction({
      endsAt: new Date(now + MIN),
      scheduledEndsAt: new Date(now + MIN - 120 * MIN),
    });
    const late = await bid(capped.id, badr!.id, OPENING);
    expect(late.extended).toBe(false);
    expect(Date.parse(late.endsAt)).toBe(now + MIN);
  });

  it("refuses bids once the end has passed, even before the clock closes the auction", async () => {
    const auction = await liveAuction({
      endsAt: new Date(Date.now() - 1000),
      scheduledEndsAt: new Date(Date.now() - 1000),
    });
    const [ali] = await createBidders(database, 1);
    expect((await refusal(bid(auction.id, ali!.id, OPENING))).code).toBe("AUCTION_ENDED");
  });
});

describe("automatic bids", () => {
  it("bid for their owner, answer rivals, and release the outbid deposit at once", async () => {
    const auction = await liveAuction();
    const [ali, badr] = await createBidders(database, 2);
    await bid(auction.id, ali!.id, OPENING);
    const set = await setAutoBid(services, {
      auctionId: auction.id,
      userId: badr!.id,
      maxAmount: OPENING + 5 * INCREMENT,
      acceptRulesVersion: "current",
      idempotencyKey: null,
    });
    expect(set).toMatchObject({
      leading: true,
      price: OPENING + INCREMENT,
      autoBid: { maxAmount: OPENING + 5 * INCREMENT },
    });
    await expectLedgerSound(auction.id, badr!.id);
    const answered = await bid(auction.id, ali!.id, OPENING + 3 * INCREMENT);
    expect(answered).toMatchObject({ leading: false, price: OPENING + 4 * INCREMENT });
    expect((await readUserBalances(database.db, [ali!.id])).get(ali!.id)!.locked.size).toBe(0);
    // Ali's wallet heard of the release: the last wallet event on his channel.
    const [walletEvent] = await database.db
      .select({ payload: liveEvents.payload })
      .from(liveEvents)
      .where(and(eq(liveEvents.channel, userChannel(ali!.id)), eq(liveEvents.type, "wallet")))
      .orderBy(desc(liveEvents.seq))
      .limit(1);
    expect(walletEvent!.payload).toEqual({ available: 1_000_000 * SAR, locked: 0 });
    await cancelAutoBid(services, { auctionId: auction.id, userId: badr!.id, idempotencyKey: null });
    const [row] = await database.db
      .select({ status: autoBids.status })
      .from(autoBids)
      .where(and(eq(autoBids.auctionId, auction.id), eq(autoBids.userId, badr!.id)));
    expect(row!.status).toBe("cancelled");
    expect(await bid(auction.id, ali!.id, OPENING + 5 * INCREMENT)).toMatchObject({ leading: true });
    // Notified: Ali was outbid (once per batch that outbid him), Badr's bids were accepted.
    const told = await database.db
      .select({ userId: notifications.userId, event: notifications.event })
      .from(notifications)
      .where(eq(notifications.auctionId, auction.id));
    expect(told).toContainEqual({ userId: ali!.id, event: "outbid" });
    expect(told).toContainEqual({ userId: badr!.id, event: "bid_accepted" });
    expect(told).toContainEqual({ userId: badr!.id, event: "outbid" });
  });
});

describe("the auction's life", () => {
  it("starts and finishes once however many instances race, with the winner's deposit kept and the others told", async () => {
    const now = Date.now();
    const upcoming = await liveAuction({
      status: "upcoming",
      startsAt: new Date(now - 1000),
      endsAt: new Date(now + 60 * MIN),
      scheduledEndsAt: new Date(now + 60 * MIN),
    });
    const ending = await liveAuction({
      endsAt: new Date(now + 60 * MIN),
      scheduledEndsAt: new Date(now + 60 * MIN),
      extensionWindowSeconds: 1,
    });
    const [ali, badr, camil] = await createBidders(database, 3);
    await registerForAuction({
      db: database.db,
      userId: camil!.id,
      auctionId: ending.id,
      acceptRulesVersion: 1,
    });
    await bid(ending.id, ali!.id, OPENING);
    await bid(ending.id, badr!.id, OPENING + INCREMENT);
    // Bidding closes now, by the database's clock: the racers find it due without a wait.
    await closeBiddingNow(database.db, ending.id);

    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        Promise.all([startDueAuctions({ db: database.db }), finishDueAuctions({ db: database.db })]),
      ),
    );
    // At most one racer takes each auction. On CI's shared PostgreSQL another file's clock may take
    // it first, so "exactly once" is proven by the outcomes and notices below, not by our racers.
    const startedBy = runs.flatMap(([s]) => s.started).filter((id) => id === upcoming.id);
    const finishedBy = runs.flatMap(([, f]) => f.finished).filter((id) => id === ending.id);
    expect(startedBy.length).toBeLessThanOrEqual(1);
    expect(finishedBy.length).toBeLessThanOrEqual(1);
    if (!process.env.DATABASE_URL) expect([startedBy.length, finishedBy.length]).toEqual([1, 1]);
    expect((await auctionRow(upcoming.id)).status).toBe("current");
    const ended = await auctionRow(ending.id);
    expect(ended).toMatchObject({
      status: "finished",
      outcome: "sold",
      winnerUserId: badr!.id,
      endPrice: OPENING + INCREMENT,
    });
    await expectLedgerSound(ending.id, badr!.id);
    const outcomes = await database.db
      .select({ userId: auctionRegistrations.userId, outcome: auctionRegistrations.outcome })
      .from(auctionRegistrations)
      .where(eq(auctionRegistrations.auctionId, ending.id));
    expect(new Map(outcomes.map((o) => [o.userId, o.outcome]))).toEqual(
      new Map([
        [ali!.id, "lost"],
        [badr!.id, "won"],
        [camil!.id, "lost"],
      ]),
    );
    const told = await database.db
      .select({ userId: notifications.userId, event: notifications.event, params: notifications.params })
      .from(notifications)
      .where(
        and(
          eq(notifications.auctionId, ending.id),
          inArray(notifications.event, ["auction_won", "auction_lost"]),
        ),
      );
    expect(new Map(told.map((t) => [t.userId, t.event]))).toEqual(
      new Map([
        [ali!.id, "auction_lost"],
        [badr!.id, "auction_won"],
        [camil!.id, "auction_lost"],
      ]),
    );
    expect(told).toHaveLength(3);
    // The winner is told by when to pay: the deadline of the settlement opened with the sale.
    const [settlement] = await auctionSettlements(database.db, [ending.id]);
    const won = told.find((t) => t.event === "auction_won")!;
    expect(won.params.dueAt).toBe(settlement!.dueAt.toISOString());
    expect(told.filter((t) => t.event === "auction_lost").every((t) => !("dueAt" in t.params))).toBe(true);
  });

  it("releases the leader's deposit when the reserve is not met", async () => {
    const auction = await liveAuction({
      reservePrice: OPENING * 2,
      extensionWindowSeconds: 1,
    });
    const [ali] = await createBidders(database, 1);
    await bid(auction.id, ali!.id, OPENING);
    await closeBiddingNow(database.db, auction.id);
    await finishDueAuctions({ db: database.db });
    expect(await auctionRow(auction.id)).toMatchObject({
      status: "finished",
      outcome: "reserve_not_met",
      winnerUserId: null,
      endPrice: null,
    });
    await expectLedgerSound(auction.id, null);
  });

  it("is cancelled by the committee with reasons: locks released, everyone registered told, audited", async () => {
    const auction = await liveAuction();
    const [ali, badr, member] = await createBidders(database, 3);
    await bid(auction.id, ali!.id, OPENING);
    await bid(auction.id, badr!.id, OPENING + INCREMENT);
    const outcome = await cancelAuction({
      db: database.db,
      auctionId: auction.id,
      actorUserId: member!.id,
      reasonAr: "خطأ في صك الملكية",
      reasonEn: "An error in the title deed",
    });
    expect(outcome.liveEvents.find((e) => e.type === "status")?.payload).toMatchObject({
      status: "cancelled",
    });
    expect(await auctionRow(auction.id)).toMatchObject({
      status: "cancelled",
      cancelReasonEn: "An error in the title deed",
    });
    await expectLedgerSound(auction.id, null);
    const told = await database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.auctionId, auction.id), eq(notifications.event, "auction_cancelled")));
    expect(told.map((t) => t.userId).sort()).toEqual([ali!.id, badr!.id].sort());
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(auction.id)));
    expect(audit).toMatchObject({ actorUserId: member!.id, action: "auction.cancel" });
    await expect(
      cancelAuction({
        db: database.db,
        auctionId: auction.id,
        actorUserId: member!.id,
        reasonAr: "سبب",
        reasonEn: "Again",
      }),
    ).rejects.toMatchObject({ code: "AUCTION_NOT_CANCELLABLE" });
    expect((await refusal(bid(auction.id, ali!.id, OPENING + 2 * INCREMENT))).code).toBe("AUCTION_CANCELLED");
  });

  it("reminds everyone registered a day and an hour before the start, once each", async () => {
    const now = Date.now();
    const soon = await liveAuction({
      status: "upcoming",
      startsAt: new Date(now + 30 * MIN),
      endsAt: new Date(now + 90 * MIN),
      scheduledEndsAt: new Date(now + 90 * MIN),
    });
    const [ali] = await createBidders(database, 1);
    await registerForAuction({ db: database.db, userId: ali!.id, auctionId: soon.id, acceptRulesVersion: 1 });
    await Promise.all([sendStartReminders({ db: database.db }), sendStartReminders({ db: database.db })]);
    const told = await database.db
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.auctionId, soon.id), eq(notifications.event, "auction_starting_soon")));
    expect(told.map((t) => t.params.hours)).toEqual([1]);
  });
});
