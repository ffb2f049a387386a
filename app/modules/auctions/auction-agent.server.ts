import { and, eq, ne } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { auctions, properties, sellingAgents } from "~/db/schema";

/** Who answers for an auction's property in a chat, and how the property is named. */
export type AuctionAgent = {
  auctionId: number;
  /** The account that answers: the property's owner (set when a listing was approved), else the selling agent's own account; null when neither has one. */
  agentUserId: string | null;
  agentNameAr: string;
  agentNameEn: string;
  assetNumber: string;
  titleAr: string;
  titleEn: string;
};

/**
 * The selling agent of a published auction's property, as chat needs it (issue 16): the owner or
 * agent user who answers a bidder. Null for an unknown or draft auction.
 */
export async function readAuctionAgent(
  db: Pick<Db | Tx, "select">,
  auctionId: number,
): Promise<AuctionAgent | null> {
  const [row] = await db
    .select({
      auctionId: auctions.id,
      ownerUserId: properties.ownerUserId,
      agentAccountId: sellingAgents.userId,
      agentNameAr: sellingAgents.nameAr,
      agentNameEn: sellingAgents.nameEn,
      assetNumber: properties.assetNumber,
      titleAr: properties.titleAr,
      titleEn: properties.titleEn,
    })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .innerJoin(sellingAgents, eq(sellingAgents.id, properties.sellingAgentId))
    .where(and(eq(auctions.id, auctionId), ne(auctions.status, "draft")));
  if (!row) return null;
  const { ownerUserId, agentAccountId, ...rest } = row;
  return { ...rest, agentUserId: ownerUserId ?? agentAccountId };
}

/** The same for several auctions at once (a conversation list), keyed by auction id. */
export async function readAuctionAgents(
  db: Pick<Db | Tx, "select">,
  auctionIds: readonly number[],
): Promise<Map<number, AuctionAgent>> {
  const out = new Map<number, AuctionAgent>();
  for (const id of new Set(auctionIds)) {
    const agent = await readAuctionAgent(db, id);
    if (agent) out.set(id, agent);
  }
  return out;
}
