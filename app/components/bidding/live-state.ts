import type { LiveBid, LiveEventPayloads } from "~/modules/live/live-channels";

/*
 * The property page's live state and how data loaded again joins it. Kept apart from the event
 * handling (auction-live.ts) because the page itself needs only this much on first load.
 */

export type LiveStatusName = "draft" | "upcoming" | "current" | "finished" | "cancelled";

export type AuctionLive = {
  auctionId: number;
  status: LiveStatusName;
  price: number | null;
  minimumNextBid: number;
  bidCount: number;
  endsAt: string;
  /** "Bidder N" of the highest bid; null before the first bid. */
  leaderBidderNumber: number | null;
  /** Bids that arrived after the page's data, newest first. */
  newBids: LiveBid[];
  /** The new end when a late bid extended the auction while the page was open. */
  extendedTo: string | null;
  outcome: LiveEventPayloads["status"]["outcome"] | null;
  winnerBidderNumber: number | null;
  cancelReason: { ar: string; en: string } | null;
};

export const statusOrder: Record<LiveStatusName, number> = {
  draft: 0,
  upcoming: 1,
  current: 2,
  finished: 3,
  cancelled: 3,
};

/**
 * The page's data loaded again (after a form was sent, or a reset of the stream): it wins where
 * it is at least as recent as what the events brought; bids that arrived live stay until the
 * data shows them.
 */
export function mergeLoaded(state: AuctionLive, loaded: AuctionLive): AuctionLive {
  if (state.auctionId !== loaded.auctionId) return loaded;
  const bidsFresher = loaded.bidCount >= state.bidCount;
  const statusFresher = statusOrder[loaded.status] >= statusOrder[state.status];
  return {
    ...(bidsFresher ? loaded : state),
    status: statusFresher ? loaded.status : state.status,
    outcome: loaded.outcome ?? state.outcome,
    winnerBidderNumber: loaded.winnerBidderNumber ?? state.winnerBidderNumber,
    cancelReason: loaded.cancelReason ?? state.cancelReason,
    newBids: state.newBids,
    extendedTo: state.extendedTo,
  };
}
