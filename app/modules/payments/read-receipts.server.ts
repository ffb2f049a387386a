import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { receipts } from "~/db/schema/payments";

/** The receipt of a withdrawal paid out: its code, when it was issued, and what it records. */
export type WithdrawalReceipt = {
  verificationCode: string;
  issuedAt: Date;
  details: Record<string, string | number | null>;
};

/**
 * The receipts of these withdrawals (those paid out have one), keyed by withdrawal id: one query
 * for a whole list. The payments module owns `receipts`; the withdrawals module reads them here.
 */
export async function receiptsOfWithdrawals(
  db: Pick<Db, "select">,
  withdrawalIds: Iterable<string>,
): Promise<Map<string, WithdrawalReceipt>> {
  const wanted = [...new Set(withdrawalIds)];
  const out = new Map<string, WithdrawalReceipt>();
  if (wanted.length === 0) return out;
  const rows = await db
    .select({
      withdrawalId: receipts.withdrawalId,
      verificationCode: receipts.verificationCode,
      issuedAt: receipts.issuedAt,
      details: receipts.details,
    })
    .from(receipts)
    .where(inArray(receipts.withdrawalId, wanted));
  for (const { withdrawalId, ...receipt } of rows) if (withdrawalId) out.set(withdrawalId, receipt);
  return out;
}
