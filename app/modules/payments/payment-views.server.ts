import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { bankTransfers, payments, receipts } from "~/db/schema";
import { describeUsers } from "~/modules/accounts/describe-users.server";
import { AppError } from "~/lib/errors";
import { cardFailureReason, type CardFailureReason } from "./card-failure";
import { transferReferenceOf } from "./transfer-reference.server";
import { isUuid } from "~/lib/uuid";

/*
 * Payments as people see them: the user's own history (pages and GET /me/payments), one payment
 * with its transfer declaration and receipt, and the committee's list of declared transfers.
 * Views are JSON-safe, so an idempotent retry can answer one again.
 */

export type PaymentRow = typeof payments.$inferSelect;

export type PaymentView = {
  id: string;
  purpose: PaymentRow["purpose"];
  method: PaymentRow["method"];
  status: PaymentRow["status"];
  amount: number;
  reference: string;
  settlementId: string | null;
  createdAt: string;
  paidAt: string | null;
  card: { brand: string | null; last4: string | null } | null;
  /** Why it failed, for failed and expired card payments. */
  failure: { reason: CardFailureReason; code: string | null } | null;
  transfer: {
    bankName: string;
    iban: string;
    accountName: string;
    receiptUploadId: string;
    declaredAt: string;
    reviewedAt: string | null;
    rejectionReason: string | null;
    /** Four eyes: the first committee member's approval, awaiting a second member's. */
    firstApprovedBy: string | null;
    firstApprovedAt: string | null;
  } | null;
  receipt: { id: string; verificationCode: string; issuedAt: string } | null;
  /** The agent who paid it for the user (the `pay` scope, ADR 036), or null when the user did. */
  paidByAgent: { userId: string; name: string } | null;
};

/** Names of the agents who paid any of `rows` for their principals (ADR 036). */
function agentsOf(db: Pick<Db, "select">, rows: readonly ViewRow[]) {
  return describeUsers(
    db,
    rows.flatMap((row) => (row.payment.agentUserId ? [row.payment.agentUserId] : [])),
  );
}

const columns = {
  payment: payments,
  transfer: bankTransfers,
  receiptId: receipts.id,
  verificationCode: receipts.verificationCode,
  issuedAt: receipts.issuedAt,
};

type ViewRow = {
  payment: PaymentRow;
  transfer: typeof bankTransfers.$inferSelect | null;
  receiptId: string | null;
  verificationCode: string | null;
  issuedAt: Date | null;
};

function selectViews(db: Pick<Db, "select"> | Tx) {
  return db
    .select(columns)
    .from(payments)
    .leftJoin(bankTransfers, eq(bankTransfers.paymentId, payments.id))
    .leftJoin(receipts, eq(receipts.paymentId, payments.id));
}

export function toPaymentView(
  row: ViewRow,
  agents: ReadonlyMap<string, { name: string }> = new Map(),
): PaymentView {
  const { payment: p, transfer: t } = row;
  const failed = p.status === "failed" || p.status === "expired";
  return {
    id: p.id,
    purpose: p.purpose,
    method: p.method,
    status: p.status,
    amount: p.amount,
    reference: p.reference,
    settlementId: p.settlementId,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    card: p.cardBrand || p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
    failure: failed && p.gateway ? { reason: cardFailureReason(p), code: p.failureCode } : null,
    transfer: t
      ? {
          bankName: t.bankName,
          iban: t.iban,
          accountName: t.accountName,
          receiptUploadId: t.receiptUploadId,
          declaredAt: t.declaredAt.toISOString(),
          reviewedAt: t.reviewedAt?.toISOString() ?? null,
          rejectionReason: t.rejectionReason,
          firstApprovedBy: t.firstApprovedBy,
          firstApprovedAt: t.firstApprovedAt?.toISOString() ?? null,
        }
      : null,
    receipt:
      row.receiptId && row.verificationCode && row.issuedAt
        ? { id: row.receiptId, verificationCode: row.verificationCode, issuedAt: row.issuedAt.toISOString() }
        : null,
    paidByAgent: p.agentUserId
      ? { userId: p.agentUserId, name: agents.get(p.agentUserId)?.name ?? "" }
      : null,
  };
}

/** One payment of the user's, or null (another user's is never told apart from a missing one). */
export async function findPayment(
  db: Pick<Db, "select"> | Tx,
  options: { paymentId: string; userId?: string },
): Promise<PaymentView | null> {
  if (!isUuid(options.paymentId)) return null;
  const where = options.userId
    ? and(eq(payments.id, options.paymentId), eq(payments.userId, options.userId))
    : eq(payments.id, options.paymentId);
  const [row] = await selectViews(db).where(where);
  return row ? toPaymentView(row, await agentsOf(db, [row])) : null;
}

/** The user's payment a gateway knows by `gatewayPaymentId` (the callback's `?id=`), or null. */
export async function findGatewayPayment(
  db: Pick<Db, "select">,
  options: { gateway: string; gatewayPaymentId: string; userId: string },
): Promise<PaymentView | null> {
  const [row] = await selectViews(db).where(
    and(
      eq(payments.gateway, options.gateway),
      eq(payments.gatewayPaymentId, options.gatewayPaymentId),
      eq(payments.userId, options.userId),
    ),
  );
  return row ? toPaymentView(row, await agentsOf(db, [row])) : null;
}

/** One of the user's payments; NOT_FOUND when it is not theirs or does not exist. */
export async function getPayment(options: {
  db: Db;
  userId: string;
  paymentId: string;
}): Promise<PaymentView> {
  const view = await findPayment(options.db, options);
  if (!view) throw new AppError("NOT_FOUND");
  return view;
}

export const PAYMENTS_PAGE_SIZE = 20;
export const PAYMENTS_MAX_PAGE = 10_000;

/** The user's payments, newest first (money they sent or tried to send, by every method). */
export async function listPayments(options: {
  db: Db;
  userId: string;
  page?: number;
  pageSize?: number;
  purpose?: PaymentRow["purpose"];
}) {
  const { db, userId } = options;
  const pageSize = Math.min(Math.max(1, options.pageSize ?? PAYMENTS_PAGE_SIZE), 100);
  const page = Math.min(Math.max(1, options.page ?? 1), PAYMENTS_MAX_PAGE);
  const filters: SQL[] = [eq(payments.userId, userId)];
  if (options.purpose) filters.push(eq(payments.purpose, options.purpose));
  const where = and(...filters);
  const [counted, rows] = await Promise.all([
    db.select({ n: count() }).from(payments).where(where),
    selectViews(db)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const total = counted[0]?.n ?? 0;
  const agents = await agentsOf(db, rows);
  return {
    items: rows.map((row) => toPaymentView(row, agents)),
    total,
    page,
    pageSize,
    pages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export type TransferReviewItem = PaymentView & {
  transfer: NonNullable<PaymentView["transfer"]>;
  user: { id: string; name: string; email: string; phone: string; transferReference: string };
};

/**
 * Declared transfers for the committee: those awaiting review (oldest first, the order they are
 * worked in), or those already decided (latest first).
 */
export async function listTransfersForReview(options: {
  db: Db;
  state: "awaiting_review" | "reviewed";
  page?: number;
  pageSize?: number;
}) {
  const { db, state } = options;
  const pageSize = Math.min(Math.max(1, options.pageSize ?? PAYMENTS_PAGE_SIZE), 100);
  const page = Math.min(Math.max(1, options.page ?? 1), PAYMENTS_MAX_PAGE);
  const where =
    state === "awaiting_review"
      ? eq(payments.status, "awaiting_review")
      : inArray(payments.status, ["paid", "rejected"]);
  const [counted, rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(payments)
      .innerJoin(bankTransfers, eq(bankTransfers.paymentId, payments.id))
      .where(where),
    db
      .select(columns)
      .from(payments)
      .innerJoin(bankTransfers, eq(bankTransfers.paymentId, payments.id))
      .leftJoin(receipts, eq(receipts.paymentId, payments.id))
      .where(where)
      .orderBy(
        ...(state === "awaiting_review"
          ? [bankTransfers.declaredAt, payments.id]
          : [desc(bankTransfers.reviewedAt), desc(payments.id)]),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const total = counted[0]?.n ?? 0;
  const users = await describeUsers(
    db,
    rows.flatMap((row) => [
      row.payment.userId,
      ...(row.payment.agentUserId ? [row.payment.agentUserId] : []),
    ]),
  );
  return {
    items: rows.flatMap((row): TransferReviewItem[] => {
      // Every payment has its user (a foreign key); the check only satisfies the types.
      const user = users.get(row.payment.userId);
      if (!user) return [];
      const { id, name, email, phone } = user;
      return [
        {
          ...toPaymentView(row, users),
          user: { id, name, email, phone, transferReference: transferReferenceOf(id) },
        } as TransferReviewItem,
      ];
    }),
    total,
    page,
    pageSize,
    pages: Math.max(1, Math.ceil(total / pageSize)),
  };
}
