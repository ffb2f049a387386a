import { z } from "zod";

/** From `fromHalalas` upwards, a bid must exceed the highest one by at least `incrementHalalas`. */
export type IncrementBand = { fromHalalas: number; incrementHalalas: number };

const SAR = 100;

/**
 * The default price-band ladder (docs/product-rules.md §2.2) for auctions without an increment of their own.
 * It is a setting (app_settings "bid_increment_ladder"); this is only its value on a new database.
 */
export const DEFAULT_INCREMENT_LADDER: readonly IncrementBand[] = [
  { fromHalalas: 0, incrementHalalas: 10_000 * SAR },
  { fromHalalas: 1_000_000 * SAR, incrementHalalas: 25_000 * SAR },
  { fromHalalas: 5_000_000 * SAR, incrementHalalas: 50_000 * SAR },
  { fromHalalas: 20_000_000 * SAR, incrementHalalas: 100_000 * SAR },
];

export const IncrementLadderSchema = z
  .array(
    z.object({
      fromHalalas: z.number().int().nonnegative(),
      incrementHalalas: z.number().int().positive(),
    }),
  )
  .min(1)
  .refine((bands) => bands[0]!.fromHalalas === 0, "the first band starts at zero")
  .refine(
    (bands) => bands.every((band, i) => i === 0 || band.fromHalalas > bands[i - 1]!.fromHalalas),
    "bands rise",
  );

/** The ladder's increment for a price: the band the price falls in. */
export function ladderIncrement(price: number, ladder: readonly IncrementBand[] = DEFAULT_INCREMENT_LADDER) {
  let increment = ladder[0]!.incrementHalalas;
  for (const band of ladder) if (price >= band.fromHalalas) increment = band.incrementHalalas;
  return increment;
}

export type IncrementRule = {
  /** The auction's own increment; null means the ladder applies. */
  fixed: number | null;
  ladder: readonly IncrementBand[];
};

/** The least raise over `price`. */
export function incrementOver(price: number, rule: IncrementRule): number {
  return rule.fixed ?? ladderIncrement(price, rule.ladder);
}

/** The minimum acceptable bid: the opening price first, then the highest bid plus one increment. */
export function minimumNextBid(
  auction: { openingPrice: number; currentPrice: number | null },
  rule: IncrementRule,
): number {
  return auction.currentPrice === null
    ? auction.openingPrice
    : auction.currentPrice + incrementOver(auction.currentPrice, rule);
}
