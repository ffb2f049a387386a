import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import { recordAudit } from "~/modules/audit/record-audit.server";
import type { Db, Tx } from "~/db/client.server";
import {
  auctionRegistrations,
  auctionReminders,
  auctions,
  autoBids,
  properties,
  settlements,
} from "~/db/schema";
import { AppError } from "~/lib/errors";
import { appendLiveEvents } from "~/modules/live/append-live-events.server";
import { auctionChannel, type NewLiveEvent } from "~/modules/live/live-channels";
import { noEffects, recordEffects, type Effects } from "~/modules/notifications/effects.server";
import type { NewNotification } from "~/modules/notifications/notification-events";
import { lockAccounts, postTransactions } from "~/modules/wallet/ledger.server";
import { paymentDeadline, settlementFigures } from "~/modules/payments/settlement-figures";
import { lockAuctionBook, type LockedAuction } from "./load-auction-book.server";

/*
 * An auction's life after publication, on the database's clock: upcoming → current at its start,
 * current → finished at its (possibly extended) end, and cancelled by the committee. Every step
 * locks the auction's row and re-checks its state, so any number of instances may run the clock
 * at once and each auction moves once. Each returns the live events to publish and the
 * notifications whose copies to send after the commit.
 */

export type LifecycleOutcome = Effects;

const none = noEffects;
const merge = (a: LifecycleOutcome, b: LifecycleOutcome): LifecycleOutcome => ({
  liveEvents: [...a.liveEvents, ...b.liveEvents],
  notificationIds: [...a.notificationIds, ...b.notificationIds],
});

/** `now` for tests; the database's clock otherwise. */
const clock = (now?: Date) => (now ? sql`${now.toISOString()}::timestamptz` : sql`clock_timestamp()`);

/** Opens every upcoming auction whose start has come. */
export async function startDueAuctions({ db, now }: { db: Db; now?: Date }) {
  return db.transaction(async (tx) => {
    const started = await tx
      .update(auctions)
      .set({ status: "current", version: sql`${auctions.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(auctions.status, "upcoming"), lte(auctions.startsAt, clock(now))))
      .returning({ id: auctions.id, endsAt: auctions.endsAt, price: auctions.currentPrice });
    const events: NewLiveEvent[] = started.map((a) => ({
      channel: auctionChannel(a.id),
      type: "status",
      payload: { auctionId: a.id, status: "current", endsAt: a.endsAt.toISOString(), price: a.price },
    }));
    const liveEvents = await appendLiveEvents(tx, events, now ?? new Date());
    return { started: started.map((a) => a.id), liveEvents, notificationIds: [] as number[] };
  });
}

/** Closes every live auction whose end has passed: winner, outcomes, locks, notifications. */
export async function finishDueAuctions({ db, now, limit = 50 }: { db: Db; now?: Date; limit?: number }) {
  const due = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.status, "current"), lte(auctions.endsAt, clock(now))))
    .orderBy(asc(auctions.endsAt))
    .limit(limit);
  let outcome = none();
  const finished: number[] = [];
  for (const { id } of due) {
    const result = await db.transaction(async (tx) => {
      const locked = await lockAuctionBook(tx, id);
      const at = now ? now.getTime() : locked ? Math.floor(locked.nowUs / 1000) : 0;
      // Another instance finished it, or a last bid moved the end: nothing to do now.
      if (!locked || locked.book.status !== "current" || locked.book.endsAt > at) return null;
      return finishAuction(tx, locked, new Date(at));
    });
    if (result) {
      finished.push(id);
      outcome = merge(outcome, result);
    }
  }
  return { finished, ...outcome };
}

async function finishAuction(tx: Tx, locked: LockedAuction, now: Date): Promise<LifecycleOutcome> {
  const { book } = locked;
  const sold = book.price !== null && (locked.reservePrice === null || book.price >= locked.reservePrice);
  const winner = sold ? book.leaderUserId : null;
  const walletChanged: string[] = [];
  // An unmet reserve leaves nobody owing anything: the leader's deposit comes back at once. A
  // winner's deposit stays locked until the sale is paid.
  if (!sold && book.leaderUserId) {
    walletChanged.push(book.leaderUserId);
    await releaseDeposit(tx, book.leaderUserId, book.id, now);
  }
  await tx
    .update(auctions)
    .set({
      status: "finished",
      endPrice: sold ? book.price : null,
      outcome: book.price === null ? "no_bids" : sold ? "sold" : "reserve_not_met",
      winnerUserId: winner,
      finishedAt: now,
      version: sql`${auctions.version} + 1`,
      updatedAt: now,
    })
    .where(eq(auctions.id, book.id));
  await tx
    .update(autoBids)
    .set({ status: "exhausted", updatedAt: now })
    .where(and(eq(autoBids.auctionId, book.id), eq(autoBids.status, "active")));
  if (sold) await openSettlement(tx, locked, winner!, now);
  const registered = await activeRegistrations(tx, book.id);
  if (sold) {
    await tx
      .update(auctionRegistrations)
      .set({
        outcome: sql`case when ${auctionRegistrations.userId} = ${winner} then 'won' else 'lost' end::registration_outcome`,
      })
      .where(and(eq(auctionRegistrations.auctionId, book.id), eq(auctionRegistrations.status, "active")));
  }
  const about = locked.property;
  const notices: NewNotification[] = sold
    ? registered.map((r) =>
        r.userId === winner
          ? {
              userId: r.userId,
              event: "auction_won" as const,
              auctionId: book.id,
              params: { ...about, amount: book.price! },
            }
          : {
              userId: r.userId,
              event: "auction_lost" as const,
              auctionId: book.id,
              params: { ...about, amount: book.price! },
            },
      )
    : [];
  const winnerBidderNumber = winner
    ? (registered.find((r) => r.userId === winner)?.bidderNumber ?? null)
    : null;
  const status: NewLiveEvent = {
    channel: auctionChannel(book.id),
    type: "status",
    payload: {
      auctionId: book.id,
      status: "finished",
      endsAt: new Date(book.endsAt).toISOString(),
      price: book.price,
      outcome: book.price === null ? "no_bids" : sold ? "sold" : "reserve_not_met",
      winnerBidderNumber,
    },
  };
  return record(tx, [status], walletChanged, notices, now);
}

/**
 * The committee cancels an upcoming or live auction with its reasons in both languages: every
 * lock is released at once, automatic bids end, everyone registered is told. Audited.
 */
export async function cancelAuction(options: {
  db: Db;
  auctionId: number;
  actorUserId: string;
  reasonAr: string;
  reasonEn: string;
}): Promise<LifecycleOutcome> {
  const { db, auctionId, actorUserId, reasonAr, reasonEn } = options;
  return db.transaction(async (tx) => {
    const locked = await lockAuctionBook(tx, auctionId);
    if (!locked) throw new AppError("NOT_FOUND");
    const { book } = locked;
    if (book.status !== "upcoming" && book.status !== "current")
      throw new AppError("AUCTION_NOT_CANCELLABLE");
    const now = new Date(Math.floor(locked.nowUs / 1000));
    const walletChanged: string[] = [];
    if (book.leaderUserId) {
      walletChanged.push(book.leaderUserId);
      await releaseDeposit(tx, book.leaderUserId, book.id, now);
    }
    await tx
      .update(auctions)
      .set({
        status: "cancelled",
        cancelledAt: now,
        cancelReasonAr: reasonAr,
        cancelReasonEn: reasonEn,
        version: sql`${auctions.version} + 1`,
        updatedAt: now,
      })
      .where(eq(auctions.id, auctionId));
    await tx
      .update(autoBids)
      .set({ status: "cancelled", updatedAt: now })
      .where(and(eq(autoBids.auctionId, auctionId), eq(autoBids.status, "active")));
    await recordAudit(tx, {
      actorUserId,
      action: "auction.cancel",
      subjectType: "auction",
      subjectId: String(auctionId),
      details: { previousStatus: book.status, reasonAr, reasonEn, price: book.price },
      createdAt: now,
    });
    const about = locked.property;
    const notices = (await activeRegistrations(tx, auctionId)).map((r) => ({
      userId: r.userId,
      event: "auction_cancelled" as const,
      auctionId,
      params: { ...about, reasonAr, reasonEn },
    }));
    const status: NewLiveEvent = {
      channel: auctionChannel(auctionId),
      type: "status",
      payload: {
        auctionId,
        status: "cancelled",
        endsAt: new Date(book.endsAt).toISOString(),
        price: book.price,
        cancelReason: { ar: reasonAr, en: reasonEn },
      },
    };
    return record(tx, [status], walletChanged, notices, now);
  });
}

/** The reminders 24 hours and 1 hour before a start, each sent once to everyone registered. */
export async function sendStartReminders({ db, now }: { db: Db; now?: Date }): Promise<LifecycleOutcome> {
  let outcome = none();
  for (const [kind, hours] of [
    ["24h", 24],
    ["1h", 1],
  ] as const) {
    const due = await db
      .select({ id: auctions.id, propertyId: auctions.propertyId, startsAt: auctions.startsAt })
      .from(auctions)
      .where(
        and(
          eq(auctions.status, "upcoming"),
          gt(auctions.startsAt, sql`${clock(now)} + make_interval(hours => ${kind === "24h" ? 1 : 0})`),
          lte(auctions.startsAt, sql`${clock(now)} + make_interval(hours => ${hours})`),
          sql`not exists (select 1 from ${auctionReminders} r where r.auction_id = ${auctions.id} and r.kind = ${kind})`,
        ),
      )
      .limit(100);
    for (const auction of due) {
      const result = await db.transaction(async (tx) => {
        const at = now ?? new Date();
        const claimed = await tx
          .insert(auctionReminders)
          .values({ auctionId: auction.id, kind, sentAt: at })
          .onConflictDoNothing()
          .returning({ auctionId: auctionReminders.auctionId });
        if (claimed.length === 0) return none(); // another instance sent it
        const about = await propertyParams(tx, auction.propertyId);
        const notices = (await activeRegistrations(tx, auction.id)).map((r) => ({
          userId: r.userId,
          event: "auction_starting_soon" as const,
          auctionId: auction.id,
          params: { ...about, hours, startsAt: auction.startsAt.toISOString() },
        }));
        return record(tx, [], [], notices, at);
      });
      outcome = merge(outcome, result);
    }
  }
  return outcome;
}

/**
 * What the winner owes from now: the price less the deposit they hold, plus the commission and
 * its VAT, due at the end of the fifth working day (docs/product-rules.md §2.2).
 */
async function openSettlement(tx: Tx, locked: LockedAuction, winner: string, now: Date) {
  const { book } = locked;
  const accounts = await lockAccounts(tx, [{ kind: "user_locked", userId: winner, auctionId: book.id }]);
  const figures = settlementFigures({
    hammerPrice: book.price!,
    depositHeld: accounts.get({ kind: "user_locked", userId: winner, auctionId: book.id }).balance,
    commissionRateBp: locked.commissionRateBp,
  });
  await tx
    .insert(settlements)
    .values({ auctionId: book.id, userId: winner, ...figures, dueAt: paymentDeadline(now), createdAt: now })
    .onConflictDoNothing();
}

// --- shared steps --------------------------------------------------------------------------------

async function releaseDeposit(tx: Tx, userId: string, auctionId: number, now: Date) {
  const accounts = await lockAccounts(tx, [
    { kind: "user_available", userId },
    { kind: "user_locked", userId, auctionId },
  ]);
  const available = accounts.get({ kind: "user_available", userId: userId });
  const locked = accounts.get({ kind: "user_locked", userId: userId, auctionId: auctionId });
  if (locked.balance === 0) return;
  await postTransactions(
    tx,
    [
      {
        kind: "deposit_release",
        userId,
        auctionId,
        postings: [
          { accountId: locked.id, amount: -locked.balance },
          { accountId: available.id, amount: locked.balance },
        ],
      },
    ],
    now,
  );
}

async function activeRegistrations(tx: Tx, auctionId: number) {
  return tx
    .select({ userId: auctionRegistrations.userId, bidderNumber: auctionRegistrations.bidderNumber })
    .from(auctionRegistrations)
    .where(and(eq(auctionRegistrations.auctionId, auctionId), eq(auctionRegistrations.status, "active")));
}

async function propertyParams(tx: Tx, propertyId: number) {
  const [p] = await tx
    .select({ assetNumber: properties.assetNumber, titleAr: properties.titleAr, titleEn: properties.titleEn })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return p!;
}

/** Notifications, wallet and status events written in one go; published after the commit. */
function record(
  tx: Tx,
  events: NewLiveEvent[],
  walletChanged: string[],
  notices: NewNotification[],
  now: Date,
): Promise<LifecycleOutcome> {
  return recordEffects(tx, { events, walletChanged, notices, now });
}
