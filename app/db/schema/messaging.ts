import { index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

export const messageChannel = pgEnum("message_channel", ["sms", "email"]);
export const messageStatus = pgEnum("message_status", ["stored", "queued", "sent", "failed"]);

/**
 * Every SMS and e-mail the platform sends. Without a provider the row is the delivery ("stored",
 * readable outside production at /api/v1/dev/outbox); with one, the row records the attempt and
 * keeps one-time codes masked.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    /** Increasing: the order in which messages were sent, whatever the clock says. */
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    channel: messageChannel("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    template: text("template").notNull(),
    status: messageStatus("status").notNull(),
    createdAt: timestamptz("created_at").notNull(),
    sentAt: timestamptz("sent_at"),
    error: text("error"),
  },
  (t) => [index("outbox_messages_recipient_idx").on(t.recipient, t.id.desc())],
);
