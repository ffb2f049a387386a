import { and, desc, eq, gt, inArray, lt, ne, sql, type Placeholder } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { chatConversations, chatMessages, chatParticipants } from "~/db/schema";
import { runTransaction } from "~/db/transaction.server";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { describeUsers } from "~/modules/accounts/describe-users.server";
import { isStaff } from "~/modules/accounts/roles";
import { listStaffUserIds } from "~/modules/accounts/staff-members.server";
import { readAuctionAgent, readAuctionAgents } from "~/modules/auctions/auction-agent.server";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { userChannel, type LiveChatMessage, type NewLiveEvent } from "~/modules/live/live-channels";
import { noEffects, recordEffects, type Effects } from "~/modules/notifications/effects.server";
import type { NewNotification } from "~/modules/notifications/notification-events";
import { deleteUpload, readUploadBytes, saveUpload } from "~/modules/uploads/uploads.server";
import type { FileStorage } from "~/storage/file-storage";
import { CHAT_PAGE_SIZE, MAX_CHAT_MESSAGE_LENGTH, type ChatKind } from "./chat-kinds";

/*
 * Chat (issue 16, product.md §2.8): a user with the selling agent of an auction's property, or with
 * support, the organizing committee's shared inbox. Only a conversation's participants read or
 * write it, and for support conversations any committee member or admin too (answering as
 * "Support"); anyone else hears NOT_FOUND, so ids cannot be probed. Checked on every read and write.
 */

export type ChatViewer = { id: string; roles: readonly string[] };
export type ChatMessageView = LiveChatMessage;

export type ConversationSummary = {
  id: string;
  kind: ChatKind;
  auctionId: number | null;
  /** Who the viewer talks to: the agent (with the property), the bidder, support, or the user asking support. */
  counterpartName: string;
  property: { assetNumber: string; titleAr: string; titleEn: string } | null;
  lastMessage: { body: string; hasAttachment: boolean; createdAt: string } | null;
  unread: number;
};

type ConversationRow = typeof chatConversations.$inferSelect;
type Access = { conversation: ConversationRow; participant: boolean; asSupport: boolean };

/**
 * The conversation if `viewer` may read it: as a participant, or as a committee member or admin
 * on a support conversation. NOT_FOUND otherwise (an unknown id too).
 */
async function accessOf(
  db: Db | Tx,
  viewer: ChatViewer,
  conversationId: string,
  lock = false,
): Promise<Access> {
  if (!isUuid(conversationId)) throw new AppError("NOT_FOUND");
  const query = db.select().from(chatConversations).where(eq(chatConversations.id, conversationId));
  const [conversation] = lock ? await query.for("update") : await query;
  if (!conversation) throw new AppError("NOT_FOUND");
  const [member] = await db
    .select({ userId: chatParticipants.userId })
    .from(chatParticipants)
    .where(and(eq(chatParticipants.conversationId, conversationId), eq(chatParticipants.userId, viewer.id)));
  if (member) return { conversation, participant: true, asSupport: false };
  if (conversation.kind === "support" && isStaff(viewer.roles))
    return { conversation, participant: false, asSupport: true };
  throw new AppError("NOT_FOUND");
}

/** A user's unread messages over every conversation they take part in (the navbar's count). */
export async function countUnreadChat(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await unreadChatQuery(db, userId);
  return row?.n ?? 0;
}

/** countUnreadChat's query, one row of one column: also a subquery of the root loader's read. */
export function unreadChatQuery(db: Pick<Db, "select">, userId: string | Placeholder) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chatParticipants, eq(chatParticipants.conversationId, chatMessages.conversationId))
    .where(
      and(
        eq(chatParticipants.userId, userId),
        gt(chatMessages.id, chatParticipants.lastReadMessageId),
        ne(chatMessages.senderUserId, userId),
      ),
    );
}

/** Support conversations with a user's message the committee has not read (the back office's queue). */
export async function countUnansweredSupport(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${chatConversations.id})::int` })
    .from(chatConversations)
    .innerJoin(chatMessages, eq(chatMessages.conversationId, chatConversations.id))
    .where(
      and(
        eq(chatConversations.kind, "support"),
        gt(chatMessages.id, chatConversations.supportReadMessageId),
        eq(chatMessages.fromSupport, false),
      ),
    );
  return row?.n ?? 0;
}

async function insertParticipants(tx: Tx, conversationId: string, userIds: string[]) {
  await tx
    .insert(chatParticipants)
    .values(userIds.map((userId) => ({ conversationId, userId })))
    .onConflictDoNothing();
}

/**
 * The viewer's conversation with the selling agent of `auctionId` (a published auction), started
 * when there is none. The agent is the property's owner account, else the selling agent's own
 * account; a property with neither cannot be chatted about (CHAT_NO_AGENT), nor one's own
 * (CHAT_OWN_PROPERTY).
 */
export async function startAgentConversation(
  db: Db,
  options: { userId: string; auctionId: number; now?: Date },
): Promise<{ conversationId: string }> {
  const agent = await readAuctionAgent(db, options.auctionId);
  if (!agent) throw new AppError("NOT_FOUND");
  if (!agent.agentUserId) throw new AppError("CHAT_NO_AGENT");
  if (agent.agentUserId === options.userId) throw new AppError("CHAT_OWN_PROPERTY");
  const agentUserId = agent.agentUserId;
  return runTransaction(db, async (tx) => {
    await tx
      .insert(chatConversations)
      .values({ kind: "agent", startedByUserId: options.userId, auctionId: options.auctionId })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(
        and(
          eq(chatConversations.kind, "agent"),
          eq(chatConversations.startedByUserId, options.userId),
          eq(chatConversations.auctionId, options.auctionId),
        ),
      );
    await insertParticipants(tx, row!.id, [options.userId, agentUserId]);
    return { conversationId: row!.id };
  });
}

/** The viewer's conversation with support, started when there is none. */
export async function startSupportConversation(
  db: Db,
  options: { userId: string },
): Promise<{ conversationId: string }> {
  return runTransaction(db, async (tx) => {
    await tx
      .insert(chatConversations)
      .values({ kind: "support", startedByUserId: options.userId })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(
        and(eq(chatConversations.kind, "support"), eq(chatConversations.startedByUserId, options.userId)),
      );
    await insertParticipants(tx, row!.id, [options.userId]);
    return { conversationId: row!.id };
  });
}

type SummaryRow = ConversationRow & { unread: number };

async function summarize(
  db: Db | Tx,
  rows: SummaryRow[],
  viewer: ChatViewer,
  asSupport: boolean,
): Promise<ConversationSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const others = await db
    .select({ conversationId: chatParticipants.conversationId, userId: chatParticipants.userId })
    .from(chatParticipants)
    .where(and(inArray(chatParticipants.conversationId, ids), ne(chatParticipants.userId, viewer.id)));
  const lastMessages = await db
    .select({
      id: chatMessages.id,
      body: chatMessages.body,
      uploadId: chatMessages.uploadId,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.id,
        rows.map((r) => r.lastMessageId),
      ),
    );
  const agents = await readAuctionAgents(
    db,
    rows.flatMap((r) => (r.auctionId === null ? [] : [r.auctionId])),
  );
  const people = await describeUsers(db, [
    ...others.map((o) => o.userId),
    ...rows.map((r) => r.startedByUserId),
  ]);
  const last = new Map(lastMessages.map((m) => [m.id, m]));
  return rows.map((row) => {
    const agent = row.auctionId === null ? undefined : agents.get(row.auctionId);
    const other = others.find((o) => o.conversationId === row.id);
    let counterpartName = "";
    if (row.kind === "support") {
      counterpartName = asSupport ? (people.get(row.startedByUserId)?.name ?? "") : "";
    } else if (row.startedByUserId === viewer.id) {
      counterpartName = agent ? (people.get(agent.agentUserId ?? "")?.name ?? agent.agentNameAr) : "";
    } else {
      counterpartName = other ? (people.get(other.userId)?.name ?? "") : "";
    }
    const message = last.get(row.lastMessageId);
    return {
      id: row.id,
      kind: row.kind,
      auctionId: row.auctionId,
      counterpartName,
      property: agent
        ? { assetNumber: agent.assetNumber, titleAr: agent.titleAr, titleEn: agent.titleEn }
        : null,
      lastMessage: message
        ? {
            body: message.body.slice(0, 140),
            hasAttachment: message.uploadId !== null,
            createdAt: message.createdAt.toISOString(),
          }
        : null,
      unread: row.unread,
    };
  });
}

/** The viewer's conversations, the latest message first, each with its unread count (at most 100). */
export async function listConversations(db: Db | Tx, viewer: ChatViewer): Promise<ConversationSummary[]> {
  const unread = sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = "chat_conversations"."id" and m.id > "chat_participants"."last_read_message_id" and m.sender_user_id <> ${viewer.id})`;
  const rows = await db
    .select({ conversation: chatConversations, unread })
    .from(chatConversations)
    .innerJoin(chatParticipants, eq(chatParticipants.conversationId, chatConversations.id))
    .where(eq(chatParticipants.userId, viewer.id))
    .orderBy(desc(chatConversations.lastMessageId), desc(chatConversations.createdAt))
    .limit(100);
  return summarize(
    db,
    rows.map((r) => ({ ...r.conversation, unread: r.unread })),
    viewer,
    false,
  );
}

/**
 * The support inbox (committee members and admins): conversations with unread user messages first,
 * then the latest; at most 100. `unread` counts the user's messages no member has read.
 */
export async function listSupportInbox(db: Db | Tx, viewer: ChatViewer): Promise<ConversationSummary[]> {
  if (!isStaff(viewer.roles)) throw new AppError("FORBIDDEN");
  const unread = sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = "chat_conversations"."id" and m.id > "chat_conversations"."support_read_message_id" and not m.from_support)`;
  const rows = await db
    .select({ conversation: chatConversations, unread })
    .from(chatConversations)
    .where(and(eq(chatConversations.kind, "support"), gt(chatConversations.lastMessageId, 0)))
    .orderBy(desc(sql`${unread} > 0`), desc(chatConversations.lastMessageId))
    .limit(100);
  return summarize(
    db,
    rows.map((r) => ({ ...r.conversation, unread: r.unread })),
    viewer,
    true,
  );
}

async function messageViews(
  db: Db | Tx,
  rows: (typeof chatMessages.$inferSelect)[],
): Promise<ChatMessageView[]> {
  const people = await describeUsers(
    db,
    rows.map((r) => r.senderUserId),
  );
  return rows.map((r) => messageView(r, people.get(r.senderUserId)?.name ?? ""));
}

function messageView(row: typeof chatMessages.$inferSelect, senderName: string): ChatMessageView {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderUserId: row.senderUserId,
    senderName,
    fromSupport: row.fromSupport,
    body: row.body,
    attachment:
      row.uploadId && row.attachmentName && row.attachmentType
        ? { name: row.attachmentName, type: row.attachmentType, size: row.attachmentSize ?? 0 }
        : null,
    clientMessageId: row.clientMessageId,
    createdAt: row.createdAt.toISOString(),
  };
}

export type ChatThread = {
  conversation: ConversationSummary;
  /** Whether the viewer answers as support (a committee member on a support conversation). */
  asSupport: boolean;
  /** Oldest first; `before` pages back from the oldest shown. */
  messages: ChatMessageView[];
  hasOlder: boolean;
  /** The viewer's read position before this read (what was new to them is after it). */
  lastReadMessageId: number;
};

/** A page of a conversation's messages (the latest, or those before `before`), for a viewer who may read it. */
export async function readThread(
  db: Db | Tx,
  viewer: ChatViewer,
  options: { conversationId: string; before?: number; limit?: number },
): Promise<ChatThread> {
  const access = await accessOf(db, viewer, options.conversationId);
  const limit = Math.min(Math.max(options.limit ?? CHAT_PAGE_SIZE, 1), 100);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, access.conversation.id),
        options.before === undefined ? undefined : lt(chatMessages.id, options.before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  const hasOlder = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  let lastRead = access.conversation.supportReadMessageId;
  if (access.participant) {
    const [p] = await db
      .select({ lastRead: chatParticipants.lastReadMessageId })
      .from(chatParticipants)
      .where(
        and(
          eq(chatParticipants.conversationId, access.conversation.id),
          eq(chatParticipants.userId, viewer.id),
        ),
      );
    lastRead = p?.lastRead ?? 0;
  }
  const unread = page.filter(
    (m) => m.id > lastRead && (access.asSupport ? !m.fromSupport : m.senderUserId !== viewer.id),
  ).length;
  const [summary] = await summarize(db, [{ ...access.conversation, unread }], viewer, access.asSupport);
  return {
    conversation: summary!,
    asSupport: access.asSupport,
    messages: await messageViews(db, page),
    hasOlder,
    lastReadMessageId: lastRead,
  };
}

/** Who hears of a conversation's news, live: participants, and for support every committee member. */
async function audience(tx: Tx, conversation: ConversationRow) {
  const participants = await tx
    .select()
    .from(chatParticipants)
    .where(eq(chatParticipants.conversationId, conversation.id));
  const staff = conversation.kind === "support" ? await listStaffUserIds(tx) : [];
  return { participants, staff: staff.filter((id) => !participants.some((p) => p.userId === id)) };
}

async function chatEvents(
  tx: Tx,
  conversation: ConversationRow,
  message: ChatMessageView | null,
  only?: string,
): Promise<NewLiveEvent[]> {
  const { participants, staff } = await audience(tx, conversation);
  const events: NewLiveEvent[] = [];
  for (const p of participants) {
    if (only && p.userId !== only) continue;
    events.push({
      channel: userChannel(p.userId),
      type: "chat",
      payload: {
        conversationId: conversation.id,
        message,
        unread: await countUnreadChat(tx, p.userId),
        support: false,
      },
    });
  }
  if (!only || staff.includes(only))
    for (const id of staff)
      if (!only || id === only)
        events.push({
          channel: userChannel(id),
          type: "chat",
          payload: { conversationId: conversation.id, message, unread: null, support: true },
        });
  return events;
}

export type SentMessage = { message: ChatMessageView; created: boolean; effects: Effects };

/**
 * Sends a message in a conversation the viewer may write to: text (trimmed, at most
 * MAX_CHAT_MESSAGE_LENGTH characters), an attachment (JPEG, PNG, WebP or PDF by content, ≤ 10 MB,
 * kept by the uploads module), or both. A committee member writing in a support conversation they
 * do not take part in answers as support (audited). With `clientMessageId` the send is idempotent:
 * the same sender's retry answers the stored message (`created: false`) and changes nothing.
 *
 * The other side hears it live; a recipient who had read the conversation to its end is also
 * notified (in-app, and SMS or e-mail per their settings): once per unread burst, not per message
 * (ADR 037).
 */
export async function sendChatMessage(
  deps: { db: Db; storage: FileStorage },
  viewer: ChatViewer,
  options: {
    conversationId: string;
    body: string;
    clientMessageId?: string;
    file?: { name: string; bytes: Uint8Array } | null;
    now?: Date;
  },
): Promise<SentMessage> {
  const { db, storage } = deps;
  const body = options.body.trim();
  if (body.length > MAX_CHAT_MESSAGE_LENGTH)
    throw new AppError("VALIDATION", { issues: [{ path: "body", message: "chat.errors.tooLong" }] });
  const file = options.file && options.file.bytes.length > 0 ? options.file : null;
  if (!body && !file)
    throw new AppError("VALIDATION", { issues: [{ path: "body", message: "chat.errors.empty" }] });
  const clientMessageId = options.clientMessageId;
  if (clientMessageId !== undefined && !isUuid(clientMessageId))
    throw new AppError("VALIDATION", {
      issues: [{ path: "clientMessageId", message: "chat.errors.clientId" }],
    });
  await accessOf(db, viewer, options.conversationId);

  const existing = async () => {
    if (!clientMessageId) return null;
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(
        and(eq(chatMessages.senderUserId, viewer.id), eq(chatMessages.clientMessageId, clientMessageId)),
      );
    if (!row) return null;
    if (row.conversationId !== options.conversationId) throw new AppError("CONFLICT");
    return { message: (await messageViews(db, [row]))[0]!, created: false, effects: noEffects() };
  };
  const already = await existing();
  if (already) return already;

  const upload = file
    ? await saveUpload({ db, storage, ownerUserId: viewer.id, purpose: "chat_attachment", file })
    : null;
  const now = options.now ?? new Date();
  // The file is stored before the message's transaction (images are re-encoded, which takes a
  // while); when no message comes to point at it, it goes again, so a refused send leaves nothing
  // (a failure to delete it must not hide why the send failed: as saveUpload's own clean-up).
  const forget = async () => {
    if (upload) await Promise.allSettled([deleteUpload({ db, storage, uploadId: upload.id })]);
  };
  const sent = await runTransaction(db, async (tx) => {
    const access = await accessOf(tx, viewer, options.conversationId, true);
    const [row] = await tx
      .insert(chatMessages)
      .values({
        conversationId: access.conversation.id,
        senderUserId: viewer.id,
        fromSupport: access.asSupport,
        body,
        uploadId: upload?.id ?? null,
        attachmentName: upload?.originalName ?? null,
        attachmentType: upload?.mimeType ?? null,
        attachmentSize: upload?.sizeBytes ?? null,
        clientMessageId: clientMessageId ?? null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null; // a concurrent retry stored it first
    const previousLast = access.conversation.lastMessageId;
    const [conversation] = await tx
      .update(chatConversations)
      .set({
        lastMessageId: row.id,
        lastMessageAt: now,
        ...(access.asSupport ? { supportReadMessageId: row.id } : {}),
      })
      .where(eq(chatConversations.id, access.conversation.id))
      .returning();
    // The writer has read what they answered.
    const recipients = await tx
      .select()
      .from(chatParticipants)
      .where(
        and(eq(chatParticipants.conversationId, row.conversationId), ne(chatParticipants.userId, viewer.id)),
      );
    await tx
      .update(chatParticipants)
      .set({ lastReadMessageId: row.id })
      .where(
        and(eq(chatParticipants.conversationId, row.conversationId), eq(chatParticipants.userId, viewer.id)),
      );
    const sender = (await describeUsers(tx, [viewer.id])).get(viewer.id);
    const message = messageView(row, sender?.name ?? "");
    // Once per burst: only a recipient who had read everything before this message is notified.
    const notices: NewNotification[] = recipients
      .filter((p) => p.lastReadMessageId >= previousLast)
      .map((p) => ({
        userId: p.userId,
        event: "chat_message",
        auctionId: null,
        params: {
          conversationId: row.conversationId,
          senderName: access.asSupport ? "" : (sender?.name ?? ""),
          support: access.asSupport ? 1 : 0,
        },
      }));
    if (access.asSupport)
      await recordAudit(tx, {
        actorUserId: viewer.id,
        action: "chat.answer",
        subjectType: "chat_conversation",
        subjectId: row.conversationId,
        details: { messageId: row.id, length: body.length, attachment: upload !== null },
        createdAt: now,
      });
    const events = await chatEvents(tx, conversation!, message);
    return { message, created: true, effects: await recordEffects(tx, { notices, events, now }) };
  }).catch(async (error: unknown) => {
    await forget();
    throw error;
  });
  if (sent) return sent;
  // A concurrent retry stored the message with its own copy of the file.
  await forget();
  const stored = await existing();
  if (!stored) throw new AppError("CONFLICT");
  return stored;
}

/**
 * Marks the conversation read up to its latest message (or `upTo`, when earlier) for the viewer: a
 * participant's own position, or, answering as support, the committee's shared one. Never moves
 * back. The viewer's other tabs hear the new count live.
 */
export async function markChatRead(
  db: Db,
  viewer: ChatViewer,
  options: { conversationId: string; upTo?: number; now?: Date },
): Promise<{ unread: number; effects: Effects }> {
  const now = options.now ?? new Date();
  return runTransaction(db, async (tx) => {
    const access = await accessOf(tx, viewer, options.conversationId);
    const last = access.conversation.lastMessageId;
    const upTo = Math.min(options.upTo ?? last, last);
    if (access.participant) {
      await tx
        .update(chatParticipants)
        .set({ lastReadMessageId: sql`greatest(${chatParticipants.lastReadMessageId}, ${upTo})` })
        .where(
          and(
            eq(chatParticipants.conversationId, access.conversation.id),
            eq(chatParticipants.userId, viewer.id),
          ),
        );
    } else {
      await tx
        .update(chatConversations)
        .set({ supportReadMessageId: sql`greatest(${chatConversations.supportReadMessageId}, ${upTo})` })
        .where(eq(chatConversations.id, access.conversation.id));
    }
    const events = await chatEvents(tx, access.conversation, null, viewer.id);
    const unread = await countUnreadChat(tx, viewer.id);
    return { unread, effects: await recordEffects(tx, { events, now }) };
  });
}

/** An attachment's bytes for a viewer who may read its conversation; NOT_FOUND otherwise. */
export async function readChatAttachment(
  deps: { db: Db; storage: FileStorage },
  viewer: ChatViewer,
  options: { conversationId: string; messageId: number },
): Promise<{ name: string; type: string; bytes: Uint8Array<ArrayBuffer> }> {
  const access = await accessOf(deps.db, viewer, options.conversationId);
  const [row] = await deps.db
    .select({ uploadId: chatMessages.uploadId, name: chatMessages.attachmentName })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.id, options.messageId), eq(chatMessages.conversationId, access.conversation.id)),
    );
  if (!row?.uploadId) throw new AppError("NOT_FOUND");
  const found = await readUploadBytes({ db: deps.db, storage: deps.storage, id: row.uploadId });
  if (!found) throw new AppError("NOT_FOUND");
  return { name: row.name ?? found.upload.originalName, type: found.upload.mimeType, bytes: found.bytes };
}
