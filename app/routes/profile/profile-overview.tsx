import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { formatDate } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { getAccount } from "~/modules/accounts/manage-account.server";
import { maskSaudiPhone } from "~/modules/accounts/phone";
import type { Route } from "./+types/profile-overview";
import { authRequest, requirePageUser } from "~/lib/account-request.server";
import { useProfileTitle } from "~/components/profile/use-profile-title";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  const { deps } = authRequest(request, context);
  const account = await getAccount({ deps, userId: user.id });
  return {
    name: account.name,
    email: account.email,
    phone: maskSaudiPhone(account.phone),
    phoneVerified: account.phoneVerified,
    roles: account.roles,
    memberSince: account.createdAt.toISOString(),
  };
}

export default function ProfileOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const title = useProfileTitle(loaderData.name, loaderData.roles);
  return (
    <>
      <title>{`${title} | ${t("meta.siteName")}`}</title>
      <h2 className="text-xl font-bold">{t("profile.overview")}</h2>
      <dl className="surface border-subtle mt-4 grid gap-4 rounded-2xl border p-6 sm:grid-cols-2">
        <div>
          <dt className="text-muted text-sm">{t("profile.email")}</dt>
          <dd className="font-medium" dir="ltr">
            {loaderData.email}
          </dd>
        </div>
        <div>
          <dt className="text-muted text-sm">{t("profile.phone")}</dt>
          <dd className="font-medium">
            <span dir="ltr">{loaderData.phone}</span>{" "}
            <span className="text-muted text-sm">
              ({loaderData.phoneVerified ? t("profile.verified") : t("profile.notVerified")})
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-muted text-sm">{t("profile.rolesLabel")}</dt>
          <dd className="font-medium">
            {loaderData.roles.map((r) => t(`profile.roles.${r}`)).join(lang === "ar" ? "، " : ", ")}
          </dd>
        </div>
        <div>
          <dt className="text-muted text-sm">{t("profile.memberSince")}</dt>
          <dd className="font-medium">{formatDate(new Date(loaderData.memberSince), lang)}</dd>
        </div>
      </dl>
      <p className="mt-6 flex flex-wrap gap-4">
        {loaderData.phoneVerified ? null : (
          <Link to={to("/verify")} className="font-semibold text-primary underline">
            {t("profile.confirmPhone")}
          </Link>
        )}
        <Link to={to("/profile/settings")} className="font-semibold text-primary underline">
          {t("profile.editSettings")}
        </Link>
      </p>
    </>
  );
}
