/**
 * The price calculator of docs/product-rules.md §2.5, in integer halalas.
 * Rounding rule: each derived amount is rounded half up to the nearest halala, commission first
 * and VAT on the rounded commission (as it appears on the commission tax invoice).
 */
export const VAT_RATE_BP = 1500; // 15%
export const TRANSACTION_TAX_RATE_BP = 500; // 5%, borne by the buyer, not part of the total
export const DEFAULT_COMMISSION_RATE_BP = 250; // 2.5%

/** value × bp / 10 000, rounded half up, exact for any safe integer input. */
export function applyBasisPoints(halalas: number, bp: number): number {
  if (!Number.isSafeInteger(halalas) || halalas < 0)
    throw new RangeError("amount must be a non-negative integer of halalas");
  if (!Number.isSafeInteger(bp) || bp < 0)
    throw new RangeError("rate must be a non-negative integer of basis points");
  const product = BigInt(halalas) * BigInt(bp);
  return Number((product + 5_000n) / 10_000n);
}

export type PriceBreakdown = {
  price: number;
  commissionRateBp: number;
  commission: number;
  vat: number;
  total: number;
  /** Shown for information only: not included in the total. */
  transactionTax: number;
  areaM2: number | null;
  /** Halalas per square metre, rounded half up; null without an area. */
  pricePerM2: number | null;
};

export function calculatePrice({
  price,
  commissionRateBp = DEFAULT_COMMISSION_RATE_BP,
  areaM2 = null,
}: {
  price: number;
  commissionRateBp?: number;
  areaM2?: number | null;
}): PriceBreakdown {
  const commission = applyBasisPoints(price, commissionRateBp);
  const vat = applyBasisPoints(commission, VAT_RATE_BP);
  return {
    price,
    commissionRateBp,
    commission,
    vat,
    total: price + commission + vat,
    transactionTax: applyBasisPoints(price, TRANSACTION_TAX_RATE_BP),
    areaM2,
    pricePerM2: areaM2 && areaM2 > 0 ? Math.round((price * 100) / Math.round(areaM2 * 100)) : null,
  };
}
