import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { formatDateTime } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import {
  describeNotificationParts,
  type NotificationView,
} from "~/modules/notifications/describe-notification";
import { NotificationBody } from "./notification-body";

/**
 * One notification, linking to its auction. Unread ones are marked twice: a dot and bold title
 * for the eye, and "unread" in the link's name for screen readers. Times are Riyadh time.
 */
export function NotificationItem({
  item,
  compact = false,
  onOpen,
}: {
  item: NotificationView;
  /** The bell's panel: body cut to two lines. */
  compact?: boolean;
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const unread = item.readAt === null;
  // The body again, in parts whose values are isolated (the view's `body` is its plain text).
  const { bodyParts } = describeNotificationParts(item.event, item.params, lang, item.auctionId);
  return (
    <Link
      to={item.href}
      onClick={onOpen}
      data-unread={unread}
      className={`flex gap-3 px-4 py-3 hover:bg-black/5 dark:hover:bg-white/10 ${unread ? "" : "text-muted"}`}
    >
      <span
        aria-hidden="true"
        className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? "bg-primary" : "bg-transparent"}`}
      />
      <span className="flex min-w-0 flex-col gap-1">
        <span className={unread ? "font-bold" : "font-medium"}>
          {unread ? <span className="sr-only">{`${t("notifications.unread")}: `}</span> : null}
          {item.title}
        </span>
        <span className={`text-sm ${compact ? "line-clamp-2" : ""}`}>
          <NotificationBody parts={bodyParts} />
        </span>
        <time dateTime={item.createdAt} className="text-muted text-xs">
          {formatDateTime(new Date(item.createdAt), lang)}
        </time>
      </span>
    </Link>
  );
}
