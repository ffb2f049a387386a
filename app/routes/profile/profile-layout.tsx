import { useTranslation } from "~/i18n/use-translation";
import { Outlet } from "react-router";
import { SectionLayout } from "~/components/layout/section-layout";
import { useProfileTitle } from "~/components/profile/use-profile-title";
import type { Route } from "./+types/profile-layout";
import { requirePageUser } from "~/lib/account-request.server";
import { useChatUnread } from "~/components/chat/chat-unread";

/** A private page: no canonical URL or language alternates, "noindex" (see SeoHead). */
export const handle = { noindex: true };

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  return { name: user.name, roles: user.roles };
}

/**
 * The seed's profile menu, in its order: Chat, My Auctions, Auction History, My Purchases, Wallet,
 * Notifications, My Favorites, Agents / Investors, Settings (after the overview, this area's own
 * page); Chat shows its unread count.
 * After the seed's nine, the account's pages outside /profile and the owners' pages (issue 15).
 */
const menu = [
  { path: "/profile", label: "profile.overview", end: true },
  { path: "/profile/chat", label: "chat.nav", end: false },
  { path: "/profile/auctions", label: "orders.profile.auctions", end: false },
  { path: "/profile/history", label: "orders.profile.history", end: false },
  { path: "/profile/purchases", label: "orders.profile.purchases", end: false },
  { path: "/profile/wallet", label: "wallet.title", end: false },
  { path: "/profile/notifications", label: "notifications.title", end: false },
  { path: "/profile/favorites", label: "favorites.nav", end: false },
  { path: "/profile/agents", label: "agents.nav", end: false },
  { path: "/profile/settings", label: "profile.settings", end: false },
  // The account's own pages outside /profile, so the profile reaches every one of them.
  { path: "/orders", label: "orders.title", end: false },
  { path: "/payments", label: "settlement.title", end: false },
  // The owners' and agents' page (issue 15); every signed-in user may list a property there.
  { path: "/dashboard", label: "dashboard.nav", end: false },
  { path: "/mazadStatus", label: "mazadStatus.nav", end: false },
  { path: "/profile/listings", label: "listings.myRequests", end: false },
  { path: "/profile/requests", label: "requests.myRequests", end: false },
] as const;

export default function ProfileLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = useProfileTitle(loaderData.name, loaderData.roles);
  const chatUnread = useChatUnread() ?? 0;
  const items = menu.map((item) =>
    item.path === "/profile/chat"
      ? { ...item, badge: { count: chatUnread, label: t("chat.linkLabel", { count: chatUnread }) } }
      : item,
  );
  return (
    <SectionLayout
      header={<h1 className="text-3xl font-bold">{title}</h1>}
      navLabel={t("profile.menuLabel")}
      items={items}
    >
      <Outlet />
    </SectionLayout>
  );
}
