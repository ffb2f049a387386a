import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { auctions, cities, districts, properties, sellingAgents } from "~/db/schema";
import { runTransaction } from "~/db/transaction.server";
import { AppError } from "~/lib/errors";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { readAnnouncementDays } from "~/modules/settings/settings.server";
import { editOfRows } from "./auction-edit-projection";
import {
  effectiveDeposit,
  sessionFields,
  termFields,
  textCorrectionFields,
  type AuctionEdit,
} from "./auction-edit-schema";
import { disclosuresFromFields } from "./disclosures";

/*
 * Creating and editing an auction in the back office (issue 14, product.md §2.10). A draft changes
 * freely. After publishing: before the first registration most fields; after one, the terms
 * (prices, deposit, commission, times, anti-sniping) only with a new special-rules version that
 * every registrant accepts again before their next bid; after the first bid only text corrections.
 * Every change is audited with the fields before and after, in the same transaction.
 */

/** Counts an auction's registrations (the bidding module's), under the caller's transaction. */
export type CountRegistrations = (tx: Tx, auctionId: number) => Promise<number>;

type AuctionRow = typeof auctions.$inferSelect;

/** The property columns of an edit. */
function propertyValues(edit: AuctionEdit, city: { latitude: number; longitude: number }) {
  const side = (ar: string | null, en: string | null) => ({ ar: ar ?? "", en: en ?? "" });
  const anyBoundary = [
    edit.boundaryNorthAr,
    edit.boundaryNorthEn,
    edit.boundarySouthAr,
    edit.boundarySouthEn,
    edit.boundaryEastAr,
    edit.boundaryEastEn,
    edit.boundaryWestAr,
    edit.boundaryWestEn,
  ].some(Boolean);
  return {
    cityId: edit.cityId,
    districtId: edit.districtId,
    category: edit.category,
    use: edit.use,
    titleAr: edit.titleAr,
    titleEn: edit.titleEn,
    descriptionAr: edit.descriptionAr,
    descriptionEn: edit.descriptionEn,
    streetWidthM: edit.streetWidthM,
    schemeNumber: edit.schemeNumber,
    partNumber: edit.partNumber,
    instrumentNumber: edit.instrumentNumber,
    northM: edit.northM,
    southM: edit.southM,
    eastM: edit.eastM,
    westM: edit.westM,
    boundaries: anyBoundary
      ? {
          north: side(edit.boundaryNorthAr, edit.boundaryNorthEn),
          south: side(edit.boundarySouthAr, edit.boundarySouthEn),
          east: side(edit.boundaryEastAr, edit.boundaryEastEn),
          west: side(edit.boundaryWestAr, edit.boundaryWestEn),
        }
      : null,
    rooms: edit.rooms,
    bathrooms: edit.bathrooms,
    receptions: edit.receptions,
    areaM2: edit.areaM2,
    buildingAgeYears: edit.buildingAgeYears,
    latitude: edit.latitude ?? city.latitude,
    longitude: edit.longitude ?? city.longitude,
    sellingAgentId: edit.sellingAgentId,
    advertisementLicenseNumber: edit.advertisementLicenseNumber,
    disclosures: disclosuresFromFields(edit),
  };
}

/** The auction columns of an edit (the end as announced follows the end until the first bid). */
function auctionValues(edit: AuctionEdit) {
  return {
    openingPrice: edit.openingPrice,
    bidIncrement: edit.bidIncrement,
    deposit: effectiveDeposit(edit),
    valuedPrice: edit.valuedPrice,
    reservePrice: edit.reservePrice,
    commissionRateBp: edit.commissionRateBp,
    extensionWindowSeconds: edit.extensionWindowSeconds,
    extensionSeconds: edit.extensionSeconds,
    extensionCapSeconds: edit.extensionCapSeconds,
    startsAt: edit.startsAt,
    endsAt: edit.endsAt,
    scheduledEndsAt: edit.endsAt,
    hybrid: edit.hybrid,
    liveVideoUrl: edit.liveVideoUrl,
  };
}

/** The city, district and selling agent exist and fit together; VALIDATION naming the field otherwise. */
async function checkReferences(tx: Tx, edit: AuctionEdit) {
  const [city] = await tx
    .select({ latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(eq(cities.id, edit.cityId));
  const issues: { path: string; message: string }[] = [];
  if (!city) issues.push({ path: "cityId", message: "adminAuctions.validation.unknownCity" });
  const [district] = await tx
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.id, edit.districtId), eq(districts.cityId, edit.cityId)));
  if (!district) issues.push({ path: "districtId", message: "adminAuctions.validation.unknownDistrict" });
  const [agent] = await tx
    .select({ id: sellingAgents.id })
    .from(sellingAgents)
    .where(eq(sellingAgents.id, edit.sellingAgentId));
  if (!agent) issues.push({ path: "sellingAgentId", message: "adminAuctions.validation.unknownAgent" });
  if (issues.length || !city) throw new AppError("VALIDATION", { issues });
  return city;
}

/** A new public reference, MZ- and six digits, not yet taken. */
async function newAssetNumber(tx: Tx): Promise<string> {
  for (;;) {
    const candidate = `MZ-${randomInt(100_000, 1_000_000)}`;
    const [taken] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.assetNumber, candidate));
    if (!taken) return candidate;
  }
}

/**
 * Creates a property and its auction as a draft. Audited as `auction.create`. `ownerUserId`: the
 * owner's account when known (an approved listing request), refused as a bidder on it. Inside a
 * caller's transaction (`db` a Tx) it runs in a savepoint of it.
 */
export async function createAuctionDraft(options: {
  db: Db | Tx;
  actorUserId: string;
  edit: AuctionEdit;
  ownerUserId?: string;
}): Promise<{ auctionId: number; assetNumber: string }> {
  const { db, actorUserId, edit } = options;
  return runTransaction(db, async (tx) => {
    const city = await checkReferences(tx, edit);
    const assetNumber = await newAssetNumber(tx);
    const [property] = await tx
      .insert(properties)
      .values({ assetNumber, ...propertyValues(edit, city), ownerUserId: options.ownerUserId ?? null })
      .returning({ id: properties.id });
    const [auction] = await tx
      .insert(auctions)
      .values({
        propertyId: property!.id,
        status: "draft",
        createdByUserId: actorUserId,
        ...auctionValues(edit),
      })
      .returning({ id: auctions.id });
    await recordAudit(tx, {
      actorUserId,
      action: "auction.create",
      subjectType: "auction",
      subjectId: String(auction!.id),
      after: snapshot(edit),
      details: { assetNumber, ...(options.ownerUserId ? { ownerUserId: options.ownerUserId } : {}) },
      createdAt: new Date(),
    });
    return { auctionId: auction!.id, assetNumber };
  });
}

/** Dates and numbers as the audit log keeps them. */
function snapshot(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** The fields whose value the edit changes. */
function changedFields(before: AuctionEdit, after: AuctionEdit): (keyof AuctionEdit)[] {
  return (Object.keys(after) as (keyof AuctionEdit)[]).filter((key) => {
    // Unset coordinates keep the stored ones; an unset deposit is 5% of the opening price.
    if ((key === "latitude" || key === "longitude") && after[key] === null) return false;
    if (key === "deposit") return effectiveDeposit(after) !== before.deposit;
    return !same(before[key], after[key]);
  });
}

/** Locks the auction's row (bids and registrations take the same lock) and reads it with its property. */
export async function lockAuctionForEditing(tx: Tx, auctionId: number) {
  const [auction] = await tx.select().from(auctions).where(eq(auctions.id, auctionId)).for("update");
  if (!auction) throw new AppError("NOT_FOUND");
  const [property] = await tx.select().from(properties).where(eq(properties.id, auction.propertyId));
  return { auction, property: property! };
}

/**
 * What may still change on an auction: everything on a draft; after publishing, see the module's
 * note. Throws AUCTION_NOT_EDITABLE (finished, cancelled), AUCTION_CONTEST_LOCKED (after the first
 * bid, anything but text) or AUCTION_RULES_VERSION_REQUIRED (after a registration, terms without
 * `newRulesVersion`). Answers whether the rules version goes up.
 */
export function checkChangeAllowed(options: {
  auction: Pick<AuctionRow, "status" | "bidCount">;
  registrations: number;
  changed: readonly string[];
  newRulesVersion: boolean;
}): { bumpRules: boolean } {
  const { auction, registrations, changed, newRulesVersion } = options;
  if (auction.status === "finished" || auction.status === "cancelled")
    throw new AppError("AUCTION_NOT_EDITABLE");
  if (auction.status === "draft") return { bumpRules: false };
  const nonText = changed.filter(
    (field) =>
      !(textCorrectionFields as readonly string[]).includes(field) &&
      !(sessionFields as readonly string[]).includes(field),
  );
  if ((auction.bidCount > 0 || auction.status === "current") && nonText.length > 0)
    throw new AppError("AUCTION_CONTEST_LOCKED", {
      issues: nonText.map((path) => ({ path, message: "adminAuctions.errors.contestLocked" })),
    });
  if (registrations === 0) return { bumpRules: false };
  const terms = changed.filter((field) => (termFields as readonly string[]).includes(field));
  if (terms.length > 0 && !newRulesVersion)
    throw new AppError("AUCTION_RULES_VERSION_REQUIRED", {
      issues: terms.map((path) => ({ path, message: "adminAuctions.errors.rulesVersionRequired" })),
    });
  return { bumpRules: terms.length > 0 };
}

/**
 * Saves an edit of an auction, under its row lock, by the rules of its state. Audited as
 * `auction.update` with each changed field before and after (and the new rules version).
 */
export async function updateAuction(options: {
  db: Db;
  actorUserId: string;
  auctionId: number;
  edit: AuctionEdit;
  newRulesVersion?: boolean;
  countRegistrations: CountRegistrations;
}): Promise<{ changed: string[]; specialRulesVersion: number }> {
  const { db, actorUserId, auctionId, edit } = options;
  return runTransaction(db, async (tx) => {
    const { auction, property } = await lockAuctionForEditing(tx, auctionId);
    const before = editOfRows(auction, property);
    const changed = changedFields(before, edit);
    const registrations = auction.status === "draft" ? 0 : await options.countRegistrations(tx, auctionId);
    const { bumpRules } = checkChangeAllowed({
      auction,
      registrations,
      changed,
      newRulesVersion: options.newRulesVersion ?? false,
    });
    if (changed.length === 0) return { changed, specialRulesVersion: auction.specialRulesVersion };
    // A published start stays at least the announcement period after the announcement.
    if (auction.announcedAt && changed.includes("startsAt")) {
      const days = await readAnnouncementDays(tx);
      if (edit.startsAt.getTime() < auction.announcedAt.getTime() + days * 86_400_000)
        throw new AppError("VALIDATION", {
          issues: [{ path: "startsAt", message: "adminAuctions.missing.announcement" }],
        });
    }
    const city = await checkReferences(tx, edit);
    const values = propertyValues(edit, city);
    if (edit.latitude === null) values.latitude = property.latitude;
    if (edit.longitude === null) values.longitude = property.longitude;
    await tx
      .update(properties)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(properties.id, property.id));
    const specialRulesVersion = auction.specialRulesVersion + (bumpRules ? 1 : 0);
    const terms = auctionValues(edit);
    await tx
      .update(auctions)
      .set({
        ...terms,
        // A live auction's current end may have moved with late bids; only a draft's or an
        // upcoming auction's end follows the form.
        ...(auction.status === "current"
          ? { endsAt: auction.endsAt, scheduledEndsAt: auction.scheduledEndsAt }
          : {}),
        specialRulesVersion,
        version: sql`${auctions.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(auctions.id, auctionId));
    await recordAudit(tx, {
      actorUserId,
      action: "auction.update",
      subjectType: "auction",
      subjectId: String(auctionId),
      before: snapshot(Object.fromEntries(changed.map((k) => [k, before[k]]))),
      after: snapshot(Object.fromEntries(changed.map((k) => [k, edit[k]]))),
      details: {
        status: auction.status,
        ...(bumpRules ? { specialRulesVersion } : {}),
      },
      createdAt: new Date(),
    });
    return { changed, specialRulesVersion };
  });
}

/** Raises the special-rules version (a new rules document); audited by the caller's operation. */
export async function bumpRulesVersion(tx: Tx, auctionId: number): Promise<number> {
  const [row] = await tx
    .update(auctions)
    .set({
      specialRulesVersion: sql`${auctions.specialRulesVersion} + 1`,
      version: sql`${auctions.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(auctions.id, auctionId))
    .returning({ v: auctions.specialRulesVersion });
  return row!.v;
}
