CREATE TYPE "public"."cancellation_request_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "auction_cancellation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" integer NOT NULL,
	"status" "cancellation_request_status" DEFAULT 'pending' NOT NULL,
	"reason_ar" text NOT NULL,
	"reason_en" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	CONSTRAINT "auction_cancellation_requests_four_eyes" CHECK ("auction_cancellation_requests"."decided_by" is null or "auction_cancellation_requests"."decided_by" <> "auction_cancellation_requests"."requested_by"),
	CONSTRAINT "auction_cancellation_requests_decided" CHECK (("auction_cancellation_requests"."status" = 'pending') = ("auction_cancellation_requests"."decided_by" is null))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "selling_agents" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "auction_cancellation_requests" ADD CONSTRAINT "auction_cancellation_requests_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_cancellation_requests" ADD CONSTRAINT "auction_cancellation_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_cancellation_requests" ADD CONSTRAINT "auction_cancellation_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_cancellation_requests_pending_uq" ON "auction_cancellation_requests" USING btree ("auction_id") WHERE "auction_cancellation_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "auction_cancellation_requests_auction_idx" ON "auction_cancellation_requests" USING btree ("auction_id");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selling_agents" ADD CONSTRAINT "selling_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;