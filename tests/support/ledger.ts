import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type ledgerAccountKind, ledgerAccounts, ledgerPostings, ledgerTransactions } from "~/db/schema";

/**
 * How much one of the platform's own accounts (bank clearing, escrow, refunds …) moved in the
 * transactions of one user. On the CI's shared PostgreSQL other test files move the same accounts
 * at the same moment, so a test reads its own user's share instead of the account's balance.
 */
export async function platformMovementFor(
  db: Database["db"],
  kind: (typeof ledgerAccountKind.enumValues)[number],
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerPostings.amount})` })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        isNull(ledgerAccounts.userId),
        eq(ledgerTransactions.userId, userId),
      ),
    );
  return Number(row?.total ?? 0);
}
