import { and, asc, eq, isNotNull, isNull, lt } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { gatewayWebhooks, payments, settlements } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { translate } from "~/i18n/instances.server";
import { requestFingerprint, runIdempotent } from "~/modules/idempotency/run-idempotent.server";
import { noEffects, recordEffects, type Effects } from "~/modules/notifications/effects.server";
import type { GatewayMethod, GatewayPayment, PaymentGateway } from "./gateway";
import { lockPayment, newPaymentReference, recordPaidPayment, type Payment } from "./payment-records.server";
import { runTransaction } from "~/db/transaction.server";

export type GatewayDeps = {
  db: Db;
  gateway: PaymentGateway;
  /** Where the gateway sends the browser back: `${appOrigin}/payments/callback`. */
  appOrigin: string;
  logger: Logger;
  now?: () => Date;
};

/** The most one card payment may be: card schemes refuse more, and transfers carry large sums. */
export const MAX_CARD_PAYMENT = 10_000_000 * 100;
/** The least one card payment may be: gateways (Moyasar, and so the sandbox) refuse less than 1 SAR. */
export const MIN_CARD_PAYMENT = 100;

const methodOf: Record<GatewayMethod, Payment["method"]> = {
  mada: "mada",
  credit_card: "credit_card",
  apple_pay: "apple_pay",
};

/**
 * Starts a payment by Mada, credit card or Apple Pay on the gateway's hosted page: a wallet
 * top-up, or exactly what a settlement still owes. Idempotent by key: a retry gets the same
 * payment and page. Refusals: VALIDATION (amount, or a top-up under 1 SAR), SETTLEMENT_NOT_DUE, CARD_LIMIT_EXCEEDED;
 * GatewayError when the gateway cannot be reached (a retry with the same key tries again).
 *
 * Two steps, and no database transaction held open across the gateway's network call: the
 * payment row is recorded with the key (once), then the gateway is asked for its hosted page and
 * the answer kept on the row. The sandbox gateway answers from this very process and database, and
 * the embedded database has one connection: a transaction held during its call would wait on itself.
 */
export async function startGatewayPayment(
  deps: GatewayDeps,
  input: {
    userId: string;
    method: GatewayMethod;
    lang: "ar" | "en";
    idempotencyKey: string | null;
  } & ({ purpose: "top_up"; amount: number } | { purpose: "winner_payment"; settlementId: string }),
): Promise<{ paymentId: string; reference: string; redirectUrl: string }> {
  const { db, gateway } = deps;
  const now = (deps.now ?? (() => new Date()))();
  const recorded = await runIdempotent({
    db,
    userId: input.userId,
    key: input.idempotencyKey,
    scope: `payment:${input.purpose}`,
    fingerprint: requestFingerprint({ ...input, idempotencyKey: undefined, lang: undefined }),
    now,
    work: async (tx) => {
      let amount: number;
      let settlementId: string | null = null;
      if (input.purpose === "winner_payment") {
        const [settlement] = await tx
          .select()
          .from(settlements)
          .where(and(eq(settlements.id, input.settlementId), eq(settlements.userId, input.userId)));
        if (!settlement || settlement.status !== "due") throw new AppError("SETTLEMENT_NOT_DUE");
        amount = settlement.totalDue;
        settlementId = settlement.id;
      } else {
        amount = input.amount;
        if (!Number.isSafeInteger(amount) || amount <= 0) {
          throw new AppError("VALIDATION", { issues: [{ path: "amount", message: "validation.amount" }] });
        }
        // Below the gateway's minimum its call would fail and answer "unavailable" (503): say why.
        if (amount < MIN_CARD_PAYMENT) {
          throw new AppError("VALIDATION", {
            issues: [{ path: "amount", message: "topUp.validation.cardMinimum" }],
          });
        }
      }
      if (amount > MAX_CARD_PAYMENT) {
        throw new AppError("CARD_LIMIT_EXCEEDED", { money: { limit: MAX_CARD_PAYMENT } });
      }
      const reference = newPaymentReference(input.purpose);
      const [payment] = await tx
        .insert(payments)
        .values({
          userId: input.userId,
          purpose: input.purpose,
          method: methodOf[input.method],
          amount,
          settlementId,
          gateway: gateway.name,
          reference,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: payments.id });
      return { paymentId: payment!.id, reference, amount };
    },
  });
  const redirectUrl = await openHostedPage(deps, recorded, input);
  return { paymentId: recorded.paymentId, reference: recorded.reference, redirectUrl };
}

/**
 * The gateway's hosted page for a recorded payment: the one already opened (a retry), or a new one.
 * Two concurrent retries may both ask the gateway; the first answer kept wins and both payers are
 * sent to it (the other gateway payment is never paid and expires there).
 */
async function openHostedPage(
  deps: GatewayDeps,
  recorded: { paymentId: string; reference: string; amount: number },
  input: { method: GatewayMethod; lang: "ar" | "en"; purpose: "top_up" | "winner_payment" },
): Promise<string> {
  const { db, gateway } = deps;
  const opened = async () => {
    const [row] = await db
      .select({ id: payments.gatewayPaymentId, url: payments.gatewayRedirectUrl, status: payments.status })
      .from(payments)
      .where(eq(payments.id, recorded.paymentId));
    return row;
  };
  const before = await opened();
  if (before?.url) return before.url;
  if (!before || before.status !== "initiated") throw new AppError("PAYMENT_NOT_FOUND");
  const started = await gateway.createPayment({
    amount: recorded.amount,
    // Shown on the gateway's page, so in the payer's language.
    description: translate(input.lang, `payments.gatewayDescription.${input.purpose}`, {
      reference: recorded.reference,
    }),
    method: input.method,
    callbackUrl: `${deps.appOrigin}${input.lang === "en" ? "/en" : ""}/payments/callback`,
    metadata: { paymentId: recorded.paymentId, reference: recorded.reference },
    lang: input.lang,
  });
  await db
    .update(payments)
    .set({ gatewayPaymentId: started.id, gatewayRedirectUrl: started.redirectUrl })
    .where(and(eq(payments.id, recorded.paymentId), isNull(payments.gatewayPaymentId)));
  const after = await opened();
  return after?.url ?? started.redirectUrl;
}

export type Confirmation = {
  payment: Payment | null;
  outcome: "paid" | "failed" | "pending" | "unknown";
} & Effects;

/**
 * Learns a gateway payment's outcome from the gateway itself (never from a callback's query
 * string or a webhook's body) and records it once: paid money is credited exactly once however
 * many callbacks, webhooks and reconciliations arrive, in whatever order.
 */
export async function confirmGatewayPayment(
  deps: GatewayDeps,
  gatewayPaymentId: string,
): Promise<Confirmation> {
  const { db, gateway, logger } = deps;
  const remote = await gateway.fetchPayment(gatewayPaymentId);
  const now = (deps.now ?? (() => new Date()))();
  return runTransaction(db, async (tx): Promise<Confirmation> => {
    // By the gateway's own id for it: a callback may name another of its ids (Moyasar's payment
    // id for our invoice), which the gateway resolves.
    const [row] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.gateway, gateway.name), eq(payments.gatewayPaymentId, remote.id)));
    const payment = row && (await lockPayment(tx, row.id));
    if (!payment) return { payment: null, outcome: "unknown", ...noEffects() };
    if (payment.status === "paid" || payment.status === "failed") {
      return { payment, outcome: payment.status, ...noEffects() };
    }
    // Expired on our side (the payer seemed to abandon it) yet paid on the gateway's: still credited.
    if (payment.status === "expired" && remote.status !== "paid") {
      return { payment, outcome: "failed", ...noEffects() };
    }
    if (remote.status === "paid") {
      if (remote.amount !== payment.amount || remote.currency !== "SAR") {
        logger.error(
          { paymentId: payment.id, expected: payment.amount, got: remote.amount },
          "gateway amount differs",
        );
        return fail(tx, payment, remote, "AMOUNT_MISMATCH", now);
      }
      const { notification } = await recordPaidPayment(tx, {
        payment,
        source: "gateway_clearing",
        now,
        card: { brand: remote.cardBrand, last4: remote.cardLast4 },
      });
      const effects = await recordEffects(tx, {
        notices: [notification],
        walletChanged: [payment.userId],
        now,
      });
      return { payment: { ...payment, status: "paid" }, outcome: "paid", ...effects };
    }
    if (remote.status === "failed") return fail(tx, payment, remote, "DECLINED", now);
    return { payment, outcome: "pending", ...noEffects() };
  });
}

async function fail(
  tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  payment: Payment,
  remote: GatewayPayment,
  code: string,
  now: Date,
): Promise<Confirmation> {
  await tx
    .update(payments)
    .set({
      status: "failed",
      failureCode: code,
      failureMessage: remote.message?.slice(0, 300) ?? null,
      cardBrand: remote.cardBrand,
      cardLast4: remote.cardLast4,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  const effects = await recordEffects(tx, {
    notices: [
      {
        userId: payment.userId,
        event: "payment_failed",
        auctionId: null,
        params: { amount: payment.amount, reference: payment.reference },
      },
    ],
    now,
  });
  return { payment: { ...payment, status: "failed" }, outcome: "failed", ...effects };
}

/**
 * A webhook from the gateway: verified, recorded once per event id (a duplicate is acknowledged and
 * ignored), then the payment confirmed from the gateway. Returns what to answer.
 */
export async function receiveGatewayWebhook(
  deps: GatewayDeps,
  rawBody: string,
  headers: Headers,
): Promise<{ status: "invalid" | "duplicate" | "processed" } & Effects> {
  const { db, gateway } = deps;
  const event = await gateway.parseWebhook(rawBody, headers);
  if (!event) return { status: "invalid", ...noEffects() };
  const now = (deps.now ?? (() => new Date()))();
  const [recorded] = await db
    .insert(gatewayWebhooks)
    .values({
      gateway: gateway.name,
      eventId: event.eventId,
      type: event.type,
      gatewayPaymentId: event.payment.id,
      payload: JSON.parse(rawBody) as unknown,
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: gatewayWebhooks.id });
  if (!recorded) return { status: "duplicate", ...noEffects() };
  try {
    const confirmed = await confirmGatewayPayment(deps, event.payment.id);
    await db
      .update(gatewayWebhooks)
      .set({ processedAt: new Date() })
      .where(eq(gatewayWebhooks.id, recorded.id));
    return {
      status: "processed",
      liveEvents: confirmed.liveEvents,
      notificationIds: confirmed.notificationIds,
    };
  } catch (error) {
    // Kept unprocessed: reconciliation asks the gateway again later.
    await db
      .update(gatewayWebhooks)
      .set({ error: String(error).slice(0, 500) })
      .where(eq(gatewayWebhooks.id, recorded.id));
    throw error;
  }
}

/** Card payments left without an answer longer than this are asked about. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** A payment nobody completed on the gateway's page within this time is expired. */
export const EXPIRE_AFTER_MS = 60 * 60_000;

/**
 * Finds gateway payments whose outcome never reached us — callback and webhook both lost, or the
 * process stopped between them — asks the gateway, and records the answer once. Expires payments
 * the payer abandoned: once the gateway still calls one open an hour after it started, it is
 * "expired" here (a late payment on the gateway's page is still credited, see
 * confirmGatewayPayment). However old a payment in progress is, it is asked about: none stays
 * "in progress" forever. The least recently asked go first, so payments the gateway cannot answer
 * for never hold the others back. Any number of instances may run it: confirmation locks each payment.
 */
export async function reconcileGatewayPayments(
  deps: GatewayDeps,
  options: { limit?: number } = {},
): Promise<{ checked: number; paid: number; failed: number; expired: number } & Effects> {
  const { db, gateway, logger } = deps;
  const now = (deps.now ?? (() => new Date()))();
  const due = await db
    .select({ id: payments.id, gatewayPaymentId: payments.gatewayPaymentId, createdAt: payments.createdAt })
    .from(payments)
    .where(
      and(
        eq(payments.gateway, gateway.name),
        eq(payments.status, "initiated"),
        isNotNull(payments.gatewayPaymentId),
        lt(payments.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
        // Asked at most once per interval (updated_at records the last question).
        lt(payments.updatedAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(asc(payments.updatedAt), asc(payments.createdAt))
    .limit(options.limit ?? 50);
  const tally = { checked: 0, paid: 0, failed: 0, expired: 0 };
  // Payments the gateway never opened (it could not be reached, and the payer did not retry).
  const neverOpened = await db
    .update(payments)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(payments.gateway, gateway.name),
        eq(payments.status, "initiated"),
        isNull(payments.gatewayPaymentId),
        lt(payments.createdAt, new Date(now.getTime() - EXPIRE_AFTER_MS)),
      ),
    )
    .returning({ id: payments.id });
  tally.expired += neverOpened.length;
  let effects: Effects = noEffects();
  for (const row of due) {
    tally.checked++;
    try {
      const confirmed = await confirmGatewayPayment(deps, row.gatewayPaymentId!);
      effects = {
        liveEvents: [...effects.liveEvents, ...confirmed.liveEvents],
        notificationIds: [...effects.notificationIds, ...confirmed.notificationIds],
      };
      if (confirmed.outcome === "paid") tally.paid++;
      else if (confirmed.outcome === "failed") tally.failed++;
      else {
        const abandoned = now.getTime() - row.createdAt.getTime() > EXPIRE_AFTER_MS;
        const changed = await db
          .update(payments)
          .set(abandoned ? { status: "expired", updatedAt: now } : { updatedAt: now })
          .where(and(eq(payments.id, row.id), eq(payments.status, "initiated")))
          .returning({ id: payments.id });
        if (abandoned) tally.expired += changed.length;
      }
    } catch (err) {
      logger.warn({ err, paymentId: row.id }, "reconciling a payment failed; it will be retried");
      // Behind the others next time.
      await db
        .update(payments)
        .set({ updatedAt: now })
        .where(and(eq(payments.id, row.id), eq(payments.status, "initiated")))
        .catch(() => undefined);
    }
  }
  return { ...tally, ...effects };
}
