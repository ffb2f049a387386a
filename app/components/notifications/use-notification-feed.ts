import { createElement, useCallback, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useRevalidator } from "react-router";
import type { ToastOptions } from "~/components/ui/toast-store";
import type { Lang } from "~/i18n/config";
import { useLang } from "~/i18n/use-lang";
import type { LiveEventPayloads } from "~/modules/live/live-channels";
import {
  describeNotificationParts,
  notificationView,
  type NotificationView,
} from "~/modules/notifications/describe-notification";
import { NotificationToastText } from "./notification-body";

export type LiveNotification = LiveEventPayloads["notification"];
/** Registers the one listener of the user's live notifications; returns its removal. */
export type NotificationFeed = (listener: (notification: LiveNotification) => void) => () => void;

/**
 * A page that itself says what a notification would (the property page's live region, the
 * payment's outcome page) lists it in `data-page-says`: "outbid:42" (an event about auction 42)
 * or "payment_received". Such a notification still reaches the bell, but no toast repeats it (a
 * screen reader would hear it twice, and a toast over the page's own actions says nothing new).
 */
export function pageSays(event: string, auctionId: number | null, root: ParentNode = document): boolean {
  const said = [...root.querySelectorAll("[data-page-says]")].flatMap((el) =>
    (el.getAttribute("data-page-says") ?? "").split(/\s+/),
  );
  return said.includes(event) || (auctionId !== null && said.includes(`${event}:${auctionId}`));
}

/** The bell's panel shows the latest few; the rest are on /notifications. */
const PANEL_SIZE = 5;

type Page = { items: NotificationView[]; unreadCount: number };
export type Panel = { state: "idle" | "loading" | "error" } | { state: "ready"; items: NotificationView[] };

/**
 * The API with plain fetch: the app's HTTP client (app/lib/api-client.ts) is in the property
 * page's chunk, and sharing it would split it into a file of its own for every guest. Nothing
 * here needs its retries: the panel offers "try again", and marking read is repeated next time.
 */
async function callApi<T>(base: string, lang: Lang, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      Accept: "application/json",
      "Accept-Language": lang,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Marks the panel's items read here, before (or without) the server's answer. */
function readIn(panel: Panel, ids: number[] | "all"): Panel {
  if (panel.state !== "ready") return panel;
  return {
    state: "ready",
    items: panel.items.map((item) =>
      item.readAt === null && (ids === "all" || ids.includes(item.id))
        ? { ...item, readAt: new Date().toISOString() }
        : item,
    ),
  };
}

/**
 * The bell's data: the unread count (the page's, then the API's and the live feed's) and the
 * panel's latest notifications, loaded on demand, kept current by the live feed, marked read.
 */
export function useNotificationFeed({
  unread,
  apiBaseUrl,
  listen,
  toast,
}: {
  unread: number;
  apiBaseUrl: string;
  listen: NotificationFeed;
  toast: (options: ToastOptions) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const revalidator = useRevalidator();
  const [count, setCount] = useState(unread);
  // A revalidated page (after any form post) brings a fresh count: it wins over local changes.
  const [pageCount, setPageCount] = useState(unread);
  if (unread !== pageCount) {
    setPageCount(unread);
    setCount(unread);
  }
  const [panel, setPanel] = useState<Panel>({ state: "idle" });
  const api = useCallback(
    <T>(path: string, body?: unknown) => callApi<T>(apiBaseUrl, lang, path, body),
    [apiBaseUrl, lang],
  );

  const load = useCallback(
    async (quietly: boolean) => {
      if (!quietly) setPanel({ state: "loading" });
      try {
        const page = await api<Page>(`/me/notifications?limit=${PANEL_SIZE}`);
        setPanel({ state: "ready", items: page.items });
        setCount(page.unreadCount);
      } catch {
        setPanel({ state: "error" });
      }
    },
    [api],
  );

  useEffect(() => {
    const seen = new Set<number>();
    return listen((live) => {
      // The live client may repeat what the page already counted; an id is news only once.
      if (seen.has(live.id)) return;
      seen.add(live.id);
      const view = notificationView({ ...live, readAt: null }, lang);
      setCount((n) => n + 1);
      setPanel((p) =>
        p.state === "ready" ? { state: "ready", items: [view, ...p.items].slice(0, PANEL_SIZE) } : p,
      );
      // The bidder's own page already said their bid went through; other news is worth a banner,
      // which the toaster's polite live region also reads out.
      if (live.event !== "bid_accepted" && !pageSays(live.event, live.auctionId)) {
        const { bodyParts } = describeNotificationParts(live.event, live.params, lang, live.auctionId);
        toast({
          message: `${view.title} — ${view.body}`,
          // The same words, with the reference and amounts isolated and kept on one line.
          content: createElement(NotificationToastText, { title: view.title, parts: bodyParts }),
        });
      }
    });
  }, [listen, lang, toast]);

  const markAllRead = async () => {
    try {
      setCount((await api<{ unreadCount: number }>("/me/notifications/read", { all: true })).unreadCount);
      setPanel((p) => readIn(p, "all"));
      // The notifications page, if it is the one open, shows the change too.
      void revalidator.revalidate();
    } catch {
      toast({ message: t("notifications.markReadError"), color: "error" });
    }
  };

  const markRead = (item: NotificationView) => {
    if (item.readAt !== null) return;
    setPanel((p) => readIn(p, [item.id]));
    setCount((n) => Math.max(0, n - 1));
    api("/me/notifications/read", { ids: [item.id] }).catch(() => {});
  };

  return { count, panel, load, markAllRead, markRead };
}
