import type { LiveEvent } from "~/modules/live/live-channels";
import type { BidRejection } from "./bid-engine";
import type { BidSource } from "./bid-sources";

/** What a user asks of an auction's queue: a bid, or setting or cancelling an automatic bid. */
export type BidCommand =
  | {
      type: "bid";
      userId: string;
      amount: number;
      confirmHighBid: boolean;
      acceptRulesVersion: number | "current" | null;
      source: BidSource;
      idempotencyKey: string | null;
      /** The committee member who entered an on-site bid for the bidder: audited with the bid. */
      enteredBy?: string;
      /** An agent sending it for `userId`, its principal (ADR 036): checked in the batch. */
      agentUserId?: string;
    }
  | {
      type: "set_auto_bid";
      userId: string;
      maxAmount: number;
      acceptRulesVersion: number | "current" | null;
      idempotencyKey: string | null;
      agentUserId?: string;
    }
  | { type: "cancel_auto_bid"; userId: string; idempotencyKey: string | null; agentUserId?: string };

/** What a command answers; JSON, so a retried request gets it back from the idempotency store. */
export type BidCommandResult =
  | {
      ok: true;
      bid: {
        sequence: number;
        amount: number;
        source: BidSource;
        bidderNumber: number;
        placedAt: string;
      } | null;
      leading: boolean;
      price: number | null;
      minimumNextBid: number;
      endsAt: string;
      bidCount: number;
      extended: boolean;
      /** The user's automatic bid after the command, if one is active. */
      autoBid: { maxAmount: number } | null;
    }
  | {
      ok: false;
      rejection:
        | BidRejection
        | { code: "NOT_FOUND" }
        | { code: "IDEMPOTENCY_KEY_REUSED" }
        | { code: "AGENT_NOT_AUTHORIZED" };
    };

export type BatchOutcome = {
  results: BidCommandResult[];
  /** Written in the transaction; published once it has committed. */
  liveEvents: LiveEvent[];
  /** Notifications whose SMS/e-mail copies are sent after the commit. */
  notificationIds: number[];
};
