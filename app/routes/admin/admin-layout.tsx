import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "../account-request.server";
import type { Route } from "./+types/admin-layout";

/** The back office: private, never indexed. */
export const handle = { noindex: true };

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireCommitteePage(request, context);
  return { name: user.name };
}

/**
 * The organizing committee's screens (product.md §2.9). Each section joins this menu with its
 * issue; every child page checks the committee role itself too.
 */
const menu = [
  { path: "/admin/transfers", label: "admin.menu.transfers" },
  { path: "/admin/withdrawals", label: "admin.menu.withdrawals" },
] as const;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <p className="text-muted text-sm">{t("admin.signedInAs", { name: loaderData.name })}</p>
      <h1 className="text-3xl font-bold">{t("admin.title")}</h1>
      <div className="mt-6 grid gap-8 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t("admin.menuLabel")}>
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {menu.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={to(item.path)}
                  className="border-subtle block rounded-lg border px-4 py-2 font-medium aria-[current=page]:border-primary aria-[current=page]:bg-primary"
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
