import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
import { useLocalizedPath } from "~/i18n/use-lang";
import { isOrderGroup } from "~/modules/orders/order-groups";
import type { Route } from "./+types/orders-page";
import { OrderList, OrderNoticeBanner, OrderTabs } from "~/components/orders/order-list";
import { loadOrderList } from "~/lib/orders/orders-route.server";
import { OpenOffersNotice } from "~/components/orders/open-offers-notice";
import { getServices } from "~/context.server";
import { requirePageUser } from "~/lib/account-request.server";
import { listOpenOffersForBidder } from "~/modules/bidding/next-bidder-offers.server";

/** A private page: "noindex", no canonical URL (see SeoHead). */
export const handle = { noindex: true };

/** /orders/next, /orders/current, /orders/finished and /orders/cancelled: the user's orders by group. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const group = params.group;
  if (!isOrderGroup(group)) throw data(null, { status: 404 });
  const list = await loadOrderList(request, context, group);
  const offers = await listOpenOffersForBidder({
    db: getServices(context).database.db,
    userId: requirePageUser(request, context).id,
  });
  return {
    group,
    ...list,
    offers: offers.map((o) => ({
      id: o.id,
      assetNumber: o.auction.assetNumber,
      amount: o.amount,
      expiresAt: o.expiresAt.toISOString(),
    })),
  };
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { group, counts, notice, offers } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <title>{`${t(`orders.groups.${group}`)} | ${t("orders.title")} | ${t("meta.siteName")}`}</title>
      <h1 className="text-3xl font-bold">{t("orders.title")}</h1>
      <p className="text-muted mt-1">{t("orders.description")}</p>
      <div className="mt-5 flex flex-col gap-4">
        <OpenOffersNotice offers={offers} />
        <OrderTabs current={group} counts={counts} />
        <OrderNoticeBanner notice={notice} group={group} />
        <OrderList {...loaderData} selection={group} basePath={to(`/orders/${group}`)} />
      </div>
    </div>
  );
}
