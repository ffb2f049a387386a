import { and, asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
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
  const sameCity = sql`${properties.cityId} = ${detail.city.id}`;
  const sameCategory = sql`${properties.category} = ${detail.property.category}`;
  const rows = await db
    .select({ id: auctions.id })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .where(
      and(
        inArray(auctions.status, ["current", "upcoming"]),
        ne(auctions.id, detail.auction.id),
        or(sameCity, sameCategory),
      ),
    )
    .orderBy(desc(sameCity), desc(sameCategory), asc(auctions.endsAt))
    .limit(limit);
  return listAuctionCardsByIds({ db, ids: rows.map((r) => r.id) });
}
