import { and, inArray, sql } from "drizzle-orm";
import { ledgerAccounts } from "~/db/schema";
import type { Tx } from "~/db/client.server";

/** Each user's available balance and the sum locked on all their auctions, in halalas. */
export async function walletTotals(
  tx: Pick<Tx, "select">,
  userIds: readonly string[],
): Promise<Map<string, { available: number; locked: number }>> {
  const totals = new Map(userIds.map((id) => [id, { available: 0, locked: 0 }]));
  if (userIds.length === 0) return totals;
  const rows = await tx
    .select({
      userId: ledgerAccounts.userId,
      available: sql<string>`coalesce(sum(${ledgerAccounts.balance}) filter (where ${ledgerAccounts.kind} = 'user_available'), 0)`,
      locked: sql<string>`coalesce(sum(${ledgerAccounts.balance}) filter (where ${ledgerAccounts.kind} = 'user_locked'), 0)`,
    })
    .from(ledgerAccounts)
    .where(
      and(
        inArray(ledgerAccounts.userId, [...userIds]),
        inArray(ledgerAccounts.kind, ["user_available", "user_locked"]),
      ),
    )
    .groupBy(ledgerAccounts.userId);
  for (const row of rows)
    totals.set(row.userId!, { available: Number(row.available), locked: Number(row.locked) });
  return totals;
}
