import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Services } from "~/context.server";
import { requireVerifiedPhone } from "~/modules/accounts/guards";
import { bidSources } from "~/modules/bidding/bid-sources";
import { listBids } from "~/modules/bidding/list-bids.server";
import { cancelAutoBid } from "~/modules/bidding/cancel-auto-bid.server";
import { placeBid } from "~/modules/bidding/place-bid.server";
import { setAutoBid } from "~/modules/bidding/set-auto-bid.server";
import { problem } from "../http/problem";
import { requireAuth } from "../http/session-auth";
import {
  AuctionIdParams,
  integerIdParam,
  guestProblem,
  IdempotencyHeader,
  json,
  jsonBody,
  problemResponse,
  requireIdempotencyKey,
} from "./schemas";

const biddingTags = ["Bidding"];
const MAX_HALALAS = 1_000_000_000_000_00; // one trillion riyals: far above any property

const halalas = (description: string) =>
  z
    .number({ error: "validation.amount" })
    .int("validation.amount")
    .positive("validation.amount")
    .max(MAX_HALALAS, "validation.amount")
    .openapi({ description: `${description}, in halalas (1 SAR = 100)`, example: 125_000_000 });

const Acceptance = {
  acceptTerms: z
    .boolean()
    .optional()
    .openapi({ description: "The platform's terms and conditions are accepted" }),
  acceptRules: z.boolean().optional().openapi({ description: "This auction's special rules are accepted" }),
  rulesVersion: z.number().int().positive().optional().openapi({
    description: "The version of the special rules accepted (the auction's `specialRulesVersion`)",
  }),
  principalUserId: z
    .uuid("validation.required")
    .optional()
    .openapi({
      description:
        "Bid for this principal, as their agent (an active agency with the `bid` scope, checked in the bid's " +
        "transaction): the bid, registration and deposit are theirs, and the bid records you as its agent",
    }),
};

const BidBody = z
  .object({
    amount: halalas("The bid"),
    confirmHighBid: z.boolean().optional().openapi({
      description: "Needed when the bid is more than 20% above the minimum (BID_CONFIRMATION_REQUIRED)",
    }),
    ...Acceptance,
  })
  .openapi("BidRequest");

const AutoBidBody = z
  .object({ maxAmount: halalas("The hidden maximum"), ...Acceptance })
  .openapi("AutoBidRequest");

export const BidResultSchema = z
  .object({
    bid: z
      .object({
        sequence: z.number().int(),
        amount: z.number().int(),
        source: z.enum(bidSources),
        bidderNumber: z.number().int(),
        placedAt: z.string().openapi({ format: "date-time" }),
      })
      .nullable()
      .openapi({ description: "The bid placed by this request (null when an automatic bid needed none)" }),
    leading: z
      .boolean()
      .openapi({ description: "True when you lead now (an automatic rival may answer at once)" }),
    price: z.number().int().nullable(),
    minimumNextBid: z.number().int(),
    endsAt: z
      .string()
      .openapi({ format: "date-time", description: "The end, later if a late bid extended it" }),
    bidCount: z.number().int(),
    extended: z.boolean(),
    autoBid: z.object({ maxAmount: z.number().int() }).nullable(),
  })
  .openapi("BidResult");

const bidRefusals = {
  401: guestProblem,
  403: problemResponse(
    "Mobile number not confirmed (PHONE_NOT_VERIFIED), or a committee member or admin, who never bid (STAFF_CANNOT_BID), " +
      "a suspended account (ACCOUNT_SUSPENDED), the property's owner or selling agent or anyone acting for them " +
      "(SELLER_CANNOT_BID), or no agency in force to bid for `principalUserId` (AGENT_NOT_AUTHORIZED)",
  ),
  404: problemResponse("No such auction, or no automatic bid to cancel"),
  422: problemResponse(
    "The exact reason: AUCTION_NOT_STARTED, AUCTION_ENDED, AUCTION_CANCELLED, ALREADY_HIGHEST_BIDDER, " +
      "DEPOSIT_NOT_COVERED (with `deposit` and `available`), BID_BELOW_MINIMUM or BID_CONFIRMATION_REQUIRED " +
      "(with `minimum`), RULES_NOT_ACCEPTED, BID_NOT_WHOLE_RIYALS, AUTO_BID_BELOW_OWN_BID (with `price`), " +
      "IDEMPOTENCY_KEY_REUSED, or invalid fields (VALIDATION)",
  ),
};

/** Acceptance in a body: both boxes ticked means the named version of the rules, or the current one. */
function acceptedVersion(body: {
  acceptTerms?: boolean;
  acceptRules?: boolean;
  rulesVersion?: number;
}): number | "current" | null {
  if (!body.acceptTerms || !body.acceptRules) return null;
  return body.rulesVersion ?? "current";
}

/** Who the command is for: the caller, or the principal they act for (then they are its agent). */
function actingAs(userId: string, principalUserId: string | undefined) {
  return principalUserId && principalUserId !== userId
    ? { userId: principalUserId, agentUserId: userId }
    : { userId };
}

const QuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, "must be a whole number from 1 to 100")
    .transform(Number)
    .pipe(z.number().min(1, "must be at least 1").max(100, "must be at most 100"))
    .optional()
    .openapi({
      param: { name: "limit", in: "query" },
      type: "integer",
      minimum: 1,
      maximum: 100,
      default: 20,
      description: "Bids per page",
    }),
  before: integerIdParam({ name: "before", in: "query" })
    .optional()
    .openapi({ description: "Only bids with a smaller sequence: `nextBefore` of the previous page" }),
});

const BidSchema = z
  .object({
    sequence: z.number().int().openapi({ description: "1 for the auction's first bid, then +1 per bid" }),
    amount: z.number().int().openapi({ description: "Halalas", example: 125_000_000 }),
    source: z.enum(bidSources),
    bidderNumber: z.number().int().openapi({
      description: 'The masked bidder, shown as "Bidder N": the Nth distinct bidder of the auction',
    }),
    placedAt: z
      .string()
      .openapi({ format: "date-time", description: "The server's time of acceptance (ISO 8601, UTC)" }),
  })
  .openapi("Bid");

const BidPageSchema = z
  .object({
    data: z.array(BidSchema),
    nextBefore: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "`before` for the next, older page; null on the last page" }),
  })
  .openapi("BidPage");

const getBids = createRoute({
  method: "get",
  path: "/auctions/{id}/bids",
  summary: "An auction's bid history, newest first",
  request: { params: AuctionIdParams, query: QuerySchema },
  responses: {
    200: { description: "OK", content: { "application/json": { schema: BidPageSchema } } },
    400: problemResponse("Malformed id or query"),
    404: problemResponse("No such auction"),
  },
});

const postBid = createRoute({
  method: "post",
  path: "/auctions/{id}/bids",
  tags: biddingTags,
  summary: "Place a bid",
  description:
    "Needs a confirmed mobile number, the terms and special rules accepted (on the first bid, in this body), and a " +
    "wallet that covers the deposit. The amount must be at least the minimum next bid; more than 20% above it needs " +
    "`confirmHighBid`. Header `Idempotency-Key` is required.",
  request: {
    params: AuctionIdParams,
    headers: IdempotencyHeader("user action", "never a second bid"),
    body: jsonBody(BidBody),
  },
  responses: {
    201: json(BidResultSchema, "Bid accepted"),
    400: problemResponse("Idempotency-Key missing"),
    ...bidRefusals,
  },
});

const putAutoBid = createRoute({
  method: "put",
  path: "/auctions/{id}/auto-bid",
  tags: biddingTags,
  summary: "Set, raise or lower your automatic bid",
  description:
    "The system bids the least needed for you, up to `maxAmount`; on equal maxima the earlier wins. A maximum may be " +
    "lowered but never below your own standing bid. Needs the deposit covered, like a bid. Header `Idempotency-Key` is required.",
  request: {
    params: AuctionIdParams,
    headers: IdempotencyHeader("user action", "never a second bid"),
    body: jsonBody(AutoBidBody),
  },
  responses: {
    200: json(BidResultSchema, "Automatic bid set"),
    400: problemResponse("Idempotency-Key missing"),
    ...bidRefusals,
  },
});

const deleteAutoBid = createRoute({
  method: "delete",
  path: "/auctions/{id}/auto-bid",
  tags: biddingTags,
  summary: "Cancel your automatic bid",
  request: { params: AuctionIdParams, headers: IdempotencyHeader("user action", "never a second bid") },
  responses: { 200: json(BidResultSchema, "Cancelled"), ...bidRefusals },
});

/**
 * An auction's bids: the history, placing a bid, and the automatic bid (set, raise or lower,
 * cancel). Bids are placed through the bidding engine (app/modules/bidding).
 */
export function registerBidRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;

  /** Bids come from the web page (cookie) or an app (bearer token): the history shows which. */
  const sourceOf = (c: Context) => (requireAuth(c).via === "bearer" ? "app" : "web");

  api.openapi(getBids, async (c) => {
    const { id } = c.req.valid("param");
    const { limit = 20, before } = c.req.valid("query");
    const page = await listBids({ db: db, auctionId: id, limit, before });
    if (!page) return problem(c, "NOT_FOUND");
    c.header("Cache-Control", "no-cache");
    return c.json(
      {
        data: page.items.map((bid) => ({ ...bid, placedAt: bid.placedAt.toISOString() })),
        nextBefore: page.nextBefore,
      },
      200,
    );
  });

  api.openapi(postBid, async (c) => {
    const { user } = requireAuth(c);
    requireVerifiedPhone(user);
    const key = requireIdempotencyKey(c);
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const result = await placeBid(services, {
      auctionId: id,
      ...actingAs(user.id, body.principalUserId),
      amount: body.amount,
      confirmHighBid: body.confirmHighBid ?? false,
      acceptRulesVersion: acceptedVersion(body),
      source: sourceOf(c),
      idempotencyKey: key,
    });
    return c.json(result, 201);
  });

  api.openapi(putAutoBid, async (c) => {
    const { user } = requireAuth(c);
    requireVerifiedPhone(user);
    const key = requireIdempotencyKey(c);
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const result = await setAutoBid(services, {
      auctionId: id,
      ...actingAs(user.id, body.principalUserId),
      maxAmount: body.maxAmount,
      acceptRulesVersion: acceptedVersion(body),
      idempotencyKey: key,
    });
    return c.json(result, 200);
  });

  api.openapi(deleteAutoBid, async (c) => {
    const { user } = requireAuth(c);
    const { id } = c.req.valid("param");
    const result = await cancelAutoBid(services, {
      auctionId: id,
      userId: user.id,
      idempotencyKey: c.req.header("idempotency-key") ?? null,
    });
    return c.json(result, 200);
  });
}
