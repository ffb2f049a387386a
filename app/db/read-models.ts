import { integer, numeric, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { auctionStatus, propertyCategory } from "./schema";
import { halalas } from "./schema/columns";

/*
 * Read models: tables PostgreSQL keeps in step with the source tables by triggers (see the
 * migration named on each). The application reads them and never writes them. They live outside
 * schema.ts so drizzle-kit does not try to manage what the SQL migrations own.
 */

/**
 * One narrow row per auction for listing and search (drizzle/0005_auction_search.sql): status,
 * times and the property's place, category and area to filter and sort on, and the normalised
 * searchable text (asset number, titles, city and district names in both languages).
 */
export const auctionSearch = pgTable("auction_search", {
  auctionId: integer("auction_id").primaryKey(),
  propertyId: integer("property_id").notNull(),
  status: auctionStatus("status").notNull(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  cityId: text("city_id").notNull(),
  districtId: integer("district_id").notNull(),
  category: propertyCategory("category").notNull(),
  areaM2: numeric("area_m2", { precision: 10, scale: 2, mode: "number" }).notNull(),
  searchText: text("search_text").notNull(),
  /** 0 current, 1 upcoming, 2 finished, 3 cancelled (and the unlisted states). */
  groupRank: smallint("group_rank").notNull(),
  /** ends_at while current or upcoming, else null. */
  liveEndsAt: timestamp("live_ends_at", { withTimezone: true }),
  /** ends_at once finished or cancelled, else null. */
  pastEndsAt: timestamp("past_ends_at", { withTimezone: true }),
});

/**
 * One row per auction for the price sorts and filters (drizzle/0032_auction_prices.sql): the price
 * a visitor compares (the highest bid so far, else the opening price) beside the category and
 * status, indexed by category and price and by price alone. Apart from auction_search so that a
 * bid, which changes the price, updates one narrow row and never the search row.
 */
export const auctionPrices = pgTable("auction_prices", {
  auctionId: integer("auction_id").primaryKey(),
  category: propertyCategory("category").notNull(),
  status: auctionStatus("status").notNull(),
  displayPrice: halalas("display_price").notNull(),
});
