import { and, eq, isNotNull } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { auctionRegistrations } from "~/db/schema";
import type { PropertyTitles } from "~/modules/auctions/auction-state.server";
import { auctionChannel, userChannel, type NewLiveEvent } from "~/modules/live/live-channels";
import type { NewNotification } from "~/modules/notifications/notification-events";
import { describeUsers } from "~/modules/accounts/describe-users.server";
import { usersNotifiedSince } from "~/modules/notifications/users-notified-since.server";
import type { BidEngine } from "./bid-engine";
import type { LockedAuction } from "./load-auction-book.server";

/* What a batch tells people: the notifications it causes and the live events watchers receive. */

/** Registered bidders hear of an extension at most this often per auction. */
const EXTENSION_NOTICE_EVERY_MS = 5 * 60_000;

export async function noticesFor(
  tx: Tx,
  locked: LockedAuction,
  engine: BidEngine,
  now: Date,
): Promise<NewNotification[]> {
  const { book } = engine;
  if (engine.placed.length === 0) return [];
  const about = locked.property;
  const notices: NewNotification[] = [];
  // A bidder hears once per batch: "accepted" if they still lead at its end, "outbid" (which says
  // the bid was taken, then beaten) if someone passed them in the same batch. Their answer to the
  // request already told them it was accepted.
  const lastBid = new Map<string, number>();
  for (const b of engine.placed) lastBid.set(b.userId, b.amount);
  const leader = book.leaderUserId;
  if (leader && lastBid.has(leader)) {
    notices.push({
      userId: leader,
      event: "bid_accepted",
      auctionId: book.id,
      params: { ...about, amount: lastBid.get(leader)! },
    });
  }
  for (const userId of engine.everLed) {
    if (userId === book.leaderUserId) continue;
    notices.push({
      userId,
      event: "outbid",
      auctionId: book.id,
      params: { ...about, amount: book.price!, minimumNextBid: engine.minimum() },
    });
  }
  if (engine.extended) notices.push(...(await extensionNotices(tx, engine, about, now)));
  return notices;
}

/** A principal hears of each bid their agent placed for them, with the agent's name (ADR 036). */
export async function agentBidNotices(
  tx: Tx,
  locked: LockedAuction,
  engine: BidEngine,
  actingAgents: ReadonlyMap<number, string>,
): Promise<NewNotification[]> {
  if (actingAgents.size === 0) return [];
  const names = await describeUsers(tx, actingAgents.values());
  return engine.placed.flatMap((b): NewNotification[] => {
    const agentUserId = actingAgents.get(b.sequence);
    if (!agentUserId) return [];
    return [
      {
        userId: b.userId,
        event: "agent_bid_placed",
        auctionId: engine.book.id,
        params: { ...locked.property, amount: b.amount, name: names.get(agentUserId)?.name ?? "" },
      },
    ];
  });
}

/** Registered bidders (not the leader) hear of an extension, at most once every five minutes. */
async function extensionNotices(
  tx: Tx,
  engine: BidEngine,
  about: PropertyTitles,
  now: Date,
): Promise<NewNotification[]> {
  const { book } = engine;
  const bidders = await tx
    .select({ userId: auctionRegistrations.userId })
    .from(auctionRegistrations)
    .where(
      and(
        eq(auctionRegistrations.auctionId, book.id),
        eq(auctionRegistrations.status, "active"),
        isNotNull(auctionRegistrations.bidderNumber),
      ),
    );
  const told = await usersNotifiedSince(tx, {
    auctionId: book.id,
    event: "auction_extended",
    since: new Date(now.getTime() - EXTENSION_NOTICE_EVERY_MS),
  });
  const endsAt = new Date(book.endsAt).toISOString();
  return bidders
    .filter((b) => b.userId !== book.leaderUserId && !told.has(b.userId))
    .map((b) => ({
      userId: b.userId,
      event: "auction_extended" as const,
      auctionId: book.id,
      params: { ...about, endsAt },
    }));
}

/**
 * The batch's live events, before its notifications': the auction's opening, its new bids, and
 * each changed wallet's balances (`lockedElsewhere`: what the user has locked on other auctions).
 */
export function batchLiveEvents(
  engine: BidEngine,
  walletChanged: readonly string[],
  lockedElsewhere: ReadonlyMap<string, number>,
  now: Date,
): NewLiveEvent[] {
  const events: NewLiveEvent[] = [];
  if (engine.started) events.push(statusEvent(engine));
  if (engine.placed.length) events.push(bidsEvent(engine, now));
  for (const userId of walletChanged) {
    const p = engine.participants.get(userId)!;
    const locked = (lockedElsewhere.get(userId) ?? 0) + p.lockedHere;
    events.push({
      channel: userChannel(userId),
      type: "wallet",
      payload: { available: p.available, locked },
    });
  }
  return events;
}

function bidsEvent(engine: BidEngine, now: Date): NewLiveEvent {
  const { book } = engine;
  const placedAt = now.toISOString();
  return {
    channel: auctionChannel(book.id),
    type: "bids",
    payload: {
      auctionId: book.id,
      bids: engine.placed.map((b) => ({
        sequence: b.sequence,
        amount: b.amount,
        source: b.source,
        bidderNumber: b.bidderNumber,
        placedAt,
      })),
      price: book.price!,
      minimumNextBid: engine.minimum(),
      bidCount: book.bidCount,
      leaderBidderNumber: engine.placed.at(-1)!.bidderNumber,
      endsAt: new Date(book.endsAt).toISOString(),
      extended: engine.extended,
      acceptedAt: now.getTime(),
    },
  };
}

function statusEvent(engine: { book: BidEngine["book"] }): NewLiveEvent {
  const { book } = engine;
  return {
    channel: auctionChannel(book.id),
    type: "status",
    payload: {
      auctionId: book.id,
      status: "current",
      endsAt: new Date(book.endsAt).toISOString(),
      price: book.price,
    },
  };
}
