import { and, count, eq, max } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctionRegistrations, autoBids, bids } from "~/db/schema";
import { describeIdentities, type UserIdentity } from "~/modules/accounts/describe-identities.server";
import { readUserBalances } from "~/modules/wallet/ledger.server";

/**
 * One registrant of an auction as the committee sees them: the person behind "Bidder n", their
 * deposit, bids and whether an automatic bid is working for them. The automatic bid's maximum is
 * deliberately absent: nobody but the bidder may know it (product rules §2.2).
 */
export type AuctionRegistrant = {
  userId: string;
  bidderNumber: number | null;
  name: string;
  phone: string;
  email: string;
  phoneVerified: boolean;
  /** The identity document, if given, and whether the committee verified it. */
  idDocument: UserIdentity["idDocument"];
  registeredAt: Date;
  /** `locked` while they lead; `released` once outbid (or after the end); `none` before any bid. */
  deposit: "locked" | "released" | "none";
  lockedAmount: number;
  bidCount: number;
  highestBid: number | null;
  autoBidActive: boolean;
};

/** The active registrants of an auction, by bidder number then registration time. */
export async function listAuctionRegistrants({
  db,
  auctionId,
}: {
  db: Db;
  auctionId: number;
}): Promise<AuctionRegistrant[]> {
  const registrations = await db
    .select({
      userId: auctionRegistrations.userId,
      bidderNumber: auctionRegistrations.bidderNumber,
      createdAt: auctionRegistrations.createdAt,
    })
    .from(auctionRegistrations)
    .where(and(eq(auctionRegistrations.auctionId, auctionId), eq(auctionRegistrations.status, "active")))
    .orderBy(auctionRegistrations.bidderNumber, auctionRegistrations.createdAt);
  if (registrations.length === 0) return [];
  const ids = registrations.map((r) => r.userId);
  const [tallies, autos, identities, balances] = await Promise.all([
    db
      .select({ userId: bids.userId, bidCount: count(), highestBid: max(bids.amount) })
      .from(bids)
      .where(eq(bids.auctionId, auctionId))
      .groupBy(bids.userId),
    // Only who has one: the maximum is never read here.
    db
      .select({ userId: autoBids.userId })
      .from(autoBids)
      .where(and(eq(autoBids.auctionId, auctionId), eq(autoBids.status, "active"))),
    describeIdentities(db, ids),
    readUserBalances(db, ids),
  ]);
  const tally = new Map(tallies.map((t) => [t.userId, t]));
  const automatic = new Set(autos.map((a) => a.userId));
  return registrations.map((r) => {
    const person = identities.get(r.userId);
    const bidsOf = tally.get(r.userId);
    const lockedAmount = balances.get(r.userId)?.locked.get(auctionId) ?? 0;
    const bidCount = bidsOf?.bidCount ?? 0;
    return {
      userId: r.userId,
      bidderNumber: r.bidderNumber,
      name: person?.name ?? "",
      phone: person?.phone ?? "",
      email: person?.email ?? "",
      phoneVerified: person?.phoneVerified ?? false,
      idDocument: person?.idDocument ?? null,
      registeredAt: r.createdAt,
      deposit: lockedAmount > 0 ? "locked" : bidCount > 0 ? "released" : "none",
      lockedAmount,
      bidCount,
      highestBid: bidsOf?.highestBid ?? null,
      autoBidActive: automatic.has(r.userId),
    };
  });
}
