import type { Tx } from "~/db/client.server";
import { lockAuctionForBidding, type PropertyTitles } from "~/modules/auctions/auction-state.server";
import { readSetting } from "~/modules/settings/read-setting.server";
import type { AuctionBook } from "./bid-engine";
import { DEFAULT_INCREMENT_LADDER, IncrementLadderSchema, type IncrementBand } from "./increments";

export type LockedAuction = {
  book: AuctionBook;
  /** The database's clock when the row was locked, in microseconds. */
  nowUs: number;
  propertyId: number;
  /** What notifications name the property by. */
  property: PropertyTitles;
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
  const row = await lockAuctionForBidding(tx, auctionId);
  if (!row || row.auction.status === "draft") return null;
  const a = row.auction;
  const ladder = a.bidIncrement === null ? await readIncrementLadder(tx) : DEFAULT_INCREMENT_LADDER;
  return {
    nowUs: row.nowUs,
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
  const parsed = IncrementLadderSchema.safeParse(await readSetting(tx, "bid_increment_ladder"));
  return parsed.success ? parsed.data : DEFAULT_INCREMENT_LADDER;
}
