import { useTranslation } from "~/i18n/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { StatusBadge } from "~/components/auctions/status-badge";
import { OrderPayment } from "~/components/payments/order-payment";
import { buttonClass } from "~/components/ui/button";
import type { Lang } from "~/i18n/config";
import { formatDateTime, formatHijriDate, formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { photoUrl } from "~/modules/media/photo-url";
import { orderStatus, type Order, type OrderStatusName } from "~/modules/orders/order-groups";
import type { OrderSettlement } from "~/modules/payments/settlement-view";

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

type CardOrder = Order & { settlement?: OrderSettlement | null };

/** One order: its auction, where the user stands, and what they can do now. */
export function OrderCard({
  order,
  back,
  headingLevel: Heading = "h2",
}: {
  /** A won order carries what is due on it (or that it was paid). */
  order: CardOrder;
  back: string;
  headingLevel?: "h2" | "h3";
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const ar = lang === "ar";
  const { auction } = order;
  const title = ar ? auction.titleAr : auction.titleEn;
  const src = auction.photoKey ? photoUrl(auction.photoKey) : null;
  const state = orderStatus(order);
  const headingId = `order-${order.id}-title`;
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
        <OrderStateNote order={order} state={state} />
        {state === "won" && order.settlement ? (
          <OrderPayment settlement={order.settlement} title={title} />
        ) : null}
        <OrderFacts order={order} />
        <OrderActions order={order} back={back} title={title} />
      </div>
    </article>
  );
}

/** Where the user stands ("You lead", "Cancelled by the committee" and why), coloured by it. */
function OrderStateNote({ order, state }: { order: CardOrder; state: OrderStatusName }) {
  const { t } = useTranslation();
  const lang = useLang();
  const reason = lang === "ar" ? order.auction.cancelReasonAr : order.auction.cancelReasonEn;
  return (
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
  );
}

/** The time that matters now, the deposit, the price, the user's highest bid, number and registration. */
function OrderFacts({ order }: { order: CardOrder }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { auction } = order;
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
  return (
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
  );
}

/**
 * What the user can do now: enter the auction, cancel, book again, see or mail the receipt. Each
 * label names the auction for screen readers; `back` is where cancel, rebook and mail return.
 */
function OrderActions({ order, back, title }: { order: CardOrder; back: string; title: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigation = useNavigation();
  const { auction, actions } = order;
  const receiptPath = to(`/orders/${order.id}/receipt`);
  const mailing =
    navigation.state === "submitting" &&
    navigation.formAction === receiptPath &&
    navigation.formData?.get("intent") === "mail";
  const withBack = (path: string) => `${path}?${new URLSearchParams({ back }).toString()}`;
  const srFor = <span className="sr-only">{`: ${title}`}</span>;
  return (
    <div role="group" aria-label={t("orders.actions.label")} className="mt-auto flex flex-wrap gap-2 pt-1">
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
  );
}
