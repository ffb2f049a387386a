import type { Services } from "~/context.server";
import type { BidSource } from "./bid-engine";
import { submitBidCommand, type AcceptedBid } from "./bid-command.server";

/** A bid of `amount` on the auction, judged in its next batch (ADR 012). */
export async function placeBid(
  services: Services,
  input: {
    auctionId: number;
    userId: string;
    amount: number;
    confirmHighBid: boolean;
    acceptRulesVersion: number | "current" | null;
    source: BidSource;
    idempotencyKey: string | null;
    /** An agent bidding for `userId`, their principal (ADR 036). */
    agentUserId?: string;
  },
): Promise<AcceptedBid> {
  const { auctionId, ...command } = input;
  return submitBidCommand(services, auctionId, { type: "bid", ...command });
}
