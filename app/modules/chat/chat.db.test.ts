import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, chatMessages, notifications, uploads } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { createLocalStorage } from "~/storage/local-storage.server";
import { createUser } from "../../../tests/factories/accounts";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createTestDatabase } from "../../../tests/support/database";
import { ChatMessageSchema } from "./chat-schema";
import {
  countUnansweredSupport,
  countUnreadChat,
  listConversations,
  listSupportInbox,
  markChatRead,
  readChatAttachment,
  readThread,
  sendChatMessage,
  startAgentConversation,
  startSupportConversation,
} from "./chat.server";

let database: Database;
const storage = createLocalStorage(path.join(mkdtempSync(path.join(tmpdir(), "mazad-chat-")), "uploads"));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const viewer = (user: { id: string; roles: string[] }) => ({ id: user.id, roles: user.roles });

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return "resolved";
}

async function setup() {
  const { db } = database;
  const place = await createPlace(db);
  const { user: owner } = await createUser(database, { roles: ["bidder", "owner"], name: "المالك" });
  const { user: bidder } = await createUser(database, { name: "المزايد" });
  const { user: stranger } = await createUser(database);
  const { user: member } = await createUser(database, { roles: ["committee"] });
  const { auction } = await createAuction(db, place, { property: { ownerUserId: owner.id } });
  const { auction: agentless } = await createAuction(db, place);
  return { db, owner, bidder, stranger, member, auction, agentless };
}

describe("chat with a property's selling agent", () => {
  it("reaches the property's owner; only the two of them read or write it", async () => {
    const { db, owner, bidder, stranger, member, auction, agentless } = await setup();
    const { conversationId } = await startAgentConversation(db, { userId: bidder.id, auctionId: auction.id });
    // Starting again finds the same conversation.
    expect(await startAgentConversation(db, { userId: bidder.id, auctionId: auction.id })).toEqual({
      conversationId,
    });
    expect(await codeOf(startAgentConversation(db, { userId: owner.id, auctionId: auction.id }))).toBe(
      "CHAT_OWN_PROPERTY",
    );
    // The factory's agent has no account, and the property no owner: nobody to write to.
    expect(await codeOf(startAgentConversation(db, { userId: bidder.id, auctionId: agentless.id }))).toBe(
      "CHAT_NO_AGENT",
    );
    expect(await codeOf(startAgentConversation(db, { userId: bidder.id, auctionId: 2_000_000_000 }))).toBe(
      "NOT_FOUND",
    );

    const sent = await sendChatMessage({ db, storage }, viewer(bidder), {
      conversationId,
      body: "  هل السعر قابل للتفاوض؟ <b>?</b>  ",
      clientMessageId: randomUUID(),
    });
    expect(sent.created).toBe(true);
    expect(sent.message.body).toBe("هل السعر قابل للتفاوض؟ <b>?</b>");
    const thread = await readThread(db, viewer(owner), { conversationId });
    expect(thread.messages.map((m) => m.body)).toEqual([sent.message.body]);
    expect(thread.conversation.counterpartName).toBe("المزايد");
    expect((await listConversations(db, viewer(bidder)))[0]?.counterpartName).toBe("المالك");

    // Anyone else, a committee member included (this is not support), hears NOT_FOUND.
    for (const other of [stranger, member]) {
      expect(await codeOf(readThread(db, viewer(other), { conversationId }))).toBe("NOT_FOUND");
      expect(
        await codeOf(sendChatMessage({ db, storage }, viewer(other), { conversationId, body: "مرحبا" })),
      ).toBe("NOT_FOUND");
      expect(await codeOf(markChatRead(db, viewer(other), { conversationId }))).toBe("NOT_FOUND");
      expect(
        await codeOf(
          readChatAttachment({ db, storage }, viewer(other), { conversationId, messageId: sent.message.id }),
        ),
      ).toBe("NOT_FOUND");
      expect(await listConversations(db, viewer(other))).toEqual([]);
    }
    expect(await codeOf(readThread(db, viewer(owner), { conversationId: "not-a-uuid" }))).toBe("NOT_FOUND");
  });

  it("counts unread messages per reader, and notifies once per unread burst", async () => {
    const { db, owner, bidder, auction } = await setup();
    const { conversationId } = await startAgentConversation(db, { userId: bidder.id, auctionId: auction.id });
    for (const body of ["أولى", "ثانية", "ثالثة"])
      await sendChatMessage({ db, storage }, viewer(bidder), { conversationId, body });
    expect(await countUnreadChat(db, owner.id)).toBe(3);
    expect(await countUnreadChat(db, bidder.id)).toBe(0);
    expect((await listConversations(db, viewer(owner)))[0]?.unread).toBe(3);
    const notices = () =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.id), eq(notifications.event, "chat_message")));
    // Three messages in a row: one notification.
    expect(await notices()).toHaveLength(1);

    // Marking read never moves back, and a later message notifies again.
    const read = await markChatRead(db, viewer(owner), { conversationId });
    expect(read.unread).toBe(0);
    await markChatRead(db, viewer(owner), { conversationId, upTo: 1 });
    expect(await countUnreadChat(db, owner.id)).toBe(0);
    await sendChatMessage({ db, storage }, viewer(bidder), { conversationId, body: "رابعة" });
    expect(await countUnreadChat(db, owner.id)).toBe(1);
    expect(await notices()).toHaveLength(2);

    // The answer: the bidder's count, and the owner's own message is read by them.
    const answer = await sendChatMessage({ db, storage }, viewer(owner), { conversationId, body: "نعم" });
    expect(await countUnreadChat(db, bidder.id)).toBe(1);
    expect(await countUnreadChat(db, owner.id)).toBe(0);
    // Each side hears the message live on its own channel, with its count.
    const events = answer.effects.liveEvents.filter((e) => e.type === "chat");
    expect(events.map((e) => e.channel).sort()).toEqual([`u:${bidder.id}`, `u:${owner.id}`].sort());
    const toBidder = events.find((e) => e.channel === `u:${bidder.id}`);
    expect(toBidder?.type === "chat" && toBidder.payload.unread).toBe(1);
  });

  it("stores a retried send once, and refuses bad messages changing nothing", async () => {
    const { db, owner, bidder, auction } = await setup();
    const { conversationId } = await startAgentConversation(db, { userId: bidder.id, auctionId: auction.id });
    const clientMessageId = randomUUID();
    const first = await sendChatMessage({ db, storage }, viewer(bidder), {
      conversationId,
      body: "مرة",
      clientMessageId,
    });
    const again = await sendChatMessage({ db, storage }, viewer(bidder), {
      conversationId,
      body: "مرة",
      clientMessageId,
    });
    expect(again.created).toBe(false);
    expect(again.message.id).toBe(first.message.id);
    expect(again.effects.liveEvents).toEqual([]);
    const both = await Promise.all(
      [0, 1].map(() =>
        sendChatMessage({ db, storage }, viewer(bidder), {
          conversationId,
          body: "معًا",
          clientMessageId: first.message.clientMessageId!,
        }),
      ),
    );
    expect(new Set(both.map((s) => s.message.id))).toEqual(new Set([first.message.id]));
    const count = async () =>
      (await db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId))).length;
    expect(await count()).toBe(1);
    expect(await countUnreadChat(db, owner.id)).toBe(1);

    expect(
      await codeOf(sendChatMessage({ db, storage }, viewer(bidder), { conversationId, body: "   " })),
    ).toBe("VALIDATION");
    expect(
      await codeOf(
        sendChatMessage({ db, storage }, viewer(bidder), { conversationId, body: "ا".repeat(2001) }),
      ),
    ).toBe("VALIDATION");
    expect(
      await codeOf(
        sendChatMessage({ db, storage }, viewer(bidder), {
          conversationId,
          body: "ملف",
          file: { name: "x.exe", bytes: new TextEncoder().encode("MZ not a picture") },
        }),
      ),
    ).toBe("UPLOAD_TYPE_NOT_ALLOWED");
    expect(await count()).toBe(1);
    // The shared schema says the same, in a message key.
    const tooLong = ChatMessageSchema.safeParse({ body: "ا".repeat(2001) });
    expect(tooLong.success ? null : tooLong.error.issues[0]?.message).toBe("chat.errors.tooLong");

    // A PDF attachment: stored, read back by the other participant.
    const withFile = await sendChatMessage({ db, storage }, viewer(bidder), {
      conversationId,
      body: "",
      file: { name: "عرض.pdf", bytes: pdf },
    });
    expect(withFile.message.attachment).toMatchObject({ type: "application/pdf" });
    const file = await readChatAttachment({ db, storage }, viewer(owner), {
      conversationId,
      messageId: withFile.message.id,
    });
    expect(file.bytes).toEqual(pdf);
  });
  it("keeps one copy of a file that concurrent retries both sent", async () => {
    const { db, bidder, auction } = await setup();
    const { conversationId } = await startAgentConversation(db, { userId: bidder.id, auctionId: auction.id });
    const files = async () =>
      (
        await db
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(eq(uploads.ownerUserId, bidder.id), eq(uploads.purpose, "chat_attachment")))
      ).map((row) => row.id);
    const clientMessageId = randomUUID();
    const both = await Promise.all(
      [0, 1].map(() =>
        sendChatMessage({ db, storage }, viewer(bidder), {
          conversationId,
          body: "",
          clientMessageId,
          file: { name: "عرض.pdf", bytes: pdf },
        }),
      ),
    );
    expect(both.map((s) => s.created).sort()).toEqual([false, true]);
    const [row] = await db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId));
    expect(await files()).toEqual([row!.uploadId]);
  });
});

describe("chat with support", () => {
  it("is read and answered by any committee member, as support, audited", async () => {
    const { db, bidder, stranger, member } = await setup();
    const { user: other } = await createUser(database, { roles: ["admin"] });
    const { conversationId } = await startSupportConversation(db, { userId: bidder.id });
    expect(await startSupportConversation(db, { userId: bidder.id })).toEqual({ conversationId });
    const before = await countUnansweredSupport(db);
    const asked = await sendChatMessage({ db, storage }, viewer(bidder), {
      conversationId,
      body: "كيف أسترد التأمين؟",
    });
    expect(await countUnansweredSupport(db)).toBe(before + 1);
    // Every committee member hears it live.
    expect(asked.effects.liveEvents.some((e) => e.channel === `u:${member.id}` && e.type === "chat")).toBe(
      true,
    );

    const inbox = await listSupportInbox(db, viewer(member));
    expect(inbox.find((c) => c.id === conversationId)).toMatchObject({
      unread: 1,
      counterpartName: "المزايد",
    });
    expect(await codeOf(listSupportInbox(db, viewer(stranger)))).toBe("FORBIDDEN");
    expect(await codeOf(readThread(db, viewer(stranger), { conversationId }))).toBe("NOT_FOUND");

    const thread = await readThread(db, viewer(member), { conversationId });
    expect(thread.asSupport).toBe(true);
    const answer = await sendChatMessage({ db, storage }, viewer(other), {
      conversationId,
      body: "من المحفظة.",
    });
    expect(answer.message.fromSupport).toBe(true);
    expect(await countUnansweredSupport(db)).toBe(before);
    expect(await countUnreadChat(db, bidder.id)).toBe(1);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "chat.answer"), eq(auditLog.subjectId, conversationId)));
    expect(audit?.actorUserId).toBe(other.id);
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, bidder.id), eq(notifications.event, "chat_message")));
    expect(notice?.params).toMatchObject({ conversationId, support: 1 });
  });
});
