import { index, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { auctions } from "./auctions";
import { createdAt } from "./columns";

/**
 * The auctions a user keeps an eye on (the heart on cards and the property page, issue 16): one
 * row per user and auction. Owned by the favorites module; the reminders job asks it who
 * favorited an auction, the owners' dashboard how many did.
 */
export const favorites = pgTable(
  "favorites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    auctionId: integer("auction_id")
      .notNull()
      .references(() => auctions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.auctionId] }),
    // Who favorited an auction (reminders) and how many (the owners' dashboard).
    index("favorites_auction_idx").on(t.auctionId),
    // A user's list, newest first.
    index("favorites_user_created_idx").on(t.userId, t.createdAt),
  ],
);
