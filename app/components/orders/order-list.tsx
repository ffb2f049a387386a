import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import { useLocalizedPath } from "~/i18n/use-lang";
import {
  orderGroups,
  type Order,
  type OrderCounts,
  type OrderGroup,
  type OrderSelection,
} from "~/modules/orders/order-groups";
import type { OrderSettlement } from "~/modules/payments/settlement-view";
import type { OrderNotice } from "~/lib/orders/order-notices";
import { OrderCard } from "./order-card";

/** The confirmation an action left for this page ("Your request was cancelled" …), read out politely. */
export function OrderNoticeBanner({
  notice,
  group,
}: {
  notice: { kind: OrderNotice; email: string } | null;
  group?: OrderGroup;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" className="empty:hidden">
      {notice ? (
        <p
          className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-200"
          data-testid="order-notice"
        >
          {t(`orders.notices.${notice.kind}`, {
            email: notice.email,
            group: t(`orders.groups.${group ?? "next"}`),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** The four groups as links, each with its count; the current one is marked for assistive tech. */
export function OrderTabs({ current, counts }: { current: OrderGroup; counts: OrderCounts }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <nav aria-label={t("orders.groupsLabel")}>
      {/* Two by two on a phone, so every tab and its count is in sight; one row of tabs above. */}
      <ul className="sm:border-subtle grid grid-cols-2 gap-2 sm:flex sm:gap-1 sm:border-b">
        {orderGroups.map((group) => {
          const selected = group === current;
          return (
            <li key={group}>
              <Link
                to={to(`/orders/${group}`)}
                aria-current={selected ? "page" : undefined}
                className={`relative flex items-center justify-between gap-2 rounded-lg border px-3 py-2 font-semibold sm:-mb-px sm:justify-start sm:rounded-none sm:border-0 sm:border-b-2 sm:px-4 sm:py-2.5 ${
                  selected
                    ? "border-current text-primary"
                    : "text-muted border-subtle hover:text-current sm:border-transparent"
                }`}
              >
                {t(`orders.groups.${group}`)}
                <span
                  aria-hidden="true"
                  className="surface-muted border-subtle min-w-6 rounded-full border px-1.5 text-center text-xs"
                >
                  {counts[group]}
                </span>
                <span className="sr-only">{`(${t("orders.count", { count: counts[group] })})`}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A page of orders with its empty state and paging (real links). Used by /orders/* and by the
 * profile's My Auctions, Auction History and My Purchases.
 */
export function OrderList({
  items,
  page,
  pages,
  selection,
  back,
  basePath,
  headingLevel,
}: {
  items: (Order & { settlement?: OrderSettlement | null })[];
  page: number;
  pages: number;
  selection: OrderSelection;
  back: string;
  /** The list's own path in the page's language, for the paging links. */
  basePath: string;
  headingLevel?: "h2" | "h3";
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 ? (
        <div
          className="surface-muted border-subtle rounded-2xl border p-8 text-center"
          data-testid="orders-empty"
        >
          <p className="font-semibold">{t(`orders.empty.${selection}`)}</p>
          <Link to={to("/auctions")} className="mt-3 inline-block font-semibold text-primary underline">
            {t("orders.browseAuctions")}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t("orders.listLabel")}>
          {items.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} back={back} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pages={pages}
        href={(n) => (n === 1 ? basePath : `${basePath}?page=${n}`)}
        label={t("listing.page", { page, pages })}
        className="mt-4"
      />
    </div>
  );
}
