import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { settlements } from "~/db/schema";

/*
 * The settlements of an auction as the defaults screen (issue 14, bidding module) reads them: the
 * defaulted ones stay on record, and at most one is live (due or paid). Locking them is how the
 * committee's decisions on one defaulted auction (an offer, an acceptance, a re-auction) take
 * their turn.
 */

export type AuctionSettlement = {
  id: string;
  auctionId: number;
  userId: string;
  status: "due" | "paid" | "defaulted";
  hammerPrice: number;
  depositApplied: number;
  dueAt: Date;
  paidAt: Date | null;
  defaultedAt: Date | null;
  createdAt: Date;
};

const columns = {
  id: settlements.id,
  auctionId: settlements.auctionId,
  userId: settlements.userId,
  status: settlements.status,
  hammerPrice: settlements.hammerPrice,
  depositApplied: settlements.depositApplied,
  dueAt: settlements.dueAt,
  paidAt: settlements.paidAt,
  defaultedAt: settlements.defaultedAt,
  createdAt: settlements.createdAt,
};

/** The auction's settlements, oldest first, row-locked for the rest of the transaction. */
export async function lockAuctionSettlements(tx: Tx, auctionId: number): Promise<AuctionSettlement[]> {
  return tx
    .select(columns)
    .from(settlements)
    .where(eq(settlements.auctionId, auctionId))
    .orderBy(asc(settlements.createdAt), asc(settlements.id))
    .for("update");
}

/** The settlements of these auctions, oldest first. */
export async function auctionSettlements(
  db: Pick<Db, "select">,
  auctionIds: readonly number[],
): Promise<AuctionSettlement[]> {
  if (auctionIds.length === 0) return [];
  return db
    .select(columns)
    .from(settlements)
    .where(inArray(settlements.auctionId, [...auctionIds]))
    .orderBy(asc(settlements.createdAt), asc(settlements.id));
}

/** Auctions with a defaulted settlement, the latest default first (up to `limit`). */
export async function auctionsWithDefaults(db: Pick<Db, "select">, limit = 200): Promise<number[]> {
  const rows = await db
    .select({ auctionId: settlements.auctionId, last: sql<Date>`max(${settlements.defaultedAt})` })
    .from(settlements)
    .where(eq(settlements.status, "defaulted"))
    .groupBy(settlements.auctionId)
    .orderBy(desc(sql`max(${settlements.defaultedAt})`), asc(settlements.auctionId))
    .limit(limit);
  return rows.map((r) => r.auctionId);
}
