CREATE TABLE "auction_page_views" (
	"auction_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "auction_page_views_auction_id_day_pk" PRIMARY KEY("auction_id","day"),
	CONSTRAINT "auction_page_views_positive" CHECK ("auction_page_views"."views" >= 0)
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "live_video_url" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "advertisement_license_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "disclosures" jsonb;--> statement-breakpoint
ALTER TABLE "auction_page_views" ADD CONSTRAINT "auction_page_views_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_user_id");