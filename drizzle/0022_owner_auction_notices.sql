ALTER TYPE "public"."notification_event" ADD VALUE 'owner_auction_scheduled';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'owner_auction_live';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'owner_auction_sold';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'owner_auction_unsold';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'owner_auction_cancelled';