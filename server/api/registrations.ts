import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { requireVerifiedPhone } from "~/modules/accounts/guards";
import { registerForAuction } from "~/modules/bidding/register-for-auction.server";
import { requireAuth } from "../http/session-auth";
import { AuctionIdParams, guestProblem, json, jsonBody, problemResponse } from "./schemas";

const biddingTags = ["Bidding"];

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

const postAuctionsByIdRegistrationsRoute = createRoute({
  method: "post",
  path: "/auctions/{id}/registrations",
  tags: biddingTags,
  summary: "Register for an auction (creates your order)",
  description:
    "Accepts the terms and the auction's special rules (version recorded with the time). Answers 201 for a new " +
    "registration and 200 when you were already registered. Nothing is locked: the deposit is locked only while you lead.",
  request: { params: AuctionIdParams, body: jsonBody(RegistrationBody) },
  responses: {
    200: json(RegistrationSchema, "Already registered"),
    201: json(RegistrationSchema, "Registered"),
    401: guestProblem,
    403: problemResponse(
      "Mobile number not confirmed (PHONE_NOT_VERIFIED), or a committee member or admin, who never register (STAFF_CANNOT_BID), or a suspended account (ACCOUNT_SUSPENDED)",
    ),
    404: problemResponse("No such auction"),
    422: problemResponse(
      "The auction has ended or was cancelled, or the rules were not accepted (or are of an old version)",
    ),
  },
});

/** Registering for an auction: the terms and its special rules accepted, the order created. */
export function registerRegistrationRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;

  api.openapi(postAuctionsByIdRegistrationsRoute, async (c) => {
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
  });
}
