import type { Db } from "~/db/client.server";
import { listOwnedAuctions, type OwnedAuction } from "~/modules/auctions/list-owned-auctions.server";
import { countRegistrationsByAuction, listBidPoints } from "~/modules/bidding/auction-activity.server";
import { countFavoritesByAuction } from "~/modules/favorites/favorites.server";
import { readPageViews, type DailyViews } from "./page-views.server";

/** The days of views a dashboard shows per auction. */
export const DASHBOARD_VIEW_DAYS = 14;

export type DashboardAuction = OwnedAuction & {
  registrations: number;
  views: number;
  /** How many users keep the auction in their favorites. */
  favorites: number;
  viewsByDay: DailyViews[];
  /** The price over time: the opening price at the start, then each accepted bid. */
  bids: { amount: number; placedAt: Date }[];
};

/**
 * The owners' and agents' dashboard (issue 15, product.md §2.8): each auction of a property the
 * user owns or sells, with its status, registrations, bids, highest bid and page views, and the
 * series its charts draw. Only the user's own auctions.
 */
export async function getOwnerDashboard(options: {
  db: Db;
  userId: string;
  now: Date;
}): Promise<DashboardAuction[]> {
  const { db, userId, now } = options;
  const owned = await listOwnedAuctions(db, userId);
  const ids = owned.map((a) => a.auctionId);
  const [registrations, bidPoints, views, favorites] = await Promise.all([
    countRegistrationsByAuction(db, ids),
    listBidPoints(db, ids),
    readPageViews(db, { auctionIds: ids, now, days: DASHBOARD_VIEW_DAYS }),
    countFavoritesByAuction(db, ids),
  ]);
  return owned.map((auction) => {
    const seen = views.get(auction.auctionId);
    return {
      ...auction,
      registrations: registrations.get(auction.auctionId) ?? 0,
      views: seen?.total ?? 0,
      favorites: favorites.get(auction.auctionId) ?? 0,
      viewsByDay: seen?.daily ?? [],
      bids: (bidPoints.get(auction.auctionId) ?? []).map(({ amount, placedAt }) => ({ amount, placedAt })),
    };
  });
}
