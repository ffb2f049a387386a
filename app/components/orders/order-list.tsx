import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { StatusBadge } from "~/components/auctions/status-badge";
import type { Lang } from "~/i18n/config";
import { formatDateTime, formatHijriDate, formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { photoUrl } from "~/modules/media/photo-url";
import {
  orderGroups,
  orderStatus,
  type Order,
  type OrderCounts,
  type OrderGroup,
  type OrderSelection,
  type OrderStatusName,
} from "~/modules/orders/order-groups";
import type { OrderSettlement } from "~/modules/payments/settlement-view";
import { OrderPayment } from "~/components/payments/order-payment";
import type { OrderNotice } from "~/lib/orders/order-notices";
import { buttonClass } from "~/components/ui/button";

/** A date and time in Riyadh, with the Umm al-Qura date beneath it on Arabic pages. */
export function OrderDate({ date, lang }: { date: Date; lang: Lang }) {
  return (
    <>
      <time dateTime={date.toISOString()}>{formatDateTime(date, lang)}</time>
      {lang === "ar" ? (
        <span className="text-muted block text-xs" data-testid="hijri-date">
          {formatHijriDate(date, lang)}
        </span>
      ) : null}
    </>
  );
}

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

const stateStyles: Record<OrderStatusName, string> = {
  registered: "bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  live: "bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  leading: "bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  outbid: "bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  won: "bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  lost: "bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-100",
  notSold: "bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-100",
  withdrawn: "bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-100",
  cancelledByCommittee: "bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
};

const actionClass = buttonClass();
const primaryActionClass = buttonClass({ variant: "primary" });

/** One order: its auction, where the user stands, and what they can do now. */
export function OrderCard({
  order,
  back,
  headingLevel: Heading = "h2",
}: {
  /** A won order carries what is due on it (or that it was paid). */
  order: Order & { settlement?: OrderSettlement | null };
  back: string;
  headingLevel?: "h2" | "h3";
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const navigation = useNavigation();
  const ar = lang === "ar";
  const { auction, actions } = order;
  const title = ar ? auction.titleAr : auction.titleEn;
  const src = auction.photoKey ? photoUrl(auction.photoKey) : null;
  const state = orderStatus(order);
  const reason = ar ? auction.cancelReasonAr : auction.cancelReasonEn;
  const receiptPath = to(`/orders/${order.id}/receipt`);
  const mailing =
    navigation.state === "submitting" &&
    navigation.formAction === receiptPath &&
    navigation.formData?.get("intent") === "mail";
  const headingId = `order-${order.id}-title`;
  const withBack = (path: string) => `${path}?${new URLSearchParams({ back }).toString()}`;
  // Which time matters now: the start of what is to come, the end of what runs or ran.
  const [timeLabel, time] =
    auction.status === "upcoming" || auction.status === "cancelled"
      ? [t("auction.startsAt"), auction.startsAt]
      : auction.status === "current"
        ? [t("auction.endsAt"), auction.endsAt]
        : [t("auction.endedAt"), auction.endsAt];
  const [priceLabel, price] =
    auction.endPrice !== null
      ? [t("auction.endPrice"), auction.endPrice]
      : auction.currentPrice !== null
        ? [t("auction.currentPrice"), auction.currentPrice]
        : [t("auction.openingPrice"), auction.openingPrice];
  const srFor = <span className="sr-only">{`: ${title}`}</span>;

  return (
    <article
      aria-labelledby={headingId}
      className="surface border-subtle flex flex-col overflow-hidden rounded-2xl border shadow-sm sm:flex-row"
      data-testid="order-card"
      data-order-id={order.id}
    >
      <div className="relative aspect-[3/2] shrink-0 bg-sand-100 sm:aspect-auto sm:w-52 dark:bg-stone-800">
        {src ? (
          <img
            src={src}
            alt={(ar ? auction.photoAltAr : auction.photoAltEn) ?? ""}
            width={600}
            height={400}
            loading="lazy"
            decoding="async"
            className="size-full object-cover sm:absolute sm:inset-0"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <div className="text-muted flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <StatusBadge status={auction.status} />
          <span>
            {t("auction.assetNumber")}: <span dir="ltr">{auction.assetNumber}</span>
          </span>
          <span aria-hidden="true">·</span>
          <span>{ar ? auction.cityAr : auction.cityEn}</span>
        </div>
        <Heading id={headingId} className="text-lg leading-snug font-bold">
          <Link to={to(`/mazadat/${auction.id}`)} className="hover:text-primary hover:underline">
            {title}
          </Link>
        </Heading>
        <div
          className={`rounded-lg px-3 py-2 text-sm font-semibold ${stateStyles[state]}`}
          data-testid="order-state"
        >
          <p>
            {t(`orders.status.${state}`, {
              date: order.withdrawnAt ? formatDateTime(order.withdrawnAt, lang) : "",
            })}
          </p>
          {state === "cancelledByCommittee" && reason ? (
            <p className="font-normal">{t("orders.card.reason", { reason })}</p>
          ) : null}
        </div>
        {state === "won" && order.settlement ? (
          <OrderPayment settlement={order.settlement} title={title} />
        ) : null}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-4">
          <div>
            <dt className="text-muted text-xs">{timeLabel}</dt>
            <dd className="font-medium">
              <OrderDate date={time} lang={lang} />
            </dd>
          </div>
          <div>
            <dt className="text-muted text-xs">{t("property.deposit")}</dt>
            <dd className="font-medium">{formatMoney(auction.deposit, lang)}</dd>
          </div>
          <div>
            <dt className="text-muted text-xs">{priceLabel}</dt>
            <dd className="font-bold text-primary">{formatMoney(price, lang)}</dd>
          </div>
          <div>
            <dt className="text-muted text-xs">{t("orders.card.myHighestBid")}</dt>
            <dd className="font-medium" data-testid="my-highest-bid">
              {order.highestBid === null ? t("orders.card.noBidYet") : formatMoney(order.highestBid, lang)}
            </dd>
          </div>
          <div>
            <dt className="text-muted text-xs">{t("orders.card.bidderNumber")}</dt>
            <dd className="font-medium">
              {order.bidderNumber === null
                ? t("orders.card.notAssigned")
                : t("property.bidder", { n: order.bidderNumber })}
            </dd>
          </div>
          <div>
            <dt className="text-muted text-xs">{t("orders.card.registeredAt")}</dt>
            <dd className="font-medium">
              <OrderDate date={order.createdAt} lang={lang} />
            </dd>
          </div>
        </dl>
        <div
          role="group"
          aria-label={t("orders.actions.label")}
          className="mt-auto flex flex-wrap gap-2 pt-1"
        >
          {actions.enter ? (
            <Link to={to(`/mazadat/${auction.id}`)} className={primaryActionClass}>
              {t("orders.actions.enter")}
              {srFor}
            </Link>
          ) : null}
          {actions.cancel ? (
            <Link to={withBack(to(`/orders/${order.id}/cancel`))} className={actionClass}>
              {t("orders.actions.cancel")}
              {srFor}
            </Link>
          ) : null}
          {actions.rebook ? (
            <Link
              to={withBack(to(`/orders/${order.id}/rebook`))}
              className={actions.enter ? actionClass : primaryActionClass}
            >
              {t("orders.actions.rebook")}
              {srFor}
            </Link>
          ) : null}
          <Link to={receiptPath} className={actionClass}>
            {t("orders.actions.receipt")}
            {srFor}
          </Link>
          <Form method="post" action={receiptPath}>
            <input type="hidden" name="back" value={back} />
            <button
              type="submit"
              name="intent"
              value="mail"
              disabled={mailing}
              aria-busy={mailing || undefined}
              className={actionClass}
            >
              {t("orders.actions.mailReceipt")}
              {srFor}
            </button>
          </Form>
        </div>
      </div>
    </article>
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
  const pageHref = (n: number) => (n === 1 ? basePath : `${basePath}?page=${n}`);
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
      {pages > 1 ? (
        <nav aria-label={t("listing.pagination")} className="mt-4 flex items-center justify-center gap-4">
          {page > 1 ? (
            <Link
              to={pageHref(page - 1)}
              rel="prev"
              className="border-subtle rounded-lg border px-4 py-2 font-semibold"
            >
              {t("listing.previous")}
            </Link>
          ) : null}
          <span className="text-muted">{t("listing.page", { page, pages })}</span>
          {page < pages ? (
            <Link
              to={pageHref(page + 1)}
              rel="next"
              className="border-subtle rounded-lg border px-4 py-2 font-semibold"
            >
              {t("listing.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
