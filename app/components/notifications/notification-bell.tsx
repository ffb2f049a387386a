import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type RefObject } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { ToastOptions } from "~/components/ui/toast-store";
import { NotificationPanel } from "./notification-panel";
import { useNotificationFeed, type NotificationFeed } from "./use-notification-feed";

export type { LiveNotification, NotificationFeed } from "./use-notification-feed";

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
  const { Face } = props;
  const { count, panel, load, markAllRead, markRead } = useNotificationFeed(props);
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  useDismiss(open, container, close);

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
        <NotificationPanel
          id={panelId}
          count={count}
          panel={panel}
          onMarkAllRead={() => void markAllRead()}
          onRetry={() => void load(false)}
          onOpen={(item) => {
            close(false);
            markRead(item);
          }}
          onSeeAll={() => close(false)}
        />
      ) : null}
    </div>
  );
}

/** While open, Escape closes (focus back on the button) and so does a press outside (focus stays). */
function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  close: (refocus: boolean) => void,
) {
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
  }, [open, close, container]);
}
