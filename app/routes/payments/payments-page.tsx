import { useTranslation } from "~/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { getServices } from "~/context.server";
import { formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { MAX_CARD_PAYMENT } from "~/modules/payments/card-payments.server";
import {
  listPaymentHistory,
  listPendingTransfers,
  PAYMENTS_MAX_PAGE,
} from "~/modules/payments/payment-history.server";
import { listSettlements } from "~/modules/payments/settlements.server";
import { walletTotals } from "~/modules/wallet/wallet-totals.server";
import type { Route } from "./+types/payments-page";
import { requirePageUser } from "~/lib/account-request.server";
import { PaymentList } from "~/components/payments/payment-history-list";
import { ClosedSettlementCard, DueSettlementCard } from "~/components/payments/settlement-cards";
import { documentUrl } from "~/lib/payments/settlements-route.server";
import { buttonClass } from "~/components/ui/button";

/** A private page: "noindex", no canonical URL (see SeoHead). */
export const handle = { noindex: true };

/** `?page=` of the history: absent is the first page; anything but a page number is not a page. */
function pageOf(url: URL): number {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,4}$/.test(raw) || Number(raw) > PAYMENTS_MAX_PAGE) throw data(null, { status: 404 });
  return Number(raw);
}

/**
 * /payments (the seed's Payments page): what the user owes for auctions they won, with the three
 * ways to pay; what they paid, with receipts and tax invoices; transfers awaiting review; and the
 * history of every payment. `?paid=<settlement>` is where paying from the wallet lands.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  const { db } = getServices(context).database;
  const url = documentUrl(request);
  const page = pageOf(url);
  const [all, history, pending, totals] = await Promise.all([
    listSettlements({ db, userId: user.id }),
    listPaymentHistory({ db, userId: user.id, page }),
    listPendingTransfers({ db, userId: user.id }),
    walletTotals(db, [user.id]),
  ]);
  if (page > history.pages) {
    url.searchParams.set("page", String(history.pages));
    if (history.pages === 1) url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`);
  }
  const now = Date.now();
  const paid = all.find((s) => s.id === url.searchParams.get("paid") && s.status === "paid");
  return {
    due: all.filter((s) => s.status === "due").map((s) => ({ ...s, overdue: s.dueAt.getTime() < now })),
    closed: all.filter((s) => s.status !== "due"),
    history,
    pending,
    available: totals.get(user.id)?.available ?? 0,
    cardLimit: MAX_CARD_PAYMENT,
    notice: paid
      ? {
          amount: paid.totalDue,
          asset: paid.auction.assetNumber,
          receiptId: paid.paidBy?.receiptId ?? null,
          invoiceId: paid.invoice?.id ?? null,
        }
      : null,
  };
}

function PaidNotice({ notice }: { notice: Route.ComponentProps["loaderData"]["notice"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  return (
    <div role="status" className="empty:hidden">
      {notice ? (
        <div
          className="flex flex-col gap-2 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-200"
          data-testid="payment-notice"
        >
          <p className="font-semibold">
            {t("settlement.notices.paid", { amount: formatMoney(notice.amount, lang), asset: notice.asset })}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            {notice.receiptId ? (
              <Link to={to(`/payments/receipts/${notice.receiptId}`)} className="font-semibold underline">
                {t("settlement.paid.receipt")}
              </Link>
            ) : null}
            {notice.invoiceId ? (
              <Link to={to(`/payments/invoices/${notice.invoiceId}`)} className="font-semibold underline">
                {t("settlement.paid.invoice")}
              </Link>
            ) : null}
          </p>
        </div>
      ) : null}
    </div>
  );
}

const sectionHeading = "text-xl font-bold";

export default function PaymentsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { due, closed, history, pending, available, cardLimit, notice } = loaderData;
  const pageHref = (n: number) => (n === 1 ? to("/payments") : `${to("/payments")}?page=${n}`);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <title>{`${t("settlement.title")} | ${t("meta.siteName")}`}</title>
      <h1 className="text-3xl font-bold">{t("settlement.title")}</h1>
      <p className="text-muted mt-1">{t("settlement.description")}</p>
      <div className="mt-5 flex flex-col gap-10">
        <PaidNotice notice={notice} />

        <section aria-labelledby="due-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="due-heading" className={sectionHeading}>
              {t("settlement.due.heading")}
            </h2>
            <span className="text-muted text-sm" data-testid="due-count">
              {t("settlement.due.count", { count: due.length })}
            </span>
          </div>
          {due.length === 0 ? (
            <p
              className="surface-muted border-subtle rounded-2xl border p-6 text-center"
              data-testid="due-empty"
            >
              {t("settlement.due.empty")}
            </p>
          ) : (
            <>
              <p className="text-muted">{t("settlement.due.intro")}</p>
              <ul className="flex flex-col gap-4">
                {due.map((settlement) => (
                  <li key={settlement.id}>
                    <DueSettlementCard
                      settlement={settlement}
                      available={available}
                      cardLimit={cardLimit}
                      overdue={settlement.overdue}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        {pending.length ? (
          <section aria-labelledby="pending-heading" className="flex flex-col gap-3">
            <h2 id="pending-heading" className={sectionHeading}>
              {t("settlement.pending.heading")}
            </h2>
            <p className="text-muted">{t("settlement.pending.intro")}</p>
            <PaymentList items={pending} label={t("settlement.pending.heading")} />
          </section>
        ) : null}

        {closed.length ? (
          <section aria-labelledby="paid-heading" className="flex flex-col gap-4">
            <h2 id="paid-heading" className={sectionHeading}>
              {t("settlement.paid.heading")}
            </h2>
            <ul className="flex flex-col gap-4">
              {closed.map((settlement) => (
                <li key={settlement.id}>
                  <ClosedSettlementCard settlement={settlement} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="history-heading" className="flex flex-col gap-3" id="history">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="history-heading" className={sectionHeading}>
              {t("settlement.history.heading")}
            </h2>
            <span className="text-muted text-sm">
              {t("settlement.history.count", { count: history.total })}
            </span>
          </div>
          {history.items.length === 0 ? (
            <p
              className="surface-muted border-subtle rounded-2xl border p-6 text-center"
              data-testid="history-empty"
            >
              {t("settlement.history.empty")}
            </p>
          ) : (
            <PaymentList items={history.items} label={t("settlement.history.heading")} />
          )}
          {history.pages > 1 ? (
            <nav aria-label={t("listing.pagination")} className="mt-2 flex items-center justify-center gap-4">
              {history.page > 1 ? (
                <Link to={`${pageHref(history.page - 1)}#history`} rel="prev" className={buttonClass()}>
                  {t("listing.previous")}
                </Link>
              ) : null}
              <span className="text-muted">
                {t("listing.page", { page: history.page, pages: history.pages })}
              </span>
              {history.page < history.pages ? (
                <Link to={`${pageHref(history.page + 1)}#history`} rel="next" className={buttonClass()}>
                  {t("listing.next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  );
}
