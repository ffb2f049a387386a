import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { auctions, properties, sellingAgents } from "~/db/schema";

/*
 * Who sells an auction's property (product rules §2.10, shill bidding): the owner's account
 * (`properties.owner_user_id`) and the selling agent's (`selling_agents.user_id`). Bidding refuses
 * both on that auction (SELLER_CANNOT_BID).
 */

/**
 * The sellers' user ids of the auction as a scalar subquery answering a JSON array: the bid batch
 * selects it with its other reads, in one round trip.
 */
export function sellersOfAuctionJson(auctionId: number): SQL {
  return sql`(select coalesce(json_agg(s.user_id), '[]') from ${sellersOfAuction(auctionId)} s)`;
}

/**
 * The sellers' user ids of the auction as a subquery (`(select … ) ` of one column, `user_id`): the
 * agents module finds who acts for them (an agent of the owner may not bid either, ADR 036).
 */
export function sellersOfAuction(auctionId: number): SQL {
  return sql`(select p.owner_user_id as user_id from auctions a join properties p on p.id = a.property_id
                 where a.id = ${auctionId} and p.owner_user_id is not null
                union
                select g.user_id from auctions a join properties p on p.id = a.property_id
                  join selling_agents g on g.id = p.selling_agent_id
                 where a.id = ${auctionId} and g.user_id is not null)`;
}

/** Whether the user owns the auction's property or is its selling agent. */
export async function isAuctionSeller(db: Db | Tx, auctionId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    // A property may have an owner and no selling agent: a left join keeps the owner's refusal.
    .leftJoin(sellingAgents, eq(sellingAgents.id, properties.sellingAgentId))
    .where(
      and(
        eq(auctions.id, auctionId),
        or(eq(properties.ownerUserId, userId), eq(sellingAgents.userId, userId)),
      ),
    );
  return !!row;
}
