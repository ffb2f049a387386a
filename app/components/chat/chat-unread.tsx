import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRouteLoaderData } from "react-router";
import { useLocalizedPath } from "~/i18n/use-lang";
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

/** The navbar's chat link beside the bell: a speech bubble and the unread count. */
export function ChatNavLink() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const count = useChatUnread();
  if (count === null) return null;
  return (
    <Link
      to={to("/profile/chat")}
      aria-label={t("chat.linkLabel", { count })}
      className="relative grid size-10 place-items-center rounded-full hover:bg-black/5 dark:hover:bg-white/10"
      data-testid="chat-link"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
      </svg>
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="chat-count"
          data-count={count > 99 ? "99+" : String(count)}
          className="absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold text-white after:content-[attr(data-count)]"
        />
      ) : null}
    </Link>
  );
}
