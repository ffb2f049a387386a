CREATE TYPE "public"."next_bidder_offer_status" AS ENUM('open', 'accepted', 'declined', 'expired');--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'next_bidder_offer' BEFORE 'withdrawal_paid';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'auction_rebooked' BEFORE 'withdrawal_paid';--> statement-breakpoint
CREATE TABLE "next_bidder_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"deposit" bigint NOT NULL,
	"status" "next_bidder_offer_status" DEFAULT 'open' NOT NULL,
	"offered_by" uuid NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"settlement_id" uuid,
	CONSTRAINT "next_bidder_offers_amount_positive" CHECK ("next_bidder_offers"."amount" > 0 and "next_bidder_offers"."deposit" >= 0),
	CONSTRAINT "next_bidder_offers_decided" CHECK (("next_bidder_offers"."status" = 'open') = ("next_bidder_offers"."decided_at" is null)),
	CONSTRAINT "next_bidder_offers_settlement" CHECK (("next_bidder_offers"."status" = 'accepted') = ("next_bidder_offers"."settlement_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "settlements" DROP CONSTRAINT "settlements_auction_id_unique";--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "rebooked_from_auction_id" integer;--> statement-breakpoint
ALTER TABLE "next_bidder_offers" ADD CONSTRAINT "next_bidder_offers_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "next_bidder_offers" ADD CONSTRAINT "next_bidder_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "next_bidder_offers" ADD CONSTRAINT "next_bidder_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "next_bidder_offers" ADD CONSTRAINT "next_bidder_offers_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "next_bidder_offers_open_uq" ON "next_bidder_offers" USING btree ("auction_id") WHERE "next_bidder_offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "next_bidder_offers_auction_user_uq" ON "next_bidder_offers" USING btree ("auction_id","user_id");--> statement-breakpoint
CREATE INDEX "next_bidder_offers_user_idx" ON "next_bidder_offers" USING btree ("user_id","offered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "next_bidder_offers_expiry_idx" ON "next_bidder_offers" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_rebooked_from_auction_id_auctions_id_fk" FOREIGN KEY ("rebooked_from_auction_id") REFERENCES "public"."auctions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_auction_live_uq" ON "settlements" USING btree ("auction_id") WHERE "settlements"."status" <> 'defaulted';--> statement-breakpoint
CREATE INDEX "settlements_auction_idx" ON "settlements" USING btree ("auction_id");--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_rebooked_from_auction_id_unique" UNIQUE("rebooked_from_auction_id");