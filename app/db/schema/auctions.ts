import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { halalas, metres, createdAt, updatedAt } from "./columns";
import { propertyCategories } from "~/modules/auctions/auction-filter-params";
import type { PropertyDisclosures } from "~/modules/auctions/disclosures";
import { users } from "./accounts";

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
  // Seller exclusion (issue 14): the agent's own account, refused on the properties they sell.
  userId: uuid("user_id").references(() => users.id),
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
    // Seller exclusion (issue 14): the owner's account, refused on their own property.
    ownerUserId: uuid("owner_user_id").references(() => users.id),
    // REGA disclosures (issue 15): required before publishing.
    /** REGA's advertisement licence number for this property's advertisement (رقم ترخيص الإعلان). */
    advertisementLicenseNumber: text("advertisement_license_number"),
    /** Encumbrances, mortgages, disputes, known defects and survey data; null until filled. */
    disclosures: jsonb("disclosures").$type<PropertyDisclosures>(),
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
    index("properties_owner_idx").on(t.ownerUserId),
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
    /** The session's live video (https), shown on the property page shortly before and during it. */
    liveVideoUrl: text("live_video_url"),
    // Back-office editing (issue 14): the valuation the REGA deposit cap is taken from.
    /** The property's valued price; when set, the deposit may not exceed 5% of it. */
    valuedPrice: halalas("valued_price"),
    /** Who created the draft in the back office (null for the demo seed). */
    createdByUserId: uuid("created_by_user_id"),
    // Defaults (issue 14): a re-auction ("rebook") after a winner defaulted is a new auction of the
    // same property; it names the auction it re-runs (one re-auction per auction).
    rebookedFromAuctionId: integer("rebooked_from_auction_id").unique(),
    /** Hybrid: bids are called out in the room too, and the committee enters them (source on_site). */
    hybrid: boolean("hybrid").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("auctions_status_ends_idx").on(t.status, t.endsAt),
    index("auctions_status_starts_idx").on(t.status, t.startsAt),
    index("auctions_property_idx").on(t.propertyId),
    check("auctions_money_positive", sql`${t.openingPrice} > 0 and ${t.deposit} >= 0`),
    check("auctions_times_ordered", sql`${t.endsAt} > ${t.startsAt}`),
    foreignKey({ columns: [t.rebookedFromAuctionId], foreignColumns: [t.id] }).onDelete("restrict"),
    check(
      "auctions_cancel_reason",
      sql`${t.status} <> 'cancelled' or (${t.cancelReasonAr} is not null and ${t.cancelReasonEn} is not null)`,
    ),
  ],
);
