import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Services } from "~/context.server";
import { chatAttachmentResponse } from "~/lib/chat/chat-attachment-response.server";
import { AppError } from "~/lib/errors";
import { CHAT_PAGE_SIZE, chatKinds, MAX_CHAT_MESSAGE_LENGTH } from "~/modules/chat/chat-kinds";
import { ChatMessageSchema } from "~/modules/chat/chat-schema";
import {
  listConversations,
  listSupportInbox,
  markChatRead,
  readChatAttachment,
  readThread,
  sendChatMessage,
  startAgentConversation,
  startSupportConversation,
  type ChatMessageView,
} from "~/modules/chat/chat.server";
import { runWrite } from "~/modules/notifications/effects.server";
import { allowedUploadTypes } from "~/modules/uploads/file-type";
import { storageFromConfig } from "~/storage/storage-from-config.server";
import { requireAuth } from "../http/session-auth";
import {
  guestProblem,
  json,
  jsonBody,
  MAX_INTEGER_ID,
  problemResponse,
  timestamp,
  UuidParams,
  validationProblem,
} from "./schemas";

/*
 * Chat in the API (issue 16): a user's conversations under /me/chat (with an auction's selling
 * agent, with support), and the committee's support inbox under /admin/chat. The pages
 * (/profile/chat, /admin/chat) call the same operations (app/modules/chat), which check on every
 * call that the caller may read the conversation (anyone else: 404). Sending is idempotent by the
 * client's message id; a message carries text, an attachment sent as multipart/form-data as every
 * upload of the API is (checked by the uploads module, as the page's), or both; the attachment is
 * read back through the API. New messages also arrive on the user's live channel (`chat` events,
 * GET /events).
 */

const tags = ["Chat"];

const MessageSchema = z
  .object({
    id: z.number().int(),
    conversationId: z.uuid(),
    senderUserId: z.uuid(),
    senderName: z.string(),
    fromSupport: z.boolean().openapi({ description: "Written by a committee member answering as support" }),
    body: z.string().openapi({ description: "As written: show it escaped, direction-isolated" }),
    attachment: z
      .object({
        name: z
          .string()
          .openapi({ description: "The file's name as sent, cleaned; its extension the stored type's" }),
        type: z.string().openapi({
          description: "application/pdf, or image/webp (images are re-encoded as WebP)",
          example: "application/pdf",
        }),
        size: z.number().int().openapi({ description: "In bytes, as stored" }),
        href: z.string().openapi({
          description:
            "Where to GET the file through the API, with the same credentials (the conversation's participants; " +
            "on a support conversation the committee too): GET /me/chat/conversations/{id}/messages/{messageId}/attachment",
          example:
            "/api/v1/me/chat/conversations/5f0c3a52-8d1e-4b7a-9c2f-1e6d4a7b8c90/messages/42/attachment",
        }),
      })
      .nullable(),
    clientMessageId: z.uuid().nullable(),
    createdAt: timestamp,
  })
  .openapi("ChatMessage");

const ConversationSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(chatKinds),
    auctionId: z.number().int().nullable(),
    counterpartName: z
      .string()
      .openapi({ description: "The other side's name (empty: support, for a user)" }),
    property: z.object({ assetNumber: z.string(), titleAr: z.string(), titleEn: z.string() }).nullable(),
    lastMessage: z.object({ body: z.string(), hasAttachment: z.boolean(), createdAt: timestamp }).nullable(),
    unread: z.number().int(),
  })
  .openapi("ChatConversation");

const StartBody = z
  .object({
    kind: z.enum(chatKinds),
    auctionId: z
      .number()
      .int()
      .positive()
      .max(MAX_INTEGER_ID)
      .optional()
      .openapi({ description: "Required with kind `agent`: the auction whose selling agent is asked" }),
  })
  .openapi("ChatStart");

const clientMessageIdDescription =
  "A new UUID per message: a retry with the same id answers the stored message, never a second one";

const SendBody = z
  .object({
    body: z.string().min(1).max(MAX_CHAT_MESSAGE_LENGTH),
    clientMessageId: z.uuid().openapi({ description: clientMessageIdDescription }),
  })
  .openapi("ChatSend");

/**
 * The multipart body as the API document shows it: every part optional here, since it is parsed
 * with the chat page's own schema and messages (ChatMessageSchema) in the handler, and the file is
 * checked by its content by the uploads module (sendChatMessage), as the page's is.
 */
const SendForm = z
  .object({
    body: z
      .string()
      .optional()
      .openapi({
        description: `Up to ${MAX_CHAT_MESSAGE_LENGTH} characters; may be left out with an attachment`,
      }),
    clientMessageId: z
      .string()
      .optional()
      .openapi({ format: "uuid", description: `Required. ${clientMessageIdDescription}` }),
    attachment: z
      .any()
      .optional()
      .openapi({
        type: "string",
        format: "binary",
        description:
          "One file: a JPEG, PNG or WebP image or a PDF, by its content (not its name or part header); at most 10 MB. " +
          "Images are re-encoded as WebP, their metadata (GPS) dropped",
      }),
  })
  .openapi("ChatSendWithAttachment");

/** `{messageId}` in the path: a message's id (a positive whole number). */
const MessageParams = UuidParams("a conversation").extend({
  messageId: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, "must be a positive whole number")
    .transform(Number)
    .pipe(z.number().max(Number.MAX_SAFE_INTEGER, "is too large"))
    .openapi({
      param: { name: "messageId", in: "path" },
      type: "integer",
      minimum: 1,
      maximum: Number.MAX_SAFE_INTEGER,
      example: 42,
    }),
});

/** The address of a message's attachment in the API (GET, for who may read the conversation). */
const attachmentHref = (message: { conversationId: string; id: number }) =>
  `/api/v1/me/chat/conversations/${message.conversationId}/messages/${message.id}/attachment`;

/** A message as the API answers it: its attachment with the address to read it at. */
function messageBody(message: ChatMessageView) {
  return {
    ...message,
    attachment: message.attachment ? { ...message.attachment, href: attachmentHref(message) } : null,
  };
}

const isForm = (contentType: string) =>
  /^(?:multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType);

type SendFormValues = z.infer<typeof SendForm>;

/**
 * A multipart message's text, id and file, checked as the chat page checks its form
 * (ChatMessageSchema; an empty part is no file), with the API's own rules: the id is required,
 * and one file at most, sent as a file. The file's size and type are the uploads
 * module's to check (sendChatMessage).
 */
async function formMessage(c: Context, form: SendFormValues) {
  const parsed = ChatMessageSchema.safeParse({
    body: form.body,
    clientMessageId: form.clientMessageId || undefined,
  });
  const issues: { path: PropertyKey[]; message: string }[] = parsed.success ? [] : [...parsed.error.issues];
  if (!form.clientMessageId) issues.push({ path: ["clientMessageId"], message: "validation.required" });
  // An empty part is no file (what a form sends when none was chosen, as a file or as text).
  const parts = [form.attachment as unknown]
    .flat()
    .filter((part) => part !== undefined && part !== "" && !(part instanceof File && part.size === 0));
  const files = parts.filter((part): part is File => part instanceof File);
  if (parts.some((part) => !(part instanceof File)))
    issues.push({ path: ["attachment"], message: "uploads.errors.typeNotAllowed" });
  else if (files.length > 1) issues.push({ path: ["attachment"], message: "chat.errors.oneAttachment" });
  if (issues.length > 0 || !parsed.success) return validationProblem(c, issues);
  const file = files[0];
  return {
    body: parsed.data.body,
    clientMessageId: form.clientMessageId!,
    file: file ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : null,
  };
}

const ThreadQuery = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number)
    .optional()
    .openapi({
      param: { name: "before", in: "query" },
      type: "integer",
      description: "Messages before this id",
    }),
  limit: z
    .string()
    .regex(/^[1-9]\d{0,2}$/)
    .transform(Number)
    .pipe(z.number().max(100))
    .optional()
    .openapi({
      param: { name: "limit", in: "query" },
      type: "integer",
      description: `At most 100; default ${CHAT_PAGE_SIZE}`,
    }),
});

const notFound = problemResponse("No such conversation of yours");

export function registerChatRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;
  const viewerOf = (c: Parameters<typeof requireAuth>[0]) => {
    const { user } = requireAuth(c);
    return { id: user.id, roles: user.roles };
  };

  api.openapi(
    createRoute({
      method: "get",
      path: "/me/chat/conversations",
      tags,
      summary: "My conversations, the latest message first, with unread counts",
      responses: {
        200: json(z.object({ conversations: z.array(ConversationSchema), unread: z.number().int() }), "OK"),
        401: guestProblem,
      },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const conversations = await listConversations(db, viewer);
      c.header("Cache-Control", "private, no-store");
      return c.json({ conversations, unread: conversations.reduce((n, conv) => n + conv.unread, 0) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/me/chat/conversations",
      tags,
      summary: "Start (or find) my conversation with an auction's selling agent, or with support",
      request: { body: jsonBody(StartBody) },
      responses: {
        200: json(z.object({ conversationId: z.uuid() }), "The conversation"),
        401: guestProblem,
        404: problemResponse("No such published auction"),
        409: problemResponse("The agent has no account to write to (CHAT_NO_AGENT)"),
        422: problemResponse("Invalid fields (VALIDATION), or your own property (CHAT_OWN_PROPERTY)"),
      },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const { kind, auctionId } = c.req.valid("json");
      if (kind === "support") return c.json(await startSupportConversation(db, { userId: viewer.id }), 200);
      if (auctionId === undefined)
        throw new AppError("VALIDATION", { issues: [{ path: "auctionId", message: "validation.required" }] });
      return c.json(await startAgentConversation(db, { userId: viewer.id, auctionId }), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/me/chat/conversations/{id}/messages",
      tags,
      summary: "A page of a conversation's messages, oldest first (mine, or support's for the committee)",
      request: { params: UuidParams("a conversation"), query: ThreadQuery },
      responses: {
        200: json(
          z
            .object({
              conversation: ConversationSchema,
              asSupport: z.boolean(),
              messages: z.array(MessageSchema),
              hasOlder: z.boolean(),
              lastReadMessageId: z.number().int(),
            })
            .openapi("ChatThread"),
          "OK",
        ),
        401: guestProblem,
        404: notFound,
      },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const { id } = c.req.valid("param");
      const { before, limit } = c.req.valid("query");
      c.header("Cache-Control", "private, no-store");
      const thread = await readThread(db, viewer, { conversationId: id, before, limit });
      return c.json({ ...thread, messages: thread.messages.map(messageBody) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/me/chat/conversations/{id}/messages",
      tags,
      summary: "Send a message: text, an attachment, or both",
      description:
        `application/json: text of 1 to ${MAX_CHAT_MESSAGE_LENGTH} characters. multipart/form-data: the same ` +
        "fields and an optional `attachment` (one JPEG, PNG or WebP image or PDF, checked by its content, at most " +
        "10 MB, as on the chat page); the text may then be left out. One of the two is required: a request " +
        "without a body is refused 422. Idempotent by `clientMessageId`: a retry answers 200 with the stored " +
        "message and stores no second copy of its file.",
      request: {
        params: UuidParams("a conversation"),
        // Not `required`: the framework would then check every request against both media types;
        // optional, each is checked when it is the one sent, and the handler refuses no body at all.
        body: {
          required: false,
          content: {
            "application/json": { schema: SendBody },
            "multipart/form-data": { schema: SendForm },
          },
        },
      },
      responses: {
        200: json(MessageSchema, "Already sent (a retry)"),
        201: json(MessageSchema, "Sent"),
        401: guestProblem,
        404: notFound,
        409: problemResponse("This message id was used in another conversation (CONFLICT)"),
        413: problemResponse(
          "The file is larger than 10 MB (UPLOAD_TOO_LARGE), or a JSON body over 64 KiB (PAYLOAD_TOO_LARGE)",
        ),
        415: problemResponse(
          "The attachment is not a JPEG, PNG or WebP image or a PDF (UPLOAD_TYPE_NOT_ALLOWED), or the body is " +
            "neither JSON nor a form (UNSUPPORTED_MEDIA_TYPE)",
        ),
        422: problemResponse(
          "Invalid fields, no text and no file, more than one file (VALIDATION), with each field's message",
        ),
      },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const { id } = c.req.valid("param");
      let message;
      if (isForm(c.req.header("content-type") ?? "")) {
        message = await formMessage(c, c.req.valid("form"));
        if (message instanceof Response) return message;
      } else {
        // JSON, or no body at all (then every field is missing).
        const parsed = SendBody.safeParse(c.req.valid("json"));
        if (!parsed.success) return validationProblem(c, parsed.error.issues);
        message = { ...parsed.data, file: null };
      }
      const sent = await runWrite(services, (db) =>
        sendChatMessage({ db, storage: storageFromConfig(services.config) }, viewer, {
          conversationId: id,
          ...message,
        }),
      );
      return c.json(messageBody(sent.message), sent.created ? 201 : 200);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/me/chat/conversations/{id}/messages/{messageId}/attachment",
      tags,
      summary:
        "A message's attachment (the conversation's participants; support's on a support conversation)",
      description:
        "The file as stored: a PDF, or an image (re-encoded as WebP; shown inline, anything else downloaded), " +
        "never cached, sandboxed. Who may not read the conversation hears 404, as for a message with no file.",
      request: { params: MessageParams },
      responses: {
        200: {
          description: "The file",
          content: Object.fromEntries(
            allowedUploadTypes.map((type) => [type, { schema: z.string().openapi({ format: "binary" }) }]),
          ),
        },
        401: guestProblem,
        404: problemResponse("No such conversation of yours, or no file on that message"),
      },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const { id, messageId } = c.req.valid("param");
      const file = await readChatAttachment({ db, storage: storageFromConfig(services.config) }, viewer, {
        conversationId: id,
        messageId,
      });
      return chatAttachmentResponse(file);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/me/chat/conversations/{id}/read",
      tags,
      summary: "Mark a conversation read (up to a message, or to its end)",
      request: {
        params: UuidParams("a conversation"),
        body: jsonBody(
          z
            .object({ upTo: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() })
            .openapi("ChatRead"),
        ),
      },
      responses: {
        200: json(z.object({ unread: z.number().int() }), "My unread messages now"),
        401: guestProblem,
        404: notFound,
        422: problemResponse("Invalid fields (VALIDATION)"),
      },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const { id } = c.req.valid("param");
      const { upTo } = c.req.valid("json");
      const result = await runWrite(services, (db) => markChatRead(db, viewer, { conversationId: id, upTo }));
      return c.json({ unread: result.unread }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/admin/chat",
      tags,
      summary: "The support inbox: conversations with unread user messages first (organizing committee)",
      responses: {
        200: json(z.object({ conversations: z.array(ConversationSchema) }).openapi("SupportInbox"), "OK"),
        401: guestProblem,
        403: problemResponse("Not a committee member"),
      },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      c.header("Cache-Control", "private, no-store");
      return c.json({ conversations: await listSupportInbox(db, viewer) }, 200);
    },
  );
}
