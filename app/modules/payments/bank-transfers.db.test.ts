import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import {
  auditLog,
  bankTransfers,
  ledgerPostings,
  notifications,
  outboxMessages,
  payments,
  receipts,
  settlements,
  uploads,
} from "~/db/schema";
import type { AppError } from "~/lib/errors";
import { createMessenger } from "~/modules/messaging/messenger.server";
import { createReceiptMailLimiter } from "~/modules/messaging/receipt-mail-limit.server";
import { ibanWithCheckDigits } from "~/modules/wallet/iban";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { createLocalStorage } from "~/storage/local-storage.server";
import { createUser } from "../../../tests/factories/accounts";
import { createWonAuction } from "../../../tests/factories/settlements";
import { createTestDatabase } from "../../../tests/support/database";
import { platformMovementFor } from "../../../tests/support/ledger";
import { createTestServices } from "../../../tests/support/services";
import {
  declareBankTransfer,
  rejectBankTransfer,
  verifyBankTransfer,
  type DeclareTransferInput,
} from "./bank-transfers.server";
import { getPaymentReceipt, mailPaymentReceipt, verifyStoredReceipt } from "./payment-receipts.server";
import { getPayment, listPayments, listTransfersForReview } from "./payment-views.server";
import { MAX_PENDING_TOP_UP_TRANSFERS, TRANSFER_UPLOAD_BYTES_PER_WINDOW } from "./transfer-limits";
import { transferReferenceOf } from "./transfer-reference.server";

const SAR = 100;
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const SENDER_IBAN = ibanWithCheckDigits("SA", "80000000608010167519");
let database: Database;
let services: Services;
const dataDir = "tests/.tmp/bank-transfers";

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

const deps = () => ({ db: database.db, storage: createLocalStorage(dataDir) });

async function newUser(roles: ("bidder" | "committee")[] = ["bidder"]) {
  return (
    await createUser(database, { roles, name: roles.includes("committee") ? "عضو اللجنة" : "ريم المزايدة" })
  ).user;
}

function topUp(userId: string, overrides: Partial<DeclareTransferInput> = {}): DeclareTransferInput {
  return {
    userId,
    idempotencyKey: crypto.randomUUID(),
    purpose: "top_up",
    amount: 25_000 * SAR,
    method: "bank_transfer",
    bankName: "مصرف الراجحي",
    iban: SENDER_IBAN,
    accountName: "ريم عبدالله",
    receipt: { name: "transfer.pdf", bytes: PDF },
    ...overrides,
  } as DeclareTransferInput;
}

const available = async (userId: string) =>
  (await readUserBalances(database.db, [userId])).get(userId)!.available;

const auditOf = (paymentId: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, "payment"), eq(auditLog.subjectId, paymentId)))
    .orderBy(auditLog.id);

const noticesOf = (userId: string) =>
  database.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);

describe("declaring a transfer", () => {
  it("records a payment awaiting review with the declaration, its receipt file and an audit row; credits nothing", async () => {
    const user = await newUser();
    const declared = await declareBankTransfer(
      deps(),
      topUp(user.id, { iban: "sa" + SENDER_IBAN.slice(2).replace(/(.{4})/g, "$1 ") }),
    );
    expect(declared).toMatchObject({
      purpose: "top_up",
      method: "bank_transfer",
      status: "awaiting_review",
      amount: 25_000 * SAR,
      transfer: { bankName: "مصرف الراجحي", iban: SENDER_IBAN, accountName: "ريم عبدالله", reviewedAt: null },
      receipt: null,
    });
    expect(declared.reference).toMatch(/^MZD-TP-[0-9A-Z]{8}$/);
    const [file] = await database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, declared.transfer!.receiptUploadId));
    expect(file).toMatchObject({
      ownerUserId: user.id,
      purpose: "transfer_receipt",
      mimeType: "application/pdf",
    });
    expect(await available(user.id)).toBe(0);
    const audit = await auditOf(declared.id);
    expect(audit.map((a) => a.action)).toEqual(["transfer.declare"]);
    expect(audit[0]!.details).toMatchObject({ amount: 25_000 * SAR, iban: expect.stringMatching(/^SA\*\*/) });
  });

  it("is idempotent by key: concurrent copies give one payment; the same key with another body is refused", async () => {
    const user = await newUser();
    const input = topUp(user.id);
    const [a, b] = await Promise.all([
      declareBankTransfer(deps(), input),
      declareBankTransfer(deps(), input),
    ]);
    expect(b.id).toBe(a.id);
    expect(await declareBankTransfer(deps(), input)).toMatchObject({ id: a.id, reference: a.reference });
    await expect(
      declareBankTransfer(deps(), { ...input, amount: 26_000 * SAR } as DeclareTransferInput),
    ).rejects.toMatchObject({
      code: "IDEMPOTENCY_KEY_REUSED",
    });
    const rows = await database.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses what the seed's rules refuse, with every field's message, and stores nothing", async () => {
    const user = await newUser();
    await expect(
      declareBankTransfer(
        deps(),
        topUp(user.id, {
          amount: 0,
          iban: "SA0380000000608010167518",
          accountName: " ab ",
          bankName: "  ",
        } as Partial<DeclareTransferInput>),
      ),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      details: {
        issues: expect.arrayContaining([
          { path: "amount", message: "validation.amount" },
          { path: "iban", message: "topUp.validation.iban" },
          { path: "accountName", message: "topUp.validation.accountName" },
          { path: "bankName", message: "topUp.validation.bankName" },
        ]),
      },
    });
    await expect(
      declareBankTransfer(
        deps(),
        topUp(user.id, { receipt: { name: "x.pdf", bytes: new TextEncoder().encode("<html>") } }),
      ),
    ).rejects.toMatchObject({ code: "UPLOAD_TYPE_NOT_ALLOWED" });
    expect(await database.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
  });
});

describe("limits on declaring (issue 13)", () => {
  /** Every file in the test's storage directory: a refused declaration must leave none behind. */
  const storedFiles = async () =>
    (await readdir(path.join(dataDir), { recursive: true, withFileTypes: true })).filter((f) => f.isFile())
      .length;
  const uploadsOf = (userId: string) =>
    database.db.select().from(uploads).where(eq(uploads.ownerUserId, userId));

  it("needs a confirmed phone, before anything is stored", async () => {
    const { user } = await createUser(database, { verified: false });
    await expect(declareBankTransfer(deps(), topUp(user.id))).rejects.toMatchObject({
      code: "PHONE_NOT_VERIFIED",
    });
    expect(await uploadsOf(user.id)).toEqual([]);
  });

  it("takes at most 3 pending top-ups; a refused one, like a replayed one, keeps no file", async () => {
    const user = await newUser();
    for (let i = 0; i < MAX_PENDING_TOP_UP_TRANSFERS; i++) await declareBankTransfer(deps(), topUp(user.id));
    const files = await storedFiles();
    const replay = topUp(user.id);
    await expect(declareBankTransfer(deps(), replay)).rejects.toMatchObject({
      code: "TRANSFER_PENDING_LIMIT",
    });
    await expect(declareBankTransfer(deps(), replay)).rejects.toMatchObject({
      code: "TRANSFER_PENDING_LIMIT",
    });
    expect(await storedFiles()).toBe(files);
    expect(await uploadsOf(user.id)).toHaveLength(MAX_PENDING_TOP_UP_TRANSFERS);
  });

  it("takes at most 50 MB of receipts in 24 hours, and says when to try again", async () => {
    const user = await newUser();
    const now = new Date();
    const earlier = new Date(now.getTime() - 60 * 60_000);
    // What the user uploaded an hour ago (recorded without its bytes: only sizes count).
    await database.db.insert(uploads).values({
      ownerUserId: user.id,
      purpose: "transfer_receipt",
      originalName: "earlier.pdf",
      mimeType: "application/pdf",
      sizeBytes: TRANSFER_UPLOAD_BYTES_PER_WINDOW - PDF.length + 1,
      sha256: "0".repeat(64),
      storageKey: "local:earlier/receipt.pdf",
      createdAt: earlier,
    });
    const files = await storedFiles();
    const refused = await declareBankTransfer({ ...deps(), now: () => now }, topUp(user.id)).catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ code: "TRANSFER_UPLOAD_QUOTA" });
    expect((refused as AppError).details?.retryAfterSeconds).toBe(23 * 60 * 60);
    expect(await storedFiles()).toBe(files);
    expect(await uploadsOf(user.id)).toHaveLength(1);
  });
});

describe("the committee's decision", () => {
  it("verifies once: the wallet is credited from bank clearing in a balanced transaction, with a receipt, a notice and an audit row", async () => {
    const user = await newUser();
    const [alice, bob] = [await newUser(["committee"]), await newUser(["committee"])];
    const declared = await declareBankTransfer(deps(), topUp(user.id));
    const outcomes = await Promise.allSettled([
      verifyBankTransfer({ db: database.db }, { paymentId: declared.id, actorUserId: alice.id }),
      verifyBankTransfer({ db: database.db }, { paymentId: declared.id, actorUserId: bob.id }),
    ]);
    const done = outcomes.filter((o) => o.status === "fulfilled");
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(done).toHaveLength(1);
    expect(refused.map((r) => (r as PromiseRejectedResult).reason.code)).toEqual([
      "TRANSFER_ALREADY_REVIEWED",
    ]);
    const { payment, receiptId, notificationIds } = (
      done[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof verifyBankTransfer>>>
    ).value;
    expect(payment).toMatchObject({ status: "paid", receipt: { id: receiptId } });
    expect(notificationIds).toHaveLength(1);
    expect(await available(user.id)).toBe(25_000 * SAR);
    expect(await platformMovementFor(database.db, "bank_clearing", user.id)).toBe(-25_000 * SAR);

    const [row] = await database.db.select().from(payments).where(eq(payments.id, declared.id));
    const postings = await database.db
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, row!.ledgerTransactionId!));
    expect(postings).toHaveLength(2);
    expect(postings.reduce((sum, p) => sum + p.amount, 0)).toBe(0);

    const [receipt] = await database.db.select().from(receipts).where(eq(receipts.paymentId, declared.id));
    expect(receipt).toMatchObject({ kind: "top_up", amount: 25_000 * SAR, userId: user.id });
    expect(receipt!.verificationCode).toMatch(/^RCT-/);
    const [transfer] = await database.db
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.paymentId, declared.id));
    expect(transfer!.reviewedBy).toBeTruthy();
    expect((await noticesOf(user.id)).map((n) => n.event)).toEqual(["payment_received"]);
    expect((await auditOf(declared.id)).map((a) => a.action)).toEqual([
      "transfer.declare",
      "transfer.verify",
    ]);
    await expect(
      rejectBankTransfer(deps(), { paymentId: declared.id, actorUserId: alice.id, reason: "late" }),
    ).rejects.toMatchObject({ code: "TRANSFER_ALREADY_REVIEWED" });
  });

  it("rejects with a reason the user reads; nothing is credited, and it cannot be verified afterwards", async () => {
    const user = await newUser();
    const member = await newUser(["committee"]);
    const declared = await declareBankTransfer(deps(), topUp(user.id, { method: "bank_wire" }));
    await expect(
      rejectBankTransfer(deps(), { paymentId: declared.id, actorUserId: member.id, reason: "x" }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      details: { issues: [{ path: "reason", message: "validation.reason" }] },
    });
    const { payment } = await rejectBankTransfer(deps(), {
      paymentId: declared.id,
      actorUserId: member.id,
      reason: "  لم يصل أي مبلغ بهذا المرجع  ",
    });
    expect(payment).toMatchObject({
      status: "rejected",
      transfer: { rejectionReason: "لم يصل أي مبلغ بهذا المرجع" },
      receipt: null,
    });
    // The refused receipt's file is deleted; its row stays as the record of what was sent.
    const [receiptRow] = await database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, declared.transfer!.receiptUploadId));
    expect(receiptRow).toBeDefined();
    expect(await deps().storage.exists(receiptRow!.storageKey.replace(/^local:/, ""))).toBe(false);
    expect(await available(user.id)).toBe(0);
    const notices = await noticesOf(user.id);
    expect(notices.map((n) => [n.event, n.params.reason])).toEqual([
      ["transfer_rejected", "لم يصل أي مبلغ بهذا المرجع"],
    ]);
    expect((await auditOf(declared.id)).map((a) => [a.action, a.actorUserId])).toEqual([
      ["transfer.declare", user.id],
      ["transfer.reject", member.id],
    ]);
    await expect(
      verifyBankTransfer({ db: database.db }, { paymentId: declared.id, actorUserId: member.id }),
    ).rejects.toMatchObject({ code: "TRANSFER_ALREADY_REVIEWED" });
  });

  it("lets nobody decide on their own transfer, and answers unknown ids NOT_FOUND", async () => {
    const member = await newUser(["committee"]);
    const declared = await declareBankTransfer(deps(), topUp(member.id));
    await expect(
      verifyBankTransfer({ db: database.db }, { paymentId: declared.id, actorUserId: member.id }),
    ).rejects.toMatchObject({ code: "REVIEW_OWN_REQUEST" });
    for (const id of [crypto.randomUUID(), "not-an-id"]) {
      await expect(
        verifyBankTransfer({ db: database.db }, { paymentId: id, actorUserId: member.id }),
      ).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
  });

  it("lists what waits for review, oldest first, with the sender's statement reference", async () => {
    const user = await newUser();
    const first = await declareBankTransfer(deps(), topUp(user.id));
    const second = await declareBankTransfer(
      deps(),
      topUp(user.id, { amount: 1_000 * SAR } as Partial<DeclareTransferInput>),
    );
    const waiting = await listTransfersForReview({
      db: database.db,
      state: "awaiting_review",
      pageSize: 100,
    });
    const mine = waiting.items.filter((i) => i.user.id === user.id);
    expect(mine.map((i) => i.id)).toEqual([first.id, second.id]);
    expect(mine[0]!.user.transferReference).toBe(transferReferenceOf(user.id));
    expect(transferReferenceOf(user.id)).toMatch(/^MZD-U-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(transferReferenceOf(user.id)).not.toBe(transferReferenceOf(crypto.randomUUID()));
  });
});

describe("isolation between users", () => {
  it("shows each user only their own payments and receipts", async () => {
    const [owner, stranger] = [await newUser(), await newUser()];
    const member = await newUser(["committee"]);
    const declared = await declareBankTransfer(deps(), topUp(owner.id));
    const receiptId = (
      await verifyBankTransfer({ db: database.db }, { paymentId: declared.id, actorUserId: member.id })
    ).receiptId!;
    await expect(
      getPayment({ db: database.db, userId: stranger.id, paymentId: declared.id }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await listPayments({ db: database.db, userId: stranger.id })).items).toEqual([]);
    expect((await listPayments({ db: database.db, userId: owner.id })).items.map((p) => p.id)).toEqual([
      declared.id,
    ]);
    await expect(
      getPaymentReceipt({ db: database.db, userId: stranger.id, receiptId }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const receipt = await getPaymentReceipt({ db: database.db, userId: owner.id, receiptId });
    expect(receipt).toMatchObject({
      kind: "top_up",
      method: "bank_transfer",
      amount: 25_000 * SAR,
      card: null,
    });
    // The public check tells the kind, amount and date, and nothing that names the holder.
    const check = await verifyStoredReceipt({ db: database.db, code: receipt.verificationCode });
    expect(check).toEqual({
      code: receipt.verificationCode,
      kind: "top_up",
      amount: 25_000 * SAR,
      issuedAt: receipt.issuedAt,
    });
    expect(await verifyStoredReceipt({ db: database.db, code: "RCT-0000-0000-0000" })).toBeNull();
  });

  it("mails the receipt to its owner only, in the language asked", async () => {
    const user = await newUser();
    const member = await newUser(["committee"]);
    const declared = await declareBankTransfer(deps(), topUp(user.id));
    const receiptId = (
      await verifyBankTransfer({ db: database.db }, { paymentId: declared.id, actorUserId: member.id })
    ).receiptId!;
    const messenger = createMessenger({ db: database.db, logger: pino({ level: "silent" }) });
    const mail = {
      db: database.db,
      messenger,
      limiter: createReceiptMailLimiter({ redis: null }),
      receiptId,
      appOrigin: "http://localhost:3000",
    };
    const { messageId, email } = await mailPaymentReceipt({ ...mail, userId: user.id, lang: "en" });
    expect(email).toBe(user.email);
    const [sent] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, messageId));
    const receipt = await getPaymentReceipt({ db: database.db, userId: user.id, receiptId });
    expect(sent!.subject).toContain(receipt.verificationCode);
    expect(sent!.body).toContain("SAR 25,000");
    expect(sent!.body).toContain(`http://localhost:3000/en/payments/receipts/${receiptId}`);
    expect(sent!.body).toContain(`/en/receipts/verify?code=${receipt.verificationCode}`);
    const stranger = await newUser();
    await expect(mailPaymentReceipt({ ...mail, userId: stranger.id, lang: "ar" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("a winner's payment by transfer", () => {
  const wonAuction = () =>
    createWonAuction(database, services, {
      price: 1_000_000 * SAR,
      deposit: 50_000 * SAR,
      funds: 60_000 * SAR,
    });

  it("declares exactly what is due, once at a time, and settles the auction when verified", async () => {
    const { winner, settlement } = await wonAuction();
    const member = await newUser(["committee"]);
    const input = {
      ...topUp(winner.id, { method: "bank_wire" }),
      purpose: "winner_payment",
      settlementId: settlement.id,
    } as DeclareTransferInput;
    const stranger = await newUser();
    await expect(declareBankTransfer(deps(), { ...input, userId: stranger.id })).rejects.toMatchObject({
      code: "SETTLEMENT_NOT_DUE",
    });
    const declared = await declareBankTransfer(deps(), input);
    expect(declared).toMatchObject({
      purpose: "winner_payment",
      amount: settlement.totalDue,
      settlementId: settlement.id,
    });
    expect(declared.reference).toMatch(/^MZD-WP-/);
    await expect(
      declareBankTransfer(deps(), { ...input, idempotencyKey: crypto.randomUUID() }),
    ).rejects.toMatchObject({ code: "SETTLEMENT_TRANSFER_PENDING" });
    const { payment } = await verifyBankTransfer(
      { db: database.db },
      { paymentId: declared.id, actorUserId: member.id },
    );
    expect(payment.status).toBe("paid");
    const [paid] = await database.db.select().from(settlements).where(eq(settlements.id, settlement.id));
    expect(paid!.status).toBe("paid");
    const wallet = (await readUserBalances(database.db, [winner.id])).get(winner.id)!;
    expect(wallet.available).toBe(10_000 * SAR);
    expect(wallet.locked.size).toBe(0);
    const events = (await noticesOf(winner.id)).map((n) => n.event);
    expect(events).toContain("payment_received");
    const rows = await database.db
      .select()
      .from(payments)
      .where(
        and(eq(payments.settlementId, settlement.id), inArray(payments.status, ["paid", "awaiting_review"])),
      );
    expect(rows).toHaveLength(1);
  });
});

describe("four eyes on crediting a transfer (issue 14)", () => {
  // The default threshold: 1,000,000 SAR (a setting the tests leave as it is; others share the database).
  it("credits a transfer at or below the threshold on one approval", async () => {
    const user = await newUser();
    const member = await newUser(["committee"]);
    const declared = await declareBankTransfer(deps(), topUp(user.id, { amount: 1_000_000 * SAR }));
    const outcome = await verifyBankTransfer(
      { db: database.db },
      { paymentId: declared.id, actorUserId: member.id },
    );
    expect(outcome.awaitingSecondApproval).toBe(false);
    expect(outcome.payment.status).toBe("paid");
    expect(await available(user.id)).toBe(1_000_000 * SAR);
  });

  it("above the threshold: a first approval credits nothing, the same member cannot confirm, a different one does", async () => {
    const user = await newUser();
    const [alice, bob] = [await newUser(["committee"]), await newUser(["committee"])];
    const declared = await declareBankTransfer(deps(), topUp(user.id, { amount: 1_000_001 * SAR }));
    const first = await verifyBankTransfer(
      { db: database.db },
      { paymentId: declared.id, actorUserId: alice.id },
    );
    expect(first).toMatchObject({ awaitingSecondApproval: true, receiptId: null });
    expect(first.payment.status).toBe("awaiting_review");
    expect(first.payment.transfer).toMatchObject({ firstApprovedBy: alice.id });
    expect(await available(user.id)).toBe(0);
    expect(await noticesOf(user.id)).toEqual([]);
    await expect(
      verifyBankTransfer({ db: database.db }, { paymentId: declared.id, actorUserId: alice.id }),
    ).rejects.toMatchObject({ code: "SECOND_APPROVER_REQUIRED" });
    const second = await verifyBankTransfer(
      { db: database.db },
      { paymentId: declared.id, actorUserId: bob.id },
    );
    expect(second.awaitingSecondApproval).toBe(false);
    expect(second.payment.status).toBe("paid");
    expect(await available(user.id)).toBe(1_000_001 * SAR);
    const audit = await auditOf(declared.id);
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ["transfer.declare", user.id],
      ["transfer.first_approval", alice.id],
      ["transfer.verify", bob.id],
    ]);
    expect(audit[2]!.details).toMatchObject({ firstApprovedBy: alice.id });
  });

  it("refuses a member's first approval of their own transfer", async () => {
    const member = await newUser(["committee"]);
    const declared = await declareBankTransfer(deps(), topUp(member.id, { amount: 2_000_000 * SAR }));
    await expect(
      verifyBankTransfer({ db: database.db }, { paymentId: declared.id, actorUserId: member.id }),
    ).rejects.toMatchObject({ code: "REVIEW_OWN_REQUEST" });
  });
});
