import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from "~/db/schema";
import { describeAuctions } from "~/modules/auctions/describe-auctions.server";
import type { WalletMovement } from "./wallet-movement";

export const MOVEMENTS_PAGE_SIZE = 20;
export const MOVEMENTS_MAX_PAGE_SIZE = 100;
/** Far past any real history; keeps OFFSET bounded. */
export const MOVEMENTS_MAX_PAGE = 10_000;

/**
 * Every ledger transaction of the user, newest first by when it happened (its `created_at`; the id
 * only breaks ties, so a movement recorded later with an earlier time, like a backdated demo
 * movement or a transaction that committed after a newer one, still sits where it happened, and
 * a deposit locked in the same moment as the money that paid it is listed above it), one page at
 * a time: what it changed in
 * each of their balances (from the postings on their own accounts) and the auction it concerned.
 * The words are not stored; `describeMovement` tells it in the reader's language.
 */
export async function listWalletMovements(options: {
  db: Db;
  userId: string;
  page?: number;
  pageSize?: number;
}): Promise<{ items: WalletMovement[]; total: number; page: number; pageSize: number; pages: number }> {
  const { db, userId } = options;
  const pageSize = Math.min(Math.max(1, options.pageSize ?? MOVEMENTS_PAGE_SIZE), MOVEMENTS_MAX_PAGE_SIZE);
  const page = Math.min(Math.max(1, options.page ?? 1), MOVEMENTS_MAX_PAGE);
  const [counted, rows] = await Promise.all([
    db.select({ n: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.userId, userId)),
    db
      .select({
        id: ledgerTransactions.id,
        kind: ledgerTransactions.kind,
        memo: ledgerTransactions.memo,
        createdAt: ledgerTransactions.createdAt,
        auctionId: ledgerTransactions.auctionId,
      })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.userId, userId))
      .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const total = counted[0]?.n ?? 0;
  const [changes, described] = await Promise.all([
    balanceChanges(
      db,
      userId,
      rows.map((r) => r.id),
    ),
    describeAuctions(
      db,
      rows.map((r) => r.auctionId),
    ),
  ]);
  const items = rows.map((row): WalletMovement => {
    const moved = changes.get(row.id) ?? { available: 0, locked: 0, withdrawing: 0 };
    const net = moved.available + moved.locked + moved.withdrawing;
    const auction = row.auctionId === null ? undefined : described.get(row.auctionId);
    return {
      id: row.id,
      kind: row.kind,
      createdAt: row.createdAt,
      ...moved,
      net,
      amount:
        net !== 0
          ? Math.abs(net)
          : Math.max(Math.abs(moved.available), Math.abs(moved.locked), Math.abs(moved.withdrawing)),
      direction: net > 0 ? "in" : net < 0 ? "out" : "internal",
      auction:
        row.auctionId === null
          ? null
          : {
              id: row.auctionId,
              assetNumber: auction?.assetNumber ?? "",
              titleAr: auction?.titleAr ?? "",
              titleEn: auction?.titleEn ?? "",
            },
      memo: row.memo ?? {},
    };
  });
  return { items, total, page, pageSize, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

type BalanceChange = { available: number; locked: number; withdrawing: number };

/** What each of these transactions changed in the user's three balances (their own postings). */
async function balanceChanges(db: Db, userId: string, ids: number[]): Promise<Map<number, BalanceChange>> {
  const byTransaction = new Map<number, BalanceChange>();
  if (ids.length === 0) return byTransaction;
  const changes = await db
    .select({
      transactionId: ledgerPostings.transactionId,
      kind: ledgerAccounts.kind,
      amount: sql<string>`sum(${ledgerPostings.amount})`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(and(inArray(ledgerPostings.transactionId, ids), eq(ledgerAccounts.userId, userId)))
    .groupBy(ledgerPostings.transactionId, ledgerAccounts.kind);
  for (const change of changes) {
    const entry = byTransaction.get(change.transactionId) ?? { available: 0, locked: 0, withdrawing: 0 };
    const amount = Number(change.amount);
    if (change.kind === "user_available") entry.available += amount;
    else if (change.kind === "user_locked") entry.locked += amount;
    else if (change.kind === "user_withdrawing") entry.withdrawing += amount;
    byTransaction.set(change.transactionId, entry);
  }
  return byTransaction;
}
