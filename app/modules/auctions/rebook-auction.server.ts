import { eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { auctions } from "~/db/schema/auctions";
import { AppError } from "~/lib/errors";
import { readAnnouncementDays } from "~/modules/settings/settings.server";

/*
 * What the defaults screen (issue 14) asks of the auctions module: a re-auction of a finished
 * auction's property as a new draft, the link between the two, and the buyer of record when the
 * next bidder accepts the property after the winner defaulted.
 */

const DAY = 86_400_000;

/**
 * A new draft auction of the same property, with the old auction's terms (prices, deposit,
 * commission, reserve, anti-sniping, valuation): the photos and documents are the property's, so
 * the new auction shows them too. Its dates are placeholders after the announcement period, as long
 * as the old auction ran; the committee edits and publishes it as usual. Refused with
 * AUCTION_ALREADY_REBOOKED when the old auction was re-auctioned already (also unique in the database).
 */
export async function createRebookDraft(
  tx: Tx,
  options: { fromAuctionId: number; actorUserId: string; now: Date },
): Promise<{ auctionId: number }> {
  const { fromAuctionId, actorUserId, now } = options;
  const [old] = await tx.select().from(auctions).where(eq(auctions.id, fromAuctionId)).for("update");
  if (!old) throw new AppError("NOT_FOUND");
  const [taken] = await tx
    .select({ id: auctions.id })
    .from(auctions)
    .where(eq(auctions.rebookedFromAuctionId, fromAuctionId));
  if (taken) throw new AppError("AUCTION_ALREADY_REBOOKED");
  const days = (await readAnnouncementDays(tx)) + 2;
  const startsAt = new Date(Math.ceil((now.getTime() + days * DAY) / 3_600_000) * 3_600_000);
  const length = Math.max(old.scheduledEndsAt.getTime() - old.startsAt.getTime(), 3_600_000);
  const endsAt = new Date(startsAt.getTime() + length);
  const [created] = await tx
    .insert(auctions)
    .values({
      propertyId: old.propertyId,
      status: "draft",
      openingPrice: old.openingPrice,
      reservePrice: old.reservePrice,
      bidIncrement: old.bidIncrement,
      deposit: old.deposit,
      commissionRateBp: old.commissionRateBp,
      valuedPrice: old.valuedPrice,
      extensionWindowSeconds: old.extensionWindowSeconds,
      extensionSeconds: old.extensionSeconds,
      extensionCapSeconds: old.extensionCapSeconds,
      specialRulesVersion: old.specialRulesVersion,
      startsAt,
      endsAt,
      scheduledEndsAt: endsAt,
      createdByUserId: actorUserId,
      rebookedFromAuctionId: fromAuctionId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: auctions.id });
  return { auctionId: created!.id };
}

/** The re-auction of each of these auctions, if any: old auction id → new auction's id and status. */
export async function findRebooks(
  db: Pick<Db, "select">,
  auctionIds: readonly number[],
): Promise<Map<number, { auctionId: number; status: string }>> {
  const out = new Map<number, { auctionId: number; status: string }>();
  if (auctionIds.length === 0) return out;
  const rows = await db
    .select({ id: auctions.id, status: auctions.status, from: auctions.rebookedFromAuctionId })
    .from(auctions)
    .where(inArray(auctions.rebookedFromAuctionId, [...auctionIds]));
  for (const row of rows) out.set(row.from!, { auctionId: row.id, status: row.status });
  return out;
}

/** The auction this one re-runs, if it is a re-auction. */
export async function rebookedFrom(db: Pick<Db, "select">, auctionId: number): Promise<number | null> {
  const [row] = await db
    .select({ from: auctions.rebookedFromAuctionId })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  return row?.from ?? null;
}

/**
 * The next bidder accepted the property after the winner defaulted: they are the buyer of record
 * at their own bid. The defaulted winner stays on record in their defaulted settlement and the
 * audit log.
 */
export async function recordNextBidderSale(
  tx: Tx,
  options: { auctionId: number; winnerUserId: string; price: number; now: Date },
) {
  await tx
    .update(auctions)
    .set({
      winnerUserId: options.winnerUserId,
      endPrice: options.price,
      version: sql`${auctions.version} + 1`,
      updatedAt: options.now,
    })
    .where(eq(auctions.id, options.auctionId));
}
