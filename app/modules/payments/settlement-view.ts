/*
 * What the winner's payment looks like to pages and the API: browser-safe types and helpers (no
 * database). Amounts are integer halalas; times are Dates (UTC, shown in Riyadh).
 */

export const paymentMethods = [
  "wallet",
  "mada",
  "credit_card",
  "apple_pay",
  "bank_transfer",
  "bank_wire",
] as const;
export type PaymentMethodName = (typeof paymentMethods)[number];

export const paymentStatuses = [
  "initiated",
  "awaiting_review",
  "paid",
  "failed",
  "rejected",
  "expired",
] as const;
export type PaymentStatusName = (typeof paymentStatuses)[number];

export type PaymentPurposeName = "top_up" | "winner_payment";

export type SettlementStatus = "due" | "paid" | "defaulted";

/** The auction a settlement is for, as a card shows it. */
export type SettlementAuction = {
  id: number;
  assetNumber: string;
  titleAr: string;
  titleEn: string;
  photoKey: string | null;
  photoAltAr: string | null;
  photoAltEn: string | null;
  /** The commission rate of the auction, basis points (250 = 2.5%). */
  commissionRateBp: number;
  /** When the hammer fell. */
  finishedAt: Date | null;
};

/** One payment towards a settlement (or a top-up), as the history lists it. */
export type PaymentRecord = {
  id: string;
  purpose: PaymentPurposeName;
  method: PaymentMethodName;
  status: PaymentStatusName;
  amount: number;
  reference: string;
  createdAt: Date;
  paidAt: Date | null;
  /** The electronic receipt, once paid: /payments/receipts/{receiptId}. */
  receiptId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** Why a transfer was refused, as the committee wrote it. */
  rejectionReason: string | null;
  /** The auction a winner's payment settles. */
  auction: { id: number; assetNumber: string; titleAr: string; titleEn: string } | null;
  settlementId: string | null;
  /** The agent who made it for the user, their principal (ADR 036); null when the user paid. */
  paidByAgent: { userId: string; name: string } | null;
};

export type SettlementView = {
  id: string;
  status: SettlementStatus;
  auction: SettlementAuction;
  hammerPrice: number;
  depositApplied: number;
  balanceDue: number;
  commission: number;
  vat: number;
  totalDue: number;
  /** The end of the fifth working day after the hammer (Riyadh time). */
  dueAt: Date;
  paidAt: Date | null;
  createdAt: Date;
  invoice: { id: string; number: string } | null;
  /** The payment that settled it. */
  paidBy: Pick<
    PaymentRecord,
    "id" | "method" | "reference" | "receiptId" | "cardBrand" | "cardLast4" | "paidByAgent"
  > | null;
  /** Card payments still open on the gateway's page, and transfers awaiting the committee. */
  pending: Pick<PaymentRecord, "id" | "method" | "status" | "amount" | "reference" | "createdAt">[];
};

/**
 * A principal's settlement as their agent sees it (ADR 036): what it is for, what it costs and by
 * when; not the principal's payments, receipts or invoice.
 */
export type PrincipalSettlement = Pick<
  SettlementView,
  | "id"
  | "status"
  | "auction"
  | "hammerPrice"
  | "depositApplied"
  | "balanceDue"
  | "commission"
  | "vat"
  | "totalDue"
  | "dueAt"
>;

/** A settlement with every payment made or tried towards it. */
export type SettlementDetail = SettlementView & { payments: PaymentRecord[] };

/** What an order card says about paying for a won auction. */
export type OrderSettlement = {
  id: string;
  status: SettlementStatus;
  totalDue: number;
  dueAt: Date;
  receiptId: string | null;
  invoiceId: string | null;
};

/** The simplified tax invoice of the platform's commission (ZATCA phase 1). */
export type TaxInvoiceView = {
  id: string;
  number: string;
  issuedAt: Date;
  sellerName: string;
  sellerVatNumber: string;
  buyerName: string;
  taxableAmount: number;
  /** Basis points: 1500 = 15%. */
  vatRateBp: number;
  vat: number;
  total: number;
  qrPayload: string;
  /** What was supplied: the commission on the sale of this asset at this price. */
  supply: {
    assetNumber: string;
    titleAr: string;
    titleEn: string;
    hammerPrice: number;
    commissionRateBp: number;
  };
  settlementId: string;
  /** The receipt of the payment the invoice was issued for. */
  receiptId: string | null;
  /** The buyer's own invoice (false: a committee member reads it). */
  own: boolean;
};

/** How a rate in basis points reads: 250 → "2.5", 1500 → "15". */
export function percentOf(bp: number): number {
  return bp / 100;
}

/** Where the top-up engineer's page takes a card or a transfer for a settlement. */
export function paymentMethodPath(settlementId: string): string {
  return `/paymentMethod?${new URLSearchParams({ purpose: "winner_payment", settlement: settlementId }).toString()}`;
}
