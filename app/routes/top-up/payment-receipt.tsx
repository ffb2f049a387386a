import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import type { ReceiptFact } from "~/components/receipts/receipt-document";
import { MailableReceiptPage } from "~/components/receipts/receipt-page";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatDateTime, formatHijriDate, formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { readOr404, receiptVerification } from "~/lib/receipts/receipt-route.server";
import { paymentDeps } from "~/modules/payments/payment-deps.server";
import { getPaymentReceipt, mailPaymentReceipt } from "~/modules/payments/payment-receipts.server";
import receiptPrint from "~/styles/receipt-print.css?url";
import type { Route } from "./+types/payment-receipt";
import { documentUrl, paymentRefusal, topUpUser } from "~/lib/top-up/top-up-route.server";

export const handle = { noindex: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: receiptPrint }];

/**
 * /payments/receipts/{id}: the electronic receipt of a payment, for its owner only: printable
 * (the orders' print stylesheet leaves the receipt alone, dark on white), mailed on request, and
 * checkable by anyone at /receipts/verify with its code.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = topUpUser(request, context);
  const deps = paymentDeps(getServices(context));
  const { lang } = getRequestInfo(context);
  const receipt = await readOr404(getPaymentReceipt({ db: deps.db, userId: user.id, receiptId: params.id }));
  return {
    receipt,
    ...receiptVerification(deps.appOrigin, lang, receipt.verificationCode),
    mailed: documentUrl(request).searchParams.get("notice") === "mailed" ? receipt.holder.email : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = topUpUser(request, context);
  const deps = paymentDeps(getServices(context));
  const { lang } = getRequestInfo(context);
  const form = await request.formData();
  if (form.get("intent") !== "mail") throw data(null, { status: 400 });
  try {
    await mailPaymentReceipt({
      db: deps.db,
      messenger: deps.messenger,
      limiter: deps.receiptMailLimiter,
      userId: user.id,
      receiptId: params.id,
      lang,
      appOrigin: deps.appOrigin,
    });
  } catch (error) {
    return paymentRefusal(context, error);
  }
  throw redirect(`${localizePath(`/payments/receipts/${params.id}`, lang)}?notice=mailed`);
}

export default function PaymentReceiptPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { receipt, verifyUrl, verifyLink, mailed } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const card = receipt.card
    ? [
        receipt.card.brand ? t(`topUp.cardBrands.${receipt.card.brand}`) : null,
        receipt.card.last4 ? `•••• ${receipt.card.last4}` : null,
      ]
        .filter(Boolean)
        .join(" ")
    : null;
  const facts: ReceiptFact[] = [
    [t("topUp.receipt.holder"), receipt.holder.name, "holder"],
    [t("topUp.receipt.purpose"), t(`topUp.purposes.${receipt.kind}`), "purpose"],
    ...(receipt.assetNumber
      ? [
          [
            t("topUp.receipt.auction"),
            <span dir="ltr">{receipt.assetNumber}</span>,
            "asset-number",
          ] satisfies ReceiptFact,
        ]
      : []),
    [t("topUp.receipt.amount"), formatMoney(receipt.amount, lang), "amount"],
    [t("topUp.receipt.method"), t(`topUp.methods.${receipt.method}.title`), "method"],
    ...(card ? [[t("topUp.receipt.card"), <span dir="ltr">{card}</span>, "card"] satisfies ReceiptFact] : []),
    [
      t("topUp.receipt.reference"),
      <span dir="ltr" className="font-mono">
        {receipt.reference}
      </span>,
      "reference",
    ],
    [
      t("topUp.receipt.issuedAt"),
      <>
        <time dateTime={receipt.issuedAt.toISOString()}>{formatDateTime(receipt.issuedAt, lang)}</time>
        {lang === "ar" ? (
          <span className="block text-sm">{formatHijriDate(receipt.issuedAt, lang)}</span>
        ) : null}
      </>,
      "issued-at",
    ],
  ];
  return (
    <MailableReceiptPage
      pageTitle={`${t("topUp.receipt.title")} | ${receipt.verificationCode} | ${t("meta.siteName")}`}
      back={
        receipt.kind === "top_up"
          ? { to: to("/profile/wallet"), label: t("topUp.receipt.back") }
          : { to: to("/payments"), label: t("topUp.methodPage.backToPayments") }
      }
      printLabel={t("topUp.receipt.print")}
      mailLabel={t("topUp.receipt.mail")}
      notice={
        <p role="status" className="font-medium text-green-800 empty:hidden dark:text-green-300">
          {mailed ? t("topUp.receipt.mailed", { email: mailed }) : null}
        </p>
      }
      error={error}
      title={t("topUp.receipt.title")}
      code={{ label: t("topUp.receipt.code"), value: receipt.verificationCode }}
      facts={facts}
      verify={{ note: t("topUp.receipt.verifyNote"), link: verifyLink, url: verifyUrl }}
    />
  );
}
