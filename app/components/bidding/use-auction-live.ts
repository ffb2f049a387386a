import { useMemo, useState } from "react";
import type { AuctionDetail } from "~/modules/auctions/get-auction-detail.server";
import { mergeLoaded, type AuctionLive } from "./live-state";

/** What the property page's loader gives that the live state starts from. */
export type LoadedAuction = {
  detail: {
    auction: Pick<
      AuctionDetail["auction"],
      | "id"
      | "status"
      | "currentPrice"
      | "bidCount"
      | "endsAt"
      | "outcome"
      | "cancelReasonAr"
      | "cancelReasonEn"
    >;
  };
  bidding: { minimumNextBid: number };
  bids: { items: readonly { bidderNumber: number }[] };
};

/** The auction's changing part as the loader read it; live events move it on from there. */
function liveFromLoader({ detail: { auction }, bidding, bids }: LoadedAuction): AuctionLive {
  return {
    auctionId: auction.id,
    status: auction.status,
    price: auction.currentPrice,
    minimumNextBid: bidding.minimumNextBid,
    bidCount: auction.bidCount,
    endsAt: auction.endsAt.toISOString(),
    // The highest bid is always the latest.
    leaderBidderNumber: bids.items[0]?.bidderNumber ?? null,
    newBids: [],
    extendedTo: null,
    outcome: auction.outcome,
    winnerBidderNumber: null,
    cancelReason:
      auction.cancelReasonAr && auction.cancelReasonEn
        ? { ar: auction.cancelReasonAr, en: auction.cancelReasonEn }
        : null,
  };
}

/**
 * The live state of the property page: the loader's data, moved on by live events and the
 * bidder's own answers; data loaded again (after a form) is merged in where it is the more recent.
 */
export function useAuctionLive(loaderData: LoadedAuction) {
  const loaded = useMemo(() => liveFromLoader(loaderData), [loaderData]);
  const [live, setLive] = useState(loaded);
  const [lastLoaded, setLastLoaded] = useState(loaded);
  if (lastLoaded !== loaded) {
    setLastLoaded(loaded);
    setLive((state) => mergeLoaded(state, loaded));
  }
  return [live, setLive] as const;
}
