import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { formatDateTime, formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import type { PaymentRecord, PaymentStatusName } from "~/modules/payments/settlement-view";
import { methodText, RiyadhDate } from "./settlement-parts";

const statusStyles: Record<PaymentStatusName, string> = {
  initiated: "bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  awaiting_review: "bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  paid: "bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  failed: "bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
  rejected: "bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
  expired: "bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-100",
};

/** What a payment was for: "Wallet top-up", "Payment for auction MZ-123456". */
function purposeText(t: ReturnType<typeof useTranslation>["t"], payment: PaymentRecord) {
  return payment.purpose === "top_up"
    ? t("settlement.purposes.top_up")
    : t("settlement.purposes.winner_payment", { asset: payment.auction?.assetNumber ?? "" });
}

/** One payment: what for, how much, how, its reference and status, and its receipt once paid. */
function PaymentItem({ payment }: { payment: PaymentRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const what = purposeText(t, payment);
  return (
    <article
      className="surface border-subtle flex flex-col gap-2 rounded-xl border p-4"
      aria-label={`${what} — ${formatMoney(payment.amount, lang)}`}
      data-testid="payment-item"
      data-payment-id={payment.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-bold">
          {payment.auction ? (
            <Link to={to(`/mazadat/${payment.auction.id}`)} className="hover:text-primary hover:underline">
              {what}
            </Link>
          ) : (
            what
          )}
        </p>
        <p className="font-bold tabular-nums" data-testid="payment-amount">
          {formatMoney(payment.amount, lang)}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-4">
        <div>
          <dt className="text-muted text-xs">{t("settlement.history.date")}</dt>
          <dd>
            <RiyadhDate date={payment.paidAt ?? payment.createdAt} lang={lang} format={formatDateTime} />
          </dd>
        </div>
        <div>
          <dt className="text-muted text-xs">{t("settlement.history.method")}</dt>
          <dd data-testid="payment-method">{methodText(t, payment)}</dd>
        </div>
        <div>
          <dt className="text-muted text-xs">{t("settlement.history.reference")}</dt>
          <dd className="font-mono text-xs break-all" dir="ltr">
            {payment.reference}
          </dd>
        </div>
        <div>
          <dt className="text-muted text-xs">{t("settlement.history.status")}</dt>
          <dd>
            <span
              className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[payment.status]}`}
              data-testid="payment-status"
            >
              {t(`settlement.statuses.${payment.status}`)}
            </span>
          </dd>
        </div>
      </dl>
      {payment.paidByAgent ? (
        <p className="text-sm" data-testid="payment-by-agent">
          {t("settlement.paid.byAgent", { name: `\u2068${payment.paidByAgent.name}\u2069` })}
        </p>
      ) : null}
      {payment.rejectionReason ? (
        <p className="text-sm">{t("settlement.history.reason", { reason: payment.rejectionReason })}</p>
      ) : null}
      {payment.receiptId ? (
        <p>
          <Link
            to={to(`/payments/receipts/${payment.receiptId}`)}
            className="text-sm font-semibold text-primary underline"
            data-testid="payment-receipt"
          >
            {t("settlement.history.viewReceipt")}
            <span className="sr-only">{`: ${what}`}</span>
          </Link>
        </p>
      ) : null}
    </article>
  );
}

/** A list of payments (the history, or the transfers awaiting review). */
export function PaymentList({ items, label }: { items: PaymentRecord[]; label: string }) {
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {items.map((payment) => (
        <li key={payment.id}>
          <PaymentItem payment={payment} />
        </li>
      ))}
    </ul>
  );
}
