import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core";

import { listingFileKinds, listingRequestStatuses } from "~/modules/listings/listing-statuses";
import { propertyCategories } from "~/modules/auctions/auction-filter-params";
import { propertyUses } from "~/modules/auctions/auction-edit-schema";
import { createdAt, halalas, metres, quoted, timestamptz, updatedAt } from "./columns";
import { users } from "./accounts";
import { uploads } from "./uploads";

export const listingRequestStatus = pgEnum("listing_request_status", listingRequestStatuses);
export const listingFileKind = pgEnum("listing_file_kind", listingFileKinds);

/**
 * An owner's (or a selling agent's) request to list a property (/whatadd, issue 15): every field of
 * the property as they know it, written as a draft and sent when complete, then reviewed by the
 * committee (issue 14): changes asked (the owner edits and sends again), rejected, or approved into
 * a draft auction. Every field is nullable: a draft is saved as far as it is written; sending
 * checks completeness (app/modules/listings/listing-request-schema.ts).
 */
export const listingRequests = pgTable(
  "listing_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Who asks (an owner, or an agent listing for themselves until powers of attorney land). */
    requesterUserId: uuid("requester_user_id")
      .notNull()
      .references(() => users.id),
    /** The owner an agent acts for, under an approved power of attorney (a later issue). */
    principalUserId: uuid("principal_user_id").references(() => users.id),
    status: listingRequestStatus("status").notNull().default("draft"),
    titleAr: text("title_ar"),
    titleEn: text("title_en"),
    descriptionAr: text("description_ar"),
    descriptionEn: text("description_en"),
    category: text("category"),
    use: text("use"),
    cityId: text("city_id"),
    districtId: integer("district_id"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    northM: metres("north_m"),
    southM: metres("south_m"),
    eastM: metres("east_m"),
    westM: metres("west_m"),
    /** What bounds each side, as the owner writes it (Arabic). */
    boundaryNorth: text("boundary_north"),
    boundarySouth: text("boundary_south"),
    boundaryEast: text("boundary_east"),
    boundaryWest: text("boundary_west"),
    streetWidthM: metres("street_width_m"),
    schemeNumber: text("scheme_number"),
    partNumber: text("part_number"),
    instrumentNumber: text("instrument_number"),
    rooms: smallint("rooms"),
    bathrooms: smallint("bathrooms"),
    receptions: smallint("receptions"),
    areaM2: metres("area_m2"),
    buildingAgeYears: smallint("building_age_years"),
    /** What the owner asks, in halalas. */
    askingPrice: halalas("asking_price"),
    /** A valuation the owner holds (a valuation report among the documents), in halalas. */
    valuation: halalas("valuation"),
    // REGA disclosures (product.md §2.1), filled in by the owner or agent, checked by the committee.
    /** The selling agent's FAL licence number. */
    falLicenseNumber: text("fal_license_number"),
    /** The advertisement licence number. */
    adLicenseNumber: text("ad_license_number"),
    /** Encumbrances, mortgages, disputes, known defects. */
    disclosures: text("disclosures"),
    submittedAt: timestamptz("submitted_at"),
    /** The committee's last decision: who, when, and its words in both languages. */
    reviewedBy: uuid("reviewed_by").references(() => users.id),
    reviewedAt: timestamptz("reviewed_at"),
    reviewNoteAr: text("review_note_ar"),
    reviewNoteEn: text("review_note_en"),
    /** The draft auction an approval created. */
    auctionId: integer("auction_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("listing_requests_requester_idx").on(t.requesterUserId, t.createdAt.desc()),
    index("listing_requests_status_idx").on(t.status, t.submittedAt),
    check(
      "listing_requests_decision_note",
      sql`${t.status} not in ('changes_requested', 'rejected') or (${t.reviewNoteAr} is not null and ${t.reviewNoteEn} is not null)`,
    ),
    check(
      "listing_requests_category",
      sql`${t.category} is null or ${t.category} in (${quoted(propertyCategories)})`,
    ),
    check("listing_requests_use", sql`${t.use} is null or ${t.use} in (${quoted(propertyUses)})`),
    check("listing_requests_approved_auction", sql`${t.status} <> 'approved' or ${t.auctionId} is not null`),
  ],
);

/** A request's photos (ordered; position 0 is the cover) and documents (PDF), kept in the uploads module. */
export const listingRequestFiles = pgTable(
  "listing_request_files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => listingRequests.id, { onDelete: "cascade" }),
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => uploads.id),
    kind: listingFileKind("kind").notNull(),
    /** The upload's label, detected type and size, kept here to list the files without reading them. */
    originalName: text("original_name").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    position: smallint("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("listing_request_files_request_idx").on(t.requestId, t.kind, t.position)],
);

/**
 * A listing request's history (/mazadStatus, issue 15): one row each time it was sent, sent back
 * with changes asked, rejected or approved, with the committee's words on a decision. The request
 * row keeps only its current state; this keeps every step and its date.
 */
export const listingRequestEvents = pgTable(
  "listing_request_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => listingRequests.id, { onDelete: "cascade" }),
    status: listingRequestStatus("status").notNull(),
    at: timestamptz("at").notNull(),
    noteAr: text("note_ar"),
    noteEn: text("note_en"),
  },
  (t) => [
    index("listing_request_events_request_idx").on(t.requestId, t.at),
    check("listing_request_events_not_draft", sql`${t.status} <> 'draft'`),
  ],
);
