import { count, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bankTransfers, payments } from "~/db/schema";

/** How many declared bank transfers wait for the committee (the back office's landing page). */
export async function countTransfersAwaitingReview(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(bankTransfers, eq(bankTransfers.paymentId, payments.id))
    .where(eq(payments.status, "awaiting_review"));
  return row?.n ?? 0;
}
