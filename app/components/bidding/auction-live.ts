import type { LiveBid, LiveEvent, LiveEventPayloads } from "~/modules/live/live-channels";
import { statusOrder, type AuctionLive } from "./live-state";

/*
 * What the property page shows of an auction that changes while it is open: the page starts from
 * its loader's data and applies the auction channel's events (ADR 013). Events may repeat what the
 * data already shows, so everything here is idempotent: bids by sequence, the rest by bid count
 * and by the order of the statuses.
 */

/** The state after one event of the auction's channel (the same object when nothing changed). */
export function applyAuctionEvent(state: AuctionLive, event: LiveEvent): AuctionLive {
  if (event.type === "bids") return applyBids(state, event.payload);
  if (event.type === "status") return applyStatus(state, event.payload);
  return state;
}

function applyBids(state: AuctionLive, payload: LiveEventPayloads["bids"]): AuctionLive {
  if (payload.auctionId !== state.auctionId) return state;
  const known = new Set(state.newBids.map((bid) => bid.sequence));
  const fresh = payload.bids.filter((bid) => !known.has(bid.sequence));
  // An event older than what the page shows (the bidder's own answer came first) still brings
  // its bids to the history, but not its price.
  const current = payload.bidCount >= state.bidCount;
  if (!current && fresh.length === 0) return state;
  const newBids = fresh.length
    ? [...fresh, ...state.newBids].sort((a, b) => b.sequence - a.sequence)
    : state.newBids;
  if (!current) return { ...state, newBids };
  return {
    ...state,
    // Bids mean the auction is open, whatever the start event's timing.
    status: state.status === "upcoming" ? "current" : state.status,
    price: payload.price,
    minimumNextBid: payload.minimumNextBid,
    bidCount: payload.bidCount,
    leaderBidderNumber: payload.leaderBidderNumber,
    endsAt: payload.endsAt,
    extendedTo: payload.bidCount > state.bidCount && payload.extended ? payload.endsAt : state.extendedTo,
    newBids,
  };
}

function applyStatus(state: AuctionLive, payload: LiveEventPayloads["status"]): AuctionLive {
  if (payload.auctionId !== state.auctionId) return state;
  if (statusOrder[payload.status] < statusOrder[state.status]) return state;
  if (payload.status === state.status && payload.status !== "finished") return state;
  return {
    ...state,
    status: payload.status,
    endsAt: payload.endsAt,
    price: payload.price ?? state.price,
    outcome: payload.outcome ?? state.outcome,
    winnerBidderNumber: payload.winnerBidderNumber ?? state.winnerBidderNumber,
    cancelReason: payload.cancelReason ?? state.cancelReason,
  };
}

/** What changed for the person watching, worth telling a screen reader (null: nothing). */
export type LiveNews = {
  started?: boolean;
  ended?: "won" | "lost" | "noSale" | "sold";
  cancelled?: { ar: string; en: string } | null;
  extendedTo?: string;
  leading?: boolean;
  outbid?: boolean;
};

/**
 * The changes between two states that matter to a person, not every bid (that would flood a
 * screen reader): the start, the end and its outcome, a cancellation, an extension, and for a
 * bidder whether they now lead or were outbid. `me` is the watcher's bidder number before and
 * after (it appears with their first bid, whose live event may come before the bid's answer).
 */
export function liveNews(
  before: AuctionLive,
  after: AuctionLive,
  me: { before: number | null; after: number | null },
): LiveNews | null {
  const news: LiveNews = {};
  if (after.status !== before.status) {
    if (after.status === "current") news.started = true;
    if (after.status === "cancelled") news.cancelled = after.cancelReason;
    if (after.status === "finished") {
      const sold = after.outcome === "sold";
      news.ended = !sold
        ? "noSale"
        : me.after === null
          ? "sold"
          : after.winnerBidderNumber === me.after
            ? "won"
            : "lost";
    }
  }
  if (after.extendedTo && after.extendedTo !== before.extendedTo) news.extendedTo = after.extendedTo;
  if (after.status === "current") {
    const led = me.before !== null && before.leaderBidderNumber === me.before;
    const leads = me.after !== null && after.leaderBidderNumber === me.after;
    if (leads && !led) news.leading = true;
    if (led && !leads) news.outbid = true;
  }
  return Object.keys(news).length ? news : null;
}

/**
 * The bidder's own accepted command, applied at once (its live event follows and repeats it):
 * their bid joins the history, and the price and minimum move on. Whether an automatic rival
 * answered is known only from `leading`; the rival's bid arrives with the event.
 */
export function applyOwnResult(
  state: AuctionLive,
  result: {
    bid: LiveBid | null;
    leading: boolean;
    price: number | null;
    minimumNextBid: number;
    endsAt: string;
    bidCount: number;
    extended: boolean;
  },
  me: number | null,
): AuctionLive {
  if (result.bidCount <= state.bidCount) return state;
  const own = result.bid;
  const bids = own && !state.newBids.some((b) => b.sequence === own.sequence) ? [own] : [];
  return {
    ...state,
    status: state.status === "upcoming" ? "current" : state.status,
    price: result.price,
    minimumNextBid: result.minimumNextBid,
    bidCount: result.bidCount,
    endsAt: result.endsAt,
    leaderBidderNumber: result.leading ? (me ?? own?.bidderNumber ?? null) : state.leaderBidderNumber,
    extendedTo: result.extended ? result.endsAt : state.extendedTo,
    newBids: [...bids, ...state.newBids].sort((a, b) => b.sequence - a.sequence),
  };
}
