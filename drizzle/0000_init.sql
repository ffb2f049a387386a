CREATE TYPE "public"."auction_status" AS ENUM('draft', 'upcoming', 'current', 'finished', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."document_kind" AS ENUM('title_deed', 'site_plan', 'valuation_report', 'building_permit', 'special_rules', 'other');--> statement-breakpoint
CREATE TYPE "public"."property_category" AS ENUM('apartment', 'villa', 'house', 'land', 'building', 'commercial', 'farm');--> statement-breakpoint
CREATE TYPE "public"."property_use" AS ENUM('residential', 'commercial', 'residential_commercial', 'agricultural', 'industrial');--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auctions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"status" "auction_status" DEFAULT 'draft' NOT NULL,
	"opening_price" bigint NOT NULL,
	"current_price" bigint,
	"end_price" bigint,
	"reserve_price" bigint,
	"bid_increment" bigint,
	"deposit" bigint NOT NULL,
	"commission_rate_bp" integer DEFAULT 250 NOT NULL,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"announced_at" timestamp with time zone,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"scheduled_ends_at" timestamp with time zone NOT NULL,
	"extension_window_seconds" integer DEFAULT 300 NOT NULL,
	"extension_seconds" integer DEFAULT 300 NOT NULL,
	"extension_cap_seconds" integer DEFAULT 7200 NOT NULL,
	"special_rules_version" integer DEFAULT 1 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason_ar" text,
	"cancel_reason_en" text,
	"version" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auctions_money_positive" CHECK ("auctions"."opening_price" > 0 and "auctions"."deposit" >= 0),
	CONSTRAINT "auctions_times_ordered" CHECK ("auctions"."ends_at" > "auctions"."starts_at"),
	CONSTRAINT "auctions_cancel_reason" CHECK ("auctions"."status" <> 'cancelled' or ("auctions"."cancel_reason_ar" is not null and "auctions"."cancel_reason_en" is not null))
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" text PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"region_ar" text NOT NULL,
	"region_en" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "districts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_id" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"asset_number" text NOT NULL,
	"city_id" text NOT NULL,
	"district_id" integer NOT NULL,
	"category" "property_category" NOT NULL,
	"use" "property_use" NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"street_width_m" numeric(10, 2),
	"scheme_number" text,
	"part_number" text,
	"instrument_number" text NOT NULL,
	"north_m" numeric(10, 2) NOT NULL,
	"south_m" numeric(10, 2) NOT NULL,
	"east_m" numeric(10, 2) NOT NULL,
	"west_m" numeric(10, 2) NOT NULL,
	"boundaries" jsonb,
	"rooms" smallint,
	"bathrooms" smallint,
	"receptions" smallint,
	"area_m2" numeric(10, 2) NOT NULL,
	"building_age_years" smallint,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"selling_agent_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_asset_number_unique" UNIQUE("asset_number"),
	CONSTRAINT "properties_area_positive" CHECK ("properties"."area_m2" > 0),
	CONSTRAINT "properties_coordinates_in_ksa" CHECK ("properties"."latitude" between 16 and 33 and "properties"."longitude" between 34 and 56)
);
--> statement-breakpoint
CREATE TABLE "property_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"kind" "document_kind" NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"alt_ar" text NOT NULL,
	"alt_en" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selling_agents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "selling_agents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"license_number" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selling_agents_license_number_unique" UNIQUE("license_number")
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_selling_agent_id_selling_agents_id_fk" FOREIGN KEY ("selling_agent_id") REFERENCES "public"."selling_agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photos" ADD CONSTRAINT "property_photos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctions_status_ends_idx" ON "auctions" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "auctions_status_starts_idx" ON "auctions" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "auctions_property_idx" ON "auctions" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "districts_city_name_ar_uq" ON "districts" USING btree ("city_id","name_ar");--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "properties_district_idx" ON "properties" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "properties_category_idx" ON "properties" USING btree ("category");--> statement-breakpoint
CREATE INDEX "property_documents_property_idx" ON "property_documents" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_photos_property_idx" ON "property_photos" USING btree ("property_id","position");