CREATE TYPE "public"."authority_request_kind" AS ENUM('power_of_attorney', 'foreign_owner');--> statement-breakpoint
CREATE TYPE "public"."authority_request_status" AS ENUM('submitted', 'under_review', 'approved', 'rejected', 'more_documents_needed');--> statement-breakpoint
CREATE TABLE "authority_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "authority_request_kind" NOT NULL,
	"requester_user_id" uuid NOT NULL,
	"status" "authority_request_status" DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authority_requests" ADD CONSTRAINT "authority_requests_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authority_requests_requester_idx" ON "authority_requests" USING btree ("requester_user_id","created_at" DESC NULLS LAST);