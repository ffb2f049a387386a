import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctionRegistrations, bids } from "~/db/schema";

/** A user's part in auctions as the back office sums it up. */
export type ParticipationSummary = {
  /** Registrations (orders) still active. */
  registrations: number;
  /** Registrations the user withdrew. */
  withdrawn: number;
  /** Auctions the user won. */
  won: number;
  /** Bids accepted from the user, on any auction. */
  bids: number;
  lastBidAt: Date | null;
};

/** How much a user took part in auctions: registrations by state, auctions won and bids placed. */
export async function summarizeParticipation(db: Db, userId: string): Promise<ParticipationSummary> {
  const [[registrations], [placed]] = await Promise.all([
    db
      .select({
        active: sql<number>`count(*) filter (where ${auctionRegistrations.status} = 'active')::int`,
        withdrawn: sql<number>`count(*) filter (where ${auctionRegistrations.status} = 'withdrawn')::int`,
        won: sql<number>`count(*) filter (where ${auctionRegistrations.outcome} = 'won')::int`,
      })
      .from(auctionRegistrations)
      .where(eq(auctionRegistrations.userId, userId)),
    db
      .select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${bids.placedAt})::text` })
      .from(bids)
      .where(eq(bids.userId, userId)),
  ]);
  return {
    registrations: registrations?.active ?? 0,
    withdrawn: registrations?.withdrawn ?? 0,
    won: registrations?.won ?? 0,
    bids: placed?.n ?? 0,
    lastBidAt: placed?.last ? new Date(placed.last) : null,
  };
}
