import { sql } from "drizzle-orm";
import { bigint, check, index, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { halalas, createdAt, timestamptz } from "./columns";
import { users } from "./accounts";
import { uploads } from "./uploads";

export const bankAccountStatus = pgEnum("bank_account_status", ["pending", "verified", "rejected"]);

/** A user's IBAN for withdrawals; usable once the committee verified it against its certificate. */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** SA + 22 digits, no spaces. */
    iban: text("iban").notNull(),
    accountName: text("account_name").notNull(),
    bankName: text("bank_name").notNull(),
    status: bankAccountStatus("status").notNull().default("pending"),
    certificateUploadId: uuid("certificate_upload_id").references(() => uploads.id),
    createdAt: createdAt(),
    reviewedBy: uuid("reviewed_by").references(() => users.id),
    reviewedAt: timestamptz("reviewed_at"),
    rejectionReason: text("rejection_reason"),
  },
  (t) => [
    uniqueIndex("bank_accounts_user_iban_uq")
      .on(t.userId, t.iban)
      .where(sql`${t.status} <> 'rejected'`),
    index("bank_accounts_status_idx").on(t.status, t.createdAt),
  ],
);

export const withdrawalStatus = pgEnum("withdrawal_status", ["requested", "paid", "rejected"]);

/** Money a user asked to be paid to their verified IBAN: held, then paid out or returned. */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    bankAccountId: uuid("bank_account_id")
      .notNull()
      .references(() => bankAccounts.id),
    amount: halalas("amount").notNull(),
    status: withdrawalStatus("status").notNull().default("requested"),
    holdTransactionId: bigint("hold_transaction_id", { mode: "number" }).notNull(),
    settleTransactionId: bigint("settle_transaction_id", { mode: "number" }),
    createdAt: createdAt(),
    reviewedBy: uuid("reviewed_by").references(() => users.id),
    reviewedAt: timestamptz("reviewed_at"),
    rejectionReason: text("rejection_reason"),
    // Four eyes (issue 14): above the threshold, the first committee member's approval, awaiting a second.
    firstApprovedBy: uuid("first_approved_by").references(() => users.id),
    firstApprovedAt: timestamptz("first_approved_at"),
  },
  (t) => [
    index("withdrawals_user_idx").on(t.userId, t.createdAt.desc()),
    index("withdrawals_status_idx").on(t.status, t.createdAt),
    check("withdrawals_amount_positive", sql`${t.amount} > 0`),
  ],
);
