import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctionRegistrations, autoBids } from "~/db/schema";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { incrementOver, minimumNextBid } from "./increments";
import { readIncrementLadder } from "./load-auction-book.server";

export type MyParticipation = {
  registrationId: string;
  rulesVersion: number;
  bidderNumber: number | null;
  highestBid: number | null;
  outcome: "won" | "lost" | null;
  leading: boolean;
  autoBidMax: number | null;
};

export type BiddingState = {
  minimumNextBid: number;
  /** The raise over the current price that the quick-add buttons use. */
  increment: number;
  /** Only for a signed-in user. */
  me: {
    participation: MyParticipation | null;
    available: number;
    lockedHere: number;
    covered: boolean;
  } | null;
};

/**
 * What the property page shows about bidding, for a guest or for the signed-in user. The auction
 * channel's position is not read here: the page reads it before the auction it guards (ADR 013).
 */
export async function getBiddingState(options: {
  db: Db;
  auction: {
    id: number;
    openingPrice: number;
    currentPrice: number | null;
    bidIncrement: number | null;
    deposit: number;
    leaderUserId: string | null;
  };
  userId?: string;
}): Promise<BiddingState> {
  const { db, auction, userId } = options;
  // `db` is the pool here (never a transaction), so the two reads may run side by side.
  const [ladder, me] = await Promise.all([
    readIncrementLadder(db),
    userId ? readMine(db, auction, userId) : Promise.resolve(null),
  ]);
  const rule = { fixed: auction.bidIncrement, ladder };
  return {
    minimumNextBid: minimumNextBid(auction, rule),
    increment: incrementOver(auction.currentPrice ?? auction.openingPrice, rule),
    me,
  };
}

async function readMine(
  db: Db,
  auction: { id: number; deposit: number; leaderUserId: string | null },
  userId: string,
) {
  const [[registration], [auto], balances] = await Promise.all([
    db
      .select()
      .from(auctionRegistrations)
      .where(
        and(
          eq(auctionRegistrations.auctionId, auction.id),
          eq(auctionRegistrations.userId, userId),
          eq(auctionRegistrations.status, "active"),
        ),
      ),
    db
      .select({ maxAmount: autoBids.maxAmount })
      .from(autoBids)
      .where(
        and(eq(autoBids.auctionId, auction.id), eq(autoBids.userId, userId), eq(autoBids.status, "active")),
      ),
    readUserBalances(db, [userId]),
  ]);
  const wallet = balances.get(userId)!;
  const lockedHere = wallet.locked.get(auction.id) ?? 0;
  return {
    participation: registration
      ? {
          registrationId: registration.id,
          rulesVersion: registration.rulesVersion,
          bidderNumber: registration.bidderNumber,
          highestBid: registration.highestBid,
          outcome: registration.outcome,
          leading: auction.leaderUserId === userId,
          autoBidMax: auto?.maxAmount ?? null,
        }
      : null,
    available: wallet.available,
    lockedHere,
    covered: lockedHere > 0 || wallet.available >= auction.deposit,
  };
}
