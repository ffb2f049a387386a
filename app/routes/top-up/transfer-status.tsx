import { useTranslation } from "~/i18n/use-translation";
import { data, Link } from "react-router";
import { getServices } from "~/context.server";
import { formatDateTime, formatHijriDate, formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { findPayment } from "~/modules/payments/payment-views.server";
import { formatIban } from "~/modules/wallet/iban";
import type { Route } from "./+types/transfer-status";
import { documentUrl, topUpUser } from "~/lib/top-up/top-up-route.server";
import { buttonClass } from "~/components/ui/button";

export const handle = { noindex: true };

/**
 * /payments/transfers/{id}: one of the user's declared transfers — pending until the committee
 * verifies it, verified (with its receipt), or rejected with the committee's reason.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = topUpUser(request, context);
  const payment = await findPayment(getServices(context).database.db, {
    paymentId: params.id,
    userId: user.id,
  });
  if (!payment?.transfer) throw data(null, { status: 404 });
  return {
    payment: { ...payment, transfer: payment.transfer },
    declared: documentUrl(request).searchParams.get("notice") === "declared",
  };
}

function When({ iso }: { iso: string }) {
  const lang = useLang();
  const date = new Date(iso);
  return (
    <>
      <time dateTime={iso}>{formatDateTime(date, lang)}</time>
      {lang === "ar" ? <span className="text-muted block text-xs">{formatHijriDate(date, lang)}</span> : null}
    </>
  );
}

export default function TransferStatusPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { payment, declared } = loaderData;
  const { transfer } = payment;
  const amount = formatMoney(payment.amount, lang);
  const tone =
    payment.status === "paid"
      ? "border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
      : payment.status === "rejected"
        ? "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        : "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100";
  const facts: [string, React.ReactNode, string?][] = [
    [t("topUp.receipt.amount"), amount, "amount"],
    [t("topUp.receipt.method"), t(`topUp.methods.${payment.method}.title`)],
    [t("topUp.receipt.purpose"), t(`topUp.purposes.${payment.purpose}`)],
    [
      t("topUp.receipt.reference"),
      <span dir="ltr" className="font-mono">
        {payment.reference}
      </span>,
      "reference",
    ],
    [t("topUp.transfer.bankName"), transfer.bankName],
    [
      t("topUp.transfer.senderIban"),
      <span dir="ltr" className="font-mono">
        {formatIban(transfer.iban)}
      </span>,
    ],
    [t("topUp.transfer.accountName"), transfer.accountName],
    [t("topUp.transferStatus.declaredAt"), <When iso={transfer.declaredAt} />],
    ...(transfer.reviewedAt
      ? [
          [t("topUp.transferStatus.reviewedAt"), <When iso={transfer.reviewedAt} />] as [
            string,
            React.ReactNode,
          ],
        ]
      : []),
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <title>{`${t("topUp.transferStatus.title")} | ${t("meta.siteName")}`}</title>
      <h1 className="text-3xl font-bold">{t("topUp.transferStatus.title")}</h1>
      <div
        role="status"
        className={`mt-6 rounded-2xl border p-6 ${tone}`}
        data-testid="transfer-status"
        data-status={payment.status}
        // This page says it: no toast repeats it over the page's actions.
        data-page-says={
          payment.status === "paid"
            ? "payment_received"
            : payment.status === "rejected"
              ? "transfer_rejected"
              : undefined
        }
      >
        {declared && payment.status === "awaiting_review" ? (
          <p className="text-lg font-bold">{t("topUp.transferStatus.declared")}</p>
        ) : (
          <p className="text-lg font-bold">{t(`topUp.statuses.${payment.status}`)}</p>
        )}
        <p className="mt-1">
          {payment.status === "paid"
            ? t(
                payment.purpose === "top_up"
                  ? "topUp.transferStatus.paidTopUp"
                  : "topUp.transferStatus.paidWinner",
                { amount },
              )
            : payment.status === "rejected"
              ? t("topUp.transferStatus.rejected")
              : t("topUp.transferStatus.awaiting_review")}
        </p>
        {transfer.rejectionReason ? (
          <p className="mt-2 font-semibold" data-testid="rejection-reason">
            {t("topUp.transferStatus.reason", { reason: transfer.rejectionReason })}
          </p>
        ) : null}
      </div>
      <dl className="surface border-subtle mt-4 grid gap-x-6 gap-y-3 rounded-2xl border p-6 sm:grid-cols-2">
        {facts.map(([label, value, id]) => (
          <div key={label} data-testid={id ? `transfer-${id}` : undefined}>
            <dt className="text-muted text-sm">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        {payment.receipt ? (
          <Link
            to={to(`/payments/receipts/${payment.receipt.id}`)}
            className={buttonClass({ variant: "primary", size: "md" })}
          >
            {t("topUp.callback.viewReceipt")}
          </Link>
        ) : null}
        {payment.status === "rejected" ? (
          // Refused transfers keep no receipt (the file was deleted with the decision).
          <p className="text-muted inline-flex h-11 items-center">{t("safeguards.receiptDeleted")}</p>
        ) : (
          <a
            href={`/media/uploads/${transfer.receiptUploadId}`}
            className="border-subtle inline-flex h-11 items-center rounded-lg border px-5 font-semibold"
          >
            {t("topUp.transferStatus.receiptFile")}
          </a>
        )}
        <Link
          to={to(payment.purpose === "top_up" ? "/profile/wallet" : "/payments")}
          className="border-subtle inline-flex h-11 items-center rounded-lg border px-5 font-semibold"
        >
          {t(payment.purpose === "top_up" ? "topUp.callback.toWallet" : "topUp.methodPage.backToPayments")}
        </Link>
      </div>
    </div>
  );
}
