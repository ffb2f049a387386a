import { randomUUID } from "node:crypto";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { translate } from "~/i18n/instances.server";
import { requireCommitteePage, requirePageUser } from "~/lib/account-request.server";
import { AppError, errorCodes } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { userChannel } from "~/modules/live/live-channels";
import { readChannelPositions } from "~/modules/live/read-live-events.server";
import { ChatMessageSchema } from "~/modules/chat/chat-schema";
import {
  listConversations,
  listSupportInbox,
  markChatRead,
  readThread,
  sendChatMessage,
  startAgentConversation,
  startSupportConversation,
  type ChatThread,
  type ConversationSummary,
} from "~/modules/chat/chat.server";
import { runWrite } from "~/modules/notifications/effects.server";
import { storageFromConfig } from "~/storage/storage-from-config.server";

type Context = Readonly<RouterContextProvider>;
type Area = "profile" | "admin";

/*
 * The chat pages (issue 16): /profile/chat[/:id] for everyone, /admin/chat[/:id] for the
 * committee's support inbox. Both read and write through app/modules/chat, which checks on every
 * call who may read the conversation. Plain form posts work without JavaScript (a send redirects
 * back to the thread); with it the same forms are submitted by fetchers and messages arrive live.
 */

const base = (area: Area) => (area === "admin" ? "/admin/chat" : "/profile/chat");

export type ChatPageData = {
  area: Area;
  viewerId: string;
  conversations: ConversationSummary[];
  thread: ChatThread | null;
  /** A fresh id for the composer's next message: a repeated post of the same form stores it once. */
  clientMessageId: string;
  /** The viewer's channel position, read before the data (live events after it are news). */
  cursor: Record<string, number>;
};

export async function chatPageLoader(request: Request, context: Context, area: Area, id: string | undefined) {
  const user = area === "admin" ? requireCommitteePage(request, context) : requirePageUser(request, context);
  const services = getServices(context);
  const { db } = services.database;
  const cursor = await readChannelPositions({ db, channels: [userChannel(user.id)] });
  const viewer = { id: user.id, roles: user.roles };
  let thread: ChatThread | null = null;
  if (id !== undefined) {
    if (!isUuid(id)) throw data(null, { status: 404 });
    const beforeParam = new URL(request.url).searchParams.get("before");
    const before = beforeParam && /^[1-9]\d{0,15}$/.test(beforeParam) ? Number(beforeParam) : undefined;
    try {
      thread = await readThread(db, viewer, { conversationId: id, before });
      // In the admin area a member reads support conversations only; their own are in /profile.
      if (area === "admin" && !thread.asSupport) throw new AppError("NOT_FOUND");
      // Opening a conversation reads it (its latest message on this page).
      const last = thread.messages.at(-1)?.id;
      if (last !== undefined && last > thread.lastReadMessageId)
        await runWrite(
          services,
          async (db) => (await markChatRead(db, viewer, { conversationId: id, upTo: last })).effects,
        );
    } catch (error) {
      if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
      throw error;
    }
  }
  const conversations =
    area === "admin" ? await listSupportInbox(db, viewer) : await listConversations(db, viewer);
  return {
    area,
    viewerId: user.id,
    conversations,
    thread,
    clientMessageId: randomUUID(),
    cursor,
  } satisfies ChatPageData;
}

export type ChatActionData = {
  ok: boolean;
  /** The message's client id, on success: the composer forgets the draft it kept. */
  clientMessageId?: string;
  error?: string;
  fieldErrors?: Record<string, string>;
};

const intents = ["send", "read", "start-support", "start-agent"] as const;

/**
 * The pages' writes, by `intent`: send (text, attachment, client id), read (up to a message),
 * start a conversation with support or with an auction's selling agent. A bad field answers 400
 * in the page's language and changes nothing.
 */
export async function chatPageAction(request: Request, context: Context, area: Area, id: string | undefined) {
  const user = area === "admin" ? requireCommitteePage(request, context) : requirePageUser(request, context);
  const services = getServices(context);
  const { db } = services.database;
  const { lang } = getRequestInfo(context);
  const viewer = { id: user.id, roles: user.roles };
  const form = await request.formData();
  const intent = intents.find((i) => i === form.get("intent"));
  const page = (conversationId: string) => localizePath(`${base(area)}/${conversationId}`, lang);
  const problem = (error: AppError) => {
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.details?.issues ?? []) fieldErrors[issue.path] = translate(lang, issue.message);
    const first = Object.values(fieldErrors)[0];
    return data<ChatActionData>(
      { ok: false, error: first ?? translate(lang, errorCodes[error.code].message), fieldErrors },
      { status: error.status === 422 ? 400 : error.status },
    );
  };
  try {
    if (intent === "start-support" && area === "profile") {
      const { conversationId } = await startSupportConversation(db, { userId: user.id });
      throw redirect(page(conversationId));
    }
    if (intent === "start-agent" && area === "profile") {
      const raw = form.get("auctionId");
      const auctionId = typeof raw === "string" && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(auctionId) || auctionId > 2_147_483_647) throw new AppError("NOT_FOUND");
      const { conversationId } = await startAgentConversation(db, { userId: user.id, auctionId });
      throw redirect(page(conversationId));
    }
    if (id === undefined || !isUuid(id)) throw new AppError("NOT_FOUND");
    if (intent === "read") {
      const raw = form.get("upTo");
      const upTo = typeof raw === "string" && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
      await runWrite(
        services,
        async (db) => (await markChatRead(db, viewer, { conversationId: id, upTo })).effects,
      );
      return data<ChatActionData>({ ok: true });
    }
    if (intent !== "send") throw new AppError("BAD_REQUEST");
    const parsed = ChatMessageSchema.safeParse({
      body: form.get("body") ?? undefined,
      clientMessageId: form.get("clientMessageId") || undefined,
    });
    if (!parsed.success)
      throw new AppError("VALIDATION", {
        issues: parsed.error.issues.map((i) => ({ path: String(i.path[0] ?? "body"), message: i.message })),
      });
    const attachment = form.get("attachment");
    const file =
      attachment instanceof File && attachment.size > 0
        ? { name: attachment.name, bytes: new Uint8Array(await attachment.arrayBuffer()) }
        : null;
    const storage = storageFromConfig(services.config);
    const sent = await runWrite(services, (db) =>
      sendChatMessage({ db, storage }, viewer, {
        conversationId: id,
        body: parsed.data.body,
        clientMessageId: parsed.data.clientMessageId,
        file,
      }),
    );
    // Without JavaScript the browser follows the redirect and shows the thread with the message;
    // a fetcher reads `ok` and forgets the draft it kept.
    if (!form.has("_fetch")) throw redirect(page(id));
    return data<ChatActionData>({ ok: true, clientMessageId: sent.message.clientMessageId ?? undefined });
  } catch (error) {
    if (error instanceof AppError) {
      if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
      return problem(error);
    }
    throw error;
  }
}
