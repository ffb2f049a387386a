import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { halalas, createdAt, updatedAt, timestamptz } from "./columns";
import { users } from "./accounts";
import { auctions } from "./auctions";
import { settlements } from "./payments";
import { bidSources } from "~/modules/bidding/bid-sources";

export const bidSource = pgEnum("bid_source", bidSources);

/**
 * Accepted bids, append-only. `sequence` numbers an auction's bids from 1; the public history
 * masks the bidder as "Bidder N", N being the order in which that bidder first bid on the auction.
 */
export const bids = pgTable(
  "bids",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    auctionId: integer("auction_id")
      .notNull()
      .references(() => auctions.id),
    sequence: integer("sequence").notNull(),
    amount: halalas("amount").notNull(),
    source: bidSource("source").notNull(),
    bidderNumber: integer("bidder_number").notNull(),
    /** The server's clock when the bid was accepted. */
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull(),
    /**
     * Who bid. Null only for bids recorded without an account (history imported or taken on site
     * by the committee).
     */
    userId: uuid("user_id").references(() => users.id),
    /**
     * For a bid placed for a principal (ADR 036): the agent who placed it. `userId` is then the
     * principal, whose registration, deposit and bidder number the bid is.
     */
    actingAgentUserId: uuid("acting_agent_user_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // Unique per auction, and descending because the history is read newest first.
    uniqueIndex("bids_auction_sequence_uq").on(t.auctionId, t.sequence.desc()),
    index("bids_user_idx").on(t.userId, t.auctionId),
    check("bids_amount_positive", sql`${t.amount} > 0`),
    check("bids_numbers_positive", sql`${t.sequence} > 0 and ${t.bidderNumber} > 0`),
  ],
);

export const registrationStatus = pgEnum("registration_status", ["active", "withdrawn"]);
export const registrationOutcome = pgEnum("registration_outcome", ["won", "lost"]);

/**
 * A user's participation in one auction: the seed's "order". Created by registering (accepting
 * the auction's special rules, whose version is recorded) or by a first bid that accepts them.
 * "Cancel request" withdraws it before the start; "rebook" registers again.
 */
export const auctionRegistrations = pgTable(
  "auction_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    auctionId: integer("auction_id")
      .notNull()
      .references(() => auctions.id),
    status: registrationStatus("status").notNull().default("active"),
    rulesVersion: integer("rules_version").notNull(),
    rulesAcceptedAt: timestamptz("rules_accepted_at").notNull(),
    /** "Bidder N" on this auction, from the first bid on. */
    bidderNumber: integer("bidder_number"),
    /** The user's highest bid on the auction. */
    highestBid: halalas("highest_bid"),
    outcome: registrationOutcome("outcome"),
    /** Printed on the receipt; anyone holding it can check the receipt is genuine. */
    receiptCode: text("receipt_code").notNull(),
    createdAt: createdAt(),
    withdrawnAt: timestamptz("withdrawn_at"),
  },
  (t) => [
    uniqueIndex("auction_registrations_active_uq")
      .on(t.userId, t.auctionId)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex("auction_registrations_receipt_uq").on(t.receiptCode),
    index("auction_registrations_user_idx").on(t.userId, t.createdAt.desc()),
    index("auction_registrations_auction_idx").on(t.auctionId),
  ],
);

export const autoBidStatus = pgEnum("auto_bid_status", ["active", "cancelled", "exhausted"]);

/** A hidden maximum: the system bids the least needed for the user, up to `maxAmount`. */
export const autoBids = pgTable(
  "auto_bids",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    auctionId: integer("auction_id")
      .notNull()
      .references(() => auctions.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    maxAmount: halalas("max_amount").notNull(),
    setAt: timestamptz("set_at").notNull(),
    /** `setAt` in microseconds, ordered within a batch: an earlier maximum wins a tie. */
    priorityUs: bigint("priority_us", { mode: "number" }).notNull(),
    status: autoBidStatus("status").notNull().default("active"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("auto_bids_active_uq")
      .on(t.auctionId, t.userId)
      .where(sql`${t.status} = 'active'`),
    check("auto_bids_max_positive", sql`${t.maxAmount} > 0`),
  ],
);

/** Reminders sent for an auction ("24h", "1h" before the start): each once, whatever the instances. */
export const auctionReminders = pgTable(
  "auction_reminders",
  {
    auctionId: integer("auction_id")
      .notNull()
      .references(() => auctions.id),
    kind: text("kind").notNull(),
    sentAt: timestamptz("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.kind] })],
);

export const cancellationRequestStatus = pgEnum("cancellation_request_status", [
  "pending",
  "approved",
  "rejected",
]);

/**
 * A committee member's request to cancel a live auction that has bids, waiting for a second
 * member's decision (four eyes, product rules §2.10). At most one pending per auction; nobody
 * decides on their own request, which the database refuses too.
 */
export const auctionCancellationRequests = pgTable(
  "auction_cancellation_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    auctionId: integer("auction_id")
      .notNull()
      .references(() => auctions.id),
    status: cancellationRequestStatus("status").notNull().default("pending"),
    reasonAr: text("reason_ar").notNull(),
    reasonEn: text("reason_en").notNull(),
    requestedBy: uuid("requested_by")
      .notNull()
      .references(() => users.id),
    requestedAt: timestamptz("requested_at").notNull(),
    decidedBy: uuid("decided_by").references(() => users.id),
    decidedAt: timestamptz("decided_at"),
    /** Why the second member refused, when they did. */
    rejectionReason: text("rejection_reason"),
  },
  (t) => [
    uniqueIndex("auction_cancellation_requests_pending_uq")
      .on(t.auctionId)
      .where(sql`${t.status} = 'pending'`),
    index("auction_cancellation_requests_auction_idx").on(t.auctionId),
    check(
      "auction_cancellation_requests_four_eyes",
      sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
    check("auction_cancellation_requests_decided", sql`(${t.status} = 'pending') = (${t.decidedBy} is null)`),
  ],
);

export const nextBidderOfferStatus = pgEnum("next_bidder_offer_status", [
  "open",
  "accepted",
  "declined",
  "expired",
]);

/**
 * After a winner defaults, the committee offers the property to the next bidder at their own
 * highest bid (product rules §2.2). The bidder accepts before `expires_at` with their deposit
 * (locked then) and a settlement opens for them; or declines, or lets it expire, and the committee
 * offers to the next one or re-auctions the property. At most one open offer per auction, and
 * each bidder is offered an auction at most once.
 */
export const nextBidderOffers = pgTable(
  "next_bidder_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    auctionId: integer("auction_id")
      .notNull()
      .references(() => auctions.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** The bidder's own highest bid on the auction: the price offered. */
    amount: halalas("amount").notNull(),
    /** The auction's deposit, locked from the bidder's wallet when they accept. */
    deposit: halalas("deposit").notNull(),
    status: nextBidderOfferStatus("status").notNull().default("open"),
    offeredBy: uuid("offered_by")
      .notNull()
      .references(() => users.id),
    offeredAt: timestamptz("offered_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    decidedAt: timestamptz("decided_at"),
    /** The settlement opened by the acceptance. */
    settlementId: uuid("settlement_id").references(() => settlements.id),
  },
  (t) => [
    uniqueIndex("next_bidder_offers_open_uq")
      .on(t.auctionId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex("next_bidder_offers_auction_user_uq").on(t.auctionId, t.userId),
    index("next_bidder_offers_user_idx").on(t.userId, t.offeredAt.desc()),
    index("next_bidder_offers_expiry_idx").on(t.status, t.expiresAt),
    check("next_bidder_offers_amount_positive", sql`${t.amount} > 0 and ${t.deposit} >= 0`),
    check("next_bidder_offers_decided", sql`(${t.status} = 'open') = (${t.decidedAt} is null)`),
    check("next_bidder_offers_settlement", sql`(${t.status} = 'accepted') = (${t.settlementId} is not null)`),
  ],
);
