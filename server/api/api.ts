import { OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { detectApiLanguage } from "../http/lang";
import { problem } from "../http/problem";
import { registerAuctionRoutes } from "./auctions";
import { registerBidRoutes } from "./bids";
import { registerCityRoutes } from "./cities";
import { registerMetaRoutes } from "./meta";

/**
 * The JSON API under /api/v1. Every route is declared with Zod schemas, which both validate the
 * request and generate the OpenAPI 3.1 document at /api/v1/openapi.json.
 */
export function createApi(services: Services) {
  const api = new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) {
        return problem(c, "INVALID_QUERY", {
          issues: result.error.issues.map((issue) => ({
            path: issue.path.join("."),
            message: issue.message,
          })),
        });
      }
    },
  });
  api.use(detectApiLanguage);

  registerMetaRoutes(api, services);
  registerCityRoutes(api, services);
  registerAuctionRoutes(api, services);
  registerBidRoutes(api, services);

  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Mazad API",
      version: "1.0.0",
      description:
        "Real-estate auctions in Saudi Arabia. Errors are RFC 9457 problem+json documents with a " +
        "stable `code` and a `detail` in the request's language (`lang` query, Accept-Language, " +
        "or the `lng` cookie; Arabic by default). Money is in integer halalas (1 SAR = 100).",
    },
    servers: [{ url: "/api/v1" }],
  });

  // Mounted under the page server, a sub-app's notFound never fires: the catch-all answers instead,
  // so no /api/v1 path ever falls through to the HTML pages.
  api.all("*", (c) => problem(c, "NOT_FOUND"));
  api.onError((err, c) => {
    services.logger.error({ err, path: c.req.path }, "API error");
    return problem(c, "INTERNAL");
  });
  return api;
}

export type Api = ReturnType<typeof createApi>;
