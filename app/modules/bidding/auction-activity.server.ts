import { asc, count, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctionRegistrations, bids } from "~/db/schema";

/** How many users ever registered for each of the auctions (the owners' dashboard, issue 15). */
export async function countRegistrationsByAuction(
  db: Db,
  auctionIds: number[],
): Promise<Map<number, number>> {
  if (auctionIds.length === 0) return new Map();
  const rows = await db
    .select({ auctionId: auctionRegistrations.auctionId, n: count() })
    .from(auctionRegistrations)
    .where(inArray(auctionRegistrations.auctionId, auctionIds))
    .groupBy(auctionRegistrations.auctionId);
  return new Map(rows.map((r) => [r.auctionId, r.n]));
}

export type BidPoint = { auctionId: number; amount: number; placedAt: Date };

/**
 * The amounts and times of the auctions' accepted bids, oldest first: the price over time. Who bid
 * is not part of it. At most `perAuction` of the latest bids of each auction.
 */
export async function listBidPoints(
  db: Db,
  auctionIds: number[],
  perAuction = 200,
): Promise<Map<number, BidPoint[]>> {
  const points = new Map<number, BidPoint[]>(auctionIds.map((id) => [id, []]));
  if (auctionIds.length === 0) return points;
  const rows = await db
    .select({ auctionId: bids.auctionId, amount: bids.amount, placedAt: bids.placedAt })
    .from(bids)
    .where(inArray(bids.auctionId, auctionIds))
    .orderBy(asc(bids.auctionId), asc(bids.sequence));
  for (const row of rows) points.get(row.auctionId)!.push(row);
  for (const [id, list] of points) if (list.length > perAuction) points.set(id, list.slice(-perAuction));
  return points;
}
