import { and, eq, inArray } from "drizzle-orm";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { Db } from "~/db/client.server";
import { payments, receipts, settlements } from "~/db/schema";
import { localizePath, type Lang } from "~/i18n/config";
import { formatDateTime, formatHijriDate, formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { describeUser } from "~/modules/accounts/describe-users.server";
import { consumeOrRefuse } from "~/modules/accounts/rate-limits.server";
import { describeAuctions } from "~/modules/auctions/describe-auctions.server";
import type { Messenger } from "~/modules/messaging/messenger.server";

/*
 * The electronic receipt of a payment (a top-up, or a winner's payment): a printable page for its
 * owner, a copy by e-mail, and the public check of its verification code ("RCT-…"), which tells
 * only facts that name no one.
 */

export type PaymentReceipt = {
  id: string;
  kind: "top_up" | "winner_payment";
  amount: number;
  verificationCode: string;
  issuedAt: Date;
  paymentId: string;
  method: (typeof payments.$inferSelect)["method"];
  reference: string;
  card: { brand: string | null; last4: string | null } | null;
  /** The auction a winner's payment settled. */
  assetNumber: string | null;
  holder: { name: string; email: string };
};

/** One of the user's payment receipts; another user's, or none, is NOT_FOUND. */
export async function getPaymentReceipt(options: {
  db: Db;
  userId: string;
  receiptId: string;
}): Promise<PaymentReceipt> {
  const { db, userId, receiptId } = options;
  if (!isUuid(receiptId)) throw new AppError("NOT_FOUND");
  const [row] = await db
    .select({
      id: receipts.id,
      kind: receipts.kind,
      amount: receipts.amount,
      verificationCode: receipts.verificationCode,
      issuedAt: receipts.issuedAt,
      paymentId: payments.id,
      method: payments.method,
      reference: payments.reference,
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
      holderId: receipts.userId,
      auctionId: settlements.auctionId,
    })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .leftJoin(settlements, eq(settlements.id, payments.settlementId))
    .where(
      and(
        eq(receipts.id, receiptId),
        eq(receipts.userId, userId),
        inArray(receipts.kind, ["top_up", "winner_payment"]),
      ),
    );
  if (!row) throw new AppError("NOT_FOUND");
  const [holder, auctions] = await Promise.all([
    describeUser(db, row.holderId),
    describeAuctions(db, [row.auctionId]),
  ]);
  if (!holder) throw new AppError("NOT_FOUND");
  return {
    id: row.id,
    kind: row.kind as PaymentReceipt["kind"],
    amount: row.amount,
    verificationCode: row.verificationCode,
    issuedAt: row.issuedAt,
    paymentId: row.paymentId,
    method: row.method,
    reference: row.reference,
    card: row.cardBrand || row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    assetNumber: row.auctionId === null ? null : (auctions.get(row.auctionId)?.assetNumber ?? null),
    holder: { name: holder.name, email: holder.email },
  };
}

export type StoredReceiptCheck = {
  code: string;
  kind: (typeof receipts.$inferSelect)["kind"];
  amount: number;
  issuedAt: Date;
};

/**
 * The public check of a receipt kept in the receipts table (payments' "RCT-…" codes, and
 * withdrawals'): whether it is genuine, its kind, amount and date. Never who holds it, nor any
 * reference, IBAN or card. Null for a code no receipt carries. `code` is already normalised.
 */
export async function verifyStoredReceipt({
  db,
  code,
}: {
  db: Db;
  code: string;
}): Promise<StoredReceiptCheck | null> {
  const [row] = await db
    .select({
      code: receipts.verificationCode,
      kind: receipts.kind,
      amount: receipts.amount,
      issuedAt: receipts.issuedAt,
    })
    .from(receipts)
    .where(eq(receipts.verificationCode, code));
  return row ?? null;
}

/**
 * "Mail me this receipt": the receipt as text to the account's e-mail through the messenger
 * (outbox first), in the language the user asked in. The orders' hourly limit applies.
 */
export async function mailPaymentReceipt(options: {
  db: Db;
  messenger: Messenger;
  limiter: RateLimiterAbstract;
  userId: string;
  receiptId: string;
  lang: Lang;
  appOrigin: string;
}): Promise<{ email: string; messageId: number }> {
  const { db, messenger, limiter, userId, lang } = options;
  const receipt = await getPaymentReceipt({ db, userId, receiptId: options.receiptId });
  await consumeOrRefuse(limiter, userId);
  const sent = await messenger.send({
    channel: "email",
    recipient: receipt.holder.email,
    subject: translate(lang, "topUp.mail.subject", { code: receipt.verificationCode }),
    body: renderPaymentReceiptMail(receipt, lang, options.appOrigin),
    template: "payments.receipt",
  });
  await db.update(receipts).set({ mailedAt: new Date() }).where(eq(receipts.id, receipt.id));
  return { email: receipt.holder.email, messageId: sent.id };
}

/** A card as a receipt names it: "Mada •••• 1010". */
export function describeCard(card: PaymentReceipt["card"], lang: Lang): string | null {
  if (!card) return null;
  const brand = card.brand ? translate(lang, `topUp.cardBrands.${card.brand}`) : "";
  return [brand, card.last4 ? `•••• ${card.last4}` : ""].filter(Boolean).join(" ") || null;
}

/** The receipt as plain text, every fact labelled as on the printed page. */
export function renderPaymentReceiptMail(receipt: PaymentReceipt, lang: Lang, appOrigin: string): string {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
  const date = (d: Date) =>
    lang === "ar" ? `${formatDateTime(d, lang)} (${formatHijriDate(d, lang)})` : formatDateTime(d, lang);
  const link = (path: string) => `${appOrigin}${localizePath(path, lang)}`;
  const card = describeCard(receipt.card, lang);
  const facts: [string, string][] = [
    [t("topUp.receipt.holder"), receipt.holder.name],
    [t("topUp.receipt.purpose"), t(`topUp.purposes.${receipt.kind}`)],
    ...(receipt.assetNumber ? [[t("topUp.receipt.auction"), receipt.assetNumber] as [string, string]] : []),
    [t("topUp.receipt.amount"), formatMoney(receipt.amount, lang)],
    [t("topUp.receipt.method"), t(`topUp.methods.${receipt.method}.title`)],
    ...(card ? [[t("topUp.receipt.card"), card] as [string, string]] : []),
    [t("topUp.receipt.reference"), receipt.reference],
    [t("topUp.receipt.issuedAt"), date(receipt.issuedAt)],
    [t("topUp.receipt.code"), receipt.verificationCode],
  ];
  return [
    t("email.greeting", { name: receipt.holder.name }),
    "",
    t("topUp.mail.intro"),
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    "",
    t("topUp.mail.online", { link: link(`/payments/receipts/${receipt.id}`) }),
    t("topUp.mail.verify", {
      link: `${link("/receipts/verify")}?code=${encodeURIComponent(receipt.verificationCode)}`,
    }),
    "",
    t("topUp.mail.why"),
    "",
    t("email.signature"),
  ].join("\n");
}
