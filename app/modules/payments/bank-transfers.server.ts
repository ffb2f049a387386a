import { createHash } from "node:crypto";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db, Tx } from "~/db/client.server";
import { bankTransfers, payments, settlements } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { requestFingerprint, runIdempotent } from "~/modules/idempotency/run-idempotent.server";
import { noEffects, recordEffects, type Effects } from "~/modules/notifications/effects.server";
import { readFourEyesThreshold } from "~/modules/settings/settings.server";
import { findUserById } from "~/modules/accounts/users.server";
import { deleteUpload, listRecentUploads, saveUpload } from "~/modules/uploads/uploads.server";
import type { FileStorage } from "~/storage/file-storage";
import { maskIban } from "~/modules/wallet/iban";
import { lockPayment, newPaymentReference, recordPaidPayment } from "./payment-records.server";
import { isUuid } from "~/lib/uuid";
import { findPayment, type PaymentView } from "./payment-views.server";
import {
  MAX_PENDING_TOP_UP_TRANSFERS,
  TRANSFER_UPLOAD_BYTES_PER_WINDOW,
  TRANSFER_UPLOAD_WINDOW_HOURS,
} from "./transfer-limits";
import {
  HalalasSchema,
  TransferFieldsSchema,
  TransferRejectionSchema,
  transferMethods,
  type TransferMethod,
} from "./transfer-schemas";
import { runTransaction } from "~/db/transaction.server";

/*
 * Bank transfers and wires (docs/product-rules.md §2.4): the user sends the money from their bank, then
 * declares it — bank, amount, IBAN, account name and the bank's receipt. Nothing is credited until
 * a committee member has matched it against the platform's bank statement and verified it: then
 * the money is recorded once (bank clearing → the wallet, or the winner's settlement), a receipt is
 * issued and the user is told. A rejection carries the committee's reason. Every step is audited.
 */

type Issue = { path: PropertyKey[]; message: string };
const validationError = (issues: readonly Issue[]) =>
  new AppError("VALIDATION", {
    issues: issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message })),
  });

export type DeclareTransferInput = {
  userId: string;
  idempotencyKey: string | null;
  method: TransferMethod;
  bankName: string;
  iban: string;
  accountName: string;
  receipt: { name: string; bytes: Uint8Array };
} & ({ purpose: "top_up"; amount: number } | { purpose: "winner_payment"; settlementId: string });

type TransferDeps = { db: Db; storage: FileStorage; now?: () => Date; logger?: Logger };

/**
 * Records a declared transfer: a payment awaiting review with the declaration and its receipt file.
 * A top-up declares its amount; a winner's payment is exactly what its settlement still owes, and
 * only one declaration may wait for review per settlement. The phone must be confirmed, and a
 * top-up stays within the limits of transfer-limits.ts (pending declarations, receipt volume).
 * Idempotent by key: a retry answers the first declaration. A receipt that ends up in no
 * declaration (refused, replayed, failed) is deleted again. Refusals: PHONE_NOT_VERIFIED,
 * VALIDATION, UPLOAD_*, TRANSFER_PENDING_LIMIT, TRANSFER_UPLOAD_QUOTA, SETTLEMENT_NOT_DUE,
 * SETTLEMENT_TRANSFER_PENDING, IDEMPOTENCY_KEY_REUSED.
 */
export async function declareBankTransfer(
  deps: TransferDeps,
  input: DeclareTransferInput,
): Promise<PaymentView> {
  const { db } = deps;
  const now = (deps.now ?? (() => new Date()))();
  const user = await findUserById(db, input.userId);
  if (!user?.phoneVerifiedAt) throw new AppError("PHONE_NOT_VERIFIED");
  const fields = TransferFieldsSchema.safeParse(input);
  const issues: Issue[] = fields.success ? [] : [...fields.error.issues];
  if (input.purpose === "top_up") {
    const amount = HalalasSchema.safeParse(input.amount);
    if (!amount.success) issues.push({ path: ["amount"], message: "validation.amount" });
  } else if (!isUuid(input.settlementId)) {
    throw new AppError("SETTLEMENT_NOT_DUE");
  }
  if (!fields.success || issues.length) throw validationError(issues);
  const { method, bankName, iban, accountName } = fields.data;
  const receiptHash = createHash("sha256").update(input.receipt.bytes).digest("hex");
  const upload = await saveUpload({
    db,
    storage: deps.storage,
    ownerUserId: input.userId,
    purpose: "transfer_receipt",
    file: input.receipt,
    now,
  });
  let declared: PaymentView | undefined;
  try {
    declared = await runIdempotent({
      db,
      userId: input.userId,
      key: input.idempotencyKey,
      scope: "payment:transfer",
      fingerprint: requestFingerprint({
        purpose: input.purpose,
        target: input.purpose === "top_up" ? input.amount : input.settlementId,
        method,
        bankName,
        iban,
        accountName,
        receiptHash,
      }),
      now,
      work: (tx) => recordDeclaration(tx, { input, fields: fields.data, uploadId: upload.id, now }),
    });
    return declared;
  } finally {
    // Refused, failed, or a retry answered from the first declaration: nothing refers to this file.
    if (declared?.transfer?.receiptUploadId !== upload.id) await discardUnusedReceipt(deps, upload.id);
  }
}

/** Deletes a stored receipt that no declaration names (checked again: a commit may have been lost in transit). */
async function discardUnusedReceipt(deps: TransferDeps, uploadId: string): Promise<void> {
  try {
    const [used] = await deps.db
      .select({ id: bankTransfers.paymentId })
      .from(bankTransfers)
      .where(eq(bankTransfers.receiptUploadId, uploadId));
    if (!used) await deleteUpload({ db: deps.db, storage: deps.storage, uploadId });
  } catch (error) {
    deps.logger?.warn({ err: error, uploadId }, "an unused transfer receipt could not be deleted");
  }
}

/**
 * The top-up limits of transfer-limits.ts, under a per-user lock so simultaneous declarations are
 * counted one after the other: at most MAX_PENDING_TOP_UP_TRANSFERS awaiting review, and the
 * receipts uploaded in the window (this one included, already stored) within the volume.
 */
async function assertWithinTopUpLimits(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`transfer-declaration:${userId}`}, 0))`,
  );
  const [pending] = await tx
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, "top_up"),
        inArray(payments.method, [...transferMethods]),
        eq(payments.status, "awaiting_review"),
      ),
    );
  if ((pending?.n ?? 0) >= MAX_PENDING_TOP_UP_TRANSFERS) throw new AppError("TRANSFER_PENDING_LIMIT");
  const windowMs = TRANSFER_UPLOAD_WINDOW_HOURS * 3_600_000;
  const recent = await listRecentUploads(tx, {
    ownerUserId: userId,
    purpose: "transfer_receipt",
    since: new Date(now.getTime() - windowMs),
  });
  let excess = recent.reduce((sum, upload) => sum + upload.sizeBytes, 0) - TRANSFER_UPLOAD_BYTES_PER_WINDOW;
  if (excess <= 0) return;
  // Try again once enough of the oldest receipts have left the window.
  for (const upload of recent) {
    excess -= upload.sizeBytes;
    if (excess <= 0) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((upload.createdAt.getTime() + windowMs - now.getTime()) / 1000),
      );
      throw new AppError("TRANSFER_UPLOAD_QUOTA", { retryAfterSeconds });
    }
  }
}

/** What a declaration is for: the top-up's amount, or what the settlement still owes (locked). */
async function declaredAmount(
  tx: Tx,
  input: DeclareTransferInput,
): Promise<{ amount: number; settlementId: string | null }> {
  if (input.purpose === "top_up") return { amount: input.amount, settlementId: null };
  const [settlement] = await tx
    .select()
    .from(settlements)
    .where(and(eq(settlements.id, input.settlementId), eq(settlements.userId, input.userId)))
    .for("update");
  if (!settlement || settlement.status !== "due") throw new AppError("SETTLEMENT_NOT_DUE");
  const [waiting] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.settlementId, settlement.id), eq(payments.status, "awaiting_review")));
  if (waiting) throw new AppError("SETTLEMENT_TRANSFER_PENDING");
  return { amount: settlement.totalDue, settlementId: settlement.id };
}

/** The declaration in its transaction: a payment awaiting review, its transfer row, the audit. */
async function recordDeclaration(
  tx: Tx,
  options: {
    input: DeclareTransferInput;
    fields: { method: TransferMethod; bankName: string; iban: string; accountName: string };
    uploadId: string;
    now: Date;
  },
): Promise<PaymentView> {
  const { input, uploadId, now } = options;
  const { method, bankName, iban, accountName } = options.fields;
  if (input.purpose === "top_up") await assertWithinTopUpLimits(tx, input.userId, now);
  const { amount, settlementId } = await declaredAmount(tx, input);
  const reference = newPaymentReference(input.purpose);
  const [payment] = await tx
    .insert(payments)
    .values({
      userId: input.userId,
      purpose: input.purpose,
      method,
      amount,
      status: "awaiting_review",
      settlementId,
      reference,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: payments.id });
  await tx.insert(bankTransfers).values({
    paymentId: payment!.id,
    bankName,
    iban,
    accountName,
    receiptUploadId: uploadId,
    declaredAt: now,
  });
  await recordAudit(tx, {
    actorUserId: input.userId,
    action: "transfer.declare",
    subjectType: "payment",
    subjectId: payment!.id,
    details: {
      purpose: input.purpose,
      method,
      amount,
      reference,
      settlementId,
      bankName,
      iban: maskIban(iban),
      receiptUploadId: uploadId,
    },
    createdAt: now,
  });
  return (await findPayment(tx, { paymentId: payment!.id }))!;
}

/** A declared transfer under its row lock, ready for the committee's decision. */
async function lockDeclaredTransfer(
  tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  paymentId: string,
  actorUserId: string,
) {
  if (!isUuid(paymentId)) throw new AppError("NOT_FOUND");
  const payment = await lockPayment(tx, paymentId);
  const [transfer] = payment
    ? await tx.select().from(bankTransfers).where(eq(bankTransfers.paymentId, payment.id))
    : [];
  if (!payment || !transfer) throw new AppError("NOT_FOUND");
  if (payment.userId === actorUserId) throw new AppError("REVIEW_OWN_REQUEST");
  if (payment.status !== "awaiting_review") throw new AppError("TRANSFER_ALREADY_REVIEWED");
  return { payment, transfer };
}

/**
 * The committee found the money on the platform's bank statement: the payment is recorded once
 * from bank clearing (a top-up credits the available balance; a winner's payment settles the
 * auction with its tax invoice), its receipt issued, the decision audited and the user notified.
 * A second decision hears TRANSFER_ALREADY_REVIEWED; nobody decides on their own transfer.
 * Above the four-eyes threshold (a setting) the first member's verification only records their
 * approval (`awaitingSecondApproval`); a different member's verification then credits it, and the
 * first approver trying again hears SECOND_APPROVER_REQUIRED.
 */
export async function verifyBankTransfer(
  deps: { db: Db; now?: () => Date },
  input: { paymentId: string; actorUserId: string },
): Promise<{ payment: PaymentView; receiptId: string | null; awaitingSecondApproval: boolean } & Effects> {
  const now = (deps.now ?? (() => new Date()))();
  return runTransaction(deps.db, async (tx) => {
    const { payment, transfer } = await lockDeclaredTransfer(tx, input.paymentId, input.actorUserId);
    // Four eyes (docs/product-rules.md §2.10): above the threshold, a first approval waits for a second member.
    const needsTwo = payment.amount > (await readFourEyesThreshold(tx, "transferCredit"));
    if (needsTwo && transfer.firstApprovedBy === input.actorUserId)
      throw new AppError("SECOND_APPROVER_REQUIRED");
    if (needsTwo && !transfer.firstApprovedBy) {
      await tx
        .update(bankTransfers)
        .set({ firstApprovedBy: input.actorUserId, firstApprovedAt: now })
        .where(eq(bankTransfers.paymentId, payment.id));
      await recordAudit(tx, {
        actorUserId: input.actorUserId,
        action: "transfer.first_approval",
        subjectType: "payment",
        subjectId: payment.id,
        before: { firstApprovedBy: null },
        after: { firstApprovedBy: input.actorUserId },
        details: {
          userId: payment.userId,
          amount: payment.amount,
          reference: payment.reference,
        },
        createdAt: now,
      });
      const view = (await findPayment(tx, { paymentId: payment.id }))!;
      return { payment: view, receiptId: null, awaitingSecondApproval: true, ...noEffects() };
    }
    if (payment.purpose === "winner_payment") {
      const [settlement] = await tx
        .select({ status: settlements.status, totalDue: settlements.totalDue })
        .from(settlements)
        .where(eq(settlements.id, payment.settlementId!));
      // Paid meanwhile by another method: the committee rejects this one and returns the money.
      if (settlement?.status !== "due" || settlement.totalDue !== payment.amount) {
        throw new AppError("SETTLEMENT_NOT_DUE");
      }
    }
    const { notification, receiptId } = await recordPaidPayment(tx, {
      payment,
      source: "bank_clearing",
      now,
    });
    await tx
      .update(bankTransfers)
      .set({ reviewedBy: input.actorUserId, reviewedAt: now })
      .where(eq(bankTransfers.paymentId, payment.id));
    const view = (await findPayment(tx, { paymentId: payment.id }))!;
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: "transfer.verify",
      subjectType: "payment",
      subjectId: payment.id,
      before: { status: "awaiting_review" },
      after: { status: "paid" },
      details: {
        userId: payment.userId,
        purpose: payment.purpose,
        method: payment.method,
        amount: payment.amount,
        reference: payment.reference,
        settlementId: payment.settlementId,
        receiptId,
        firstApprovedBy: transfer.firstApprovedBy,
      },
      createdAt: now,
    });
    const effects = await recordEffects(tx, {
      notices: [notification],
      walletChanged: payment.purpose === "top_up" ? [payment.userId] : [],
      now,
    });
    return { payment: view, receiptId, awaitingSecondApproval: false, ...effects };
  });
}

/**
 * The committee could not match the transfer (no such credit, another amount, another sender):
 * the payment is rejected with the reason, which the user reads as written. Nothing moves. The
 * receipt's files are deleted once the decision has committed.
 */
export async function rejectBankTransfer(
  deps: TransferDeps,
  input: { paymentId: string; actorUserId: string; reason: string },
): Promise<{ payment: PaymentView } & Effects> {
  const parsed = TransferRejectionSchema.safeParse({ reason: input.reason });
  if (!parsed.success) throw validationError(parsed.error.issues);
  const { reason } = parsed.data;
  const now = (deps.now ?? (() => new Date()))();
  const outcome = await runTransaction(deps.db, async (tx) => {
    const { payment, transfer } = await lockDeclaredTransfer(tx, input.paymentId, input.actorUserId);
    await tx
      .update(payments)
      .set({ status: "rejected", failureCode: "TRANSFER_REJECTED", updatedAt: now })
      .where(eq(payments.id, payment.id));
    await tx
      .update(bankTransfers)
      .set({ reviewedBy: input.actorUserId, reviewedAt: now, rejectionReason: reason })
      .where(eq(bankTransfers.paymentId, payment.id));
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: "transfer.reject",
      subjectType: "payment",
      subjectId: payment.id,
      reason,
      before: { status: "awaiting_review" },
      after: { status: "rejected" },
      details: {
        userId: payment.userId,
        purpose: payment.purpose,
        method: payment.method,
        amount: payment.amount,
        reference: payment.reference,
      },
      createdAt: now,
    });
    const effects = await recordEffects(tx, {
      notices: [
        {
          userId: payment.userId,
          event: "transfer_rejected",
          auctionId: null,
          params: { amount: payment.amount, reference: payment.reference, reason },
        },
      ],
      now,
    });
    return {
      payment: (await findPayment(tx, { paymentId: payment.id }))!,
      ...effects,
      receiptUploadId: transfer.receiptUploadId,
    };
  });
  // Once refused, the receipt is kept no longer (its row stays, as the record of what was sent).
  const { receiptUploadId, ...answer } = outcome;
  try {
    await deleteUpload({ db: deps.db, storage: deps.storage, uploadId: receiptUploadId, keepRow: true });
  } catch (error) {
    deps.logger?.warn(
      { err: error, uploadId: receiptUploadId },
      "a refused transfer's receipt could not be deleted",
    );
  }
  return answer;
}
