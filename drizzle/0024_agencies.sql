CREATE TYPE "public"."agency_side" AS ENUM('principal', 'agent');--> statement-breakpoint
CREATE TYPE "public"."agency_status" AS ENUM('pending', 'active', 'declined', 'revoked');--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'agency_invited';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'agency_confirmed';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'agency_declined';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'agency_revoked';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'agent_bid_placed';--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"principal_user_id" uuid NOT NULL,
	"agent_user_id" uuid NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" "agency_status" DEFAULT 'pending' NOT NULL,
	"power_of_attorney_id" uuid NOT NULL,
	"invited_by_user_id" uuid NOT NULL,
	"invited_by" "agency_side" NOT NULL,
	"responded_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_two_people" CHECK ("agencies"."agent_user_id" <> "agencies"."principal_user_id"),
	CONSTRAINT "agencies_scopes_known" CHECK (cardinality("agencies"."scopes") > 0 and "agencies"."scopes" <@ array['bid', 'list_property', 'pay']::text[])
);
--> statement-breakpoint
ALTER TABLE "bids" DROP CONSTRAINT "bids_principal_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "acting_agent_user_id" uuid;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_principal_user_id_users_id_fk" FOREIGN KEY ("principal_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_power_of_attorney_id_authority_requests_id_fk" FOREIGN KEY ("power_of_attorney_id") REFERENCES "public"."authority_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_live_pair_uq" ON "agencies" USING btree ("agent_user_id","principal_user_id") WHERE "agencies"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "agencies_principal_idx" ON "agencies" USING btree ("principal_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agencies_agent_idx" ON "agencies" USING btree ("agent_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_acting_agent_user_id_users_id_fk" FOREIGN KEY ("acting_agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" DROP COLUMN "principal_user_id";