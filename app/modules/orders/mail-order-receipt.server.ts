import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { Db } from "~/db/client.server";
import { localizePath, type Lang } from "~/i18n/config";
import { formatDateTime, formatHijriDate, formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { consumeOrRefuse } from "~/modules/accounts/rate-limits.server";
import type { Messenger } from "~/modules/messaging/messenger.server";
import { orderStatus } from "./order-groups";
import { getOrderReceipt, type OrderReceipt } from "./order-receipt.server";

/**
 * "Mail me the receipt": a copy of the order's electronic receipt to the account's e-mail, through
 * the messenger (the outbox first), in the language the user asked in. Answers where it went.
 * Another user's order is NOT_FOUND; beyond the hourly limit, RATE_LIMITED with Retry-After.
 */
export async function mailOrderReceipt(options: {
  db: Db;
  messenger: Messenger;
  limiter: RateLimiterAbstract;
  userId: string;
  orderId: string;
  lang: Lang;
  appOrigin: string;
  now?: Date;
}): Promise<{ email: string; messageId: number }> {
  const { db, messenger, limiter, userId, lang } = options;
  const receipt = await getOrderReceipt({ db, userId, orderId: options.orderId, now: options.now });
  await consumeOrRefuse(limiter, userId);
  const sent = await messenger.send({
    channel: "email",
    recipient: receipt.holder.email,
    subject: translate(lang, "orderMail.subject", { assetNumber: receipt.auction.assetNumber }),
    body: renderReceiptMail(receipt, lang, options.appOrigin),
    template: "orders.receipt",
  });
  return { email: receipt.holder.email, messageId: sent.id };
}

/** The receipt as plain text, every fact labelled as on the printed page. */
export function renderReceiptMail(receipt: OrderReceipt, lang: Lang, appOrigin: string): string {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
  const { auction } = receipt;
  const date = (d: Date) =>
    lang === "ar" ? `${formatDateTime(d, lang)} (${formatHijriDate(d, lang)})` : formatDateTime(d, lang);
  const status = orderStatus(receipt);
  const reason = lang === "ar" ? auction.cancelReasonAr : auction.cancelReasonEn;
  const statusText = [
    t(`orders.status.${status}`, { date: receipt.withdrawnAt ? date(receipt.withdrawnAt) : "" }),
    status === "cancelledByCommittee" && reason ? t("orders.card.reason", { reason }) : null,
  ]
    .filter(Boolean)
    .join(" ");
  const link = (path: string) => `${appOrigin}${localizePath(path, lang)}`;
  const facts: [string, string][] = [
    [t("orders.receipt.holder"), receipt.holder.name],
    [t("orders.receipt.auction"), lang === "ar" ? auction.titleAr : auction.titleEn],
    [t("auction.assetNumber"), auction.assetNumber],
    [t("auction.city"), lang === "ar" ? auction.cityAr : auction.cityEn],
    [t("property.beginDate"), date(auction.startsAt)],
    [t("property.endDate"), date(auction.endsAt)],
    [t("property.deposit"), formatMoney(auction.deposit, lang)],
    [t("orders.receipt.registeredAt"), date(receipt.createdAt)],
    [
      t("orders.receipt.rules"),
      t("orders.receipt.rulesValue", { version: receipt.rulesVersion, date: date(receipt.rulesAcceptedAt) }),
    ],
    [
      t("orders.card.bidderNumber"),
      receipt.bidderNumber === null
        ? t("orders.card.notAssigned")
        : t("property.bidder", { n: receipt.bidderNumber }),
    ],
    ...(receipt.highestBid === null
      ? []
      : [[t("orders.card.myHighestBid"), formatMoney(receipt.highestBid, lang)] as [string, string]]),
    [t("orders.receipt.status"), statusText],
    [t("orders.receipt.code"), receipt.receiptCode],
  ];
  return [
    t("email.greeting", { name: receipt.holder.name }),
    "",
    t("orderMail.intro"),
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    "",
    t("orderMail.online", { link: link(`/orders/${receipt.id}/receipt`) }),
    t("orderMail.verify", {
      link: `${link("/receipts/verify")}?code=${encodeURIComponent(receipt.receiptCode)}`,
    }),
    "",
    t("orderMail.why"),
    "",
    t("email.signature"),
  ].join("\n");
}
