import { toLatinDigits } from "~/i18n/format";
import { HIGH_BID_CONFIRM_PERCENT } from "~/modules/bidding/bid-engine";
import { calculatePrice } from "~/modules/auctions/price-calculator";

/*
 * The arithmetic of the bid form, shared by the browser and the page's action: amounts typed in
 * any digits, the quick-add amounts, the fat-finger check and the cost of a bid. Integer halalas.
 */

/** Far above any property; keeps every amount a safe integer of halalas. */
export const MAX_BID_HALALAS = 1_000_000_000_000_00;

/**
 * A riyal amount as people type it — "١٬٢٥٠٬٠٠٠", "1,250,000", "1 250 000.50", "۱۲۵۰۰۰۰",
 * "1,250,000 ر.س" — in halalas; null when it is not an amount. Fractions of a riyal are kept
 * (a bid in them is refused with its own message, not as "not a number").
 */
export function parseRiyalAmount(input: string): number | null {
  const text = toLatinDigits(input)
    .replace(/ر\.?\s?س\.?|SAR|ريال/gi, "")
    .replace(/[\s\u00a0\u202f\u066c',]/g, "")
    .replace(/\u066b/g, ".");
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  const halalas = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return halalas > 0 && halalas <= MAX_BID_HALALAS ? halalas : null;
}

/** Riyals as the amount field shows them: Latin digits, grouped ("1,250,000"). */
export function riyalsText(halalas: number): string {
  return (halalas / 100).toLocaleString("en-US", {
    minimumFractionDigits: halalas % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** The quick-add multiples of the increment: +1, +2 and +5 over the highest bid. */
export const QUICK_ADD_STEPS = [1, 2, 5] as const;

/**
 * The bid that adds `steps` increments to the highest bid. Before the first bid the opening
 * price is the minimum, so one step is the opening price itself.
 */
export function quickBid(minimumNextBid: number, increment: number, steps: number): number {
  return minimumNextBid + (steps - 1) * increment;
}

/** True when a bid needs the extra confirmation: more than 20% above the minimum. */
export function isHighBid(amount: number, minimumNextBid: number): boolean {
  return amount * 100 > minimumNextBid * (100 + HIGH_BID_CONFIRM_PERCENT);
}

export type BidCost = { amount: number; commission: number; vat: number; total: number; rateBp: number };

/** What a winning bid costs the buyer: the bid, the commission, VAT on it and the total. */
export function bidCost(amount: number, commissionRateBp: number): BidCost {
  const price = calculatePrice({ price: amount, commissionRateBp });
  return {
    amount,
    commission: price.commission,
    vat: price.vat,
    total: price.total,
    rateBp: commissionRateBp,
  };
}
