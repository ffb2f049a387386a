import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import type { Route } from "./+types/admin-index";

export function loader({ request, context }: Route.LoaderArgs) {
  requireCommitteePage(request, context);
  return null;
}

/** The back office's first page: what each section is for. */
export default function AdminIndex() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <section aria-labelledby="admin-overview">
      <title>{`${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <h2 id="admin-overview" className="text-xl font-bold">
        {t("admin.overview")}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {(["auctions", "transfers", "withdrawals"] as const).map((section) => (
          <li key={section} className="surface border-subtle rounded-2xl border p-5">
            <Link to={to(`/admin/${section}`)} className="text-lg font-semibold text-primary hover:underline">
              {t(`admin.menu.${section}`)}
            </Link>
            <p className="text-muted mt-1 text-sm">{t(`admin.about.${section}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
