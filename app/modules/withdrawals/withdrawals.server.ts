import { randomUUID } from "node:crypto";
import { issueReceipt } from "~/modules/payments/issue-receipt.server";
import { receiptsOfWithdrawals, type WithdrawalReceipt } from "~/modules/payments/read-receipts.server";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { bankAccounts, withdrawals } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { newReceiptCode } from "~/lib/receipt-code";
import { requestFingerprint, runIdempotent } from "~/modules/idempotency/run-idempotent.server";
import { maskIban } from "~/modules/wallet/iban";
import { lockAccounts, postTransactions } from "~/modules/wallet/ledger.server";
import { validationError } from "./bank-accounts.server";
import { noEffects, recordEffects, type Effects } from "~/modules/notifications/effects.server";
import { PayoutReferenceSchema, ReasonSchema, WithdrawalRequestSchema } from "./withdrawal-schemas";
import { isUuid } from "~/lib/uuid";
import { runTransaction } from "~/db/transaction.server";
import { readFourEyesThreshold } from "~/modules/settings/settings.server";

/*
 * Withdrawals from the wallet to a verified IBAN. Asking moves the money at once from
 * the user's available balance to their "withdrawing" account, so it can no longer cover a
 * deposit or a second withdrawal; the committee then pays it out (withdrawing → bank clearing,
 * with a receipt) or refuses it (withdrawing → available). Every step is a balanced ledger
 * transaction, audited, and told to the user.
 */

export type WithdrawalStatus = (typeof withdrawals.$inferSelect)["status"];

/** A withdrawal as pages and the API show it: JSON-safe (an idempotent retry answers this again). */
export type WithdrawalView = {
  id: string;
  amount: number;
  status: WithdrawalStatus;
  createdAt: string;
  reviewedAt: string | null;
  rejectionReason: string | null;
  /** Four eyes: the first committee member's approval of the payout, awaiting a second member's. */
  firstApprovedBy: string | null;
  firstApprovedAt: string | null;
  bankAccount: { id: string; iban: string; accountName: string; bankName: string };
  receipt: { verificationCode: string; issuedAt: string; reference: string | null } | null;
};

/** The columns a withdrawal's view is made of (with its bank account joined). */
export const withdrawalViewColumns = {
  id: withdrawals.id,
  userId: withdrawals.userId,
  amount: withdrawals.amount,
  status: withdrawals.status,
  createdAt: withdrawals.createdAt,
  reviewedAt: withdrawals.reviewedAt,
  rejectionReason: withdrawals.rejectionReason,
  firstApprovedBy: withdrawals.firstApprovedBy,
  firstApprovedAt: withdrawals.firstApprovedAt,
  bankAccountId: bankAccounts.id,
  iban: bankAccounts.iban,
  accountName: bankAccounts.accountName,
  bankName: bankAccounts.bankName,
};

type ViewRow = {
  id: string;
  amount: number;
  status: WithdrawalStatus;
  createdAt: Date;
  reviewedAt: Date | null;
  rejectionReason: string | null;
  firstApprovedBy: string | null;
  firstApprovedAt: Date | null;
  bankAccountId: string;
  iban: string;
  accountName: string;
  bankName: string;
};

/** A withdrawal's row and its receipt (the payments module's; paid-out withdrawals have one). */
function toWithdrawalView(row: ViewRow, receipt: WithdrawalReceipt | null | undefined): WithdrawalView {
  const reference = receipt?.details.reference;
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    firstApprovedBy: row.firstApprovedBy,
    firstApprovedAt: row.firstApprovedAt?.toISOString() ?? null,
    bankAccount: {
      id: row.bankAccountId,
      iban: row.iban,
      accountName: row.accountName,
      bankName: row.bankName,
    },
    receipt: receipt
      ? {
          verificationCode: receipt.verificationCode,
          issuedAt: receipt.issuedAt.toISOString(),
          reference: typeof reference === "string" ? reference : null,
        }
      : null,
  };
}

/** Withdrawal rows as views, in the same order, their receipts read in one query. */
export async function toWithdrawalViews(
  db: Pick<Db, "select">,
  rows: readonly ViewRow[],
): Promise<WithdrawalView[]> {
  const receipts = await receiptsOfWithdrawals(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toWithdrawalView(row, receipts.get(row.id)));
}

/** Withdrawals with their bank account. */
function selectViews(db: Pick<Db, "select">) {
  return db
    .select(withdrawalViewColumns)
    .from(withdrawals)
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId));
}

/**
 * A user asks for `amount` halalas to be paid to one of their verified IBANs. Never more than the
 * available balance, even when asked twice at once: the available account is locked, then read.
 * With an `idempotencyKey`, a retry answers the first outcome and moves nothing again.
 */
export async function requestWithdrawal(options: {
  db: Db;
  userId: string;
  bankAccountId: string;
  amount: number;
  idempotencyKey: string | null;
  now?: Date;
}): Promise<{ withdrawal: WithdrawalView; effects: Effects }> {
  const { db, userId, idempotencyKey } = options;
  const parsed = WithdrawalRequestSchema.safeParse({
    bankAccountId: options.bankAccountId,
    amount: options.amount,
  });
  if (!parsed.success) throw validationError(parsed.error.issues);
  const { bankAccountId, amount } = parsed.data;
  const now = options.now ?? new Date();
  // Set only when this call did the work: a retry's answer publishes nothing again.
  let effects = noEffects();
  const withdrawal = await runIdempotent({
    db,
    userId,
    key: idempotencyKey,
    scope: "withdrawal",
    fingerprint: requestFingerprint({ bankAccountId, amount }),
    now,
    work: async (tx): Promise<WithdrawalView> => {
      const held = await holdWithdrawal(tx, { userId, bankAccountId, amount, now });
      effects = held.effects;
      return held.withdrawal;
    },
  });
  return { withdrawal, effects };
}

/**
 * The work of a withdrawal request in its transaction: the IBAN must be the user's and verified;
 * the amount moves from available to withdrawing under both accounts' locks. Audited.
 */
async function holdWithdrawal(
  tx: Tx,
  options: { userId: string; bankAccountId: string; amount: number; now: Date },
): Promise<{ withdrawal: WithdrawalView; effects: Effects }> {
  const { userId, bankAccountId, amount, now } = options;
  const [account] = await tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.userId, userId)));
  if (!account) throw new AppError("NOT_FOUND");
  if (account.status !== "verified") throw new AppError("BANK_ACCOUNT_NOT_VERIFIED");
  const accounts = await lockAccounts(tx, [
    { kind: "user_available", userId },
    { kind: "user_withdrawing", userId },
  ]);
  const available = accounts.get({ kind: "user_available", userId: userId });
  const withdrawing = accounts.get({ kind: "user_withdrawing", userId: userId });
  if (available.balance < amount) {
    throw new AppError("WITHDRAWAL_EXCEEDS_AVAILABLE", {
      money: { available: available.balance, amount },
    });
  }
  const id = randomUUID();
  const [holdTransactionId] = await postTransactions(
    tx,
    [
      {
        kind: "withdrawal",
        userId,
        memo: { withdrawalId: id, iban: account.iban },
        postings: [
          { accountId: available.id, amount: -amount },
          { accountId: withdrawing.id, amount },
        ],
      },
    ],
    now,
  );
  const [row] = await tx
    .insert(withdrawals)
    .values({ id, userId, bankAccountId, amount, holdTransactionId: holdTransactionId!, createdAt: now })
    .returning();
  await recordAudit(tx, {
    actorUserId: userId,
    action: "withdrawal.request",
    subjectType: "withdrawal",
    subjectId: id,
    details: { amount, bankAccountId, iban: maskIban(account.iban), holdTransactionId: holdTransactionId! },
    createdAt: now,
  });
  const effects = await recordEffects(tx, { walletChanged: [userId], now });
  const withdrawal = toWithdrawalView(
    {
      ...row!,
      bankAccountId,
      iban: account.iban,
      accountName: account.accountName,
      bankName: account.bankName,
    },
    null,
  );
  return { withdrawal, effects };
}

/** The user's withdrawals, newest first. */
export async function listWithdrawals(options: { db: Db; userId: string; page?: number; pageSize?: number }) {
  const { db, userId } = options;
  const pageSize = Math.min(Math.max(1, options.pageSize ?? 20), 100);
  const page = Math.min(Math.max(1, options.page ?? 1), 10_000);
  const [counted, rows] = await Promise.all([
    db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, userId)),
    selectViews(db)
      .where(eq(withdrawals.userId, userId))
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const total = counted[0]?.n ?? 0;
  return {
    items: await toWithdrawalViews(db, rows),
    total,
    page,
    pageSize,
    pages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** One of the user's withdrawals with its receipt; someone else's is NOT_FOUND. */
export async function getWithdrawal(options: { db: Db; userId: string; withdrawalId: string }) {
  if (!isUuid(options.withdrawalId)) throw new AppError("NOT_FOUND");
  const [row] = await selectViews(options.db).where(
    and(eq(withdrawals.id, options.withdrawalId), eq(withdrawals.userId, options.userId)),
  );
  if (!row) throw new AppError("NOT_FOUND");
  const [view] = await toWithdrawalViews(options.db, [row]);
  return view!;
}

/**
 * The committee has paid a requested withdrawal out to the IBAN: the held money leaves the
 * platform (withdrawing → bank clearing) and the user gets a receipt with a verification code.
 * `reference`: the bank transfer's reference, kept on the receipt. Audited and notified.
 */
export async function markWithdrawalPaid(options: {
  db: Db;
  withdrawalId: string;
  actorUserId: string;
  reference?: string;
  now?: Date;
}) {
  const reference = PayoutReferenceSchema.safeParse(options.reference);
  if (!reference.success)
    throw validationError(reference.error.issues.map((i) => ({ ...i, path: ["reference"] })));
  return settleWithdrawal({ ...options, decision: { paid: true, reference: reference.data ?? null } });
}

/** The committee refuses a requested withdrawal: the money returns to the available balance. */
export async function rejectWithdrawal(options: {
  db: Db;
  withdrawalId: string;
  actorUserId: string;
  reason: string;
  now?: Date;
}) {
  const reason = ReasonSchema.safeParse(options.reason);
  if (!reason.success) throw validationError(reason.error.issues.map((i) => ({ ...i, path: ["reason"] })));
  return settleWithdrawal({ ...options, decision: { paid: false, reason: reason.data } });
}

/**
 * One decision on a requested withdrawal, under its row lock, then its accounts' locks: a second
 * decision (another committee member, a double click) hears WITHDRAWAL_ALREADY_DECIDED and moves
 * nothing. Nobody decides on their own withdrawal. Paying out above the four-eyes threshold takes
 * two different members: the first only approves, the same member again hears SECOND_APPROVER_REQUIRED.
 */
async function settleWithdrawal(options: {
  db: Db;
  withdrawalId: string;
  actorUserId: string;
  decision: Decision;
  now?: Date;
}): Promise<{ withdrawal: WithdrawalView; effects: Effects }> {
  const { db, withdrawalId, actorUserId, decision } = options;
  if (!isUuid(withdrawalId)) throw new AppError("NOT_FOUND");
  const now = options.now ?? new Date();
  return runTransaction(db, async (tx) => {
    const [held] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for("update");
    if (!held) throw new AppError("NOT_FOUND");
    if (held.userId === actorUserId) throw new AppError("REVIEW_OWN_REQUEST");
    if (held.status !== "requested") throw new AppError("WITHDRAWAL_ALREADY_DECIDED");
    if (decision.paid && held.amount > (await readFourEyesThreshold(tx, "withdrawalPayment"))) {
      if (held.firstApprovedBy === actorUserId) throw new AppError("SECOND_APPROVER_REQUIRED");
      if (!held.firstApprovedBy) return approveFirst(tx, { held, actorUserId, now });
    }
    const [account] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, held.bankAccountId));
    const { userId, amount } = held;
    const settleTransactionId = await postSettlement(tx, {
      userId,
      amount,
      paid: decision.paid,
      memo: { withdrawalId, iban: account!.iban },
      now,
    });
    await tx
      .update(withdrawals)
      .set({
        status: decision.paid ? "paid" : "rejected",
        settleTransactionId,
        reviewedBy: actorUserId,
        reviewedAt: now,
        rejectionReason: decision.paid ? null : decision.reason,
      })
      .where(eq(withdrawals.id, withdrawalId));
    const iban = maskIban(account!.iban);
    if (decision.paid) {
      await issueReceipt(tx, {
        userId,
        kind: "withdrawal",
        withdrawalId,
        amount,
        verificationCode: newReceiptCode(),
        issuedAt: now,
        details: {
          iban: account!.iban,
          accountName: account!.accountName,
          bankName: account!.bankName,
          requestedAt: held.createdAt.toISOString(),
          reference: decision.reference,
        },
      });
    }
    const effects = await recordDecision(tx, {
      withdrawalId,
      actorUserId,
      userId,
      amount,
      iban,
      settleTransactionId,
      decision,
      firstApprovedBy: held.firstApprovedBy,
      now,
    });
    const [row] = await selectViews(tx).where(eq(withdrawals.id, withdrawalId));
    const [withdrawal] = await toWithdrawalViews(tx, [row!]);
    return { withdrawal: withdrawal!, effects };
  });
}

type Decision = { paid: true; reference: string | null } | { paid: false; reason: string };

/**
 * Four eyes (docs/product-rules.md §2.10): a payout above the threshold (a setting) is first only
 * approved; nothing moves until a different committee member pays it. Audited.
 */
async function approveFirst(
  tx: Tx,
  options: { held: typeof withdrawals.$inferSelect; actorUserId: string; now: Date },
): Promise<{ withdrawal: WithdrawalView; effects: Effects }> {
  const { held, actorUserId, now } = options;
  await tx
    .update(withdrawals)
    .set({ firstApprovedBy: actorUserId, firstApprovedAt: now })
    .where(eq(withdrawals.id, held.id));
  await recordAudit(tx, {
    actorUserId,
    action: "withdrawal.first_approval",
    subjectType: "withdrawal",
    subjectId: held.id,
    before: { firstApprovedBy: null },
    after: { firstApprovedBy: actorUserId },
    details: { userId: held.userId, amount: held.amount },
    createdAt: now,
  });
  const [row] = await selectViews(tx).where(eq(withdrawals.id, held.id));
  const [withdrawal] = await toWithdrawalViews(tx, [row!]);
  return { withdrawal: withdrawal!, effects: noEffects() };
}

/** The decision's audit entry and the user's notice, in the deciding transaction. */
async function recordDecision(
  tx: Tx,
  options: {
    withdrawalId: string;
    actorUserId: string;
    userId: string;
    amount: number;
    /** The IBAN, masked. */
    iban: string;
    settleTransactionId: number;
    decision: Decision;
    firstApprovedBy: string | null;
    now: Date;
  },
): Promise<Effects> {
  const { withdrawalId, actorUserId, userId, amount, iban, settleTransactionId, decision, now } = options;
  await recordAudit(tx, {
    actorUserId,
    action: decision.paid ? "withdrawal.paid" : "withdrawal.reject",
    subjectType: "withdrawal",
    subjectId: withdrawalId,
    reason: decision.paid ? null : decision.reason,
    before: { status: "requested" },
    after: { status: decision.paid ? "paid" : "rejected" },
    details: {
      userId,
      amount,
      iban,
      settleTransactionId,
      firstApprovedBy: options.firstApprovedBy,
      ...(decision.paid ? { reference: decision.reference } : {}),
    },
    createdAt: now,
  });
  return recordEffects(tx, {
    walletChanged: decision.paid ? [] : [userId],
    notices: [
      decision.paid
        ? { userId, event: "withdrawal_paid", auctionId: null, params: { amount, iban } }
        : {
            userId,
            event: "withdrawal_rejected",
            auctionId: null,
            params: { amount, reason: decision.reason },
          },
    ],
    now,
  });
}

/** Withdrawing → bank clearing (paid out) or → available (refused); the transaction's id. */
async function postSettlement(
  tx: Tx,
  options: { userId: string; amount: number; paid: boolean; memo: Record<string, string>; now: Date },
): Promise<number> {
  const { userId, amount, paid } = options;
  const accounts = await lockAccounts(tx, [
    { kind: "user_withdrawing", userId },
    paid ? { kind: "bank_clearing" } : { kind: "user_available", userId },
  ]);
  const from = accounts.get({ kind: "user_withdrawing", userId: userId });
  const to = accounts.get(paid ? { kind: "bank_clearing" } : { kind: "user_available", userId });
  const [id] = await postTransactions(
    tx,
    [
      {
        kind: paid ? "withdrawal_payout" : "withdrawal_return",
        userId,
        memo: options.memo,
        postings: [
          { accountId: from.id, amount: -amount },
          { accountId: to.id, amount },
        ],
      },
    ],
    options.now,
  );
  return id!;
}
