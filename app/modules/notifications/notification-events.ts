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
  "auction_ending_soon",
  "auction_won",
  "auction_lost",
  "auction_cancelled",
  "payment_received",
  "payment_failed",
  "transfer_rejected",
  "settlement_defaulted",
  "next_bidder_offer",
  "auction_rebooked",
  "withdrawal_paid",
  "withdrawal_rejected",
  "bank_account_verified",
  "bank_account_rejected",
  "account_suspended",
  "account_reinstated",
  "cancellation_rejected",
  "listing_changes_requested",
  "listing_rejected",
  "listing_approved",
  "listing_submitted_for_principal",
  "owner_auction_scheduled",
  "owner_auction_live",
  "owner_auction_sold",
  "owner_auction_unsold",
  "owner_auction_cancelled",
  "inquiry_answered",
  "agency_invited",
  "agency_confirmed",
  "agency_declined",
  "agency_revoked",
  "agent_bid_placed",
  "authority_request_submitted",
  "authority_request_under_review",
  "authority_request_approved",
  "authority_request_rejected",
  "authority_request_more_documents",
  "chat_message",
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
  // For those who favorited a live auction: the same switch as its start (issue 16).
  auction_ending_soon: "auction_starting",
  auction_won: "auction_won",
  auction_lost: "auction_won",
  auction_cancelled: "bidding",
  payment_received: "payment",
  payment_failed: "payment",
  transfer_rejected: "payment",
  settlement_defaulted: "payment",
  next_bidder_offer: "auction_won",
  auction_rebooked: "bidding",
  withdrawal_paid: "payment",
  withdrawal_rejected: "payment",
  bank_account_verified: "payment",
  bank_account_rejected: "payment",
  account_suspended: "account",
  account_reinstated: "account",
  // For the committee member who asked: their work on an auction.
  cancellation_rejected: "bidding",
  listing_changes_requested: "account",
  listing_rejected: "account",
  listing_approved: "account",
  listing_submitted_for_principal: "account",
  // For the property's owner: each step of their auction (/mazadStatus).
  owner_auction_scheduled: "account",
  owner_auction_live: "account",
  owner_auction_sold: "account",
  owner_auction_unsold: "account",
  owner_auction_cancelled: "account",
  // The committee's answer to an inquiry the user sent signed in (issue 16).
  inquiry_answered: "account",
  // Agents and principals (ADR 036): each step of an agency, and a bid placed for the principal.
  agency_invited: "account",
  agency_confirmed: "account",
  agency_declined: "account",
  agency_revoked: "account",
  agent_bid_placed: "bidding",
  // For the requester: each step of their power-of-attorney or foreign-owner request (issue 16).
  authority_request_submitted: "account",
  authority_request_under_review: "account",
  authority_request_approved: "account",
  authority_request_rejected: "account",
  authority_request_more_documents: "account",
  // A new message in one of the user's conversations (issue 16; once per unread burst, ADR 037).
  chat_message: "account",
};

/**
 * Events told only by SMS and e-mail (per the user's switches): recorded already read and never
 * pushed, since the user cannot sign in to see them (a suspended account's sessions have ended).
 */
export const outboundOnlyEvents: ReadonlySet<NotificationEvent> = new Set(["account_suspended"]);

/**
 * Events whose text names their {{time}} only when the notification carries it (`bodyDue` in the
 * app, `<event>_due` in a text message): the winner's payment deadline, which notifications stored
 * before it was added do not have.
 */
export const deadlineEvents: ReadonlySet<NotificationEvent> = new Set(["auction_won"]);

/**
 * Events told otherwise when the reader's agent acted for them (ADR 036) and the notification
 * names the agent (`name`): `bodyAgent` in the app, `<event>_agent` in a text message.
 */
export const agentActedEvents: ReadonlySet<NotificationEvent> = new Set(["payment_received"]);

/** The moment an event's text names as {{time}}, if any. */
export function timeParamOf(event: NotificationEvent): "startsAt" | "endsAt" | "dueAt" | "expiresAt" {
  if (event === "auction_starting_soon" || event === "owner_auction_scheduled") return "startsAt";
  if (event === "next_bidder_offer") return "expiresAt";
  return event === "settlement_defaulted" || event === "auction_won" ? "dueAt" : "endsAt";
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
  account_suspended: "/termsAndConditions",
  account_reinstated: "/login",
  listing_changes_requested: "/profile/listings",
  listing_rejected: "/profile/listings",
  listing_approved: "/profile/listings",
  listing_submitted_for_principal: "/profile/listings",
  inquiry_answered: "/notifications",
  agency_invited: "/profile/agents",
  agency_confirmed: "/profile/agents",
  agency_declined: "/profile/agents",
  agency_revoked: "/profile/agents",
  authority_request_submitted: "/profile/requests",
  authority_request_under_review: "/profile/requests",
  authority_request_approved: "/profile/requests",
  authority_request_rejected: "/profile/requests",
  authority_request_more_documents: "/profile/requests",
  chat_message: "/profile/chat",
};

/** Every event names the property in both languages, so it can be told in either. */
type PropertyParams = { assetNumber: string; titleAr: string; titleEn: string };

/** A listing request's id and titles (the English one may be empty). */
type ListingParams = { requestId: string; titleAr: string; titleEn: string };

/** An agency's id and the other side's name. */
type AgencyParams = { agencyId: string; name: string };
/** A power-of-attorney or foreign-owner request: its id, and its type named in each language (the {{title}}). */
type AuthorityRequestParams = { requestId: string; titleAr: string; titleEn: string };

/** What each event carries: money in halalas, times as ISO 8601 strings. */
export type NotificationParamsOf = {
  bid_accepted: PropertyParams & { amount: number };
  /** `amount` is the new highest bid (someone else's). */
  outbid: PropertyParams & { amount: number; minimumNextBid: number };
  auction_extended: PropertyParams & { endsAt: string };
  auction_starting_soon: PropertyParams & { hours: number; startsAt: string };
  /** `dueAt`: the payment deadline (ISO 8601); absent from notifications stored before it was added. */
  auction_won: PropertyParams & { amount: number; dueAt?: string };
  /** To those who favorited a live auction, an hour before its end (`endsAt`, as it stood then). */
  auction_ending_soon: PropertyParams & { endsAt: string };
  /** `amount` is the winning (hammer) price. */
  auction_lost: PropertyParams & { amount: number };
  auction_cancelled: PropertyParams & { reasonAr: string; reasonEn: string };
  /**
   * `reference`: the payment's personal reference; `name`: the agent who paid it for the reader
   * from their wallet (ADR 036), absent when they paid themselves.
   */
  payment_received: { amount: number; reference: string; name?: string };
  payment_failed: { amount: number; reference: string };
  /** `reason`: the committee's words, as written. */
  transfer_rejected: { amount: number; reference: string; reason: string };
  /** `amount`: the forfeited deposit; `dueAt`: the deadline that passed. */
  settlement_defaulted: PropertyParams & { amount: number; dueAt: string };
  /** After the winner defaulted: `amount` is the bidder's own bid, offered until `expiresAt`. */
  next_bidder_offer: PropertyParams & { amount: number; expiresAt: string; offerId: string };
  /** The committee will auction the property again (a new auction, announced when published). */
  auction_rebooked: PropertyParams;
  /** `iban`: masked, e.g. "SA** **** **** **** **** 7519". */
  withdrawal_paid: { amount: number; iban: string };
  withdrawal_rejected: { amount: number; reason: string };
  bank_account_verified: { iban: string };
  bank_account_rejected: { iban: string; reason: string };
  /** `reason`: the committee's words, as written. */
  account_suspended: { reason: string };
  account_reinstated: { reason: string };
  /** To the member who asked for the cancellation; `reason`: the second member's words. */
  cancellation_rejected: PropertyParams & { reason: string };
  /** A listing request (issue 15): its titles as written, the committee's words in each language. */
  listing_changes_requested: ListingParams & { reasonAr: string; reasonEn: string };
  listing_rejected: ListingParams & { reasonAr: string; reasonEn: string };
  listing_approved: ListingParams;
  /** To the principal: their agent `name` sent a listing request for them (ADR 036). */
  listing_submitted_for_principal: ListingParams & { name: string };
  /** To the property's owner: their auction is published, and starts at `startsAt`. */
  owner_auction_scheduled: PropertyParams & { startsAt: string };
  /** Their auction is live until `endsAt` (a late bid may extend it). */
  owner_auction_live: PropertyParams & { endsAt: string };
  /** Their auction ended sold at `amount` (the hammer price). */
  owner_auction_sold: PropertyParams & { amount: number };
  /** Their auction ended unsold: no bids, or the reserve was not met. */
  owner_auction_unsold: PropertyParams & { outcome: "no_bids" | "reserve_not_met" };
  owner_auction_cancelled: PropertyParams & { reasonAr: string; reasonEn: string };
  /** The committee's answer to the user's inquiry (`reason`: its words, as written). */
  inquiry_answered: { inquiryId: string; reason: string };
  /** Agencies (ADR 036): `name` is the other side's name, as their account gives it. */
  agency_invited: AgencyParams;
  agency_confirmed: AgencyParams;
  agency_declined: AgencyParams;
  agency_revoked: AgencyParams;
  /** To the principal: their agent `name` bid `amount` for them. */
  agent_bid_placed: PropertyParams & { amount: number; name: string };
  authority_request_submitted: AuthorityRequestParams;
  authority_request_under_review: AuthorityRequestParams;
  authority_request_approved: AuthorityRequestParams;
  /** The committee's words in each language. */
  authority_request_rejected: AuthorityRequestParams & { reasonAr: string; reasonEn: string };
  authority_request_more_documents: AuthorityRequestParams & { reasonAr: string; reasonEn: string };
  /**
   * A new message in a conversation the user had read to its end: who wrote (a name, or empty for
   * support) and the conversation's id; never the message itself (it may be private).
   */
  chat_message: { conversationId: string; senderName: string; support: number };
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
