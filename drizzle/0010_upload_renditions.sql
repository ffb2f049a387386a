CREATE TABLE "upload_renditions" (
	"upload_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	CONSTRAINT "upload_renditions_upload_id_width_pk" PRIMARY KEY("upload_id","width")
);
--> statement-breakpoint
ALTER TABLE "upload_renditions" ADD CONSTRAINT "upload_renditions_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;