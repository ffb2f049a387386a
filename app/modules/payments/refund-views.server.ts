import { asc, desc, eq, gt, isNotNull, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { payments } from "~/db/schema";
import { describeUsers } from "~/modules/accounts/describe-users.server";

/** How many refunded payments the committee's screen shows (latest first). */
const RECORDS_LIMIT = 50;

type Person = { id: string; name: string; email: string; phone: string };

export type RefundRequestView = {
  paymentId: string;
  reference: string;
  paid: number;
  amount: number;
  reason: string;
  requestedAt: string;
  requestedBy: Person;
  user: Person;
};

export type RefundRecordView = {
  paymentId: string;
  reference: string;
  paid: number;
  refunded: number;
  pending: number;
  updatedAt: string;
  user: Person;
};

const person = (p: Person | undefined, id: string): Person => p ?? { id, name: "", email: "", phone: "" };

/**
 * The committee's refunds screen: card top-ups whose refund waits for a second committee member
 * (oldest first), and the payments refunded or being refunded (latest first).
 */
export async function listRefunds({ db }: { db: Db }) {
  const [waiting, records] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(isNotNull(payments.refundRequestAmount))
      .orderBy(asc(payments.refundRequestedAt), asc(payments.id))
      .limit(100),
    db
      .select()
      .from(payments)
      .where(or(gt(payments.refundedAmount, 0), gt(payments.refundPending, 0)))
      .orderBy(desc(payments.updatedAt), desc(payments.id))
      .limit(RECORDS_LIMIT),
  ]);
  const people = await describeUsers(db, [
    ...waiting.flatMap((p) => [p.userId, p.refundRequestedBy!]),
    ...records.map((p) => p.userId),
  ]);
  const of = (id: string) => {
    const found = people.get(id);
    return person(found && { id, name: found.name, email: found.email, phone: found.phone }, id);
  };
  return {
    awaiting: waiting.map((p): RefundRequestView => ({
      paymentId: p.id,
      reference: p.reference,
      paid: p.amount,
      amount: p.refundRequestAmount!,
      reason: p.refundRequestReason ?? "",
      requestedAt: p.refundRequestedAt!.toISOString(),
      requestedBy: of(p.refundRequestedBy!),
      user: of(p.userId),
    })),
    records: records.map((p): RefundRecordView => ({
      paymentId: p.id,
      reference: p.reference,
      paid: p.amount,
      refunded: p.refundedAmount,
      pending: p.refundPending,
      updatedAt: p.updatedAt.toISOString(),
      user: of(p.userId),
    })),
  };
}

/** A paid card top-up's id by its reference (the committee types the reference), or null. */
export async function findPaymentIdByReference(db: Db, reference: string): Promise<string | null> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.reference, reference.trim().toUpperCase()))
    .limit(1);
  return row?.id ?? null;
}
