import { and, desc, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctions, properties, sellingAgents } from "~/db/schema";

export type OwnedAuction = {
  auctionId: number;
  status: "draft" | "upcoming" | "current" | "finished" | "cancelled";
  assetNumber: string;
  titleAr: string;
  titleEn: string;
  /** Whether the user owns the property or sells it as its agent. */
  role: "owner" | "agent";
  openingPrice: number;
  /** The highest bid so far, or the hammer price once finished; null without bids. */
  highestBid: number | null;
  bidCount: number;
  startsAt: Date;
  endsAt: Date;
  announcedAt: Date | null;
};

/**
 * The auctions of the properties a user owns (`properties.owner_user_id`) or sells as their
 * selling agent (`selling_agents.user_id`), drafts included, newest first: the owners' dashboard
 * (issue 15). Nobody else's.
 */
export async function listOwnedAuctions(db: Db, userId: string): Promise<OwnedAuction[]> {
  const rows = await db
    .select({
      auctionId: auctions.id,
      status: auctions.status,
      assetNumber: properties.assetNumber,
      titleAr: properties.titleAr,
      titleEn: properties.titleEn,
      ownerUserId: properties.ownerUserId,
      openingPrice: auctions.openingPrice,
      currentPrice: auctions.currentPrice,
      endPrice: auctions.endPrice,
      bidCount: auctions.bidCount,
      startsAt: auctions.startsAt,
      endsAt: auctions.endsAt,
      announcedAt: auctions.announcedAt,
    })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .innerJoin(sellingAgents, eq(sellingAgents.id, properties.sellingAgentId))
    .where(or(eq(properties.ownerUserId, userId), eq(sellingAgents.userId, userId)))
    .orderBy(desc(auctions.startsAt), desc(auctions.id))
    .limit(200);
  return rows.map(({ ownerUserId, currentPrice, endPrice, ...row }) => ({
    ...row,
    role: ownerUserId === userId ? "owner" : "agent",
    highestBid: endPrice ?? currentPrice,
  }));
}

/** Whether the user owns or sells the auction's property: their views of it are not counted. */
export function isSellerOf(
  detail: { property: { ownerUserId: string | null }; agent: { userId: string | null } },
  userId: string | undefined,
): boolean {
  return userId !== undefined && (detail.property.ownerUserId === userId || detail.agent.userId === userId);
}

/** An auction of a property the user owns, with the dates and facts of each step of its life. */
export type OwnerAuctionSteps = {
  auctionId: number;
  status: OwnedAuction["status"];
  assetNumber: string;
  titleAr: string;
  titleEn: string;
  createdAt: Date;
  announcedAt: Date | null;
  startsAt: Date;
  endsAt: Date;
  finishedAt: Date | null;
  outcome: "sold" | "reserve_not_met" | "no_bids" | null;
  /** The hammer price of a sold auction. */
  endPrice: number | null;
  cancelledAt: Date | null;
  cancelReasonAr: string | null;
  cancelReasonEn: string | null;
};

/**
 * The auctions of the properties a user owns (`properties.owner_user_id`), drafts included, newest
 * first (at most 200), with what each step of their timeline shows (/mazadStatus, issue 15).
 * Nobody else's; a selling agent's are on the dashboard, not here.
 */
export async function listOwnerAuctionSteps(db: Db, userId: string): Promise<OwnerAuctionSteps[]> {
  return db
    .select({
      auctionId: auctions.id,
      status: auctions.status,
      assetNumber: properties.assetNumber,
      titleAr: properties.titleAr,
      titleEn: properties.titleEn,
      createdAt: auctions.createdAt,
      announcedAt: auctions.announcedAt,
      startsAt: auctions.startsAt,
      endsAt: auctions.endsAt,
      finishedAt: auctions.finishedAt,
      outcome: auctions.outcome,
      endPrice: auctions.endPrice,
      cancelledAt: auctions.cancelledAt,
      cancelReasonAr: auctions.cancelReasonAr,
      cancelReasonEn: auctions.cancelReasonEn,
    })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .where(eq(properties.ownerUserId, userId))
    .orderBy(desc(auctions.startsAt), desc(auctions.id))
    .limit(200);
}

/**
 * The owner's account of each auction's property, with the property's names, for the auctions of
 * `ids` whose property has an owner (the owner's notices of their auction's steps).
 */
export async function auctionOwners(
  db: Pick<Db, "select">,
  ids: readonly number[],
): Promise<Map<number, { ownerUserId: string; assetNumber: string; titleAr: string; titleEn: string }>> {
  const out = new Map<
    number,
    { ownerUserId: string; assetNumber: string; titleAr: string; titleEn: string }
  >();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      auctionId: auctions.id,
      ownerUserId: properties.ownerUserId,
      assetNumber: properties.assetNumber,
      titleAr: properties.titleAr,
      titleEn: properties.titleEn,
    })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .where(and(inArray(auctions.id, [...new Set(ids)]), isNotNull(properties.ownerUserId)));
  for (const { auctionId, ownerUserId, ...names } of rows)
    out.set(auctionId, { ownerUserId: ownerUserId!, ...names });
  return out;
}
