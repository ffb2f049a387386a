import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { publishEffects } from "~/modules/notifications/effects.server";
import type { Context } from "hono";
import type { Services } from "~/context.server";
import { bidSource } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { requireVerifiedPhone } from "~/modules/accounts/guards";
import { cancelAuction } from "~/modules/bidding/auction-lifecycle.server";
import { cancelAutoBid } from "~/modules/bidding/cancel-auto-bid.server";
import { placeBid } from "~/modules/bidding/place-bid.server";
import { setAutoBid } from "~/modules/bidding/set-auto-bid.server";
import { registerForAuction } from "~/modules/bidding/register-for-auction.server";
import { getWalletOverview } from "~/modules/wallet/wallet-overview.server";
import { requireAuth, requireAuthRole } from "../http/session-auth";
import { guestProblem, json, jsonBody } from "./account-schemas";
import { IdempotencyHeader, problemResponse } from "./schemas";

const tags = ["Bidding"];
const MAX_ID = 2_147_483_647;
const MAX_HALALAS = 1_000_000_000_000_00; // one trillion riyals: far above any property

const ParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "must be a positive whole number")
    .transform(Number)
    .pipe(z.number().max(MAX_ID, "is too large"))
    .openapi({ param: { name: "id", in: "path" }, type: "integer", minimum: 1, example: 12 }),
});

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

const RegistrationBody = z
  .object({
    acceptTerms: z.literal(true, { error: "validation.terms" }),
    acceptRules: z.literal(true, { error: "validation.rules" }),
    rulesVersion: z
      .number()
      .int()
      .positive()
      .openapi({ description: "The version of the special rules accepted" }),
  })
  .openapi("RegistrationRequest");

const CancelBody = z
  .object({
    reasonAr: z.string().trim().min(3, "validation.reason").max(500, "validation.reason"),
    reasonEn: z.string().trim().min(3, "validation.reason").max(500, "validation.reason"),
  })
  .openapi("AuctionCancellation");

const BidResultSchema = z
  .object({
    bid: z
      .object({
        sequence: z.number().int(),
        amount: z.number().int(),
        source: z.enum(bidSource.enumValues),
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

const RegistrationSchema = z
  .object({
    id: z.string().uuid(),
    auctionId: z.number().int(),
    rulesVersion: z.number().int(),
    rulesAcceptedAt: z.string(),
    createdAt: z.string(),
    receiptCode: z.string(),
    deposit: z.number().int().openapi({ description: "The auction's deposit, halalas" }),
    available: z.number().int().openapi({ description: "Your wallet's available balance, halalas" }),
    covered: z.boolean().openapi({ description: "True when the wallet covers the deposit (needed to bid)" }),
  })
  .openapi("Registration");

const WalletSchema = z
  .object({
    available: z.number().int(),
    locked: z.number().int(),
    balance: z
      .number()
      .int()
      .openapi({ description: "available + locked + withdrawing: everything of yours the platform holds" }),
    locks: z.array(z.object({ auctionId: z.number().int(), amount: z.number().int() })),
    withdrawing: z
      .number()
      .int()
      .openapi({ description: "Asked to be withdrawn, held until the committee pays it out or refuses it" }),
  })
  .openapi("Wallet");

const bidRefusals = {
  401: guestProblem,
  403: problemResponse("Mobile number not confirmed (PHONE_NOT_VERIFIED)"),
  404: problemResponse("No such auction, or no automatic bid to cancel"),
  422: problemResponse(
    "The exact reason: AUCTION_NOT_STARTED, AUCTION_ENDED, AUCTION_CANCELLED, ALREADY_HIGHEST_BIDDER, " +
      "DEPOSIT_NOT_COVERED (with `deposit` and `available`), BID_BELOW_MINIMUM or BID_CONFIRMATION_REQUIRED " +
      "(with `minimum`), RULES_NOT_ACCEPTED, BID_NOT_WHOLE_RIYALS, AUTO_BID_BELOW_OWN_BID (with `price`), " +
      "IDEMPOTENCY_KEY_REUSED, or invalid fields (VALIDATION)",
  ),
};

function idempotencyKey(c: Context, required: boolean): string | null {
  const key = c.req.header("idempotency-key") ?? null;
  if (required && !key) throw new AppError("IDEMPOTENCY_KEY_REQUIRED");
  return key;
}

/** Acceptance in a body: both boxes ticked means the named version of the rules, or the current one. */
function acceptedVersion(body: {
  acceptTerms?: boolean;
  acceptRules?: boolean;
  rulesVersion?: number;
}): number | "current" | null {
  if (!body.acceptTerms || !body.acceptRules) return null;
  return body.rulesVersion ?? "current";
}

/** Registration, bids, automatic bids, the wallet, and the committee's cancellation. */
export function registerBiddingRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;

  /** Bids come from the web page (cookie) or an app (bearer token): the history shows which. */
  const sourceOf = (c: Context) => (requireAuth(c).via === "bearer" ? "app" : "web");

  api.openapi(
    createRoute({
      method: "post",
      path: "/auctions/{id}/registrations",
      tags,
      summary: "Register for an auction (creates your order)",
      description:
        "Accepts the terms and the auction's special rules (version recorded with the time). Answers 201 for a new " +
        "registration and 200 when you were already registered. Nothing is locked: the deposit is locked only while you lead.",
      request: { params: ParamsSchema, body: jsonBody(RegistrationBody) },
      responses: {
        200: json(RegistrationSchema, "Already registered"),
        201: json(RegistrationSchema, "Registered"),
        401: guestProblem,
        403: problemResponse("Mobile number not confirmed"),
        404: problemResponse("No such auction"),
        422: problemResponse(
          "The auction has ended or was cancelled, or the rules were not accepted (or are of an old version)",
        ),
      },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      requireVerifiedPhone(user);
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const result = await registerForAuction({
        db,
        userId: user.id,
        auctionId: id,
        acceptRulesVersion: body.rulesVersion,
      });
      const r = result.registration;
      return c.json(
        {
          id: r.id,
          auctionId: r.auctionId,
          rulesVersion: r.rulesVersion,
          rulesAcceptedAt: r.rulesAcceptedAt.toISOString(),
          createdAt: r.createdAt.toISOString(),
          receiptCode: r.receiptCode,
          deposit: result.deposit,
          available: result.available,
          covered: result.covered,
        },
        result.created ? 201 : 200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/auctions/{id}/bids",
      tags,
      summary: "Place a bid",
      description:
        "Needs a confirmed mobile number, the terms and special rules accepted (on the first bid, in this body), and a " +
        "wallet that covers the deposit. The amount must be at least the minimum next bid; more than 20% above it needs " +
        "`confirmHighBid`. Header `Idempotency-Key` is required.",
      request: {
        params: ParamsSchema,
        headers: IdempotencyHeader("user action", "never a second bid"),
        body: jsonBody(BidBody),
      },
      responses: {
        201: json(BidResultSchema, "Bid accepted"),
        400: problemResponse("Idempotency-Key missing"),
        ...bidRefusals,
      },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      requireVerifiedPhone(user);
      const key = idempotencyKey(c, true);
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const result = await placeBid(services, {
        auctionId: id,
        userId: user.id,
        amount: body.amount,
        confirmHighBid: body.confirmHighBid ?? false,
        acceptRulesVersion: acceptedVersion(body),
        source: sourceOf(c),
        idempotencyKey: key,
      });
      return c.json(result, 201);
    },
  );

  api.openapi(
    createRoute({
      method: "put",
      path: "/auctions/{id}/auto-bid",
      tags,
      summary: "Set, raise or lower your automatic bid",
      description:
        "The system bids the least needed for you, up to `maxAmount`; on equal maxima the earlier wins. A maximum may be " +
        "lowered but never below your own standing bid. Needs the deposit covered, like a bid. Header `Idempotency-Key` is required.",
      request: {
        params: ParamsSchema,
        headers: IdempotencyHeader("user action", "never a second bid"),
        body: jsonBody(AutoBidBody),
      },
      responses: {
        200: json(BidResultSchema, "Automatic bid set"),
        400: problemResponse("Idempotency-Key missing"),
        ...bidRefusals,
      },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      requireVerifiedPhone(user);
      const key = idempotencyKey(c, true);
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const result = await setAutoBid(services, {
        auctionId: id,
        userId: user.id,
        maxAmount: body.maxAmount,
        acceptRulesVersion: acceptedVersion(body),
        idempotencyKey: key,
      });
      return c.json(result, 200);
    },
  );

  api.openapi(
    createRoute({
      method: "delete",
      path: "/auctions/{id}/auto-bid",
      tags,
      summary: "Cancel your automatic bid",
      request: { params: ParamsSchema, headers: IdempotencyHeader("user action", "never a second bid") },
      responses: { 200: json(BidResultSchema, "Cancelled"), ...bidRefusals },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const { id } = c.req.valid("param");
      const result = await cancelAutoBid(services, {
        auctionId: id,
        userId: user.id,
        idempotencyKey: idempotencyKey(c, false),
      });
      return c.json(result, 200);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/me/wallet",
      tags,
      summary: "Your wallet: available, locked (per auction), being withdrawn and total, in halalas",
      responses: { 200: json(WalletSchema, "OK"), 401: guestProblem },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const wallet = await getWalletOverview({ db, userId: user.id });
      c.header("Cache-Control", "private, no-store");
      return c.json(
        {
          available: wallet.available,
          locked: wallet.locked,
          balance: wallet.total,
          locks: wallet.locks.map(({ auctionId, amount }) => ({ auctionId, amount })),
          withdrawing: wallet.withdrawing,
        },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/auctions/{id}/cancel",
      tags,
      summary: "Cancel an upcoming or live auction (organizing committee)",
      description:
        "Releases every locked deposit at once, ends automatic bids and notifies everyone registered. The reason is shown " +
        "on the auction and in orders in both languages. Audited.",
      request: { params: ParamsSchema, body: jsonBody(CancelBody) },
      responses: {
        200: json(z.object({ status: z.literal("cancelled") }), "Cancelled"),
        401: guestProblem,
        403: problemResponse("Not a committee member"),
        404: problemResponse("No such auction"),
        409: problemResponse("Already finished or cancelled (AUCTION_NOT_CANCELLABLE)"),
        422: problemResponse("A reason in each language, 3 to 500 characters (VALIDATION)"),
      },
    }),
    async (c) => {
      const { user } = requireAuthRole(c, "committee", "admin");
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const outcome = await cancelAuction({ db, auctionId: id, actorUserId: user.id, ...body });
      publishEffects(services, outcome);
      return c.json({ status: "cancelled" as const }, 200);
    },
  );
}
