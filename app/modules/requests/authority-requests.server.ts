import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { authorityRequestEvents, authorityRequestFiles, authorityRequests } from "~/db/schema";
import { runTransaction } from "~/db/transaction.server";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { recordEffects, type Effects } from "~/modules/notifications/effects.server";
import type { NewNotification } from "~/modules/notifications/notification-events";
import { deleteUpload, saveUpload } from "~/modules/uploads/uploads.server";
import type { FileStorage } from "~/storage/file-storage";
import type { AuthorityRequestFields } from "./authority-request-schema";
import {
  MAX_REQUEST_FILES,
  requestDocuments,
  type AuthorityDocumentKind,
  type AuthorityRequestKind,
  type AuthorityRequestStatus,
  type IdentityType,
  type PowerOfAttorneyScope,
} from "./request-statuses";

/*
 * The requester's side of power-of-attorney and foreign-owner requests (issue 16, product.md
 * §2.7): sent whole with the documents its type lists, followed with its status timeline, and
 * sent again with more documents when the committee asks for them. Only its requester reads it
 * (anyone else hears NOT_FOUND, so ids cannot be probed); the committee's side is in
 * review-authority-request.server.ts. Every step is told to the requester (in-app, SMS, e-mail).
 */

type Row = typeof authorityRequests.$inferSelect;
type FileRow = typeof authorityRequestFiles.$inferSelect;

export type AuthorityFileView = {
  id: number;
  uploadId: string;
  kind: AuthorityDocumentKind;
  name: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: string;
};

export type AuthorityEventView = {
  status: AuthorityRequestStatus;
  at: string;
  noteAr: string | null;
  noteEn: string | null;
};

/** A request as pages and the API show it: its fields, its state, documents and history. */
export type AuthorityRequestView = {
  id: string;
  kind: AuthorityRequestKind;
  status: AuthorityRequestStatus;
  requesterUserId: string;
  ownerName: string | null;
  nationality: string | null;
  country: string | null;
  idType: IdentityType | null;
  idNumber: string | null;
  originNumber: string | null;
  mobile: string | null;
  agentName: string | null;
  agentIdType: IdentityType | null;
  agentIdNumber: string | null;
  scopes: PowerOfAttorneyScope[];
  expiresOn: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
  reviewNoteAr: string | null;
  reviewNoteEn: string | null;
  createdAt: string;
  updatedAt: string;
  documents: AuthorityFileView[];
  events: AuthorityEventView[];
};

/** Each request type named in both languages: what notifications say as {{title}}. */
export const requestTitles: Record<AuthorityRequestKind, { ar: string; en: string }> = {
  power_of_attorney: { ar: "الوكالة", en: "power of attorney" },
  foreign_owner: { ar: "المالك الأجنبي", en: "foreign owner" },
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function fileView(file: FileRow): AuthorityFileView {
  return {
    id: file.id,
    uploadId: file.uploadId,
    kind: file.kind,
    name: file.originalName,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    createdAt: file.createdAt.toISOString(),
  };
}

function viewOf(row: Row, files: FileRow[], events: (typeof authorityRequestEvents.$inferSelect)[]) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    requesterUserId: row.requesterUserId,
    ownerName: row.ownerName,
    nationality: row.nationality,
    country: row.country,
    idType: row.idType as IdentityType | null,
    idNumber: row.idNumber,
    originNumber: row.originNumber,
    mobile: row.mobile,
    agentName: row.agentName,
    agentIdType: row.agentIdType as IdentityType | null,
    agentIdNumber: row.agentIdNumber,
    scopes: (row.scopes ?? []) as PowerOfAttorneyScope[],
    expiresOn: row.expiresOn,
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    reviewNoteAr: row.reviewNoteAr,
    reviewNoteEn: row.reviewNoteEn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    documents: files.map(fileView),
    events: events.map((e) => ({
      status: e.status,
      at: e.at.toISOString(),
      noteAr: e.noteAr,
      noteEn: e.noteEn,
    })),
  } satisfies AuthorityRequestView;
}

/** Requests with their documents and history, in the rows' order. */
export async function viewsOf(db: Db | Tx, rows: Row[]): Promise<AuthorityRequestView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const files = await db
    .select()
    .from(authorityRequestFiles)
    .where(inArray(authorityRequestFiles.requestId, ids))
    .orderBy(asc(authorityRequestFiles.id));
  const events = await db
    .select()
    .from(authorityRequestEvents)
    .where(inArray(authorityRequestEvents.requestId, ids))
    .orderBy(asc(authorityRequestEvents.at), asc(authorityRequestEvents.id));
  return rows.map((row) =>
    viewOf(
      row,
      files.filter((f) => f.requestId === row.id),
      events.filter((e) => e.requestId === row.id),
    ),
  );
}

export async function authorityRequestView(db: Db | Tx, row: Row): Promise<AuthorityRequestView> {
  return (await viewsOf(db, [row]))[0]!;
}

/** Writes a step of a request's history, in the caller's transaction. */
export async function recordAuthorityEvent(
  tx: Tx,
  event: {
    requestId: string;
    status: AuthorityRequestStatus;
    at: Date;
    noteAr?: string | null;
    noteEn?: string | null;
  },
): Promise<void> {
  await tx.insert(authorityRequestEvents).values({
    requestId: event.requestId,
    status: event.status,
    at: event.at,
    noteAr: event.noteAr ?? null,
    noteEn: event.noteEn ?? null,
  });
}

/** The notification of a request's new state to its requester. */
export function authorityNotice(
  row: Pick<Row, "id" | "kind" | "requesterUserId">,
  event: "submitted" | "under_review" | "approved" | "rejected" | "more_documents",
  reason?: { reasonAr: string; reasonEn: string },
): NewNotification {
  const title = requestTitles[row.kind];
  const params = { requestId: row.id, titleAr: title.ar, titleEn: title.en };
  if (event === "rejected" || event === "more_documents")
    return {
      userId: row.requesterUserId,
      event: event === "rejected" ? "authority_request_rejected" : "authority_request_more_documents",
      auctionId: null,
      params: { ...params, reasonAr: reason!.reasonAr, reasonEn: reason!.reasonEn },
    };
  return { userId: row.requesterUserId, event: `authority_request_${event}`, auctionId: null, params };
}

type NewFile = { name: string; bytes: Uint8Array };
type NewDocument = { kind: AuthorityDocumentKind; file: NewFile };

/**
 * Stores the documents (each checked by its content by the uploads module: JPEG, PNG, WebP or
 * PDF, ≤ 10 MB); on a refusal, the ones already stored are removed and the refusal names the
 * document's field. Returns the stored uploads with their kinds.
 */
async function storeDocuments(
  deps: { db: Db; storage: FileStorage },
  requesterUserId: string,
  documents: NewDocument[],
) {
  const stored: { kind: AuthorityDocumentKind; upload: Awaited<ReturnType<typeof saveUpload>> }[] = [];
  try {
    for (const doc of documents) {
      try {
        const upload = await saveUpload({
          db: deps.db,
          storage: deps.storage,
          ownerUserId: requesterUserId,
          purpose: "authority_document",
          file: doc.file,
        });
        stored.push({ kind: doc.kind, upload });
      } catch (error) {
        if (error instanceof AppError && !error.details?.field)
          throw new AppError(error.code, { ...error.details, field: doc.kind });
        throw error;
      }
    }
  } catch (error) {
    await forget(deps, stored);
    throw error;
  }
  return stored;
}

async function forget(deps: { db: Db; storage: FileStorage }, stored: { upload: { id: string } }[]) {
  await Promise.allSettled(
    stored.map(({ upload }) => deleteUpload({ db: deps.db, storage: deps.storage, uploadId: upload.id })),
  );
}

/** Refuses a document its request type does not list ("other" is always allowed). */
function checkKinds(kind: AuthorityRequestKind, documents: NewDocument[]) {
  const listed = requestDocuments[kind];
  for (const doc of documents)
    if (doc.kind !== "other" && !listed.required.includes(doc.kind) && !listed.optional.includes(doc.kind))
      throw new AppError("VALIDATION", {
        issues: [{ path: doc.kind, message: "requests.validation.document" }],
      });
}

/**
 * Sends a request to the committee: its fields (already checked by the kind's schema), and the
 * documents the kind requires (VALIDATION naming each missing one), at most MAX_REQUEST_FILES.
 * The requester is told it arrived.
 */
export async function submitAuthorityRequest(
  deps: { db: Db; storage: FileStorage },
  options: {
    requesterUserId: string;
    kind: AuthorityRequestKind;
    fields: AuthorityRequestFields;
    documents: NewDocument[];
    now?: Date;
  },
): Promise<{ request: AuthorityRequestView; effects: Effects }> {
  const { kind, fields, requesterUserId } = options;
  const now = options.now ?? new Date();
  const missing = requestDocuments[kind].required.filter((k) => !options.documents.some((d) => d.kind === k));
  if (missing.length)
    throw new AppError("VALIDATION", {
      issues: missing.map((path) => ({ path, message: "requests.validation.document" })),
    });
  checkKinds(kind, options.documents);
  if (options.documents.length > MAX_REQUEST_FILES) throw new AppError("REQUEST_TOO_MANY_FILES");
  const power = kind === "power_of_attorney";
  const stored = await storeDocuments(deps, requesterUserId, options.documents);
  try {
    return await runTransaction(deps.db, async (tx) => {
      const [row] = await tx
        .insert(authorityRequests)
        .values({
          kind,
          requesterUserId,
          status: "submitted",
          ownerName: fields.ownerName,
          nationality: fields.nationality,
          country: fields.country,
          idType: fields.idType,
          idNumber: fields.idNumber,
          originNumber: fields.originNumber ?? null,
          mobile: fields.mobile,
          agentName: power ? (fields.agentName ?? null) : null,
          agentIdType: power ? (fields.agentIdType ?? null) : null,
          agentIdNumber: power ? (fields.agentIdNumber ?? null) : null,
          scopes: power ? (fields.scopes ?? []) : null,
          expiresOn: power ? (fields.expiresOn ?? null) : null,
          submittedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await insertFiles(tx, row!.id, stored);
      await recordAuthorityEvent(tx, { requestId: row!.id, status: "submitted", at: now });
      const effects = await recordEffects(tx, { notices: [authorityNotice(row!, "submitted")], now });
      return { request: await authorityRequestView(tx, row!), effects };
    });
  } catch (error) {
    await forget(deps, stored);
    throw error;
  }
}

async function insertFiles(
  tx: Tx,
  requestId: string,
  stored: { kind: AuthorityDocumentKind; upload: Awaited<ReturnType<typeof saveUpload>> }[],
) {
  if (stored.length === 0) return;
  await tx.insert(authorityRequestFiles).values(
    stored.map(({ kind, upload }) => ({
      requestId,
      uploadId: upload.id,
      kind,
      originalName: upload.originalName,
      mimeType: upload.mimeType,
      sizeBytes: upload.sizeBytes,
    })),
  );
}

/** The requester's own request, locked (NOT_FOUND for anyone else's or a malformed id). */
async function lockOwn(tx: Tx, requestId: string, requesterUserId: string): Promise<Row> {
  if (!isUuid(requestId)) throw new AppError("NOT_FOUND");
  const [row] = await tx
    .select()
    .from(authorityRequests)
    .where(eq(authorityRequests.id, requestId))
    .for("update");
  if (!row || row.requesterUserId !== requesterUserId) throw new AppError("NOT_FOUND");
  return row;
}

async function checkRoom(tx: Tx, row: Row, adding: NewDocument[]) {
  if (row.status !== "more_documents_needed") throw new AppError("REQUEST_NOT_AWAITING_DOCUMENTS");
  checkKinds(row.kind, adding);
  const has = await tx
    .select({ id: authorityRequestFiles.id })
    .from(authorityRequestFiles)
    .where(eq(authorityRequestFiles.requestId, row.id));
  if (has.length + adding.length > MAX_REQUEST_FILES) throw new AppError("REQUEST_TOO_MANY_FILES");
}

/**
 * Adds the documents the committee asked for and sends the request again (more_documents_needed →
 * submitted); at least one document. The requester is told it arrived.
 */
export async function sendMoreDocuments(
  deps: { db: Db; storage: FileStorage },
  options: { requesterUserId: string; requestId: string; documents: NewDocument[]; now?: Date },
): Promise<{ request: AuthorityRequestView; effects: Effects }> {
  const { requesterUserId, requestId, documents } = options;
  const now = options.now ?? new Date();
  if (documents.length === 0)
    throw new AppError("VALIDATION", {
      issues: [{ path: "other", message: "requests.validation.document" }],
    });
  await runTransaction(deps.db, async (tx) =>
    checkRoom(tx, await lockOwn(tx, requestId, requesterUserId), documents),
  );
  const stored = await storeDocuments(deps, requesterUserId, documents);
  try {
    return await runTransaction(deps.db, async (tx) => {
      const row = await lockOwn(tx, requestId, requesterUserId);
      await checkRoom(tx, row, documents);
      await insertFiles(tx, row.id, stored);
      const [sent] = await tx
        .update(authorityRequests)
        .set({ status: "submitted", submittedAt: now, updatedAt: now })
        .where(eq(authorityRequests.id, row.id))
        .returning();
      await recordAuthorityEvent(tx, { requestId: row.id, status: "submitted", at: now });
      const effects = await recordEffects(tx, { notices: [authorityNotice(row, "submitted")], now });
      return { request: await authorityRequestView(tx, sent!), effects };
    });
  } catch (error) {
    await forget(deps, stored);
    throw error;
  }
}

/** The requester's own request (NOT_FOUND for anyone else's, or a malformed id). */
export async function getOwnAuthorityRequest(
  db: Db,
  options: { requestId: string; requesterUserId: string },
): Promise<AuthorityRequestView> {
  if (!isUuid(options.requestId)) throw new AppError("NOT_FOUND");
  const [row] = await db.select().from(authorityRequests).where(eq(authorityRequests.id, options.requestId));
  if (!row || row.requesterUserId !== options.requesterUserId) throw new AppError("NOT_FOUND");
  return authorityRequestView(db, row);
}

/** The requester's requests, newest first (at most 100), each with its documents and timeline. Nobody else's. */
export async function listOwnAuthorityRequests(
  db: Db,
  requesterUserId: string,
): Promise<AuthorityRequestView[]> {
  const rows = await db
    .select()
    .from(authorityRequests)
    .where(eq(authorityRequests.requesterUserId, requesterUserId))
    .orderBy(desc(authorityRequests.createdAt))
    .limit(100);
  return viewsOf(db, rows);
}
