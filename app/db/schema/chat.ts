import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { chatKinds, MAX_CHAT_MESSAGE_LENGTH } from "~/modules/chat/chat-kinds";
import { createdAt, timestamptz } from "./columns";
import { users } from "./accounts";
import { auctions } from "./auctions";
import { uploads } from "./uploads";

export const chatKind = pgEnum("chat_kind", chatKinds);

/**
 * A conversation (issue 16, /profile/chat): a user with the selling agent of an auction's property
 * (the property's owner account, else the selling agent's own account), or a user with support.
 * One per user and auction with its agent, one per user with support.
 */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: chatKind("kind").notNull(),
    /** The user who started it (the bidder, or whoever asked support). */
    startedByUserId: uuid("started_by_user_id")
      .notNull()
      .references(() => users.id),
    /** The auction whose agent is asked (agent conversations only). */
    auctionId: integer("auction_id").references(() => auctions.id),
    /** The last message's id (0: none yet): what orders the list and says what is unread. */
    lastMessageId: bigint("last_message_id", { mode: "number" }).notNull().default(0),
    lastMessageAt: timestamptz("last_message_at"),
    /** Support conversations: the committee's shared read position (any member reading marks it). */
    supportReadMessageId: bigint("support_read_message_id", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("chat_conversations_agent_uq")
      .on(t.startedByUserId, t.auctionId)
      .where(sql`${t.kind} = 'agent'`),
    uniqueIndex("chat_conversations_support_uq")
      .on(t.startedByUserId)
      .where(sql`${t.kind} = 'support'`),
    index("chat_conversations_support_idx")
      .on(t.lastMessageId)
      .where(sql`${t.kind} = 'support'`),
    check("chat_conversations_auction", sql`(${t.kind} = 'agent') = (${t.auctionId} is not null)`),
  ],
);

/** Who takes part in a conversation, and how far each has read. */
export const chatParticipants = pgTable(
  "chat_participants",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** The last message this participant has read (0: none). */
    lastReadMessageId: bigint("last_read_message_id", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index("chat_participants_user_idx").on(t.userId),
  ],
);

/**
 * A message: text (escaped and direction-isolated where shown), an attachment kept in the uploads
 * module, or both. `clientMessageId` makes a send idempotent: the same sender's retry answers the
 * message already stored.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    senderUserId: uuid("sender_user_id")
      .notNull()
      .references(() => users.id),
    /** Written by a committee member answering for support (shown as "Support"). */
    fromSupport: boolean("from_support").notNull().default(false),
    body: text("body").notNull().default(""),
    uploadId: uuid("upload_id").references(() => uploads.id),
    attachmentName: text("attachment_name"),
    attachmentType: text("attachment_type"),
    attachmentSize: integer("attachment_size"),
    clientMessageId: uuid("client_message_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_messages_conversation_idx").on(t.conversationId, t.id),
    uniqueIndex("chat_messages_client_uq").on(t.senderUserId, t.clientMessageId),
    check("chat_messages_length", sql`char_length(${t.body}) <= ${sql.raw(String(MAX_CHAT_MESSAGE_LENGTH))}`),
    check("chat_messages_not_empty", sql`${t.body} <> '' or ${t.uploadId} is not null`),
  ],
);
