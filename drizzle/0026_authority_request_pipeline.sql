CREATE TYPE "public"."authority_document_kind" AS ENUM('authorization', 'poa_document', 'principal_id', 'agent_id', 'passport', 'ownership_proof', 'commercial_register', 'other');--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'authority_request_submitted';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'authority_request_under_review';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'authority_request_approved';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'authority_request_rejected';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'authority_request_more_documents';--> statement-breakpoint
ALTER TYPE "public"."upload_purpose" ADD VALUE 'authority_document';--> statement-breakpoint
CREATE TABLE "authority_request_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authority_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" uuid NOT NULL,
	"status" "authority_request_status" NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note_ar" text,
	"note_en" text
);
--> statement-breakpoint
CREATE TABLE "authority_request_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authority_request_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"kind" "authority_document_kind" NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "owner_name" text;--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "id_type" text;--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "origin_number" text;--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "agent_name" text;--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "agent_id_type" text;--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "agent_id_number" text;--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "scopes" text[];--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "review_note_ar" text;--> statement-breakpoint
ALTER TABLE "authority_requests" ADD COLUMN "review_note_en" text;--> statement-breakpoint
ALTER TABLE "authority_request_events" ADD CONSTRAINT "authority_request_events_request_id_authority_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."authority_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority_request_files" ADD CONSTRAINT "authority_request_files_request_id_authority_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."authority_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority_request_files" ADD CONSTRAINT "authority_request_files_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authority_request_events_request_idx" ON "authority_request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "authority_request_files_request_idx" ON "authority_request_files" USING btree ("request_id","id");--> statement-breakpoint
ALTER TABLE "authority_requests" ADD CONSTRAINT "authority_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authority_requests_status_idx" ON "authority_requests" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "authority_requests" ADD CONSTRAINT "authority_requests_id_type" CHECK ("authority_requests"."id_type" is null or "authority_requests"."id_type" in ('national_id', 'iqama', 'passport'));--> statement-breakpoint
ALTER TABLE "authority_requests" ADD CONSTRAINT "authority_requests_agent_id_type" CHECK ("authority_requests"."agent_id_type" is null or "authority_requests"."agent_id_type" in ('national_id', 'iqama', 'passport'));--> statement-breakpoint
ALTER TABLE "authority_requests" ADD CONSTRAINT "authority_requests_scopes" CHECK ("authority_requests"."scopes" is null or "authority_requests"."scopes" <@ array['bid', 'list_property', 'pay']::text[]);--> statement-breakpoint
ALTER TABLE "authority_requests" ADD CONSTRAINT "authority_requests_decision_note" CHECK ("authority_requests"."status" not in ('rejected', 'more_documents_needed') or "authority_requests"."reviewed_at" is null or ("authority_requests"."review_note_ar" is not null and "authority_requests"."review_note_en" is not null));