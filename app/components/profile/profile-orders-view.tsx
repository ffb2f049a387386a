import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { useLocalizedPath } from "~/i18n/use-lang";
import type { OrderSelection } from "~/modules/orders/order-groups";
import { OrderList, OrderNoticeBanner } from "~/components/orders/order-list";
import type { OrderListData } from "~/lib/orders/orders-route.server";
import { useProfileTitle } from "./use-profile-title";

const views = {
  participating: {
    path: "/profile/auctions",
    title: "orders.profile.auctions",
    intro: "orders.profile.auctionsIntro",
  },
  history: {
    path: "/profile/history",
    title: "orders.profile.history",
    intro: "orders.profile.historyIntro",
  },
  purchases: {
    path: "/profile/purchases",
    title: "orders.profile.purchases",
    intro: "orders.profile.purchasesIntro",
  },
} as const;

export type ProfileOrderView = keyof typeof views & OrderSelection;

/** My Auctions, Auction History and My Purchases: the orders list inside the profile. */
export function ProfileOrdersView({ view, data }: { view: ProfileOrderView; data: OrderListData }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const title = useProfileTitle(data.user.name, data.user.roles);
  const { path, title: heading, intro } = views[view];
  return (
    <>
      <title>{`${t(heading)} | ${title} | ${t("meta.siteName")}`}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold">{t(heading)}</h2>
        <span className="text-muted text-sm" data-testid="orders-total">
          {t("orders.count", { count: data.total })}
        </span>
      </div>
      <p className="text-muted mt-1">{t(intro)}</p>
      <div className="mt-4 flex flex-col gap-4">
        <OrderNoticeBanner notice={data.notice} />
        <OrderList {...data} selection={view} basePath={to(path)} headingLevel="h3" />
        <p>
          <Link to={to("/orders")} className="font-semibold text-primary underline">
            {t("orders.profile.allOrders")}
          </Link>
        </p>
      </div>
    </>
  );
}
