import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { notificationEvents } from "~/modules/notifications/notification-events";
import { users } from "./accounts";
import { auctions } from "./auctions";

export const notificationEvent = pgEnum("notification_event", notificationEvents);

/**
 * In-app notifications. The words are not stored: `event` and `params` are rendered in the reader's
 * language when shown. SMS and e-mail copies follow the user's settings for the event's kind.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: notificationEvent("event").notNull(),
    auctionId: integer("auction_id").references(() => auctions.id),
    params: jsonb("params").$type<Record<string, string | number | null>>().notNull(),
    createdAt: timestamptz("created_at").notNull(),
    readAt: timestamptz("read_at"),
    /** True until the SMS and e-mail copies were handed to the messenger. */
    copiesPending: boolean("copies_pending").notNull().default(true),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id.desc()),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index("notifications_copies_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.copiesPending}`),
  ],
);
