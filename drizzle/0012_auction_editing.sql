ALTER TYPE "public"."upload_purpose" ADD VALUE 'property_photo';--> statement-breakpoint
ALTER TYPE "public"."upload_purpose" ADD VALUE 'property_document';--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "valued_price" bigint;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "created_by_user_id" uuid;