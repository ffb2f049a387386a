import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctions, cities, districts, properties, propertyPhotos } from "~/db/schema";
import { normalizeSearchText } from "~/modules/search/normalize-search-text";
import { publicStatuses, type AuctionFilters, type PublicStatus } from "./auction-filters";

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

function orderFor(status: AuctionFilters["status"]) {
  switch (status) {
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

export const PAGE_SIZE = 12;

export async function listAuctions({ db, filters }: { db: Db; filters: AuctionFilters }) {
  const conditions: SQL[] = [
    filters.status === "all"
      ? inArray(auctions.status, [...publicStatuses])
      : eq(auctions.status, filters.status),
  ];
  if (filters.city) conditions.push(eq(properties.cityId, filters.city));
  if (filters.q) {
    // Both sides are normalised (hamza, taa marbuta, alef maqsura, diacritics, digits, case),
    // so "مكة" finds «مكه» and "١٠٤٥" finds MZ-104523. Normalised text holds no LIKE wildcards.
    const normalized = normalizeSearchText(filters.q);
    const term = `%${normalized}%`;
    conditions.push(
      normalized
        ? or(
            ilike(properties.searchText, term),
            ilike(cities.searchText, term),
            ilike(districts.searchText, term),
          )!
        : sql`false`,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...orderFor(filters.status), asc(auctions.id))
      .limit(PAGE_SIZE)
      .offset((filters.page - 1) * PAGE_SIZE),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(auctions)
      .innerJoin(properties, eq(properties.id, auctions.propertyId))
      .innerJoin(cities, eq(cities.id, properties.cityId))
      .innerJoin(districts, eq(districts.id, properties.districtId))
      .where(where),
  ]);
  const count = total?.count ?? 0;
  return {
    items: rows as AuctionCard[],
    total: count,
    page: filters.page,
    pages: Math.max(1, Math.ceil(count / PAGE_SIZE)),
  };
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
