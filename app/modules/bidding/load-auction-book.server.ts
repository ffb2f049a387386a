import { eq, sql } from "drizzle-orm";
import { appSettings, auctions, properties } from "~/db/schema";
import type { Tx } from "~/db/client.server";
import type { AuctionBook } from "./bid-engine";
import { DEFAULT_INCREMENT_LADDER, IncrementLadderSchema, type IncrementBand } from "./increments";

export type LockedAuction = {
  book: AuctionBook;
  /** The database's clock when the row was locked, in microseconds. */
  nowUs: number;
  propertyId: number;
  /** What notifications name the property by. */
  property: { assetNumber: string; titleAr: string; titleEn: string };
  reservePrice: number | null;
  commissionRateBp: number;
  leadingBidId: number | null;
  version: number;
  cancelReasonAr: string | null;
  cancelReasonEn: string | null;
};

/**
 * Locks an auction's row for the rest of the transaction and reads it as the bidding engine's
 * book, with the database's clock read after the lock: every instance judges "now" by one clock,
 * and no bid or state change of the same auction can run until this transaction ends.
 * Null for a draft or a missing auction.
 */
export async function lockAuctionBook(tx: Tx, auctionId: number): Promise<LockedAuction | null> {
  const [row] = await tx
    .select({
      auction: auctions,
      property: {
        assetNumber: properties.assetNumber,
        titleAr: properties.titleAr,
        titleEn: properties.titleEn,
      },
      nowUs: sql<string>`(extract(epoch from clock_timestamp()) * 1000000)::bigint`,
    })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .where(eq(auctions.id, auctionId))
    .for("update", { of: auctions });
  if (!row || row.auction.status === "draft") return null;
  const a = row.auction;
  const ladder = a.bidIncrement === null ? await readIncrementLadder(tx) : DEFAULT_INCREMENT_LADDER;
  return {
    nowUs: Number(row.nowUs),
    propertyId: a.propertyId,
    property: row.property,
    reservePrice: a.reservePrice,
    commissionRateBp: a.commissionRateBp,
    leadingBidId: a.leadingBidId,
    version: a.version,
    cancelReasonAr: a.cancelReasonAr,
    cancelReasonEn: a.cancelReasonEn,
    book: {
      id: a.id,
      status: a.status,
      startsAt: a.startsAt.getTime(),
      endsAt: a.endsAt.getTime(),
      scheduledEndsAt: a.scheduledEndsAt.getTime(),
      openingPrice: a.openingPrice,
      price: a.currentPrice,
      deposit: a.deposit,
      increment: { fixed: a.bidIncrement, ladder },
      leaderUserId: a.leaderUserId,
      leaderPriority: a.leaderPriorityUs,
      bidCount: a.bidCount,
      bidderCount: a.bidderCount,
      extensionWindowMs: a.extensionWindowSeconds * 1000,
      extensionMs: a.extensionSeconds * 1000,
      extensionCapMs: a.extensionCapSeconds * 1000,
      rulesVersion: a.specialRulesVersion,
    },
  };
}

/** The price-band ladder setting; the default when unset or unreadable. */
export async function readIncrementLadder(tx: Pick<Tx, "select">): Promise<readonly IncrementBand[]> {
  const [row] = await tx
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, "bid_increment_ladder"));
  const parsed = IncrementLadderSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_INCREMENT_LADDER;
}
