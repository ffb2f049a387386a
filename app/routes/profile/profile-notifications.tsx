import { useTranslation } from "~/i18n/use-translation";
import { NotificationsList } from "~/components/notifications/notifications-list";
import type { Route } from "./+types/profile-notifications";
import { requirePageUser } from "~/lib/account-request.server";
import { loadNotifications, markReadAction } from "~/lib/notifications/notifications-route.server";
import { useProfileTitle } from "~/components/profile/use-profile-title";

/** /profile/notifications: the same list as /notifications, inside the profile area. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  return { name: user.name, roles: user.roles, ...(await loadNotifications(request, context, user.id)) };
}

export function action({ request, context }: Route.ActionArgs) {
  return markReadAction(request, context, "/profile/notifications");
}

export default function ProfileNotifications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = useProfileTitle(loaderData.name, loaderData.roles);
  return (
    <>
      <title>{`${t("notifications.title")} | ${title} | ${t("meta.siteName")}`}</title>
      <h2 className="text-xl font-bold">{t("notifications.title")}</h2>
      <div className="mt-4">
        <NotificationsList {...loaderData} />
      </div>
    </>
  );
}
