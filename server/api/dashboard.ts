import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { adminAuctionStatuses } from "~/modules/auctions/auction-edit-schema";
import { getOwnerDashboard } from "~/modules/insights/get-owner-dashboard.server";
import { requireAuth } from "../http/session-auth";
import { guestProblem, halalas, json, timestamp } from "./schemas";

/*
 * The owners' and agents' dashboard (issue 15): the same figures as the page /dashboard, for the
 * signed-in user's own properties only.
 */

const DashboardAuctionSchema = z
  .object({
    auctionId: z.number().int(),
    status: z.enum(adminAuctionStatuses),
    assetNumber: z.string(),
    titleAr: z.string(),
    titleEn: z.string(),
    role: z.enum(["owner", "agent"]).openapi({ description: "The user owns the property or sells it" }),
    openingPrice: halalas("The opening price"),
    highestBid: halalas("The highest bid, or the hammer price once finished").nullable(),
    bidCount: z.number().int(),
    registrations: z.number().int(),
    views: z.number().int().openapi({ description: "Property page views, counted by the server" }),
    favorites: z.number().int().openapi({ description: "Users who keep the auction in their favorites" }),
    viewsByDay: z.array(z.object({ day: z.string().openapi({ format: "date" }), views: z.number().int() })),
    bids: z.array(z.object({ amount: halalas("The bid"), placedAt: timestamp })),
    startsAt: timestamp,
    endsAt: timestamp,
    announcedAt: timestamp.nullable(),
  })
  .openapi("DashboardAuction");

const getDashboardRoute = createRoute({
  method: "get",
  path: "/me/dashboard",
  tags: ["Owners"],
  summary: "My properties' auctions with registrations, bids, the highest bid, page views and favorites",
  description:
    "The auctions of the properties the user owns or sells as their selling agent, drafts included; " +
    "`viewsByDay` covers the last 14 days (Riyadh time), `bids` the price over time (amounts only).",
  responses: {
    200: json(z.object({ data: z.array(DashboardAuctionSchema) }), "OK"),
    401: guestProblem,
  },
});

export function registerDashboardRoutes(api: OpenAPIHono, services: Services) {
  api.openapi(getDashboardRoute, async (c) => {
    const { user } = requireAuth(c);
    const { db, clock } = services.database;
    const auctions = await getOwnerDashboard({ db, userId: user.id, now: clock.now() });
    c.header("Cache-Control", "private, no-store");
    return c.json(
      {
        data: auctions.map((a) => ({
          ...a,
          startsAt: a.startsAt.toISOString(),
          endsAt: a.endsAt.toISOString(),
          announcedAt: a.announcedAt?.toISOString() ?? null,
          bids: a.bids.map((b) => ({ amount: b.amount, placedAt: b.placedAt.toISOString() })),
        })),
      },
      200,
    );
  });
}
