import { and, asc, eq, lte, or } from "drizzle-orm";
import { recordAudit } from "~/modules/audit/record-audit.server";
import type { Db, Tx } from "~/db/client.server";
import { payments, settlements } from "~/db/schema";
import { describeAuctions } from "~/modules/auctions/describe-auctions.server";
import { recordEffects, type Effects } from "~/modules/notifications/effects.server";
import { lockAccounts, postTransactions } from "~/modules/wallet/ledger.server";
import { runTransaction } from "~/db/transaction.server";

/** How many overdue settlements one sweep handles; the next sweep takes the rest. */
const SWEEP_LIMIT = 50;

/**
 * A winner who has not paid by the deadline defaults (product §2.2): the deposit locked on the
 * auction is forfeited to the platform, the settlement is marked defaulted, the winner is told, and
 * the committee may offer the property to another bidder. Run by the auction clock on every
 * instance; each settlement is decided under its row lock, so instances never repeat one another.
 *
 * A settlement is left due while a payment begun in time is still open: a declared transfer the
 * committee has not reviewed, or a card payment started before the deadline that the gateway has
 * not answered (the clock's reconciliation settles it). Money that arrives after the default is
 * not lost: it lands in the wallet (ADR 018).
 */
export async function defaultOverdueSettlements(options: {
  db: Db;
  now?: Date;
}): Promise<{ defaulted: string[]; effects: Effects[] }> {
  const { db } = options;
  const now = options.now ?? new Date();
  const candidates = await db
    .select({ id: settlements.id })
    .from(settlements)
    .where(and(eq(settlements.status, "due"), lte(settlements.dueAt, now)))
    .orderBy(asc(settlements.dueAt))
    .limit(SWEEP_LIMIT);
  const defaulted: string[] = [];
  const effects: Effects[] = [];
  for (const { id } of candidates) {
    const outcome = await runTransaction(db, (tx) => defaultSettlement(tx, id, now));
    if (outcome) {
      defaulted.push(id);
      effects.push(outcome);
    }
  }
  return { defaulted, effects };
}

/**
 * Development only (the `/dev/won-auction` endpoint's runner-up mode, for browser tests of the
 * defaults screens): the settlement's deadline is moved to now and it defaults as the clock would.
 */
export async function defaultSettlementNow(db: Db, settlementId: string): Promise<Effects | null> {
  const now = new Date();
  return runTransaction(db, async (tx) => {
    await tx
      .update(settlements)
      .set({ dueAt: new Date(now.getTime() - 1_000) })
      .where(and(eq(settlements.id, settlementId), eq(settlements.status, "due")));
    return defaultSettlement(tx, settlementId, now);
  });
}

/**
 * One overdue settlement, under its row lock: skipped (null) when another instance holds it, it
 * is no longer due, or a payment begun in time is still open; else defaulted, audited and told.
 */
async function defaultSettlement(tx: Tx, id: string, now: Date): Promise<Effects | null> {
  const [settlement] = await tx
    .select()
    .from(settlements)
    .where(and(eq(settlements.id, id), eq(settlements.status, "due"), lte(settlements.dueAt, now)))
    .for("update", { skipLocked: true });
  if (!settlement) return null;
  const [open] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.settlementId, settlement.id),
        or(
          eq(payments.status, "awaiting_review"),
          and(eq(payments.status, "initiated"), lte(payments.createdAt, settlement.dueAt)),
        ),
      ),
    )
    .limit(1);
  if (open) return null;
  const { userId, auctionId, depositApplied } = settlement;
  if (depositApplied > 0) await forfeitDeposit(tx, settlement, now);
  await tx
    .update(settlements)
    .set({ status: "defaulted", defaultedAt: now })
    .where(eq(settlements.id, settlement.id));
  await recordAudit(tx, {
    actorUserId: null,
    action: "settlement.default",
    subjectType: "settlement",
    subjectId: settlement.id,
    before: { status: "due" },
    after: { status: "defaulted" },
    details: {
      userId,
      auctionId,
      depositForfeited: depositApplied,
      dueAt: settlement.dueAt.toISOString(),
    },
    createdAt: now,
  });
  const property = (await describeAuctions(tx, [auctionId])).get(auctionId);
  return recordEffects(tx, {
    notices: [
      {
        userId,
        event: "settlement_defaulted",
        auctionId,
        params: {
          assetNumber: property?.assetNumber ?? "",
          titleAr: property?.titleAr ?? "",
          titleEn: property?.titleEn ?? "",
          amount: depositApplied,
          dueAt: settlement.dueAt.toISOString(),
        },
      },
    ],
    walletChanged: [userId],
    now,
  });
}

/** The deposit locked on the auction goes to the platform's forfeited deposits. */
async function forfeitDeposit(tx: Tx, settlement: typeof settlements.$inferSelect, now: Date) {
  const { userId, auctionId, depositApplied } = settlement;
  const accounts = await lockAccounts(tx, [
    { kind: "user_locked", userId, auctionId },
    { kind: "forfeited_deposits" },
  ]);
  const locked = accounts.get({ kind: "user_locked", userId: userId, auctionId: auctionId });
  await postTransactions(
    tx,
    [
      {
        kind: "deposit_forfeit",
        userId,
        auctionId,
        memo: { settlementId: settlement.id },
        postings: [
          { accountId: locked.id, amount: -depositApplied },
          { accountId: accounts.get({ kind: "forfeited_deposits" }).id, amount: depositApplied },
        ],
      },
    ],
    now,
  );
}
