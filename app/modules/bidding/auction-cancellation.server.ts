import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { auctionCancellationRequests, auctionRegistrations } from "~/db/schema";
import { runTransaction } from "~/db/transaction.server";
import { AppError } from "~/lib/errors";
import { describeUsers } from "~/modules/accounts/describe-users.server";
import { describeAuctions } from "~/modules/auctions/describe-auctions.server";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { noEffects, recordEffects, type Effects } from "~/modules/notifications/effects.server";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { cancelLockedAuction } from "./auction-lifecycle.server";
import { lockAuctionBook, type LockedAuction } from "./load-auction-book.server";

/*
 * Cancelling an auction from the back office (product rules §2.10). An upcoming auction, or a
 * live one nobody has bid on, is cancelled by the member who asks. A live auction with bids
 * needs a second member (four eyes): the first files a request with the reasons in both
 * languages, a different member approves it (the cancellation happens then) or rejects it.
 * Nobody decides on their own request. Every step is audited in its own transaction.
 */

export type CancellationRequestView = {
  id: string;
  auctionId: number;
  reasonAr: string;
  reasonEn: string;
  requestedBy: { id: string; name: string };
  requestedAt: Date;
};

/** What the confirmation names before anyone cancels: the real consequences, counted now. */
export type CancellationPreview = {
  auctionId: number;
  status: string;
  cancellable: boolean;
  /** A live auction with bids: the cancellation waits for a second member. */
  needsSecondMember: boolean;
  bidCount: number;
  /** Deposits locked on the auction now, each released by the cancellation. */
  lockedDeposits: number;
  /** Everyone registered, each notified. */
  registrants: number;
  pending: CancellationRequestView | null;
};

const needsSecondMember = (locked: LockedAuction) =>
  locked.book.status === "current" && locked.book.bidCount > 0;

const isCancellable = (locked: LockedAuction) =>
  locked.book.status === "upcoming" || locked.book.status === "current";

/** The consequences of cancelling the auction now, and the request waiting on it if any. Null: no such auction. */
export async function previewAuctionCancellation({
  db,
  auctionId,
}: {
  db: Db;
  auctionId: number;
}): Promise<CancellationPreview | null> {
  return runTransaction(db, async (tx) => {
    const locked = await lockAuctionBook(tx, auctionId);
    if (!locked) return null;
    const registered = await tx
      .select({ userId: auctionRegistrations.userId })
      .from(auctionRegistrations)
      .where(and(eq(auctionRegistrations.auctionId, auctionId), eq(auctionRegistrations.status, "active")));
    const balances = await readUserBalances(
      tx,
      registered.map((r) => r.userId),
    );
    const lockedDeposits = [...balances.values()].filter((b) => (b.locked.get(auctionId) ?? 0) > 0).length;
    return {
      auctionId,
      status: locked.book.status,
      cancellable: isCancellable(locked),
      needsSecondMember: needsSecondMember(locked),
      bidCount: locked.book.bidCount,
      lockedDeposits,
      registrants: registered.length,
      pending: await pendingRequest(tx, auctionId),
    };
  });
}

/**
 * A member asks to cancel the auction. Answers `cancelled` when no second member is needed (the
 * auction is cancelled at once), `pending` with the request otherwise.
 */
export async function requestAuctionCancellation(options: {
  db: Db;
  auctionId: number;
  actorUserId: string;
  reasonAr: string;
  reasonEn: string;
}): Promise<Effects & { status: "cancelled" | "pending"; request: CancellationRequestView | null }> {
  const { db, auctionId, actorUserId, reasonAr, reasonEn } = options;
  return runTransaction(db, async (tx) => {
    const locked = await lockAuctionBook(tx, auctionId);
    if (!locked) throw new AppError("NOT_FOUND");
    if (!isCancellable(locked)) throw new AppError("AUCTION_NOT_CANCELLABLE");
    if (!needsSecondMember(locked)) {
      const effects = await cancelLockedAuction(tx, locked, { actorUserId, reasonAr, reasonEn });
      return { ...effects, status: "cancelled" as const, request: null };
    }
    if (await pendingRequest(tx, auctionId)) throw new AppError("CANCELLATION_ALREADY_REQUESTED");
    const now = new Date(Math.floor(locked.nowUs / 1000));
    const [row] = await tx
      .insert(auctionCancellationRequests)
      .values({ auctionId, reasonAr, reasonEn, requestedBy: actorUserId, requestedAt: now })
      .returning({ id: auctionCancellationRequests.id });
    await recordAudit(tx, {
      actorUserId,
      action: "auction.cancel_requested",
      subjectType: "auction",
      subjectId: String(auctionId),
      details: { requestId: row!.id, reasonAr, reasonEn, bidCount: locked.book.bidCount },
      createdAt: now,
    });
    return { ...noEffects(), status: "pending" as const, request: await pendingRequest(tx, auctionId) };
  });
}

/** A second member approves the pending request: the auction is cancelled with its reasons. */
export async function approveAuctionCancellation(options: {
  db: Db;
  auctionId: number;
  actorUserId: string;
}): Promise<Effects> {
  const { db, auctionId, actorUserId } = options;
  return runTransaction(db, async (tx) => {
    const locked = await lockAuctionBook(tx, auctionId);
    if (!locked) throw new AppError("NOT_FOUND");
    const request = await decidable(tx, auctionId, actorUserId);
    if (!isCancellable(locked)) throw new AppError("AUCTION_NOT_CANCELLABLE");
    const now = new Date(Math.floor(locked.nowUs / 1000));
    await tx
      .update(auctionCancellationRequests)
      .set({ status: "approved", decidedBy: actorUserId, decidedAt: now })
      .where(eq(auctionCancellationRequests.id, request.id));
    return cancelLockedAuction(tx, locked, {
      actorUserId,
      reasonAr: request.reasonAr,
      reasonEn: request.reasonEn,
      requestedBy: request.requestedBy.id,
    });
  });
}

/**
 * A second member rejects the pending request, with a reason: the auction goes on. Audited; the
 * member who asked is notified with the reason.
 */
export async function rejectAuctionCancellation(options: {
  db: Db;
  auctionId: number;
  actorUserId: string;
  reason: string;
}): Promise<Effects> {
  const { db, auctionId, actorUserId, reason } = options;
  return runTransaction(db, async (tx) => {
    const locked = await lockAuctionBook(tx, auctionId);
    if (!locked) throw new AppError("NOT_FOUND");
    const request = await decidable(tx, auctionId, actorUserId);
    const now = new Date(Math.floor(locked.nowUs / 1000));
    await tx
      .update(auctionCancellationRequests)
      .set({ status: "rejected", decidedBy: actorUserId, decidedAt: now, rejectionReason: reason })
      .where(eq(auctionCancellationRequests.id, request.id));
    await recordAudit(tx, {
      actorUserId,
      action: "auction.cancel_rejected",
      subjectType: "auction",
      subjectId: String(auctionId),
      details: { requestId: request.id, requestedBy: request.requestedBy.id, reason },
      createdAt: now,
    });
    const auction = (await describeAuctions(tx, [auctionId])).get(auctionId)!;
    return recordEffects(tx, {
      notices: [
        {
          userId: request.requestedBy.id,
          event: "cancellation_rejected",
          auctionId,
          params: {
            assetNumber: auction.assetNumber,
            titleAr: auction.titleAr,
            titleEn: auction.titleEn,
            reason,
          },
        },
      ],
      now,
    });
  });
}

/** Every request awaiting a second member, oldest first: the committee's queue. */
export async function listPendingCancellations({ db }: { db: Db }) {
  const rows = await db
    .select()
    .from(auctionCancellationRequests)
    .where(eq(auctionCancellationRequests.status, "pending"))
    .orderBy(auctionCancellationRequests.requestedAt)
    .limit(200);
  const [people, described] = await Promise.all([
    describeUsers(
      db,
      rows.map((r) => r.requestedBy),
    ),
    describeAuctions(
      db,
      rows.map((r) => r.auctionId),
    ),
  ]);
  return rows.map((row) => {
    const auction = described.get(row.auctionId);
    return {
      id: row.id,
      auctionId: row.auctionId,
      assetNumber: auction?.assetNumber ?? "",
      titleAr: auction?.titleAr ?? "",
      titleEn: auction?.titleEn ?? "",
      reasonAr: row.reasonAr,
      reasonEn: row.reasonEn,
      requestedBy: { id: row.requestedBy, name: people.get(row.requestedBy)?.name ?? "" },
      requestedAt: row.requestedAt,
    };
  });
}

/** The pending request a member may decide on: not found, or their own, refused. */
async function decidable(tx: Tx, auctionId: number, actorUserId: string) {
  const request = await pendingRequest(tx, auctionId);
  if (!request) throw new AppError("CANCELLATION_NOT_PENDING");
  if (request.requestedBy.id === actorUserId) throw new AppError("REVIEW_OWN_REQUEST");
  return request;
}

async function pendingRequest(tx: Tx, auctionId: number): Promise<CancellationRequestView | null> {
  const [row] = await tx
    .select()
    .from(auctionCancellationRequests)
    .where(
      and(
        eq(auctionCancellationRequests.auctionId, auctionId),
        eq(auctionCancellationRequests.status, "pending"),
      ),
    );
  if (!row) return null;
  const requester = (await describeUsers(tx, [row.requestedBy])).get(row.requestedBy);
  return {
    id: row.id,
    auctionId,
    reasonAr: row.reasonAr,
    reasonEn: row.reasonEn,
    requestedBy: { id: row.requestedBy, name: requester?.name ?? "" },
    requestedAt: row.requestedAt,
  };
}
