import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sandboxGatewayPayments, sandboxGatewayWebhooks } from "~/db/schema";

/*
 * The sandbox gateway's own storage. Only this module reads or writes these two tables; the app
 * knows the sandbox through its HTTP API, as it would know any other gateway. Rows hold the
 * card's brand and masked number, never the whole number, the CVV or the card holder's name.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type SandboxPaymentRow = typeof sandboxGatewayPayments.$inferSelect;
export type SandboxMethod = "mada" | "credit_card" | "apple_pay";
/** Internal states: `challenge` waits for the payer at the issuer's 3-D Secure page. */
export type SandboxStatus = "initiated" | "challenge" | "paid" | "failed" | "refunded";
export type SandboxEventType = "payment_paid" | "payment_failed" | "payment_refunded";

/**
 * The method the merchant asked for is kept in the source columns: Apple Pay as source type
 * `applepay`; a Mada payment as a card source whose company is fixed to `mada` from the start
 * (only Mada cards are accepted on it); a credit card payment as a card source with no company
 * until a card is entered.
 */
export function methodOf(row: Pick<SandboxPaymentRow, "sourceType" | "company">): SandboxMethod {
  if (row.sourceType === "applepay") return "apple_pay";
  return row.company === "mada" ? "mada" : "credit_card";
}

export async function createSandboxPayment(
  db: Db,
  input: {
    amount: number;
    description: string;
    method: SandboxMethod;
    callbackUrl: string;
    metadata: Record<string, string>;
    now: Date;
  },
): Promise<SandboxPaymentRow> {
  const [row] = await db
    .insert(sandboxGatewayPayments)
    .values({
      id: randomUUID(),
      amount: input.amount,
      currency: "SAR",
      description: input.description,
      status: "initiated",
      sourceType: input.method === "apple_pay" ? "applepay" : "creditcard",
      company: input.method === "mada" ? "mada" : null,
      callbackUrl: input.callbackUrl,
      metadata: input.metadata,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return row!;
}

export async function findSandboxPayment(db: Db, id: string): Promise<SandboxPaymentRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, id));
  return row ?? null;
}

/**
 * Moves a payment on, only from the states in `from` (so a form sent twice, or a 3-D Secure page
 * confirmed in two tabs, moves it once). Reaching `paid` or `failed` queues the webhook in the
 * same transaction. Null when the payment was not in one of those states.
 */
export async function moveSandboxPayment(
  db: Db,
  input: {
    id: string;
    from: SandboxStatus[];
    to: "challenge" | "paid" | "failed";
    company?: "mada" | "visa" | "mastercard";
    maskedPan?: string;
    message: string;
    now: Date;
    /** The event for the app; required for `paid` and `failed`. */
    webhook?: (row: SandboxPaymentRow) => WebhookEvent;
  },
): Promise<SandboxPaymentRow | null> {
  if (input.to !== "challenge" && !input.webhook) throw new Error("a final state needs its webhook");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sandboxGatewayPayments)
      .set({
        status: input.to,
        message: input.message,
        updatedAt: input.now,
        ...(input.company ? { company: input.company } : {}),
        ...(input.maskedPan ? { maskedPan: input.maskedPan } : {}),
      })
      .where(and(eq(sandboxGatewayPayments.id, input.id), inArray(sandboxGatewayPayments.status, input.from)))
      .returning();
    if (!row) return null;
    if (input.webhook && input.to !== "challenge")
      await queueWebhook(tx, row.id, input.webhook(row), input.now);
    return row;
  });
}

/**
 * Refunds part or all of a paid payment; several partial refunds may follow one another up to
 * the amount paid. Any refund marks the payment `refunded`, as Moyasar does.
 */
export async function refundSandboxPayment(
  db: Db,
  input: { id: string; amount: number; now: Date; webhook: (row: SandboxPaymentRow) => WebhookEvent },
): Promise<
  | { ok: true; row: SandboxPaymentRow }
  | { ok: false; reason: "not_found" | "not_paid" | "exceeds"; refundable?: number }
> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.id, input.id))
      .for("update");
    if (!current) return { ok: false, reason: "not_found" };
    if (current.status !== "paid" && current.status !== "refunded") return { ok: false, reason: "not_paid" };
    const refundable = current.amount - current.refundedAmount;
    if (input.amount > refundable) return { ok: false, reason: "exceeds", refundable };
    const [row] = await tx
      .update(sandboxGatewayPayments)
      .set({
        status: "refunded",
        refundedAmount: current.refundedAmount + input.amount,
        updatedAt: input.now,
      })
      .where(eq(sandboxGatewayPayments.id, input.id))
      .returning();
    await queueWebhook(tx, row!.id, input.webhook(row!), input.now);
    return { ok: true, row: row! };
  });
}

// --- webhooks --------------------------------------------------------------------------------

/** One event as the app receives it: Moyasar's shape (id, type, created_at, live, data). */
export type WebhookEvent = {
  id: string;
  type: SandboxEventType;
  created_at: string;
  live: false;
  data: unknown;
};

export function newWebhookEvent(type: SandboxEventType, data: unknown, now: Date): WebhookEvent {
  return { id: `evt_${randomUUID()}`, type, created_at: now.toISOString(), live: false, data };
}

async function queueWebhook(db: Db | Tx, paymentId: string, event: WebhookEvent, dueAt: Date) {
  await db.insert(sandboxGatewayWebhooks).values({
    paymentId,
    event: event.type,
    body: JSON.stringify(event),
    nextAttemptAt: dueAt,
  });
}

export type WebhookDelivery = {
  deliveryId: number;
  eventId: string;
  type: string;
  attempts: number;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
  lastError: string | null;
};

const eventIdOf = (body: string) => (JSON.parse(body) as { id: string }).id;

export async function listWebhookDeliveries(db: Db, paymentId: string): Promise<WebhookDelivery[]> {
  const rows = await db
    .select()
    .from(sandboxGatewayWebhooks)
    .where(eq(sandboxGatewayWebhooks.paymentId, paymentId))
    .orderBy(asc(sandboxGatewayWebhooks.id));
  return rows.map((r) => ({
    deliveryId: r.id,
    eventId: eventIdOf(r.body),
    type: r.event,
    attempts: r.attempts,
    nextAttemptAt: r.nextAttemptAt,
    deliveredAt: r.deliveredAt,
    lastError: r.lastError,
  }));
}

/**
 * Queues the same event (same id, same body) once more, due `delaySeconds` from now: how tests
 * make the app receive a duplicate, or an old event after a newer one. Null for an unknown event.
 */
export async function queueRedelivery(
  db: Db,
  input: { eventId: string; delaySeconds: number; now: Date },
): Promise<WebhookDelivery | null> {
  const [original] = await db
    .select()
    .from(sandboxGatewayWebhooks)
    .where(sql`${sandboxGatewayWebhooks.body}::jsonb ->> 'id' = ${input.eventId}`)
    .orderBy(asc(sandboxGatewayWebhooks.id))
    .limit(1);
  if (!original) return null;
  const [row] = await db
    .insert(sandboxGatewayWebhooks)
    .values({
      paymentId: original.paymentId,
      event: original.event,
      body: original.body,
      nextAttemptAt: new Date(input.now.getTime() + input.delaySeconds * 1000),
    })
    .returning();
  return {
    deliveryId: row!.id,
    eventId: input.eventId,
    type: row!.event,
    attempts: 0,
    nextAttemptAt: row!.nextAttemptAt,
    deliveredAt: null,
    lastError: null,
  };
}

/**
 * Claims up to `limit` deliveries that are due, for one delivery attempt each: their attempt
 * count goes up and their next attempt moves `leaseMs` ahead, so another instance's worker (or
 * this one's next tick) leaves them alone while this attempt runs. SKIP LOCKED keeps two
 * workers from waiting on each other.
 */
export async function claimDueWebhooks(
  db: Db,
  input: {
    now: Date;
    limit: number;
    leaseMs: number;
    maxAttempts: number;
    /** Only these payments' events: for tests sharing one database with others. */
    paymentIds?: string[];
  },
): Promise<{ id: number; body: string; attempts: number }[]> {
  if (input.paymentIds?.length === 0) return [];
  const onlyThese = input.paymentIds
    ? sql`and payment_id in (${sql.join(
        input.paymentIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = (await db.execute(sql`
    update sandbox_gateway_webhooks w
       set attempts = w.attempts + 1,
           next_attempt_at = ${new Date(input.now.getTime() + input.leaseMs).toISOString()}
     where w.id in (
       select id from sandbox_gateway_webhooks
        where delivered_at is null
          and next_attempt_at <= ${input.now.toISOString()}
          and attempts < ${input.maxAttempts}
          ${onlyThese}
        order by next_attempt_at, id
        limit ${input.limit}
        for update skip locked)
    returning w.id, w.body, w.attempts`)) as unknown as {
    rows: { id: number | string; body: string; attempts: number }[];
  };
  return result.rows
    .map((r) => ({ id: Number(r.id), body: r.body, attempts: r.attempts }))
    .sort((a, b) => a.id - b.id);
}

export async function markWebhookDelivered(db: Db, id: number, now: Date) {
  await db
    .update(sandboxGatewayWebhooks)
    .set({ deliveredAt: now, lastError: null })
    .where(eq(sandboxGatewayWebhooks.id, id));
}

export async function markWebhookFailed(db: Db, id: number, input: { error: string; retryAt: Date }) {
  await db
    .update(sandboxGatewayWebhooks)
    .set({ lastError: input.error.slice(0, 500), nextAttemptAt: input.retryAt })
    .where(eq(sandboxGatewayWebhooks.id, id));
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
