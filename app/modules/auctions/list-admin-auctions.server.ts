import { fieldsFromDisclosures } from "./disclosures";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
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
import { normalizeSearchText } from "~/modules/search/normalize-search-text";
import { dateToRiyadhInput, riyalsValue, type AdminAuctionStatus } from "./auction-edit-schema";

export const ADMIN_AUCTIONS_PAGE_SIZE = 20;
export const ADMIN_AUCTIONS_MAX_PAGE = 10_000;

/**
 * Every auction for the committee, drafts included, latest first; by status, and by a search of
 * the asset number or either title (normalised like the public search).
 */
export async function listAdminAuctions(options: {
  db: Db;
  status?: AdminAuctionStatus;
  q?: string;
  page?: number;
}) {
  const { db, status } = options;
  const page = options.page ?? 1;
  const where: SQL[] = [];
  if (status) where.push(eq(auctions.status, status));
  const q = options.q?.trim();
  if (q) {
    const needle = normalizeSearchText(q).replace(/[\\%_]/g, (c) => `\\${c}`);
    if (needle) where.push(sql`${properties.searchText} like ${`%${needle}%`}`);
  }
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select({
      id: auctions.id,
      status: auctions.status,
      assetNumber: properties.assetNumber,
      titleAr: properties.titleAr,
      titleEn: properties.titleEn,
      cityAr: cities.nameAr,
      cityEn: cities.nameEn,
      openingPrice: auctions.openingPrice,
      startsAt: auctions.startsAt,
      endsAt: auctions.endsAt,
      bidCount: auctions.bidCount,
      specialRulesVersion: auctions.specialRulesVersion,
    })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(condition)
    .orderBy(desc(auctions.createdAt), desc(auctions.id))
    .limit(ADMIN_AUCTIONS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_AUCTIONS_PAGE_SIZE);
  const [total] = await db
    .select({ n: count() })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .where(condition);
  const n = total?.n ?? 0;
  return {
    items: rows,
    total: n,
    page,
    pageSize: ADMIN_AUCTIONS_PAGE_SIZE,
    pages: Math.max(1, Math.ceil(n / ADMIN_AUCTIONS_PAGE_SIZE)),
  };
}
export type AdminAuctionListItem = Awaited<ReturnType<typeof listAdminAuctions>>["items"][number];

/** One auction with everything the committee edits: property, terms, photos, documents. */
export async function getAdminAuction(db: Db, auctionId: number) {
  const [row] = await db
    .select({ auction: auctions, property: properties })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .where(eq(auctions.id, auctionId));
  if (!row) return null;
  const photos = await db
    .select({
      id: propertyPhotos.id,
      storageKey: propertyPhotos.storageKey,
      altAr: propertyPhotos.altAr,
      altEn: propertyPhotos.altEn,
      position: propertyPhotos.position,
    })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, row.property.id))
    .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id));
  const documents = await db
    .select({
      id: propertyDocuments.id,
      kind: propertyDocuments.kind,
      titleAr: propertyDocuments.titleAr,
      titleEn: propertyDocuments.titleEn,
      storageKey: propertyDocuments.storageKey,
      sizeBytes: propertyDocuments.sizeBytes,
    })
    .from(propertyDocuments)
    .where(eq(propertyDocuments.propertyId, row.property.id))
    .orderBy(asc(propertyDocuments.id));
  return { ...row, photos, documents };
}
export type AdminAuction = NonNullable<Awaited<ReturnType<typeof getAdminAuction>>>;

/** The page form's values for an auction (riyals, percent, minutes, Riyadh times). */
export function auctionFormValues(a: AdminAuction): Record<string, string> {
  const { auction, property } = a;
  const s = (v: unknown) => (v === null || v === undefined ? "" : String(v));
  const b = property.boundaries;
  return {
    titleAr: property.titleAr,
    titleEn: property.titleEn,
    descriptionAr: property.descriptionAr,
    descriptionEn: property.descriptionEn,
    cityId: property.cityId,
    districtId: s(property.districtId),
    category: property.category,
    use: property.use,
    areaM2: s(property.areaM2),
    northM: s(property.northM),
    southM: s(property.southM),
    eastM: s(property.eastM),
    westM: s(property.westM),
    streetWidthM: s(property.streetWidthM),
    schemeNumber: s(property.schemeNumber),
    partNumber: s(property.partNumber),
    instrumentNumber: property.instrumentNumber,
    boundaryNorthAr: s(b?.north.ar),
    boundaryNorthEn: s(b?.north.en),
    boundarySouthAr: s(b?.south.ar),
    boundarySouthEn: s(b?.south.en),
    boundaryEastAr: s(b?.east.ar),
    boundaryEastEn: s(b?.east.en),
    boundaryWestAr: s(b?.west.ar),
    boundaryWestEn: s(b?.west.en),
    rooms: s(property.rooms),
    bathrooms: s(property.bathrooms),
    receptions: s(property.receptions),
    buildingAgeYears: s(property.buildingAgeYears),
    latitude: s(property.latitude),
    longitude: s(property.longitude),
    sellingAgentId: s(property.sellingAgentId),
    advertisementLicenseNumber: s(property.advertisementLicenseNumber),
    liveVideoUrl: s(auction.liveVideoUrl),
    ...Object.fromEntries(
      Object.entries(fieldsFromDisclosures(property.disclosures)).map(([k, v]) => [
        k,
        typeof v === "boolean" ? (v ? "yes" : "no") : s(v),
      ]),
    ),
    openingPrice: riyalsValue(auction.openingPrice),
    bidIncrement: riyalsValue(auction.bidIncrement),
    deposit: riyalsValue(auction.deposit),
    valuedPrice: riyalsValue(auction.valuedPrice),
    reservePrice: riyalsValue(auction.reservePrice),
    commissionPercent: String(auction.commissionRateBp / 100),
    extensionWindowMinutes: String(Math.round(auction.extensionWindowSeconds / 60)),
    extensionMinutes: String(Math.round(auction.extensionSeconds / 60)),
    extensionCapMinutes: String(Math.round(auction.extensionCapSeconds / 60)),
    startsAt: dateToRiyadhInput(auction.startsAt),
    endsAt: dateToRiyadhInput(auction.scheduledEndsAt),
  };
}

/** The choices of the form: cities with their districts, and the selling agents. */
export async function listAuctionFormChoices(db: Db) {
  const [cityRows, districtRows, agents] = await Promise.all([
    db
      .select({ id: cities.id, nameAr: cities.nameAr, nameEn: cities.nameEn })
      .from(cities)
      .orderBy(asc(cities.sortOrder), asc(cities.id)),
    db
      .select({
        id: districts.id,
        cityId: districts.cityId,
        nameAr: districts.nameAr,
        nameEn: districts.nameEn,
      })
      .from(districts)
      .orderBy(asc(districts.cityId), asc(districts.nameAr)),
    db
      .select({ id: sellingAgents.id, nameAr: sellingAgents.nameAr, nameEn: sellingAgents.nameEn })
      .from(sellingAgents)
      .orderBy(asc(sellingAgents.id)),
  ]);
  return { cities: cityRows, districts: districtRows, agents };
}
