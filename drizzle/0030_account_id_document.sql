ALTER TABLE "users" ADD COLUMN "id_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_verified_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_verified_by_users_id_fk" FOREIGN KEY ("id_verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_id_document_uq" ON "users" USING btree ("id_type","id_number");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_document" CHECK (("users"."id_type" is null) = ("users"."id_number" is null) and ("users"."id_type" is null or "users"."id_type" in ('national_id', 'iqama', 'passport')));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_verification" CHECK (("users"."id_verified_at" is null) = ("users"."id_verified_by" is null) and ("users"."id_verified_at" is null or "users"."id_number" is not null));