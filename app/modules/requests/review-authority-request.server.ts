import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { authorityRequests } from "~/db/schema";
import { runTransaction } from "~/db/transaction.server";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { recordEffects, type Effects } from "~/modules/notifications/effects.server";
import type { NewNotification } from "~/modules/notifications/notification-events";
import { AuthorityDecisionSchema, type AuthorityDecision } from "./authority-request-schema";
import {
  authorityNotice,
  authorityRequestView,
  recordAuthorityEvent,
  type AuthorityRequestView,
} from "./authority-requests.server";
import {
  authorityRequestStatuses,
  openStatuses,
  type AuthorityRequestKind,
  type AuthorityRequestStatus,
} from "./request-statuses";

/*
 * The committee's side of power-of-attorney and foreign-owner requests (issue 16, product.md
 * §2.9): the queue by state with counts, each request read whole with its documents, and the
 * decisions: take it under review, approve, reject (a reason in both languages) or ask for more
 * documents (a note in both languages; the requester adds them and sends it again). Nobody
 * decides on their own request. Each decision is audited and told to the requester in its
 * transaction.
 */

export type AuthorityRequestSummary = {
  id: string;
  kind: AuthorityRequestKind;
  status: AuthorityRequestStatus;
  requesterUserId: string;
  ownerName: string | null;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type AuthorityQueue = {
  counts: Record<AuthorityRequestStatus, number>;
  requests: AuthorityRequestSummary[];
};

/**
 * The requests in one state (by default those sent and waiting, oldest first; others newest first,
 * at most 100), and how many are in each state.
 */
export async function listAuthorityQueue(
  db: Db,
  options: { status?: AuthorityRequestStatus } = {},
): Promise<AuthorityQueue> {
  const status = options.status ?? "submitted";
  const waiting = status === "submitted" || status === "under_review";
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: authorityRequests.id,
        kind: authorityRequests.kind,
        status: authorityRequests.status,
        requesterUserId: authorityRequests.requesterUserId,
        ownerName: authorityRequests.ownerName,
        submittedAt: authorityRequests.submittedAt,
        createdAt: authorityRequests.createdAt,
        updatedAt: authorityRequests.updatedAt,
      })
      .from(authorityRequests)
      .where(eq(authorityRequests.status, status))
      .orderBy(
        waiting ? asc(authorityRequests.submittedAt) : desc(authorityRequests.updatedAt),
        asc(authorityRequests.id),
      )
      .limit(100),
    db
      .select({ status: authorityRequests.status, count: count() })
      .from(authorityRequests)
      .groupBy(authorityRequests.status),
  ]);
  const counts = Object.fromEntries(authorityRequestStatuses.map((s) => [s, 0])) as Record<
    AuthorityRequestStatus,
    number
  >;
  for (const row of counted) counts[row.status] = Number(row.count);
  return {
    counts,
    requests: rows.map((r) => ({
      ...r,
      submittedAt: r.submittedAt ? r.submittedAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

/** How many requests wait for the committee (sent, or under review): the back office's landing page. */
export async function countAuthorityRequestsToReview(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(authorityRequests)
    .where(inArray(authorityRequests.status, [...openStatuses]));
  return Number(row?.count ?? 0);
}

/** Any request, whole, for the committee. */
export async function getAuthorityRequestForReview(db: Db, requestId: string): Promise<AuthorityRequestView> {
  if (!isUuid(requestId)) throw new AppError("NOT_FOUND");
  const [row] = await db.select().from(authorityRequests).where(eq(authorityRequests.id, requestId));
  if (!row) throw new AppError("NOT_FOUND");
  return authorityRequestView(db, row);
}

/** Locks a request for a decision; refuses one's own, and one not in `from`. */
async function lockForDecision(
  tx: Tx,
  requestId: string,
  actorUserId: string,
  from: readonly AuthorityRequestStatus[],
) {
  if (!isUuid(requestId)) throw new AppError("NOT_FOUND");
  const [row] = await tx
    .select()
    .from(authorityRequests)
    .where(eq(authorityRequests.id, requestId))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND");
  if (row.requesterUserId === actorUserId) throw new AppError("REVIEW_OWN_REQUEST");
  if (!from.includes(row.status)) throw new AppError("REQUEST_ALREADY_DECIDED");
  return row;
}

type Decided = { request: AuthorityRequestView; effects: Effects };

const actions = {
  under_review: "authority_request.review",
  approved: "authority_request.approve",
  rejected: "authority_request.reject",
  more_documents_needed: "authority_request.request_documents",
} as const;

/** Moves the request to `to`, with its history, audit entry and the requester's notification, in one transaction. */
async function decide(options: {
  db: Db;
  requestId: string;
  actorUserId: string;
  to: keyof typeof actions;
  decision?: AuthorityDecision;
  /**
   * Withdraws an approved power of attorney (to "rejected") rather than deciding an open request;
   * `alsoRevoke` ends, in the same transaction, what rests on it (the agents module's agencies)
   * and returns the notices telling its people.
   */
  revoke?: boolean;
  alsoRevoke?: (tx: Tx, powerOfAttorneyId: string) => Promise<readonly NewNotification[]>;
  now?: Date;
}): Promise<Decided> {
  const { actorUserId, to, decision, revoke, alsoRevoke } = options;
  const now = options.now ?? new Date();
  const from: readonly AuthorityRequestStatus[] = revoke
    ? ["approved"]
    : to === "under_review"
      ? ["submitted"]
      : openStatuses;
  return runTransaction(options.db, async (tx) => {
    const row = await lockForDecision(tx, options.requestId, actorUserId, from);
    if (revoke && row.kind !== "power_of_attorney") throw new AppError("REQUEST_ALREADY_DECIDED");
    const note = to === "rejected" || to === "more_documents_needed" ? decision! : null;
    const [updated] = await tx
      .update(authorityRequests)
      .set({
        status: to,
        reviewedBy: actorUserId,
        reviewedAt: now,
        ...(to === "under_review"
          ? {}
          : { reviewNoteAr: note?.reasonAr ?? null, reviewNoteEn: note?.reasonEn ?? null }),
        updatedAt: now,
      })
      .where(eq(authorityRequests.id, row.id))
      .returning();
    await recordAuthorityEvent(tx, {
      requestId: row.id,
      status: to,
      at: now,
      noteAr: note?.reasonAr,
      noteEn: note?.reasonEn,
    });
    await recordAudit(tx, {
      actorUserId,
      action: revoke ? "authority_request.revoke" : actions[to],
      subjectType: "authority_request",
      subjectId: row.id,
      before: { status: row.status },
      after: { status: to },
      ...(note ? { reason: note.reasonAr } : {}),
      details: {
        kind: row.kind,
        requesterUserId: row.requesterUserId,
        ...(note ? { reasonAr: note.reasonAr, reasonEn: note.reasonEn } : {}),
      },
      createdAt: now,
    });
    const event =
      to === "under_review"
        ? "under_review"
        : to === "approved"
          ? "approved"
          : to === "rejected"
            ? "rejected"
            : "more_documents";
    // Withdrawn, the power of attorney ends what rests on it, in this transaction.
    const agencyNotices = revoke && alsoRevoke ? await alsoRevoke(tx, row.id) : [];
    const effects = await recordEffects(tx, {
      notices: [authorityNotice(row, event, note ?? undefined), ...agencyNotices],
      now,
    });
    return { request: await authorityRequestView(tx, updated!), effects };
  });
}

function parseDecision(input: unknown): AuthorityDecision {
  const result = AuthorityDecisionSchema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError("VALIDATION", {
    issues: result.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message })),
  });
}

type Options = { db: Db; requestId: string; actorUserId: string; now?: Date };

/** Takes a sent request under review; the requester is told. Audited. */
export function startAuthorityReview(options: Options): Promise<Decided> {
  return decide({ ...options, to: "under_review" });
}

/** Approves a sent or reviewed request; the requester is told. Audited. */
export function approveAuthorityRequest(options: Options): Promise<Decided> {
  return decide({ ...options, to: "approved" });
}

/** Rejects a sent or reviewed request with a reason in both languages; the requester is told. Audited. */
export async function rejectAuthorityRequest(
  options: Options & { decision: AuthorityDecision },
): Promise<Decided> {
  return decide({ ...options, to: "rejected", decision: parseDecision(options.decision) });
}

/**
 * Withdraws an approved power of attorney (it is found void, or the principal ended it) with a
 * reason in both languages: it becomes rejected, and `alsoRevoke` ends what rests on it in the
 * same transaction. The requester is told. Audited. Called through the agents module's
 * withdrawPowerOfAttorney, which revokes the agencies (the agents module reads this one, not the
 * reverse).
 */
export async function revokePowerOfAttorney(
  options: Options & {
    decision: AuthorityDecision;
    alsoRevoke: (tx: Tx, powerOfAttorneyId: string) => Promise<readonly NewNotification[]>;
  },
): Promise<Decided> {
  return decide({ ...options, to: "rejected", revoke: true, decision: parseDecision(options.decision) });
}

/** Asks the requester for more documents (a note in both languages); they add them and send it again. Audited. */
export async function askForMoreDocuments(
  options: Options & { decision: AuthorityDecision },
): Promise<Decided> {
  return decide({ ...options, to: "more_documents_needed", decision: parseDecision(options.decision) });
}
