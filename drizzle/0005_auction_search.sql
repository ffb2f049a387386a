-- The listing's read model: one narrow row per auction holding what listing and search filter and
-- sort on, so a search reads a few small pages instead of the wide property rows. Kept in step by
-- the triggers below (never written by the application); declared for queries in
-- app/db/read-models.ts.
--
-- city_id / district_id / category / area_m2: copies of the property's, for filters without a join.
-- search_text: the normalised asset number, titles, and the city and district names in both
-- languages (mazad_normalize, migration 0001), so every search word is one trigram-indexed ILIKE.
-- group_rank / live_ends_at / past_ends_at: the default order ("all groups": live auctions ending
-- soonest, then upcoming ending soonest, then finished and cancelled, most recently ended first),
-- indexed so the first page is read straight off the index.
CREATE TABLE "auction_search" (
  "auction_id" integer PRIMARY KEY REFERENCES "auctions"("id") ON DELETE CASCADE,
  "property_id" integer NOT NULL,
  "status" "auction_status" NOT NULL,
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone NOT NULL,
  "city_id" text NOT NULL,
  "district_id" integer NOT NULL,
  "category" "property_category" NOT NULL,
  "area_m2" numeric(10, 2) NOT NULL,
  "search_text" text NOT NULL,
  "group_rank" smallint GENERATED ALWAYS AS (
    CASE "status" WHEN 'current' THEN 0 WHEN 'upcoming' THEN 1 WHEN 'finished' THEN 2 ELSE 3 END
  ) STORED,
  "live_ends_at" timestamp with time zone GENERATED ALWAYS AS (
    CASE WHEN "status" IN ('current', 'upcoming') THEN "ends_at" END
  ) STORED,
  "past_ends_at" timestamp with time zone GENERATED ALWAYS AS (
    CASE WHEN "status" IN ('finished', 'cancelled') THEN "ends_at" END
  ) STORED
);--> statement-breakpoint
CREATE INDEX "auction_search_property_idx" ON "auction_search" ("property_id");--> statement-breakpoint
CREATE INDEX "auction_search_text_trgm_idx" ON "auction_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "auction_search_order_idx" ON "auction_search" ("group_rank", "live_ends_at", "past_ends_at" DESC, "auction_id");--> statement-breakpoint
CREATE INDEX "auction_search_status_ends_idx" ON "auction_search" ("status", "ends_at", "auction_id");--> statement-breakpoint
CREATE INDEX "auction_search_status_starts_idx" ON "auction_search" ("status", "starts_at", "auction_id");--> statement-breakpoint
CREATE INDEX "auction_search_city_idx" ON "auction_search" ("city_id", "group_rank", "live_ends_at", "past_ends_at" DESC, "auction_id");--> statement-breakpoint
CREATE INDEX "auction_search_district_idx" ON "auction_search" ("district_id", "group_rank", "live_ends_at", "past_ends_at" DESC, "auction_id");--> statement-breakpoint
CREATE INDEX "auction_search_category_idx" ON "auction_search" ("category", "group_rank", "live_ends_at", "past_ends_at" DESC, "auction_id");--> statement-breakpoint

-- The searchable text of a property: its own text plus its place's names.
CREATE FUNCTION mazad_property_search_text(p_property_id integer) RETURNS text
LANGUAGE sql STABLE
RETURN (
  SELECT p.search_text || ' ' || c.search_text || ' ' || d.search_text
  FROM properties p
  JOIN cities c ON c.id = p.city_id
  JOIN districts d ON d.id = p.district_id
  WHERE p.id = p_property_id
);--> statement-breakpoint

CREATE FUNCTION mazad_auction_search_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_search (auction_id, property_id, status, starts_at, ends_at,
                              city_id, district_id, category, area_m2, search_text)
  SELECT NEW.id, NEW.property_id, NEW.status, NEW.starts_at, NEW.ends_at,
         p.city_id, p.district_id, p.category, p.area_m2, mazad_property_search_text(p.id)
  FROM properties p WHERE p.id = NEW.property_id
  ON CONFLICT (auction_id) DO UPDATE SET
    property_id = EXCLUDED.property_id,
    status = EXCLUDED.status,
    starts_at = EXCLUDED.starts_at,
    ends_at = EXCLUDED.ends_at,
    city_id = EXCLUDED.city_id,
    district_id = EXCLUDED.district_id,
    category = EXCLUDED.category,
    area_m2 = EXCLUDED.area_m2,
    search_text = EXCLUDED.search_text;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Bids change prices and counts, never these columns, so the bid path pays nothing.
CREATE TRIGGER auctions_search_sync
AFTER INSERT OR UPDATE OF property_id, status, starts_at, ends_at ON auctions
FOR EACH ROW EXECUTE FUNCTION mazad_auction_search_sync();--> statement-breakpoint

CREATE FUNCTION mazad_property_search_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auction_search SET
    city_id = NEW.city_id,
    district_id = NEW.district_id,
    category = NEW.category,
    area_m2 = NEW.area_m2,
    search_text = mazad_property_search_text(NEW.id)
  WHERE property_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_search_sync
AFTER UPDATE OF asset_number, title_ar, title_en, city_id, district_id, category, area_m2 ON properties
FOR EACH ROW EXECUTE FUNCTION mazad_property_search_sync();--> statement-breakpoint

CREATE FUNCTION mazad_place_search_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auction_search s SET search_text = mazad_property_search_text(s.property_id)
  FROM properties p
  WHERE p.id = s.property_id
    AND (CASE TG_TABLE_NAME WHEN 'cities' THEN p.city_id::text ELSE p.district_id::text END) = NEW.id::text;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER cities_search_sync
AFTER UPDATE OF name_ar, name_en ON cities
FOR EACH ROW EXECUTE FUNCTION mazad_place_search_sync();--> statement-breakpoint
CREATE TRIGGER districts_search_sync
AFTER UPDATE OF name_ar, name_en ON districts
FOR EACH ROW EXECUTE FUNCTION mazad_place_search_sync();--> statement-breakpoint

-- Auctions that already exist.
INSERT INTO auction_search (auction_id, property_id, status, starts_at, ends_at,
                            city_id, district_id, category, area_m2, search_text)
SELECT a.id, a.property_id, a.status, a.starts_at, a.ends_at,
       p.city_id, p.district_id, p.category, p.area_m2, mazad_property_search_text(p.id)
FROM auctions a JOIN properties p ON p.id = a.property_id;--> statement-breakpoint
ANALYZE "auction_search";
