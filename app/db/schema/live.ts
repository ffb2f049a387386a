import { bigint, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/**
 * The last sequence number of each live channel ("a:<auction id>", "u:<user id>"). A writer
 * increments it in its own transaction, which orders the channel's events without gaps.
 */
export const liveChannels = pgTable("live_channels", {
  channel: text("channel").primaryKey(),
  lastSeq: bigint("last_seq", { mode: "number" }).notNull(),
});

/** Every live event, kept for a while so a reconnecting watcher gets what it missed. */
export const liveEvents = pgTable(
  "live_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel").notNull(),
    seq: bigint("seq", { mode: "number" }).notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamptz("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("live_events_channel_seq_uq").on(t.channel, t.seq),
    index("live_events_created_idx").on(t.createdAt),
  ],
);
