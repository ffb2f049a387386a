import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { listingRequestEvents, listingRequestFiles, listingRequests } from "~/db/schema";
import { runTransaction } from "~/db/transaction.server";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { describeUsers } from "~/modules/accounts/describe-users.server";
import { assertMayListFor } from "~/modules/agents/agencies.server";
import { listAuctionFormChoices } from "~/modules/auctions/list-admin-auctions.server";
import { recordEffects, type Effects } from "~/modules/notifications/effects.server";
import { deleteUpload, saveUpload } from "~/modules/uploads/uploads.server";
import type { FileStorage } from "~/storage/file-storage";
import { listingCompletenessIssues, listingFieldNames, type ListingFields } from "./listing-request-schema";
import {
  editableStatuses,
  MAX_LISTING_DOCUMENTS,
  MAX_LISTING_PHOTOS,
  type ListingDocumentKind,
  type ListingFileKind,
  type ListingRequestStatus,
} from "./listing-statuses";

/*
 * The owner's side of a listing request (/whatadd, issue 15): written as a draft, its photos and
 * PDF documents added, arranged and removed, then sent when complete. Only its requester reads or
 * changes it (anyone else hears NOT_FOUND, so ids cannot be probed), and only while it is a draft
 * or sent back with changes asked; the committee's side is in review-listing-request.server.ts.
 */

type Row = typeof listingRequests.$inferSelect;
type FileRow = typeof listingRequestFiles.$inferSelect;

export type ListingFileView = {
  id: number;
  uploadId: string;
  kind: ListingFileKind;
  position: number;
  name: string;
  mimeType: string;
  sizeBytes: number;
};

/** A request as pages and the API show it: its fields (null when not written), state and files. */
export type ListingRequestView = { [K in keyof ListingFields]-?: ListingFields[K] | null } & {
  id: string;
  requesterUserId: string;
  /** The owner the requester (their agent) lists for, under an agency with `list_property`; null: for themselves. */
  principalUserId: string | null;
  status: ListingRequestStatus;
  submittedAt: string | null;
  reviewedAt: string | null;
  reviewNoteAr: string | null;
  reviewNoteEn: string | null;
  auctionId: number | null;
  createdAt: string;
  updatedAt: string;
  photos: ListingFileView[];
  documents: ListingFileView[];
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The stored fields of a request, as the schema's value. */
export function fieldsOf(row: Row): { [K in keyof ListingFields]-?: ListingFields[K] | null } {
  return Object.fromEntries(listingFieldNames.map((name) => [name, row[name] ?? null])) as never;
}

function fileView(file: FileRow): ListingFileView {
  return {
    id: file.id,
    uploadId: file.uploadId,
    kind: file.kind,
    position: file.position,
    name: file.originalName,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
  };
}

export async function listingView(db: Db | Tx, row: Row): Promise<ListingRequestView> {
  const files = await db
    .select()
    .from(listingRequestFiles)
    .where(eq(listingRequestFiles.requestId, row.id))
    .orderBy(asc(listingRequestFiles.position), asc(listingRequestFiles.id));
  return {
    ...fieldsOf(row),
    id: row.id,
    requesterUserId: row.requesterUserId,
    principalUserId: row.principalUserId,
    status: row.status,
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    reviewNoteAr: row.reviewNoteAr,
    reviewNoteEn: row.reviewNoteEn,
    auctionId: row.auctionId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    photos: files.filter((f) => f.kind === "photo").map(fileView),
    documents: files.filter((f) => f.kind !== "photo").map(fileView),
  };
}

/** The request, locked, when it is the requester's own and still theirs to change. */
async function lockOwnEditable(tx: Tx, requestId: string, requesterUserId: string): Promise<Row> {
  if (!isUuid(requestId)) throw new AppError("NOT_FOUND");
  const [row] = await tx
    .select()
    .from(listingRequests)
    .where(eq(listingRequests.id, requestId))
    .for("update");
  if (!row || row.requesterUserId !== requesterUserId) throw new AppError("NOT_FOUND");
  if (!editableStatuses.includes(row.status)) throw new AppError("LISTING_NOT_EDITABLE");
  return row;
}

/** The written fields as columns: every field, an unwritten one cleared. */
function columnsOf(fields: Partial<ListingFields>) {
  return Object.fromEntries(listingFieldNames.map((name) => [name, fields[name] ?? null])) as {
    [K in keyof ListingFields]: ListingFields[K] | null;
  };
}

/**
 * Saves what the owner wrote: a new draft when `requestId` is null, otherwise their draft or their
 * request sent back (whose every field the form sends again, so a cleared field is cleared).
 * `principalUserId` (ADR 036) lists for that principal (null: for oneself; absent: unchanged), and
 * is refused (AGENT_NOT_AUTHORIZED) unless the requester may list for them now.
 */
export async function saveListingDraft(options: {
  db: Db | Tx;
  requesterUserId: string;
  requestId: string | null;
  fields: Partial<ListingFields>;
  principalUserId?: string | null;
  now?: Date;
}): Promise<ListingRequestView> {
  const now = options.now ?? new Date();
  return runTransaction(options.db, async (tx) => {
    const principal = options.principalUserId;
    if (principal) await assertMayListFor(tx, options.requesterUserId, principal);
    if (options.requestId === null) {
      const [row] = await tx
        .insert(listingRequests)
        .values({
          requesterUserId: options.requesterUserId,
          principalUserId: principal ?? null,
          ...columnsOf(options.fields),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return listingView(tx, row!);
    }
    await lockOwnEditable(tx, options.requestId, options.requesterUserId);
    const [row] = await tx
      .update(listingRequests)
      .set({
        ...columnsOf(options.fields),
        ...(principal === undefined ? {} : { principalUserId: principal }),
        updatedAt: now,
      })
      .where(eq(listingRequests.id, options.requestId))
      .returning();
    return listingView(tx, row!);
  });
}

type NewFile = { name: string; bytes: Uint8Array };

/**
 * Stores new photos (re-encoded, metadata and GPS dropped) and PDF documents of the owner's
 * editable request, after the ones it has. Each file is checked by its content (uploads module);
 * a photo that is a PDF or a document that is not one is refused (UPLOAD_TYPE_NOT_ALLOWED), as
 * are more than 20 photos or 10 documents (LISTING_TOO_MANY_FILES). All or nothing.
 */
export async function addListingFiles(
  deps: { db: Db; storage: FileStorage },
  options: {
    requesterUserId: string;
    requestId: string;
    photos: NewFile[];
    documents: { kind: ListingDocumentKind; file: NewFile }[];
  },
): Promise<void> {
  const { db, storage } = deps;
  const { requesterUserId, requestId } = options;
  if (options.photos.length === 0 && options.documents.length === 0) return;
  await runTransaction(db, async (tx) => {
    await lockOwnEditable(tx, requestId, requesterUserId);
    await checkRoom(tx, requestId, options.photos.length, options.documents.length);
  });
  const stored: string[] = [];
  try {
    const rows: Omit<typeof listingRequestFiles.$inferInsert, "position">[] = [];
    const store = async (file: NewFile, kind: ListingFileKind) => {
      const upload = await saveUpload({
        db,
        storage,
        ownerUserId: requesterUserId,
        purpose: kind === "photo" ? "listing_photo" : "listing_document",
        file,
      });
      stored.push(upload.id);
      if ((upload.mimeType === "application/pdf") !== (kind !== "photo"))
        throw new AppError("UPLOAD_TYPE_NOT_ALLOWED", { field: kind === "photo" ? "photos" : kind });
      rows.push({
        requestId,
        uploadId: upload.id,
        kind,
        originalName: upload.originalName,
        mimeType: upload.mimeType,
        sizeBytes: upload.sizeBytes,
      });
    };
    for (const photo of options.photos) await store(photo, "photo");
    for (const doc of options.documents) await store(doc.file, doc.kind);
    await runTransaction(db, async (tx) => {
      await lockOwnEditable(tx, requestId, requesterUserId);
      await checkRoom(tx, requestId, options.photos.length, options.documents.length);
      const next = await nextPositions(tx, requestId);
      await tx.insert(listingRequestFiles).values(
        rows.map((row) => ({
          ...row,
          position: row.kind === "photo" ? next.photo++ : next.document++,
        })),
      );
      await tx
        .update(listingRequests)
        .set({ updatedAt: new Date() })
        .where(eq(listingRequests.id, requestId));
    });
  } catch (err) {
    await Promise.allSettled(stored.map((uploadId) => deleteUpload({ db, storage, uploadId })));
    throw err;
  }
}

async function countFiles(tx: Tx, requestId: string) {
  const [counts] = await tx
    .select({
      photos: sql<number>`count(*) filter (where ${listingRequestFiles.kind} = 'photo')`.mapWith(Number),
      documents: sql<number>`count(*) filter (where ${listingRequestFiles.kind} <> 'photo')`.mapWith(Number),
    })
    .from(listingRequestFiles)
    .where(eq(listingRequestFiles.requestId, requestId));
  return counts ?? { photos: 0, documents: 0 };
}

async function checkRoom(tx: Tx, requestId: string, photos: number, documents: number) {
  const has = await countFiles(tx, requestId);
  if (has.photos + photos > MAX_LISTING_PHOTOS || has.documents + documents > MAX_LISTING_DOCUMENTS)
    throw new AppError("LISTING_TOO_MANY_FILES");
}

async function nextPositions(tx: Tx, requestId: string) {
  const [max] = await tx
    .select({
      photo:
        sql<number>`coalesce(max(${listingRequestFiles.position}) filter (where ${listingRequestFiles.kind} = 'photo'), -1)`.mapWith(
          Number,
        ),
      document:
        sql<number>`coalesce(max(${listingRequestFiles.position}) filter (where ${listingRequestFiles.kind} <> 'photo'), -1)`.mapWith(
          Number,
        ),
    })
    .from(listingRequestFiles)
    .where(eq(listingRequestFiles.requestId, requestId));
  return { photo: (max?.photo ?? -1) + 1, document: (max?.document ?? -1) + 1 };
}

/**
 * Arranges one file of the owner's editable request: `cover` makes a photo the first, `earlier`
 * moves it one place up, `remove` deletes a photo or a document (the photos close up).
 */
export async function arrangeListingFile(
  deps: { db: Db; storage: FileStorage },
  options: {
    requesterUserId: string;
    requestId: string;
    fileId: number;
    action: "cover" | "earlier" | "remove";
  },
): Promise<void> {
  const { db, storage } = deps;
  const removed = await runTransaction(db, async (tx) => {
    await lockOwnEditable(tx, options.requestId, options.requesterUserId);
    const [file] = await tx
      .select()
      .from(listingRequestFiles)
      .where(
        and(eq(listingRequestFiles.id, options.fileId), eq(listingRequestFiles.requestId, options.requestId)),
      );
    if (!file) throw new AppError("NOT_FOUND");
    const photos = (
      await tx
        .select({ id: listingRequestFiles.id })
        .from(listingRequestFiles)
        .where(
          and(eq(listingRequestFiles.requestId, options.requestId), eq(listingRequestFiles.kind, "photo")),
        )
        .orderBy(asc(listingRequestFiles.position), asc(listingRequestFiles.id))
    ).map((r) => r.id);
    let order = photos;
    if (options.action === "remove") {
      await tx.delete(listingRequestFiles).where(eq(listingRequestFiles.id, file.id));
      order = photos.filter((id) => id !== file.id);
    } else if (file.kind === "photo") {
      const at = photos.indexOf(file.id);
      const to = options.action === "cover" ? 0 : Math.max(at - 1, 0);
      order = photos.filter((id) => id !== file.id);
      order.splice(to, 0, file.id);
    }
    for (const [position, id] of order.entries())
      await tx.update(listingRequestFiles).set({ position }).where(eq(listingRequestFiles.id, id));
    return options.action === "remove" ? file : null;
  });
  if (removed) await deleteUpload({ db, storage, uploadId: removed.uploadId });
}

/**
 * What a request still lacks to be sent, each with its field and message key: every required
 * field (listingCompletenessIssues), a city and district from the lists, at least one photo and
 * the title deed.
 */
export async function listingGaps(db: Db, request: GapsInput): Promise<{ path: string; message: string }[]> {
  return gapsOf(request.cityId || request.districtId ? await listAuctionFormChoices(db) : null, request);
}

type GapsInput = Pick<ListingRequestView, "photos" | "documents"> & {
  [K in keyof ListingFields]?: ListingFields[K] | null;
};

function gapsOf(
  choices: Awaited<ReturnType<typeof listAuctionFormChoices>> | null,
  request: GapsInput,
): { path: string; message: string }[] {
  const issues = listingCompletenessIssues(request as Partial<ListingFields>).map((i) => ({
    path: i.path.join("."),
    message: i.message,
  }));
  if (choices) {
    if (request.cityId && !choices.cities.some((c) => c.id === request.cityId))
      issues.push({ path: "cityId", message: "adminAuctions.validation.unknownCity" });
    if (
      request.districtId &&
      !choices.districts.some((d) => d.id === request.districtId && d.cityId === request.cityId)
    )
      issues.push({ path: "districtId", message: "adminAuctions.validation.unknownDistrict" });
  }
  if (request.photos.length === 0)
    issues.push({ path: "photos", message: "listings.validation.photoRequired" });
  if (!request.documents.some((d) => d.kind === "title_deed"))
    issues.push({ path: "title_deed", message: "listings.validation.deedRequired" });
  return issues;
}

/**
 * Sends the owner's draft (or their request sent back) to the committee when it is complete;
 * otherwise LISTING_INCOMPLETE naming each gap (listingGaps). Listed for a principal, the agent's
 * authority is checked again (AGENT_NOT_AUTHORIZED once revoked or expired) and the principal is
 * told.
 */
export async function submitListingRequest(options: {
  db: Db;
  requesterUserId: string;
  requestId: string;
  now?: Date;
}): Promise<ListingRequestView & { effects: Effects }> {
  const { db } = options;
  const now = options.now ?? new Date();
  const choices = await listAuctionFormChoices(db);
  return runTransaction(db, async (tx) => {
    const row = await lockOwnEditable(tx, options.requestId, options.requesterUserId);
    if (row.principalUserId) await assertMayListFor(tx, row.requesterUserId, row.principalUserId);
    const issues = gapsOf(choices, await listingView(tx, row));
    if (issues.length) throw new AppError("LISTING_INCOMPLETE", { issues });
    const [sent] = await tx
      .update(listingRequests)
      .set({ status: "submitted", submittedAt: now, updatedAt: now })
      .where(eq(listingRequests.id, row.id))
      .returning();
    await recordListingEvent(tx, { requestId: row.id, status: "submitted", at: now });
    const agent = row.principalUserId
      ? (await describeUsers(tx, [row.requesterUserId])).get(row.requesterUserId)
      : undefined;
    const effects = await recordEffects(tx, {
      notices: row.principalUserId
        ? [
            {
              userId: row.principalUserId,
              event: "listing_submitted_for_principal",
              auctionId: null,
              params: {
                requestId: row.id,
                titleAr: row.titleAr ?? "",
                titleEn: row.titleEn ?? "",
                name: agent?.name ?? "",
              },
            },
          ]
        : [],
      now,
    });
    return { ...(await listingView(tx, sent!)), effects };
  });
}

/** Writes a step of a request's history (its state and date, a decision's words), in the caller's transaction. */
export async function recordListingEvent(
  tx: Tx,
  event: {
    requestId: string;
    status: Exclude<ListingRequestStatus, "draft">;
    at: Date;
    noteAr?: string | null;
    noteEn?: string | null;
  },
): Promise<void> {
  await tx.insert(listingRequestEvents).values({
    requestId: event.requestId,
    status: event.status,
    at: event.at,
    noteAr: event.noteAr ?? null,
    noteEn: event.noteEn ?? null,
  });
}

/** The requester's own request (NOT_FOUND for anyone else's, or a malformed id). */
export async function getOwnListingRequest(
  db: Db,
  options: { requestId: string; requesterUserId: string },
): Promise<ListingRequestView> {
  if (!isUuid(options.requestId)) throw new AppError("NOT_FOUND");
  const [row] = await db.select().from(listingRequests).where(eq(listingRequests.id, options.requestId));
  if (!row || row.requesterUserId !== options.requesterUserId) throw new AppError("NOT_FOUND");
  return listingView(db, row);
}

/**
 * A request its requester reads, or the principal an agent wrote it for (read-only for them:
 * every change goes through lockOwnEditable, the requester's). NOT_FOUND for anyone else.
 */
export async function getListingRequestForRequesterOrPrincipal(
  db: Db,
  options: { requestId: string; userId: string },
): Promise<ListingRequestView> {
  if (!isUuid(options.requestId)) throw new AppError("NOT_FOUND");
  const [row] = await db.select().from(listingRequests).where(eq(listingRequests.id, options.requestId));
  if (!row || (row.requesterUserId !== options.userId && row.principalUserId !== options.userId))
    throw new AppError("NOT_FOUND");
  // A principal sees it once it is sent, not while their agent is still writing it.
  if (row.requesterUserId !== options.userId && row.status === "draft") throw new AppError("NOT_FOUND");
  return listingView(db, row);
}

export type ListingRequestSummary = {
  id: string;
  titleAr: string | null;
  titleEn: string | null;
  status: ListingRequestStatus;
  createdAt: string;
  submittedAt: string | null;
  reviewedAt: string | null;
  auctionId: number | null;
};

const summaryColumns = {
  id: listingRequests.id,
  titleAr: listingRequests.titleAr,
  titleEn: listingRequests.titleEn,
  status: listingRequests.status,
  createdAt: listingRequests.createdAt,
  submittedAt: listingRequests.submittedAt,
  reviewedAt: listingRequests.reviewedAt,
  auctionId: listingRequests.auctionId,
};

export function summaryOf(row: {
  id: string;
  titleAr: string | null;
  titleEn: string | null;
  status: ListingRequestStatus;
  createdAt: Date;
  submittedAt: Date | null;
  reviewedAt: Date | null;
  auctionId: number | null;
}): ListingRequestSummary {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
  };
}

/** The requester's requests, newest first (at most 100). */
export async function listOwnListingRequests(
  db: Db,
  requesterUserId: string,
): Promise<ListingRequestSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(listingRequests)
    .where(eq(listingRequests.requesterUserId, requesterUserId))
    .orderBy(desc(listingRequests.createdAt))
    .limit(100);
  return rows.map(summaryOf);
}

/**
 * The requests agents sent for this principal (ADR 036), newest first (at most 100), each with
 * the agent's name: read-only for the principal. Drafts stay the agent's until sent.
 */
export async function listListingRequestsForPrincipal(
  db: Db,
  principalUserId: string,
): Promise<(ListingRequestSummary & { listedBy: string })[]> {
  const rows = await db
    .select({ ...summaryColumns, requesterUserId: listingRequests.requesterUserId })
    .from(listingRequests)
    .where(
      and(eq(listingRequests.principalUserId, principalUserId), sql`${listingRequests.status} <> 'draft'`),
    )
    .orderBy(desc(listingRequests.createdAt))
    .limit(100);
  const names = await describeUsers(
    db,
    rows.map((r) => r.requesterUserId),
  );
  return rows.map(({ requesterUserId, ...row }) => ({
    ...summaryOf(row),
    listedBy: names.get(requesterUserId)?.name ?? "",
  }));
}

export { summaryColumns as listingSummaryColumns };

/** A step of a request's history: its state from `at`, with the committee's words on a decision. */
export type ListingEvent = {
  status: Exclude<ListingRequestStatus, "draft">;
  at: Date;
  noteAr: string | null;
  noteEn: string | null;
};

/**
 * The requester's requests (newest first, at most 100), each with its history oldest first: what
 * /mazadStatus draws each request's timeline from. Nobody else's.
 */
export async function listOwnListingHistories(
  db: Db,
  requesterUserId: string,
): Promise<{ request: ListingRequestSummary; events: ListingEvent[] }[]> {
  return withHistories(db, await listOwnListingRequests(db, requesterUserId));
}

/**
 * The requests agents sent for this principal (ADR 036), as `listListingRequestsForPrincipal`
 * reads them, each with its history: the principal's /mazadStatus follows them read-only.
 */
export async function listListingHistoriesForPrincipal(
  db: Db,
  principalUserId: string,
): Promise<{ request: ListingRequestSummary & { listedBy: string }; events: ListingEvent[] }[]> {
  return withHistories(db, await listListingRequestsForPrincipal(db, principalUserId));
}

/** Each request with its history, oldest first (a draft's own row is not a step). */
async function withHistories<R extends ListingRequestSummary>(
  db: Db,
  requests: R[],
): Promise<{ request: R; events: ListingEvent[] }[]> {
  if (requests.length === 0) return [];
  const rows = await db
    .select({
      requestId: listingRequestEvents.requestId,
      status: listingRequestEvents.status,
      at: listingRequestEvents.at,
      noteAr: listingRequestEvents.noteAr,
      noteEn: listingRequestEvents.noteEn,
    })
    .from(listingRequestEvents)
    .where(
      inArray(
        listingRequestEvents.requestId,
        requests.map((r) => r.id),
      ),
    )
    .orderBy(asc(listingRequestEvents.at), asc(listingRequestEvents.id));
  const byRequest = new Map<string, ListingEvent[]>();
  for (const { requestId, status, ...event } of rows) {
    if (status === "draft") continue;
    const list = byRequest.get(requestId) ?? [];
    list.push({ status, ...event });
    byRequest.set(requestId, list);
  }
  return requests.map((request) => ({ request, events: byRequest.get(request.id) ?? [] }));
}
