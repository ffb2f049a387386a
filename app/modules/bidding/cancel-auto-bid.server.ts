import type { Services } from "~/context.server";
import { submitBidCommand, type AcceptedBid } from "./bid-command.server";

/** Cancels the user's automatic bid on the auction; bids already placed stand. */
export async function cancelAutoBid(
  services: Services,
  input: { auctionId: number; userId: string; idempotencyKey: string | null; agentUserId?: string },
): Promise<AcceptedBid> {
  const { auctionId, ...command } = input;
  return submitBidCommand(services, auctionId, { type: "cancel_auto_bid", ...command });
}
