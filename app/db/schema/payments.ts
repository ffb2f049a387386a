import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { halalas, createdAt, updatedAt, timestamptz } from "./columns";
import { users } from "./accounts";
import { auctions } from "./auctions";
import { uploads } from "./uploads";
import { withdrawals } from "./withdrawals";

export const settlementStatus = pgEnum("settlement_status", ["due", "paid", "defaulted"]);

/**
 * What the winner of a sold auction owes: the hammer price less the deposit already held, plus the
 * commission and the VAT on it, due by `due_at`.
 */
export const settlements = pgTable(
  "settlements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    auctionId: integer("auction_id")
      .notNull()
      .references(() => auctions.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    hammerPrice: halalas("hammer_price").notNull(),
    depositApplied: halalas("deposit_applied").notNull(),
    balanceDue: halalas("balance_due").notNull(),
    commission: halalas("commission").notNull(),
    vat: halalas("vat").notNull(),
    totalDue: halalas("total_due").notNull(),
    dueAt: timestamptz("due_at").notNull(),
    status: settlementStatus("status").notNull().default("due"),
    paidAt: timestamptz("paid_at"),
    /** When the deadline passed unpaid and the deposit was forfeited. */
    defaultedAt: timestamptz("defaulted_at"),
    createdAt: createdAt(),
  },
  (t) => [
    /**
     * One live settlement per auction: a defaulted one stays on record while the committee offers
     * the property to the next bidder, whose acceptance opens a second (next_bidder_offers, bidding).
     */
    uniqueIndex("settlements_auction_live_uq")
      .on(t.auctionId)
      .where(sql`${t.status} <> 'defaulted'`),
    index("settlements_auction_idx").on(t.auctionId),
    index("settlements_user_idx").on(t.userId, t.status),
    /** The clock's sweep for winners past their deadline. */
    index("settlements_due_idx").on(t.status, t.dueAt),
    check("settlements_sums", sql`${t.totalDue} = ${t.balanceDue} + ${t.commission} + ${t.vat}`),
  ],
);

export const paymentMethod = pgEnum("payment_method", [
  "bank_transfer",
  "bank_wire",
  "mada",
  "credit_card",
  "apple_pay",
  "wallet",
]);
export const paymentPurpose = pgEnum("payment_purpose", ["top_up", "winner_payment"]);
export const paymentStatus = pgEnum("payment_status", [
  "initiated",
  "awaiting_review",
  "paid",
  "failed",
  "rejected",
  "expired",
]);

/**
 * Money coming in: a wallet top-up or a winner's payment, by any method. Card data never reaches
 * these rows: the gateway's hosted page takes it; we keep the brand and the last four digits.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    purpose: paymentPurpose("purpose").notNull(),
    method: paymentMethod("method").notNull(),
    amount: halalas("amount").notNull(),
    status: paymentStatus("status").notNull().default("initiated"),
    settlementId: uuid("settlement_id").references(() => settlements.id),
    /** "sandbox" or "moyasar" for card and Apple Pay payments. */
    gateway: text("gateway"),
    gatewayPaymentId: text("gateway_payment_id"),
    /** The gateway's hosted page for it: a retried start sends the payer to the same page. */
    gatewayRedirectUrl: text("gateway_redirect_url"),
    /** The personal reference a transfer quotes, shown on receipts too. */
    reference: text("reference").notNull(),
    /**
     * For a payment an agent made for their principal (ADR 036): the agent. `userId` is then the
     * principal, whose wallet, ledger and receipt the payment is.
     */
    agentUserId: uuid("agent_user_id").references(() => users.id),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    /** The ledger transaction that credited it: at most one, whatever retries. */
    ledgerTransactionId: bigint("ledger_transaction_id", { mode: "number" }).unique(),
    /** Given back to the card so far (a top-up refunded in part or in full). */
    refundedAmount: halalas("refunded_amount").notNull().default(0),
    /** Held in the refunds account while the gateway is asked to give it back (then settled). */
    refundPending: halalas("refund_pending").notNull().default(0),
    // Four eyes (issue 14): a refund above the threshold, asked for by one committee member and
    // waiting for a different member to confirm it (at most one at a time per payment).
    refundRequestAmount: halalas("refund_request_amount"),
    refundRequestReason: text("refund_request_reason"),
    refundRequestedBy: uuid("refund_requested_by").references(() => users.id),
    refundRequestedAt: timestamptz("refund_requested_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamptz("paid_at"),
  },
  (t) => [
    uniqueIndex("payments_gateway_uq").on(t.gateway, t.gatewayPaymentId),
    index("payments_user_idx").on(t.userId, t.createdAt.desc()),
    index("payments_status_idx").on(t.status, t.createdAt),
    uniqueIndex("payments_reference_uq").on(t.reference),
    check("payments_amount_positive", sql`${t.amount} > 0`),
  ],
);

/** What a user declared about a bank transfer or wire, checked by the committee. */
export const bankTransfers = pgTable("bank_transfers", {
  paymentId: uuid("payment_id")
    .primaryKey()
    .references(() => payments.id),
  bankName: text("bank_name").notNull(),
  iban: text("iban").notNull(),
  accountName: text("account_name").notNull(),
  receiptUploadId: uuid("receipt_upload_id")
    .notNull()
    .references(() => uploads.id),
  declaredAt: timestamptz("declared_at").notNull(),
  reviewedBy: uuid("reviewed_by").references(() => users.id),
  reviewedAt: timestamptz("reviewed_at"),
  rejectionReason: text("rejection_reason"),
  // Four eyes (issue 14): above the threshold, the first committee member's approval, awaiting a second.
  firstApprovedBy: uuid("first_approved_by").references(() => users.id),
  firstApprovedAt: timestamptz("first_approved_at"),
});

/** Gateway webhooks as received: each event id once, verified or not, for reconciliation. */
export const gatewayWebhooks = pgTable(
  "gateway_webhooks",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    gateway: text("gateway").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    gatewayPaymentId: text("gateway_payment_id"),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamptz("received_at").notNull(),
    processedAt: timestamptz("processed_at"),
    error: text("error"),
  },
  (t) => [uniqueIndex("gateway_webhooks_event_uq").on(t.gateway, t.eventId)],
);

export const receiptKind = pgEnum("receipt_kind", ["top_up", "withdrawal", "winner_payment"]);

/** An electronic receipt: a page anyone holding its verification code can check. */
export const receipts = pgTable(
  "receipts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    kind: receiptKind("kind").notNull(),
    paymentId: uuid("payment_id").references(() => payments.id),
    withdrawalId: uuid("withdrawal_id").references(() => withdrawals.id),
    amount: halalas("amount").notNull(),
    verificationCode: text("verification_code").notNull().unique(),
    issuedAt: timestamptz("issued_at").notNull(),
    details: jsonb("details").$type<Record<string, string | number | null>>().notNull(),
    mailedAt: timestamptz("mailed_at"),
  },
  (t) => [
    index("receipts_user_idx").on(t.userId, t.issuedAt.desc()),
    uniqueIndex("receipts_payment_uq").on(t.paymentId),
    uniqueIndex("receipts_withdrawal_uq").on(t.withdrawalId),
  ],
);

/** The last invoice number of each year: taken under a row lock, so numbers have no gaps. */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/** Simplified tax invoices for the platform's commission, with the ZATCA phase-1 QR code. */
export const taxInvoices = pgTable("tax_invoices", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** "INV-2026-000123": numbered without gaps per year. */
  number: text("number").notNull().unique(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id),
  settlementId: uuid("settlement_id")
    .notNull()
    .unique()
    .references(() => settlements.id),
  sellerName: text("seller_name").notNull(),
  sellerVatNumber: text("seller_vat_number").notNull(),
  buyerName: text("buyer_name").notNull(),
  issuedAt: timestamptz("issued_at").notNull(),
  taxableAmount: halalas("taxable_amount").notNull(),
  vat: halalas("vat").notNull(),
  total: halalas("total").notNull(),
  /** The QR code's content: base64 of the TLV fields (seller, VAT number, time, total, VAT). */
  qrPayload: text("qr_payload").notNull(),
});
