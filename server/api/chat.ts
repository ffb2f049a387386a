import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { AppError } from "~/lib/errors";
import { CHAT_PAGE_SIZE, chatKinds, MAX_CHAT_MESSAGE_LENGTH } from "~/modules/chat/chat-kinds";
import {
  listConversations,
  listSupportInbox,
  markChatRead,
  readThread,
  sendChatMessage,
  startAgentConversation,
  startSupportConversation,
} from "~/modules/chat/chat.server";
import { runWrite } from "~/modules/notifications/effects.server";
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
} from "./schemas";

/*
 * Chat in the API (issue 16): a user's conversations under /me/chat (with an auction's selling
 * agent, with support), and the committee's support inbox under /admin/chat. The pages
 * (/profile/chat, /admin/chat) call the same operations (app/modules/chat), which check on every
 * call that the caller may read the conversation (anyone else: 404). Sending is idempotent by the
 * client's message id. New messages also arrive on the user's live channel (`chat` events, GET /events).
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
      .object({ name: z.string(), type: z.string(), size: z.number().int() })
      .nullable()
      .openapi({ description: "Read it on the chat page: /profile/chat/{conversationId}/files/{id}" }),
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

const SendBody = z
  .object({
    body: z.string().min(1).max(MAX_CHAT_MESSAGE_LENGTH),
    clientMessageId: z.uuid().openapi({
      description:
        "A new UUID per message: a retry with the same id answers the stored message, never a second one",
    }),
  })
  .openapi("ChatSend");

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
      return c.json(await readThread(db, viewer, { conversationId: id, before, limit }), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/me/chat/conversations/{id}/messages",
      tags,
      summary: "Send a message",
      description:
        `Text of 1 to ${MAX_CHAT_MESSAGE_LENGTH} characters (attachments are sent from the chat page). ` +
        "Idempotent by `clientMessageId`: a retry answers 200 with the stored message.",
      request: { params: UuidParams("a conversation"), body: jsonBody(SendBody) },
      responses: {
        200: json(MessageSchema, "Already sent (a retry)"),
        201: json(MessageSchema, "Sent"),
        401: guestProblem,
        404: notFound,
        409: problemResponse("This message id was used in another conversation (CONFLICT)"),
        422: problemResponse("Invalid fields (VALIDATION)"),
      },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const { id } = c.req.valid("param");
      const { body, clientMessageId } = c.req.valid("json");
      const sent = await runWrite(services, (db) =>
        sendChatMessage({ db, storage: storageFromConfig(services.config) }, viewer, {
          conversationId: id,
          body,
          clientMessageId,
        }),
      );
      return c.json(sent.message, sent.created ? 201 : 200);
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
