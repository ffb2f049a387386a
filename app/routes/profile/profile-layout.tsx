import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { useLocalizedPath } from "~/i18n/use-lang";
import type { UserRole } from "~/modules/accounts/roles";
import type { Route } from "./+types/profile-layout";
import { requirePageUser } from "../account-request.server";

/** A private page: no canonical URL or language alternates, "noindex" (see SeoHead). */
export const handle = { noindex: true };

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  return { name: user.name, roles: user.roles };
}

/**
 * The seed's profile menu, in its order. An entry appears once its page exists: the others
 * (Chat, My Favorites, Agents / Investors) join this list with their issues, never as
 * dead links.
 */
const menu = [
  { path: "/profile", label: "profile.overview", end: true },
  { path: "/profile/auctions", label: "orders.profile.auctions", end: false },
  { path: "/profile/history", label: "orders.profile.history", end: false },
  { path: "/profile/purchases", label: "orders.profile.purchases", end: false },
  { path: "/profile/wallet", label: "wallet.title", end: false },
  { path: "/profile/notifications", label: "notifications.title", end: false },
  { path: "/profile/settings", label: "profile.settings", end: false },
] as const;

/** "المزايد محمد" / "Bidder Mohammed": the first role that says most about what the user does here. */
const rolePriority: UserRole[] = ["admin", "committee", "owner", "agent", "bidder"];

export function useProfileTitle(name: string, roles: readonly UserRole[]) {
  const { t } = useTranslation();
  const role = rolePriority.find((r) => roles.includes(r)) ?? "bidder";
  // Role then name, in both languages: «المزايد سارة», "Bidder Sara".
  return `${t(`profile.roles.${role}`)} ${name}`;
}

export default function ProfileLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const title = useProfileTitle(loaderData.name, loaderData.roles);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{title}</h1>
      <div className="mt-6 grid gap-8 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t("profile.menuLabel")}>
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {menu.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={to(item.path)}
                  end={item.end}
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
