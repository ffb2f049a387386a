import path from "node:path";
import { and, eq, gt, gte, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import pino from "pino";
import type { Services } from "~/context.server";
import type { Database, Db } from "~/db/client.server";
import { readFourEyesThreshold } from "~/modules/settings/settings.server";
import {
  auctions,
  ledgerAccounts,
  ledgerTransactions,
  payments,
  settlements,
  withdrawals,
} from "~/db/schema";
import { AppError } from "~/lib/errors";
import { finishDueAuctions } from "~/modules/bidding/auction-lifecycle.server";
import { placeBid } from "~/modules/bidding/place-bid.server";
import {
  declareBankTransfer,
  rejectBankTransfer,
  verifyBankTransfer,
} from "~/modules/payments/bank-transfers.server";
import {
  confirmGatewayPayment,
  EXPIRE_AFTER_MS,
  RECONCILE_AFTER_MS,
  receiveGatewayWebhook,
  reconcileGatewayPayments,
  startGatewayPayment,
  type GatewayDeps,
} from "~/modules/payments/card-payments.server";
import type { GatewayMethod, GatewayWebhook } from "~/modules/payments/gateway";
import { GatewayError } from "~/modules/payments/gateway-error";
import {
  refundCardTopUp,
  SETTLE_REFUND_AFTER_MS,
  settleHeldRefunds,
} from "~/modules/payments/refunds.server";
import { defaultOverdueSettlements } from "~/modules/payments/settlement-defaults.server";
import { payFromWallet } from "~/modules/payments/wallet-payments.server";
import { ibanWithCheckDigits } from "~/modules/wallet/iban";
import { addBankAccount, verifyBankAccount } from "~/modules/withdrawals/bank-accounts.server";
import {
  markWithdrawalPaid,
  rejectWithdrawal,
  requestWithdrawal,
} from "~/modules/withdrawals/withdrawals.server";
import { createLocalStorage } from "~/storage/local-storage.server";
import { createUser } from "../factories/accounts";
import { createAuction, createPlace } from "../factories/auctions";
import { createBidders } from "../factories/bidding";
import { createFakeCardGateway, type FakeCardGateway } from "./fake-card-gateway";

/*
 * The money simulation (issue 6): random operations against the real modules and the real
 * database — top-ups by card (Mada, credit card, Apple Pay: approved, declined, abandoned, paid
 * after we gave up on them), by bank transfer and wire (verified, rejected, verified twice at
 * once), bids and outbids, wins, the winner's payment from the wallet or by card, withdrawals
 * (two at once), refunds to the card, and retries of every keyed request — while the gateway's
 * webhooks arrive late, duplicated or not at all and in any order, its answers get lost, and the
 * process "crashes": a chosen transaction does all its work and then fails before its commit.
 *
 * Reproducible: the operations are drawn by fast-check from a seed (`fc.sample`), and each names
 * its choices as numbers taken modulo what exists at that moment. The one timing-dependent part
 * is the order in which two concurrent requests (a double verification, two withdrawals at once)
 * reach the database; the invariants hold whichever wins.
 *
 * Checked after every step, from the database (cheap, scoped to this run's users and its new
 * ledger transactions):
 *   - every ledger transaction created since the last step has postings summing to zero;
 *   - no user's available, locked or withdrawing balance is negative;
 *   - each user's balances moved by exactly what the step's acknowledged outcome implies (a
 *     credited top-up once, a withdrawal held once, nothing at all for a crash, a refusal, a
 *     retry or a duplicate webhook), and a payment became paid only when the gateway (or the
 *     committee) said so;
 *   - every deposit lock belongs to its auction's leader, or its unpaid winner.
 * Every 500 steps and at the end, the whole ledger: postings sum to zero and every account's
 * balance equals the sum of its postings; and at the end, after the gateway has been asked about
 * everything left open, every payment the gateway took is credited exactly once and every refund
 * it made is recorded.
 */

const SAR = 100;
const USERS = 6;
const LIVE_AUCTIONS = 3;
const OPENING = 50_000 * SAR;
const INCREMENT = 1_000 * SAR;
const DEPOSIT = 5_000 * SAR;
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

// --- operations -----------------------------------------------------------------------------------

const pick = fc.nat();
const riyals = (max: number) => fc.integer({ min: 1, max }).map((r) => r * SAR);
/** Where a keyed request fails: not at all, or its nth transaction does its work and dies. */
const crash = fc.oneof(
  { weight: 5, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 }) },
);

const operation = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant("cardTopUp" as const),
      user: pick,
      amount: riyals(30_000),
      method: fc.constantFrom<GatewayMethod>("mada", "credit_card", "apple_pay"),
      outcome: fc.constantFrom("paid", "paid", "paid", "failed", "abandoned" as const),
      callback: fc.boolean(),
      webhooks: fc.integer({ min: 0, max: 3 }),
      gatewayDown: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      crash,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("deliverWebhooks" as const),
      count: fc.integer({ min: 1, max: 6 }),
      order: pick,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("payerLate" as const),
      pick,
      outcome: fc.constantFrom("paid", "failed" as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("reconcile" as const), late: fc.boolean() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("declareTransfer" as const),
      user: pick,
      amount: riyals(40_000),
      method: fc.constantFrom("bank_transfer", "bank_wire" as const),
      crash,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("reviewTransfer" as const),
      pick,
      decision: fc.constantFrom("verify", "verify", "verify", "reject", "verifyTwice" as const),
      crash,
    }),
  },
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constant("bid" as const),
      user: pick,
      auction: pick,
      steps: fc.integer({ min: -1, max: 4 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("finish" as const), auction: pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("payFromWallet" as const), pick, crash }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("payByCard" as const), pick, callback: fc.boolean(), crash }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("withdraw" as const),
      user: pick,
      share: fc.integer({ min: 1, max: 120 }),
      twice: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      crash,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("decideWithdrawal" as const),
      pick,
      paid: fc.boolean(),
      twice: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("refund" as const),
      pick,
      share: fc.integer({ min: 1, max: 130 }),
      fault: fc.constantFrom("none", "none", "none", "lostAnswer", "refused" as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("settleRefunds" as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("deadlinePasses" as const), pick, crash }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("retry" as const), pick, sameBody: fc.boolean() }) },
);

export type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** The run's operations, the same for the same seed. */
export function drawOperations(seed: number, count: number): Operation[] {
  return fc.sample(operation, { seed, numRuns: count });
}

// --- the simulation -------------------------------------------------------------------------------

type Balances = { available: number; locked: number; withdrawing: number };
type Keyed = {
  kind: string;
  userId: string;
  key: string;
  body: unknown;
  replay: () => Promise<unknown>;
  other: () => Promise<unknown>;
  answer: unknown;
};

export type SimulationFigures = {
  seed: number;
  operations: number;
  perKind: Record<string, number>;
  crashes: number;
  refusals: number;
  webhooksDelivered: number;
  checks: number;
  fullChecks: number;
  creditedPayments: number;
  /** Winners who missed their deadline and forfeited the deposit. */
  defaults: number;
  ms: number;
};

class SimulatedCrash extends Error {
  override name = "SimulatedCrash";
}

/** Thrown when an invariant breaks: says which step, so the seed replays to it. */
export class InvariantBroken extends Error {
  override name = "InvariantBroken";
}

/**
 * The database as one request sees it, except that its `nth` transaction does all its work and
 * then fails before committing (a process dying at the worst moment). Everything else passes.
 */
function crashingDb(db: Db, nth: number, onCrash: () => void): Db {
  let calls = 0;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "transaction") return Reflect.get(target, property, receiver) as unknown;
      return (work: (tx: unknown) => Promise<unknown>, config?: unknown) =>
        (target.transaction as (w: typeof work, c?: unknown) => Promise<unknown>)(async (tx) => {
          const result = await work(tx);
          if (++calls === nth) {
            onCrash();
            throw new SimulatedCrash("the process died before the commit");
          }
          return result;
        }, config);
    },
  });
}

export async function runLedgerSimulation(options: {
  database: Database;
  services: Services;
  dataDir: string;
  seed: number;
  operations: number;
  onProgress?: (done: number) => void;
}): Promise<SimulationFigures> {
  const { database, services, dataDir, seed } = options;
  const storage = createLocalStorage(path.join(dataDir, "uploads"));
  const { db } = database;
  const started = performance.now();
  const gateway: FakeCardGateway = createFakeCardGateway(`whsec-${seed}`);
  const logger = pino({ level: "silent" });
  /** Simulated time ahead of the wall clock (reconciliations and refund settling look ahead). */
  const deps = (ahead = 0, base: Db = db): GatewayDeps => ({
    db: base,
    gateway,
    appOrigin: "https://mazad.test",
    logger,
    now: () => new Date(Date.now() + ahead),
  });

  // People: bidders with a verified IBAN each, and a committee member.
  const committee = (await createUser(database, { roles: ["committee"] })).user;
  // Four eyes: a payout above the threshold is approved by `committee`, then paid by this member.
  const secondMember = (await createUser(database, { roles: ["committee"] })).user;
  const people = await createBidders(database, USERS, { funds: 0 });
  const userIds = people.map((p) => p.id);
  const ibanAccounts = new Map<string, string>();
  for (const [i, userId] of userIds.entries()) {
    const account = await addBankAccount({
      db,
      storage,
      userId,
      iban: ibanWithCheckDigits(
        "SA",
        `80${String(seed % 1e9).padStart(9, "0")}${String(Date.now() % 1e8).padStart(8, "0")}${i}`,
      ),
      accountName: `مزايد رقم ${i + 1}`,
      certificate: { name: "iban.pdf", bytes: PDF },
    });
    await verifyBankAccount({ db, bankAccountId: account.id, actorUserId: committee.id });
    ibanAccounts.set(userId, account.id);
  }
  const place = await createPlace(db);
  const newAuction = async () =>
    (
      await createAuction(db, place, {
        auction: {
          openingPrice: OPENING,
          bidIncrement: INCREMENT,
          deposit: DEPOSIT,
          reservePrice: OPENING + 2 * INCREMENT,
        },
      })
    ).auction.id;
  const live: number[] = [];
  const allAuctions: number[] = [];
  for (let i = 0; i < LIVE_AUCTIONS; i++) {
    const id = await newAuction();
    live.push(id);
    allAuctions.push(id);
  }

  // What the simulation knows.
  const pendingWebhooks: GatewayWebhook[] = [];
  const openCardPayments: string[] = []; // gateway ids the payer has not settled yet
  const transfersToReview: string[] = [];
  const withdrawalsToDecide: string[] = [];
  const keyed: Keyed[] = [];
  const figures: SimulationFigures = {
    seed,
    operations: 0,
    perKind: {},
    crashes: 0,
    refusals: 0,
    webhooksDelivered: 0,
    checks: 0,
    fullChecks: 0,
    creditedPayments: 0,
    defaults: 0,
    ms: 0,
  };
  let [lastTransactionId] = (
    (await db.execute(
      sql`select coalesce(max(id), 0)::bigint as id from ledger_transactions`,
    )) as unknown as {
      rows: { id: string | number }[];
    }
  ).rows.map((r) => Number(r.id));
  let step = 0;
  let expected = new Map<string, Balances>(); // deltas the current step is allowed, per user
  const paidBefore = new Map<
    string,
    { id: string; userId: string; amount: number; purpose: string; gatewayPaymentId: string | null }
  >();

  const fail = (message: string): never => {
    throw new InvariantBroken(`seed ${seed}, step ${step}: ${message}`);
  };
  const expect = (userId: string, delta: Partial<Balances>) => {
    const entry = expected.get(userId) ?? { available: 0, locked: 0, withdrawing: 0 };
    entry.available += delta.available ?? 0;
    entry.locked += delta.locked ?? 0;
    entry.withdrawing += delta.withdrawing ?? 0;
    expected.set(userId, entry);
  };
  const refused = async <T>(run: Promise<T>, allowed: readonly string[]): Promise<T | null> => {
    try {
      return await run;
    } catch (error) {
      if (error instanceof AppError && allowed.includes(error.code)) {
        figures.refusals++;
        return null;
      }
      throw error;
    }
  };
  /** A keyed request, possibly crashing once first; the client then retries with the same key. */
  const withCrash = async <T>(nth: number, run: (base: Db) => Promise<T>): Promise<T> => {
    if (nth > 0) {
      let crashed = false;
      try {
        const result = await run(crashingDb(db, nth, () => (crashed = true)));
        if (!crashed) return result; // fewer transactions than that: it simply went through
      } catch (error) {
        if (!(error instanceof SimulatedCrash)) throw error;
      }
      figures.crashes++;
    }
    return run(db);
  };

  async function readBalances(): Promise<Map<string, Balances>> {
    const rows = await db
      .select({ userId: ledgerAccounts.userId, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(
          inArray(ledgerAccounts.userId, userIds),
          sql`(${ledgerAccounts.kind} <> 'user_locked' or ${ledgerAccounts.balance} <> 0)`,
        ),
      );
    const out = new Map(userIds.map((id) => [id, { available: 0, locked: 0, withdrawing: 0 }]));
    for (const row of rows) {
      const entry = out.get(row.userId!)!;
      if (row.balance < 0) fail(`${row.kind} of ${row.userId} is negative: ${row.balance}`);
      if (row.kind === "user_available") entry.available += row.balance;
      else if (row.kind === "user_locked") entry.locked += row.balance;
      else entry.withdrawing += row.balance;
    }
    return out;
  }

  async function paidPayments(since: Date) {
    return db
      .select({
        id: payments.id,
        userId: payments.userId,
        amount: payments.amount,
        purpose: payments.purpose,
        gatewayPaymentId: payments.gatewayPaymentId,
        ledgerTransactionId: payments.ledgerTransactionId,
        settlementId: payments.settlementId,
      })
      .from(payments)
      .where(
        and(inArray(payments.userId, userIds), eq(payments.status, "paid"), gte(payments.paidAt, since)),
      );
  }

  /** Payments that became paid during the step: each credited once, and only if it was paid. */
  async function expectNewlyPaid(since: Date, transferCredits: boolean) {
    for (const payment of await paidPayments(since)) {
      if (paidBefore.has(payment.id)) continue;
      paidBefore.set(payment.id, payment);
      figures.creditedPayments++;
      if (!payment.gatewayPaymentId && !transferCredits) {
        fail(`transfer ${payment.id} was credited without the committee verifying it`);
      }
      if (payment.gatewayPaymentId) {
        const remote = gateway.payment(payment.gatewayPaymentId);
        if (remote?.status !== "paid" && remote?.status !== "refunded") {
          fail(`payment ${payment.id} is paid here but ${remote?.status ?? "unknown"} at the gateway`);
        }
      }
      const [transaction] = await db
        .select({ kind: ledgerTransactions.kind })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.id, payment.ledgerTransactionId!));
      if (payment.purpose === "winner_payment" && transaction?.kind === "payment") {
        const [settlement] = await db
          .select()
          .from(settlements)
          .where(eq(settlements.id, payment.settlementId!));
        if (!payment.gatewayPaymentId) fail(`winner's payment ${payment.id} paid by an unexpected route`);
        expect(payment.userId, { locked: -settlement!.depositApplied });
      } else if (transaction?.kind === "top_up") {
        expect(payment.userId, { available: payment.amount });
      } else {
        fail(`payment ${payment.id} was recorded by a ${transaction?.kind ?? "missing"} transaction`);
      }
    }
  }

  async function checkStep(before: Map<string, Balances>, since: Date, transferCredits: boolean) {
    figures.checks++;
    // New transactions balance.
    const unbalanced = (await db.execute(sql`
      select t.id, coalesce(sum(p.amount), 0)::bigint as total
        from ledger_transactions t left join ledger_postings p on p.transaction_id = t.id
       where t.id > ${lastTransactionId}
       group by t.id
      having coalesce(sum(p.amount), 0) <> 0 or count(p.id) < 2`)) as unknown as { rows: unknown[] };
    if (unbalanced.rows.length) fail(`unbalanced transactions: ${JSON.stringify(unbalanced.rows)}`);
    const [{ max }] = (
      (await db.execute(
        sql`select coalesce(max(id), 0)::bigint as max from ledger_transactions`,
      )) as unknown as {
        rows: { max: string | number }[];
      }
    ).rows.map((r) => ({ max: Number(r.max) })) as [{ max: number }];
    lastTransactionId = max;

    await expectNewlyPaid(since, transferCredits);
    const after = await readBalances();
    for (const userId of userIds) {
      const b = before.get(userId)!;
      const a = after.get(userId)!;
      const want = expected.get(userId) ?? { available: 0, locked: 0, withdrawing: 0 };
      const total = (x: Balances) => x.available + x.locked + x.withdrawing;
      // Bids move money between available and locked: the total and what is withdrawing are exact.
      const got = { total: total(a) - total(b), withdrawing: a.withdrawing - b.withdrawing };
      const wanted = { total: total(want), withdrawing: want.withdrawing };
      if (got.total !== wanted.total || got.withdrawing !== wanted.withdrawing) {
        fail(
          `user ${userIds.indexOf(userId)} moved ${JSON.stringify(got)}, expected ${JSON.stringify(wanted)}`,
        );
      }
    }
    await checkLocks();
  }

  /** Deposits are held exactly by live auctions' leaders and unpaid winners, nothing else. */
  async function checkLocks() {
    const leaders = await db
      .select({ auctionId: auctions.id, userId: auctions.leaderUserId, status: auctions.status })
      .from(auctions)
      .where(inArray(auctions.id, live));
    const due = await db
      .select({ auctionId: settlements.auctionId, userId: settlements.userId })
      .from(settlements)
      .where(and(inArray(settlements.userId, userIds), eq(settlements.status, "due")));
    const holders = [
      ...leaders.filter((l) => l.status === "current" && l.userId).map((l) => `${l.auctionId}:${l.userId}`),
      ...due.map((d) => `${d.auctionId}:${d.userId}`),
    ].sort();
    const locks = await db
      .select({
        auctionId: ledgerAccounts.auctionId,
        userId: ledgerAccounts.userId,
        balance: ledgerAccounts.balance,
      })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.kind, "user_locked"),
          inArray(ledgerAccounts.userId, userIds),
          gt(ledgerAccounts.balance, 0),
        ),
      );
    const held = locks.map((l) => `${l.auctionId}:${l.userId}`).sort();
    if (JSON.stringify(held) !== JSON.stringify(holders) || locks.some((l) => l.balance !== DEPOSIT)) {
      fail(`deposits held ${JSON.stringify(locks)}, expected ${JSON.stringify(holders)}`);
    }
  }

  async function fullCheck() {
    figures.fullChecks++;
    const result = (await db.execute(sql`
      select (select coalesce(sum(amount), 0) from ledger_postings)::bigint as total,
             (select count(*) from ledger_accounts a
               where a.balance <> coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0))::int as drifted`)) as unknown as {
      rows: { total: string | number; drifted: string | number }[];
    };
    const row = result.rows[0]!;
    if (Number(row.total) !== 0 || Number(row.drifted) !== 0) {
      fail(`the ledger: postings sum to ${row.total}, ${row.drifted} accounts drifted from their postings`);
    }
  }

  const remember = (entry: Keyed) => {
    keyed.push(entry);
    if (keyed.length > 200) keyed.shift();
  };
  const at = <T>(list: readonly T[], n: number): T | undefined =>
    list.length ? list[n % list.length] : undefined;

  async function startCard(
    userId: string,
    input:
      | { method: GatewayMethod; purpose: "top_up"; amount: number }
      | { method: GatewayMethod; purpose: "winner_payment"; settlementId: string },
    crashAt: number,
    gatewayDown: boolean,
  ) {
    const key = crypto.randomUUID();
    const body = { userId, lang: "ar" as const, idempotencyKey: key, ...input };
    if (gatewayDown) {
      // The gateway does not answer: the payment is recorded, the payer told to try again.
      gateway.failNext("createPayment");
      await startGatewayPayment(deps(), body).then(
        () => fail("a payment started while the gateway was down"),
        (error: unknown) => {
          if (!(error instanceof GatewayError)) throw error;
        },
      );
    }
    const answer = await refused(
      withCrash(crashAt, (base) => startGatewayPayment(deps(0, base), body)),
      ["SETTLEMENT_NOT_DUE", "CARD_LIMIT_EXCEEDED"],
    );
    if (!answer) return null;
    remember({
      kind: "card",
      userId,
      key,
      body,
      answer,
      replay: () => startGatewayPayment(deps(), body),
      other: () =>
        startGatewayPayment(deps(), { ...body, method: body.method === "mada" ? "credit_card" : "mada" }),
    });
    const [row] = await db
      .select({ gatewayPaymentId: payments.gatewayPaymentId })
      .from(payments)
      .where(eq(payments.id, answer.paymentId));
    return row!.gatewayPaymentId!;
  }

  function payerActs(gatewayId: string, outcome: "paid" | "failed", webhooks: number) {
    const event = gateway.settle(gatewayId, outcome);
    for (let i = 0; i < webhooks; i++) pendingWebhooks.push(event);
  }

  const operations = drawOperations(seed, options.operations);
  for (const op of operations) {
    step++;
    figures.operations++;
    figures.perKind[op.kind] = (figures.perKind[op.kind] ?? 0) + 1;
    expected = new Map();
    const before = await readBalances();
    const since = new Date(Date.now() - 5);

    switch (op.kind) {
      case "cardTopUp": {
        const userId = at(userIds, op.user)!;
        const gatewayId = await startCard(
          userId,
          { method: op.method, purpose: "top_up", amount: op.amount },
          op.crash,
          op.gatewayDown,
        );
        if (!gatewayId) break;
        if (op.outcome === "abandoned") {
          openCardPayments.push(gatewayId);
          break;
        }
        payerActs(gatewayId, op.outcome, op.webhooks);
        if (op.callback) await confirmGatewayPayment(deps(), gatewayId);
        break;
      }
      case "deliverWebhooks": {
        // Whatever is waiting, in an order of the seed's choosing, some of it now.
        for (let i = 0; i < op.count && pendingWebhooks.length; i++) {
          const [event] = pendingWebhooks.splice((op.order + i * 7) % pendingWebhooks.length, 1);
          const { body, headers } = gateway.sign(event!);
          await receiveGatewayWebhook(deps(), body, headers);
          figures.webhooksDelivered++;
        }
        break;
      }
      case "payerLate": {
        // The payer comes back to a page left open (perhaps after we expired the payment).
        const index = openCardPayments.length ? op.pick % openCardPayments.length : -1;
        if (index < 0) break;
        const [gatewayId] = openCardPayments.splice(index, 1);
        payerActs(gatewayId!, op.outcome, 1);
        break;
      }
      case "reconcile": {
        const ahead = op.late ? EXPIRE_AFTER_MS + 60_000 : RECONCILE_AFTER_MS + 60_000;
        await reconcileGatewayPayments(deps(ahead), { limit: 500 });
        break;
      }
      case "declareTransfer": {
        const userId = at(userIds, op.user)!;
        const key = crypto.randomUUID();
        const body = {
          userId,
          idempotencyKey: key,
          purpose: "top_up" as const,
          amount: op.amount,
          method: op.method,
          bankName: "مصرف الراجحي",
          iban: ibanWithCheckDigits("SA", "80000000608010167519"),
          accountName: "مزايد المحاكاة",
          receipt: { name: "transfer.pdf", bytes: PDF },
        };
        // A user with 3 top-ups awaiting review is refused another (transfer-limits.ts).
        const view = await refused(
          withCrash(op.crash, (base) => declareBankTransfer({ db: base, storage }, body)),
          ["TRANSFER_PENDING_LIMIT"],
        );
        if (!view) break;
        transfersToReview.push(view.id);
        remember({
          kind: "transfer",
          userId,
          key,
          body,
          answer: view.id,
          replay: async () => (await declareBankTransfer({ db, storage }, body)).id,
          other: () => declareBankTransfer({ db, storage }, { ...body, amount: body.amount + SAR }),
        });
        break;
      }
      case "reviewTransfer": {
        const index = transfersToReview.length ? op.pick % transfersToReview.length : -1;
        if (index < 0) break;
        const [paymentId] = transfersToReview.splice(index, 1);
        const input = { paymentId: paymentId!, actorUserId: committee.id };
        if (op.decision === "reject") {
          await rejectBankTransfer({ db, storage }, { ...input, reason: "لم يصل المبلغ إلى حساب المنصة" });
        } else if (op.decision === "verifyTwice") {
          const outcomes = await Promise.allSettled([
            verifyBankTransfer({ db }, input),
            verifyBankTransfer({ db }, input),
          ]);
          const ok = outcomes.filter((o) => o.status === "fulfilled").length;
          const reviewed = outcomes.filter(
            (o) =>
              o.status === "rejected" &&
              o.reason instanceof AppError &&
              o.reason.code === "TRANSFER_ALREADY_REVIEWED",
          ).length;
          if (ok !== 1 || reviewed !== 1)
            fail(`two verifications at once: ${ok} succeeded, ${reviewed} refused`);
        } else {
          await withCrash(op.crash, (base) => verifyBankTransfer({ db: base }, input));
        }
        break;
      }
      case "bid": {
        const auctionId = at(live, op.auction)!;
        const userId = at(userIds, op.user)!;
        const [row] = await db.select().from(auctions).where(eq(auctions.id, auctionId));
        const minimum = row!.currentPrice === null ? OPENING : row!.currentPrice + INCREMENT;
        await refused(
          placeBid(services, {
            auctionId,
            userId,
            amount: minimum + op.steps * INCREMENT,
            confirmHighBid: true,
            acceptRulesVersion: "current",
            source: "web",
            idempotencyKey: crypto.randomUUID(),
          }),
          ["BID_BELOW_MINIMUM", "ALREADY_HIGHEST_BIDDER", "DEPOSIT_NOT_COVERED", "AUCTION_ENDED"],
        );
        break;
      }
      case "finish": {
        const index = op.auction % live.length;
        const auctionId = live[index]!;
        await db
          .update(auctions)
          .set({
            endsAt: sql`greatest(${auctions.startsAt} + interval '1 second', now() - interval '1 second')`,
          })
          .where(and(eq(auctions.id, auctionId), eq(auctions.status, "current")));
        await finishDueAuctions({ db });
        live[index] = await newAuction();
        allAuctions.push(live[index]!);
        break;
      }
      case "payFromWallet":
      case "payByCard": {
        const due = await db
          .select()
          .from(settlements)
          .where(and(inArray(settlements.userId, userIds), eq(settlements.status, "due")));
        const settlement = at(due, op.pick);
        if (!settlement) break;
        if (op.kind === "payByCard") {
          const gatewayId = await startCard(
            settlement.userId,
            { method: "credit_card", purpose: "winner_payment", settlementId: settlement.id },
            op.crash,
            false,
          );
          if (!gatewayId) break;
          payerActs(gatewayId, "paid", 1);
          if (op.callback) await confirmGatewayPayment(deps(), gatewayId);
          break;
        }
        const key = crypto.randomUUID();
        const body = { userId: settlement.userId, settlementId: settlement.id, idempotencyKey: key };
        const paid = await refused(
          withCrash(op.crash, (base) => payFromWallet({ db: base }, body)),
          ["WALLET_NOT_ENOUGH", "SETTLEMENT_NOT_DUE", "SETTLEMENT_TRANSFER_PENDING"],
        );
        if (paid) {
          // Marked as seen: a wallet payment is expected here, not as money from outside.
          const [row] = await db.select().from(payments).where(eq(payments.id, paid.paymentId));
          paidBefore.set(row!.id, row!);
          figures.creditedPayments++;
          expect(settlement.userId, { available: -settlement.totalDue, locked: -settlement.depositApplied });
          remember({
            kind: "wallet",
            userId: settlement.userId,
            key,
            body,
            answer: paid.paymentId,
            replay: async () => (await payFromWallet({ db }, body)).paymentId,
            other: () => payFromWallet({ db }, { ...body, settlementId: crypto.randomUUID() }),
          });
        }
        break;
      }
      case "deadlinePasses": {
        // A winner's deadline passes; the clock's sweep defaults whoever has nothing under way.
        const due = await db
          .select()
          .from(settlements)
          .where(and(inArray(settlements.userId, userIds), eq(settlements.status, "due")));
        const settlement = at(due, op.pick);
        if (!settlement) break;
        await db
          .update(settlements)
          // Now: every payment begun so far was begun in time.
          .set({ dueAt: new Date() })
          .where(eq(settlements.id, settlement.id));
        await withCrash(op.crash, (base) => defaultOverdueSettlements({ db: base }));
        const defaulted = await db
          .select()
          .from(settlements)
          .where(
            and(
              inArray(settlements.userId, userIds),
              eq(settlements.status, "defaulted"),
              gte(settlements.defaultedAt, since),
            ),
          );
        for (const row of defaulted) expect(row.userId, { locked: -row.depositApplied });
        const [open] = await db
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              eq(payments.settlementId, settlement.id),
              inArray(payments.status, ["initiated", "awaiting_review"]),
            ),
          )
          .limit(1);
        const defaultedNow = defaulted.some((row) => row.id === settlement.id);
        if (!open && !defaultedNow)
          fail(`settlement ${settlement.id} is overdue and unpaid but not defaulted`);
        if (open && defaultedNow)
          fail(`settlement ${settlement.id} defaulted with payment ${open.id} under way`);
        figures.defaults += defaulted.length;
        break;
      }
      case "withdraw": {
        const userId = at(userIds, op.user)!;
        const available = before.get(userId)!.available;
        const amount = Math.max(1, Math.floor((available * op.share) / 100));
        const ask = (key: string, base: Db = db) =>
          requestWithdrawal({
            db: base,
            userId,
            bankAccountId: ibanAccounts.get(userId)!,
            amount,
            idempotencyKey: key,
          });
        if (op.twice) {
          // Two requests at once, each for more than half: never both.
          const outcomes = await Promise.allSettled([ask(crypto.randomUUID()), ask(crypto.randomUUID())]);
          const held = outcomes.filter((o) => o.status === "fulfilled");
          for (const o of outcomes) {
            if (
              o.status === "rejected" &&
              !(
                o.reason instanceof AppError &&
                ["WITHDRAWAL_EXCEEDS_AVAILABLE", "VALIDATION"].includes(o.reason.code)
              )
            ) {
              throw o.reason;
            }
          }
          if (held.length * amount > available) fail(`two withdrawals of ${amount} held from ${available}`);
          for (const o of held) {
            withdrawalsToDecide.push(
              (o as PromiseFulfilledResult<Awaited<ReturnType<typeof ask>>>).value.withdrawal.id,
            );
            expect(userId, { available: -amount, withdrawing: amount });
          }
          break;
        }
        const key = crypto.randomUUID();
        const asked = await refused(
          withCrash(op.crash, (base) => ask(key, base)),
          ["WITHDRAWAL_EXCEEDS_AVAILABLE", "VALIDATION"],
        );
        if (asked) {
          withdrawalsToDecide.push(asked.withdrawal.id);
          expect(userId, { available: -amount, withdrawing: amount });
          remember({
            kind: "withdrawal",
            userId,
            key,
            body: { amount },
            answer: asked.withdrawal.id,
            replay: async () => (await ask(key)).withdrawal.id,
            other: () =>
              requestWithdrawal({
                db,
                userId,
                bankAccountId: ibanAccounts.get(userId)!,
                amount: amount + 1,
                idempotencyKey: key,
              }),
          });
        }
        break;
      }
      case "decideWithdrawal": {
        const index = withdrawalsToDecide.length ? op.pick % withdrawalsToDecide.length : -1;
        if (index < 0) break;
        const [withdrawalId] = withdrawalsToDecide.splice(index, 1);
        const [held] = await db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId!));
        const twoApprovals = op.paid && held!.amount > (await readFourEyesThreshold(db, "withdrawalPayment"));
        if (twoApprovals) {
          // The first approval moves nothing (checked by the step's invariants like any other).
          await markWithdrawalPaid({ db, withdrawalId: withdrawalId!, actorUserId: committee.id });
        }
        const decide = () =>
          op.paid
            ? markWithdrawalPaid({
                db,
                withdrawalId: withdrawalId!,
                actorUserId: twoApprovals ? secondMember.id : committee.id,
                reference: "TRF-SIM",
              })
            : rejectWithdrawal({
                db,
                withdrawalId: withdrawalId!,
                actorUserId: committee.id,
                reason: "رقم الآيبان لا يطابق الاسم",
              });
        const outcomes = await Promise.allSettled(op.twice ? [decide(), decide()] : [decide()]);
        const ok = outcomes.filter((o) => o.status === "fulfilled").length;
        for (const o of outcomes) {
          if (
            o.status === "rejected" &&
            !(o.reason instanceof AppError && o.reason.code === "WITHDRAWAL_ALREADY_DECIDED")
          )
            throw o.reason;
        }
        if (ok !== 1) fail(`a withdrawal decided ${ok} times`);
        expect(
          held!.userId,
          op.paid ? { withdrawing: -held!.amount } : { withdrawing: -held!.amount, available: held!.amount },
        );
        break;
      }
      case "refund": {
        const topUps = [...paidBefore.values()].filter((p) => p.gatewayPaymentId && p.purpose === "top_up");
        const payment = at(topUps, op.pick);
        if (!payment) break;
        const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
        const amount = Math.max(1, Math.floor(((row!.amount - row!.refundedAmount) * op.share) / 100));
        const refundDeps =
          op.fault === "none"
            ? deps()
            : {
                ...deps(),
                gateway: {
                  ...gateway,
                  refund:
                    op.fault === "refused"
                      ? () => Promise.reject(new GatewayError("invalid_request", "refunds are closed today"))
                      : async (id: string, value: number) => {
                          await gateway.refund(id, value);
                          throw new GatewayError("unavailable", "the answer was lost");
                        },
                },
              };
        try {
          await refundCardTopUp(refundDeps, {
            paymentId: payment.id,
            amount,
            actorUserId: committee.id,
            reason: "طلب المستخدم",
          });
          expect(payment.userId, { available: -amount });
        } catch (error) {
          if (error instanceof GatewayError && op.fault === "lostAnswer") {
            expect(payment.userId, { available: -amount }); // held until settled
          } else if (
            error instanceof AppError &&
            ["REFUND_TOO_LARGE", "REFUND_REFUSED"].includes(error.code)
          ) {
            figures.refusals++;
          } else throw error;
        }
        break;
      }
      case "settleRefunds": {
        // Held refunds the gateway did not make go back to their users.
        const held = await db
          .select({
            userId: payments.userId,
            pending: payments.refundPending,
            refunded: payments.refundedAmount,
            gatewayPaymentId: payments.gatewayPaymentId,
          })
          .from(payments)
          .where(and(inArray(payments.userId, userIds), gt(payments.refundPending, 0)));
        await settleHeldRefunds(deps(SETTLE_REFUND_AFTER_MS + 60_000));
        for (const h of held) {
          const made = Math.min(
            Math.max(0, gateway.payment(h.gatewayPaymentId!)!.refunded - h.refunded),
            h.pending,
          );
          expect(h.userId, { available: h.pending - made });
        }
        break;
      }
      case "retry": {
        const entry = at(keyed, op.pick);
        if (!entry) break;
        if (op.sameBody) {
          const again = await entry.replay().catch((error: unknown) => error);
          const same =
            entry.kind === "card"
              ? (again as { paymentId?: string }).paymentId ===
                (entry.answer as { paymentId: string }).paymentId
              : again === entry.answer;
          if (!same)
            fail(
              `a ${entry.kind} retried with its key answered ${JSON.stringify(again)}, not ${JSON.stringify(entry.answer)}`,
            );
        } else {
          const other = await entry.other().then(
            () => null,
            (error: unknown) => error,
          );
          if (!(other instanceof AppError && other.code === "IDEMPOTENCY_KEY_REUSED")) {
            fail(`a ${entry.kind} key reused for another request was not refused: ${String(other)}`);
          }
        }
        break;
      }
    }

    await checkStep(before, since, op.kind === "reviewTransfer");
    if (step % 500 === 0) await fullCheck();
    options.onProgress?.(step);
  }

  // The end: the gateway is asked about everything still open; every payment it took is ours once.
  expected = new Map();
  const before = await readBalances();
  const since = new Date(Date.now() - 5);
  for (const gatewayId of openCardPayments.splice(0)) payerActs(gatewayId, "paid", 1);
  for (const event of pendingWebhooks.splice(0).reverse()) {
    const { body, headers } = gateway.sign(event);
    await receiveGatewayWebhook(deps(), body, headers);
    figures.webhooksDelivered++;
  }
  for (let round = 0; round < 100; round++) {
    const done = await reconcileGatewayPayments(deps(RECONCILE_AFTER_MS + 60_000), { limit: 500 });
    if (done.checked === 0 || done.paid + done.failed === 0) break;
  }
  const ours = new Map(
    (
      await db
        .select({
          id: payments.id,
          gatewayPaymentId: payments.gatewayPaymentId,
          status: payments.status,
          refundedAmount: payments.refundedAmount,
          refundPending: payments.refundPending,
        })
        .from(payments)
        .where(and(eq(payments.gateway, gateway.name), inArray(payments.userId, userIds)))
    ).map((row) => [row.gatewayPaymentId, row]),
  );
  const credits = new Map(
    (
      await db
        .select({
          paymentId: sql<string>`${ledgerTransactions.memo}->>'paymentId'`,
          count: sql<number>`count(*)::int`,
        })
        .from(ledgerTransactions)
        .where(
          and(
            inArray(ledgerTransactions.userId, userIds),
            inArray(ledgerTransactions.kind, ["top_up", "payment"]),
          ),
        )
        .groupBy(sql`1`)
    ).map((row) => [row.paymentId, Number(row.count)]),
  );
  for (const remote of gateway.all()) {
    if (remote.status !== "paid" && remote.status !== "refunded") continue;
    const row = ours.get(remote.id);
    if (row?.status !== "paid") fail(`the gateway took ${remote.id}; here: ${JSON.stringify(row)}`);
    const credited = credits.get(row!.id) ?? 0;
    if (credited !== 1) fail(`payment ${row!.id} credited ${credited} times`);
    if (row!.refundPending === 0 && row!.refundedAmount !== remote.refunded) {
      fail(`payment ${row!.id}: ${row!.refundedAmount} refunded here, ${remote.refunded} at the gateway`);
    }
  }
  await checkStep(before, since, false);
  await fullCheck();
  figures.ms = Math.round(performance.now() - started);
  return figures;
}
