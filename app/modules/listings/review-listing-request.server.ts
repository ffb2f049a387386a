import { asc, count, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { listingRequestFiles, listingRequests } from "~/db/schema";
import { runTransaction } from "~/db/transaction.server";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { attachStoredFiles } from "~/modules/auctions/auction-media.server";
import { DEFAULT_COMMISSION_BP, type AuctionEdit } from "~/modules/auctions/auction-edit-schema";
import { disclosureFieldNames, type DisclosureFields } from "~/modules/auctions/disclosures";
import { createAuctionDraft } from "~/modules/auctions/save-auction.server";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { recordEffects, type Effects } from "~/modules/notifications/effects.server";
import { copyUpload } from "~/modules/uploads/uploads.server";
import type { FileStorage } from "~/storage/file-storage";
import {
  listingSummaryColumns,
  listingView,
  recordListingEvent,
  summaryOf,
  type ListingRequestSummary,
  type ListingRequestView,
} from "./listing-requests.server";
import {
  ListingApprovalSchema,
  ListingDecisionSchema,
  type ListingApproval,
  type ListingDecision,
} from "./listing-request-schema";
import { listingRequestStatuses, type ListingRequestStatus } from "./listing-statuses";

/*
 * The committee's side of listing requests (issue 14, product.md §2.9): the queue, each request
 * read whole, and three decisions on a sent request: ask for changes (the owner edits and sends
 * again), reject, or approve into a draft auction (the property owned by the requester, so seller
 * exclusion refuses them as a bidder; the photos and documents copied). Nobody decides on their
 * own request. Each decision is audited and told to the requester, in one transaction.
 */

/** The documents' titles on the auction, by kind. */
const documentTitles = {
  title_deed: { ar: "صك الملكية", en: "Title deed" },
  site_plan: { ar: "المخطط", en: "Site plan" },
  valuation_report: { ar: "تقرير التقييم", en: "Valuation report" },
} as const;

/** Until the committee sets the times on the draft: a start two weeks ahead, three days of bidding. */
const DRAFT_START_DAYS = 14;
const DRAFT_LENGTH_DAYS = 3;
const DAY_MS = 86_400_000;

export type ListingQueue = {
  counts: Record<ListingRequestStatus, number>;
  requests: (ListingRequestSummary & { requesterUserId: string })[];
};

/**
 * The requests in one state (by default those waiting for a decision, oldest first; others newest
 * first, at most 100) and how many are in each state. Drafts are the owners' own business: they
 * are counted, never listed.
 */
export async function listListingQueue(
  db: Db,
  options: { status?: Exclude<ListingRequestStatus, "draft"> } = {},
): Promise<ListingQueue> {
  const status = options.status ?? "submitted";
  const [rows, counted] = await Promise.all([
    db
      .select({ ...listingSummaryColumns, requesterUserId: listingRequests.requesterUserId })
      .from(listingRequests)
      .where(eq(listingRequests.status, status))
      .orderBy(status === "submitted" ? asc(listingRequests.submittedAt) : desc(listingRequests.updatedAt))
      .limit(100),
    db
      .select({ status: listingRequests.status, count: count() })
      .from(listingRequests)
      .groupBy(listingRequests.status),
  ]);
  const counts = Object.fromEntries(listingRequestStatuses.map((s) => [s, 0])) as Record<
    ListingRequestStatus,
    number
  >;
  for (const row of counted) counts[row.status] = Number(row.count);
  return {
    counts,
    requests: rows.map((row) => ({ ...summaryOf(row), requesterUserId: row.requesterUserId })),
  };
}

/** How many requests wait for the committee (the back office's landing page). */
export async function countListingRequestsToReview(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(listingRequests)
    .where(eq(listingRequests.status, "submitted"));
  return Number(row?.count ?? 0);
}

/** Any request but a draft, for the committee (NOT_FOUND for a draft: the owner is still writing it). */
export async function getListingRequestForReview(db: Db, requestId: string): Promise<ListingRequestView> {
  if (!isUuid(requestId)) throw new AppError("NOT_FOUND");
  const [row] = await db.select().from(listingRequests).where(eq(listingRequests.id, requestId));
  if (!row || row.status === "draft") throw new AppError("NOT_FOUND");
  return listingView(db, row);
}

/** Locks a sent request for a decision; refuses one's own and one already decided. */
async function lockForDecision(tx: Tx, requestId: string, actorUserId: string) {
  if (!isUuid(requestId)) throw new AppError("NOT_FOUND");
  const [row] = await tx
    .select()
    .from(listingRequests)
    .where(eq(listingRequests.id, requestId))
    .for("update");
  if (!row || row.status === "draft") throw new AppError("NOT_FOUND");
  if (row.requesterUserId === actorUserId || row.principalUserId === actorUserId)
    throw new AppError("REVIEW_OWN_REQUEST");
  if (row.status !== "submitted") throw new AppError("LISTING_ALREADY_DECIDED");
  return row;
}

function parseOrThrow<T>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): T {
  if (result.success) return result.data;
  throw new AppError("VALIDATION", {
    issues: result.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message })),
  });
}

type Decided = { request: ListingRequestView; effects: Effects };

/** Sends the request back with what to change (both languages); the owner is notified. Audited. */
export function requestListingChanges(options: {
  db: Db;
  requestId: string;
  actorUserId: string;
  decision: ListingDecision;
  now?: Date;
}): Promise<Decided> {
  return decide({ ...options, to: "changes_requested" });
}

/** Rejects the request with a reason (both languages); the owner is notified. Audited. */
export function rejectListingRequest(options: {
  db: Db;
  requestId: string;
  actorUserId: string;
  decision: ListingDecision;
  now?: Date;
}): Promise<Decided> {
  return decide({ ...options, to: "rejected" });
}

async function decide(options: {
  db: Db;
  requestId: string;
  actorUserId: string;
  decision: ListingDecision;
  to: "changes_requested" | "rejected";
  now?: Date;
}): Promise<Decided> {
  const { actorUserId, to } = options;
  const decision = parseOrThrow(ListingDecisionSchema.safeParse(options.decision));
  const now = options.now ?? new Date();
  return runTransaction(options.db, async (tx) => {
    const row = await lockForDecision(tx, options.requestId, actorUserId);
    const [updated] = await tx
      .update(listingRequests)
      .set({
        status: to,
        reviewedBy: actorUserId,
        reviewedAt: now,
        reviewNoteAr: decision.reasonAr,
        reviewNoteEn: decision.reasonEn,
        updatedAt: now,
      })
      .where(eq(listingRequests.id, row.id))
      .returning();
    await recordListingEvent(tx, {
      requestId: row.id,
      status: to,
      at: now,
      noteAr: decision.reasonAr,
      noteEn: decision.reasonEn,
    });
    await recordAudit(tx, {
      actorUserId,
      action: to === "rejected" ? "listing.reject" : "listing.request_changes",
      subjectType: "listing_request",
      subjectId: row.id,
      before: { status: row.status },
      after: { status: to },
      reason: decision.reasonAr,
      details: {
        requesterUserId: row.requesterUserId,
        reasonAr: decision.reasonAr,
        reasonEn: decision.reasonEn,
      },
      createdAt: now,
    });
    const params = {
      requestId: row.id,
      titleAr: row.titleAr ?? "",
      titleEn: row.titleEn ?? "",
      reasonAr: decision.reasonAr,
      reasonEn: decision.reasonEn,
    };
    const effects = await recordEffects(tx, {
      notices: [
        to === "rejected"
          ? { userId: row.requesterUserId, event: "listing_rejected", auctionId: null, params }
          : { userId: row.requesterUserId, event: "listing_changes_requested", auctionId: null, params },
      ],
      now,
    });
    return { request: await listingView(tx, updated!), effects };
  });
}

/**
 * Approves a sent request into a draft auction (createAuctionDraft): the property with the
 * request's fields and the requester as its owner, the opening price as given or the asking price
 * (else the valuation), the valuation as the valued price, the default commission and anti-sniping
 * terms, times two weeks ahead for the committee to set; the photos (in order) and documents
 * copied to the auction. The requester is notified. Audited as `listing.approve`.
 */
export async function approveListingRequest(
  deps: { db: Db; storage: FileStorage },
  options: { requestId: string; actorUserId: string; approval: ListingApproval; now?: Date },
): Promise<Decided & { auctionId: number; assetNumber: string }> {
  const { db, storage } = deps;
  const { actorUserId } = options;
  const approval = parseOrThrow(ListingApprovalSchema.safeParse(options.approval));
  const now = options.now ?? new Date();
  return runTransaction(db, async (tx) => {
    const row = await lockForDecision(tx, options.requestId, actorUserId);
    const openingPrice = approval.openingPrice ?? row.askingPrice ?? row.valuation;
    if (!openingPrice)
      throw new AppError("VALIDATION", {
        issues: [{ path: "openingPrice", message: "validation.required" }],
      });
    const startsAt = new Date(now.getTime() + DRAFT_START_DAYS * DAY_MS);
    const edit: AuctionEdit = {
      titleAr: row.titleAr ?? "",
      titleEn: row.titleEn ?? "",
      descriptionAr: row.descriptionAr ?? "",
      descriptionEn: row.descriptionEn ?? "",
      cityId: row.cityId ?? "",
      districtId: row.districtId ?? 0,
      category: row.category as AuctionEdit["category"],
      use: row.use as AuctionEdit["use"],
      areaM2: row.areaM2 ?? 0,
      northM: row.northM ?? 0,
      southM: row.southM ?? 0,
      eastM: row.eastM ?? 0,
      westM: row.westM ?? 0,
      streetWidthM: row.streetWidthM,
      schemeNumber: row.schemeNumber,
      partNumber: row.partNumber,
      instrumentNumber: row.instrumentNumber ?? "",
      boundaryNorthAr: row.boundaryNorth,
      boundaryNorthEn: null,
      boundarySouthAr: row.boundarySouth,
      boundarySouthEn: null,
      boundaryEastAr: row.boundaryEast,
      boundaryEastEn: null,
      boundaryWestAr: row.boundaryWest,
      boundaryWestEn: null,
      rooms: row.rooms,
      bathrooms: row.bathrooms,
      receptions: row.receptions,
      buildingAgeYears: row.buildingAgeYears,
      latitude: row.latitude,
      longitude: row.longitude,
      sellingAgentId: approval.sellingAgentId,
      openingPrice,
      bidIncrement: null,
      deposit: null,
      valuedPrice: row.valuation,
      reservePrice: null,
      commissionRateBp: DEFAULT_COMMISSION_BP,
      extensionWindowSeconds: 300,
      extensionSeconds: 300,
      extensionCapSeconds: 7200,
      startsAt,
      endsAt: new Date(startsAt.getTime() + DRAFT_LENGTH_DAYS * DAY_MS),
      hybrid: false,
      liveVideoUrl: null,
      // The owner's advertisement licence carries over; the structured disclosures are answered by
      // the committee on the draft from the owner's text, which the review page shows beside it.
      advertisementLicenseNumber: row.adLicenseNumber,
      ...(Object.fromEntries(disclosureFieldNames.map((name) => [name, null])) as DisclosureFields),
    };
    const { auctionId, assetNumber } = await createAuctionDraft({
      db: tx,
      actorUserId,
      edit,
      // Listed by an agent for a principal (ADR 036), the property is the principal's.
      ownerUserId: row.principalUserId ?? row.requesterUserId,
    });
    const files = await tx
      .select()
      .from(listingRequestFiles)
      .where(eq(listingRequestFiles.requestId, row.id))
      .orderBy(asc(listingRequestFiles.position), asc(listingRequestFiles.id));
    const photos = [];
    const documents = [];
    for (const file of files) {
      const photo = file.kind === "photo";
      const copy = await copyUpload({
        db: tx,
        storage,
        uploadId: file.uploadId,
        purpose: photo ? "property_photo" : "property_document",
        ownerUserId: row.principalUserId ?? row.requesterUserId,
        now,
      });
      if (photo)
        photos.push({
          uploadId: copy.id,
          width: copy.width ?? 1,
          height: copy.height ?? 1,
          altAr: edit.titleAr,
          altEn: edit.titleEn || edit.titleAr,
        });
      else {
        const title = documentTitles[file.kind as keyof typeof documentTitles];
        documents.push({
          uploadId: copy.id,
          kind: file.kind as keyof typeof documentTitles,
          titleAr: title.ar,
          titleEn: title.en,
          mimeType: copy.mimeType,
          sizeBytes: copy.sizeBytes,
        });
      }
    }
    await attachStoredFiles(tx, { actorUserId, auctionId, photos, documents });
    const [updated] = await tx
      .update(listingRequests)
      .set({
        status: "approved",
        reviewedBy: actorUserId,
        reviewedAt: now,
        reviewNoteAr: null,
        reviewNoteEn: null,
        auctionId,
        updatedAt: now,
      })
      .where(eq(listingRequests.id, row.id))
      .returning();
    await recordListingEvent(tx, { requestId: row.id, status: "approved", at: now });
    await recordAudit(tx, {
      actorUserId,
      action: "listing.approve",
      subjectType: "listing_request",
      subjectId: row.id,
      before: { status: row.status },
      after: { status: "approved", auctionId },
      details: {
        requesterUserId: row.requesterUserId,
        assetNumber,
        photos: photos.length,
        documents: documents.length,
      },
      createdAt: now,
    });
    const effects = await recordEffects(tx, {
      notices: [
        {
          userId: row.requesterUserId,
          event: "listing_approved",
          auctionId: null,
          params: { requestId: row.id, titleAr: row.titleAr ?? "", titleEn: row.titleEn ?? "" },
        },
      ],
      now,
    });
    return { request: await listingView(tx, updated!), effects, auctionId, assetNumber };
  });
}
