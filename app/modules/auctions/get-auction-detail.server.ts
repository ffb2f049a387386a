import { and, asc, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import { z } from "zod";
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
    })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(districts, eq(districts.id, properties.districtId))
    .innerJoin(sellingAgents, eq(sellingAgents.id, properties.sellingAgentId))
    .where(and(eq(auctions.id, id), ne(auctions.status, "draft")));
  if (!row) return null;
  const [photos, documents] = await Promise.all([
    db
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, row.property.id))
      .orderBy(asc(propertyPhotos.position)),
    db
      .select({
        id: propertyDocuments.id,
        kind: propertyDocuments.kind,
        titleAr: propertyDocuments.titleAr,
        titleEn: propertyDocuments.titleEn,
        mimeType: propertyDocuments.mimeType,
        sizeBytes: propertyDocuments.sizeBytes,
      })
      .from(propertyDocuments)
      .where(eq(propertyDocuments.propertyId, row.property.id))
      .orderBy(asc(propertyDocuments.id)),
  ]);
  const { searchText: _searchText, ...property } = row.property;
  return { ...row, property, photos, documents };
}

export type AuctionDetail = NonNullable<Awaited<ReturnType<typeof getAuctionDetail>>>;

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
  // Three small index reads of the search read model, most alike first: same city and kind,
  // then same city, then same kind; in each, live auctions ending soonest, then upcoming ones
  // (the order of the city and category indexes, so each read stops after a few rows).
  const open = (...conditions: SQL[]) =>
    db
      .select({ id: auctionSearch.auctionId })
      .from(auctionSearch)
      .where(
        and(
          inArray(auctionSearch.status, ["current", "upcoming"]),
          ne(auctionSearch.auctionId, detail.auction.id),
          ...conditions,
        ),
      )
      .orderBy(
        asc(auctionSearch.groupRank),
        asc(auctionSearch.liveEndsAt),
        desc(auctionSearch.pastEndsAt),
        asc(auctionSearch.auctionId),
      )
      .limit(limit);
  const city = eq(auctionSearch.cityId, detail.city.id);
  const category = eq(auctionSearch.category, detail.property.category);
  const groups = await Promise.all([
    open(city, category),
    open(city, ne(auctionSearch.category, detail.property.category)),
    open(category, ne(auctionSearch.cityId, detail.city.id)),
  ]);
  const rows = groups.flat().slice(0, limit);
  return listAuctionCardsByIds({ db, ids: rows.map((r) => r.id) });
}
