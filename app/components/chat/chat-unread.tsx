import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { useLiveEvents } from "~/lib/use-live";
import { userChannel } from "~/modules/live/live-channels";
import type { RootData } from "~/root";

/**
 * The signed-in user's unread chat messages: the count the page was rendered with, then each
 * chat event's count on the user's channel (the tab's one live connection).
 */
export function useChatUnread(): number | null {
  const user = useRouteLoaderData<RootData>("root")?.user;
  const [live, setLive] = useState<{ userId: string; unread: number } | null>(null);
  useLiveEvents(
    user ? [userChannel(user.id)] : [],
    (event) => {
      if (event.type === "chat" && user && event.payload.unread !== null)
        setLive({ userId: user.id, unread: event.payload.unread });
    },
    user?.notifications.cursor,
  );
  if (!user) return null;
  return live?.userId === user.id ? live.unread : user.chatUnread;
}
