CREATE TYPE "public"."bank_account_status" AS ENUM('pending', 'verified', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('bank_transfer', 'bank_wire', 'mada', 'credit_card', 'apple_pay', 'wallet');--> statement-breakpoint
CREATE TYPE "public"."payment_purpose" AS ENUM('top_up', 'winner_payment');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('initiated', 'awaiting_review', 'paid', 'failed', 'rejected', 'expired');--> statement-breakpoint
CREATE TYPE "public"."receipt_kind" AS ENUM('top_up', 'withdrawal', 'winner_payment');--> statement-breakpoint
CREATE TYPE "public"."settlement_status" AS ENUM('due', 'paid', 'defaulted');--> statement-breakpoint
CREATE TYPE "public"."upload_purpose" AS ENUM('transfer_receipt', 'iban_certificate');--> statement-breakpoint
CREATE TYPE "public"."withdrawal_status" AS ENUM('requested', 'paid', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'user_withdrawing' BEFORE 'bank_clearing';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'withdrawal_payout' BEFORE 'payment';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'withdrawal_return' BEFORE 'payment';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'payment_received';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'payment_failed';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'transfer_rejected';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'withdrawal_paid';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'withdrawal_rejected';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'bank_account_verified';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'bank_account_rejected';--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"iban" text NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"status" "bank_account_status" DEFAULT 'pending' NOT NULL,
	"certificate_upload_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"iban" text NOT NULL,
	"account_name" text NOT NULL,
	"receipt_upload_id" uuid NOT NULL,
	"declared_at" timestamp with time zone NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text
);
--> statement-breakpoint
CREATE TABLE "gateway_webhooks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"gateway_payment_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "payment_purpose" NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount" bigint NOT NULL,
	"status" "payment_status" DEFAULT 'initiated' NOT NULL,
	"settlement_id" uuid,
	"gateway" text,
	"gateway_payment_id" text,
	"reference" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"failure_code" text,
	"failure_message" text,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_ledger_transaction_id_unique" UNIQUE("ledger_transaction_id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "receipt_kind" NOT NULL,
	"payment_id" uuid,
	"withdrawal_id" uuid,
	"amount" bigint NOT NULL,
	"verification_code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"details" jsonb NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "receipts_verification_code_unique" UNIQUE("verification_code")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"source_type" text,
	"company" text,
	"masked_pan" text,
	"message" text,
	"callback_url" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_webhooks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_gateway_webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" text NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"hammer_price" bigint NOT NULL,
	"deposit_applied" bigint NOT NULL,
	"balance_due" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total_due" bigint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" "settlement_status" DEFAULT 'due' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_auction_id_unique" UNIQUE("auction_id"),
	CONSTRAINT "settlements_sums" CHECK ("settlements"."total_due" = "settlements"."balance_due" + "settlements"."commission" + "settlements"."vat")
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"settlement_id" uuid NOT NULL,
	"seller_name" text NOT NULL,
	"seller_vat_number" text NOT NULL,
	"buyer_name" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"taxable_amount" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"qr_payload" text NOT NULL,
	CONSTRAINT "tax_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_invoices_settlement_id_unique" UNIQUE("settlement_id")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"purpose" "upload_purpose" NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" "withdrawal_status" DEFAULT 'requested' NOT NULL,
	"hold_transaction_id" bigint NOT NULL,
	"settle_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_user_kinds";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_user_non_negative";--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_certificate_upload_id_uploads_id_fk" FOREIGN KEY ("certificate_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_receipt_upload_id_uploads_id_fk" FOREIGN KEY ("receipt_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_iban_uq" ON "bank_accounts" USING btree ("user_id","iban") WHERE "bank_accounts"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "bank_accounts_status_idx" ON "bank_accounts" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_webhooks_event_uq" ON "gateway_webhooks" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_uq" ON "payments" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_uq" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_uq" ON "receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_withdrawal_uq" ON "receipts" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_webhooks_due_idx" ON "sandbox_gateway_webhooks" USING btree ("next_attempt_at") WHERE "sandbox_gateway_webhooks"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "settlements_user_idx" ON "settlements" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_kinds" CHECK (("ledger_accounts"."kind"::text in ('user_available', 'user_locked', 'user_withdrawing')) = ("ledger_accounts"."user_id" is not null));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_non_negative" CHECK ("ledger_accounts"."kind"::text not in ('user_available', 'user_locked', 'user_withdrawing') or "ledger_accounts"."balance" >= 0);