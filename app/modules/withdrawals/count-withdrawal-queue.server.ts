import { count, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bankAccounts, withdrawals } from "~/db/schema";

/*
 * How many requests wait for the committee in the withdrawals queue (the back office's landing
 * page; the queue itself is listWithdrawalQueue).
 */

/** Withdrawals requested and not yet paid or rejected. */
export async function countWithdrawalsToPay(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, "requested"));
  return row?.n ?? 0;
}

/** IBANs added and not yet verified or rejected. */
export async function countBankAccountsToVerify(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bankAccounts).where(eq(bankAccounts.status, "pending"));
  return row?.n ?? 0;
}
