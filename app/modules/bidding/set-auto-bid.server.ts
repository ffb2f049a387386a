import type { Services } from "~/context.server";
import { submitBidCommand, type AcceptedBid } from "./bid-command.server";

/** Sets (or raises) the user's hidden maximum; the system then bids the least needed, up to it. */
export async function setAutoBid(
  services: Services,
  input: {
    auctionId: number;
    userId: string;
    maxAmount: number;
    acceptRulesVersion: number | "current" | null;
    idempotencyKey: string | null;
    /** An agent setting it for `userId`, their principal (ADR 036). */
    agentUserId?: string;
  },
): Promise<AcceptedBid> {
  const { auctionId, ...command } = input;
  return submitBidCommand(services, auctionId, { type: "set_auto_bid", ...command });
}
