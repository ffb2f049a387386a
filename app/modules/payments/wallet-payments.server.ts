import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { payments, settlements } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { describeUser } from "~/modules/accounts/describe-users.server";
import { assertMayActFor } from "~/modules/agents/agencies.server";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { requestFingerprint, runIdempotent } from "~/modules/idempotency/run-idempotent.server";
import { noEffects, recordEffects, type Effects } from "~/modules/notifications/effects.server";
import type { NewNotification } from "~/modules/notifications/notification-events";
import { lockAccounts } from "~/modules/wallet/ledger.server";
import { newPaymentReference, recordPaidPayment } from "./payment-records.server";

export type WalletPayment = {
  paymentId: string;
  reference: string;
  /** What it took from the wallet: the settlement's total due. */
  amount: number;
  receiptId: string;
  /** The receipt's verification code, which anyone holding it checks at /receipts/verify. */
  receiptCode: string;
};

/**
 * The winner pays what a settlement owes from the wallet's available balance, at once: the
 * payment, its ledger transaction, the tax invoice and the receipt in one transaction.
 * Refusals: SETTLEMENT_NOT_DUE, WALLET_NOT_ENOUGH (with the amounts). Idempotent by key.
 *
 * With `agentUserId`, an agent pays for their principal `userId` (ADR 036), from the principal's
 * wallet: the agency must be in force with the `pay` scope, read in this transaction (so a
 * revocation, an expiry or a withdrawn power of attorney committed before it is seen), or
 * AGENT_NOT_AUTHORIZED — also for a settlement that is not the principal's, so nothing is told of
 * others'. The key is the agent's (stored under them; its meaning names the principal). The
 * payment, ledger, invoice and receipt are the principal's; the payment names the agent, the act
 * is audited (`payment.pay_for_principal`) and the principal is told who paid. WALLET_NOT_ENOUGH
 * then names only what is due: the principal's balance is not the agent's to read.
 */
export async function payFromWallet(
  deps: { db: Db; now?: () => Date },
  input: { userId: string; settlementId: string; idempotencyKey: string | null; agentUserId?: string | null },
): Promise<WalletPayment & { effects: Effects }> {
  const now = (deps.now ?? (() => new Date()))();
  const agentUserId = input.agentUserId ?? null;
  let effects = noEffects();
  const answer = await runIdempotent({
    db: deps.db,
    userId: agentUserId ?? input.userId,
    key: input.idempotencyKey,
    scope: "payment:winner_wallet",
    fingerprint: requestFingerprint(
      agentUserId
        ? { settlementId: input.settlementId, principalUserId: input.userId }
        : { settlementId: input.settlementId },
    ),
    now,
    work: async (tx): Promise<WalletPayment> => {
      if (agentUserId) await assertMayActFor(tx, agentUserId, input.userId, "pay");
      const [settlement] = isUuid(input.settlementId)
        ? await tx
            .select()
            .from(settlements)
            .where(and(eq(settlements.id, input.settlementId), eq(settlements.userId, input.userId)))
            .for("update")
        : [];
      if (!settlement) throw new AppError(agentUserId ? "AGENT_NOT_AUTHORIZED" : "SETTLEMENT_NOT_DUE");
      if (settlement.status !== "due") throw new AppError("SETTLEMENT_NOT_DUE");
      const accounts = await lockAccounts(tx, [{ kind: "user_available", userId: input.userId }]);
      const available = accounts.get({ kind: "user_available", userId: input.userId }).balance;
      if (available < settlement.totalDue) {
        throw new AppError("WALLET_NOT_ENOUGH", {
          money: agentUserId ? { due: settlement.totalDue } : { available, due: settlement.totalDue },
        });
      }
      const reference = newPaymentReference("winner_payment");
      const [payment] = await tx
        .insert(payments)
        .values({
          userId: input.userId,
          agentUserId,
          purpose: "winner_payment",
          method: "wallet",
          amount: settlement.totalDue,
          settlementId: settlement.id,
          reference,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const { notification, receiptId, receiptCode } = await recordPaidPayment(tx, {
        payment: payment!,
        source: "user_available",
        now,
      });
      let notice: NewNotification = notification;
      if (agentUserId) {
        await recordAudit(tx, {
          actorUserId: agentUserId,
          action: "payment.pay_for_principal",
          subjectType: "payment",
          subjectId: payment!.id,
          before: null,
          after: { status: "paid" },
          details: {
            principalUserId: input.userId,
            agentUserId,
            settlementId: settlement.id,
            amount: settlement.totalDue,
            method: "wallet",
            reference,
          },
          createdAt: now,
        });
        const agent = await describeUser(tx, agentUserId);
        notice = {
          userId: input.userId,
          event: "payment_received",
          auctionId: null,
          params: { amount: payment!.amount, reference, name: agent?.name ?? "" },
        };
      }
      effects = await recordEffects(tx, { notices: [notice], walletChanged: [input.userId], now });
      return { paymentId: payment!.id, reference, amount: payment!.amount, receiptId, receiptCode };
    },
  });
  return { ...answer, effects };
}
