import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import {
  addFavorite,
  listFavoriteCards,
  MAX_FAVORITES,
  removeFavorite,
} from "~/modules/favorites/favorites.server";
import { requireAuth } from "../http/session-auth";
import { AuctionSummarySchema, summary } from "./auctions";
import { guestProblem, integerIdParam, json, problemResponse } from "./schemas";

/*
 * Favorites in the API (issue 16): the signed-in user's own list only; adding and removing are
 * idempotent by nature (PUT and DELETE of the pair), so they need no Idempotency-Key. The heart
 * on the pages calls the same domain operations (app/modules/favorites).
 */

const tags = ["Favorites"];
const AuctionIdParams = z.object({ auctionId: integerIdParam({ name: "auctionId", in: "path" }) });

const getFavoritesRoute = createRoute({
  method: "get",
  path: "/me/favorites",
  tags,
  summary: "My favorite auctions, the newest favorite first, each with its live status and price",
  responses: {
    200: json(z.object({ data: z.array(AuctionSummarySchema) }), "OK"),
    401: guestProblem,
  },
});

const putFavoriteRoute = createRoute({
  method: "put",
  path: "/me/favorites/{auctionId}",
  tags,
  summary: "Add an auction to my favorites (again: no change)",
  request: { params: AuctionIdParams },
  responses: {
    204: { description: "The auction is among my favorites" },
    400: problemResponse("Malformed auction id"),
    401: guestProblem,
    404: problemResponse("No such published auction (NOT_FOUND)"),
    422: problemResponse(`Already ${MAX_FAVORITES} favorites (FAVORITES_LIMIT)`),
  },
});

const deleteFavoriteRoute = createRoute({
  method: "delete",
  path: "/me/favorites/{auctionId}",
  tags,
  summary: "Remove an auction from my favorites (when it is not there: no change)",
  request: { params: AuctionIdParams },
  responses: {
    204: { description: "The auction is not among my favorites" },
    400: problemResponse("Malformed auction id"),
    401: guestProblem,
  },
});

export function registerFavoriteRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;

  api.openapi(getFavoritesRoute, async (c) => {
    const { user } = requireAuth(c);
    const cards = await listFavoriteCards(db, user.id);
    c.header("Cache-Control", "private, no-store");
    return c.json({ data: cards.map(summary) }, 200);
  });

  api.openapi(putFavoriteRoute, async (c) => {
    const { user } = requireAuth(c);
    await addFavorite({ db, userId: user.id, auctionId: c.req.valid("param").auctionId });
    return c.body(null, 204);
  });

  api.openapi(deleteFavoriteRoute, async (c) => {
    const { user } = requireAuth(c);
    await removeFavorite({ db, userId: user.id, auctionId: c.req.valid("param").auctionId });
    return c.body(null, 204);
  });
}
