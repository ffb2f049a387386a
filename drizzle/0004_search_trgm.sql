-- Trigram indexes make "contains" search (ILIKE '%term%') on normalised text use an index, so
-- search stays fast with hundreds of thousands of properties.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_search_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cities_search_trgm_idx" ON "cities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "districts_search_trgm_idx" ON "districts" USING gin ("search_text" gin_trgm_ops);
