ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'forfeited_deposits';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'deposit_forfeit';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'settlement_defaulted' BEFORE 'withdrawal_paid';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_redirect_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_pending" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "defaulted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "settlements_due_idx" ON "settlements" USING btree ("status","due_at");