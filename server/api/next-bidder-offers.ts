import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { AppError } from "~/lib/errors";
import type { AuctionDescription } from "~/modules/auctions/describe-auctions.server";
import {
  acceptOffer,
  declineOffer,
  getDefaultCase,
  getOfferForBidder,
  listDefaultedAuctions,
  listOpenOffersForBidder,
  offerToNextBidder,
  rebookDefaultedAuction,
  type NextBidderOffer,
} from "~/modules/bidding/next-bidder-offers.server";
import { runWrite } from "~/modules/notifications/effects.server";
import { requireAuth, requireAuthRole } from "../http/session-auth";
import {
  AuctionIdParams,
  fieldsHook,
  guestProblem,
  halalas,
  json,
  jsonBody,
  problemResponse,
  timestamp,
  UuidParams,
} from "./schemas";

/*
 * After a winner defaults (issue 14, ADR 028): the committee's defaults queue, offering the
 * property to the next bidder or re-auctioning it, and the bidder's answer to the offer.
 */

const adminTags = ["Back office: defaults"];
const bidderTags = ["Next-bidder offers"];

const AuctionSummary = z
  .object({
    id: z.number().int(),
    assetNumber: z.string(),
    titleAr: z.string(),
    titleEn: z.string(),
    status: z.string(),
    deposit: halalas("The auction's deposit"),
  })
  .openapi("DefaultedAuctionSummary");

const summary = (a: AuctionDescription) => ({
  id: a.id,
  assetNumber: a.assetNumber,
  titleAr: a.titleAr,
  titleEn: a.titleEn,
  status: a.status,
  deposit: a.deposit,
});

const OfferStatusSchema = z.enum(["open", "accepted", "declined", "expired"]);
const CaseStateSchema = z.enum(["awaiting", "offered", "resold", "rebooked"]).openapi({
  description:
    "awaiting: the committee decides; offered: an offer awaits the bidder; resold: a next bidder accepted; rebooked: re-auctioned",
});

const OfferSchema = z
  .object({
    id: z.uuid(),
    auctionId: z.number().int(),
    userId: z.uuid(),
    userName: z.string(),
    amount: halalas("The price offered: the bidder's own highest bid"),
    deposit: halalas("Locked from the bidder's wallet on acceptance"),
    status: OfferStatusSchema,
    offeredAt: timestamp,
    expiresAt: timestamp,
    decidedAt: timestamp.nullable(),
    settlementId: z.uuid().nullable().openapi({ description: "The settlement the acceptance opened" }),
  })
  .openapi("NextBidderOffer");

const offerJson = (o: NextBidderOffer) => ({
  ...o,
  offeredAt: o.offeredAt.toISOString(),
  expiresAt: o.expiresAt.toISOString(),
  decidedAt: o.decidedAt?.toISOString() ?? null,
});

const DefaultListItemSchema = z
  .object({
    auction: AuctionSummary,
    state: CaseStateSchema,
    defaulter: z.object({ userId: z.uuid(), name: z.string() }),
    depositForfeited: halalas("The defaulting winner's forfeited deposit"),
    defaultedAt: timestamp.nullable(),
    openOffer: z
      .object({ userName: z.string(), amount: halalas("Offered price"), expiresAt: timestamp })
      .nullable(),
  })
  .openapi("DefaultedAuction");

const CandidateSchema = z
  .object({
    userId: z.uuid(),
    name: z.string(),
    bidderNumber: z.number().int().nullable(),
    highestBid: halalas("Their highest bid on the auction"),
    lastBidAt: timestamp,
  })
  .openapi("NextBidderCandidate");

const DefaultCaseSchema = z
  .object({
    auction: AuctionSummary,
    state: CaseStateSchema,
    defaults: z.array(
      z.object({
        settlementId: z.uuid(),
        userId: z.uuid(),
        name: z.string(),
        hammerPrice: halalas("The price they did not pay"),
        depositForfeited: halalas("Their forfeited deposit"),
        defaultedAt: timestamp.nullable(),
      }),
    ),
    offers: z.array(OfferSchema),
    candidates: z.array(CandidateSchema).openapi({
      description:
        "Who may be offered the property now, the next bidder first (each distinct bidder's highest bid; not the defaulters, " +
        "those already offered, committee members, admins or suspended accounts). Empty unless `awaiting`.",
    }),
    rebook: z.object({ auctionId: z.number().int(), status: z.string() }).nullable(),
  })
  .openapi("DefaultCase");

const committeeProblems = {
  401: guestProblem,
  403: problemResponse("Not a committee member"),
};

const listDefaultsRoute = createRoute({
  method: "get",
  path: "/admin/defaults",
  tags: adminTags,
  summary: "Auctions whose winner defaulted, the latest first, with where each stands (committee)",
  responses: { 200: json(z.object({ items: z.array(DefaultListItemSchema) }), "OK"), ...committeeProblems },
});

const getDefaultRoute = createRoute({
  method: "get",
  path: "/admin/auctions/{id}/default",
  tags: adminTags,
  summary: "A defaulted auction: the defaulters, the offers made, the ranked next bidders (committee)",
  request: { params: AuctionIdParams },
  responses: {
    200: json(DefaultCaseSchema, "OK"),
    ...committeeProblems,
    404: problemResponse("No such auction, or no winner defaulted on it"),
  },
});

/** The body of an offer, as `NextBidderOfferSchema` (the page's) checks it, documented. */
const OfferBody = z
  .object({
    userId: z.uuid({ error: "validation.required" }).openapi({ description: "The next bidder in rank" }),
  })
  .openapi("NextBidderOfferRequest");

const postOfferRoute = createRoute({
  method: "post",
  path: "/admin/auctions/{id}/next-bidder-offers",
  tags: adminTags,
  summary: "Offer the property to the next bidder at their own highest bid (committee)",
  description:
    "The bidder is notified and has the setting's hours (default 48) to accept with their deposit or decline. " +
    "At most one open offer per auction; sending the same offer again answers it unchanged. Audited.",
  request: { params: AuctionIdParams, body: jsonBody(OfferBody) },
  responses: {
    200: json(z.object({ offer: OfferSchema }), "Offered"),
    400: problemResponse("A body that is not JSON (BAD_REQUEST)"),
    ...committeeProblems,
    404: problemResponse("No such auction"),
    409: problemResponse(
      "No default awaits a decision (DEFAULT_NOT_OPEN), an offer is open (NEXT_BIDDER_OFFER_OPEN), the user is not the " +
        "next bidder (NOT_NEXT_BIDDER), nobody is left (NO_NEXT_BIDDER), or re-auctioned (AUCTION_ALREADY_REBOOKED)",
    ),
    422: problemResponse("No user id (VALIDATION)"),
  },
});

const postRebookRoute = createRoute({
  method: "post",
  path: "/admin/auctions/{id}/rebook",
  tags: adminTags,
  summary: "Re-auction the property: a new draft auction with the same terms, linked to this one (committee)",
  description:
    "The property's photos and documents carry over (they are the property's). The committee edits and publishes " +
    "the draft as usual. Everyone registered on this auction is notified at once. A repeat answers the same draft. Audited.",
  request: { params: AuctionIdParams },
  responses: {
    200: json(
      z.object({
        auctionId: z.number().int().openapi({ description: "The new draft" }),
        created: z.boolean(),
      }),
      "Re-auctioned",
    ),
    ...committeeProblems,
    404: problemResponse("No such auction"),
    409: problemResponse(
      "No default awaits a decision (DEFAULT_NOT_OPEN) or an offer is open (NEXT_BIDDER_OFFER_OPEN)",
    ),
  },
});

const BidderOfferSchema = OfferSchema.extend({ auction: AuctionSummary }).openapi("MyNextBidderOffer");

const listMyOffersRoute = createRoute({
  method: "get",
  path: "/me/next-bidder-offers",
  tags: bidderTags,
  summary: "Offers awaiting my answer: properties offered to me at my bid after the winner defaulted",
  responses: { 200: json(z.object({ items: z.array(BidderOfferSchema) }), "OK"), 401: guestProblem },
});

const OfferParams = UuidParams("offer");

const getMyOfferRoute = createRoute({
  method: "get",
  path: "/me/next-bidder-offers/{id}",
  tags: bidderTags,
  summary: "One of my offers",
  request: { params: OfferParams },
  responses: {
    200: json(BidderOfferSchema, "OK"),
    401: guestProblem,
    404: problemResponse("Not yours, or none"),
  },
});

const answerProblems = {
  401: guestProblem,
  403: problemResponse("A suspended account (ACCOUNT_SUSPENDED)"),
  404: problemResponse("Not yours, or none"),
  409: problemResponse("Declined, expired or accepted already (OFFER_CLOSED)"),
};

const acceptRoute = createRoute({
  method: "post",
  path: "/me/next-bidder-offers/{id}/accept",
  tags: bidderTags,
  summary: "Accept the offer: the deposit is locked and a settlement opens at my bid",
  description:
    "Needs the deposit covered by the wallet's available balance, as for a bid. The settlement is due within the " +
    "payment period in working days. Accepting again answers the same acceptance and moves no money.",
  request: { params: OfferParams },
  responses: {
    200: json(z.object({ offer: OfferSchema }), "Accepted"),
    ...answerProblems,
    422: problemResponse("The wallet does not cover the deposit (DEPOSIT_NOT_COVERED)"),
  },
});

const declineRoute = createRoute({
  method: "post",
  path: "/me/next-bidder-offers/{id}/decline",
  tags: bidderTags,
  summary: "Decline the offer: the committee may offer the property to the next bidder",
  request: { params: OfferParams },
  responses: { 200: json(z.object({ offer: OfferSchema }), "Declined"), ...answerProblems },
});

export function registerNextBidderOfferRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;

  api.openapi(listDefaultsRoute, async (c) => {
    requireAuthRole(c, "committee", "admin");
    const items = await listDefaultedAuctions({ db });
    c.header("Cache-Control", "private, no-store");
    return c.json(
      {
        items: items.map((i) => ({
          ...i,
          auction: summary(i.auction),
          defaultedAt: i.defaultedAt?.toISOString() ?? null,
          openOffer: i.openOffer && { ...i.openOffer, expiresAt: i.openOffer.expiresAt.toISOString() },
        })),
      },
      200,
    );
  });

  api.openapi(getDefaultRoute, async (c) => {
    requireAuthRole(c, "committee", "admin");
    const found = await getDefaultCase({ db, auctionId: c.req.valid("param").id });
    if (!found) throw new AppError("NOT_FOUND");
    c.header("Cache-Control", "private, no-store");
    return c.json(
      {
        ...found,
        auction: summary(found.auction),
        defaults: found.defaults.map((d) => ({ ...d, defaultedAt: d.defaultedAt?.toISOString() ?? null })),
        offers: found.offers.map(offerJson),
        candidates: found.candidates.map((x) => ({ ...x, lastBidAt: x.lastBidAt.toISOString() })),
      },
      200,
    );
  });

  api.openapi(
    postOfferRoute,
    async (c) => {
      const { user } = requireAuthRole(c, "committee", "admin");
      const { id } = c.req.valid("param");
      const { userId } = c.req.valid("json");
      const result = await runWrite(services, (db) =>
        offerToNextBidder({ db, auctionId: id, userId, actorUserId: user.id }),
      );
      return c.json({ offer: offerJson(result.offer) }, 200);
    },
    fieldsHook,
  );

  api.openapi(postRebookRoute, async (c) => {
    const { user } = requireAuthRole(c, "committee", "admin");
    const { id } = c.req.valid("param");
    const result = await runWrite(services, (db) =>
      rebookDefaultedAuction({ db, auctionId: id, actorUserId: user.id }),
    );
    return c.json({ auctionId: result.newAuctionId, created: result.created }, 200);
  });

  api.openapi(listMyOffersRoute, async (c) => {
    const { user } = requireAuth(c);
    const items = await listOpenOffersForBidder({ db, userId: user.id });
    c.header("Cache-Control", "private, no-store");
    return c.json({ items: items.map((o) => ({ ...offerJson(o), auction: summary(o.auction) })) }, 200);
  });

  api.openapi(getMyOfferRoute, async (c) => {
    const { user } = requireAuth(c);
    const found = await getOfferForBidder({ db, userId: user.id, offerId: c.req.valid("param").id });
    if (!found) throw new AppError("NOT_FOUND");
    c.header("Cache-Control", "private, no-store");
    return c.json({ ...offerJson(found), auction: summary(found.auction) }, 200);
  });

  api.openapi(acceptRoute, async (c) => {
    const { user } = requireAuth(c);
    const { id } = c.req.valid("param");
    const result = await runWrite(services, (db) => acceptOffer({ db, userId: user.id, offerId: id }));
    return c.json({ offer: offerJson(result.offer) }, 200);
  });

  api.openapi(declineRoute, async (c) => {
    const { user } = requireAuth(c);
    const { id } = c.req.valid("param");
    const result = await runWrite(services, (db) => declineOffer({ db, userId: user.id, offerId: id }));
    return c.json({ offer: offerJson(result.offer) }, 200);
  });
}
