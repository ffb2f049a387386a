import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { formatMoney, withHijri } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import type { OrderSettlement } from "~/modules/payments/settlement-view";
import { formatLongDateTime } from "./settlement-parts";

const linkClass = "font-semibold text-primary underline";

/**
 * On a won order's card: "Payment due by …" with the way to /payments, or "Paid" with the payment's
 * receipt and the tax invoice. `title` names the auction for screen readers, since every card has
 * the same links.
 */
export function OrderPayment({ settlement, title }: { settlement: OrderSettlement; title: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const sr = <span className="sr-only">{`: ${title}`}</span>;
  if (settlement.status === "due") {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        data-testid="order-payment"
      >
        <p>
          <span className="font-semibold">
            {t("settlement.orderCard.dueBy", {
              date: withHijri(formatLongDateTime(settlement.dueAt, lang), settlement.dueAt, lang),
            })}
          </span>{" "}
          · {t("settlement.orderCard.total", { amount: formatMoney(settlement.totalDue, lang) })}
        </p>
        <Link to={to("/payments")} className="font-semibold underline">
          {t("settlement.orderCard.pay")}
          {sr}
        </Link>
      </div>
    );
  }
  if (settlement.status === "defaulted") {
    return (
      <p className="text-sm font-semibold text-red-800 dark:text-red-300" data-testid="order-payment">
        {t("settlement.orderCard.defaulted")}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-testid="order-payment">
      <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
        {t("settlement.orderCard.paid")}
      </span>
      {settlement.receiptId ? (
        <Link to={to(`/payments/receipts/${settlement.receiptId}`)} className={linkClass}>
          {t("settlement.orderCard.receipt")}
          {sr}
        </Link>
      ) : null}
      {settlement.invoiceId ? (
        <Link to={to(`/payments/invoices/${settlement.invoiceId}`)} className={linkClass}>
          {t("settlement.orderCard.invoice")}
          {sr}
        </Link>
      ) : null}
    </div>
  );
}
