import type { NotificationKind } from "~/modules/accounts/notification-preferences";

/*
 * What can be notified, what each event carries, and which settings switch governs it. Shared by
 * the server and the browser (the bell renders live events).
 */

export const notificationEvents = [
  "bid_accepted",
  "outbid",
  "auction_extended",
  "auction_starting_soon",
  "auction_won",
  "auction_lost",
  "auction_cancelled",
  "payment_received",
  "payment_failed",
  "transfer_rejected",
  "settlement_defaulted",
  "withdrawal_paid",
  "withdrawal_rejected",
  "bank_account_verified",
  "bank_account_rejected",
  "listing_changes_requested",
  "listing_rejected",
  "listing_approved",
] as const;

export type NotificationEvent = (typeof notificationEvents)[number];

export function isNotificationEvent(value: unknown): value is NotificationEvent {
  return typeof value === "string" && (notificationEvents as readonly string[]).includes(value);
}

/** Each event is switched on and off, per channel, by the settings of one kind. */
export const notificationKindOf: Record<NotificationEvent, NotificationKind> = {
  bid_accepted: "bidding",
  outbid: "outbid",
  auction_extended: "bidding",
  auction_starting_soon: "auction_starting",
  auction_won: "auction_won",
  auction_lost: "auction_won",
  auction_cancelled: "bidding",
  payment_received: "payment",
  payment_failed: "payment",
  transfer_rejected: "payment",
  settlement_defaulted: "payment",
  withdrawal_paid: "payment",
  withdrawal_rejected: "payment",
  bank_account_verified: "payment",
  bank_account_rejected: "payment",
  listing_changes_requested: "account",
  listing_rejected: "account",
  listing_approved: "account",
};

/** The moment an event's text names as {{time}}, if any. */
export function timeParamOf(event: NotificationEvent): "startsAt" | "endsAt" | "dueAt" {
  if (event === "auction_starting_soon") return "startsAt";
  return event === "settlement_defaulted" ? "dueAt" : "endsAt";
}

/** Where a notification that is not about an auction takes its reader (without the /en prefix). */
export const notificationPathOf: Partial<Record<NotificationEvent, string>> = {
  payment_received: "/payments",
  payment_failed: "/payments",
  transfer_rejected: "/payments",
  withdrawal_paid: "/profile/wallet",
  withdrawal_rejected: "/profile/wallet",
  bank_account_verified: "/profile/wallet",
  bank_account_rejected: "/profile/wallet",
  listing_changes_requested: "/profile/listings",
  listing_rejected: "/profile/listings",
  listing_approved: "/profile/listings",
};

/** Every event names the property in both languages, so it can be told in either. */
type PropertyParams = { assetNumber: string; titleAr: string; titleEn: string };

/** A listing request's id and titles (the English one may be empty). */
type ListingParams = { requestId: string; titleAr: string; titleEn: string };

/** What each event carries: money in halalas, times as ISO 8601 strings. */
export type NotificationParamsOf = {
  bid_accepted: PropertyParams & { amount: number };
  /** `amount` is the new highest bid (someone else's). */
  outbid: PropertyParams & { amount: number; minimumNextBid: number };
  auction_extended: PropertyParams & { endsAt: string };
  auction_starting_soon: PropertyParams & { hours: number; startsAt: string };
  auction_won: PropertyParams & { amount: number };
  /** `amount` is the winning (hammer) price. */
  auction_lost: PropertyParams & { amount: number };
  auction_cancelled: PropertyParams & { reasonAr: string; reasonEn: string };
  /** `reference`: the payment's personal reference. */
  payment_received: { amount: number; reference: string };
  payment_failed: { amount: number; reference: string };
  /** `reason`: the committee's words, as written. */
  transfer_rejected: { amount: number; reference: string; reason: string };
  /** `amount`: the forfeited deposit; `dueAt`: the deadline that passed. */
  settlement_defaulted: PropertyParams & { amount: number; dueAt: string };
  /** `iban`: masked, e.g. "SA** **** **** **** **** 7519". */
  withdrawal_paid: { amount: number; iban: string };
  withdrawal_rejected: { amount: number; reason: string };
  bank_account_verified: { iban: string };
  bank_account_rejected: { iban: string; reason: string };
  /** A listing request (issue 15): its titles as written, the committee's words in each language. */
  listing_changes_requested: ListingParams & { reasonAr: string; reasonEn: string };
  listing_rejected: ListingParams & { reasonAr: string; reasonEn: string };
  listing_approved: ListingParams;
};

/** A notification to record; `params` must match the event. */
export type NewNotification = {
  [E in NotificationEvent]: {
    userId: string;
    event: E;
    auctionId: number | null;
    params: NotificationParamsOf[E];
  };
}[NotificationEvent];

/** Params as stored (jsonb) and sent live: flat, JSON-safe values. */
export type StoredParams = Record<string, string | number | null>;
