import { index, jsonb, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { users } from "./accounts";

/**
 * Requests that carried an `Idempotency-Key`: the first one's fingerprint and answer. A retry with
 * the same key gets the same answer; the same key with another body is refused. Kept ≥ 7 days.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** What the key was used for, e.g. "bid:12". */
    scope: text("scope").notNull(),
    /** SHA-256 of the request's meaningful content. */
    requestHash: text("request_hash").notNull(),
    responseStatus: smallint("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: timestamptz("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);
