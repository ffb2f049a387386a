import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { auctions } from "./auctions";

/**
 * Page views of an auction's property page, one row per auction and Riyadh calendar day (issue 15):
 * counted by the server when it serves the page (not for bots, not for the property's owner or
 * agent), with no cookie, no identifier of the visitor and no third party. The owners' dashboard
 * reads it. Owned by the insights module.
 */
export const auctionPageViews = pgTable(
  "auction_page_views",
  {
    auctionId: integer("auction_id")
      .notNull()
      .references(() => auctions.id, { onDelete: "cascade" }),
    /** The day in Asia/Riyadh. */
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.auctionId, t.day] }),
    check("auction_page_views_positive", sql`${t.views} >= 0`),
  ],
);
