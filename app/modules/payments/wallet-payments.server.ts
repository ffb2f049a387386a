import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { payments, settlements } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { requestFingerprint, runIdempotent } from "~/modules/idempotency/run-idempotent.server";
import { noEffects, recordEffects, type Effects } from "~/modules/notifications/effects.server";
import { lockAccounts } from "~/modules/wallet/ledger.server";
import { newPaymentReference, recordPaidPayment } from "./payment-records.server";

/**
 * The winner pays what a settlement owes from the wallet's available balance, at once: the
 * payment, its ledger transaction, the tax invoice and the receipt in one transaction.
 * Refusals: SETTLEMENT_NOT_DUE, WALLET_NOT_ENOUGH (with the amounts). Idempotent by key.
 */
export async function payFromWallet(
  deps: { db: Db; now?: () => Date },
  input: { userId: string; settlementId: string; idempotencyKey: string | null },
): Promise<{ paymentId: string; reference: string; receiptId: string; effects: Effects }> {
  const now = (deps.now ?? (() => new Date()))();
  let effects = noEffects();
  const answer = await runIdempotent({
    db: deps.db,
    userId: input.userId,
    key: input.idempotencyKey,
    scope: "payment:winner_wallet",
    fingerprint: requestFingerprint({ settlementId: input.settlementId }),
    now,
    work: async (tx) => {
      const [settlement] = await tx
        .select()
        .from(settlements)
        .where(and(eq(settlements.id, input.settlementId), eq(settlements.userId, input.userId)))
        .for("update");
      if (!settlement || settlement.status !== "due") throw new AppError("SETTLEMENT_NOT_DUE");
      const accounts = await lockAccounts(tx, [{ kind: "user_available", userId: input.userId }]);
      const available = accounts.get({ kind: "user_available", userId: input.userId }).balance;
      if (available < settlement.totalDue) {
        throw new AppError("WALLET_NOT_ENOUGH", { money: { available, due: settlement.totalDue } });
      }
      const reference = newPaymentReference("winner_payment");
      const [payment] = await tx
        .insert(payments)
        .values({
          userId: input.userId,
          purpose: "winner_payment",
          method: "wallet",
          amount: settlement.totalDue,
          settlementId: settlement.id,
          reference,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const { notification, receiptId } = await recordPaidPayment(tx, {
        payment: payment!,
        source: "user_available",
        now,
      });
      effects = await recordEffects(tx, { notices: [notification], walletChanged: [input.userId], now });
      return { paymentId: payment!.id, reference, receiptId };
    },
  });
  return { ...answer, effects };
}
