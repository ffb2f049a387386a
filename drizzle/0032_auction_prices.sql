-- The price read model: one narrow row per auction holding the price a visitor compares (the
-- highest bid so far, else the opening price) with the category and status the price sorts filter
-- on, so "villas by price" is read off an index instead of joining ~19,000 auction rows to sort
-- them. Kept in step by the triggers below (never written by the application); declared for
-- queries in app/db/read-models.ts.
--
-- Apart from auction_search (migration 0005) on purpose: a bid changes the price, and updating the
-- wide search row (nine indexes, one of them a trigram GIN index) on every bid would make the bid
-- path pay for search. Here a bid costs one narrow row update (a new tuple and an entry in each of
-- the three indexes below); bids change no other column this table holds.
--
-- Both price indexes serve ascending sorts too, read backwards (the auction id tie-break then sorts
-- within each price, an incremental sort of a few rows); status is included so the pages that filter
-- by status are index-only scans.
CREATE TABLE "auction_prices" (
  "auction_id" integer PRIMARY KEY REFERENCES "auctions"("id") ON DELETE CASCADE,
  "category" "property_category" NOT NULL,
  "status" "auction_status" NOT NULL,
  "display_price" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "auction_prices_category_idx" ON "auction_prices" ("category", "display_price" DESC, "auction_id") INCLUDE ("status");--> statement-breakpoint
CREATE INDEX "auction_prices_price_idx" ON "auction_prices" ("display_price" DESC, "auction_id") INCLUDE ("status");--> statement-breakpoint

CREATE FUNCTION mazad_auction_prices_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.property_id IS DISTINCT FROM OLD.property_id THEN
    INSERT INTO auction_prices (auction_id, category, status, display_price)
    SELECT NEW.id, p.category, NEW.status, coalesce(NEW.current_price, NEW.opening_price)
    FROM properties p WHERE p.id = NEW.property_id
    ON CONFLICT (auction_id) DO UPDATE SET
      category = EXCLUDED.category,
      status = EXCLUDED.status,
      display_price = EXCLUDED.display_price;
  ELSE
    -- The bid path: one update by primary key, no other table read.
    UPDATE auction_prices SET
      status = NEW.status,
      display_price = coalesce(NEW.current_price, NEW.opening_price)
    WHERE auction_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER auctions_prices_insert
AFTER INSERT ON auctions
FOR EACH ROW EXECUTE FUNCTION mazad_auction_prices_sync();--> statement-breakpoint
-- A bid sets current_price (and its counts, leader and version, which this table does not hold):
-- the row is written only when the display price, the status or the property really changed.
CREATE TRIGGER auctions_prices_update
AFTER UPDATE OF status, current_price, opening_price, property_id ON auctions
FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status
      OR OLD.property_id IS DISTINCT FROM NEW.property_id
      OR coalesce(OLD.current_price, OLD.opening_price) IS DISTINCT FROM coalesce(NEW.current_price, NEW.opening_price))
EXECUTE FUNCTION mazad_auction_prices_sync();--> statement-breakpoint

CREATE FUNCTION mazad_property_prices_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auction_prices SET category = NEW.category
  WHERE auction_id IN (SELECT a.id FROM auctions a WHERE a.property_id = NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_prices_sync
AFTER UPDATE OF category ON properties
FOR EACH ROW
WHEN (OLD.category IS DISTINCT FROM NEW.category)
EXECUTE FUNCTION mazad_property_prices_sync();--> statement-breakpoint

-- Auctions that already exist.
INSERT INTO auction_prices (auction_id, category, status, display_price)
SELECT a.id, p.category, a.status, coalesce(a.current_price, a.opening_price)
FROM auctions a JOIN properties p ON p.id = a.property_id;--> statement-breakpoint
ANALYZE "auction_prices";
