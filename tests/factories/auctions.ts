import type { Db } from "~/db/client.server";
import type { auctions, properties } from "~/db/schema";
import { createListing, createPlace, listingPlace } from "~/db/seed/auction-factory.server";

type AuctionRow = typeof auctions.$inferInsert;
type PropertyRow = typeof properties.$inferInsert;

/** A city, district and agent of its own, so tests never depend on each other's rows. */
export { createPlace };

/** A live auction (the app's listing factory) in `place`; `overrides` change any column. */
export async function createAuction(
  db: Db,
  place: Awaited<ReturnType<typeof createPlace>>,
  overrides: { auction?: Partial<AuctionRow>; property?: Partial<PropertyRow>; now?: Date } = {},
) {
  return createListing(db, listingPlace(place), overrides);
}
