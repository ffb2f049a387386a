/**
 * Where a bid came from, as the bid history shows it (docs/product-rules.md §2.2). The values of
 * the `bid_source` enum (app/db/schema/bidding.ts) and of the API's `source` field.
 */
export const bidSources = ["web", "app", "automatic", "agent", "on_site"] as const;

export type BidSource = (typeof bidSources)[number];
