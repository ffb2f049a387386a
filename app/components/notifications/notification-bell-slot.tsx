import { lazy, Suspense, useCallback, useRef } from "react";
import { useRouteLoaderData } from "react-router";
import { toast } from "~/components/ui/toast-store";
import { useLiveEvents } from "~/lib/use-live";
import { userChannel } from "~/modules/live/live-channels";
import type { RootData } from "~/root";
import { BellFace, NotificationBellLink } from "./notification-bell-link";
import type { LiveNotification, NotificationFeed } from "./notification-bell";
import { useHydrated } from "~/lib/use-hydrated";

/*
 * The bell's panel is code only signed-in users need, so it is a chunk of its own, fetched once
 * the page has hydrated; until then, and without JavaScript, the bell is the server-rendered link
 * to /notifications. What the bell needs of the root's own modules (the live connection, the
 * toaster, the bell's face) is handed to it from here rather than imported: a module shared by
 * the root and the bell's chunk would be split into a file of its own that every guest page then
 * downloads (ADR 014).
 */
const NotificationBell = lazy(() => import("./notification-bell"));

/**
 * The user's live notifications, from the channel's position when the page counted them. Those
 * arriving before the bell's chunk has loaded wait here, so none is missed.
 */
function useNotificationFeed(user: NonNullable<RootData["user"]> | null | undefined): NotificationFeed {
  const feed = useRef<{ waiting: LiveNotification[]; listener: ((n: LiveNotification) => void) | null }>({
    waiting: [],
    listener: null,
  });
  useLiveEvents(
    user ? [userChannel(user.id)] : [],
    (event) => {
      if (event.type !== "notification") return;
      const { listener, waiting } = feed.current;
      if (listener) listener(event.payload);
      else waiting.push(event.payload);
    },
    user?.notifications.cursor,
  );
  return useCallback((listener) => {
    const current = feed.current;
    current.listener = listener;
    for (const notification of current.waiting.splice(0)) listener(notification);
    return () => {
      current.listener = null;
    };
  }, []);
}

export function NotificationBellSlot() {
  const data = useRouteLoaderData<RootData>("root");
  const user = data?.user;
  const hydrated = useHydrated();
  const listen = useNotificationFeed(user);
  if (!data || !user) return null;
  const link = <NotificationBellLink count={user.notifications.unread} />;
  if (!hydrated) return link;
  return (
    <Suspense fallback={link}>
      <NotificationBell
        unread={user.notifications.unread}
        apiBaseUrl={data.publicConfig.api_base_url}
        listen={listen}
        toast={toast}
        Face={BellFace}
      />
    </Suspense>
  );
}
