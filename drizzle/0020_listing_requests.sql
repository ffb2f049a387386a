CREATE TYPE "public"."listing_file_kind" AS ENUM('photo', 'title_deed', 'site_plan', 'valuation_report');--> statement-breakpoint
CREATE TYPE "public"."listing_request_status" AS ENUM('draft', 'submitted', 'changes_requested', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'listing_changes_requested';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'listing_rejected';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'listing_approved';--> statement-breakpoint
ALTER TYPE "public"."upload_purpose" ADD VALUE 'listing_photo';--> statement-breakpoint
ALTER TYPE "public"."upload_purpose" ADD VALUE 'listing_document';--> statement-breakpoint
CREATE TABLE "listing_request_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_request_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"kind" "listing_file_kind" NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_user_id" uuid NOT NULL,
	"principal_user_id" uuid,
	"status" "listing_request_status" DEFAULT 'draft' NOT NULL,
	"title_ar" text,
	"title_en" text,
	"description_ar" text,
	"description_en" text,
	"category" text,
	"use" text,
	"city_id" text,
	"district_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"north_m" numeric(10, 2),
	"south_m" numeric(10, 2),
	"east_m" numeric(10, 2),
	"west_m" numeric(10, 2),
	"boundary_north" text,
	"boundary_south" text,
	"boundary_east" text,
	"boundary_west" text,
	"street_width_m" numeric(10, 2),
	"scheme_number" text,
	"part_number" text,
	"instrument_number" text,
	"rooms" smallint,
	"bathrooms" smallint,
	"receptions" smallint,
	"area_m2" numeric(10, 2),
	"building_age_years" smallint,
	"asking_price" bigint,
	"valuation" bigint,
	"fal_license_number" text,
	"ad_license_number" text,
	"disclosures" text,
	"submitted_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"review_note_ar" text,
	"review_note_en" text,
	"auction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_requests_decision_note" CHECK ("listing_requests"."status" not in ('changes_requested', 'rejected') or ("listing_requests"."review_note_ar" is not null and "listing_requests"."review_note_en" is not null)),
	CONSTRAINT "listing_requests_category" CHECK ("listing_requests"."category" is null or "listing_requests"."category" in ('apartment', 'villa', 'house', 'land', 'building', 'commercial', 'farm')),
	CONSTRAINT "listing_requests_use" CHECK ("listing_requests"."use" is null or "listing_requests"."use" in ('residential', 'commercial', 'residential_commercial', 'agricultural', 'industrial')),
	CONSTRAINT "listing_requests_approved_auction" CHECK ("listing_requests"."status" <> 'approved' or "listing_requests"."auction_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "listing_request_files" ADD CONSTRAINT "listing_request_files_request_id_listing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."listing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_request_files" ADD CONSTRAINT "listing_request_files_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_requests" ADD CONSTRAINT "listing_requests_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_requests" ADD CONSTRAINT "listing_requests_principal_user_id_users_id_fk" FOREIGN KEY ("principal_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_requests" ADD CONSTRAINT "listing_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_request_files_request_idx" ON "listing_request_files" USING btree ("request_id","kind","position");--> statement-breakpoint
CREATE INDEX "listing_requests_requester_idx" ON "listing_requests" USING btree ("requester_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_requests_status_idx" ON "listing_requests" USING btree ("status","submitted_at");