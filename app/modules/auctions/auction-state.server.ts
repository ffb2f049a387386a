import { and, asc, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { auctions, properties } from "~/db/schema";

/*
 * The auction row's life after publication, for the bidding module, which decides every change:
 * the live state (price, leader, counts, the end a late bid moves), opening, finishing and
 * cancelling. Each write takes the caller's transaction, which holds the auction's row lock
 * (`lockAuctionForBidding`), and raises the row's version. The auctions module owns the table;
 * the rules of when and how it changes are bidding's (docs/decisions/019-module-ownership.md).
 */

/**
 * `now` for tests; the database's clock otherwise, as it read when the statement began.
 * `statement_timestamp()` is stable within a statement, so `ends_at <= …` is a condition of the
 * (status, ends_at) index; `clock_timestamp()` is volatile, read again for every row, so the
 * lifecycle's queries each second filtered every live auction one by one (16 ms on the embedded
 * database with 15,000 live auctions, against 0.3 ms). An auction coming due during the
 * statement's few microseconds is opened or finished at the next tick.
 */
const clock = (now?: Date) => (now ? sql`${now.toISOString()}::timestamptz` : sql`statement_timestamp()`);

const nextVersion = sql`${auctions.version} + 1`;

/** What notifications name a property by. */
export type PropertyTitles = { assetNumber: string; titleAr: string; titleEn: string };

const titleColumns = {
  assetNumber: properties.assetNumber,
  titleAr: properties.titleAr,
  titleEn: properties.titleEn,
};

/** The columns the bidding engine judges by and the lifecycle decides with. */
const biddingColumns = {
  id: auctions.id,
  propertyId: auctions.propertyId,
  status: auctions.status,
  startsAt: auctions.startsAt,
  endsAt: auctions.endsAt,
  scheduledEndsAt: auctions.scheduledEndsAt,
  openingPrice: auctions.openingPrice,
  currentPrice: auctions.currentPrice,
  reservePrice: auctions.reservePrice,
  bidIncrement: auctions.bidIncrement,
  deposit: auctions.deposit,
  commissionRateBp: auctions.commissionRateBp,
  leaderUserId: auctions.leaderUserId,
  leaderPriorityUs: auctions.leaderPriorityUs,
  leadingBidId: auctions.leadingBidId,
  bidCount: auctions.bidCount,
  bidderCount: auctions.bidderCount,
  extensionWindowSeconds: auctions.extensionWindowSeconds,
  extensionSeconds: auctions.extensionSeconds,
  extensionCapSeconds: auctions.extensionCapSeconds,
  specialRulesVersion: auctions.specialRulesVersion,
  version: auctions.version,
  cancelReasonAr: auctions.cancelReasonAr,
  cancelReasonEn: auctions.cancelReasonEn,
};

/**
 * Locks an auction's row (`FOR UPDATE`, not its property's) for the rest of the transaction and
 * reads it with its property's titles and the database's clock after the lock. Null when there is
 * no such auction.
 */
export async function lockAuctionForBidding(tx: Tx, auctionId: number) {
  const [row] = await tx
    .select({ auction: biddingColumns, property: titleColumns })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .where(eq(auctions.id, auctionId))
    .for("update", { of: auctions });
  if (!row) return null;
  // The clock in a statement of its own, once the lock is held. Read in the locking statement, it
  // is evaluated before the wait for the lock, and read again only if the previous holder updated
  // the row: a bid that waited behind a transaction that only locked it (a refused batch, a
  // registration) would be judged by the time it started waiting (ADR 012).
  const result = (await tx.execute(
    sql`select (extract(epoch from clock_timestamp()) * 1000000)::bigint as now_us`,
  )) as unknown as { rows: [{ now_us: string | number }] };
  return { auction: row.auction, property: row.property, nowUs: Number(result.rows[0].now_us) };
}

/** A locked auction's row: `nowUs` is the database's clock after the lock, in microseconds. */
export type LockedAuctionRow = NonNullable<Awaited<ReturnType<typeof lockAuctionForBidding>>>;

/** The bidding state a committed batch of bids leaves on the auction's row. */
export type BiddingStateChange = {
  auctionId: number;
  /** The batch opened an upcoming auction whose start had come. */
  started: boolean;
  /** The new end when a late bid extended the auction; null when it did not move. */
  extendedTo: Date | null;
  currentPrice: number | null;
  bidCount: number;
  bidderCount: number;
  leaderUserId: string | null;
  leaderPriorityUs: number | null;
  leadingBidId: number | null;
};

/** Writes a batch's outcome on the auction's row, under the row lock the caller holds. */
export async function recordBiddingState(tx: Tx, change: BiddingStateChange, now: Date) {
  await tx
    .update(auctions)
    .set({
      // Only what changed: the listing's read model is kept by triggers on status and end.
      ...(change.started ? { status: "current" as const } : {}),
      ...(change.extendedTo ? { endsAt: change.extendedTo } : {}),
      currentPrice: change.currentPrice,
      bidCount: change.bidCount,
      bidderCount: change.bidderCount,
      leaderUserId: change.leaderUserId,
      leaderPriorityUs: change.leaderPriorityUs,
      leadingBidId: change.leadingBidId,
      version: nextVersion,
      updatedAt: now,
    })
    .where(eq(auctions.id, change.auctionId));
}

/** Opens every upcoming auction whose start has come (one statement); the opened ones. */
export async function openDueAuctions(tx: Tx, now?: Date) {
  return tx
    .update(auctions)
    .set({ status: "current", version: nextVersion, updatedAt: sql`now()` })
    .where(and(eq(auctions.status, "upcoming"), lte(auctions.startsAt, clock(now))))
    .returning({ id: auctions.id, endsAt: auctions.endsAt, price: auctions.currentPrice });
}

/** Live auctions whose end has passed, the longest overdue first (not locked: re-check under lock). */
export async function auctionsDueToFinish(db: Db, { now, limit }: { now?: Date; limit: number }) {
  const due = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.status, "current"), lte(auctions.endsAt, clock(now))))
    .orderBy(asc(auctions.endsAt))
    .limit(limit);
  return due.map((a) => a.id);
}

/** Records a locked auction's end: its outcome, hammer price and winner. */
export async function markAuctionFinished(
  tx: Tx,
  auctionId: number,
  result: {
    outcome: "sold" | "reserve_not_met" | "no_bids";
    endPrice: number | null;
    winnerUserId: string | null;
  },
  now: Date,
) {
  await tx
    .update(auctions)
    .set({
      status: "finished",
      endPrice: result.endPrice,
      outcome: result.outcome,
      winnerUserId: result.winnerUserId,
      finishedAt: now,
      version: nextVersion,
      updatedAt: now,
    })
    .where(eq(auctions.id, auctionId));
}

/** Records the committee's cancellation of a locked auction, with its reasons in both languages. */
export async function markAuctionCancelled(
  tx: Tx,
  auctionId: number,
  reasons: { reasonAr: string; reasonEn: string },
  now: Date,
) {
  await tx
    .update(auctions)
    .set({
      status: "cancelled",
      cancelledAt: now,
      cancelReasonAr: reasons.reasonAr,
      cancelReasonEn: reasons.reasonEn,
      version: nextVersion,
      updatedAt: now,
    })
    .where(eq(auctions.id, auctionId));
}

/**
 * Upcoming auctions that start more than `afterHours` and at most `withinHours` from now, the
 * soonest first.
 */
export async function upcomingAuctionsStarting(
  db: Db,
  { now, afterHours, withinHours }: { now?: Date; afterHours: number; withinHours: number },
) {
  return db
    .select({ id: auctions.id, propertyId: auctions.propertyId, startsAt: auctions.startsAt })
    .from(auctions)
    .where(
      and(
        eq(auctions.status, "upcoming"),
        gt(auctions.startsAt, sql`${clock(now)} + make_interval(hours => ${afterHours})`),
        lte(auctions.startsAt, sql`${clock(now)} + make_interval(hours => ${withinHours})`),
      ),
    )
    .orderBy(asc(auctions.startsAt));
}

/** Live auctions whose (possibly extended) end falls within the next `withinHours`, soonest first. */
export async function currentAuctionsEnding(
  db: Db,
  { now, withinHours }: { now?: Date; withinHours: number },
) {
  return db
    .select({ id: auctions.id, endsAt: auctions.endsAt })
    .from(auctions)
    .where(
      and(
        eq(auctions.status, "current"),
        gt(auctions.endsAt, clock(now)),
        lte(auctions.endsAt, sql`${clock(now)} + make_interval(hours => ${withinHours})`),
      ),
    )
    .orderBy(asc(auctions.endsAt));
}

/** Whether the auction exists and is published (not a draft). */
export async function isPublishedAuction(db: Pick<Db, "select">, auctionId: number): Promise<boolean> {
  const [auction] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.id, auctionId), ne(auctions.status, "draft")));
  return auction !== undefined;
}

/**
 * What the minimum next bid follows from, and who leads (a leader's bid is refused before its
 * confirmation); null when there is no such auction.
 */
export async function readAuctionPricing(db: Pick<Db, "select">, auctionId: number) {
  const [auction] = await db
    .select({
      openingPrice: auctions.openingPrice,
      currentPrice: auctions.currentPrice,
      bidIncrement: auctions.bidIncrement,
      leaderUserId: auctions.leaderUserId,
    })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  return auction ?? null;
}
