import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { cancelAuction } from "~/modules/bidding/auction-lifecycle.server";
import { runWrite } from "~/modules/notifications/effects.server";
import { requireAuthRole } from "../http/session-auth";
import { AuctionIdParams, guestProblem, json, jsonBody, problemResponse } from "./schemas";

const biddingTags = ["Bidding"];

const CancelBody = z
  .object({
    reasonAr: z.string().trim().min(3, "validation.reason").max(500, "validation.reason"),
    reasonEn: z.string().trim().min(3, "validation.reason").max(500, "validation.reason"),
  })
  .openapi("AuctionCancellation");

const postAuctionsByIdCancelRoute = createRoute({
  method: "post",
  path: "/auctions/{id}/cancel",
  tags: biddingTags,
  summary: "Cancel an upcoming or live auction (organizing committee)",
  description:
    "Releases every locked deposit at once, ends automatic bids and notifies everyone registered. The reason is shown " +
    "on the auction and in orders in both languages. Audited.",
  request: { params: AuctionIdParams, body: jsonBody(CancelBody) },
  responses: {
    200: json(z.object({ status: z.literal("cancelled") }), "Cancelled"),
    401: guestProblem,
    403: problemResponse("Not a committee member"),
    404: problemResponse("No such auction"),
    409: problemResponse("Already finished or cancelled (AUCTION_NOT_CANCELLABLE)"),
    422: problemResponse("A reason in each language, 3 to 500 characters (VALIDATION)"),
  },
});

/** The organizing committee's decisions on auctions: cancelling one. */
export function registerAdminAuctionRoutes(api: OpenAPIHono, services: Services) {
  api.openapi(postAuctionsByIdCancelRoute, async (c) => {
    const { user } = requireAuthRole(c, "committee", "admin");
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    await runWrite(services, (db) => cancelAuction({ db, auctionId: id, actorUserId: user.id, ...body }));
    return c.json({ status: "cancelled" as const }, 200);
  });
}
