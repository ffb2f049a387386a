import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctionSearch } from "~/db/read-models";
import { cities } from "~/db/schema";
import { cachedFor } from "~/lib/short-cache.server";

export type CitySummary = {
  id: string;
  nameAr: string;
  nameEn: string;
  regionAr: string;
  regionEn: string;
  latitude: number;
  longitude: number;
  /** Auctions that are upcoming or live in this city. */
  openAuctions: number;
};

/** Every city with the number of its auctions still open for bidding or about to be. */
export async function listCities({ db }: { db: Db }): Promise<CitySummary[]> {
  const open = db
    .select({
      cityId: auctionSearch.cityId,
      count: sql<number>`count(*)::int`.as("count"),
    })
    .from(auctionSearch)
    .where(inArray(auctionSearch.status, ["upcoming", "current"]))
    .groupBy(auctionSearch.cityId)
    .as("open");
  return db
    .select({
      id: cities.id,
      nameAr: cities.nameAr,
      nameEn: cities.nameEn,
      regionAr: cities.regionAr,
      regionEn: cities.regionEn,
      latitude: cities.latitude,
      longitude: cities.longitude,
      openAuctions: sql<number>`coalesce(${open.count}, 0)`.mapWith(Number),
    })
    .from(cities)
    .leftJoin(open, eq(open.cityId, cities.id))
    .orderBy(asc(cities.sortOrder), asc(cities.nameEn));
}

/**
 * listCities as of at most a few seconds ago, shared by every request of this process: the home
 * page and the cities API ask for it constantly and it changes only as auctions open and close.
 */
export function listCitiesRecent({ db }: { db: Db }): Promise<CitySummary[]> {
  return cachedFor(db, "cities", 5_000, () => listCities({ db }));
}

export type CityOption = { id: string; nameAr: string; nameEn: string };

const cityOptionOrder = [asc(cities.sortOrder), asc(cities.nameEn)];

/** City names only, for the navbar's city selector on every page: no counting over auctions. */
export async function listCityOptions({ db }: { db: Db }): Promise<CityOption[]> {
  return db
    .select({ id: cities.id, nameAr: cities.nameAr, nameEn: cities.nameEn })
    .from(cities)
    .orderBy(...cityOptionOrder);
}

/** listCityOptions as one JSON value, in the same order: a subquery of the root loader's read. */
export function cityOptionsSubquery() {
  return sql<
    CityOption[]
  >`(select coalesce(json_agg(json_build_object('id', ${cities.id}, 'nameAr', ${cities.nameAr}, 'nameEn', ${cities.nameEn}) order by ${sql.join(cityOptionOrder, sql`, `)}), '[]'::json) from ${cities})`;
}
