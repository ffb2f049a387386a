import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { userRoles } from "~/modules/accounts/roles";
import { notificationChannels, notificationKinds } from "~/modules/accounts/notification-preferences";
import { propertyCategories } from "~/modules/auctions/auction-filter-params";
import { notificationEvents } from "~/modules/notifications/notification-events";

/*
 * Money is always an integer number of halalas (1 SAR = 100 halalas), stored as bigint and read
 * as a JS number (safe up to 90 trillion SAR). Rates are integer basis points (250 = 2.5%).
 * Lengths and areas are exact decimals in metres / square metres.
 * Every user-facing text has an Arabic and an English column.
 */

const halalas = (name: string) => bigint(name, { mode: "number" });
const metres = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const propertyCategory = pgEnum("property_category", propertyCategories);

export const propertyUse = pgEnum("property_use", [
  "residential",
  "commercial",
  "residential_commercial",
  "agricultural",
  "industrial",
]);

export const auctionOutcome = pgEnum("auction_outcome", ["sold", "reserve_not_met", "no_bids"]);

export const auctionStatus = pgEnum("auction_status", [
  "draft",
  "upcoming",
  "current",
  "finished",
  "cancelled",
]);

export const documentKind = pgEnum("document_kind", [
  "title_deed",
  "site_plan",
  "valuation_report",
  "building_permit",
  "special_rules",
  "other",
]);

/** Key/value settings the committee can change (price-band ladder, announce days …). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

export const cities = pgTable("cities", {
  id: text("id").primaryKey(), // slug, e.g. "riyadh"
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  regionAr: text("region_ar").notNull(),
  regionEn: text("region_en").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  sortOrder: smallint("sort_order").notNull().default(0),
  searchText: text("search_text").generatedAlwaysAs(sql`mazad_normalize(name_ar || ' ' || name_en)`),
});

export const districts = pgTable(
  "districts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    cityId: text("city_id")
      .notNull()
      .references(() => cities.id),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    searchText: text("search_text").generatedAlwaysAs(sql`mazad_normalize(name_ar || ' ' || name_en)`),
  },
  (t) => [uniqueIndex("districts_city_name_ar_uq").on(t.cityId, t.nameAr)],
);

/** Licensed brokers (FAL licence) who run a sale: the seed's "selling agent". */
export const sellingAgents = pgTable("selling_agents", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  licenseNumber: text("license_number").notNull().unique(),
  phone: text("phone").notNull(),
  email: text("email"),
  createdAt: createdAt(),
});

export const properties = pgTable(
  "properties",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The platform's public reference (رقم الأصل). */
    assetNumber: text("asset_number").notNull().unique(),
    cityId: text("city_id")
      .notNull()
      .references(() => cities.id),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id),
    category: propertyCategory("category").notNull(),
    use: propertyUse("use").notNull(),
    titleAr: text("title_ar").notNull(),
    titleEn: text("title_en").notNull(),
    descriptionAr: text("description_ar").notNull(),
    descriptionEn: text("description_en").notNull(),
    /** Street width(s) the plot faces, in metres. */
    streetWidthM: metres("street_width_m"),
    /** Land subdivision plan number (رقم المخطط). */
    schemeNumber: text("scheme_number"),
    /** Plot number within the plan (رقم القطعة). */
    partNumber: text("part_number"),
    /** Title deed number (رقم الصك). */
    instrumentNumber: text("instrument_number").notNull(),
    northM: metres("north_m").notNull(),
    southM: metres("south_m").notNull(),
    eastM: metres("east_m").notNull(),
    westM: metres("west_m").notNull(),
    /** What bounds each side, e.g. "Street 20 m wide" / «شارع عرض ٢٠م». */
    boundaries: jsonb("boundaries").$type<Boundaries>(),
    rooms: smallint("rooms"),
    bathrooms: smallint("bathrooms"),
    receptions: smallint("receptions"),
    areaM2: metres("area_m2").notNull(),
    buildingAgeYears: smallint("building_age_years"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    sellingAgentId: integer("selling_agent_id")
      .notNull()
      .references(() => sellingAgents.id),
    /** Normalised asset number and titles (see mazad_normalize in the migrations). */
    searchText: text("search_text").generatedAlwaysAs(
      sql`mazad_normalize(asset_number || ' ' || title_ar || ' ' || title_en)`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("properties_city_idx").on(t.cityId),
    index("properties_district_idx").on(t.districtId),
    index("properties_category_idx").on(t.category),
    check("properties_area_positive", sql`${t.areaM2} > 0`),
    check(
      "properties_coordinates_in_ksa",
      sql`${t.latitude} between 16 and 33 and ${t.longitude} between 34 and 56`,
    ),
  ],
);

export type BoundarySide = { ar: string; en: string };
export type Boundaries = {
  north: BoundarySide;
  south: BoundarySide;
  east: BoundarySide;
  west: BoundarySide;
};

export const propertyPhotos = pgTable(
  "property_photos",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** Where the bytes live: "generated:<seed>" for demo art, "local:<key>" for uploads. */
    storageKey: text("storage_key").notNull(),
    altAr: text("alt_ar").notNull(),
    altEn: text("alt_en").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [index("property_photos_property_idx").on(t.propertyId, t.position)],
);

export const propertyDocuments = pgTable(
  "property_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    kind: documentKind("kind").notNull(),
    titleAr: text("title_ar").notNull(),
    titleEn: text("title_en").notNull(),
    storageKey: text("storage_key").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("property_documents_property_idx").on(t.propertyId)],
);

export const auctions = pgTable(
  "auctions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id),
    status: auctionStatus("status").notNull().default("draft"),
    /** First acceptable bid ("opening price" / "start price"). */
    openingPrice: halalas("opening_price").notNull(),
    /** Highest bid so far ("maximum price"); null until the first bid. */
    currentPrice: halalas("current_price"),
    /** Hammer price of a finished auction ("end price"). */
    endPrice: halalas("end_price"),
    /** Hidden reserve; the highest bid wins only when it meets it. */
    reservePrice: halalas("reserve_price"),
    /** Null means the price-band ladder in app_settings applies. */
    bidIncrement: halalas("bid_increment"),
    deposit: halalas("deposit").notNull(),
    commissionRateBp: integer("commission_rate_bp").notNull().default(250),
    bidCount: integer("bid_count").notNull().default(0),
    announcedAt: timestamp("announced_at", { withTimezone: true }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** The current end: moves later when a late bid extends the auction. */
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The end as announced, for the extension cap. */
    scheduledEndsAt: timestamp("scheduled_ends_at", { withTimezone: true }).notNull(),
    extensionWindowSeconds: integer("extension_window_seconds").notNull().default(300),
    extensionSeconds: integer("extension_seconds").notNull().default(300),
    extensionCapSeconds: integer("extension_cap_seconds").notNull().default(7200),
    specialRulesVersion: integer("special_rules_version").notNull().default(1),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReasonAr: text("cancel_reason_ar"),
    cancelReasonEn: text("cancel_reason_en"),
    /** Monotonic version for optimistic checks and live-update ordering. */
    version: integer("version").notNull().default(0),
    /** The highest bidder now (null until the first bid); kept under the auction's row lock. */
    leaderUserId: uuid("leader_user_id"),
    /** The bid that leads; its amount is `currentPrice`. */
    leadingBidId: integer("leading_bid_id"),
    /**
     * When the leader's claim began, for ties, in microseconds since the epoch: the time of their
     * standing bid, or when their automatic maximum was set if it placed the bid (an earlier maximum
     * wins a tie). Microseconds, with the order of commands inside one batch, keep claims distinct.
     */
    leaderPriorityUs: bigint("leader_priority_us", { mode: "number" }),
    /** Distinct bidders so far: the next new bidder is "Bidder bidderCount + 1". */
    bidderCount: integer("bidder_count").notNull().default(0),
    /** Set when the auction finishes: sold to the leader, reserve not met, or no bids. */
    outcome: auctionOutcome("outcome"),
    winnerUserId: uuid("winner_user_id"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    featured: boolean("featured").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("auctions_status_ends_idx").on(t.status, t.endsAt),
    index("auctions_status_starts_idx").on(t.status, t.startsAt),
    index("auctions_property_idx").on(t.propertyId),
    check("auctions_money_positive", sql`${t.openingPrice} > 0 and ${t.deposit} >= 0`),
    check("auctions_times_ordered", sql`${t.endsAt} > ${t.startsAt}`),
    check(
      "auctions_cancel_reason",
      sql`${t.status} <> 'cancelled' or (${t.cancelReasonAr} is not null and ${t.cancelReasonEn} is not null)`,
    ),
  ],
);

export const bidSource = pgEnum("bid_source", ["web", "app", "automatic", "agent", "on_site"]);

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
    /** For an agent's bid: the principal it was placed for, under a power of attorney. */
    principalUserId: uuid("principal_user_id").references(() => users.id),
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

// --- accounts ------------------------------------------------------------------------------

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * People who sign in. A user may hold several roles. E-mail is unique whatever its case; the
 * phone is a Saudi mobile in E.164 (+9665XXXXXXXX). A user is "verified" once the phone is
 * confirmed by a one-time code.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    passwordHash: text("password_hash").notNull(),
    birthDate: date("birth_date", { mode: "string" }).notNull(),
    phoneVerifiedAt: timestamptz("phone_verified_at"),
    termsAcceptedAt: timestamptz("terms_accepted_at").notNull(),
    roles: text("roles")
      .array()
      .notNull()
      .default(sql`'{bidder}'::text[]`),
    locale: text("locale").notNull().default("ar"),
    theme: text("theme").notNull().default("light"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_uq").on(sql`lower(${t.email})`),
    uniqueIndex("users_phone_uq").on(t.phone),
    check("users_phone_e164", sql`${t.phone} ~ '^\\+9665[0-9]{8}$'`),
    check(
      "users_roles_known",
      sql`cardinality(${t.roles}) > 0 and ${t.roles} <@ array[${quoted(userRoles)}]::text[]`,
    ),
    check("users_locale", sql`${t.locale} in ('ar', 'en')`),
    check("users_theme", sql`${t.theme} in ('light', 'dark')`),
  ],
);

/**
 * Signed-in sessions. Only the SHA-256 of the 32-byte random token is stored, so a copy of the
 * database signs nobody in. A session ends at `expires_at`, after `idle_timeout_seconds`
 * without use (measured from `last_seen_at`), or when revoked.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz("last_seen_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    idleTimeoutSeconds: integer("idle_timeout_seconds").notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_uq").on(t.tokenHash),
    index("sessions_user_idx").on(t.userId, t.expiresAt),
    check("sessions_idle_positive", sql`${t.idleTimeoutSeconds} > 0`),
  ],
);

export const otpPurpose = pgEnum("otp_purpose", ["verify_phone", "reset_password", "change_phone"]);

/**
 * One-time codes sent by SMS: one challenge per user and purpose, reused by resends within its
 * hour so the send limit holds. The code is stored as a keyed hash (HMAC with the server secret).
 */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: otpPurpose("purpose").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Where the code went: the account's phone, or the new phone for change_phone. */
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    consumedAt: timestamptz("consumed_at"),
    lastSentAt: timestamptz("last_sent_at").notNull(),
    sendCount: smallint("send_count").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("otp_challenges_user_purpose_uq").on(t.userId, t.purpose)],
);

export const messageChannel = pgEnum("message_channel", ["sms", "email"]);
export const messageStatus = pgEnum("message_status", ["stored", "queued", "sent", "failed"]);

/**
 * Every SMS and e-mail the platform sends. Without a provider the row is the delivery ("stored",
 * readable outside production at /api/v1/dev/outbox); with one, the row records the attempt and
 * keeps one-time codes masked.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    /** Increasing: the order in which messages were sent, whatever the clock says. */
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    channel: messageChannel("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    template: text("template").notNull(),
    status: messageStatus("status").notNull(),
    createdAt: timestamptz("created_at").notNull(),
    sentAt: timestamptz("sent_at"),
    error: text("error"),
  },
  (t) => [index("outbox_messages_recipient_idx").on(t.recipient, t.id.desc())],
);

export const notificationKind = pgEnum("notification_kind", notificationKinds);
export const notificationChannel = pgEnum("notification_channel", notificationChannels);

/** A user's explicit choices; a missing row means the default of notification-preferences.ts. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: notificationKind("kind").notNull(),
    channel: notificationChannel("channel").notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);

// --- bidding: registrations (orders) and automatic bids -------------------------------------

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

// --- wallet: a double-entry ledger ------------------------------------------------------------

export const ledgerAccountKind = pgEnum("ledger_account_kind", [
  /** What a user can spend or lock. */
  "user_available",
  /** A user's deposit locked on one auction (auction_id set) while they lead or won unpaid. */
  "user_locked",
  /** A user's money asked to be withdrawn, held until the committee pays it out or refuses. */
  "user_withdrawing",
  /** Money in transit from or to banks (transfers, wires, withdrawals). */
  "bank_clearing",
  /** Money in transit from or to the card gateway. */
  "gateway_clearing",
  /** Winners' payments held until the sale completes. */
  "platform_escrow",
  "commission_revenue",
  "vat_payable",
  "refunds",
  /** Deposits of winners who did not pay by the deadline (product §2.2). */
  "forfeited_deposits",
]);

/**
 * Ledger accounts. `balance` is the sum of the account's postings, kept by a trigger in the same
 * transaction; a user's accounts can never go below zero (checked by the database).
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: ledgerAccountKind("kind").notNull(),
    userId: uuid("user_id").references(() => users.id),
    auctionId: integer("auction_id").references(() => auctions.id),
    balance: halalas("balance").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique("ledger_accounts_owner_uq").on(t.kind, t.userId, t.auctionId).nullsNotDistinct(),
    index("ledger_accounts_user_idx").on(t.userId, t.kind),
    check(
      "ledger_accounts_user_kinds",
      // Compared as text: a check may not name an enum value added in the same migration.
      sql`(${t.kind}::text in ('user_available', 'user_locked', 'user_withdrawing')) = (${t.userId} is not null)`,
    ),
    check("ledger_accounts_locked_auction", sql`(${t.kind} = 'user_locked') = (${t.auctionId} is not null)`),
    check(
      "ledger_accounts_user_non_negative",
      sql`${t.kind}::text not in ('user_available', 'user_locked', 'user_withdrawing') or ${t.balance} >= 0`,
    ),
  ],
);

export const ledgerTransactionKind = pgEnum("ledger_transaction_kind", [
  "deposit_lock",
  "deposit_release",
  "top_up",
  /** Available → withdrawing, when a withdrawal is asked for. */
  "withdrawal",
  /** Withdrawing → bank clearing, when the committee pays it out. */
  "withdrawal_payout",
  /** Withdrawing → available, when the committee refuses it. */
  "withdrawal_return",
  /** A winner's payment: deposit and balance to escrow, commission and VAT to theirs. */
  "payment",
  "refund",
  "reversal",
  /** A defaulting winner's locked deposit, forfeited to the platform. */
  "deposit_forfeit",
]);

/** One balanced movement of money: its postings sum to zero (checked at commit). Append-only. */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: ledgerTransactionKind("kind").notNull(),
    /** The user whose money moved, for their history. */
    userId: uuid("user_id").references(() => users.id),
    auctionId: integer("auction_id").references(() => auctions.id),
    /** A reversal names the transaction it undoes. */
    reversesId: bigint("reverses_id", { mode: "number" }),
    /** Facts for the history's wording (method, reference …); never card data. */
    memo: jsonb("memo").$type<Record<string, string | number | boolean | null>>(),
    createdAt: timestamptz("created_at").notNull(),
  },
  (t) => [index("ledger_transactions_user_idx").on(t.userId, t.id.desc())],
);

export const ledgerPostings = pgTable(
  "ledger_postings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint("transaction_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed halalas: positive into the account, negative out of it. */
    amount: halalas("amount").notNull(),
  },
  (t) => [
    index("ledger_postings_transaction_idx").on(t.transactionId),
    index("ledger_postings_account_idx").on(t.accountId, t.id.desc()),
    check("ledger_postings_amount_nonzero", sql`${t.amount} <> 0`),
  ],
);

// --- idempotency ------------------------------------------------------------------------------

/**
 * Requests that carried an `Idempotency-Key`: the first one's fingerprint and answer. A retry with
 * the same key gets the same answer; the same key with another body is refused. Kept ≥ 7 days.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** What the key was used for, e.g. "bid:12". */
    scope: text("scope").notNull(),
    /** SHA-256 of the request's meaningful content. */
    requestHash: text("request_hash").notNull(),
    responseStatus: smallint("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: timestamptz("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

// --- live updates -----------------------------------------------------------------------------

/**
 * The last sequence number of each live channel ("a:<auction id>", "u:<user id>"). A writer
 * increments it in its own transaction, which orders the channel's events without gaps.
 */
export const liveChannels = pgTable("live_channels", {
  channel: text("channel").primaryKey(),
  lastSeq: bigint("last_seq", { mode: "number" }).notNull(),
});

/** Every live event, kept for a while so a reconnecting watcher gets what it missed. */
export const liveEvents = pgTable(
  "live_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel").notNull(),
    seq: bigint("seq", { mode: "number" }).notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamptz("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("live_events_channel_seq_uq").on(t.channel, t.seq),
    index("live_events_created_idx").on(t.createdAt),
  ],
);

// --- notifications ----------------------------------------------------------------------------

export const notificationEvent = pgEnum("notification_event", notificationEvents);

/**
 * In-app notifications. The words are not stored: `event` and `params` are rendered in the reader's
 * language when shown. SMS and e-mail copies follow the user's settings for the event's kind.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: notificationEvent("event").notNull(),
    auctionId: integer("auction_id").references(() => auctions.id),
    params: jsonb("params").$type<Record<string, string | number | null>>().notNull(),
    createdAt: timestamptz("created_at").notNull(),
    readAt: timestamptz("read_at"),
    /** True until the SMS and e-mail copies were handed to the messenger. */
    copiesPending: boolean("copies_pending").notNull().default(true),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id.desc()),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index("notifications_copies_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.copiesPending}`),
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

// --- audit --------------------------------------------------------------------------------------

/** Every committee and money action: who did what to which record, with the facts that matter. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null when the platform itself acted (a scheduled job). */
    actorUserId: uuid("actor_user_id").references(() => users.id),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamptz("created_at").notNull(),
  },
  (t) => [
    index("audit_log_subject_idx").on(t.subjectType, t.subjectId),
    index("audit_log_created_idx").on(t.createdAt),
  ],
);

// --- payments -----------------------------------------------------------------------------------

export const uploadPurpose = pgEnum("upload_purpose", ["transfer_receipt", "iban_certificate"]);

/**
 * Files users send (transfer receipts, IBAN certificates): checked by their content (JPEG, PNG,
 * WebP or PDF, ≤ 10 MB), stored outside the web root, readable by their owner and the committee.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id),
    purpose: uploadPurpose("purpose").notNull(),
    originalName: text("original_name").notNull(),
    /** Detected from the bytes, never taken from the client. */
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    /**
     * Where the bytes are: "<driver>:<key>", the driver that stored them (local: DATA_DIR/uploads,
     * s3: the bucket) and the key in it (app/storage). An image's key is its largest rendition.
     */
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_owner_idx").on(t.ownerUserId, t.createdAt.desc())],
);

/** The widths an uploaded image was re-encoded at (WebP, for `srcset`), the largest included. */
export const uploadRenditions = pgTable(
  "upload_renditions",
  {
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** The key in the upload's storage (app/storage), without the driver prefix. */
    storageKey: text("storage_key").notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.width] })],
);

export const bankAccountStatus = pgEnum("bank_account_status", ["pending", "verified", "rejected"]);

/** A user's IBAN for withdrawals; usable once the committee verified it against its certificate. */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** SA + 22 digits, no spaces. */
    iban: text("iban").notNull(),
    accountName: text("account_name").notNull(),
    bankName: text("bank_name").notNull(),
    status: bankAccountStatus("status").notNull().default("pending"),
    certificateUploadId: uuid("certificate_upload_id").references(() => uploads.id),
    createdAt: createdAt(),
    reviewedBy: uuid("reviewed_by").references(() => users.id),
    reviewedAt: timestamptz("reviewed_at"),
    rejectionReason: text("rejection_reason"),
  },
  (t) => [
    uniqueIndex("bank_accounts_user_iban_uq")
      .on(t.userId, t.iban)
      .where(sql`${t.status} <> 'rejected'`),
    index("bank_accounts_status_idx").on(t.status, t.createdAt),
  ],
);

export const withdrawalStatus = pgEnum("withdrawal_status", ["requested", "paid", "rejected"]);

/** Money a user asked to be paid to their verified IBAN: held, then paid out or returned. */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    bankAccountId: uuid("bank_account_id")
      .notNull()
      .references(() => bankAccounts.id),
    amount: halalas("amount").notNull(),
    status: withdrawalStatus("status").notNull().default("requested"),
    holdTransactionId: bigint("hold_transaction_id", { mode: "number" }).notNull(),
    settleTransactionId: bigint("settle_transaction_id", { mode: "number" }),
    createdAt: createdAt(),
    reviewedBy: uuid("reviewed_by").references(() => users.id),
    reviewedAt: timestamptz("reviewed_at"),
    rejectionReason: text("rejection_reason"),
  },
  (t) => [
    index("withdrawals_user_idx").on(t.userId, t.createdAt.desc()),
    index("withdrawals_status_idx").on(t.status, t.createdAt),
    check("withdrawals_amount_positive", sql`${t.amount} > 0`),
  ],
);

export const settlementStatus = pgEnum("settlement_status", ["due", "paid", "defaulted"]);

/**
 * What the winner of a sold auction owes: the hammer price less the deposit already held, plus the
 * commission and the VAT on it, due by `due_at`.
 */
export const settlements = pgTable(
  "settlements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    auctionId: integer("auction_id")
      .notNull()
      .unique()
      .references(() => auctions.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    hammerPrice: halalas("hammer_price").notNull(),
    depositApplied: halalas("deposit_applied").notNull(),
    balanceDue: halalas("balance_due").notNull(),
    commission: halalas("commission").notNull(),
    vat: halalas("vat").notNull(),
    totalDue: halalas("total_due").notNull(),
    dueAt: timestamptz("due_at").notNull(),
    status: settlementStatus("status").notNull().default("due"),
    paidAt: timestamptz("paid_at"),
    /** When the deadline passed unpaid and the deposit was forfeited. */
    defaultedAt: timestamptz("defaulted_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("settlements_user_idx").on(t.userId, t.status),
    /** The clock's sweep for winners past their deadline. */
    index("settlements_due_idx").on(t.status, t.dueAt),
    check("settlements_sums", sql`${t.totalDue} = ${t.balanceDue} + ${t.commission} + ${t.vat}`),
  ],
);

export const paymentMethod = pgEnum("payment_method", [
  "bank_transfer",
  "bank_wire",
  "mada",
  "credit_card",
  "apple_pay",
  "wallet",
]);
export const paymentPurpose = pgEnum("payment_purpose", ["top_up", "winner_payment"]);
export const paymentStatus = pgEnum("payment_status", [
  "initiated",
  "awaiting_review",
  "paid",
  "failed",
  "rejected",
  "expired",
]);

/**
 * Money coming in: a wallet top-up or a winner's payment, by any method. Card data never reaches
 * these rows: the gateway's hosted page takes it; we keep the brand and the last four digits.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    purpose: paymentPurpose("purpose").notNull(),
    method: paymentMethod("method").notNull(),
    amount: halalas("amount").notNull(),
    status: paymentStatus("status").notNull().default("initiated"),
    settlementId: uuid("settlement_id").references(() => settlements.id),
    /** "sandbox" or "moyasar" for card and Apple Pay payments. */
    gateway: text("gateway"),
    gatewayPaymentId: text("gateway_payment_id"),
    /** The gateway's hosted page for it: a retried start sends the payer to the same page. */
    gatewayRedirectUrl: text("gateway_redirect_url"),
    /** The personal reference a transfer quotes, shown on receipts too. */
    reference: text("reference").notNull(),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    /** The ledger transaction that credited it: at most one, whatever retries. */
    ledgerTransactionId: bigint("ledger_transaction_id", { mode: "number" }).unique(),
    /** Given back to the card so far (a top-up refunded in part or in full). */
    refundedAmount: halalas("refunded_amount").notNull().default(0),
    /** Held in the refunds account while the gateway is asked to give it back (then settled). */
    refundPending: halalas("refund_pending").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamptz("paid_at"),
  },
  (t) => [
    uniqueIndex("payments_gateway_uq").on(t.gateway, t.gatewayPaymentId),
    index("payments_user_idx").on(t.userId, t.createdAt.desc()),
    index("payments_status_idx").on(t.status, t.createdAt),
    uniqueIndex("payments_reference_uq").on(t.reference),
    check("payments_amount_positive", sql`${t.amount} > 0`),
  ],
);

/** What a user declared about a bank transfer or wire, checked by the committee. */
export const bankTransfers = pgTable("bank_transfers", {
  paymentId: uuid("payment_id")
    .primaryKey()
    .references(() => payments.id),
  bankName: text("bank_name").notNull(),
  iban: text("iban").notNull(),
  accountName: text("account_name").notNull(),
  receiptUploadId: uuid("receipt_upload_id")
    .notNull()
    .references(() => uploads.id),
  declaredAt: timestamptz("declared_at").notNull(),
  reviewedBy: uuid("reviewed_by").references(() => users.id),
  reviewedAt: timestamptz("reviewed_at"),
  rejectionReason: text("rejection_reason"),
});

/** Gateway webhooks as received: each event id once, verified or not, for reconciliation. */
export const gatewayWebhooks = pgTable(
  "gateway_webhooks",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    gateway: text("gateway").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    gatewayPaymentId: text("gateway_payment_id"),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamptz("received_at").notNull(),
    processedAt: timestamptz("processed_at"),
    error: text("error"),
  },
  (t) => [uniqueIndex("gateway_webhooks_event_uq").on(t.gateway, t.eventId)],
);

export const receiptKind = pgEnum("receipt_kind", ["top_up", "withdrawal", "winner_payment"]);

/** An electronic receipt: a page anyone holding its verification code can check. */
export const receipts = pgTable(
  "receipts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    kind: receiptKind("kind").notNull(),
    paymentId: uuid("payment_id").references(() => payments.id),
    withdrawalId: uuid("withdrawal_id").references(() => withdrawals.id),
    amount: halalas("amount").notNull(),
    verificationCode: text("verification_code").notNull().unique(),
    issuedAt: timestamptz("issued_at").notNull(),
    details: jsonb("details").$type<Record<string, string | number | null>>().notNull(),
    mailedAt: timestamptz("mailed_at"),
  },
  (t) => [
    index("receipts_user_idx").on(t.userId, t.issuedAt.desc()),
    uniqueIndex("receipts_payment_uq").on(t.paymentId),
    uniqueIndex("receipts_withdrawal_uq").on(t.withdrawalId),
  ],
);

/** The last invoice number of each year: taken under a row lock, so numbers have no gaps. */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/** Simplified tax invoices for the platform's commission, with the ZATCA phase-1 QR code. */
export const taxInvoices = pgTable("tax_invoices", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** "INV-2026-000123": numbered without gaps per year. */
  number: text("number").notNull().unique(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id),
  settlementId: uuid("settlement_id")
    .notNull()
    .unique()
    .references(() => settlements.id),
  sellerName: text("seller_name").notNull(),
  sellerVatNumber: text("seller_vat_number").notNull(),
  buyerName: text("buyer_name").notNull(),
  issuedAt: timestamptz("issued_at").notNull(),
  taxableAmount: halalas("taxable_amount").notNull(),
  vat: halalas("vat").notNull(),
  total: halalas("total").notNull(),
  /** The QR code's content: base64 of the TLV fields (seller, VAT number, time, total, VAT). */
  qrPayload: text("qr_payload").notNull(),
});

// --- the sandbox gateway's own storage (a separate module; the app never reads these) ----------

export const sandboxGatewayPayments = pgTable("sandbox_gateway_payments", {
  id: text("id").primaryKey(),
  amount: halalas("amount").notNull(),
  currency: text("currency").notNull(),
  description: text("description").notNull(),
  /** initiated → (challenge) → paid | failed; paid → refunded. */
  status: text("status").notNull(),
  /** "creditcard" or "applepay". */
  sourceType: text("source_type"),
  /** "mada", "visa" or "mastercard". */
  company: text("company"),
  /** e.g. "4201 32** **** 1010": never the whole number, never the CVV. */
  maskedPan: text("masked_pan"),
  message: text("message"),
  callbackUrl: text("callback_url").notNull(),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
  refundedAmount: halalas("refunded_amount").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sandboxGatewayWebhooks = pgTable(
  "sandbox_gateway_webhooks",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: text("payment_id").notNull(),
    event: text("event").notNull(),
    body: text("body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull(),
    deliveredAt: timestamptz("delivered_at"),
    lastError: text("last_error"),
  },
  (t) => [
    index("sandbox_gateway_webhooks_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
