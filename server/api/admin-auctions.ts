import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { idDocumentTypes } from "~/modules/accounts/identity-document";
import type { Services } from "~/context.server";
import {
  approveAuctionCancellation,
  previewAuctionCancellation,
  rejectAuctionCancellation,
  requestAuctionCancellation,
} from "~/modules/bidding/auction-cancellation.server";
import {
  CancellationRejectionSchema,
  CancellationRequestSchema,
} from "~/modules/bidding/cancellation-schema";
import { listAuctionRegistrants } from "~/modules/bidding/list-auction-registrants.server";
import { placeOnSiteBid } from "~/modules/bidding/on-site-bids.server";
import { AppError } from "~/lib/errors";
import { runWrite } from "~/modules/notifications/effects.server";
import { requireAuthRole } from "../http/session-auth";
import { BidResultSchema } from "./bids";
import {
  AuctionIdParams,
  fieldsHook,
  guestProblem,
  halalas,
  IdempotencyHeader,
  json,
  jsonBody,
  problemResponse,
  requireIdempotencyKey,
  timestamp,
} from "./schemas";

const tags = ["Back office: auctions"];

const committeeOnly = {
  401: guestProblem,
  403: problemResponse("Not a committee member"),
  404: problemResponse("No such auction"),
};

const CancelBody = CancellationRequestSchema;

const CancellationRequestView = z
  .object({
    id: z.uuid(),
    auctionId: z.number().int(),
    reasonAr: z.string(),
    reasonEn: z.string(),
    requestedBy: z.object({ id: z.uuid(), name: z.string() }),
    requestedAt: timestamp,
  })
  .openapi("AuctionCancellationRequest");

const CancellationPreviewSchema = z
  .object({
    auctionId: z.number().int(),
    status: z.string(),
    cancellable: z.boolean(),
    needsSecondMember: z
      .boolean()
      .openapi({ description: "A live auction with bids: a second committee member must approve" }),
    bidCount: z.number().int().openapi({ description: "Bids voided by the cancellation" }),
    lockedDeposits: z.number().int().openapi({ description: "Deposit locks released by the cancellation" }),
    registrants: z.number().int().openapi({ description: "Registered bidders notified" }),
    pending: CancellationRequestView.nullable(),
  })
  .openapi("AuctionCancellationPreview");

const getCancellationRoute = createRoute({
  method: "get",
  path: "/admin/auctions/{id}/cancellation",
  tags,
  summary: "What cancelling the auction would do now, and the request awaiting a decision (committee)",
  request: { params: AuctionIdParams },
  responses: { 200: json(CancellationPreviewSchema, "OK"), ...committeeOnly },
});

const postCancellationRoute = createRoute({
  method: "post",
  path: "/admin/auctions/{id}/cancellation",
  tags,
  summary: "Cancel an upcoming or live auction, or ask a second member to (committee)",
  description:
    "An upcoming auction, or a live one without bids, is cancelled at once (`cancelled`): every deposit lock is " +
    "released, automatic bids end, everyone registered is notified. A live auction with bids needs a second " +
    "committee member (four eyes): the request is filed (`pending`) and cancelled once another member approves it. " +
    "The reasons are shown on the auction and in orders in both languages. Audited.",
  request: { params: AuctionIdParams, body: jsonBody(CancelBody) },
  responses: {
    200: json(
      z.object({ status: z.enum(["cancelled", "pending"]), request: CancellationRequestView.nullable() }),
      "Cancelled, or the request filed",
    ),
    ...committeeOnly,
    409: problemResponse(
      "Already finished or cancelled (AUCTION_NOT_CANCELLABLE), or a request already awaits a decision (CANCELLATION_ALREADY_REQUESTED)",
    ),
    422: problemResponse("A reason in each language, 3 to 500 characters (VALIDATION)"),
  },
});

const decisionProblems = {
  401: guestProblem,
  403: problemResponse("Not a committee member, or your own request (REVIEW_OWN_REQUEST)"),
  404: problemResponse("No such auction"),
  409: problemResponse(
    "No request awaits a decision (CANCELLATION_NOT_PENDING), or the auction ended meanwhile (AUCTION_NOT_CANCELLABLE)",
  ),
};

const approveCancellationRoute = createRoute({
  method: "post",
  path: "/admin/auctions/{id}/cancellation/approve",
  tags,
  summary: "Approve another member's cancellation request: the auction is cancelled (committee)",
  description:
    "Deposit locks released, automatic bids ended, registrants notified. Audited with both members.",
  request: { params: AuctionIdParams },
  responses: { 200: json(z.object({ status: z.literal("cancelled") }), "Cancelled"), ...decisionProblems },
});

const rejectCancellationRoute = createRoute({
  method: "post",
  path: "/admin/auctions/{id}/cancellation/reject",
  tags,
  summary: "Reject another member's cancellation request, with a reason: the auction goes on (committee)",
  request: {
    params: AuctionIdParams,
    body: jsonBody(CancellationRejectionSchema),
  },
  responses: {
    200: json(z.object({ status: z.literal("rejected") }), "Rejected"),
    ...decisionProblems,
    422: problemResponse("No reason, or too long (VALIDATION)"),
  },
});

const RegistrantSchema = z
  .object({
    userId: z.uuid(),
    bidderNumber: z.number().int().nullable().openapi({ description: '"Bidder n" in the public history' }),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    phoneVerified: z.boolean(),
    idDocument: z
      .object({ type: z.enum(idDocumentTypes), number: z.string(), verified: z.boolean() })
      .nullable()
      .openapi({
        description: "The identity document the registrant gave, and whether the committee verified it",
      }),
    registeredAt: timestamp,
    deposit: z.enum(["locked", "released", "none"]),
    lockedAmount: halalas("Locked on this auction now"),
    bidCount: z.number().int(),
    highestBid: z.number().int().nullable(),
    autoBidActive: z
      .boolean()
      .openapi({ description: "An automatic bid works for them; its maximum is never shown" }),
  })
  .openapi("AuctionRegistrant");

const getRegistrantsRoute = createRoute({
  method: "get",
  path: "/admin/auctions/{id}/registrants",
  tags,
  summary: "The auction's registrants, with the identity behind each bidder number (committee)",
  request: { params: AuctionIdParams },
  responses: { 200: json(z.object({ items: z.array(RegistrantSchema) }), "OK"), ...committeeOnly },
});

const OnSiteBidBody = z
  .object({
    bidderUserId: z.uuid().openapi({ description: "A registrant of the auction" }),
    amount: z
      .number({ error: "validation.amount" })
      .int("validation.amount")
      .positive("validation.amount")
      .max(1_000_000_000_000_00, "validation.amount")
      .openapi({ description: "The bid in halalas (whole riyals)" }),
    confirmHighBid: z.boolean().optional(),
  })
  .openapi("OnSiteBidRequest");

const postOnSiteBidRoute = createRoute({
  method: "post",
  path: "/admin/auctions/{id}/on-site-bids",
  tags,
  summary: "Enter a bid called out in the room of a hybrid auction for a registered bidder (committee)",
  description:
    "Judged by the bidding engine like any bid (the bidder's registration, deposit, minimum, conflicts of interest), " +
    'with the source "on_site"; audited with the member who entered it.',
  request: {
    params: AuctionIdParams,
    headers: IdempotencyHeader("on-site bid", "places no second bid"),
    body: jsonBody(OnSiteBidBody),
  },
  responses: {
    200: json(BidResultSchema, "Accepted"),
    400: problemResponse("No Idempotency-Key (IDEMPOTENCY_KEY_REQUIRED)"),
    401: guestProblem,
    403: problemResponse(
      "Not a committee member, or the bidder may not bid here (STAFF_CANNOT_BID, SELLER_CANNOT_BID)",
    ),
    404: problemResponse("No such auction"),
    409: problemResponse("An online-only auction takes no bids from the room (AUCTION_NOT_HYBRID)"),
    422: problemResponse(
      "The engine's refusal (AUCTION_NOT_STARTED, AUCTION_ENDED, BID_BELOW_MINIMUM, DEPOSIT_NOT_COVERED, " +
        "RULES_NOT_ACCEPTED for someone not registered …) or invalid fields (VALIDATION)",
    ),
  },
});

/** The organizing committee's work on one auction: cancelling it (four eyes), its registrants, on-site bids. */
export function registerAdminAuctionRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;

  api.openapi(getCancellationRoute, async (c) => {
    requireAuthRole(c, "committee", "admin");
    const preview = await previewAuctionCancellation({ db, auctionId: c.req.valid("param").id });
    if (!preview) throw new AppError("NOT_FOUND");
    c.header("Cache-Control", "private, no-store");
    return c.json(
      {
        ...preview,
        pending: preview.pending && {
          ...preview.pending,
          requestedAt: preview.pending.requestedAt.toISOString(),
        },
      },
      200,
    );
  });

  api.openapi(postCancellationRoute, async (c) => {
    const { user } = requireAuthRole(c, "committee", "admin");
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const outcome = await runWrite(services, (db) =>
      requestAuctionCancellation({ db, auctionId: id, actorUserId: user.id, ...body }),
    );
    const request = outcome.request && {
      ...outcome.request,
      requestedAt: outcome.request.requestedAt.toISOString(),
    };
    return c.json({ status: outcome.status, request }, 200);
  });

  api.openapi(approveCancellationRoute, async (c) => {
    const { user } = requireAuthRole(c, "committee", "admin");
    const { id } = c.req.valid("param");
    await runWrite(services, (db) => approveAuctionCancellation({ db, auctionId: id, actorUserId: user.id }));
    return c.json({ status: "cancelled" as const }, 200);
  });

  api.openapi(rejectCancellationRoute, async (c) => {
    const { user } = requireAuthRole(c, "committee", "admin");
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    await runWrite(services, (db) =>
      rejectAuctionCancellation({ db, auctionId: id, actorUserId: user.id, reason }),
    );
    return c.json({ status: "rejected" as const }, 200);
  });

  api.openapi(getRegistrantsRoute, async (c) => {
    requireAuthRole(c, "committee", "admin");
    const { id } = c.req.valid("param");
    if (!(await previewAuctionCancellation({ db, auctionId: id }))) throw new AppError("NOT_FOUND");
    const items = await listAuctionRegistrants({ db, auctionId: id });
    c.header("Cache-Control", "private, no-store");
    return c.json({ items: items.map((r) => ({ ...r, registeredAt: r.registeredAt.toISOString() })) }, 200);
  });

  api.openapi(
    postOnSiteBidRoute,
    async (c) => {
      const { user } = requireAuthRole(c, "committee", "admin");
      const { id } = c.req.valid("param");
      const idempotencyKey = requireIdempotencyKey(c);
      const body = c.req.valid("json");
      const result = await placeOnSiteBid(services, {
        auctionId: id,
        bidderUserId: body.bidderUserId,
        enteredBy: user.id,
        amount: body.amount,
        confirmHighBid: body.confirmHighBid ?? false,
        idempotencyKey,
      });
      return c.json(result, 200);
    },
    fieldsHook,
  );
}
