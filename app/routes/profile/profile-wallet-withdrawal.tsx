import { useTranslation } from "~/i18n/use-translation";
import { data, Link } from "react-router";
import { getServices } from "~/context.server";
import { formatDateTime, formatHijriDate, formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { AppError } from "~/lib/errors";
import { formatIban, ibanBankCode } from "~/modules/wallet/iban";
import { bankNameOf } from "~/modules/wallet/saudi-banks";
import { getWithdrawal } from "~/modules/withdrawals/withdrawals.server";
import type { Route } from "./+types/profile-wallet-withdrawal";
import { requirePageUser } from "~/lib/account-request.server";
import receiptPrint from "~/styles/receipt-print.css?url";
import { WalletBadge } from "~/components/wallet/wallet-badge";
import { ReceiptDocument, type ReceiptFact } from "~/components/receipts/receipt-document";
import { PrintButton } from "~/components/ui/print-button";

/** A private page: never indexed. */
export const handle = { noindex: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: receiptPrint }];

/**
 * /profile/wallet/withdrawals/{id}: one of the user's withdrawals — while it waits, its request;
 * once paid, its electronic receipt (printable, with its verification code). Someone else's is 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  const { db } = getServices(context).database;
  try {
    const withdrawal = await getWithdrawal({ db, userId: user.id, withdrawalId: params.id });
    return { withdrawal, holder: user.name };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}

export default function WithdrawalPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { withdrawal, holder } = loaderData;
  const { bankAccount, receipt } = withdrawal;
  const paid = withdrawal.status === "paid" && receipt;
  const title = paid ? t("wallet.receipt.title") : t("wallet.receipt.requestTitle");
  const date = (iso: string) => (
    <>
      <time dateTime={iso}>{formatDateTime(new Date(iso), lang)}</time>
      {lang === "ar" ? (
        <span className="text-muted block text-xs">{formatHijriDate(new Date(iso), lang)}</span>
      ) : null}
    </>
  );
  const facts: ReceiptFact[] = [
    [t("wallet.receipt.holder"), holder, "holder"],
    [t("wallet.receipt.amount"), formatMoney(withdrawal.amount, lang), "amount"],
    [
      t("wallet.receipt.status"),
      <WalletBadge status={withdrawal.status} label={t(`wallet.withdrawals.status.${withdrawal.status}`)} />,
      "status",
    ],
    [
      t("wallet.receipt.bank"),
      bankNameOf(bankAccount.iban, lang) ??
        t("wallet.bank.unknown", { code: ibanBankCode(bankAccount.iban) }),
      "bank",
    ],
    [t("wallet.receipt.iban"), <span dir="ltr">{formatIban(bankAccount.iban)}</span>, "iban"],
    [t("wallet.receipt.accountName"), bankAccount.accountName, "account-name"],
    [t("wallet.receipt.requestedAt"), date(withdrawal.createdAt), "requested-at"],
  ];
  if (withdrawal.reviewedAt) {
    facts.push([
      t(withdrawal.status === "paid" ? "wallet.receipt.paidAt" : "wallet.receipt.rejectedAt"),
      date(withdrawal.reviewedAt),
      "reviewed-at",
    ]);
  }
  if (receipt?.reference)
    facts.push([t("wallet.receipt.reference"), <span dir="ltr">{receipt.reference}</span>, "reference"]);
  if (withdrawal.status === "rejected" && withdrawal.rejectionReason) {
    facts.push([t("wallet.receipt.reason"), withdrawal.rejectionReason, "reason"]);
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <title>{`${title} | ${t("meta.siteName")}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3" data-print="hide">
        <Link to={`${to("/profile/wallet")}#withdrawals`} className="font-semibold text-primary underline">
          {t("wallet.receipt.back")}
        </Link>
        {paid ? <PrintButton label={t("wallet.receipt.print")} /> : null}
      </div>
      <ReceiptDocument
        titleId="withdrawal-title"
        title={title}
        code={paid ? { label: t("wallet.receipt.code"), value: receipt.verificationCode } : null}
        facts={facts}
        testIdPrefix="withdrawal"
      >
        {paid || withdrawal.status === "requested" ? (
          <p className="border-subtle text-muted border-t pt-4 text-sm">
            {paid ? t("wallet.receipt.keepCode") : t("wallet.receipt.pending")}
          </p>
        ) : null}
      </ReceiptDocument>
    </div>
  );
}
