import { sql } from "drizzle-orm";

import { bigint, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { halalas, createdAt, updatedAt, timestamptz } from "./columns";

// The sandbox gateway's own storage (server/sandbox-gateway): the app never reads these tables.

export const sandboxGatewayPayments = pgTable("sandbox_gateway_payments", {
  id: text("id").primaryKey(),
  amount: halalas("amount").notNull(),
  currency: text("currency").notNull(),
  description: text("description").notNull(),
  /** initiated → (challenge) → paid | failed; paid → refunded. */
  status: text("status").notNull(),
  /** "creditcard" or "applepay". */
  sourceType: text("source_type"),
  /** "mada", "visa" or "mastercard". */
  company: text("company"),
  /** e.g. "4201 32** **** 1010": never the whole number, never the CVV. */
  maskedPan: text("masked_pan"),
  message: text("message"),
  callbackUrl: text("callback_url").notNull(),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
  refundedAmount: halalas("refunded_amount").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sandboxGatewayWebhooks = pgTable(
  "sandbox_gateway_webhooks",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: text("payment_id").notNull(),
    event: text("event").notNull(),
    body: text("body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull(),
    deliveredAt: timestamptz("delivered_at"),
    lastError: text("last_error"),
  },
  (t) => [
    index("sandbox_gateway_webhooks_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
