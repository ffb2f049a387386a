/*
 * Mada BINs: the first six digits of cards issued on Saudi Arabia's domestic debit scheme. Many
 * are co-badged with Visa (4…) or Mastercard (5…); the rest are Mada-only ranges (5888…, 9682…).
 * This is the list payment forms in the Kingdom commonly ship (as published by acquirers); a
 * production gateway keeps its own current table from the scheme, but the sandbox only needs to
 * tell Mada from Visa and Mastercard the way a real one would.
 */
// prettier-ignore
const PUBLISHED_MADA_BINS = [
  "400861", "401757", "406996", "407197", "407395", "409201", "410621", "410685", "412565", "417633",
  "419593", "422817", "422818", "422819", "428331", "428671", "428672", "428673", "431361", "432328",
  "434107", "439954", "440533", "440647", "440795", "445564", "446393", "446404", "446672", "455036",
  "455708", "457865", "457997", "458456", "462220", "468540", "468541", "468542", "468543", "474491",
  "483010", "483011", "483012", "484783", "486094", "486095", "486096", "489317", "489318", "489319",
  "493428", "504300", "506968", "508160", "513213", "520058", "521076", "524130", "524514", "529415",
  "529741", "530060", "530906", "531095", "531196", "532013", "535825", "535989", "536023", "537767",
  "539931", "543085", "543357", "549760", "554180", "557606", "558563", "558848", "585265", "588845",
  "588846", "588847", "588848", "588849", "588850", "588851", "588982", "588983", "589005", "589206",
  "604906", "605141", "636120", "968201", "968202", "968203", "968204", "968205", "968206", "968207",
  "968208", "968209", "968210", "968211",
] as const;

/** The BIN of Moyasar's published test mada cards (4201 32…): Mada in the sandbox, as in Moyasar's. */
export const MADA_TEST_BIN = "420132";

const madaBins: ReadonlySet<string> = new Set<string>([...PUBLISHED_MADA_BINS, MADA_TEST_BIN]);

/** Whether a card number (digits only, at least six) belongs to the Mada scheme. */
export function isMadaCard(pan: string): boolean {
  return madaBins.has(pan.slice(0, 6));
}
