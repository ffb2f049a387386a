ALTER TYPE "public"."notification_event" ADD VALUE 'owner_auction_scheduled';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'owner_auction_live';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'owner_auction_sold';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'owner_auction_unsold';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'owner_auction_cancelled';--> statement-breakpoint
CREATE TABLE "listing_request_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" uuid NOT NULL,
	"status" "listing_request_status" NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note_ar" text,
	"note_en" text,
	CONSTRAINT "listing_request_events_not_draft" CHECK ("listing_request_events"."status" <> 'draft')
);
--> statement-breakpoint
ALTER TABLE "listing_request_events" ADD CONSTRAINT "listing_request_events_request_id_listing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."listing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_request_events_request_idx" ON "listing_request_events" USING btree ("request_id","at");--> statement-breakpoint
-- Requests sent before the history was kept: what their row remembers (the last sending, the last decision).
INSERT INTO "listing_request_events" ("request_id", "status", "at", "note_ar", "note_en")
SELECT "id", 'changes_requested', "reviewed_at", "review_note_ar", "review_note_en" FROM "listing_requests"
WHERE "status" = 'submitted' AND "reviewed_at" IS NOT NULL AND "reviewed_at" < "submitted_at";--> statement-breakpoint
INSERT INTO "listing_request_events" ("request_id", "status", "at")
SELECT "id", 'submitted', "submitted_at" FROM "listing_requests"
WHERE "status" <> 'draft' AND "submitted_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "listing_request_events" ("request_id", "status", "at", "note_ar", "note_en")
SELECT "id", "status", "reviewed_at", "review_note_ar", "review_note_en" FROM "listing_requests"
WHERE "status" IN ('changes_requested', 'rejected', 'approved') AND "reviewed_at" IS NOT NULL;
