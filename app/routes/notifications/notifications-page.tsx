import { useTranslation } from "~/i18n/use-translation";
import { data, Link } from "react-router";
import { NotificationsList } from "~/components/notifications/notifications-list";
import { getRequestInfo } from "~/context.server";
import { useLocalizedPath } from "~/i18n/use-lang";
import { withRedirectTo } from "~/lib/redirect-target";
import type { Route } from "./+types/notifications-page";
import { loadNotifications, markReadAction } from "~/lib/notifications/notifications-route.server";

/** A private page: "noindex", no canonical URL (see SeoHead). */
export const handle = { noindex: true };

/**
 * /notifications. A guest is told "Not authenticated" (401), with a way to sign in and come back,
 * rather than sent away: the seed's answer to a guest reading notifications.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = getRequestInfo(context);
  if (!user) return data({ guest: true as const }, { status: 401 });
  return { guest: false as const, ...(await loadNotifications(request, context, user.id)) };
}

export function action({ request, context }: Route.ActionArgs) {
  return markReadAction(request, context, "/notifications");
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <title>{`${t("notifications.title")} | ${t("meta.siteName")}`}</title>
      <h1 className="text-3xl font-bold">{t("notifications.title")}</h1>
      {loaderData.guest ? (
        <div className="surface border-subtle mt-6 rounded-2xl border p-6">
          <p className="text-lg font-bold" data-testid="guest-message">
            {t("notifications.guest")}
          </p>
          <p className="text-muted mt-1">{t("notifications.guestHint")}</p>
          <Link
            to={withRedirectTo(to("/login"), to("/notifications"))}
            className="mt-4 inline-block rounded-lg bg-primary px-5 py-2 font-semibold hover:opacity-90"
          >
            {t("notifications.login")}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-muted mt-1">{t("notifications.description")}</p>
          <div className="mt-6">
            <NotificationsList {...loaderData} />
          </div>
        </>
      )}
    </div>
  );
}
