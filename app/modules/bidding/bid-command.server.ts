import type { Services } from "~/context.server";
import { AppError } from "~/lib/errors";
import type { BidRejection } from "./bid-engine";
import { bidQueueFor } from "./bid-queue.server";
import type { BidCommand, BidCommandResult } from "./bid-batch-types";

export type AcceptedBid = Extract<BidCommandResult, { ok: true }>;

/**
 * Sends a command (a bid, setting or cancelling an automatic bid) through the auction's queue and
 * answers once its batch has committed. A refusal is thrown as an AppError whose code names the
 * exact reason and whose `money` carries the amounts it quotes.
 */
export async function submitBidCommand(
  services: Services,
  auctionId: number,
  command: BidCommand,
): Promise<AcceptedBid> {
  const result = await bidQueueFor(services).submit(auctionId, command);
  if (result.ok) return result;
  throw rejectionError(result.rejection);
}

export function rejectionError(
  rejection: BidRejection | { code: "NOT_FOUND" | "IDEMPOTENCY_KEY_REUSED" | "AGENT_NOT_AUTHORIZED" },
): AppError {
  switch (rejection.code) {
    case "BID_BELOW_MINIMUM":
    case "BID_CONFIRMATION_REQUIRED":
      return new AppError(rejection.code, { money: { minimum: rejection.minimum } });
    case "DEPOSIT_NOT_COVERED":
      return new AppError(rejection.code, {
        money: { deposit: rejection.deposit, available: rejection.available },
      });
    case "AUTO_BID_BELOW_OWN_BID":
      return new AppError(rejection.code, { money: { price: rejection.price } });
    default:
      return new AppError(rejection.code);
  }
}
