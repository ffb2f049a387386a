import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import {
  auditLog,
  bankAccounts,
  ledgerPostings,
  ledgerTransactions,
  notifications,
  receipts,
  withdrawals,
} from "~/db/schema";
import { AppError } from "~/lib/errors";
import { placeBid } from "~/modules/bidding/place-bid.server";
import { ibanWithCheckDigits } from "~/modules/wallet/iban";
import { getWalletOverview } from "~/modules/wallet/wallet-overview.server";
import { listWalletMovements } from "~/modules/wallet/wallet-movements.server";
import { describeMovement } from "~/modules/wallet/wallet-movement";
import { createI18n } from "~/i18n/i18n";
import { ar } from "~/i18n/messages/ar";
import { en } from "~/i18n/messages/en";
import { createLocalStorage } from "~/storage/local-storage.server";
import { createUser } from "../../../tests/factories/accounts";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import { platformMovementFor } from "../../../tests/support/ledger";
import { createTestServices } from "../../../tests/support/services";
import {
  addBankAccount,
  listBankAccounts,
  rejectBankAccount,
  verifyBankAccount,
} from "./bank-accounts.server";
import { listWithdrawalQueue } from "./withdrawal-queue.server";
import {
  getWithdrawal,
  listWithdrawals,
  markWithdrawalPaid,
  rejectWithdrawal,
  requestWithdrawal,
} from "./withdrawals.server";

const SAR = 100;
const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), "mazad-withdrawals-")));

let database: Database;
let services: Services;
let committee: { id: string };
let ibanCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
  committee = (await createUser(database, { roles: ["committee"] })).user;
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

/** A valid Saudi IBAN no other test uses (Al Rajhi's code, a running account number). */
function newIban(bankCode = "80") {
  const account = `${process.pid}${Date.now()}${++ibanCounter}`.slice(-18).padStart(18, "0");
  return ibanWithCheckDigits("SA", `${bankCode}${account}`);
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

/** A funded bidder with a verified IBAN. */
async function bidderWithVerifiedIban(funds = 10_000 * SAR) {
  const [user] = await createBidders(database, 1, { funds });
  const account = await addBankAccount({
    db: database.db,
    storage,
    userId: user!.id,
    iban: newIban(),
    accountName: "سارة العتيبي",
    certificate: { name: "iban.pdf", bytes: pdf },
  });
  await verifyBankAccount({ db: database.db, bankAccountId: account.id, actorUserId: committee.id });
  return { user: user!, account };
}

const withdraw = (userId: string, bankAccountId: string, amount: number, key: string | null = null) =>
  requestWithdrawal({ db: database.db, userId, bankAccountId, amount, idempotencyKey: key });

async function balances(userId: string) {
  const overview = await getWalletOverview({ db: database.db, userId });
  return { available: overview.available, withdrawing: overview.withdrawing, total: overview.total };
}

/** Every transaction's postings sum to zero, and so do all postings together. */
async function expectLedgerBalanced(transactionIds: number[]) {
  const rows = await database.db
    .select({ id: ledgerPostings.transactionId, sum: sql<string>`sum(${ledgerPostings.amount})` })
    .from(ledgerPostings)
    .where(inArray(ledgerPostings.transactionId, transactionIds))
    .groupBy(ledgerPostings.transactionId);
  expect(rows).toHaveLength(transactionIds.length);
  for (const row of rows) expect(Number(row.sum), `transaction ${row.id}`).toBe(0);
  const [all] = await database.db.select({ sum: sql<string>`coalesce(sum(amount), 0)` }).from(ledgerPostings);
  expect(Number(all!.sum)).toBe(0);
}

async function auditRows(subjectId: string) {
  return database.db
    .select({
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      reason: auditLog.reason,
      before: auditLog.before,
      after: auditLog.after,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(eq(auditLog.subjectId, subjectId))
    .orderBy(auditLog.id);
}

describe("bank accounts", () => {
  it("are added pending with their certificate, named after the bank, and verified by the committee", async () => {
    const [user] = await createBidders(database, 1, { funds: 0 });
    const iban = newIban("10");
    const typed = iban.toLowerCase().replace(/(.{4})/g, "$1 ");
    const account = await addBankAccount({
      db: database.db,
      storage,
      userId: user!.id,
      iban: typed,
      accountName: "  Sara Alotaibi ",
      certificate: { name: "شهادة الآيبان.pdf", bytes: pdf },
    });
    expect(account).toMatchObject({
      iban,
      accountName: "Sara Alotaibi",
      bankName: "Saudi National Bank (SNB)",
      status: "pending",
    });
    expect(account.certificateUploadId).toMatch(/^[0-9a-f-]{36}$/);
    // The same IBAN again, however typed, is refused while the first is alive.
    expect(
      (
        await refusal(
          addBankAccount({
            db: database.db,
            storage,
            userId: user!.id,
            iban,
            accountName: "Sara Alotaibi",
            certificate: { name: "again.pdf", bytes: pdf },
          }),
        )
      ).code,
    ).toBe("BANK_ACCOUNT_EXISTS");

    const queue = await listWithdrawalQueue({ db: database.db });
    const queued = queue.bankAccounts.find((a) => a.id === account.id);
    expect(queued).toMatchObject({
      iban,
      user: { id: user!.id },
      certificateUploadId: account.certificateUploadId,
    });

    const { bankAccount, effects } = await verifyBankAccount({
      db: database.db,
      bankAccountId: account.id,
      actorUserId: committee.id,
    });
    expect(bankAccount).toMatchObject({ status: "verified", reviewedBy: committee.id });
    expect(effects.notificationIds).toHaveLength(1);
    const [notice] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, effects.notificationIds[0]!));
    expect(notice).toMatchObject({ userId: user!.id, event: "bank_account_verified" });
    expect(notice!.params.iban).toMatch(/^SA\*\* \*{4} .* \d{4}$/);
    // Decided once: a second decision is refused.
    expect(
      (
        await refusal(
          verifyBankAccount({ db: database.db, bankAccountId: account.id, actorUserId: committee.id }),
        )
      ).code,
    ).toBe("BANK_ACCOUNT_ALREADY_REVIEWED");
    expect((await auditRows(account.id)).map((r) => [r.action, r.actorUserId])).toEqual([
      ["bank_account.add", user!.id],
      ["bank_account.verify", committee.id],
    ]);
  });

  it("refuses bad input with the seed's messages, bad files with the uploads' messages", async () => {
    const [user] = await createBidders(database, 1, { funds: 0 });
    const add = (iban: string, accountName: string, bytes = pdf) =>
      refusal(
        addBankAccount({
          db: database.db,
          storage,
          userId: user!.id,
          iban,
          accountName,
          certificate: { name: "c.pdf", bytes },
        }),
      );
    const invalid = await add("SA04 8000 0000 6080 1016 7519", "ab");
    expect(invalid.code).toBe("VALIDATION");
    expect(invalid.details?.issues).toEqual([
      { path: "iban", message: "wallet.validation.iban" },
      { path: "accountName", message: "wallet.validation.accountName" },
    ]);
    expect((await add(newIban(), "Sara Ali", new TextEncoder().encode("<html>"))).code).toBe(
      "UPLOAD_TYPE_NOT_ALLOWED",
    );
    expect((await add(newIban(), "Sara Ali", new Uint8Array())).code).toBe("UPLOAD_EMPTY");
    expect(await listBankAccounts({ db: database.db, userId: user!.id })).toEqual([]);
  });

  it("are rejected with a reason, never by their own owner, and at most five are alive at once", async () => {
    const [user] = await createBidders(database, 1, { funds: 0 });
    const member = (await createUser(database, { roles: ["committee"] })).user;
    const add = () =>
      addBankAccount({
        db: database.db,
        storage,
        userId: member.id,
        iban: newIban(),
        accountName: "Member",
        certificate: { name: "c.pdf", bytes: pdf },
      });
    const own = await add();
    expect(
      (await refusal(verifyBankAccount({ db: database.db, bankAccountId: own.id, actorUserId: member.id })))
        .code,
    ).toBe("REVIEW_OWN_REQUEST");
    const short = await refusal(
      rejectBankAccount({ db: database.db, bankAccountId: own.id, actorUserId: committee.id, reason: "no" }),
    );
    expect(short.details?.issues).toEqual([{ path: "reason", message: "validation.reason" }]);
    const { bankAccount } = await rejectBankAccount({
      db: database.db,
      bankAccountId: own.id,
      actorUserId: committee.id,
      reason: "الاسم في الشهادة لا يطابق اسم الحساب",
    });
    expect(bankAccount).toMatchObject({
      status: "rejected",
      rejectionReason: "الاسم في الشهادة لا يطابق اسم الحساب",
    });
    expect((await auditRows(own.id)).at(-1)).toMatchObject({
      action: "bank_account.reject",
      reason: "الاسم في الشهادة لا يطابق اسم الحساب",
      before: { status: "pending" },
      after: { status: "rejected" },
    });
    // A rejected IBAN does not count: five more may wait; the sixth is refused.
    for (let i = 0; i < 5; i++) await add();
    expect((await refusal(add())).code).toBe("BANK_ACCOUNT_LIMIT");
    // Unknown ids, and other users' ids, are simply not found.
    expect(
      (
        await refusal(
          verifyBankAccount({ db: database.db, bankAccountId: "nope", actorUserId: committee.id }),
        )
      ).code,
    ).toBe("NOT_FOUND");
    expect(await listBankAccounts({ db: database.db, userId: user!.id })).toEqual([]);
  });
});

describe("withdrawals", () => {
  it("go only to the user's own verified IBAN, in valid amounts", async () => {
    const { user, account } = await bidderWithVerifiedIban();
    const [other] = await createBidders(database, 1, { funds: 1_000 * SAR });
    const pending = await addBankAccount({
      db: database.db,
      storage,
      userId: user.id,
      iban: newIban(),
      accountName: "Sara",
      certificate: { name: "c.pdf", bytes: pdf },
    });
    expect((await refusal(withdraw(user.id, pending.id, 100 * SAR))).code).toBe("BANK_ACCOUNT_NOT_VERIFIED");
    expect((await refusal(withdraw(other!.id, account.id, 100 * SAR))).code).toBe("NOT_FOUND");
    for (const amount of [0, -100, 10.5, Number.NaN]) {
      const error = await refusal(withdraw(user.id, account.id, amount));
      expect(error.code, String(amount)).toBe("VALIDATION");
    }
    const tooMuch = await refusal(withdraw(user.id, account.id, 10_000 * SAR + 1));
    expect(tooMuch).toMatchObject({
      code: "WITHDRAWAL_EXCEEDS_AVAILABLE",
      details: { money: { available: 10_000 * SAR, amount: 10_000 * SAR + 1 } },
    });
    expect(await balances(user.id)).toEqual({ available: 10_000 * SAR, withdrawing: 0, total: 10_000 * SAR });
  });

  it("never exceed the available balance when two are asked at once: exactly one succeeds", async () => {
    const { user, account } = await bidderWithVerifiedIban(1_000 * SAR);
    const outcomes = await Promise.allSettled([
      withdraw(user.id, account.id, 700 * SAR),
      withdraw(user.id, account.id, 600 * SAR),
    ]);
    const won = outcomes.filter((o) => o.status === "fulfilled");
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toMatchObject({ code: "WITHDRAWAL_EXCEEDS_AVAILABLE" });
    const held = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof withdraw>>>).value.withdrawal
      .amount;
    expect(await balances(user.id)).toEqual({
      available: 1_000 * SAR - held,
      withdrawing: held,
      total: 1_000 * SAR,
    });
    // Many at once, each affordable alone: the sum never passes what was there.
    const many = await Promise.allSettled(
      Array.from({ length: 8 }, () => withdraw(user.id, account.id, 100 * SAR)),
    );
    const accepted = many.filter((o) => o.status === "fulfilled").length;
    expect(accepted).toBe(Math.floor((1_000 * SAR - held) / (100 * SAR)));
    const after = await balances(user.id);
    expect(after.available).toBeGreaterThanOrEqual(0);
    expect(after.available + after.withdrawing).toBe(1_000 * SAR);
  });

  it("hold the money at once: it can no longer cover a deposit", async () => {
    const place = await createPlace(database.db);
    const { auction } = await createAuction(database.db, place, {
      auction: { openingPrice: 100_000 * SAR, bidIncrement: 1_000 * SAR, deposit: 5_000 * SAR },
    });
    const { user, account } = await bidderWithVerifiedIban(6_000 * SAR);
    await withdraw(user.id, account.id, 1_000 * SAR + 1);
    const bid = await refusal(
      placeBid(services, {
        auctionId: auction.id,
        userId: user.id,
        amount: 100_000 * SAR,
        confirmHighBid: false,
        acceptRulesVersion: "current",
        source: "web",
        idempotencyKey: null,
      }),
    );
    expect(bid.code).toBe("DEPOSIT_NOT_COVERED");
    expect(await balances(user.id)).toEqual({
      available: 5_000 * SAR - 1,
      withdrawing: 1_000 * SAR + 1,
      total: 6_000 * SAR,
    });
  });

  it("answer a retried request (same key) with the first answer and move nothing again", async () => {
    const { user, account } = await bidderWithVerifiedIban(1_000 * SAR);
    const key = `withdraw-${crypto.randomUUID()}`;
    const [a, b] = await Promise.all([
      withdraw(user.id, account.id, 300 * SAR, key),
      withdraw(user.id, account.id, 300 * SAR, key),
    ]);
    const c = await withdraw(user.id, account.id, 300 * SAR, key);
    expect(b.withdrawal).toEqual(a.withdrawal);
    expect(c.withdrawal).toEqual(a.withdrawal);
    // Only the call that did the work has anything to publish.
    expect([a, b, c].filter((r) => r.effects.liveEvents.length > 0)).toHaveLength(1);
    expect(await balances(user.id)).toEqual({
      available: 700 * SAR,
      withdrawing: 300 * SAR,
      total: 1_000 * SAR,
    });
    const rows = await database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.id));
    expect(rows).toHaveLength(1);
    expect((await refusal(withdraw(user.id, account.id, 400 * SAR, key))).code).toBe(
      "IDEMPOTENCY_KEY_REUSED",
    );
    // A refusal is remembered too: the same key is refused again even once money would allow it.
    const refusedKey = `withdraw-${crypto.randomUUID()}`;
    expect((await refusal(withdraw(user.id, account.id, 800 * SAR, refusedKey))).code).toBe(
      "WITHDRAWAL_EXCEEDS_AVAILABLE",
    );
    expect((await refusal(withdraw(user.id, account.id, 800 * SAR, refusedKey))).code).toBe(
      "WITHDRAWAL_EXCEEDS_AVAILABLE",
    );
  });

  it("paid: withdrawing → bank clearing, a receipt with a code, audited, notified, balanced", async () => {
    const { user, account } = await bidderWithVerifiedIban(2_000 * SAR);
    const { withdrawal } = await withdraw(user.id, account.id, 1_250 * SAR + 50);
    expect(withdrawal).toMatchObject({ status: "requested", amount: 1_250 * SAR + 50, receipt: null });
    const clearing = () => platformMovementFor(database.db, "bank_clearing", user.id);
    const clearingBefore = await clearing();
    const queue = await listWithdrawalQueue({ db: database.db });
    expect(queue.withdrawals.find((w) => w.id === withdrawal.id)).toMatchObject({
      user: { id: user.id },
      bankAccount: { iban: account.iban, accountName: "سارة العتيبي", bankName: "Al Rajhi Bank" },
    });

    const paid = await markWithdrawalPaid({
      db: database.db,
      withdrawalId: withdrawal.id,
      actorUserId: committee.id,
      reference: " FT-2026-000123 ",
    });
    expect(paid.withdrawal).toMatchObject({ status: "paid", receipt: { reference: "FT-2026-000123" } });
    expect(paid.withdrawal.receipt!.verificationCode).toMatch(/^MZD-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await balances(user.id)).toEqual({
      available: 750 * SAR - 50,
      withdrawing: 0,
      total: 750 * SAR - 50,
    });
    expect((await clearing()) - clearingBefore).toBe(1_250 * SAR + 50);
    const [receipt] = await database.db
      .select()
      .from(receipts)
      .where(eq(receipts.withdrawalId, withdrawal.id));
    expect(receipt).toMatchObject({ kind: "withdrawal", userId: user.id, amount: 1_250 * SAR + 50 });
    expect(receipt!.details).toMatchObject({ iban: account.iban, reference: "FT-2026-000123" });

    const [row] = await database.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawal.id));
    await expectLedgerBalanced([row!.holdTransactionId, row!.settleTransactionId!]);
    expect((await auditRows(withdrawal.id)).map((r) => [r.action, r.actorUserId])).toEqual([
      ["withdrawal.request", user.id],
      ["withdrawal.paid", committee.id],
    ]);
    const [notice] = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.event, "withdrawal_paid")));
    expect(notice!.params).toMatchObject({ amount: 1_250 * SAR + 50 });
    // Decided once, whoever tries again.
    // One at a time: a refusal that settles while another is awaited would go unhandled.
    for (const again of [
      () => markWithdrawalPaid({ db: database.db, withdrawalId: withdrawal.id, actorUserId: committee.id }),
      () =>
        rejectWithdrawal({
          db: database.db,
          withdrawalId: withdrawal.id,
          actorUserId: committee.id,
          reason: "late",
        }),
    ]) {
      expect((await refusal(again())).code).toBe("WITHDRAWAL_ALREADY_DECIDED");
    }
  });

  it("rejected: the money comes back to the available balance, with the reason told", async () => {
    const { user, account } = await bidderWithVerifiedIban(2_000 * SAR);
    const { withdrawal } = await withdraw(user.id, account.id, 500 * SAR);
    expect(
      (
        await refusal(
          rejectWithdrawal({
            db: database.db,
            withdrawalId: withdrawal.id,
            actorUserId: user.id,
            reason: "mine",
          }),
        )
      ).code,
    ).toBe("REVIEW_OWN_REQUEST");
    const { withdrawal: rejected, effects } = await rejectWithdrawal({
      db: database.db,
      withdrawalId: withdrawal.id,
      actorUserId: committee.id,
      reason: "الحساب البنكي مغلق",
    });
    expect(rejected).toMatchObject({
      status: "rejected",
      rejectionReason: "الحساب البنكي مغلق",
      receipt: null,
    });
    expect(await balances(user.id)).toEqual({ available: 2_000 * SAR, withdrawing: 0, total: 2_000 * SAR });
    // The wallet's new figures go to the user's open pages, with the notification.
    expect(effects.liveEvents.map((e) => e.type).sort()).toEqual(["notification", "wallet"]);
    const [row] = await database.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawal.id));
    await expectLedgerBalanced([row!.holdTransactionId, row!.settleTransactionId!]);
    expect((await auditRows(withdrawal.id)).at(-1)).toMatchObject({
      action: "withdrawal.reject",
      actorUserId: committee.id,
      reason: "الحساب البنكي مغلق",
      before: { status: "requested" },
      after: { status: "rejected" },
      details: { amount: 500 * SAR },
    });
    const [notice] = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.event, "withdrawal_rejected")));
    expect(notice!.params).toEqual({ amount: 500 * SAR, reason: "الحساب البنكي مغلق" });
    expect(await database.db.select().from(receipts).where(eq(receipts.withdrawalId, withdrawal.id))).toEqual(
      [],
    );
  });

  it("are each user's own: listed, read and paid to nobody else's account", async () => {
    const a = await bidderWithVerifiedIban(1_000 * SAR);
    const b = await bidderWithVerifiedIban(1_000 * SAR);
    const { withdrawal } = await withdraw(a.user.id, a.account.id, 100 * SAR);
    expect(
      (await getWithdrawal({ db: database.db, userId: a.user.id, withdrawalId: withdrawal.id })).id,
    ).toBe(withdrawal.id);
    expect(
      (await refusal(getWithdrawal({ db: database.db, userId: b.user.id, withdrawalId: withdrawal.id })))
        .code,
    ).toBe("NOT_FOUND");
    expect((await listWithdrawals({ db: database.db, userId: b.user.id })).items).toEqual([]);
    expect((await listWithdrawals({ db: database.db, userId: a.user.id })).items.map((w) => w.id)).toEqual([
      withdrawal.id,
    ]);
    expect((await listBankAccounts({ db: database.db, userId: b.user.id })).map((x) => x.id)).toEqual([
      b.account.id,
    ]);
    expect((await refusal(withdraw(b.user.id, a.account.id, 100 * SAR))).code).toBe("NOT_FOUND");
    expect(
      (await listWalletMovements({ db: database.db, userId: b.user.id })).items.map((m) => m.kind),
    ).toEqual(["top_up"]);
    expect(await balances(b.user.id)).toEqual({ available: 1_000 * SAR, withdrawing: 0, total: 1_000 * SAR });
  });
});

describe("the wallet's movements", () => {
  it("lists every transaction newest first, paged, in plain words in both languages", async () => {
    const { user, account } = await bidderWithVerifiedIban(3_000 * SAR);
    const first = await withdraw(user.id, account.id, 100 * SAR);
    const second = await withdraw(user.id, account.id, 200 * SAR);
    await markWithdrawalPaid({
      db: database.db,
      withdrawalId: first.withdrawal.id,
      actorUserId: committee.id,
    });
    await rejectWithdrawal({
      db: database.db,
      withdrawalId: second.withdrawal.id,
      actorUserId: committee.id,
      reason: "Closed account",
    });
    const { items, total, pages } = await listWalletMovements({ db: database.db, userId: user.id });
    expect(total).toBe(5);
    expect(pages).toBe(1);
    expect(items.map((m) => [m.kind, m.direction, m.amount, m.net])).toEqual([
      ["withdrawal_return", "internal", 200 * SAR, 0],
      ["withdrawal_payout", "out", 100 * SAR, -100 * SAR],
      ["withdrawal", "internal", 200 * SAR, 0],
      ["withdrawal", "internal", 100 * SAR, 0],
      ["top_up", "in", 3_000 * SAR, 3_000 * SAR],
    ]);
    expect(items[0]).toMatchObject({ available: 200 * SAR, withdrawing: -200 * SAR, locked: 0 });
    const english = createI18n("en", en).t as (key: string, params?: Record<string, unknown>) => string;
    const arabic = createI18n("ar", ar).t as (key: string, params?: Record<string, unknown>) => string;
    const last4 = account.iban.slice(-4);
    const strip = (text: string) => text.replace(/[\u2066-\u2069]/g, "");
    expect(items.map((m) => strip(describeMovement(m, english)))).toEqual([
      `Withdrawal to SA…${last4} refused; the amount is back in your balance`,
      `Withdrawal to SA…${last4} paid out`,
      `Withdrawal to SA…${last4} requested`,
      `Withdrawal to SA…${last4} requested`,
      "Top-up by bank transfer",
    ]);
    expect(strip(describeMovement(items[2]!, arabic))).toBe(`طلب سحب إلى الحساب SA…${last4}`);
    expect(describeMovement(items[4]!, arabic)).toBe("شحن المحفظة بتحويل بنكي");
    const page2 = await listWalletMovements({ db: database.db, userId: user.id, page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 5, pages: 3, page: 2 });
    expect(page2.items.map((m) => m.id)).toEqual(items.slice(2, 4).map((m) => m.id));
  });

  it("names the auction of a locked deposit, in the overview and in the history", async () => {
    const place = await createPlace(database.db);
    const { auction, property } = await createAuction(database.db, place, {
      auction: { openingPrice: 100_000 * SAR, bidIncrement: 1_000 * SAR, deposit: 5_000 * SAR },
    });
    const [user] = await createBidders(database, 1, { funds: 8_000 * SAR });
    await placeBid(services, {
      auctionId: auction.id,
      userId: user!.id,
      amount: 100_000 * SAR,
      confirmHighBid: false,
      acceptRulesVersion: "current",
      source: "web",
      idempotencyKey: null,
    });
    const overview = await getWalletOverview({ db: database.db, userId: user!.id });
    expect(overview).toEqual({
      available: 3_000 * SAR,
      locked: 5_000 * SAR,
      withdrawing: 0,
      total: 8_000 * SAR,
      locks: [
        {
          auctionId: auction.id,
          amount: 5_000 * SAR,
          assetNumber: property.assetNumber,
          titleAr: property.titleAr,
          titleEn: property.titleEn,
          auctionStatus: "current",
        },
      ],
    });
    const { items } = await listWalletMovements({ db: database.db, userId: user!.id });
    expect(items[0]).toMatchObject({
      kind: "deposit_lock",
      direction: "internal",
      amount: 5_000 * SAR,
      auction: { id: auction.id, assetNumber: property.assetNumber },
    });
    const english = createI18n("en", en).t as (key: string, params?: Record<string, unknown>) => string;
    expect(describeMovement(items[0]!, english).replace(/[\u2066-\u2069]/g, "")).toBe(
      `Deposit locked on auction ${property.assetNumber}`,
    );
    // Transactions of other users never show.
    const kinds = await database.db
      .select({ userId: ledgerTransactions.userId })
      .from(ledgerTransactions)
      .where(
        inArray(
          ledgerTransactions.id,
          items.map((m) => m.id),
        ),
      );
    expect(new Set(kinds.map((k) => k.userId))).toEqual(new Set([user!.id]));
  });
});

describe("bank account rows", () => {
  it("keep IBANs normalised (SA + 22 characters)", async () => {
    const rows = await database.db.select({ iban: bankAccounts.iban }).from(bankAccounts).limit(50);
    for (const row of rows) expect(row.iban).toMatch(/^SA\d{4}[0-9A-Z]{18}$/);
  });
});

describe("four eyes on paying a withdrawal (issue 14)", () => {
  // The default threshold: 100,000 SAR (a setting the tests leave as it is; others share the database).
  it("pays at or below the threshold on one decision", async () => {
    const { user, account } = await bidderWithVerifiedIban(100_000 * SAR);
    const { withdrawal } = await withdraw(user.id, account.id, 100_000 * SAR);
    const paid = await markWithdrawalPaid({
      db: database.db,
      withdrawalId: withdrawal.id,
      actorUserId: committee.id,
    });
    expect(paid.withdrawal).toMatchObject({ status: "paid", firstApprovedBy: null });
  });

  it("above it: the first member only approves, cannot confirm alone, and a different member pays it", async () => {
    const { user, account } = await bidderWithVerifiedIban(150_000 * SAR);
    const { withdrawal } = await withdraw(user.id, account.id, 100_000 * SAR + 1);
    const second = (await createUser(database, { roles: ["committee"] })).user;
    const first = await markWithdrawalPaid({
      db: database.db,
      withdrawalId: withdrawal.id,
      actorUserId: committee.id,
    });
    expect(first.withdrawal).toMatchObject({
      status: "requested",
      firstApprovedBy: committee.id,
      receipt: null,
    });
    expect(await balances(user.id)).toMatchObject({ withdrawing: 100_000 * SAR + 1 });
    expect(
      (
        await refusal(
          markWithdrawalPaid({ db: database.db, withdrawalId: withdrawal.id, actorUserId: committee.id }),
        )
      ).code,
    ).toBe("SECOND_APPROVER_REQUIRED");
    // The owner can never be the second either.
    expect(
      (
        await refusal(
          markWithdrawalPaid({ db: database.db, withdrawalId: withdrawal.id, actorUserId: user.id }),
        )
      ).code,
    ).toBe("REVIEW_OWN_REQUEST");
    const paid = await markWithdrawalPaid({
      db: database.db,
      withdrawalId: withdrawal.id,
      actorUserId: second.id,
    });
    expect(paid.withdrawal).toMatchObject({ status: "paid" });
    expect(await balances(user.id)).toMatchObject({ withdrawing: 0 });
    const audit = await auditRows(withdrawal.id);
    expect(audit.map((r) => [r.action, r.actorUserId])).toEqual([
      ["withdrawal.request", user.id],
      ["withdrawal.first_approval", committee.id],
      ["withdrawal.paid", second.id],
    ]);
    expect(audit[2]!.details).toMatchObject({ firstApprovedBy: committee.id });
  });

  it("refuses a large withdrawal on one decision, no second approval needed", async () => {
    const { user, account } = await bidderWithVerifiedIban(150_000 * SAR);
    const { withdrawal } = await withdraw(user.id, account.id, 120_000 * SAR);
    const rejected = await rejectWithdrawal({
      db: database.db,
      withdrawalId: withdrawal.id,
      actorUserId: committee.id,
      reason: "The IBAN is closed",
    });
    expect(rejected.withdrawal.status).toBe("rejected");
  });
});
