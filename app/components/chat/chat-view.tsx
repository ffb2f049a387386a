import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link, useFetcher, useRevalidator } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { useHydrated } from "~/lib/use-hydrated";
import { useLiveEvents } from "~/lib/use-live";
import { MAX_CHAT_MESSAGE_LENGTH } from "~/modules/chat/chat-kinds";
import { userChannel, type LiveChatMessage } from "~/modules/live/live-channels";
import type { ChatActionData, ChatPageData } from "~/lib/chat/chat-page.server";

type Data = Omit<ChatPageData, "thread"> & { thread: ChatPageData["thread"] };
type Summary = Data["conversations"][number];

/** The conversation's name as its reader sees it: the other side, or support. */
function useConversationName() {
  const { t } = useTranslation();
  const lang = useLang();
  return (c: Summary, area: Data["area"]) => {
    const property = c.property
      ? lang === "en"
        ? c.property.titleEn || c.property.titleAr
        : c.property.titleAr
      : null;
    const who = c.kind === "support" && area === "profile" ? t("chat.support") : c.counterpartName;
    return { who, property };
  };
}

/**
 * The chat screen: the conversation list (with unread counts) and, when one is open, its thread
 * and composer. Without JavaScript every control is a link or a form post; with it messages
 * arrive live on the user's channel of the page's one live connection, and what is typed is kept
 * in sessionStorage until it is sent, so neither a reconnection nor a reload loses it.
 */
export function ChatView({ data }: { data: Data }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const base = data.area === "admin" ? "/admin/chat" : "/profile/chat";
  const name = useConversationName();
  const { revalidate } = useRevalidator();
  // Messages that arrived live, kept with the conversation they belong to.
  const [arrived, setArrived] = useState<{ threadId: string | null; messages: LiveChatMessage[] }>({
    threadId: null,
    messages: [],
  });
  const readFetcher = useFetcher<ChatActionData>();
  const threadId = data.thread?.conversation.id ?? null;

  const live = arrived.threadId === threadId ? arrived.messages : [];

  useLiveEvents(
    [userChannel(data.viewerId)],
    (event) => {
      if (event.type !== "chat") return;
      const { conversationId, message } = event.payload;
      if (
        data.area === "admin" ? !event.payload.support && conversationId !== threadId : event.payload.support
      )
        return;
      if (message && conversationId === threadId) {
        setArrived((state) => {
          const list = state.threadId === threadId ? state.messages : [];
          return list.some((m) => m.id === message.id) ? state : { threadId, messages: [...list, message] };
        });
        const mine = data.thread?.asSupport ? message.fromSupport : message.senderUserId === data.viewerId;
        if (!mine)
          void readFetcher.submit(
            { intent: "read", upTo: String(message.id), _fetch: "1" },
            { method: "post" },
          );
      } else if (message) {
        void revalidate();
      }
    },
    data.cursor,
  );

  const open = data.thread;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <nav aria-label={t("chat.listLabel")} className={open ? "hidden md:block" : ""}>
        {data.area === "profile" ? (
          <Form method="post" action={to(base)} className="mb-4">
            <input type="hidden" name="intent" value="start-support" />
            <button
              type="submit"
              className={buttonClass({ variant: "secondary", size: "md", className: "w-full" })}
            >
              {t("chat.startSupport")}
            </button>
          </Form>
        ) : null}
        {data.conversations.length === 0 ? (
          <p className="surface border-subtle rounded-2xl border p-4">
            {t(data.area === "admin" ? "chat.admin.empty" : "chat.empty")}
          </p>
        ) : (
          <ul className="grid gap-2" data-testid="chat-conversations">
            {data.conversations.map((c) => {
              const { who, property } = name(c, data.area);
              const current = c.id === threadId;
              return (
                <li key={c.id}>
                  <Link
                    to={to(`${base}/${c.id}`)}
                    aria-current={current ? "page" : undefined}
                    className={`border-subtle grid gap-1 rounded-xl border p-3 hover:bg-black/5 dark:hover:bg-white/10 ${
                      current ? "surface-muted" : "surface"
                    }`}
                    data-testid="chat-conversation"
                  >
                    <span className="flex items-center justify-between gap-2">
                      <bdi className="truncate font-semibold">{who}</bdi>
                      {c.unread > 0 ? (
                        <span
                          className="rounded-full bg-red-700 px-2 text-xs font-bold text-white"
                          data-testid="chat-unread"
                          data-count={c.unread}
                        >
                          <span aria-hidden="true">{c.unread}</span>
                          <span className="sr-only">{t("chat.unread", { count: c.unread })}</span>
                        </span>
                      ) : null}
                    </span>
                    {property ? (
                      <span className="text-muted truncate text-sm">
                        {t("chat.about", { title: "" })}
                        <bdi>{property}</bdi>
                      </span>
                    ) : null}
                    {c.lastMessage ? (
                      <span className="text-muted truncate text-sm" dir="auto">
                        {c.lastMessage.body || t("chat.attachmentOnly")}
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </nav>
      {open ? (
        <Thread data={data} thread={open} live={live} base={base} />
      ) : (
        <p className="text-muted hidden md:block">
          {t(data.area === "admin" ? "chat.admin.pick" : "chat.intro")}
        </p>
      )}
    </div>
  );
}

function Thread({
  data,
  thread,
  live,
  base,
}: {
  data: Data;
  thread: NonNullable<Data["thread"]>;
  live: LiveChatMessage[];
  base: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const name = useConversationName();
  const { who, property } = name(thread.conversation, data.area);
  const shown = [...thread.messages];
  for (const m of live) if (!shown.some((s) => s.id === m.id)) shown.push(m);
  shown.sort((a, b) => a.id - b.id);
  const mine = (m: LiveChatMessage) => (thread.asSupport ? m.fromSupport : m.senderUserId === data.viewerId);
  const end = useRef<HTMLLIElement>(null);
  const count = shown.length;
  useEffect(() => {
    end.current?.scrollIntoView({ block: "nearest" });
  }, [count]);
  const path = to(`${base}/${thread.conversation.id}`);
  return (
    <section aria-labelledby="chat-thread-title" className="grid gap-4">
      <div className="grid gap-1">
        <Link to={to(base)} className="text-primary underline md:hidden">
          {t("chat.back")}
        </Link>
        <h2 id="chat-thread-title" className="text-2xl font-bold">
          <bdi>{who}</bdi>
        </h2>
        {property ? (
          <p className="text-muted">
            {thread.conversation.auctionId ? (
              <Link to={to(`/mazadat/${thread.conversation.auctionId}`)} className="text-primary underline">
                <bdi>{property}</bdi>
              </Link>
            ) : (
              <bdi>{property}</bdi>
            )}
          </p>
        ) : null}
        {thread.asSupport ? <p className="text-muted text-sm">{t("chat.admin.answering")}</p> : null}
      </div>
      {thread.hasOlder && shown[0] ? (
        <Link to={`${path}?before=${shown[0].id}`} className="text-primary underline">
          {t("chat.olderMessages")}
        </Link>
      ) : null}
      <ol
        aria-label={t("chat.threadLabel")}
        aria-live="polite"
        className="surface-muted grid max-h-[60vh] gap-3 overflow-y-auto rounded-2xl p-3"
        data-testid="chat-thread"
      >
        {shown.length === 0 ? <li className="text-muted">{t("chat.noMessages")}</li> : null}
        {shown.map((m) => {
          const own = mine(m);
          const author = own ? t("chat.you") : m.fromSupport ? t("chat.support") : m.senderName;
          return (
            <li
              key={m.id}
              className={`grid max-w-[85%] gap-1 rounded-2xl border p-3 ${
                own ? "border-primary surface ms-auto" : "border-subtle surface me-auto"
              }`}
              data-testid="chat-message"
              data-mine={own ? "true" : "false"}
            >
              <span className="text-muted flex flex-wrap gap-x-2 text-xs">
                <bdi className="font-semibold">{author}</bdi>
                <time dateTime={m.createdAt}>{formatDateTime(new Date(m.createdAt), lang)}</time>
              </span>
              {m.body ? (
                <p dir="auto" className="break-words whitespace-pre-wrap">
                  {m.body}
                </p>
              ) : null}
              {m.attachment ? (
                <a
                  href={`${path}/files/${m.id}`}
                  className="text-primary underline"
                  download={m.attachment.name}
                >
                  {t("chat.attachment", { name: "" })}
                  <bdi>{m.attachment.name}</bdi>
                </a>
              ) : null}
            </li>
          );
        })}
        <li ref={end} aria-hidden="true" className="h-0" />
      </ol>
      <Composer
        key={thread.conversation.id}
        conversationId={thread.conversation.id}
        clientMessageId={data.clientMessageId}
        path={path}
      />
    </section>
  );
}

const draftKey = (conversationId: string) => `mazad:chat-draft:${conversationId}`;

function Composer({
  conversationId,
  clientMessageId,
  path,
}: {
  conversationId: string;
  clientMessageId: string;
  path: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ChatActionData>();
  const text = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [failed, setFailed] = useState(false);

  // The draft comes back after a reload or a reconnection.
  useEffect(() => {
    try {
      const saved = sessionStorage.getItem(draftKey(conversationId));
      if (saved && text.current && !text.current.value) text.current.value = saved;
    } catch {
      // Storage unavailable (private mode): nothing to restore.
    }
  }, [conversationId]);

  const result = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok && result.clientMessageId) {
      // Sent and stored: only now is the draft forgotten.
      try {
        sessionStorage.removeItem(draftKey(conversationId));
      } catch {
        // ignore
      }
      form.current?.reset();
    }
  }, [fetcher.state, result, conversationId]);

  const error = failed ? t("chat.sendFailed") : result && !result.ok ? result.error : undefined;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={path}
      encType="multipart/form-data"
      className="grid gap-2"
      data-testid="chat-composer"
      onSubmit={(event) => {
        // A send that never reaches the server keeps the text and says so.
        if (!navigator.onLine) {
          event.preventDefault();
          setFailed(true);
        } else setFailed(false);
      }}
    >
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="clientMessageId" value={clientMessageId} />
      {hydrated ? <input type="hidden" name="_fetch" value="1" /> : null}
      <label htmlFor="chat-body" className="font-semibold">
        {t("chat.composerLabel")}
      </label>
      <textarea
        ref={text}
        id="chat-body"
        name="body"
        rows={3}
        maxLength={MAX_CHAT_MESSAGE_LENGTH}
        dir="auto"
        aria-describedby={`chat-body-hint${error ? " chat-body-error" : ""}`}
        aria-invalid={error ? true : undefined}
        className="surface border-subtle rounded-lg border p-2"
        onInput={(event) => {
          try {
            sessionStorage.setItem(draftKey(conversationId), event.currentTarget.value);
          } catch {
            // ignore
          }
        }}
      />
      <p id="chat-body-hint" className="text-muted text-sm">
        {t("chat.composerHint")}
      </p>
      {error ? (
        <p id="chat-body-error" role="alert" className="font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <label htmlFor="chat-attachment" className="text-sm">
        {t("chat.attachLabel")}
      </label>
      <input
        id="chat-attachment"
        name="attachment"
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        className="text-sm"
      />
      <button
        type="submit"
        disabled={busy}
        className={buttonClass({ variant: "primary", size: "md", className: "w-fit" })}
      >
        {busy ? t("chat.sending") : t("chat.send")}
      </button>
    </fetcher.Form>
  );
}
