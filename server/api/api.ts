import { OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { HTTPException } from "hono/http-exception";
import { AppError } from "~/lib/errors";
import { detectApiLanguage } from "../http/lang";
import { appErrorProblem, localizeSchemaIssues, problem } from "../http/problem";
import { sessionMiddleware } from "../http/session-auth";
import { registerAdminAuctionEditingRoutes } from "./admin-auction-editing";
import { registerAdminAuctionRoutes } from "./admin-auctions";
import { registerNextBidderOfferRoutes } from "./next-bidder-offers";
import { registerAdminUserRoutes } from "./admin-users";
import { registerAdminRefundRoutes } from "./admin-refunds";
import { registerAdminSettingsRoutes } from "./admin-settings";
import { registerAdminAuditRoutes } from "./admin-audit";
import { registerAdminWithdrawalRoutes } from "./admin-withdrawals";
import { registerAuctionRoutes } from "./auctions";
import { registerAuthRoutes } from "./auth";
import { registerBidRoutes } from "./bids";
import { registerCityRoutes } from "./cities";
import { registerDevNotificationRoutes } from "./dev-notifications";
import { registerDevOutboxRoutes } from "./dev-outbox";
import { registerDevWonAuctionRoutes } from "./dev-won-auction";
import { registerEventsDoc } from "./events";
import { registerInquiryRoutes } from "./inquiries";
import { registerFavoriteRoutes } from "./favorites";
import { registerListingRoutes } from "./listings";
import { registerAgentRoutes } from "./agents";
import { registerAgentPaymentRoutes } from "./agent-payments";
import { registerAuthorityRequestRoutes } from "./authority-requests";
import { registerChatRoutes } from "./chat";
import { registerMeRoutes } from "./me";
import { registerDashboardRoutes } from "./dashboard";
import { registerMazadStatusRoutes } from "./mazad-status";
import { registerMetaRoutes } from "./meta";
import { registerNotificationRoutes } from "./notifications";
import { registerOrderRoutes } from "./orders";
import { registerAdminTransferRoutes } from "./admin-transfers";
import { registerCardPaymentRoutes, registerPaymentWebhookRoute } from "./card-payments";
import { registerPaymentRoutes } from "./payments";
import { registerTransferRoutes } from "./transfers";
import { registerRegistrationRoutes } from "./registrations";
import { registerSettlementRoutes } from "./settlements";
import { registerWalletRoutes } from "./wallet";
import { enforceAccessTable } from "./security-table";
import { registerWithdrawalRoutes } from "./withdrawals";
import { unstorableTextProblem } from "./schemas";

/** The document's head; the paths come from the routes' own schemas. */
export const openApiInfo = {
  openapi: "3.1.0",
  info: {
    title: "Mazad API",
    version: "1.0.0",
    description:
      "Real-estate auctions in Saudi Arabia. Errors are RFC 9457 problem+json documents with a " +
      "stable `code` and a `detail` in the request's language (`lang` query, Accept-Language, " +
      "or the `lng` cookie; Arabic by default). Money is in integer halalas (1 SAR = 100). " +
      "Signed-in calls carry the session as the `mazad_session` cookie (writes must then come " +
      "from our origin) or as `Authorization: Bearer <token>` (the token returned by sign-in).",
  },
  servers: [{ url: "/api/v1" }],
};

/**
 * The JSON API under /api/v1. Every route is declared with Zod schemas, which both validate the
 * request and generate the OpenAPI 3.1 document at /api/v1/openapi.json.
 */
export function createApi(services: Services) {
  const api = new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) {
        // A body's fields (JSON or a multipart form) are a form's: 422 with each field's path and
        // message; a query, path or header 400; every message in the request's language.
        const issues = localizeSchemaIssues(c, result.error.issues);
        if (result.target === "json" || result.target === "form") return problem(c, "VALIDATION", { issues });
        return problem(c, "INVALID_QUERY", { issues });
      }
      return unstorableTextProblem(result, c);
    },
  });
  // Who may call each operation (security-table.ts): every route below is guarded before its
  // validators, and documented with its operationId, security and common 4xx answers.
  enforceAccessTable(api);
  api.use(detectApiLanguage);
  // Before the session middleware: a gateway's webhook is authenticated by its signature alone.
  registerPaymentWebhookRoute(api, services);
  // Resolves the session (cookie or bearer) and refuses forged cross-site writes.
  api.use(sessionMiddleware(services, (c) => problem(c, "CSRF")));

  registerMetaRoutes(api, services);
  registerCityRoutes(api, services);
  registerAuctionRoutes(api, services);
  registerRegistrationRoutes(api, services);
  registerBidRoutes(api, services);
  registerAdminAuctionRoutes(api, services);
  registerNextBidderOfferRoutes(api, services);
  registerAdminAuctionEditingRoutes(api, services);
  registerAuthRoutes(api, services);
  registerMeRoutes(api, services);
  registerDashboardRoutes(api, services);
  registerMazadStatusRoutes(api, services);
  registerEventsDoc(api);
  registerNotificationRoutes(api, services);
  registerOrderRoutes(api, services);
  registerCardPaymentRoutes(api, services);
  registerTransferRoutes(api, services);
  registerPaymentRoutes(api, services);
  registerAdminTransferRoutes(api, services);
  registerAdminUserRoutes(api, services);
  registerSettlementRoutes(api, services);
  registerWalletRoutes(api, services);
  registerWithdrawalRoutes(api, services);
  registerAdminWithdrawalRoutes(api, services);
  registerListingRoutes(api, services);
  registerInquiryRoutes(api, services);
  registerAgentRoutes(api, services);
  registerAgentPaymentRoutes(api, services);
  registerAuthorityRequestRoutes(api, services);
  registerFavoriteRoutes(api, services);
  registerChatRoutes(api, services);
  registerAdminRefundRoutes(api, services);
  registerAdminSettingsRoutes(api, services);
  registerAdminAuditRoutes(api, services);
  registerDevOutboxRoutes(api, services);
  registerDevNotificationRoutes(api, services);
  registerDevWonAuctionRoutes(api, services);

  api.doc31("/openapi.json", openApiInfo);

  // Mounted under the page server, a sub-app's notFound never fires: the catch-all answers instead,
  // so no /api/v1 path ever falls through to the HTML pages.
  api.all("*", (c) => problem(c, "NOT_FOUND"));
  api.onError((err, c) => {
    if (err instanceof AppError) return appErrorProblem(c, err);
    if (err instanceof HTTPException && err.status === 415) return problem(c, "UNSUPPORTED_MEDIA_TYPE");
    if (err instanceof HTTPException && err.status === 400) return problem(c, "BAD_REQUEST");
    services.logger.error({ err, path: c.req.path }, "API error");
    return problem(c, "INTERNAL");
  });
  return api;
}

export type Api = ReturnType<typeof createApi>;
