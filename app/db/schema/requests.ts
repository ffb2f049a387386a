import { sql } from "drizzle-orm";
import { check, date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import {
  authorityDocumentKinds,
  authorityRequestKinds,
  authorityRequestStatuses,
  identityTypes,
  powerOfAttorneyScopes,
} from "~/modules/requests/request-statuses";
import { createdAt, quoted, updatedAt } from "./columns";
import { users } from "./accounts";
import { uploads } from "./uploads";

export const authorityRequestKind = pgEnum("authority_request_kind", authorityRequestKinds);
export const authorityRequestStatus = pgEnum("authority_request_status", authorityRequestStatuses);
export const authorityDocumentKind = pgEnum("authority_document_kind", authorityDocumentKinds);

/**
 * A power-of-attorney or foreign-owner request (issue 16), reviewed by the committee. An approved
 * power of attorney is what an agent's authority to act for a principal rests on.
 *
 * The seed's fields (§3) are nullable in the table, so that rows written before them stay valid;
 * the domain (app/modules/requests/authority-request-schema.ts) requires them on every request it
 * writes. For a power of attorney the owner is the principal (who gives the authority) and the
 * agent the one who acts for them, within `scopes` until `expires_on`.
 */
export const authorityRequests = pgTable(
  "authority_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: authorityRequestKind("kind").notNull(),
    /** Who sent it. */
    requesterUserId: uuid("requester_user_id")
      .notNull()
      .references(() => users.id),
    status: authorityRequestStatus("status").notNull().default("submitted"),
    /** The owner's or company's name (a power of attorney: the principal's). */
    ownerName: text("owner_name"),
    /** ISO 3166-1 alpha-2 codes. */
    nationality: text("nationality"),
    country: text("country"),
    idType: text("id_type"),
    /** A Saudi ID or Iqama as ten digits (its check digit verified), a passport number upper-cased. */
    idNumber: text("id_number"),
    /** The property's origin (asset) number, when the request concerns one. */
    originNumber: text("origin_number"),
    /** "+9665XXXXXXXX". */
    mobile: text("mobile"),
    /** A power of attorney: the agent who acts for the principal, what they may do, until when. */
    agentName: text("agent_name"),
    agentIdType: text("agent_id_type"),
    agentIdNumber: text("agent_id_number"),
    scopes: text("scopes").array(),
    expiresOn: date("expires_on", { mode: "string" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** The committee's last decision: who, when, and its words in both languages. */
    reviewedBy: uuid("reviewed_by").references(() => users.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewNoteAr: text("review_note_ar"),
    reviewNoteEn: text("review_note_en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("authority_requests_requester_idx").on(t.requesterUserId, t.createdAt.desc()),
    index("authority_requests_status_idx").on(t.status, t.submittedAt),
    check(
      "authority_requests_id_type",
      sql`${t.idType} is null or ${t.idType} in (${quoted(identityTypes)})`,
    ),
    check(
      "authority_requests_agent_id_type",
      sql`${t.agentIdType} is null or ${t.agentIdType} in (${quoted(identityTypes)})`,
    ),
    check(
      "authority_requests_scopes",
      sql`${t.scopes} is null or ${t.scopes} <@ array[${quoted(powerOfAttorneyScopes)}]::text[]`,
    ),
    check(
      "authority_requests_decision_note",
      sql`${t.status} not in ('rejected', 'more_documents_needed') or ${t.reviewedAt} is null or (${t.reviewNoteAr} is not null and ${t.reviewNoteEn} is not null)`,
    ),
  ],
);

/** A request's documents (images or PDFs), kept in the uploads module; readable by the requester and the committee. */
export const authorityRequestFiles = pgTable(
  "authority_request_files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => authorityRequests.id, { onDelete: "cascade" }),
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => uploads.id),
    kind: authorityDocumentKind("kind").notNull(),
    /** The upload's label, detected type and size, kept here to list the files without reading them. */
    originalName: text("original_name").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("authority_request_files_request_idx").on(t.requestId, t.id)],
);

/**
 * A request's history: one row each time it was sent (or sent again with more documents), taken
 * under review, approved, rejected or sent back for documents, with the committee's words. The
 * requester's status timeline (/profile/requests) is drawn from it.
 */
export const authorityRequestEvents = pgTable(
  "authority_request_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => authorityRequests.id, { onDelete: "cascade" }),
    status: authorityRequestStatus("status").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    noteAr: text("note_ar"),
    noteEn: text("note_en"),
  },
  (t) => [index("authority_request_events_request_idx").on(t.requestId, t.at)],
);
