CREATE TYPE "public"."bid_source" AS ENUM('web', 'app', 'automatic', 'agent', 'on_site');--> statement-breakpoint
CREATE TABLE "bids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"auction_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"amount" bigint NOT NULL,
	"source" "bid_source" NOT NULL,
	"bidder_number" integer NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_amount_positive" CHECK ("bids"."amount" > 0),
	CONSTRAINT "bids_numbers_positive" CHECK ("bids"."sequence" > 0 and "bids"."bidder_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_auction_sequence_uq" ON "bids" USING btree ("auction_id","sequence" DESC NULLS LAST);