import { and, eq, inArray, sql } from "drizzle-orm";
import { recordAudit } from "~/modules/audit/record-audit.server";
import type { Db, Tx } from "~/db/client.server";
import { auctionRegistrations, auctionReminders, autoBids } from "~/db/schema";
import { AppError } from "~/lib/errors";
import {
  auctionsDueToFinish,
  currentAuctionsEnding,
  markAuctionCancelled,
  markAuctionFinished,
  openDueAuctions,
  upcomingAuctionsStarting,
  type PropertyTitles,
} from "~/modules/auctions/auction-state.server";
import { usersFavoriting } from "~/modules/favorites/favorites.server";
import { auctionChannel, type NewLiveEvent } from "~/modules/live/live-channels";
import { noEffects, recordEffects, type Effects } from "~/modules/notifications/effects.server";
import type { NewNotification } from "~/modules/notifications/notification-events";
import { openSettlement } from "~/modules/payments/open-settlement.server";
import { lockAccounts, postTransactions } from "~/modules/wallet/ledger.server";
import { lockAuctionBook, type LockedAuction } from "./load-auction-book.server";
import { runTransaction } from "~/db/transaction.server";
import { describeAuctions } from "~/modules/auctions/describe-auctions.server";
import { ownerNotices } from "./owner-notices.server";

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

/** Opens every upcoming auction whose start has come. */
export async function startDueAuctions({ db, now }: { db: Db; now?: Date }) {
  return runTransaction(db, async (tx) => {
    const started = await openDueAuctions(tx, now);
    const events: NewLiveEvent[] = started.map((a) => ({
      channel: auctionChannel(a.id),
      type: "status",
      payload: { auctionId: a.id, status: "current", endsAt: a.endsAt.toISOString(), price: a.price },
    }));
    const endsAt = new Map(started.map((a) => [a.id, a.endsAt.toISOString()]));
    // The owners hear that their auction is live.
    const notices = await ownerNotices(tx, [...endsAt.keys()], (auctionId, userId, property) => ({
      userId,
      event: "owner_auction_live",
      auctionId,
      params: { ...property, endsAt: endsAt.get(auctionId)! },
    }));
    const effects = await recordEffects(tx, { events, notices, now: now ?? new Date() });
    return { started: started.map((a) => a.id), ...effects };
  });
}

/** Closes every live auction whose end has passed: winner, outcomes, locks, notifications. */
export async function finishDueAuctions({ db, now, limit = 50 }: { db: Db; now?: Date; limit?: number }) {
  const due = await auctionsDueToFinish(db, { now, limit });
  let outcome = none();
  const finished: number[] = [];
  for (const id of due) {
    const result = await runTransaction(db, async (tx) => {
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
  const outcome = book.price === null ? "no_bids" : sold ? "sold" : "reserve_not_met";
  await markAuctionFinished(
    tx,
    book.id,
    { outcome, endPrice: sold ? book.price : null, winnerUserId: winner },
    now,
  );
  await tx
    .update(autoBids)
    .set({ status: "exhausted", updatedAt: now })
    .where(and(eq(autoBids.auctionId, book.id), eq(autoBids.status, "active")));
  const settlement = !sold
    ? null
    : await openSettlement(
        tx,
        {
          auctionId: book.id,
          winnerUserId: winner!,
          hammerPrice: book.price!,
          commissionRateBp: locked.commissionRateBp,
        },
        now,
      );
  const registered = await activeRegistrations(tx, book.id);
  if (sold) {
    await tx
      .update(auctionRegistrations)
      .set({
        outcome: sql`case when ${auctionRegistrations.userId} = ${winner} then 'won' else 'lost' end::registration_outcome`,
      })
      .where(and(eq(auctionRegistrations.auctionId, book.id), eq(auctionRegistrations.status, "active")));
  }
  const notices = sold ? outcomeNotices(locked, registered, winner!, settlement?.dueAt ?? null) : [];
  // The owner hears how it ended.
  notices.push(
    ...(await ownerNotices(tx, [book.id], (auctionId, userId, property) =>
      sold
        ? { userId, event: "owner_auction_sold", auctionId, params: { ...property, amount: book.price! } }
        : {
            userId,
            event: "owner_auction_unsold",
            auctionId,
            params: { ...property, outcome: outcome === "no_bids" ? "no_bids" : "reserve_not_met" },
          },
    )),
  );
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
      outcome,
      winnerBidderNumber,
    },
  };
  return record(tx, [status], walletChanged, notices, now);
}

/** Everyone registered on a sold auction hears whether they won it; the winner, by when to pay. */
function outcomeNotices(
  locked: LockedAuction,
  registered: readonly { userId: string }[],
  winner: string,
  dueAt: Date | null,
): NewNotification[] {
  const { book, property: about } = locked;
  return registered.map((r) =>
    r.userId === winner
      ? {
          userId: r.userId,
          event: "auction_won" as const,
          auctionId: book.id,
          params: { ...about, amount: book.price!, ...(dueAt ? { dueAt: dueAt.toISOString() } : {}) },
        }
      : {
          userId: r.userId,
          event: "auction_lost" as const,
          auctionId: book.id,
          params: { ...about, amount: book.price! },
        },
  );
}

/**
 * The cancellation itself, once decided: every lock is released at once, automatic bids end,
 * everyone registered is told, audited. The committee reaches it through the request and
 * approval of `auction-cancellation.server.ts` (four eyes for a live auction with bids); tests
 * call it directly to get a cancelled auction.
 */
export async function cancelAuction(options: {
  db: Db;
  auctionId: number;
  actorUserId: string;
  reasonAr: string;
  reasonEn: string;
}): Promise<LifecycleOutcome> {
  const { db, auctionId, ...decision } = options;
  return runTransaction(db, async (tx) => {
    const locked = await lockAuctionBook(tx, auctionId);
    if (!locked) throw new AppError("NOT_FOUND");
    return cancelLockedAuction(tx, locked, decision);
  });
}

/**
 * Cancels an auction whose row this transaction holds (`lockAuctionBook`). `requestedBy` names the
 * member who asked for it when another one (`actorUserId`) approved it.
 */
export async function cancelLockedAuction(
  tx: Tx,
  locked: LockedAuction,
  decision: { actorUserId: string; reasonAr: string; reasonEn: string; requestedBy?: string },
): Promise<LifecycleOutcome> {
  const { actorUserId, reasonAr, reasonEn, requestedBy } = decision;
  const { book } = locked;
  const auctionId = book.id;
  if (book.status !== "upcoming" && book.status !== "current") throw new AppError("AUCTION_NOT_CANCELLABLE");
  const now = new Date(Math.floor(locked.nowUs / 1000));
  const walletChanged: string[] = [];
  if (book.leaderUserId) {
    walletChanged.push(book.leaderUserId);
    await releaseDeposit(tx, book.leaderUserId, book.id, now);
  }
  await markAuctionCancelled(tx, auctionId, { reasonAr, reasonEn }, now);
  await tx
    .update(autoBids)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(autoBids.auctionId, auctionId), eq(autoBids.status, "active")));
  const registered = await activeRegistrations(tx, auctionId);
  await recordAudit(tx, {
    actorUserId,
    action: "auction.cancel",
    subjectType: "auction",
    subjectId: String(auctionId),
    reason: reasonAr,
    before: { status: book.status },
    after: { status: "cancelled" },
    details: {
      reasonEn,
      price: book.price,
      bidCount: book.bidCount,
      notified: registered.length,
      ...(requestedBy ? { requestedBy } : {}),
    },
    createdAt: now,
  });
  const about = locked.property;
  const notices: NewNotification[] = registered.map((r) => ({
    userId: r.userId,
    event: "auction_cancelled" as const,
    auctionId,
    params: { ...about, reasonAr, reasonEn },
  }));
  // The owner hears it too, with the committee's reason.
  notices.push(
    ...(await ownerNotices(tx, [auctionId], (id, userId, property) => ({
      userId,
      event: "owner_auction_cancelled",
      auctionId: id,
      params: { ...property, reasonAr, reasonEn },
    }))),
  );
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
}

/**
 * The reminders 24 hours and 1 hour before a start, each sent once to everyone registered and
 * everyone who favorited the auction; and, to those who favorited a live auction, one an hour
 * before its end (ADR 033). Each (auction, kind) is claimed by a row of auction_reminders in the
 * transaction that records the notices, so however many instances run the job, it is sent once;
 * a user both registered and favoriting is told once.
 */
export async function sendStartReminders({ db, now }: { db: Db; now?: Date }): Promise<LifecycleOutcome> {
  let outcome = none();
  for (const [kind, hours] of [
    ["24h", 24],
    ["1h", 1],
  ] as const) {
    const due = await unremindedAuctions(db, kind, hours, now);
    outcome = merge(
      outcome,
      await remind(db, kind, due, now, async (tx, auction, about) =>
        [
          ...new Set([
            ...(await activeRegistrations(tx, auction.id)).map((r) => r.userId),
            ...(await usersFavoriting(tx, auction.id)),
          ]),
        ].map((userId) => ({
          userId,
          event: "auction_starting_soon" as const,
          auctionId: auction.id,
          params: { ...about, hours, startsAt: auction.startsAt.toISOString() },
        })),
      ),
    );
  }
  const ending = await unremindedEndings(db, now);
  outcome = merge(
    outcome,
    await remind(db, ENDING_SOON, ending, now, async (tx, auction, about) =>
      (await usersFavoriting(tx, auction.id)).map((userId) => ({
        userId,
        event: "auction_ending_soon" as const,
        auctionId: auction.id,
        params: { ...about, endsAt: auction.endsAt.toISOString() },
      })),
    ),
  );
  return outcome;
}

/** The reminder to favorites of a live auction: an hour before its end (ADR 033). */
const ENDING_SOON = "ending_1h";
const ENDING_SOON_HOURS = 1;

/** Claims each auction's `kind` reminder and records its notices, one transaction per auction. */
async function remind<T extends { id: number }>(
  db: Db,
  kind: string,
  due: T[],
  now: Date | undefined,
  noticesFor: (tx: Tx, auction: T, about: PropertyTitles) => Promise<NewNotification[]>,
): Promise<LifecycleOutcome> {
  let outcome = none();
  if (due.length === 0) return outcome;
  const described = await describeAuctions(
    db,
    due.map((auction) => auction.id),
  );
  for (const auction of due) {
    const result = await runTransaction(db, async (tx) => {
      const at = now ?? new Date();
      const claimed = await tx
        .insert(auctionReminders)
        .values({ auctionId: auction.id, kind, sentAt: at })
        .onConflictDoNothing()
        .returning({ auctionId: auctionReminders.auctionId });
      if (claimed.length === 0) return none(); // another instance sent it
      const { assetNumber, titleAr, titleEn } = described.get(auction.id)!;
      const notices = await noticesFor(tx, auction, { assetNumber, titleAr, titleEn });
      return record(tx, [], [], notices, at);
    });
    outcome = merge(outcome, result);
  }
  return outcome;
}

/**
 * Up to 100 upcoming auctions inside a reminder's window (the 24 h reminder: 1 to 24 hours before
 * the start; the 1 h reminder: the last hour) that have not had it yet.
 */
async function unremindedAuctions(db: Db, kind: "24h" | "1h", hours: number, now?: Date) {
  const inWindow = await upcomingAuctionsStarting(db, {
    now,
    afterHours: kind === "24h" ? 1 : 0,
    withinHours: hours,
  });
  return notYetReminded(db, kind, inWindow);
}

/** Up to 100 live auctions ending within the hour that have not had their ending-soon reminder. */
async function unremindedEndings(db: Db, now?: Date) {
  const inWindow = await currentAuctionsEnding(db, { now, withinHours: ENDING_SOON_HOURS });
  return notYetReminded(db, ENDING_SOON, inWindow);
}

async function notYetReminded<T extends { id: number }>(db: Db, kind: string, inWindow: T[]): Promise<T[]> {
  if (inWindow.length === 0) return [];
  const reminded = await db
    .select({ auctionId: auctionReminders.auctionId })
    .from(auctionReminders)
    .where(
      and(
        eq(auctionReminders.kind, kind),
        inArray(
          auctionReminders.auctionId,
          inWindow.map((a) => a.id),
        ),
      ),
    );
  const sent = new Set(reminded.map((r) => r.auctionId));
  return inWindow.filter((a) => !sent.has(a.id)).slice(0, 100);
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
