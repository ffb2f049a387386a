import { useId } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { useLocalizedPath } from "~/i18n/use-lang";
import type { NotificationView } from "~/modules/notifications/describe-notification";
import { NotificationItem } from "./notification-item";
import type { Panel } from "./use-notification-feed";

/**
 * The bell's panel: its heading with "mark all read" while any is unread, the latest
 * notifications (or loading, empty, failed with "try again"), and the link to all of them.
 */
export function NotificationPanel({
  id,
  count,
  panel,
  onMarkAllRead,
  onRetry,
  onOpen,
  onSeeAll,
}: {
  id: string;
  count: number;
  panel: Panel;
  onMarkAllRead: () => void;
  onRetry: () => void;
  onOpen: (item: NotificationView) => void;
  onSeeAll: () => void;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const headingId = useId();
  return (
    <section
      id={id}
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
            onClick={onMarkAllRead}
            className="rounded-md px-2 py-1 text-sm font-semibold text-primary underline"
          >
            {t("notifications.markAllRead")}
          </button>
        ) : null}
      </div>
      <PanelBody panel={panel} onRetry={onRetry} onOpen={onOpen} />
      <div className="border-subtle border-t px-4 py-3 text-center">
        <Link to={to("/notifications")} onClick={onSeeAll} className="font-semibold text-primary underline">
          {t("notifications.seeAll")}
        </Link>
      </div>
    </section>
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
