import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, chatMessages, uploads } from "~/db/schema";
import type { UserRole } from "~/modules/accounts/roles";
import { createSession } from "~/modules/accounts/sessions.server";
import { MAX_UPLOAD_BYTES } from "~/modules/uploads/file-type";
import { createUser } from "../../tests/factories/accounts";
import { createAuction, createPlace } from "../../tests/factories/auctions";
import {
  apiClient,
  asFormData,
  binary,
  callerHeaders,
  offContract,
  type Caller,
} from "../../tests/support/api-client";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";
import { TEST_ORIGIN } from "../../tests/support/http-client";

/*
 * Chat through the API (issue 16): a message's attachment sent as multipart/form-data, as every
 * upload of the API is, and read back through the API by who may read the conversation. The
 * module's own rules (who reads, idempotency, notices) are tested in app/modules/chat.
 */

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
let database: Database;
let app: ReturnType<typeof createTestHttpApp>;
let api: ReturnType<typeof apiClient>;
let png: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestHttpApp(database, { env: { DATA_DIR: "tests/.tmp/chat-api" } });
  api = apiClient(app);
  png = new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a6" } })
      .png()
      .toBuffer(),
  );
});
afterAll(async () => {
  await database.close();
});

async function signedIn(options: { roles?: UserRole[]; name?: string } = {}) {
  const { user } = await createUser(database, options);
  const { token } = await createSession({
    db: database.db,
    userId: user.id,
    now: new Date(),
    client: { ip: null, userAgent: null },
  });
  return { user, token };
}

/** A bidder and the property's owner (its selling agent) in their conversation about an auction. */
async function agentConversation() {
  const bidder = await signedIn({ name: "المزايد" });
  const owner = await signedIn({ roles: ["bidder", "owner"], name: "المالك" });
  const place = await createPlace(database.db);
  const { auction } = await createAuction(database.db, place, { property: { ownerUserId: owner.user.id } });
  const started = await api.POST("/me/chat/conversations", {
    headers: callerHeaders({ bearer: bidder.token }),
    body: { kind: "agent", auctionId: auction.id },
  });
  return { bidder, owner, id: started.data!.conversationId };
}

const file = (bytes: Uint8Array, name: string, type = "application/pdf") =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

type Parts = { body?: string; clientMessageId?: string; attachment?: File | string };

/** Sends a message as multipart/form-data, as an app would (a bearer token, no Origin). */
function sendForm(caller: Caller, id: string, parts: Parts) {
  const { attachment, ...fields } = parts;
  return api.POST("/me/chat/conversations/{id}/messages", {
    params: { path: { id } },
    headers: callerHeaders({ origin: null, ...caller }),
    body: { ...fields, ...(attachment === undefined ? {} : { attachment: binary(attachment as Blob) }) },
    bodySerializer: asFormData,
  });
}

const readAttachment = (caller: Caller, id: string, messageId: number) =>
  api.GET("/me/chat/conversations/{id}/messages/{messageId}/attachment", {
    params: { path: { id, messageId } },
    headers: callerHeaders(caller),
    parseAs: "arrayBuffer",
  });

const thread = (caller: Caller, id: string) =>
  api.GET("/me/chat/conversations/{id}/messages", {
    params: { path: { id } },
    headers: callerHeaders(caller),
  });

async function storedFor(userId: string, conversationId: string) {
  const files = await database.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.ownerUserId, userId), eq(uploads.purpose, "chat_attachment")));
  const messages = await database.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId));
  return { files: files.length, messages: messages.length };
}

describe("POST /api/v1/me/chat/conversations/{id}/messages with an attachment", () => {
  it("sends a file alone or with text, once per message id, for the other participant to read through the API", async () => {
    const { bidder, owner, id } = await agentConversation();
    const clientMessageId = crypto.randomUUID();
    const sent = await sendForm({ bearer: bidder.token }, id, {
      clientMessageId,
      attachment: file(PDF, "عرض السعر.pdf"),
    });
    expect(sent.response.status).toBe(201);
    const message = sent.data!;
    const href = `/api/v1/me/chat/conversations/${id}/messages/${message.id}/attachment`;
    expect(message).toMatchObject({
      body: "",
      clientMessageId,
      attachment: { name: "عرض السعر.pdf", type: "application/pdf", size: PDF.length, href },
    });

    // A retry answers the stored message and keeps no second copy of the file.
    const again = await sendForm({ bearer: bidder.token }, id, {
      clientMessageId,
      attachment: file(PDF, "عرض السعر.pdf"),
    });
    expect(again.response.status).toBe(200);
    expect(again.data!.id).toBe(message.id);
    expect(await storedFor(bidder.user.id, id)).toEqual({ files: 1, messages: 1 });

    // An image with text: re-encoded as WebP, as on the page.
    const photo = await sendForm({ bearer: bidder.token }, id, {
      body: "  صورة الواجهة  ",
      clientMessageId: crypto.randomUUID(),
      attachment: file(png, "front.png", "image/png"),
    });
    expect(photo.response.status).toBe(201);
    expect(photo.data).toMatchObject({
      body: "صورة الواجهة",
      attachment: { name: "front.webp", type: "image/webp" },
    });

    // The thread describes each attachment with its address; text sent as JSON still has none.
    const text = await api.POST("/me/chat/conversations/{id}/messages", {
      params: { path: { id } },
      headers: callerHeaders({ bearer: owner.token }),
      body: { body: "وصل الملف، شكرًا", clientMessageId: crypto.randomUUID() },
    });
    expect(text.response.status).toBe(201);
    expect(text.data!.attachment).toBeNull();
    const read = await thread({ bearer: owner.token }, id);
    expect(read.data!.messages.map((m) => m.attachment?.href ?? null)).toEqual([
      href,
      `/api/v1/me/chat/conversations/${id}/messages/${photo.data!.id}/attachment`,
      null,
    ]);

    // The other participant reads the file at that address, as sent, sandboxed and never cached.
    const res = await app.request(`${TEST_ORIGIN}${href}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent("عرض السعر.pdf")}`,
      "content-security-policy": "sandbox; default-src 'none'",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    const image = await readAttachment({ cookie: bidder.token }, id, photo.data!.id);
    expect(image.response.status).toBe(200);
    expect(image.response.headers.get("content-type")).toBe("image/webp");
    expect(image.response.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(new Uint8Array(image.data!).byteLength).toBe(photo.data!.attachment!.size);
  });

  it("lets only the participants read it: anyone else, the committee included, hears 404", async () => {
    const { bidder, id } = await agentConversation();
    const sent = await sendForm({ bearer: bidder.token }, id, {
      clientMessageId: crypto.randomUUID(),
      attachment: file(PDF, "deed.pdf"),
    });
    const messageId = sent.data!.id;
    const stranger = await signedIn();
    const member = await signedIn({ roles: ["committee"] });
    for (const caller of [stranger, member]) {
      const res = await readAttachment({ bearer: caller.token, lang: "en" }, id, messageId);
      expect(res.response.status).toBe(404);
      expect(res.error).toMatchObject({ code: "NOT_FOUND" });
      // Nor may they add one to it: refused before the file is stored.
      const write = await sendForm({ bearer: caller.token }, id, {
        clientMessageId: crypto.randomUUID(),
        attachment: file(PDF, "x.pdf"),
      });
      expect(write.response.status).toBe(404);
      expect(await storedFor(caller.user.id, id)).toEqual({ files: 0, messages: 1 });
    }
    const arabic = await readAttachment({ bearer: stranger.token }, id, messageId);
    expect(arabic.error!.detail).toMatch(/[\u0600-\u06FF]/);
    expect((await readAttachment({}, id, messageId)).response.status).toBe(401);
    // A message with no file, and a message of another conversation, are not found either.
    const textOnly = await sendForm({ bearer: bidder.token }, id, {
      body: "بلا ملف",
      clientMessageId: crypto.randomUUID(),
    });
    expect((await readAttachment({ bearer: bidder.token }, id, textOnly.data!.id)).response.status).toBe(404);
    const elsewhere = await agentConversation();
    expect(
      (await readAttachment({ bearer: elsewhere.bidder.token }, elsewhere.id, messageId)).response.status,
    ).toBe(404);
    const malformed = await readAttachment(
      { bearer: bidder.token, lang: "en" },
      id,
      offContract<number>("1e3"),
    );
    expect(malformed.response.status).toBe(400);
  });

  it("is read and answered with a file by the support desk on a support conversation, audited", async () => {
    const user = await signedIn({ name: "السائل" });
    const member = await signedIn({ roles: ["committee"] });
    const started = await api.POST("/me/chat/conversations", {
      headers: callerHeaders({ bearer: user.token }),
      body: { kind: "support" },
    });
    const id = started.data!.conversationId;
    const asked = await sendForm({ bearer: user.token }, id, {
      body: "هذا إيصال التحويل",
      clientMessageId: crypto.randomUUID(),
      attachment: file(PDF, "receipt.pdf"),
    });
    expect((await readAttachment({ bearer: member.token }, id, asked.data!.id)).response.status).toBe(200);
    const answer = await sendForm({ bearer: member.token }, id, {
      clientMessageId: crypto.randomUUID(),
      attachment: file(png, "steps.png", "image/png"),
    });
    expect(answer.response.status).toBe(201);
    expect(answer.data).toMatchObject({ fromSupport: true, attachment: { type: "image/webp" } });
    expect((await readAttachment({ bearer: user.token }, id, answer.data!.id)).response.status).toBe(200);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "chat.answer"), eq(auditLog.subjectId, id)));
    expect(audit).toMatchObject({ actorUserId: member.user.id, details: { attachment: true } });
  });

  it("refuses bad input with the problem in the caller's language, changing nothing", async () => {
    const { bidder, id } = await agentConversation();
    const before = await storedFor(bidder.user.id, id);
    const fresh = () => crypto.randomUUID();
    const send = (parts: Parts, lang: "ar" | "en" = "en") =>
      sendForm({ bearer: bidder.token, lang }, id, parts);

    // The wrong type by content, whatever its name and part header say.
    const exe = file(new TextEncoder().encode("MZ\x90\x00 not a document"), "offer.pdf");
    const wrongType = await send({ clientMessageId: fresh(), attachment: exe });
    expect(wrongType.response.status).toBe(415);
    expect(wrongType.error).toMatchObject({
      code: "UPLOAD_TYPE_NOT_ALLOWED",
      detail: "Only JPEG, PNG, WebP or PDF files are accepted.",
    });
    expect((await send({ clientMessageId: fresh(), attachment: exe }, "ar")).error!.detail).toBe(
      "يُقبل الملف بصيغة JPEG أو PNG أو WebP أو PDF فقط.",
    );

    // Over 10 MB: the file (checked by the uploads module), and a body past the upload limit.
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PDF);
    const tooLarge = await send({ clientMessageId: fresh(), attachment: file(big, "big.pdf") });
    expect(tooLarge.response.status).toBe(413);
    expect(tooLarge.error).toMatchObject({
      code: "UPLOAD_TOO_LARGE",
      detail: "The file is larger than 10 MB. Choose a smaller file.",
    });
    const huge = new Uint8Array(MAX_UPLOAD_BYTES + 128 * 1024);
    huge.set(PDF);
    const overLimit = await send({ clientMessageId: fresh(), attachment: file(huge, "huge.pdf") }, "ar");
    expect(overLimit.response.status).toBe(413);
    expect(overLimit.error).toMatchObject({
      code: "UPLOAD_TOO_LARGE",
      detail: "حجم الملف أكبر من 10 ميغابايت. اختر ملفًا أصغر.",
    });

    // Empty: no text and no file, or only an empty file part (a form with no file chosen).
    const issues = async (parts: Parts, lang: "ar" | "en" = "en") => {
      const res = await send(parts, lang);
      expect(res.response.status).toBe(422);
      expect(res.error!.code).toBe("VALIDATION");
      return res.error!.issues;
    };
    const empty = [{ path: "body", message: "Write a message or attach a file." }];
    expect(await issues({ body: "   ", clientMessageId: fresh() })).toEqual(empty);
    expect(await issues({ clientMessageId: fresh(), attachment: file(new Uint8Array(0), "") })).toEqual(
      empty,
    );
    expect(await issues({ clientMessageId: fresh() }, "ar")).toEqual([
      { path: "body", message: "اكتب رسالة أو أرفق ملفًا." },
    ]);
    // The page's field rules, and the API's own: an id, one file, sent as a file.
    expect(
      await issues({ body: "ا".repeat(2001), clientMessageId: fresh(), attachment: file(PDF, "a.pdf") }),
    ).toEqual([{ path: "body", message: "The message is longer than 2,000 characters." }]);
    expect(await issues({ body: "بلا معرّف", attachment: file(PDF, "a.pdf") })).toEqual([
      { path: "clientMessageId", message: "Required field" },
    ]);
    expect(await issues({ body: "معرّف خاطئ", clientMessageId: "not-a-uuid" })).toEqual([
      { path: "clientMessageId", message: "The message id is not valid." },
    ]);
    expect(await issues({ body: "نص", clientMessageId: fresh(), attachment: "not a file" })).toEqual([
      { path: "attachment", message: "Only JPEG, PNG, WebP or PDF files are accepted." },
    ]);
    const twoFiles = new FormData();
    twoFiles.append("clientMessageId", fresh());
    twoFiles.append("attachment", file(PDF, "one.pdf"));
    twoFiles.append("attachment", file(PDF, "two.pdf"));
    const two = await app.request(`${TEST_ORIGIN}/api/v1/me/chat/conversations/${id}/messages`, {
      method: "POST",
      headers: { Authorization: `Bearer ${bidder.token}`, "Accept-Language": "ar" },
      body: twoFiles,
    });
    expect(two.status).toBe(422);
    expect((await two.json()).issues).toEqual([
      { path: "attachment", message: "أرفق ملفًا واحدًا فقط في الرسالة." },
    ]);
    // No body at all.
    const none = await app.request(`${TEST_ORIGIN}/api/v1/me/chat/conversations/${id}/messages`, {
      method: "POST",
      headers: { Authorization: `Bearer ${bidder.token}`, "Accept-Language": "en" },
    });
    expect(none.status).toBe(422);
    expect((await none.json()).code).toBe("VALIDATION");

    // No such conversation: 404 before the file is stored.
    const nowhere = await sendForm({ bearer: bidder.token, lang: "en" }, crypto.randomUUID(), {
      clientMessageId: fresh(),
      attachment: file(PDF, "a.pdf"),
    });
    expect(nowhere.response.status).toBe(404);
    expect(nowhere.error).toMatchObject({ code: "NOT_FOUND" });

    expect(await storedFor(bidder.user.id, id)).toEqual(before);
  });
});
