import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { formatDateTime, formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { paymentMethodPath, type SettlementView } from "~/modules/payments/settlement-view";
import {
  formatLongDateTime,
  methodText,
  RiyadhDate,
  SettlementAuctionHeader,
  SettlementFigures,
} from "./settlement-parts";
import { buttonClass } from "~/components/ui/button";

/** The ways to pay a settlement, each a real link (the wallet's goes to a confirmation step). */
function WaysToPay({
  settlement,
  available,
  cardLimit,
}: {
  settlement: SettlementView;
  available: number;
  cardLimit: number;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const covered = available >= settlement.totalDue;
  const overCardLimit = settlement.totalDue > cardLimit;
  const sr = (
    <span className="sr-only">{` ${t("settlement.pay.forAuction", { asset: settlement.auction.assetNumber })}`}</span>
  );
  const elsewhere = to(paymentMethodPath(settlement.id));
  return (
    <div>
      <h4 className="mb-2 font-bold">{t("settlement.pay.heading")}</h4>
      <ul className="grid gap-2 sm:grid-cols-3" data-testid="ways-to-pay">
        <li className="flex flex-col gap-1">
          <Link
            to={to(`/payments/settlements/${settlement.id}/wallet`)}
            className={buttonClass({ variant: covered ? "primary" : "secondary" })}
            data-testid="pay-wallet"
          >
            {t("settlement.pay.wallet")}
            {sr}
          </Link>
          <span className="text-muted text-xs">
            {t(covered ? "settlement.pay.walletHint" : "settlement.pay.walletShort", {
              available: formatMoney(available, lang),
            })}
          </span>
        </li>
        <li className="flex flex-col gap-1">
          {overCardLimit ? (
            <>
              <span className={buttonClass({ className: "text-muted cursor-not-allowed opacity-70" })}>
                {t("settlement.pay.card")}
              </span>
              <span className="text-muted text-xs">{t("settlement.pay.cardOverLimit")}</span>
            </>
          ) : (
            <>
              <Link to={`${elsewhere}&method=mada`} className={buttonClass()} data-testid="pay-card">
                {t("settlement.pay.card")}
                {sr}
              </Link>
              <span className="text-muted text-xs">{t("settlement.pay.cardHint")}</span>
            </>
          )}
        </li>
        <li className="flex flex-col gap-1">
          <Link to={`${elsewhere}&method=bank_transfer`} className={buttonClass()} data-testid="pay-transfer">
            {t("settlement.pay.transfer")}
            {sr}
          </Link>
          <span className="text-muted text-xs">{t("settlement.pay.transferHint")}</span>
        </li>
      </ul>
    </div>
  );
}

/** A won auction awaiting payment: the figures, the deadline and the three ways to pay. */
export function DueSettlementCard({
  settlement,
  available,
  cardLimit,
  overdue,
}: {
  settlement: SettlementView;
  available: number;
  cardLimit: number;
  overdue: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = `settlement-${settlement.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="surface border-subtle flex flex-col gap-4 rounded-2xl border p-4 shadow-sm sm:p-6"
      data-testid="due-settlement"
      data-settlement-id={settlement.id}
    >
      <SettlementAuctionHeader auction={settlement.auction} headingId={headingId} />
      <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
        <SettlementFigures settlement={settlement} />
        <div
          className={`rounded-xl border p-3 text-sm ${
            overdue
              ? "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
              : "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
          }`}
          data-testid="deadline"
        >
          <p className="font-semibold">{t("settlement.due.deadline")}</p>
          <p className="font-bold">
            <RiyadhDate date={settlement.dueAt} lang={lang} format={formatLongDateTime} />
          </p>
          <p className="text-xs">{t("settlement.due.riyadhTime")}</p>
          {overdue ? <p className="mt-2 font-semibold">{t("settlement.due.overdue")}</p> : null}
        </div>
      </div>
      <p className="text-muted text-xs">{t("settlement.figures.taxNote")}</p>
      {settlement.pending.length ? (
        <ul className="flex flex-col gap-1 text-sm" data-testid="pending-payments">
          {settlement.pending.map((p) => (
            <li
              key={p.id}
              className="rounded-lg bg-sky-50 px-3 py-2 text-sky-950 dark:bg-sky-950 dark:text-sky-100"
            >
              {t(
                p.status === "awaiting_review"
                  ? "settlement.pay.pendingTransfer"
                  : "settlement.pay.pendingCard",
                {
                  amount: formatMoney(p.amount, lang),
                  reference: p.reference,
                },
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <WaysToPay settlement={settlement} available={available} cardLimit={cardLimit} />
    </article>
  );
}

/** A settled (or forfeited) auction: when and how it was paid, its receipt and tax invoice. */
export function ClosedSettlementCard({ settlement }: { settlement: SettlementView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const headingId = `settlement-${settlement.id}`;
  const paid = settlement.status === "paid";
  const sr = (
    <span className="sr-only">{` ${t("settlement.pay.forAuction", { asset: settlement.auction.assetNumber })}`}</span>
  );
  return (
    <article
      aria-labelledby={headingId}
      className="surface border-subtle flex flex-col gap-4 rounded-2xl border p-4 sm:p-6"
      data-testid="closed-settlement"
      data-settlement-id={settlement.id}
    >
      <SettlementAuctionHeader auction={settlement.auction} headingId={headingId} />
      <div
        className={`rounded-lg px-3 py-2 text-sm font-semibold ${
          paid
            ? "bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
            : "bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100"
        }`}
        data-testid="settlement-state"
      >
        {paid ? (
          <>
            <p>
              {t("settlement.paid.status")}
              {settlement.paidAt
                ? ` — ${t("settlement.paid.paidOn", { date: formatDateTime(settlement.paidAt, lang) })}`
                : ""}
            </p>
            {settlement.paidBy ? (
              <p className="font-normal">
                {t("settlement.paid.via", { method: methodText(t, settlement.paidBy) })} ·{" "}
                <span dir="ltr">{settlement.paidBy.reference}</span>
              </p>
            ) : null}
            {settlement.paidBy?.paidByAgent ? (
              <p className="font-normal" data-testid="paid-by-agent">
                {t("settlement.paid.byAgent", { name: `\u2068${settlement.paidBy.paidByAgent.name}\u2069` })}
              </p>
            ) : null}
          </>
        ) : (
          <p>{t("settlement.paid.defaulted")}</p>
        )}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold">{t("settlement.figures.label")}</summary>
        <div className="mt-2">
          <SettlementFigures settlement={settlement} paid={paid} />
        </div>
      </details>
      {paid ? (
        <div className="flex flex-wrap gap-2">
          {settlement.paidBy?.receiptId ? (
            <Link
              to={to(`/payments/receipts/${settlement.paidBy.receiptId}`)}
              className={buttonClass()}
              data-testid="receipt-link"
            >
              {t("settlement.paid.receipt")}
              {sr}
            </Link>
          ) : null}
          {settlement.invoice ? (
            <Link
              to={to(`/payments/invoices/${settlement.invoice.id}`)}
              className={buttonClass({ variant: "primary" })}
              data-testid="invoice-link"
            >
              {t("settlement.paid.invoice")}
              <span className="sr-only">{` ${settlement.invoice.number}`}</span>
            </Link>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
