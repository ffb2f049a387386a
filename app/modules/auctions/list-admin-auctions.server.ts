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
import { editOfRows } from "./auction-edit-projection";
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
  const edit = editOfRows(a.auction, a.property);
  const s = (v: unknown) => (v === null || v === undefined ? "" : String(v));
  return {
    ...Object.fromEntries(Object.entries(edit).map(([key, value]) => [key, s(value)])),
    openingPrice: riyalsValue(edit.openingPrice),
    bidIncrement: riyalsValue(edit.bidIncrement),
    deposit: riyalsValue(edit.deposit),
    valuedPrice: riyalsValue(edit.valuedPrice),
    reservePrice: riyalsValue(edit.reservePrice),
    commissionPercent: String(edit.commissionRateBp / 100),
    extensionWindowMinutes: String(Math.round(edit.extensionWindowSeconds / 60)),
    extensionMinutes: String(Math.round(edit.extensionSeconds / 60)),
    extensionCapMinutes: String(Math.round(edit.extensionCapSeconds / 60)),
    startsAt: dateToRiyadhInput(edit.startsAt),
    endsAt: dateToRiyadhInput(edit.endsAt),
    ...Object.fromEntries(
      Object.entries(fieldsFromDisclosures(a.property.disclosures)).map(([k, v]) => [
        k,
        typeof v === "boolean" ? (v ? "yes" : "no") : s(v),
      ]),
    ),
    hybrid: edit.hybrid ? "on" : "",
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
