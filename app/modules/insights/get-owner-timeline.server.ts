import type { Db } from "~/db/client.server";
import { listOwnerAuctionSteps, type OwnerAuctionSteps } from "~/modules/auctions/list-owned-auctions.server";
import {
  listListingHistoriesForPrincipal,
  listOwnListingHistories,
  type ListingEvent,
  type ListingRequestSummary,
} from "~/modules/listings/listing-requests.server";
import type { ListingRequestStatus } from "~/modules/listings/listing-statuses";
import { auctionSettlements, type AuctionSettlement } from "~/modules/payments/auction-settlements.server";

/*
 * /mazadStatus (issue 15, product.md §2.8): the timeline of each of the user's listing requests
 * and of each auction of a property they own, from the data each module keeps: a request's history
 * (listings), an auction's dates (auctions), the winner's settlement (payments). A request that
 * became an auction carries on into that auction's steps; an auction the committee made without a
 * request has a timeline of its own. Only the user's own items, and the requests their agents sent
 * for them (ADR 036), which they follow without editing.
 */

export const timelineStepNames = [
  "draft",
  "submitted",
  "under_review",
  "changes_requested",
  "rejected",
  "approved",
  "scheduled",
  "live",
  "finished",
  "cancelled",
] as const;
export type TimelineStepName = (typeof timelineStepNames)[number];

/** A step passed (with its date), the one the item is at now, or one still ahead (no date yet). */
export type TimelineStepState = "done" | "current" | "upcoming";

export type SettlementStep = {
  status: AuctionSettlement["status"];
  dueAt: Date;
  paidAt: Date | null;
  defaultedAt: Date | null;
};

export type TimelineStep = {
  step: TimelineStepName;
  state: TimelineStepState;
  /** When the step happened (or, for a scheduled start, will); null for a step still ahead. */
  at: Date | null;
  /** The committee's words: what to change, why rejected, why cancelled. */
  noteAr?: string | null;
  noteEn?: string | null;
  /** Where the owner edits the request (a draft, or one sent back with changes asked). */
  editRequestId?: string;
  /** A scheduled auction: its announcement and start. */
  announcedAt?: Date | null;
  startsAt?: Date;
  endsAt?: Date;
  /** A finished auction: its outcome, hammer price and the winner's settlements (oldest first). */
  outcome?: OwnerAuctionSteps["outcome"];
  hammerPrice?: number | null;
  settlements?: SettlementStep[];
};

export type TimelineItem = {
  /** `request-<uuid>` or `auction-<id>`: stable, for anchors. */
  key: string;
  titleAr: string | null;
  titleEn: string | null;
  requestId: string | null;
  requestStatus: ListingRequestStatus | null;
  auctionId: number | null;
  auctionStatus: OwnerAuctionSteps["status"] | null;
  assetNumber: string | null;
  /** A request an agent sent for the user: the agent's name (only the agent edits it); else null. */
  listedBy: string | null;
  /** When the item was last moved: the list's order, newest first. */
  updatedAt: Date;
  steps: TimelineStep[];
};

const date = (iso: string | null) => (iso ? new Date(iso) : null);

/** The steps of a request, up to its approval (the auction's steps follow it). */
function requestSteps(request: ListingRequestSummary, events: ListingEvent[]): TimelineStep[] {
  const steps: TimelineStep[] = [];
  if (request.status === "draft") {
    steps.push({ step: "draft", state: "current", at: date(request.createdAt), editRequestId: request.id });
    steps.push({ step: "submitted", state: "upcoming", at: null });
    return steps;
  }
  // A request sent before its history was kept: what its row remembers.
  const history: ListingEvent[] = events.length
    ? events
    : [
        {
          status: "submitted",
          at: date(request.submittedAt) ?? date(request.createdAt)!,
          noteAr: null,
          noteEn: null,
        },
      ];
  const lastSent = history.findLastIndex((e) => e.status === "submitted");
  history.forEach((event, index) => {
    const last = index === history.length - 1;
    steps.push({
      step: event.status,
      state: "done",
      at: event.at,
      ...(event.status === "changes_requested" || event.status === "rejected"
        ? { noteAr: event.noteAr, noteEn: event.noteEn }
        : {}),
      ...(event.status === "changes_requested" && last && request.status === "changes_requested"
        ? { editRequestId: request.id }
        : {}),
    });
    // Sent: with the committee from then on.
    if (index === lastSent)
      steps.push({ step: "under_review", state: last ? "current" : "done", at: event.at });
  });
  if (request.status === "changes_requested" || request.status === "rejected")
    steps[steps.length - 1]!.state = "current";
  if (request.status === "submitted") steps.push({ step: "approved", state: "upcoming", at: null });
  return steps;
}

/** The steps of an auction, from its scheduling on. */
function auctionSteps(auction: OwnerAuctionSteps, settlements: SettlementStep[]): TimelineStep[] {
  const { status } = auction;
  const scheduled: TimelineStep = {
    step: "scheduled",
    state: status === "draft" ? "upcoming" : status === "upcoming" ? "current" : "done",
    at: status === "draft" ? null : (auction.announcedAt ?? auction.createdAt),
    announcedAt: auction.announcedAt,
    startsAt: auction.startsAt,
    endsAt: auction.endsAt,
  };
  const started =
    status === "current" ||
    status === "finished" ||
    (status === "cancelled" && auction.cancelledAt !== null && auction.cancelledAt > auction.startsAt);
  const live: TimelineStep = {
    step: "live",
    state: status === "current" ? "current" : started ? "done" : "upcoming",
    at: started ? auction.startsAt : null,
  };
  if (status === "cancelled") {
    const steps = [scheduled, ...(started ? [live] : [])];
    steps.push({
      step: "cancelled",
      state: "current",
      at: auction.cancelledAt,
      noteAr: auction.cancelReasonAr,
      noteEn: auction.cancelReasonEn,
    });
    return steps;
  }
  return [
    scheduled,
    live,
    {
      step: "finished",
      state: status === "finished" ? "current" : "upcoming",
      at: status === "finished" ? (auction.finishedAt ?? auction.endsAt) : null,
      ...(status === "finished"
        ? { outcome: auction.outcome, hammerPrice: auction.endPrice, settlements }
        : {}),
    },
  ];
}

/**
 * The user's timeline: each listing request (continued by the auction its approval made), theirs
 * or sent for them by an agent once sent, and each other auction of a property they own, the most
 * recently moved first.
 */
export async function getOwnerTimeline(options: { db: Db; userId: string }): Promise<TimelineItem[]> {
  const { db, userId } = options;
  const [own, forMe, auctions] = await Promise.all([
    listOwnListingHistories(db, userId),
    listListingHistoriesForPrincipal(db, userId),
    listOwnerAuctionSteps(db, userId),
  ]);
  const histories = [
    ...own.map((h) => ({ ...h, listedBy: null })),
    ...forMe.map((h) => ({ ...h, listedBy: h.request.listedBy })),
  ];
  const settled = await auctionSettlements(
    db,
    auctions.filter((a) => a.status === "finished" && a.outcome === "sold").map((a) => a.auctionId),
  );
  const settlementsOf = (auctionId: number): SettlementStep[] =>
    settled
      .filter((s) => s.auctionId === auctionId)
      .map(({ status, dueAt, paidAt, defaultedAt }) => ({ status, dueAt, paidAt, defaultedAt }));
  const byId = new Map(auctions.map((a) => [a.auctionId, a]));
  const items: TimelineItem[] = [];
  const continued = new Set<number>();
  for (const { request, events, listedBy } of histories) {
    const steps = requestSteps(request, events);
    // The agent's to change, not the principal's.
    if (listedBy !== null) for (const step of steps) delete step.editRequestId;
    const auction = request.auctionId !== null ? byId.get(request.auctionId) : undefined;
    if (request.status === "approved") {
      const approved = steps.findLast((s) => s.step === "approved");
      if (auction) {
        continued.add(auction.auctionId);
        const next = auctionSteps(auction, settlementsOf(auction.auctionId));
        // Approved and waiting for the committee to schedule it: the approval is where it is.
        if (approved && next[0]!.state === "upcoming") approved.state = "current";
        steps.push(...next);
      } else if (approved) approved.state = "current";
    }
    const moved = [...steps].reverse().find((s) => s.at !== null && s.state !== "upcoming")?.at;
    items.push({
      key: `request-${request.id}`,
      titleAr: auction?.titleAr ?? request.titleAr,
      titleEn: auction?.titleEn ?? request.titleEn,
      requestId: request.id,
      requestStatus: request.status,
      auctionId: auction?.auctionId ?? null,
      auctionStatus: auction?.status ?? null,
      assetNumber: auction?.assetNumber ?? null,
      listedBy,
      updatedAt: moved ?? new Date(request.createdAt),
      steps,
    });
  }
  for (const auction of auctions) {
    if (continued.has(auction.auctionId)) continue;
    const steps = auctionSteps(auction, settlementsOf(auction.auctionId));
    // Prepared by the committee and not scheduled yet.
    if (auction.status === "draft")
      steps.unshift({ step: "approved", state: "current", at: auction.createdAt });
    const moved = [...steps].reverse().find((s) => s.at !== null && s.state !== "upcoming")?.at;
    items.push({
      key: `auction-${auction.auctionId}`,
      titleAr: auction.titleAr,
      titleEn: auction.titleEn,
      requestId: null,
      requestStatus: null,
      auctionId: auction.auctionId,
      auctionStatus: auction.status,
      assetNumber: auction.assetNumber,
      listedBy: null,
      updatedAt: moved ?? auction.createdAt,
      steps,
    });
  }
  return items.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}
