import type { Tx } from "~/db/client.server";
import { receipts } from "~/db/schema/payments";

export type NewReceipt = Omit<typeof receipts.$inferInsert, "id">;

/**
 * Issues an electronic receipt (a top-up, a winner's payment or a withdrawal paid out) in the
 * caller's transaction: a page anyone holding its verification code can check.
 */
export async function issueReceipt(tx: Tx, receipt: NewReceipt): Promise<{ id: string }> {
  const [row] = await tx.insert(receipts).values(receipt).returning({ id: receipts.id });
  return row!;
}
