import { and, asc, desc, eq, gte, inArray, like, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctionPrices, auctionSearch } from "~/db/read-models";
import { auctions, cities, districts, properties, propertyPhotos } from "~/db/schema";
import { normalizeSearchText } from "~/modules/search/normalize-search-text";
import { categoryOfTerm } from "./category-terms";
import { PAGE_SIZE, parseAssetNumber, publicStatuses, type PublicStatus } from "./auction-filter-params";
import type { AuctionQuery } from "./auction-filters";

export type AuctionCard = {
  id: number;
  assetNumber: string;
  status: PublicStatus;
  titleAr: string;
  titleEn: string;
  category: (typeof properties.$inferSelect)["category"];
  cityAr: string;
  cityEn: string;
  districtAr: string;
  districtEn: string;
  areaM2: number;
  openingPrice: number;
  currentPrice: number | null;
  endPrice: number | null;
  bidCount: number;
  startsAt: Date;
  endsAt: Date;
  photoKey: string | null;
  photoAltAr: string | null;
  photoAltEn: string | null;
};

/**
 * The property's first photo as [storage key, Arabic alt, English alt]: one LIMIT 1 read of the
 * position index per card (three subqueries, one per column, cost the embedded database three
 * index reads per card and a plan three times the size, planned anew for every page).
 */
const firstPhoto = sql<
  [string, string, string] | null
>`(select json_build_array(${propertyPhotos.storageKey}, ${propertyPhotos.altAr}, ${propertyPhotos.altEn}) from ${propertyPhotos} where ${propertyPhotos.propertyId} = ${properties.id} order by ${propertyPhotos.position} limit 1)`;

const cardColumns = {
  id: auctions.id,
  assetNumber: properties.assetNumber,
  status: auctions.status,
  titleAr: properties.titleAr,
  titleEn: properties.titleEn,
  category: properties.category,
  cityAr: cities.nameAr,
  cityEn: cities.nameEn,
  districtAr: districts.nameAr,
  districtEn: districts.nameEn,
  areaM2: properties.areaM2,
  openingPrice: auctions.openingPrice,
  currentPrice: auctions.currentPrice,
  endPrice: auctions.endPrice,
  bidCount: auctions.bidCount,
  startsAt: auctions.startsAt,
  endsAt: auctions.endsAt,
  firstPhoto,
};

function baseQuery(db: Db) {
  return db
    .select(cardColumns)
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(districts, eq(districts.id, properties.districtId));
}

/**
 * The page's order. The price sorts read the price read model (auction_prices: the price a visitor
 * compares, the highest bid so far, else the opening price); every other order is an index of
 * auction_search, so the first page is read off an index either way.
 */
function orderFor(query: AuctionQuery): SQL[] {
  switch (query.sort) {
    case "ending":
      return [asc(auctionSearch.endsAt)];
    case "newest":
      return [desc(auctionSearch.startsAt)];
    case "price_asc":
      return [asc(auctionPrices.displayPrice)];
    case "price_desc":
      return [desc(auctionPrices.displayPrice)];
    case "area_asc":
      return [asc(auctionSearch.areaM2)];
    case "area_desc":
      return [desc(auctionSearch.areaM2)];
  }
  switch (query.status) {
    case "current":
      return [asc(auctionSearch.endsAt)];
    case "upcoming":
      return [asc(auctionSearch.startsAt)];
    case "finished":
    case "cancelled":
      return [desc(auctionSearch.endsAt)];
    default:
      // Live first, then upcoming, each ending soonest; then the rest, most recently ended first.
      return [asc(auctionSearch.groupRank), asc(auctionSearch.liveEndsAt), desc(auctionSearch.pastEndsAt)];
  }
}

const MAX_TERMS = 6;

/**
 * Every word must be found somewhere: in the asset number or titles, or in the name of the city or
 * district in either language, all held normalised in auction_search.search_text (hamza, taa
 * marbuta, alef maqsura, diacritics, digits, case), so "مكة" finds «مكه» and "Riyadh" finds
 * «الرياض». Each word is one trigram-indexed LIKE (both sides are lower-cased by the
 * normalisation, so the cheaper LIKE does what ILIKE would); normalised text holds no wildcards.
 */
function searchConditions(q: string): SQL[] {
  const terms = normalizeSearchText(q).split(" ").filter(Boolean).slice(0, MAX_TERMS);
  if (terms.length === 0) return [sql`false`];
  return terms.map((word) => {
    const found = like(auctionSearch.searchText, `%${word}%`);
    // A property type in any of its forms («فلل», «الشقق», «أراضي», "villas") finds the category.
    const category = categoryOfTerm(word);
    return category ? or(found, eq(auctionSearch.category, category))! : found;
  });
}

const isPriceSort = (query: AuctionQuery) => query.sort === "price_asc" || query.sort === "price_desc";

/**
 * The query's conditions and the read model the rows are read from. Status and category are held
 * by both tables and go on that one; place, area and words need auction_search, price bounds
 * auction_prices, joined only when the query needs both.
 * - Sorted by price: auction_prices, whose category index (and price index) gives the order, so
 *   "villas by price" is one short index walk.
 * - Any other order: auction_search, whose indexes give it.
 * - Counted (`ordered` false; no sort changes a count): auction_prices when it alone holds every
 *   condition and a category or price bound narrows its index (an index-only scan, status being
 *   included); otherwise auction_search, whose indexes lead with status, place and words.
 */
function conditionsFor(query: AuctionQuery, ordered: boolean) {
  const onSearch: SQL[] = [];
  if (query.city) onSearch.push(eq(auctionSearch.cityId, query.city));
  if (query.district) onSearch.push(eq(auctionSearch.districtId, query.district));
  if (query.minArea !== undefined) onSearch.push(gte(auctionSearch.areaM2, query.minArea));
  if (query.maxArea !== undefined) onSearch.push(lte(auctionSearch.areaM2, query.maxArea));
  if (query.q) onSearch.push(...searchConditions(query.q));
  const onPrices: SQL[] = [];
  if (query.minPriceHalalas !== undefined)
    onPrices.push(gte(auctionPrices.displayPrice, query.minPriceHalalas));
  if (query.maxPriceHalalas !== undefined)
    onPrices.push(lte(auctionPrices.displayPrice, query.maxPriceHalalas));

  const from = ordered
    ? isPriceSort(query)
      ? "prices"
      : "search"
    : onSearch.length === 0 && (onPrices.length > 0 || query.category !== undefined)
      ? "prices"
      : "search";
  const join = from === "prices" ? onSearch.length > 0 : onPrices.length > 0;
  const table = from === "prices" ? auctionPrices : auctionSearch;
  const shared: SQL[] = [
    query.status === "all" ? inArray(table.status, [...publicStatuses]) : eq(table.status, query.status),
  ];
  if (query.category) shared.push(eq(table.category, query.category));
  return { from, join, where: and(...shared, ...onSearch, ...onPrices)! } as const;
}

/** The ids of the matching auctions, read from the read model the order (or the filters) need. */
function matching(db: Db, query: AuctionQuery, ordered: boolean) {
  const { from, join, where } = conditionsFor(query, ordered);
  if (from === "prices") {
    const select = db.select({ id: auctionPrices.auctionId }).from(auctionPrices).$dynamic();
    return (
      join ? select.innerJoin(auctionSearch, eq(auctionSearch.auctionId, auctionPrices.auctionId)) : select
    ).where(where);
  }
  const select = db.select({ id: auctionSearch.auctionId }).from(auctionSearch).$dynamic();
  return (
    join ? select.innerJoin(auctionPrices, eq(auctionPrices.auctionId, auctionSearch.auctionId)) : select
  ).where(where);
}

/**
 * Counting stops this many results past the current page: "more than 1,000" is as useful to a
 * reader as 10,412, and counting every match of a common word (a city's name matches a tenth of
 * all properties) would cost more than finding the page itself.
 */
export const COUNT_CAP = 1000;

export type AuctionPage = {
  items: AuctionCard[];
  /** Exact when `totalIsLowerBound` is false; otherwise at least this many match. */
  total: number;
  totalIsLowerBound: boolean;
  page: number;
  pageSize: number;
  /** The last page when the total is exact; otherwise the last page known to exist so far. */
  pages: number;
};

/** One page of matching auctions' cards, without counting the matches (e.g. the home page's lists). */
export async function findAuctionCards({
  db,
  query,
}: {
  db: Db;
  query: AuctionQuery;
}): Promise<AuctionCard[]> {
  const pageSize = query.pageSize ?? PAGE_SIZE;
  // Ties are broken by auction id, whichever read model is read (both hold it as their key).
  const tieBreak = isPriceSort(query) ? auctionPrices.auctionId : auctionSearch.auctionId;
  const idRows = await matching(db, query, true)
    .orderBy(...orderFor(query), asc(tieBreak))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  return listAuctionCardsByIds({ db, ids: idRows.map((r) => r.id) });
}

/**
 * One page of auctions: the page's ids and a capped count from the narrow read model, then the
 * cards of those ids.
 */
export async function listAuctions({
  db,
  query,
  countCap = COUNT_CAP,
}: {
  db: Db;
  query: AuctionQuery;
  countCap?: number;
}): Promise<AuctionPage> {
  const pageSize = query.pageSize ?? PAGE_SIZE;
  const countLimit = (query.page - 1) * pageSize + countCap + 1;
  const [items, [counted]] = await Promise.all([
    findAuctionCards({ db, query }),
    // Counted without the order, which changes no count: nothing is joined for a price sort.
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(matching(db, query, false).limit(countLimit).as("matches")),
  ]);
  const totalIsLowerBound = (counted?.count ?? 0) >= countLimit;
  const total = totalIsLowerBound ? countLimit - 1 : (counted?.count ?? 0);
  return {
    items,
    total,
    totalIsLowerBound,
    page: query.page,
    pageSize,
    pages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** The public auction of an exact asset number ("MZ-104523", "mz 104523", "١٠٤٥٢٣"), if any. */
export async function findAuctionByAssetNumber({
  db,
  text,
}: {
  db: Db;
  text: string;
}): Promise<number | null> {
  const candidates = [
    ...new Set([parseAssetNumber(text), text.trim().toUpperCase()].filter(Boolean)),
  ] as string[];
  if (candidates.length === 0 || candidates[0]!.length > 40) return null;
  const [row] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .where(and(inArray(properties.assetNumber, candidates), inArray(auctions.status, [...publicStatuses])))
    .orderBy(desc(auctions.startsAt))
    .limit(1);
  return row?.id ?? null;
}

/** Cards for the given auctions, in the order given. */
export async function listAuctionCardsByIds({ db, ids }: { db: Db; ids: number[] }): Promise<AuctionCard[]> {
  if (ids.length === 0) return [];
  const rows = await baseQuery(db).where(inArray(auctions.id, ids));
  const byId = new Map(
    rows.map(({ firstPhoto: photo, ...card }) => [
      card.id,
      {
        ...card,
        status: card.status as AuctionCard["status"],
        photoKey: photo?.[0] ?? null,
        photoAltAr: photo?.[1] ?? null,
        photoAltEn: photo?.[2] ?? null,
      } satisfies AuctionCard,
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Counts per public status, for the home page. */
export async function countAuctionsByStatus({ db }: { db: Db }) {
  const rows = await db
    .select({ status: auctionSearch.status, count: sql<number>`count(*)::int` })
    .from(auctionSearch)
    .where(inArray(auctionSearch.status, [...publicStatuses]))
    .groupBy(auctionSearch.status);
  const counts = Object.fromEntries(publicStatuses.map((s) => [s, 0])) as Record<PublicStatus, number>;
  for (const row of rows) counts[row.status as PublicStatus] = row.count;
  return counts;
}

/**
 * The platform's completed sales, for the home page's trust band: auctions that finished sold
 * (the hammer fell to a winner), how many and for how much in all (halalas, the hammer prices).
 */
export async function completedSales({ db }: { db: Db }): Promise<{ count: number; total: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${auctions.currentPrice}), 0)`,
    })
    .from(auctions)
    .where(and(eq(auctions.status, "finished"), eq(auctions.outcome, "sold")));
  return { count: row?.count ?? 0, total: Number(row?.total ?? 0) };
}
