ALTER TYPE "public"."notification_event" ADD VALUE 'account_suspended';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'account_reinstated';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'cancellation_rejected';--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "hybrid" boolean DEFAULT false NOT NULL;