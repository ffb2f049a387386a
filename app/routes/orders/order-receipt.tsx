import { useTranslation } from "~/i18n/use-translation";
import { data, Link } from "react-router";
import type { ReceiptFact } from "~/components/receipts/receipt-document";
import { MailableReceiptPage } from "~/components/receipts/receipt-page";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatDateTime, formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { mailOrderReceipt } from "~/modules/orders/mail-order-receipt.server";
import { orderDeps } from "~/modules/orders/order-deps.server";
import { orderStatus } from "~/modules/orders/order-groups";
import { getOrderReceipt } from "~/modules/orders/order-receipt.server";
import type { Route } from "./+types/order-receipt";
import { OrderDate } from "~/components/orders/order-card";
import { OrderNoticeBanner } from "~/components/orders/order-list";
import { formError, orderUser, redirectWithNotice } from "~/lib/orders/orders-route.server";
import { readOr404, receiptVerification } from "~/lib/receipts/receipt-route.server";
import receiptPrint from "~/styles/receipt-print.css?url";

export const handle = { noindex: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: receiptPrint }];

/** /orders/{id}/receipt: the order's electronic receipt, printable, with its verification code. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = orderUser(request, context);
  const services = getServices(context);
  const deps = orderDeps(services);
  const { lang } = getRequestInfo(context);
  const receipt = await readOr404(
    getOrderReceipt({ db: deps.db, userId: user.id, orderId: params.id, now: deps.now() }),
  );
  const mailed = new URL(request.url).searchParams.get("notice") === "mailed";
  return {
    receipt,
    ...receiptVerification(deps.appOrigin, lang, receipt.receiptCode),
    notice: mailed ? { kind: "mailed" as const, email: receipt.holder.email } : null,
  };
}

/** "Mail me the receipt", from this page or from an order's card (which sends `back`). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = orderUser(request, context);
  const deps = orderDeps(getServices(context));
  const { lang } = getRequestInfo(context);
  const form = await request.formData();
  if (form.get("intent") !== "mail") throw data(null, { status: 400 });
  try {
    await mailOrderReceipt({
      db: deps.db,
      messenger: deps.messenger,
      limiter: deps.receiptMailLimiter,
      userId: user.id,
      orderId: params.id,
      lang,
      appOrigin: deps.appOrigin,
      now: deps.now(),
    });
  } catch (error) {
    return formError(context, error);
  }
  return redirectWithNotice(form.get("back"), localizePath(`/orders/${params.id}/receipt`, lang), "mailed");
}

export default function OrderReceiptPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { receipt, verifyUrl, verifyLink, notice } = loaderData;
  const { auction } = receipt;
  const ar = lang === "ar";
  const state = orderStatus(receipt);
  const reason = ar ? auction.cancelReasonAr : auction.cancelReasonEn;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const facts: ReceiptFact[] = [
    [t("orders.receipt.holder"), receipt.holder.name, "holder"],
    [
      t("orders.receipt.auction"),
      <Link to={to(`/mazadat/${auction.id}`)} className="text-primary underline print:no-underline">
        {ar ? auction.titleAr : auction.titleEn}
      </Link>,
    ],
    [t("auction.assetNumber"), <span dir="ltr">{auction.assetNumber}</span>, "asset-number"],
    [t("auction.city"), ar ? auction.cityAr : auction.cityEn],
    [t("property.beginDate"), <OrderDate date={auction.startsAt} lang={lang} />],
    [t("property.endDate"), <OrderDate date={auction.endsAt} lang={lang} />],
    [t("property.deposit"), formatMoney(auction.deposit, lang), "deposit"],
    [t("orders.receipt.registeredAt"), <OrderDate date={receipt.createdAt} lang={lang} />],
    [
      t("orders.receipt.rules"),
      t("orders.receipt.rulesValue", {
        version: receipt.rulesVersion,
        date: formatDateTime(receipt.rulesAcceptedAt, lang),
      }),
      "rules",
    ],
    [
      t("orders.card.bidderNumber"),
      receipt.bidderNumber === null
        ? t("orders.card.notAssigned")
        : t("property.bidder", { n: receipt.bidderNumber }),
    ],
    [
      t("orders.card.myHighestBid"),
      receipt.highestBid === null ? t("orders.card.noBidYet") : formatMoney(receipt.highestBid, lang),
    ],
    [
      t("orders.receipt.status"),
      <>
        {t(`orders.status.${state}`, {
          date: receipt.withdrawnAt ? formatDateTime(receipt.withdrawnAt, lang) : "",
        })}
        {state === "cancelledByCommittee" && reason ? (
          <span className="block">{t("orders.card.reason", { reason })}</span>
        ) : null}
      </>,
      "status",
    ],
  ];
  return (
    <MailableReceiptPage
      pageTitle={`${t("orders.receipt.title")} | ${auction.assetNumber} | ${t("meta.siteName")}`}
      back={{ to: to(`/orders/${receipt.group}`), label: t("orders.receipt.back") }}
      printLabel={t("orders.receipt.print")}
      mailLabel={t("orders.actions.mailReceipt")}
      notice={<OrderNoticeBanner notice={notice} />}
      error={error}
      title={t("orders.receipt.title")}
      code={{ label: t("orders.receipt.code"), value: receipt.receiptCode }}
      facts={facts}
      verify={{ note: t("orders.receipt.verifyNote"), link: verifyLink, url: verifyUrl }}
    />
  );
}
