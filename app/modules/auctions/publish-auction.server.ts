import { and, count, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { auctions, propertyDocuments, propertyPhotos } from "~/db/schema";
import { runTransaction } from "~/db/transaction.server";
import { AppError } from "~/lib/errors";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { categoriesWithRooms, DEPOSIT_CAP_BP } from "./auction-edit-schema";
import { readAnnouncementDays } from "~/modules/settings/settings.server";
import { lockAuctionForEditing } from "./save-auction.server";
import { missingDisclosures } from "./disclosures";

type Missing = { path: string; message: string };

/**
 * Everything product.md §2.1 asks before an auction is published, each missing thing once:
 * both languages, the property's fields, the REGA disclosures, a photo, the terms, the times (the start at least
 * `announcementDays` after `now`) and the special-rules document.
 */
export async function publishIssues(
  tx: Tx,
  options: { auctionId: number; now: Date; announcementDays: number },
): Promise<Missing[]> {
  const { auction, property } = await lockAuctionForEditing(tx, options.auctionId);
  const missing: Missing[] = [];
  const need = (ok: unknown, path: string, message = `adminAuctions.missing.${path}`) => {
    if (!ok) missing.push({ path, message });
  };
  need(property.titleAr.trim(), "titleAr");
  need(property.titleEn.trim(), "titleEn");
  need(property.descriptionAr.trim(), "descriptionAr");
  need(property.descriptionEn.trim(), "descriptionEn");
  need(property.instrumentNumber.trim(), "instrumentNumber");
  need(property.schemeNumber?.trim(), "schemeNumber");
  need(property.partNumber?.trim(), "partNumber");
  need(property.streetWidthM !== null, "streetWidthM");
  need(
    [property.northM, property.southM, property.eastM, property.westM].every((m) => Number(m) > 0),
    "directions",
  );
  if ((categoriesWithRooms as readonly string[]).includes(property.category)) {
    need(property.rooms !== null, "rooms");
    need(property.bathrooms !== null, "bathrooms");
    need(property.receptions !== null, "receptions");
  }
  // REGA (issue 15): the advertisement licence and the disclosures; the agent's FAL licence is
  // the selling agent's, required by its table.
  need(property.advertisementLicenseNumber?.trim(), "advertisementLicenseNumber");
  for (const path of missingDisclosures(property.disclosures))
    missing.push({ path, message: `adminAuctions.missing.${path}` });
  const [photos] = await tx
    .select({ n: count() })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, property.id));
  need(photos!.n > 0, "photos");
  need(auction.openingPrice > 0, "openingPrice");
  need(auction.deposit > 0, "deposit");
  if (auction.valuedPrice !== null && auction.deposit * 10_000 > auction.valuedPrice * DEPOSIT_CAP_BP)
    missing.push({ path: "deposit", message: "adminAuctions.validation.depositCap" });
  need(auction.commissionRateBp > 0, "commissionRateBp");
  const earliest = options.now.getTime() + options.announcementDays * 86_400_000;
  if (auction.startsAt.getTime() < earliest)
    missing.push({ path: "startsAt", message: "adminAuctions.missing.announcement" });
  need(auction.endsAt.getTime() > auction.startsAt.getTime(), "endsAt");
  const [rules] = await tx
    .select({ n: count() })
    .from(propertyDocuments)
    .where(and(eq(propertyDocuments.propertyId, property.id), eq(propertyDocuments.kind, "special_rules")));
  need(rules!.n > 0, "specialRules");
  return missing;
}

/**
 * Publishes a draft: it becomes `upcoming` (announced now) and starts and ends by itself. Refused
 * with AUCTION_NOT_PUBLISHABLE listing every missing thing, or AUCTION_NOT_EDITABLE when it is no
 * longer a draft. Audited as `auction.publish`.
 */
export async function publishAuction(options: {
  db: Db | Tx;
  actorUserId: string;
  auctionId: number;
  now?: Date;
}): Promise<{ announcedAt: Date; startsAt: Date }> {
  const { db, actorUserId, auctionId } = options;
  return runTransaction(db, async (tx) => {
    const now = options.now ?? new Date();
    const { auction } = await lockAuctionForEditing(tx, auctionId);
    if (auction.status !== "draft") throw new AppError("AUCTION_NOT_EDITABLE");
    const announcementDays = await readAnnouncementDays(tx);
    const missing = await publishIssues(tx, { auctionId, now, announcementDays });
    if (missing.length > 0) throw new AppError("AUCTION_NOT_PUBLISHABLE", { issues: missing });
    await tx
      .update(auctions)
      .set({
        status: "upcoming",
        announcedAt: now,
        scheduledEndsAt: auction.endsAt,
        version: sql`${auctions.version} + 1`,
        updatedAt: now,
      })
      .where(eq(auctions.id, auctionId));
    await recordAudit(tx, {
      actorUserId,
      action: "auction.publish",
      subjectType: "auction",
      subjectId: String(auctionId),
      before: { status: "draft" },
      after: { status: "upcoming", announcedAt: now.toISOString() },
      details: {
        startsAt: auction.startsAt.toISOString(),
        announcementDays,
      },
      createdAt: now,
    });
    return { announcedAt: now, startsAt: auction.startsAt };
  });
}
