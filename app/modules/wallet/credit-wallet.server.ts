import type { Db, Tx } from "~/db/client.server";
import { lockAccounts, postTransactions } from "./ledger.server";
import { runTransaction } from "~/db/transaction.server";

/**
 * Credits a user's wallet with money received from outside (a verified bank transfer): from the
 * bank clearing account to the user's available balance. The payments work builds the real
 * methods on this; the demo seed and tests use it directly.
 */
export async function creditWallet(
  db: Db | Tx,
  options: {
    userId: string;
    amount: number;
    memo?: Record<string, string | number | boolean | null>;
    now?: Date;
  },
): Promise<number> {
  const { userId, amount } = options;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error("creditWallet: a positive whole amount of halalas");
  const run = async (tx: Tx) => {
    const accounts = await lockAccounts(tx, [{ kind: "bank_clearing" }, { kind: "user_available", userId }]);
    const [id] = await postTransactions(
      tx,
      [
        {
          kind: "top_up",
          userId,
          memo: options.memo ?? { method: "bank_transfer" },
          postings: [
            { accountId: accounts.get({ kind: "bank_clearing" }).id, amount: -amount },
            { accountId: accounts.get({ kind: "user_available", userId: userId }).id, amount },
          ],
        },
      ],
      options.now ?? new Date(),
    );
    return id!;
  };
  return runTransaction(db, run);
}
