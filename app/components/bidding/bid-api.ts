import { FetchError } from "ofetch";
import { apiClient } from "~/lib/api-client";
import type { components } from "~/lib/api-types";
import type { BidRefusal } from "~/lib/bidding/bid-schemas";

/** The API's answer to a bid or an automatic bid (BidResult in /api/v1/openapi.json). */
export type BidResult = components["schemas"]["BidResult"];
type BidRequest = components["schemas"]["BidRequest"];
type AutoBidRequest = components["schemas"]["AutoBidRequest"];

export type BidCommand =
  | { kind: "bid"; amount: number; confirmHighBid: boolean }
  | { kind: "auto"; amount: number }
  | { kind: "cancel-auto" };

/**
 * Sends one of the panel's commands with the action's Idempotency-Key (made once per user action
 * and sent again unchanged on every retry, so a retry never bids twice: ADR 005).
 */
export function sendBidCommand(auctionId: number, key: string, command: BidCommand): Promise<BidResult> {
  const headers = { "Idempotency-Key": key };
  const api = apiClient();
  switch (command.kind) {
    case "bid":
      return api<BidResult>(`/auctions/${auctionId}/bids`, {
        method: "POST",
        headers,
        body: { amount: command.amount, confirmHighBid: command.confirmHighBid } satisfies BidRequest,
      });
    case "auto":
      return api<BidResult>(`/auctions/${auctionId}/auto-bid`, {
        method: "PUT",
        headers,
        body: { maxAmount: command.amount } satisfies AutoBidRequest,
      });
    case "cancel-auto":
      return api<BidResult>(`/auctions/${auctionId}/auto-bid`, { method: "DELETE", headers });
  }
}

const moneyFields = ["minimum", "deposit", "available", "price"] as const;

/**
 * The refusal a problem+json answer carries: its code, its `detail` (already in the page's
 * language, with the amounts formatted) and the amounts as numbers. Null when there was no
 * answer to read (the network failed), which the caller words itself.
 */
export function refusalOf(error: unknown): BidRefusal | null {
  if (!(error instanceof FetchError) || !error.response) return null;
  const body = error.data as Record<string, unknown> | undefined;
  if (!body || typeof body.detail !== "string") return null;
  const money: Record<string, number> = {};
  for (const field of moneyFields) if (typeof body[field] === "number") money[field] = body[field];
  const issue = Array.isArray(body.issues)
    ? (body.issues[0] as { message?: unknown } | undefined)
    : undefined;
  return {
    code: typeof body.code === "string" ? body.code : "UNKNOWN",
    // A field's own message says more than "some fields are invalid".
    message: typeof issue?.message === "string" ? issue.message : body.detail,
    ...(Object.keys(money).length ? { money } : {}),
  };
}
