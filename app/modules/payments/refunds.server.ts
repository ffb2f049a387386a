import { and, eq, gt, lt, sql } from "drizzle-orm";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { payments } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { lockAccounts, postTransactions } from "~/modules/wallet/ledger.server";
import type { Db, Tx } from "~/db/client.server";
import { isUuid } from "~/lib/uuid";
import { requestFingerprint, runIdempotent } from "~/modules/idempotency/run-idempotent.server";
import { readFourEyesThreshold } from "~/modules/settings/settings.server";
import { TransferRejectionSchema } from "./transfer-schemas";
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
  const now = (deps.now ?? (() => new Date()))();
  assertRefundAmount(input.amount);
  const payment = await runTransaction(deps.db, async (tx) => {
    const payment = await lockRefundablePayment(tx, input.paymentId);
    await holdRefund(tx, {
      payment,
      amount: input.amount,
      actorUserId: input.actorUserId,
      reason: input.reason,
      now,
    });
    return payment;
  });
  return sendHeldRefund(
    deps,
    { paymentId: payment.id, gatewayPaymentId: payment.gatewayPaymentId!, amount: input.amount },
    now,
  );
}

function assertRefundAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new AppError("VALIDATION", { issues: [{ path: "amount", message: "validation.amount" }] });
  }
}

/** A paid card top-up under its row lock; anything else is PAYMENT_NOT_FOUND. */
async function lockRefundablePayment(tx: Tx, paymentId: string) {
  const payment = isUuid(paymentId) ? await lockPayment(tx, paymentId) : undefined;
  if (!payment || payment.purpose !== "top_up" || payment.status !== "paid" || !payment.gatewayPaymentId) {
    throw new AppError("PAYMENT_NOT_FOUND");
  }
  return payment;
}

type LockedPayment = Awaited<ReturnType<typeof lockRefundablePayment>>;

/** Step 1: the amount moves from the user's available balance to the refunds account (held). Audited. */
async function holdRefund(
  tx: Tx,
  options: {
    payment: LockedPayment;
    amount: number;
    actorUserId: string;
    reason: string;
    now: Date;
    firstApprovedBy?: string;
  },
) {
  const { payment, amount, now } = options;
  await assertRefundable(tx, payment, amount);
  const accounts = await lockAccounts(tx, [
    { kind: "refunds" },
    { kind: "user_available", userId: payment.userId },
  ]);
  await postTransactions(
    tx,
    [
      {
        kind: "refund",
        userId: payment.userId,
        memo: { paymentId: payment.id, reference: payment.reference, step: "held" },
        postings: [
          { accountId: accounts.get({ kind: "user_available", userId: payment.userId }).id, amount: -amount },
          { accountId: accounts.get({ kind: "refunds" }).id, amount },
        ],
      },
    ],
    now,
  );
  await tx
    .update(payments)
    .set({ refundPending: sql`${payments.refundPending} + ${amount}`, updatedAt: now })
    .where(eq(payments.id, payment.id));
  await recordAudit(tx, {
    actorUserId: options.actorUserId,
    action: "payment.refund",
    subjectType: "payment",
    subjectId: payment.id,
    reason: options.reason,
    before: { refundPending: payment.refundPending },
    after: { refundPending: payment.refundPending + amount },
    details: {
      amount,
      ...(options.firstApprovedBy ? { firstApprovedBy: options.firstApprovedBy } : {}),
    },
    createdAt: now,
  });
}

/** Never more than was paid and not yet refunded (or being refunded), nor than the user has available. */
async function assertRefundable(tx: Tx, payment: LockedPayment, amount: number) {
  const refundable = payment.amount - payment.refundedAmount - payment.refundPending;
  const accounts = await lockAccounts(tx, [
    { kind: "refunds" },
    { kind: "user_available", userId: payment.userId },
  ]);
  const available = accounts.get({ kind: "user_available", userId: payment.userId });
  if (amount > refundable || amount > available.balance) {
    throw new AppError("REFUND_TOO_LARGE", {
      money: { refundable: Math.max(0, Math.min(refundable, available.balance)) },
    });
  }
}

/** Steps 2 and 3: the gateway is asked to refund the card, then the held amount is settled. */
async function sendHeldRefund(
  deps: GatewayDeps,
  held: { paymentId: string; gatewayPaymentId: string; amount: number },
  now: Date,
): Promise<{ refunded: number }> {
  let refused = false;
  try {
    await deps.gateway.refund(held.gatewayPaymentId, held.amount);
  } catch (error) {
    // A definite refusal gives the money back now; an unknown outcome stays held until settled.
    if (!(error instanceof GatewayError) || !["invalid_request", "not_found"].includes(error.code))
      throw error;
    refused = true;
  }
  await runTransaction(deps.db, (tx) =>
    settleRefund(tx, held.paymentId, held.amount, refused ? "returned" : "refunded", now),
  );
  if (refused) throw new AppError("REFUND_REFUSED");
  return { refunded: held.amount };
}

export type RefundOutcome =
  { state: "refunded"; refunded: number } | { state: "awaiting_second_approval"; amount: number };

/**
 * A committee member refunds a card top-up (at the user's request; docs/product-rules.md §2.10).
 * At or below the four-eyes threshold (a setting) it is refunded at once, as `refundCardTopUp`;
 * above it, the request is recorded and waits for a different member's `confirmCardRefund`, one
 * request at a time per payment (REFUND_ALREADY_REQUESTED). Nobody refunds their own payment.
 * With an idempotency key, a retry answers the first outcome and refunds nothing again (a refund
 * interrupted after its hold is finished by `settleHeldRefunds`). Audited.
 */
export async function requestCardRefund(
  deps: GatewayDeps,
  input: {
    paymentId: string;
    amount: number;
    actorUserId: string;
    reason: string;
    idempotencyKey: string | null;
  },
): Promise<RefundOutcome> {
  const now = (deps.now ?? (() => new Date()))();
  assertRefundAmount(input.amount);
  const reason = TransferRejectionSchema.safeParse({ reason: input.reason });
  if (!reason.success) {
    throw new AppError("VALIDATION", {
      issues: reason.error.issues.map((i) => ({ path: "reason", message: i.message })),
    });
  }
  let toSend: { paymentId: string; gatewayPaymentId: string; amount: number } | null = null;
  const outcome = await runIdempotent({
    db: deps.db,
    userId: input.actorUserId,
    key: input.idempotencyKey,
    scope: "payment:refund",
    fingerprint: requestFingerprint({
      paymentId: input.paymentId,
      amount: input.amount,
      reason: reason.data.reason,
    }),
    now,
    work: async (tx): Promise<RefundOutcome> => {
      const payment = await lockRefundablePayment(tx, input.paymentId);
      if (payment.userId === input.actorUserId) throw new AppError("REVIEW_OWN_REQUEST");
      const base = {
        payment,
        amount: input.amount,
        actorUserId: input.actorUserId,
        reason: reason.data.reason,
        now,
      };
      if (input.amount <= (await readFourEyesThreshold(tx, "refund"))) {
        await holdRefund(tx, base);
        toSend = { paymentId: payment.id, gatewayPaymentId: payment.gatewayPaymentId!, amount: input.amount };
        return { state: "refunded", refunded: input.amount };
      }
      if (payment.refundRequestAmount !== null) throw new AppError("REFUND_ALREADY_REQUESTED");
      await assertRefundable(tx, payment, input.amount);
      await tx
        .update(payments)
        .set({
          refundRequestAmount: input.amount,
          refundRequestReason: reason.data.reason,
          refundRequestedBy: input.actorUserId,
          refundRequestedAt: now,
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id));
      await recordAudit(tx, {
        actorUserId: input.actorUserId,
        action: "refund.first_approval",
        subjectType: "payment",
        subjectId: payment.id,
        reason: reason.data.reason,
        before: { refundRequest: null },
        after: { refundRequest: { amount: input.amount, requestedBy: input.actorUserId } },
        details: { amount: input.amount },
        createdAt: now,
      });
      return { state: "awaiting_second_approval", amount: input.amount };
    },
  });
  // Only the call that held the money sends it; a retry's stored answer sends nothing again.
  const held = toSend as { paymentId: string; gatewayPaymentId: string; amount: number } | null;
  if (held) await sendHeldRefund(deps, held, now);
  return outcome;
}

/**
 * A different committee member confirms a refund waiting for a second approval: it is refunded
 * now (the checks run again: the user may have spent the money meanwhile). The member who asked
 * hears SECOND_APPROVER_REQUIRED; nothing waiting, REFUND_NOT_REQUESTED. Audited.
 */
export async function confirmCardRefund(
  deps: GatewayDeps,
  input: { paymentId: string; actorUserId: string },
): Promise<{ refunded: number }> {
  const now = (deps.now ?? (() => new Date()))();
  const held = await runTransaction(deps.db, async (tx) => {
    const payment = await lockRefundablePayment(tx, input.paymentId);
    if (payment.userId === input.actorUserId) throw new AppError("REVIEW_OWN_REQUEST");
    // A refusal below rolls the taking back with the rest of the transaction.
    const request = await takeRefundRequest(tx, payment);
    if (request.requestedBy === input.actorUserId) throw new AppError("SECOND_APPROVER_REQUIRED");
    const amount = request.amount;
    await holdRefund(tx, {
      payment,
      amount,
      actorUserId: input.actorUserId,
      reason: request.reason,
      firstApprovedBy: request.requestedBy ?? undefined,
      now,
    });
    return { paymentId: payment.id, gatewayPaymentId: payment.gatewayPaymentId!, amount };
  });
  return sendHeldRefund(deps, held, now);
}

/**
 * Takes the refund request waiting on a payment locked by the caller (REFUND_NOT_REQUESTED when
 * none waits): clears it from the payment and answers it, for the caller to carry out or withdraw.
 */
async function takeRefundRequest(
  tx: Tx,
  payment: Pick<
    typeof payments.$inferSelect,
    "id" | "refundRequestAmount" | "refundRequestReason" | "refundRequestedBy"
  >,
): Promise<{ amount: number; reason: string; requestedBy: string | null }> {
  if (payment.refundRequestAmount === null) throw new AppError("REFUND_NOT_REQUESTED");
  await tx
    .update(payments)
    .set({
      refundRequestAmount: null,
      refundRequestReason: null,
      refundRequestedBy: null,
      refundRequestedAt: null,
    })
    .where(eq(payments.id, payment.id));
  return {
    amount: payment.refundRequestAmount,
    reason: payment.refundRequestReason ?? "",
    requestedBy: payment.refundRequestedBy,
  };
}

/** Any committee member withdraws a refund request still waiting for its second approval. Audited. */
export async function cancelCardRefundRequest(
  deps: { db: Db; now?: () => Date },
  input: { paymentId: string; actorUserId: string },
) {
  const now = (deps.now ?? (() => new Date()))();
  await runTransaction(deps.db, async (tx) => {
    const payment = await lockRefundablePayment(tx, input.paymentId);
    const request = await takeRefundRequest(tx, payment);
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: "refund.request_withdrawn",
      subjectType: "payment",
      subjectId: payment.id,
      before: {
        refundRequest: { amount: request.amount, requestedBy: request.requestedBy },
      },
      after: { refundRequest: null },
      createdAt: now,
    });
  });
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
