import { and, eq } from "drizzle-orm";
import type { Services } from "~/context.server";
import { auctionRegistrations } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { describeAuctions } from "~/modules/auctions/describe-auctions.server";
import { submitBidCommand, type AcceptedBid } from "./bid-command.server";

/**
 * A bid called out in the room of a hybrid auction (AUCTION_NOT_HYBRID otherwise: an online-only
 * auction takes no bids from the room), entered by a committee member for a registered bidder
 * (BIDDER_NOT_REGISTERED otherwise): the same command as a bid from the web (idempotent, judged by the engine
 * with every rule: registration and rules, deposit, minimum, conflicts of interest), with the
 * source "on_site" and the member who entered it, audited in the batch's transaction
 * (audit-on-site-bids.server.ts).
 */
export async function placeOnSiteBid(
  services: Services,
  input: {
    auctionId: number;
    bidderUserId: string;
    enteredBy: string;
    amount: number;
    confirmHighBid: boolean;
    idempotencyKey: string;
  },
): Promise<AcceptedBid> {
  const { auctionId, bidderUserId, enteredBy, amount, confirmHighBid, idempotencyKey } = input;
  const auction = (await describeAuctions(services.database.db, [auctionId])).get(auctionId);
  if (!auction) throw new AppError("NOT_FOUND");
  if (!auction.hybrid) throw new AppError("AUCTION_NOT_HYBRID");
  const [registered] = await services.database.db
    .select({ id: auctionRegistrations.id })
    .from(auctionRegistrations)
    .where(
      and(
        eq(auctionRegistrations.auctionId, auctionId),
        eq(auctionRegistrations.userId, bidderUserId),
        eq(auctionRegistrations.status, "active"),
      ),
    );
  if (!registered) throw new AppError("BIDDER_NOT_REGISTERED");
  return submitBidCommand(services, auctionId, {
    type: "bid",
    userId: bidderUserId,
    amount,
    confirmHighBid,
    // The bidder accepted the rules when registering; the committee never accepts them for anyone.
    acceptRulesVersion: null,
    source: "on_site",
    idempotencyKey,
    enteredBy,
  });
}
