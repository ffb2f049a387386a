import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bankAccounts, withdrawals } from "~/db/schema";
import { describeUsers, type UserDescription } from "~/modules/accounts/describe-users.server";
import { toWithdrawalViews, withdrawalViewColumns, type WithdrawalView } from "./withdrawals.server";

/** How many of each list the committee's screen shows at once (oldest first: first come, first served). */
export const QUEUE_LIMIT = 100;
const RECENT_LIMIT = 10;

export type QueueUser = { id: string; name: string; email: string; phone: string };

export type QueuedWithdrawal = WithdrawalView & { user: QueueUser };

export type QueuedBankAccount = {
  id: string;
  iban: string;
  accountName: string;
  bankName: string;
  createdAt: string;
  certificateUploadId: string | null;
  user: QueueUser;
};

const userOf = ({ id, name, email, phone }: UserDescription): QueueUser => ({ id, name, email, phone });

/**
 * The committee's work: withdrawals waiting to be paid and IBANs waiting to be verified (oldest
 * first, with who asked), their counts, and the latest decided withdrawals.
 */
export async function listWithdrawalQueue({ db }: { db: Db }) {
  const withdrawalRows = (
    statuses: ("requested" | "paid" | "rejected")[],
    newestFirst: boolean,
    limit: number,
  ) =>
    db
      .select(withdrawalViewColumns)
      .from(withdrawals)
      .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
      .where(inArray(withdrawals.status, statuses))
      .orderBy(
        newestFirst ? desc(withdrawals.reviewedAt) : asc(withdrawals.createdAt),
        newestFirst ? desc(withdrawals.id) : asc(withdrawals.id),
      )
      .limit(limit);
  const [requested, recent, pendingAccounts, [requestedCount], [pendingCount]] = await Promise.all([
    withdrawalRows(["requested"], false, QUEUE_LIMIT),
    withdrawalRows(["paid", "rejected"], true, RECENT_LIMIT),
    db
      .select({
        id: bankAccounts.id,
        iban: bankAccounts.iban,
        accountName: bankAccounts.accountName,
        bankName: bankAccounts.bankName,
        createdAt: bankAccounts.createdAt,
        certificateUploadId: bankAccounts.certificateUploadId,
        userId: bankAccounts.userId,
      })
      .from(bankAccounts)
      .where(eq(bankAccounts.status, "pending"))
      .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id))
      .limit(QUEUE_LIMIT),
    db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, "requested")),
    db.select({ n: count() }).from(bankAccounts).where(eq(bankAccounts.status, "pending")),
  ]);
  const [users, requestedViews, recentViews] = await Promise.all([
    describeUsers(
      db,
      [...requested, ...recent, ...pendingAccounts].map((row) => row.userId),
    ),
    toWithdrawalViews(db, requested),
    toWithdrawalViews(db, recent),
  ]);
  // Every withdrawal and IBAN has its user (a foreign key); the checks only satisfy the types.
  const withUsers = (rows: typeof requested, views: WithdrawalView[]): QueuedWithdrawal[] =>
    views.flatMap((view, i) => {
      const user = users.get(rows[i]!.userId);
      return user ? [{ ...view, user: userOf(user) }] : [];
    });
  return {
    withdrawals: withUsers(requested, requestedViews),
    withdrawalCount: requestedCount?.n ?? 0,
    recentWithdrawals: withUsers(recent, recentViews),
    bankAccounts: pendingAccounts.flatMap((row): QueuedBankAccount[] => {
      const user = users.get(row.userId);
      if (!user) return [];
      return [
        {
          id: row.id,
          iban: row.iban,
          accountName: row.accountName,
          bankName: row.bankName,
          createdAt: row.createdAt.toISOString(),
          certificateUploadId: row.certificateUploadId,
          user: userOf(user),
        },
      ];
    }),
    bankAccountCount: pendingCount?.n ?? 0,
  };
}
