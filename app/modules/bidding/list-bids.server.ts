import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bids } from "~/db/schema";
import { isPublishedAuction } from "~/modules/auctions/auction-state.server";

export type PublicBid = {
  sequence: number;
  amount: number;
  source: (typeof bids.$inferSelect)["source"];
  /** The masked bidder: "Bidder N", the Nth distinct bidder of this auction. */
  bidderNumber: number;
  placedAt: Date;
};

export type BidPage = {
  items: PublicBid[];
  /** Pass as `before` for the next (older) page; null when this page reaches the first bid. */
  nextBefore: number | null;
};

/** Which page of an auction's bids: `limit` bids older than the sequence `before`. */
type BidPageQuery = { db: Db; auctionId: number; limit: number; before?: number };

/**
 * An auction's public bid history, newest first, a page of `limit` bids older than the
 * sequence `before`. Null when the auction does not exist or is still a draft.
 */
export async function listBids(query: BidPageQuery): Promise<BidPage | null> {
  if (!(await isPublishedAuction(query.db, query.auctionId))) return null;
  return readBidPage(query);
}

/**
 * listBids without its check that the auction is published: for a caller that reads the auction
 * itself alongside and shows nothing when it is missing or a draft (the property page).
 */
export async function readBidPage({ db, auctionId, limit, before }: BidPageQuery): Promise<BidPage> {
  const items = await db
    .select({
      sequence: bids.sequence,
      amount: bids.amount,
      source: bids.source,
      bidderNumber: bids.bidderNumber,
      placedAt: bids.placedAt,
    })
    .from(bids)
    .where(and(eq(bids.auctionId, auctionId), before === undefined ? undefined : lt(bids.sequence, before)))
    .orderBy(desc(bids.sequence))
    .limit(limit);
  const oldest = items.at(-1);
  return {
    items,
    nextBefore: items.length === limit && oldest && oldest.sequence > 1 ? oldest.sequence : null,
  };
}
