import { useTranslation } from "~/i18n/use-translation";
import { Outlet } from "react-router";
import { SectionLayout } from "~/components/layout/section-layout";
import { requireCommitteePage } from "~/lib/account-request.server";
import type { Route } from "./+types/admin-layout";

/** The back office: private, never indexed. */
export const handle = { noindex: true };

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireCommitteePage(request, context);
  return { name: user.name };
}

/**
 * The organizing committee's screens (docs/product-rules.md §2.9). Each section joins this menu with its
 * issue; every child page checks the committee role itself too.
 */
const menu = [
  { path: "/admin/auctions", label: "admin.menu.auctions" },
  { path: "/admin/listings", label: "listings.admin.menu" },
  { path: "/admin/requests", label: "requests.admin.menu" },
  { path: "/admin/chat", label: "chat.admin.nav" },
  { path: "/admin/transfers", label: "admin.menu.transfers" },
  { path: "/admin/withdrawals", label: "admin.menu.withdrawals" },
  { path: "/admin/users", label: "adminUsers.menu" },
  { path: "/admin/auctions/cancellations", label: "adminCancel.menu" },
  { path: "/admin/defaults", label: "adminDefaults.menu" },
  { path: "/admin/inquiries", label: "inquiries.admin.menu" },
  { path: "/admin/refunds", label: "adminSettings.menu.refunds" },
  { path: "/admin/settings", label: "adminSettings.menu.settings" },
  { path: "/admin/audit", label: "adminAudit.menu" },
] as const;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const header = (
    <>
      <p className="text-muted text-sm">{t("admin.signedInAs", { name: loaderData.name })}</p>
      <h1 className="text-3xl font-bold">{t("admin.title")}</h1>
    </>
  );
  return (
    <SectionLayout header={header} navLabel={t("admin.menuLabel")} items={menu}>
      <Outlet />
    </SectionLayout>
  );
}
