import { and, desc, eq, ne } from "drizzle-orm";
import { recordAudit } from "~/modules/audit/record-audit.server";
import type { Db } from "~/db/client.server";
import { bankAccounts } from "~/db/schema";
import { lockUser } from "~/modules/accounts/describe-users.server";
import { AppError } from "~/lib/errors";
import { isUniqueViolation } from "~/modules/accounts/db-errors.server";
import { saveUpload } from "~/modules/uploads/uploads.server";
import type { FileStorage } from "~/storage/file-storage";
import { ibanBankCode, maskIban } from "~/modules/wallet/iban";
import { bankOfIban } from "~/modules/wallet/saudi-banks";
import { recordEffects, type Effects } from "~/modules/notifications/effects.server";
import { BankAccountFieldsSchema, ReasonSchema } from "./withdrawal-schemas";
import { isUuid } from "~/lib/uuid";
import { runTransaction } from "~/db/transaction.server";

/** IBANs a user may have waiting or verified at once (rejected ones do not count). */
export const MAX_BANK_ACCOUNTS = 5;

export type BankAccount = typeof bankAccounts.$inferSelect;

/** A schema's field messages as an AppError (VALIDATION), for callers that did not check first. */
export function validationError(issues: readonly { path: PropertyKey[]; message: string }[]): AppError {
  return new AppError("VALIDATION", {
    issues: issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })),
  });
}

/**
 * A user adds an IBAN for withdrawals, with the bank's IBAN certificate (a PDF or a photo, checked
 * by content). It waits for the committee to verify it against the certificate; only then can
 * money be withdrawn to it. The bank is named from the IBAN's bank code. Audited.
 */
export async function addBankAccount(options: {
  db: Db;
  storage: FileStorage;
  userId: string;
  iban: string;
  accountName: string;
  certificate: { name: string; bytes: Uint8Array };
  now?: Date;
}): Promise<BankAccount> {
  const { db, userId } = options;
  const parsed = BankAccountFieldsSchema.safeParse({ iban: options.iban, accountName: options.accountName });
  if (!parsed.success) throw validationError(parsed.error.issues);
  const { iban, accountName } = parsed.data;
  const now = options.now ?? new Date();
  // Checked before the file is stored (the common refusals leave nothing behind), and again under
  // the user's row lock below, which decides.
  checkRoom(await liveAccounts(db, userId), iban);
  const certificate = await saveUpload({
    db,
    storage: options.storage,
    ownerUserId: userId,
    purpose: "iban_certificate",
    file: options.certificate,
    now,
  });
  const bank = bankOfIban(iban);
  try {
    return await runTransaction(db, async (tx) => {
      await lockUser(tx, userId);
      checkRoom(await liveAccounts(tx, userId), iban);
      const [account] = await tx
        .insert(bankAccounts)
        .values({
          userId,
          iban,
          accountName,
          bankName: bank?.en ?? `Bank code ${ibanBankCode(iban)}`,
          certificateUploadId: certificate.id,
          createdAt: now,
        })
        .returning();
      await recordAudit(tx, {
        actorUserId: userId,
        action: "bank_account.add",
        subjectType: "bank_account",
        subjectId: account!.id,
        details: { iban: maskIban(iban), bankCode: ibanBankCode(iban), certificateUploadId: certificate.id },
        createdAt: now,
      });
      return account!;
    });
  } catch (error) {
    if (isUniqueViolation(error, "bank_accounts_user_iban_uq")) throw new AppError("BANK_ACCOUNT_EXISTS");
    throw error;
  }
}

async function liveAccounts(db: Pick<Db, "select">, userId: string) {
  return db
    .select({ iban: bankAccounts.iban })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), ne(bankAccounts.status, "rejected")));
}

function checkRoom(accounts: { iban: string }[], iban: string) {
  if (accounts.some((a) => a.iban === iban)) throw new AppError("BANK_ACCOUNT_EXISTS");
  if (accounts.length >= MAX_BANK_ACCOUNTS) throw new AppError("BANK_ACCOUNT_LIMIT");
}

/** The user's IBANs, newest first, whatever their status. */
export async function listBankAccounts({ db, userId }: { db: Db; userId: string }): Promise<BankAccount[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .orderBy(desc(bankAccounts.createdAt), desc(bankAccounts.id));
}

/** The committee verifies a waiting IBAN against its certificate: withdrawals to it are possible from now on. */
export async function verifyBankAccount(options: {
  db: Db;
  bankAccountId: string;
  actorUserId: string;
  now?: Date;
}) {
  return reviewBankAccount({ ...options, decision: { verify: true } });
}

/** The committee refuses a waiting IBAN, with the reason the user reads. */
export async function rejectBankAccount(options: {
  db: Db;
  bankAccountId: string;
  actorUserId: string;
  reason: string;
  now?: Date;
}) {
  const reason = ReasonSchema.safeParse(options.reason);
  if (!reason.success) throw validationError(reason.error.issues.map((i) => ({ ...i, path: ["reason"] })));
  return reviewBankAccount({ ...options, decision: { verify: false, reason: reason.data } });
}

/**
 * One decision on a waiting IBAN, under its row lock (two committee members at once: the second
 * hears BANK_ACCOUNT_ALREADY_REVIEWED). Nobody reviews their own. Audited and notified.
 */
async function reviewBankAccount(options: {
  db: Db;
  bankAccountId: string;
  actorUserId: string;
  decision: { verify: true } | { verify: false; reason: string };
  now?: Date;
}): Promise<{ bankAccount: BankAccount; effects: Effects }> {
  const { db, bankAccountId, actorUserId, decision } = options;
  if (!isUuid(bankAccountId)) throw new AppError("NOT_FOUND");
  const now = options.now ?? new Date();
  return runTransaction(db, async (tx) => {
    const [account] = await tx
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.id, bankAccountId))
      .for("update");
    if (!account) throw new AppError("NOT_FOUND");
    if (account.userId === actorUserId) throw new AppError("REVIEW_OWN_REQUEST");
    if (account.status !== "pending") throw new AppError("BANK_ACCOUNT_ALREADY_REVIEWED");
    const [updated] = await tx
      .update(bankAccounts)
      .set({
        status: decision.verify ? "verified" : "rejected",
        reviewedBy: actorUserId,
        reviewedAt: now,
        rejectionReason: decision.verify ? null : decision.reason,
      })
      .where(eq(bankAccounts.id, bankAccountId))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: decision.verify ? "bank_account.verify" : "bank_account.reject",
      subjectType: "bank_account",
      subjectId: bankAccountId,
      reason: decision.verify ? null : decision.reason,
      before: { status: "pending" },
      after: { status: decision.verify ? "verified" : "rejected" },
      details: { userId: account.userId, iban: maskIban(account.iban) },
      createdAt: now,
    });
    const iban = maskIban(account.iban);
    const effects = await recordEffects(tx, {
      notices: [
        decision.verify
          ? { userId: account.userId, event: "bank_account_verified", auctionId: null, params: { iban } }
          : {
              userId: account.userId,
              event: "bank_account_rejected",
              auctionId: null,
              params: { iban, reason: decision.reason },
            },
      ],
      now,
    });
    return { bankAccount: updated!, effects };
  });
}
