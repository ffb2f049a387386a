import { randomBytes } from "node:crypto";
import { issueReceipt } from "./issue-receipt.server";
import { AppError } from "~/lib/errors";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { invoiceCounters, payments, settlements, taxInvoices } from "~/db/schema";
import { describeUser } from "~/modules/accounts/describe-users.server";
import { readSetting } from "~/modules/settings/read-setting.server";
import type { NewNotification } from "~/modules/notifications/notification-events";
import { lockAccounts, postTransactions, type AccountRef } from "~/modules/wallet/ledger.server";
import { DEMO_PLATFORM_DETAILS, type PlatformDetails } from "./platform-details";
import { zatcaQrPayload } from "./zatca-qr";

export type Payment = typeof payments.$inferSelect;
export type Settlement = typeof settlements.$inferSelect;

/** Where a payment's money came from, as a ledger account. */
export type MoneySource = "gateway_clearing" | "bank_clearing" | "user_available";

const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const code = (length: number) => [...randomBytes(length)].map((b) => alphabet[b % 32]).join("");

/** The personal reference a payment is known by (quoted on a transfer): "MZD-TP-7K3Q9XW2". */
export function newPaymentReference(purpose: Payment["purpose"]): string {
  return `MZD-${purpose === "top_up" ? "TP" : "WP"}-${code(8)}`;
}

/** A receipt's verification code, checked on the public receipt page: "RCT-7K3Q-9XW2-H4TB". */
export function newReceiptVerificationCode(): string {
  const c = code(12);
  return `RCT-${c.slice(0, 4)}-${c.slice(4, 8)}-${c.slice(8)}`;
}

export async function readPlatformDetails(db: Pick<Db, "select">): Promise<PlatformDetails> {
  const stored = (await readSetting(db, "platform_details")) as Partial<PlatformDetails> | undefined;
  return { ...DEMO_PLATFORM_DETAILS, ...stored };
}

/**
 * Records money that arrived for a payment, once (ADR 018): a top-up credits the wallet; a
 * winner's payment settles the auction — the deposit held and the payment go to escrow for the
 * seller, the commission and its VAT to the platform — and issues the commission tax invoice.
 * Marks the payment paid with its ledger transaction, issues its receipt, and returns the
 * notification to send and the receipt's id and verification code. The caller holds the payment's
 * row lock (FOR UPDATE) and has checked it is not paid yet.
 */
export async function recordPaidPayment(
  tx: Tx,
  options: {
    payment: Payment;
    source: MoneySource;
    now: Date;
    card?: { brand: string | null; last4: string | null };
  },
): Promise<{ notification: NewNotification; receiptId: string; receiptCode: string }> {
  const { payment, source, now } = options;
  // Money from outside for a settlement already settled another way (two card tabs, a card
  // and a transfer) is not lost: it lands in the wallet, as a top-up would.
  const transactionId =
    payment.purpose === "top_up"
      ? await postTopUp(tx, payment, source, now)
      : ((await postWinnerPayment(tx, payment, source, now)) ??
        (source === "user_available"
          ? refuseStale()
          : await postTopUp(tx, payment, source, now, "settlement_already_paid")));
  await tx
    .update(payments)
    .set({
      status: "paid",
      paidAt: now,
      updatedAt: now,
      ledgerTransactionId: transactionId,
      ...(options.card ? { cardBrand: options.card.brand, cardLast4: options.card.last4 } : {}),
    })
    .where(eq(payments.id, payment.id));
  const receiptCode = newReceiptVerificationCode();
  const receipt = await issueReceipt(tx, {
    userId: payment.userId,
    kind: payment.purpose === "top_up" ? "top_up" : "winner_payment",
    paymentId: payment.id,
    amount: payment.amount,
    verificationCode: receiptCode,
    issuedAt: now,
    details: {
      method: payment.method,
      reference: payment.reference,
      cardBrand: options.card?.brand ?? payment.cardBrand,
      cardLast4: options.card?.last4 ?? payment.cardLast4,
    },
  });
  return {
    notification: {
      userId: payment.userId,
      event: "payment_received",
      auctionId: null,
      params: { amount: payment.amount, reference: payment.reference },
    },
    receiptId: receipt.id,
    receiptCode,
  };
}

/** A wallet payment for a settlement no longer due: refused (the wallet keeps its money). */
function refuseStale(): never {
  throw new AppError("SETTLEMENT_NOT_DUE");
}

async function postTopUp(
  tx: Tx,
  payment: Payment,
  source: MoneySource,
  now: Date,
  note?: "settlement_already_paid",
): Promise<number> {
  if (source === "user_available") throw new Error("a wallet cannot top itself up");
  const accounts = await lockAccounts(tx, [
    { kind: source },
    { kind: "user_available", userId: payment.userId },
  ]);
  const [id] = await postTransactions(
    tx,
    [
      {
        kind: "top_up",
        userId: payment.userId,
        memo: {
          method: payment.method,
          reference: payment.reference,
          paymentId: payment.id,
          ...(note ? { note } : {}),
        },
        postings: [
          { accountId: accounts.get({ kind: source }).id, amount: -payment.amount },
          {
            accountId: accounts.get({ kind: "user_available", userId: payment.userId }).id,
            amount: payment.amount,
          },
        ],
      },
    ],
    now,
  );
  return id!;
}

/** The winner's payment: exactly what is due, or the ledger refuses to balance. */
async function postWinnerPayment(
  tx: Tx,
  payment: Payment,
  source: MoneySource,
  now: Date,
): Promise<number | null> {
  const [settlement] = await tx
    .select()
    .from(settlements)
    .where(eq(settlements.id, payment.settlementId!))
    .for("update");
  if (!settlement || settlement.status !== "due" || settlement.totalDue !== payment.amount) return null;
  const { userId, auctionId } = settlement;
  const refs: AccountRef[] = [
    source === "user_available" ? { kind: "user_available", userId } : { kind: source },
    { kind: "user_locked", userId, auctionId },
    { kind: "platform_escrow" },
    { kind: "commission_revenue" },
    { kind: "vat_payable" },
  ];
  const accounts = await lockAccounts(tx, refs);
  const id = (ref: AccountRef) => accounts.get(ref).id;
  const postings = [
    { accountId: id(refs[0]!), amount: -settlement.totalDue },
    {
      accountId: id({ kind: "user_locked", userId: userId, auctionId: auctionId }),
      amount: -settlement.depositApplied,
    },
    { accountId: id({ kind: "platform_escrow" }), amount: settlement.hammerPrice },
    { accountId: id({ kind: "commission_revenue" }), amount: settlement.commission },
    { accountId: id({ kind: "vat_payable" }), amount: settlement.vat },
  ].filter((p) => p.amount !== 0);
  const [transactionId] = await postTransactions(
    tx,
    [
      {
        kind: "payment",
        userId,
        auctionId,
        memo: { method: payment.method, reference: payment.reference, paymentId: payment.id },
        postings,
      },
    ],
    now,
  );
  await tx.update(settlements).set({ status: "paid", paidAt: now }).where(eq(settlements.id, settlement.id));
  await issueTaxInvoice(tx, settlement, now);
  return transactionId!;
}

/**
 * The simplified tax invoice for the commission (the platform's supply), numbered without gaps per
 * year under a row lock, with the ZATCA phase-1 QR payload.
 */
async function issueTaxInvoice(tx: Tx, settlement: Settlement, now: Date) {
  const year = now.getUTCFullYear();
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  const platform = await readPlatformDetails(tx);
  const buyer = await describeUser(tx, settlement.userId);
  const total = settlement.commission + settlement.vat;
  await tx.insert(taxInvoices).values({
    number: `INV-${year}-${String(counter!.last).padStart(6, "0")}`,
    userId: settlement.userId,
    settlementId: settlement.id,
    sellerName: platform.sellerNameAr,
    sellerVatNumber: platform.vatNumber,
    buyerName: buyer!.name,
    issuedAt: now,
    taxableAmount: settlement.commission,
    vat: settlement.vat,
    total,
    qrPayload: zatcaQrPayload({
      sellerName: platform.sellerNameAr,
      vatNumber: platform.vatNumber,
      issuedAt: now,
      total,
      vat: settlement.vat,
    }),
  });
}

/** A payment's row, locked for the rest of the transaction; null when it is not this user's. */
export async function lockPayment(tx: Tx, paymentId: string, userId?: string): Promise<Payment | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(userId ? and(eq(payments.id, paymentId), eq(payments.userId, userId)) : eq(payments.id, paymentId))
    .for("update");
  return row ?? null;
}
