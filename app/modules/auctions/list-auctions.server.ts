import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctions, cities, districts, properties, propertyPhotos } from "~/db/schema";
import { normalizeSearchText } from "~/modules/search/normalize-search-text";
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
  photoKey: sql<
    string | null
  >`(select ${propertyPhotos.storageKey} from ${propertyPhotos} where ${propertyPhotos.propertyId} = ${properties.id} order by ${propertyPhotos.position} limit 1)`,
  photoAltAr: sql<
    string | null
  >`(select ${propertyPhotos.altAr} from ${propertyPhotos} where ${propertyPhotos.propertyId} = ${properties.id} order by ${propertyPhotos.position} limit 1)`,
  photoAltEn: sql<
    string | null
  >`(select ${propertyPhotos.altEn} from ${propertyPhotos} where ${propertyPhotos.propertyId} = ${properties.id} order by ${propertyPhotos.position} limit 1)`,
};

function baseQuery(db: Db) {
  return db
    .select(cardColumns)
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(districts, eq(districts.id, properties.districtId));
}

/** The price a visitor compares: the highest bid so far, else the opening price. */
const displayPrice = sql`coalesce(${auctions.currentPrice}, ${auctions.openingPrice})`;

function orderFor(query: AuctionQuery) {
  switch (query.sort) {
    case "ending":
      return [asc(auctions.endsAt)];
    case "newest":
      return [desc(auctions.startsAt)];
    case "price_asc":
      return [asc(displayPrice)];
    case "price_desc":
      return [desc(displayPrice)];
    case "area_asc":
      return [asc(properties.areaM2)];
    case "area_desc":
      return [desc(properties.areaM2)];
  }
  switch (query.status) {
    case "current":
      return [asc(auctions.endsAt)];
    case "upcoming":
      return [asc(auctions.startsAt)];
    case "finished":
    case "cancelled":
      return [desc(auctions.endsAt)];
    default:
      // Live first, then upcoming, then the rest, each in its most useful order.
      return [
        sql`case ${auctions.status} when 'current' then 0 when 'upcoming' then 1 when 'finished' then 2 else 3 end`,
        sql`case when ${auctions.status} in ('current','upcoming') then extract(epoch from ${auctions.endsAt}) else -extract(epoch from ${auctions.endsAt}) end`,
      ];
  }
}

const MAX_TERMS = 6;

/**
 * Every word must be found somewhere: in the property's asset number or titles, or in the name of
 * its city or district in either language. Both sides are normalised (hamza, taa marbuta, alef
 * maqsura, diacritics, digits, case), so "مكة" finds «مكه» and "Riyadh" finds «الرياض».
 * Normalised text holds no LIKE wildcards.
 */
async function searchCondition(db: Db, q: string): Promise<SQL> {
  const terms = normalizeSearchText(q).split(" ").filter(Boolean).slice(0, MAX_TERMS);
  if (terms.length === 0) return sql`false`;
  // Cities and districts are small tables: resolving their matches first turns each word into
  // "text ILIKE … OR city_id = ANY(…) OR district_id = ANY(…)", which PostgreSQL answers with a
  // bitmap OR of the trigram and foreign-key indexes instead of scanning every property.
  const perWord = await Promise.all(
    terms.map(async (word) => {
      const term = `%${word}%`;
      const [cityRows, districtRows] = await Promise.all([
        db.select({ id: cities.id }).from(cities).where(ilike(cities.searchText, term)),
        db.select({ id: districts.id }).from(districts).where(ilike(districts.searchText, term)),
      ]);
      const alternatives: SQL[] = [ilike(properties.searchText, term)];
      if (cityRows.length)
        alternatives.push(
          inArray(
            properties.cityId,
            cityRows.map((r) => r.id),
          ),
        );
      if (districtRows.length)
        alternatives.push(
          inArray(
            properties.districtId,
            districtRows.map((r) => r.id),
          ),
        );
      return or(...alternatives)!;
    }),
  );
  return and(...perWord)!;
}

async function whereFor(db: Db, query: AuctionQuery): Promise<SQL> {
  const conditions: SQL[] = [
    query.status === "all"
      ? inArray(auctions.status, [...publicStatuses])
      : eq(auctions.status, query.status),
  ];
  if (query.city) conditions.push(eq(properties.cityId, query.city));
  if (query.district) conditions.push(eq(properties.districtId, query.district));
  if (query.category) conditions.push(eq(properties.category, query.category));
  if (query.minPriceHalalas !== undefined) conditions.push(gte(displayPrice, query.minPriceHalalas));
  if (query.maxPriceHalalas !== undefined) conditions.push(lte(displayPrice, query.maxPriceHalalas));
  if (query.minArea !== undefined) conditions.push(gte(properties.areaM2, query.minArea));
  if (query.maxArea !== undefined) conditions.push(lte(properties.areaM2, query.maxArea));
  if (query.q) conditions.push(await searchCondition(db, query.q));
  return and(...conditions)!;
}

export async function listAuctions({ db, query }: { db: Db; query: AuctionQuery }) {
  const pageSize = query.pageSize ?? PAGE_SIZE;
  const where = await whereFor(db, query);
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...orderFor(query), asc(auctions.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(auctions)
      .innerJoin(properties, eq(properties.id, auctions.propertyId))
      .where(where),
  ]);
  const count = total?.count ?? 0;
  return {
    items: rows as AuctionCard[],
    total: count,
    page: query.page,
    pageSize,
    pages: Math.max(1, Math.ceil(count / pageSize)),
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
  const rows = (await baseQuery(db).where(inArray(auctions.id, ids))) as AuctionCard[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Counts per public status, for the home page. */
export async function countAuctionsByStatus({ db }: { db: Db }) {
  const rows = await db
    .select({ status: auctions.status, count: sql<number>`count(*)::int` })
    .from(auctions)
    .where(inArray(auctions.status, [...publicStatuses]))
    .groupBy(auctions.status);
  const counts = Object.fromEntries(publicStatuses.map((s) => [s, 0])) as Record<PublicStatus, number>;
  for (const row of rows) counts[row.status as PublicStatus] = row.count;
  return counts;
}
