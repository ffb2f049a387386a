import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { useLocalizedPath } from "~/i18n/use-lang";

/** The bell and its unread count; the count is in the control's name, so the badge is hidden. */
export function BellFace({ count }: { count: number }) {
  return (
    <span className="relative grid size-10 place-items-center rounded-full hover:bg-black/5 dark:hover:bg-white/10">
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {/* The number is drawn by CSS from data-count, so the control's only text is its name, which
          carries the count in words (an Arabic dual has no digit): what a speech-input user says
          and what a screen reader hears then agree. */}
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          data-count={count > 99 ? "99+" : String(count)}
          className="absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold text-white after:content-[attr(data-count)]"
        />
      ) : null}
    </span>
  );
}

/** The bell as the server renders it, and as it works without JavaScript: a link to the list. */
export function NotificationBellLink({ count }: { count: number }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Link
      to={to("/notifications")}
      aria-label={t("notifications.bellLabel", { count })}
      className="block rounded-full"
      data-testid="notification-bell"
    >
      <BellFace count={count} />
    </Link>
  );
}
