import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bankAccounts, receipts, users, withdrawals } from "~/db/schema";
import { toWithdrawalView, withdrawalViewColumns, type WithdrawalView } from "./withdrawals.server";

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

const userColumns = {
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  userPhone: users.phone,
};
const userOf = (row: {
  userId: string;
  userName: string;
  userEmail: string;
  userPhone: string;
}): QueueUser => ({
  id: row.userId,
  name: row.userName,
  email: row.userEmail,
  phone: row.userPhone,
});

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
      .select({ ...withdrawalViewColumns, ...userColumns })
      .from(withdrawals)
      .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .leftJoin(receipts, eq(receipts.withdrawalId, withdrawals.id))
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
        ...userColumns,
      })
      .from(bankAccounts)
      .innerJoin(users, eq(users.id, bankAccounts.userId))
      .where(eq(bankAccounts.status, "pending"))
      .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id))
      .limit(QUEUE_LIMIT),
    db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, "requested")),
    db.select({ n: count() }).from(bankAccounts).where(eq(bankAccounts.status, "pending")),
  ]);
  const withUser = (row: (typeof requested)[number]): QueuedWithdrawal => ({
    ...toWithdrawalView(row),
    user: userOf(row),
  });
  return {
    withdrawals: requested.map(withUser),
    withdrawalCount: requestedCount?.n ?? 0,
    recentWithdrawals: recent.map(withUser),
    bankAccounts: pendingAccounts.map((row): QueuedBankAccount => ({
      id: row.id,
      iban: row.iban,
      accountName: row.accountName,
      bankName: row.bankName,
      createdAt: row.createdAt.toISOString(),
      certificateUploadId: row.certificateUploadId,
      user: userOf(row),
    })),
    bankAccountCount: pendingCount?.n ?? 0,
  };
}
