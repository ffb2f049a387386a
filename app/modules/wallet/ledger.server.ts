import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { jsonArray } from "~/db/json-rows.server";
import { ledgerAccounts, type ledgerTransactions } from "~/db/schema";

/*
 * The wallet's double-entry ledger (ADR 012). Every movement of money is a transaction whose
 * postings sum to zero; account balances follow from the postings (kept by a database trigger);
 * users' accounts never go below zero (a database check). Nothing is updated or deleted: a
 * correction is a new, reversing transaction. Writers lock the accounts they move, in ascending id
 * order, before reading their balances, so concurrent writers never deadlock and never overspend.
 */

export type AccountKind = (typeof ledgerAccounts.$inferSelect)["kind"];
export type TransactionKind = (typeof ledgerTransactions.$inferSelect)["kind"];

export type AccountRef =
  | { kind: "user_available" | "user_withdrawing"; userId: string }
  | { kind: "user_locked"; userId: string; auctionId: number }
  | { kind: Exclude<AccountKind, "user_available" | "user_locked" | "user_withdrawing"> };

export type LockedAccount = {
  id: number;
  kind: AccountKind;
  userId: string | null;
  auctionId: number | null;
  balance: number;
};

/** "kind|user|auction", e.g. "user_locked|<uuid>|12", "bank_clearing||": the one way to name an account. */
const accountKey = (ref: { kind: AccountKind; userId?: string | null; auctionId?: number | null }) =>
  `${ref.kind}|${ref.userId ?? ""}|${ref.auctionId ?? ""}`;

/** The accounts one writer locked, looked up by the same references it locked them with. */
export class LockedAccounts {
  constructor(private readonly byKey: ReadonlyMap<string, LockedAccount>) {}

  /** The locked account `ref` names; a reference that was not locked is a programming error. */
  get(ref: AccountRef): LockedAccount {
    const account = this.byKey.get(accountKey(ref));
    if (!account) throw new Error(`ledger account ${accountKey(ref)} was not locked`);
    return account;
  }

  has(ref: AccountRef): boolean {
    return this.byKey.has(accountKey(ref));
  }

  values(): IterableIterator<LockedAccount> {
    return this.byKey.values();
  }
}

/**
 * Locks the accounts (ascending id) and returns them by `accountKey`, with their balances as of the
 * lock; accounts that do not exist yet are opened first. One query when they all exist.
 */
export async function lockAccounts(tx: Tx, refs: readonly AccountRef[]): Promise<LockedAccounts> {
  const unique = new Map(refs.map((ref) => [accountKey(ref), ref]));
  if (unique.size === 0) return new LockedAccounts(new Map());
  let found = await selectForUpdate(tx, [...unique.values()]);
  const missing = [...unique].filter(([key]) => !found.has(key)).map(([, ref]) => ref);
  if (missing.length) {
    await tx
      .insert(ledgerAccounts)
      .values(
        missing.map((ref) => ({
          kind: ref.kind,
          userId: "userId" in ref ? ref.userId : null,
          auctionId: "auctionId" in ref ? ref.auctionId : null,
        })),
      )
      .onConflictDoNothing();
    // Again in full, so every lock is taken in ascending id order, old and new accounts together.
    found = await selectForUpdate(tx, [...unique.values()]);
  }
  return new LockedAccounts(found);
}

/** One condition per kind and auction, with all the users of that group in one `= any(…)`. */
async function selectForUpdate(tx: Tx, refs: readonly AccountRef[]): Promise<Map<string, LockedAccount>> {
  const groups = new Map<string, { kind: AccountKind; auctionId: number | null; users: string[] }>();
  for (const ref of refs) {
    const auctionId = "auctionId" in ref ? ref.auctionId : null;
    const key = `${ref.kind}|${auctionId ?? ""}`;
    const group = groups.get(key) ?? { kind: ref.kind, auctionId, users: [] };
    if ("userId" in ref) group.users.push(ref.userId);
    groups.set(key, group);
  }
  const conditions = [...groups.values()].map((g) =>
    and(
      eq(ledgerAccounts.kind, g.kind),
      g.users.length
        ? sql`${ledgerAccounts.userId} = any(${jsonArray(g.users, "uuid")})`
        : isNull(ledgerAccounts.userId),
      g.auctionId === null ? isNull(ledgerAccounts.auctionId) : eq(ledgerAccounts.auctionId, g.auctionId),
    ),
  );
  const rows = await tx
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      userId: ledgerAccounts.userId,
      auctionId: ledgerAccounts.auctionId,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(conditions.length === 1 ? conditions[0] : or(...conditions))
    .orderBy(asc(ledgerAccounts.id))
    .for("update");
  return new Map(rows.map((row) => [accountKey(row), row]));
}

export type NewLedgerTransaction = {
  kind: TransactionKind;
  userId?: string | null;
  auctionId?: number | null;
  reversesId?: number | null;
  memo?: Record<string, string | number | boolean | null> | null;
  postings: { accountId: number; amount: number }[];
};

/**
 * Records transactions and their postings (two statements whatever their number). Each must
 * balance; the database checks it again at commit. Returns the new transaction ids in order.
 */
export async function postTransactions(tx: Tx, transactions: readonly NewLedgerTransaction[], now: Date) {
  if (transactions.length === 0) return [];
  for (const t of transactions) {
    const sum = t.postings.reduce((s, p) => s + p.amount, 0);
    if (
      t.postings.length < 2 ||
      sum !== 0 ||
      t.postings.some((p) => !Number.isSafeInteger(p.amount) || p.amount === 0)
    ) {
      throw new Error(`ledger: a ${t.kind} transaction must have balanced, non-zero integer postings`);
    }
  }
  // One statement: each transaction is inserted by a CTE of its own, and its postings take the id
  // that CTE returns. The results list each transaction's id once, in the order given.
  const ctes = transactions.map(
    (t, i) => sql`${sql.raw(`t${i}`)} as (
      insert into ledger_transactions (kind, user_id, auction_id, reverses_id, memo, created_at)
      values (${t.kind}, ${t.userId ?? null}, ${t.auctionId ?? null}, ${t.reversesId ?? null},
              ${t.memo ? JSON.stringify(t.memo) : null}::jsonb, ${now.toISOString()}::timestamptz)
      returning id)`,
  );
  const postings = transactions.map(
    (t, i) => sql`select ${sql.raw(`t${i}`)}.id, v.account_id, v.amount, ${i}::int as ord
      from ${sql.raw(`t${i}`)}, (values ${sql.join(
        t.postings.map((p) => sql`(${p.accountId}::int, ${p.amount}::bigint)`),
        sql`, `,
      )}) as v(account_id, amount)`,
  );
  const result = (await tx.execute(sql`
    with ${sql.join(ctes, sql`, `)},
    rows as (${sql.join(postings, sql` union all `)}),
    posted as (insert into ledger_postings (transaction_id, account_id, amount)
               select id, account_id, amount from rows returning transaction_id)
    select distinct id, ord from rows order by ord`)) as unknown as { rows: { id: string | number }[] };
  return result.rows.map((row) => Number(row.id));
}

/** A user's available balance and what is locked, per auction (not locked: a plain read). */
export async function readUserBalances(db: Db | Tx, userIds: readonly string[]) {
  const out = new Map<string, { available: number; locked: Map<number, number> }>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({
      userId: ledgerAccounts.userId,
      kind: ledgerAccounts.kind,
      auctionId: ledgerAccounts.auctionId,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(
      and(
        inArray(ledgerAccounts.userId, [...userIds]),
        inArray(ledgerAccounts.kind, ["user_available", "user_locked"]),
      ),
    );
  for (const id of userIds) out.set(id, { available: 0, locked: new Map() });
  for (const row of rows) {
    const entry = out.get(row.userId!)!;
    if (row.kind === "user_available") entry.available = row.balance;
    else if (row.balance > 0) entry.locked.set(row.auctionId!, row.balance);
  }
  return out;
}
