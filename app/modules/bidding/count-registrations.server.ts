import { count, eq } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { auctionRegistrations } from "~/db/schema";

/**
 * How many users ever registered for an auction (withdrawn ones too: they accepted its rules). The
 * back office asks it, under the auction's row lock, to decide what may still change (issue 14).
 */
export async function countRegistrations(tx: Tx, auctionId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(auctionRegistrations)
    .where(eq(auctionRegistrations.auctionId, auctionId));
  return row?.n ?? 0;
}
