import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgEnum, pgTable, unique, uuid } from "drizzle-orm/pg-core";
import { halalas, createdAt, timestamptz } from "./columns";
import { users } from "./accounts";
import { auctions } from "./auctions";

export const ledgerAccountKind = pgEnum("ledger_account_kind", [
  /** What a user can spend or lock. */
  "user_available",
  /** A user's deposit locked on one auction (auction_id set) while they lead or won unpaid. */
  "user_locked",
  /** A user's money asked to be withdrawn, held until the committee pays it out or refuses. */
  "user_withdrawing",
  /** Money in transit from or to banks (transfers, wires, withdrawals). */
  "bank_clearing",
  /** Money in transit from or to the card gateway. */
  "gateway_clearing",
  /** Winners' payments held until the sale completes. */
  "platform_escrow",
  "commission_revenue",
  "vat_payable",
  "refunds",
  /** Deposits of winners who did not pay by the deadline (product §2.2). */
  "forfeited_deposits",
]);

/**
 * Ledger accounts. `balance` is the sum of the account's postings, kept by a trigger in the same
 * transaction; a user's accounts can never go below zero (checked by the database).
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: ledgerAccountKind("kind").notNull(),
    userId: uuid("user_id").references(() => users.id),
    auctionId: integer("auction_id").references(() => auctions.id),
    balance: halalas("balance").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique("ledger_accounts_owner_uq").on(t.kind, t.userId, t.auctionId).nullsNotDistinct(),
    index("ledger_accounts_user_idx").on(t.userId, t.kind),
    check(
      "ledger_accounts_user_kinds",
      // Compared as text: a check may not name an enum value added in the same migration.
      sql`(${t.kind}::text in ('user_available', 'user_locked', 'user_withdrawing')) = (${t.userId} is not null)`,
    ),
    check("ledger_accounts_locked_auction", sql`(${t.kind} = 'user_locked') = (${t.auctionId} is not null)`),
    check(
      "ledger_accounts_user_non_negative",
      sql`${t.kind}::text not in ('user_available', 'user_locked', 'user_withdrawing') or ${t.balance} >= 0`,
    ),
  ],
);

export const ledgerTransactionKind = pgEnum("ledger_transaction_kind", [
  "deposit_lock",
  "deposit_release",
  "top_up",
  /** Available → withdrawing, when a withdrawal is asked for. */
  "withdrawal",
  /** Withdrawing → bank clearing, when the committee pays it out. */
  "withdrawal_payout",
  /** Withdrawing → available, when the committee refuses it. */
  "withdrawal_return",
  /** A winner's payment: deposit and balance to escrow, commission and VAT to theirs. */
  "payment",
  "refund",
  "reversal",
  /** A defaulting winner's locked deposit, forfeited to the platform. */
  "deposit_forfeit",
]);

/** One balanced movement of money: its postings sum to zero (checked at commit). Append-only. */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: ledgerTransactionKind("kind").notNull(),
    /** The user whose money moved, for their history. */
    userId: uuid("user_id").references(() => users.id),
    auctionId: integer("auction_id").references(() => auctions.id),
    /** A reversal names the transaction it undoes. */
    reversesId: bigint("reverses_id", { mode: "number" }),
    /** Facts for the history's wording (method, reference …); never card data. */
    memo: jsonb("memo").$type<Record<string, string | number | boolean | null>>(),
    createdAt: timestamptz("created_at").notNull(),
  },
  // A user's history, newest first by when each movement happened (see listWalletMovements).
  (t) => [index("ledger_transactions_user_idx").on(t.userId, t.createdAt.desc(), t.id.desc())],
);

export const ledgerPostings = pgTable(
  "ledger_postings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint("transaction_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed halalas: positive into the account, negative out of it. */
    amount: halalas("amount").notNull(),
  },
  (t) => [
    index("ledger_postings_transaction_idx").on(t.transactionId),
    index("ledger_postings_account_idx").on(t.accountId, t.id.desc()),
    check("ledger_postings_amount_nonzero", sql`${t.amount} <> 0`),
  ],
);
