import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { auctionSearch } from "~/db/read-models";
import {
  auctions,
  cities,
  districts,
  properties,
  propertyDocuments,
  propertyPhotos,
  sellingAgents,
} from "~/db/schema";
import { listAuctionCardsByIds, type AuctionCard } from "./list-auctions.server";

/**
 * Auction ids in URLs are positive integers written plainly ("12", not "1e1" or "012"), so each
 * auction has one address; anything else is "not found", never an error.
 */
export const AuctionIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

type PhotoRow = typeof propertyPhotos.$inferSelect;
type DocumentRow = Pick<
  typeof propertyDocuments.$inferSelect,
  "id" | "kind" | "titleAr" | "titleEn" | "mimeType" | "sizeBytes"
>;

/**
 * The property's photos (in their order) and documents, read in the auction's own statement: one
 * round trip for the page instead of three. Their columns are all text and numbers, which JSON
 * carries as they are.
 */
const photosOf = sql<PhotoRow[]>`coalesce((
  select json_agg(json_build_object('id', ph.id, 'propertyId', ph.property_id, 'storageKey', ph.storage_key,
    'altAr', ph.alt_ar, 'altEn', ph.alt_en, 'width', ph.width, 'height', ph.height, 'position', ph.position)
    order by ph.position, ph.id)
  from ${propertyPhotos} ph where ph.property_id = ${properties.id}), '[]'::json)`;
const documentsOf = sql<DocumentRow[]>`coalesce((
  select json_agg(json_build_object('id', d.id, 'kind', d.kind, 'titleAr', d.title_ar, 'titleEn', d.title_en,
    'mimeType', d.mime_type, 'sizeBytes', d.size_bytes) order by d.id)
  from ${propertyDocuments} d where d.property_id = ${properties.id}), '[]'::json)`;

export async function getAuctionDetail({ db, id }: { db: Db; id: number }) {
  const [row] = await db
    .select({
      auction: auctions,
      property: properties,
      city: { id: cities.id, nameAr: cities.nameAr, nameEn: cities.nameEn },
      district: { nameAr: districts.nameAr, nameEn: districts.nameEn },
      agent: {
        nameAr: sellingAgents.nameAr,
        nameEn: sellingAgents.nameEn,
        licenseNumber: sellingAgents.licenseNumber,
        phone: sellingAgents.phone,
        email: sellingAgents.email,
        userId: sellingAgents.userId,
      },
      photos: photosOf,
      documents: documentsOf,
    })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(districts, eq(districts.id, properties.districtId))
    .innerJoin(sellingAgents, eq(sellingAgents.id, properties.sellingAgentId))
    .where(and(eq(auctions.id, id), ne(auctions.status, "draft")));
  if (!row) return null;
  const { searchText: _searchText, ...property } = row.property;
  return { ...row, property };
}

export type AuctionDetail = NonNullable<Awaited<ReturnType<typeof getAuctionDetail>>>;

/** Live auctions ending soonest, then upcoming ones, then by id (built anew: a union rewrites it). */
const similarOrder = () => [
  asc(auctionSearch.groupRank),
  asc(auctionSearch.liveEndsAt),
  desc(auctionSearch.pastEndsAt),
  asc(auctionSearch.auctionId),
];

/** Suggested assets: open auctions in the same city, then of the same category, ending soonest. */
export async function listSimilarAuctions({
  db,
  detail,
  limit = 4,
}: {
  db: Db;
  detail: AuctionDetail;
  limit?: number;
}): Promise<AuctionCard[]> {
  // Three small index reads of the search read model in one statement, most alike first: same
  // city and kind, then same city, then same kind; in each, live auctions ending soonest, then
  // upcoming ones (the order of the city and category indexes, so each read stops after a few
  // rows). The outer order puts the three in that order again: a union keeps none of its own.
  const open = (group: number, ...conditions: SQL[]) =>
    db
      .select({
        id: auctionSearch.auctionId,
        group: sql<number>`${group}::int`.as("similar_group"),
        groupRank: auctionSearch.groupRank,
        liveEndsAt: auctionSearch.liveEndsAt,
        pastEndsAt: auctionSearch.pastEndsAt,
      })
      .from(auctionSearch)
      .where(
        and(
          inArray(auctionSearch.status, ["current", "upcoming"]),
          ne(auctionSearch.auctionId, detail.auction.id),
          ...conditions,
        ),
      )
      .orderBy(...similarOrder())
      .limit(limit);
  const city = eq(auctionSearch.cityId, detail.city.id);
  const category = eq(auctionSearch.category, detail.property.category);
  const rows = await unionAll(
    open(1, city, category),
    open(2, city, ne(auctionSearch.category, detail.property.category)),
    open(3, category, ne(auctionSearch.cityId, detail.city.id)),
  )
    .orderBy(sql`similar_group`, ...similarOrder())
    .limit(limit);
  return listAuctionCardsByIds({ db, ids: rows.map((r) => r.id) });
}
