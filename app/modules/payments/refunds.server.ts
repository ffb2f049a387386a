import { and, eq, gt, lt, sql } from "drizzle-orm";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { payments } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { lockAccounts, postTransactions } from "~/modules/wallet/ledger.server";
import type { Tx } from "~/db/client.server";
import type { GatewayDeps } from "./card-payments.server";
import { GatewayError } from "./gateway-error";
import { lockPayment } from "./payment-records.server";
import { runTransaction } from "~/db/transaction.server";

/** A refund still held this long after it was asked for is settled from the gateway's own figures. */
export const SETTLE_REFUND_AFTER_MS = 5 * 60_000;

/**
 * Gives a card top-up back to its card, in whole or in part (the committee, at the user's request).
 * Never more than was paid and not yet refunded (or being refunded), never more than the user still
 * has available (money locked on a deposit stays). Audited.
 *
 * Three steps, no transaction held open across the gateway's network call (the sandbox gateway
 * answers from this process and database):
 *   1. the amount moves from the user's available balance to the refunds account (held);
 *   2. the gateway is asked to refund the card;
 *   3. refunded: the held amount moves on to the gateway's clearing account; refused: it goes back
 *      to the user. A crash or a lost answer between 2 and 3 leaves it held, and
 *      `settleHeldRefunds` finishes it from what the gateway says it refunded.
 */
export async function refundCardTopUp(
  deps: GatewayDeps,
  input: { paymentId: string; amount: number; actorUserId: string; reason: string },
): Promise<{ refunded: number }> {
  const { db, gateway } = deps;
  const now = (deps.now ?? (() => new Date()))();
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new AppError("VALIDATION", { issues: [{ path: "amount", message: "validation.amount" }] });
  }
  const payment = await runTransaction(db, async (tx) => {
    const payment = await lockPayment(tx, input.paymentId);
    if (!payment || payment.purpose !== "top_up" || payment.status !== "paid" || !payment.gatewayPaymentId) {
      throw new AppError("PAYMENT_NOT_FOUND");
    }
    const refundable = payment.amount - payment.refundedAmount - payment.refundPending;
    const accounts = await lockAccounts(tx, [
      { kind: "refunds" },
      { kind: "user_available", userId: payment.userId },
    ]);
    const available = accounts.get({ kind: "user_available", userId: payment.userId });
    if (input.amount > refundable || input.amount > available.balance) {
      throw new AppError("REFUND_TOO_LARGE", {
        money: { refundable: Math.max(0, Math.min(refundable, available.balance)) },
      });
    }
    await postTransactions(
      tx,
      [
        {
          kind: "refund",
          userId: payment.userId,
          memo: { paymentId: payment.id, reference: payment.reference, step: "held" },
          postings: [
            { accountId: available.id, amount: -input.amount },
            { accountId: accounts.get({ kind: "refunds" }).id, amount: input.amount },
          ],
        },
      ],
      now,
    );
    await tx
      .update(payments)
      .set({ refundPending: sql`${payments.refundPending} + ${input.amount}`, updatedAt: now })
      .where(eq(payments.id, payment.id));
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: "payment.refund",
      subjectType: "payment",
      subjectId: payment.id,
      reason: input.reason,
      before: { refundPending: payment.refundPending },
      after: { refundPending: payment.refundPending + input.amount },
      details: { amount: input.amount },
      createdAt: now,
    });
    return payment;
  });

  let refused = false;
  try {
    await gateway.refund(payment.gatewayPaymentId!, input.amount);
  } catch (error) {
    // A definite refusal gives the money back now; an unknown outcome stays held until settled.
    if (!(error instanceof GatewayError) || !["invalid_request", "not_found"].includes(error.code))
      throw error;
    refused = true;
  }
  await runTransaction(db, (tx) =>
    settleRefund(tx, payment.id, input.amount, refused ? "returned" : "refunded", now),
  );
  if (refused) throw new AppError("REFUND_REFUSED");
  return { refunded: input.amount };
}

/** Moves a held amount on to the gateway (refunded) or back to the user (returned). */
async function settleRefund(
  tx: Tx,
  paymentId: string,
  amount: number,
  outcome: "refunded" | "returned",
  now: Date,
) {
  const payment = await lockPayment(tx, paymentId);
  if (!payment || payment.refundPending < amount) return; // already settled by someone else
  const accounts = await lockAccounts(tx, [
    { kind: "refunds" },
    outcome === "refunded"
      ? { kind: "gateway_clearing" }
      : { kind: "user_available", userId: payment.userId },
  ]);
  const to =
    outcome === "refunded"
      ? accounts.get({ kind: "gateway_clearing" })
      : accounts.get({ kind: "user_available", userId: payment.userId });
  await postTransactions(
    tx,
    [
      {
        kind: outcome === "refunded" ? "refund" : "reversal",
        userId: payment.userId,
        memo: { paymentId: payment.id, reference: payment.reference, step: outcome },
        postings: [
          { accountId: accounts.get({ kind: "refunds" }).id, amount: -amount },
          { accountId: to.id, amount },
        ],
      },
    ],
    now,
  );
  await tx
    .update(payments)
    .set({
      refundPending: sql`${payments.refundPending} - ${amount}`,
      ...(outcome === "refunded" ? { refundedAmount: sql`${payments.refundedAmount} + ${amount}` } : {}),
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
}

/**
 * Refunds left held by a crash or a lost answer: what the gateway reports as refunded beyond what
 * we recorded is settled as refunded, the rest of the held amount goes back to the user.
 */
export async function settleHeldRefunds(deps: GatewayDeps): Promise<{ settled: number }> {
  const { db, gateway, logger } = deps;
  const now = (deps.now ?? (() => new Date()))();
  const held = await db
    .select({ id: payments.id, gatewayPaymentId: payments.gatewayPaymentId })
    .from(payments)
    .where(
      and(
        eq(payments.gateway, gateway.name),
        gt(payments.refundPending, 0),
        lt(payments.updatedAt, new Date(now.getTime() - SETTLE_REFUND_AFTER_MS)),
      ),
    )
    .limit(50);
  let settled = 0;
  for (const row of held) {
    try {
      const remote = await gateway.fetchPayment(row.gatewayPaymentId!);
      await runTransaction(db, async (tx) => {
        const payment = await lockPayment(tx, row.id);
        if (!payment || payment.refundPending === 0) return;
        const refunded = Math.min(
          Math.max(0, remote.refunded - payment.refundedAmount),
          payment.refundPending,
        );
        if (refunded > 0) await settleRefund(tx, payment.id, refunded, "refunded", now);
        const rest = payment.refundPending - refunded;
        if (rest > 0) await settleRefund(tx, payment.id, rest, "returned", now);
      });
      settled++;
    } catch (err) {
      logger.warn({ err, paymentId: row.id }, "settling a held refund failed; it will be retried");
    }
  }
  return { settled };
}
