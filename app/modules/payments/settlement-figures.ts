import { calculatePrice } from "~/modules/auctions/price-calculator";

export type SettlementFigures = {
  hammerPrice: number;
  /** The deposit already held, applied to the price. */
  depositApplied: number;
  /** The price less the deposit. */
  balanceDue: number;
  commission: number;
  vat: number;
  /** balanceDue + commission + vat: what the winner still pays. */
  totalDue: number;
};

/**
 * What the winner owes after the hammer (docs/product-rules.md §2.2, §2.5): the price less the deposit held,
 * the commission on the whole price and the VAT on the commission, with the price calculator's
 * rounding (half up to the halala, VAT on the rounded commission, as the tax invoice shows).
 */
export function settlementFigures(input: {
  hammerPrice: number;
  depositHeld: number;
  commissionRateBp: number;
}): SettlementFigures {
  const { hammerPrice, commissionRateBp } = input;
  const depositApplied = Math.min(input.depositHeld, hammerPrice);
  const { commission, vat } = calculatePrice({ price: hammerPrice, commissionRateBp });
  const balanceDue = hammerPrice - depositApplied;
  return {
    hammerPrice,
    depositApplied,
    balanceDue,
    commission,
    vat,
    totalDue: balanceDue + commission + vat,
  };
}

const RIYADH_OFFSET_MS = 3 * 3_600_000;
/** Friday and Saturday are the weekend in Saudi Arabia. */
const WEEKEND = new Set([5, 6]);

/**
 * The payment deadline: the end (23:59:59 Riyadh time) of the `workingDays`-th working day
 * after the auction's end. Fridays, Saturdays and the public holidays (Riyadh calendar dates,
 * `YYYY-MM-DD`, a setting) are not working days.
 */
export function paymentDeadline(
  finishedAt: Date,
  rule: { workingDays: number; holidays: readonly string[] } = { workingDays: 5, holidays: [] },
): Date {
  const holidays = new Set(rule.holidays);
  const riyadh = new Date(finishedAt.getTime() + RIYADH_OFFSET_MS);
  let day = Date.UTC(riyadh.getUTCFullYear(), riyadh.getUTCMonth(), riyadh.getUTCDate());
  for (let counted = 0; counted < rule.workingDays;) {
    day += 86_400_000;
    const date = new Date(day);
    if (!WEEKEND.has(date.getUTCDay()) && !holidays.has(date.toISOString().slice(0, 10))) counted++;
  }
  return new Date(day + 86_400_000 - 1000 - RIYADH_OFFSET_MS);
}
