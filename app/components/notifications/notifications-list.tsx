import { useTranslation } from "~/i18n/use-translation";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { NotificationView } from "~/modules/notifications/describe-notification";
import { NotificationItem } from "./notification-item";
import { buttonClass } from "~/components/ui/button";

/**
 * Every notification of the user, newest first, a page at a time ("older" is a real link), with
 * "mark as read" forms that work without JavaScript. Used by /notifications and
 * /profile/notifications.
 */
export function NotificationsList({
  items,
  unreadCount,
  nextBefore,
  isFirstPage,
}: {
  items: NotificationView[];
  unreadCount: number;
  nextBefore: number | null;
  isFirstPage: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Polite: after "mark as read" the new count is read out. */}
        <p role="status" className="font-medium" data-testid="unread-summary">
          {t("notifications.unreadSummary", { count: unreadCount })}
        </p>
        {unreadCount > 0 ? (
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="read-all"
              disabled={busy}
              className={buttonClass({ variant: "primary", size: "md" })}
            >
              {t("notifications.markAllRead")}
            </button>
          </Form>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="surface border-subtle text-muted rounded-2xl border p-6">{t("notifications.empty")}</p>
      ) : (
        <ul className="surface border-subtle overflow-hidden rounded-2xl border" data-testid="notifications">
          {items.map((item) => (
            <li key={item.id} className="border-subtle flex flex-wrap items-center border-b last:border-b-0">
              <div className="min-w-0 flex-1 basis-64">
                <NotificationItem item={item} />
              </div>
              {item.readAt === null ? (
                <Form method="post" className="px-4 pb-3 sm:pb-0">
                  <input type="hidden" name="id" value={item.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="read"
                    disabled={busy}
                    className="border-subtle rounded-lg border px-3 py-1.5 text-sm font-medium hover:bg-black/5 disabled:opacity-60 dark:hover:bg-white/10"
                  >
                    {t("notifications.markRead")}
                    {/* Which one, for a screen reader going through the buttons alone. */}
                    <span className="sr-only">{`: ${item.title}`}</span>
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="text-muted text-sm">{t("notifications.timesNote")}</p>
      {isFirstPage && nextBefore === null ? null : (
        <nav className="flex flex-wrap gap-4" aria-label={t("notifications.pages")}>
          {isFirstPage ? null : (
            <Link to={pathname} className="font-semibold text-primary underline">
              {t("notifications.newest")}
            </Link>
          )}
          {nextBefore === null ? null : (
            <Link to={`${pathname}?before=${nextBefore}`} className="font-semibold text-primary underline">
              {t("notifications.older")}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
