import type { Tx } from "~/db/client.server";
import { ownerNotices } from "./owner-notices.server";
import { sql } from "drizzle-orm";
import { jsonRows } from "~/db/json-rows.server";
import { recordBiddingState } from "~/modules/auctions/auction-state.server";
import { appendLiveEvents } from "~/modules/live/append-live-events.server";
import type { LiveEvent } from "~/modules/live/live-channels";
import { createNotifications } from "~/modules/notifications/create-notifications.server";
import { postTransactions, type NewLedgerTransaction } from "~/modules/wallet/ledger.server";
import { agentBidNotices, batchLiveEvents, noticesFor } from "./batch-notices.server";
import type { BidEngine } from "./bid-engine";
import type { Run } from "./judge-commands.server";
import type { LockedAuction } from "./load-auction-book.server";
import { writeAutoBids, writeRegistrations } from "./write-participation.server";

/**
 * Writes what a judged batch changed, in its transaction: the bids, registrations, automatic
 * bids, ledger postings, the auction's new state, then the notifications and live events it causes.
 */
export async function writeBatchOutcome(
  tx: Tx,
  locked: LockedAuction,
  run: Run,
  now: Date,
): Promise<{ liveEvents: LiveEvent[]; notificationIds: number[] }> {
  const { engine } = run;
  const bidIds = await insertBids(tx, engine, run.actingAgents, now);
  await writeRegistrations(tx, engine, run.before, now);
  await writeAutoBids(tx, run, now);
  const walletChanged = await moveDeposits(tx, run, now);

  if (engine.placed.length > 0 || engine.started) {
    const { book } = engine;
    await recordBiddingState(
      tx,
      {
        auctionId: book.id,
        started: engine.started,
        extendedTo: engine.extended ? new Date(book.endsAt) : null,
        currentPrice: book.price,
        bidCount: book.bidCount,
        bidderCount: book.bidderCount,
        leaderUserId: book.leaderUserId,
        leaderPriorityUs: book.leaderPriority,
        leadingBidId: bidIds.at(-1)?.id ?? locked.leadingBidId,
      },
      now,
    );
  }

  const notices = await noticesFor(tx, locked, engine, now);
  notices.push(...(await agentBidNotices(tx, locked, engine, run.actingAgents)));
  // The batch opened the auction (its start had come before the clock's job did): the owner hears it.
  if (engine.started)
    notices.push(
      ...(await ownerNotices(tx, [engine.book.id], (auctionId, userId, property) => ({
        userId,
        event: "owner_auction_live",
        auctionId,
        params: { ...property, endsAt: new Date(engine.book.endsAt).toISOString() },
      }))),
    );
  const { ids: notificationIds, liveEvents: noticeEvents } = await createNotifications(tx, notices, now);
  const events = batchLiveEvents(engine, walletChanged, run.lockedElsewhere, now);
  events.push(...noticeEvents);
  const liveEvents = await appendLiveEvents(tx, events, now);
  return { liveEvents, notificationIds };
}

/** The batch's accepted bids, in sequence; their ids, in the same order. */
async function insertBids(
  tx: Tx,
  engine: BidEngine,
  actingAgents: Run["actingAgents"],
  placedAt: Date,
): Promise<{ id: number }[]> {
  if (!engine.placed.length) return [];
  const rows = engine.placed.map((b) => ({
    auction_id: engine.book.id,
    sequence: b.sequence,
    amount: b.amount,
    source: b.source,
    bidder_number: b.bidderNumber,
    user_id: b.userId,
    acting_agent_user_id: actingAgents.get(b.sequence) ?? null,
    placed_at: placedAt,
  }));
  const result = (await tx.execute(sql`
    insert into bids (auction_id, sequence, amount, source, bidder_number, user_id, acting_agent_user_id, placed_at)
    select auction_id, sequence, amount, source, bidder_number, user_id, acting_agent_user_id, placed_at
      from ${jsonRows(
        rows,
        "b(auction_id integer, sequence integer, amount bigint, source bid_source, bidder_number integer, user_id uuid, acting_agent_user_id uuid, placed_at timestamptz)",
      )}
    returning id`)) as unknown as { rows: { id: number }[] };
  // One statement numbers its rows in the order it inserts them, the array's.
  return result.rows.map((r) => ({ id: Number(r.id) })).sort((a, b) => a.id - b.id);
}

/**
 * The ledger follows the locks: one transaction per user whose lock on this auction changed.
 * Answers those users, whose wallets changed.
 */
async function moveDeposits(tx: Tx, run: Run, now: Date): Promise<string[]> {
  const { engine, before, accountIds } = run;
  const ledger: NewLedgerTransaction[] = [];
  const walletChanged: string[] = [];
  for (const [userId, p] of engine.participants) {
    const was = before.get(userId)!.lockedHere;
    if (was === p.lockedHere) continue;
    const ids = accountIds.get(userId)!;
    const amount = p.lockedHere - was; // > 0: locked, < 0: released
    ledger.push({
      kind: amount > 0 ? "deposit_lock" : "deposit_release",
      userId,
      auctionId: engine.book.id,
      postings: [
        { accountId: ids.available, amount: -amount },
        { accountId: ids.locked, amount },
      ],
    });
    walletChanged.push(userId);
  }
  await postTransactions(tx, ledger, now);
  return walletChanged;
}
