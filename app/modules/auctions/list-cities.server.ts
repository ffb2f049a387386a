import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctions, cities, properties } from "~/db/schema";

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
      cityId: properties.cityId,
      count: sql<number>`count(*)::int`.as("count"),
    })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .where(inArray(auctions.status, ["upcoming", "current"]))
    .groupBy(properties.cityId)
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

/** City names only, for the navbar's city selector on every page: no counting over auctions. */
export async function listCityOptions({ db }: { db: Db }) {
  return db
    .select({ id: cities.id, nameAr: cities.nameAr, nameEn: cities.nameEn })
    .from(cities)
    .orderBy(asc(cities.sortOrder), asc(cities.nameEn));
}
