import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator } from "react-router";
import type { ToastOptions } from "~/components/ui/toast-store";
import type { Lang } from "~/i18n/config";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import type { LiveEventPayloads } from "~/modules/live/live-channels";
import { notificationView, type NotificationView } from "~/modules/notifications/describe-notification";
import { NotificationItem } from "./notification-item";

export type LiveNotification = LiveEventPayloads["notification"];
/** Registers the one listener of the user's live notifications; returns its removal. */
export type NotificationFeed = (listener: (notification: LiveNotification) => void) => () => void;

/** The bell's panel shows the latest few; the rest are on /notifications. */
const PANEL_SIZE = 5;

type Page = { items: NotificationView[]; unreadCount: number };
type Panel = { state: "idle" | "loading" | "error" } | { state: "ready"; items: NotificationView[] };

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

/**
 * The navbar's bell: the unread count, and a panel of the latest notifications that opens below
 * it (a disclosure: the button says whether it is open, Escape or a click elsewhere closes it and
 * focus stays in the page's order). Until it loads, and without JavaScript, the bell is a link to
 * /notifications (notification-bell-slot.tsx, which also hands over what it takes from the root).
 */
export default function NotificationBell(props: {
  unread: number;
  apiBaseUrl: string;
  listen: NotificationFeed;
  toast: (options: ToastOptions) => void;
  Face: ComponentType<{ count: number }>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const revalidator = useRevalidator();
  const [count, setCount] = useState(props.unread);
  // A revalidated page (after any form post) brings a fresh count: it wins over local changes.
  const [pageCount, setPageCount] = useState(props.unread);
  if (props.unread !== pageCount) {
    setPageCount(props.unread);
    setCount(props.unread);
  }
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<Panel>({ state: "idle" });
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const { apiBaseUrl, listen, toast, Face } = props;
  const api = useCallback(
    <T,>(path: string, body?: unknown) => callApi<T>(apiBaseUrl, lang, path, body),
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

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close]);

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
      if (live.event !== "bid_accepted") toast({ message: `${view.title} — ${view.body}` });
    });
  }, [listen, lang, toast]);

  const readLocally = (ids: number[] | "all") =>
    setPanel((p) =>
      p.state === "ready"
        ? {
            state: "ready",
            items: p.items.map((item) =>
              item.readAt === null && (ids === "all" || ids.includes(item.id))
                ? { ...item, readAt: new Date().toISOString() }
                : item,
            ),
          }
        : p,
    );

  const markAllRead = async () => {
    try {
      setCount((await api<{ unreadCount: number }>("/me/notifications/read", { all: true })).unreadCount);
      readLocally("all");
      // The notifications page, if it is the one open, shows the change too.
      void revalidator.revalidate();
    } catch {
      toast({ message: t("notifications.markReadError"), color: "error" });
    }
  };

  const openItem = (item: NotificationView) => {
    close(false);
    if (item.readAt !== null) return;
    readLocally([item.id]);
    setCount((n) => Math.max(0, n - 1));
    api("/me/notifications/read", { ids: [item.id] }).catch(() => {});
  };

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={t("notifications.bellLabel", { count })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="notification-bell"
        className="block rounded-full"
        onClick={() => {
          if (open) return close(false);
          setOpen(true);
          void load(panel.state === "ready");
        }}
      >
        <Face count={count} />
      </button>
      {open ? (
        <section
          id={panelId}
          aria-labelledby={headingId}
          data-testid="notification-panel"
          className="surface border-subtle fixed inset-x-2 top-16 z-50 rounded-xl border shadow-lg sm:absolute sm:inset-x-auto sm:end-0 sm:top-12 sm:w-96"
        >
          <div className="border-subtle flex items-center justify-between gap-2 border-b px-4 py-3">
            <h2 id={headingId} className="font-bold">
              {t("notifications.latest")}
            </h2>
            {count > 0 ? (
              <button
                type="button"
                onClick={() => void markAllRead()}
                className="rounded-md px-2 py-1 text-sm font-semibold text-primary underline"
              >
                {t("notifications.markAllRead")}
              </button>
            ) : null}
          </div>
          <PanelBody panel={panel} onRetry={() => void load(false)} onOpen={openItem} />
          <div className="border-subtle border-t px-4 py-3 text-center">
            <Link
              to={to("/notifications")}
              onClick={() => close(false)}
              className="font-semibold text-primary underline"
            >
              {t("notifications.seeAll")}
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}

function PanelBody({
  panel,
  onRetry,
  onOpen,
}: {
  panel: Panel;
  onRetry: () => void;
  onOpen: (item: NotificationView) => void;
}) {
  const { t } = useTranslation();
  if (panel.state === "ready" && panel.items.length > 0) {
    return (
      <ul className="max-h-[60vh] overflow-y-auto">
        {panel.items.map((item) => (
          <li key={item.id} className="border-subtle border-b last:border-b-0">
            <NotificationItem item={item} compact onOpen={() => onOpen(item)} />
          </li>
        ))}
      </ul>
    );
  }
  if (panel.state === "error") {
    return (
      <div role="alert" className="flex flex-col items-center gap-2 px-4 py-6 text-center">
        <p>{t("notifications.fetchError")}</p>
        <button type="button" onClick={onRetry} className="font-semibold text-primary underline">
          {t("notifications.retry")}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="text-muted px-4 py-6 text-center">
      {panel.state === "ready" ? t("notifications.empty") : t("notifications.loading")}
    </p>
  );
}
