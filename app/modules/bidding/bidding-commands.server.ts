import type { Services } from "~/context.server";
import { AppError } from "~/lib/errors";
import type { BidRejection, BidSource } from "./bid-engine";
import { biddingService } from "./bidding-service.server";
import type { BidCommandResult } from "./process-bid-batch.server";

export type AcceptedBid = Extract<BidCommandResult, { ok: true }>;

/**
 * The commands pages and the API send, through the auction's queue. A refusal is thrown as an
 * AppError whose code names the exact reason and whose `money` carries the amounts it quotes.
 */
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
  },
): Promise<AcceptedBid> {
  const { auctionId, ...command } = input;
  return settle(await biddingService(services).queue.submit(auctionId, { type: "bid", ...command }));
}

export async function setAutoBid(
  services: Services,
  input: {
    auctionId: number;
    userId: string;
    maxAmount: number;
    acceptRulesVersion: number | "current" | null;
    idempotencyKey: string | null;
  },
): Promise<AcceptedBid> {
  const { auctionId, ...command } = input;
  return settle(await biddingService(services).queue.submit(auctionId, { type: "set_auto_bid", ...command }));
}

export async function cancelAutoBid(
  services: Services,
  input: { auctionId: number; userId: string; idempotencyKey: string | null },
): Promise<AcceptedBid> {
  const { auctionId, ...command } = input;
  return settle(
    await biddingService(services).queue.submit(auctionId, { type: "cancel_auto_bid", ...command }),
  );
}

function settle(result: BidCommandResult): AcceptedBid {
  if (result.ok) return result;
  throw rejectionError(result.rejection);
}

export function rejectionError(
  rejection: BidRejection | { code: "NOT_FOUND" | "IDEMPOTENCY_KEY_REUSED" },
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
