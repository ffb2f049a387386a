import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { payments } from "~/db/schema";
import type { PaymentRecord } from "./settlement-view";
import { selectPayments, toPaymentRecords } from "./settlements.server";

export const PAYMENTS_PAGE_SIZE = 20;
/** Far beyond any real history; keeps page numbers (and offsets) sane. */
export const PAYMENTS_MAX_PAGE = 10_000;

/**
 * A page of the user's payments of every purpose and method, the latest first: top-ups and
 * winner's payments, by wallet, card, Apple Pay or transfer, whatever became of them.
 */
export async function listPaymentHistory(options: {
  db: Db;
  userId: string;
  page?: number;
  pageSize?: number;
}): Promise<{ items: PaymentRecord[]; total: number; page: number; pageSize: number; pages: number }> {
  const { db, userId } = options;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const pageSize = options.pageSize ?? PAYMENTS_PAGE_SIZE;
  const [rows, [count]] = await Promise.all([
    selectPayments(db)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(payments)
      .where(eq(payments.userId, userId)),
  ]);
  const total = count?.total ?? 0;
  return {
    items: await toPaymentRecords(db, rows),
    total,
    page,
    pageSize,
    pages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** The user's bank transfers and wires the committee has not checked yet, the oldest first. */
export async function listPendingTransfers({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<PaymentRecord[]> {
  const rows = await selectPayments(db)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, "awaiting_review"),
        inArray(payments.method, ["bank_transfer", "bank_wire"]),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(50);
  return toPaymentRecords(db, rows);
}
