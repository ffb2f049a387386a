import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { accountDeps } from "~/modules/accounts/account-deps.server";
import { getAuctionDetail, type AuctionDetail } from "~/modules/auctions/get-auction-detail.server";
import { ladderIncrement } from "~/modules/bidding/increments";
import {
  notificationEvents,
  type NewNotification,
  type NotificationEvent,
} from "~/modules/notifications/notification-events";
import { notifyUsers } from "~/modules/notifications/notify-users.server";
import { AppError } from "~/lib/errors";
import { authRequired, requireAuth } from "../http/session-auth";
import { guestProblem, json, jsonBody, problemResponse } from "./schemas";
import { guardDevEndpoint, servesDevEndpoints } from "./dev-access";

/** Plausible params for `event` from the auction as it stands (a developer's test notification). */
function paramsFor(
  event: NotificationEvent,
  { auction, property }: AuctionDetail,
): NewNotification["params"] {
  const base = { assetNumber: property.assetNumber, titleAr: property.titleAr, titleEn: property.titleEn };
  const price = auction.currentPrice ?? auction.openingPrice;
  switch (event) {
    case "bid_accepted":
    case "auction_won":
    case "auction_lost":
      return { ...base, amount: price };
    case "outbid":
      return {
        ...base,
        amount: price,
        minimumNextBid: price + (auction.bidIncrement ?? ladderIncrement(price)),
      };
    case "auction_extended":
    case "auction_ending_soon":
      return { ...base, endsAt: auction.endsAt.toISOString() };
    case "auction_starting_soon":
      return { ...base, hours: 1, startsAt: auction.startsAt.toISOString() };
    case "auction_cancelled":
      return {
        ...base,
        reasonAr: auction.cancelReasonAr ?? "إشعار تجريبي من بيئة التطوير",
        reasonEn: auction.cancelReasonEn ?? "A test notification from the development environment",
      };
    case "payment_received":
    case "payment_failed":
      return { amount: auction.deposit, reference: "MZD-DEV-0001" };
    case "transfer_rejected":
      return {
        amount: auction.deposit,
        reference: "MZD-DEV-0001",
        reason: "إشعار تجريبي / A test notification",
      };
    case "settlement_defaulted":
      return { ...base, amount: auction.deposit, dueAt: auction.endsAt.toISOString() };
    case "next_bidder_offer":
      return {
        ...base,
        amount: auction.deposit,
        expiresAt: auction.endsAt.toISOString(),
        offerId: "00000000-0000-4000-8000-000000000000",
      };
    case "auction_rebooked":
      return base;
    case "withdrawal_paid":
      return { amount: auction.deposit, iban: "SA** **** **** **** **** 7519" };
    case "withdrawal_rejected":
      return { amount: auction.deposit, reason: "إشعار تجريبي / A test notification" };
    case "bank_account_verified":
      return { iban: "SA** **** **** **** **** 7519" };
    case "bank_account_rejected":
      return { iban: "SA** **** **** **** **** 7519", reason: "إشعار تجريبي / A test notification" };
    case "account_suspended":
    case "account_reinstated":
      return { reason: "إشعار تجريبي / A test notification" };
    case "cancellation_rejected":
      return { ...base, reason: "إشعار تجريبي / A test notification" };
    case "listing_changes_requested":
    case "listing_rejected":
      return {
        requestId: "00000000-0000-4000-8000-000000000000",
        titleAr: property.titleAr,
        titleEn: property.titleEn,
        reasonAr: "إشعار تجريبي من بيئة التطوير",
        reasonEn: "A test notification from the development environment",
      };
    case "owner_auction_scheduled":
      return { ...base, startsAt: auction.startsAt.toISOString() };
    case "owner_auction_live":
      return { ...base, endsAt: auction.endsAt.toISOString() };
    case "owner_auction_sold":
      return { ...base, amount: auction.openingPrice };
    case "owner_auction_unsold":
      return { ...base, outcome: "no_bids" };
    case "owner_auction_cancelled":
      return {
        ...base,
        reasonAr: "إشعار تجريبي من بيئة التطوير",
        reasonEn: "A test notification from the development environment",
      };
    case "agency_invited":
    case "agency_confirmed":
    case "agency_declined":
    case "agency_revoked":
      return { agencyId: "00000000-0000-4000-8000-000000000000", name: "إشعار تجريبي / A test" };
    case "agent_bid_placed":
      return { ...base, amount: auction.openingPrice, name: "إشعار تجريبي / A test" };
    case "chat_message":
      return {
        conversationId: "00000000-0000-4000-8000-000000000000",
        senderName: "مزاد / Mazad",
        support: 0,
      };
    case "listing_submitted_for_principal":
      return {
        requestId: "00000000-0000-4000-8000-000000000000",
        titleAr: property.titleAr,
        titleEn: property.titleEn,
        name: "إشعار تجريبي / A test",
      };
    case "listing_approved":
      return {
        requestId: "00000000-0000-4000-8000-000000000000",
        titleAr: property.titleAr,
        titleEn: property.titleEn,
      };
    case "inquiry_answered":
      return {
        inquiryId: "00000000-0000-4000-8000-000000000000",
        reason: "إشعار تجريبي / A test notification",
      };
    case "authority_request_submitted":
    case "authority_request_under_review":
    case "authority_request_approved":
      return {
        requestId: "00000000-0000-4000-8000-000000000000",
        titleAr: "الوكالة",
        titleEn: "power of attorney",
      };
    case "authority_request_rejected":
    case "authority_request_more_documents":
      return {
        requestId: "00000000-0000-4000-8000-000000000000",
        titleAr: "الوكالة",
        titleEn: "power of attorney",
        reasonAr: "إشعار تجريبي من بيئة التطوير",
        reasonEn: "A test notification from the development environment",
      };
  }
}

const postDevNotificationsRoute = createRoute({
  method: "post",
  path: "/dev/notifications",
  tags: ["Development"],
  summary: "Send yourself a test notification (not in production)",
  request: {
    body: jsonBody(
      z.object({
        auctionId: z.number().int().positive().max(2_147_483_647),
        event: z.enum(notificationEvents).default("outbid"),
      }),
    ),
  },
  responses: {
    201: json(z.object({ id: z.number().int() }), "Sent"),
    401: guestProblem,
    404: problemResponse("No such auction"),
    422: problemResponse("Invalid body (VALIDATION)"),
  },
});

/**
 * Outside production, to clients on this machine (dev-access.ts): sends the signed-in user a
 * notification about a real auction through the whole path (record, live event, SMS and e-mail
 * copies per their settings), so a developer or a browser test can see the bell, the toast and the
 * outbox react. Elsewhere: 404.
 */
export function registerDevNotificationRoutes(api: OpenAPIHono, services: Services) {
  if (!servesDevEndpoints(services.config)) return;
  guardDevEndpoint(api, services, "/dev/notifications");
  api.use("/dev/notifications", authRequired);
  api.openapi(postDevNotificationsRoute, async (c) => {
    const { user } = requireAuth(c);
    const { auctionId, event } = c.req.valid("json");
    const detail = await getAuctionDetail({ db: services.database.db, id: auctionId });
    if (!detail) throw new AppError("NOT_FOUND");
    const deps = accountDeps(services);
    const item = { userId: user.id, event, auctionId, params: paramsFor(event, detail) } as NewNotification;
    const { ids } = await notifyUsers({
      db: services.database.db,
      live: services.live,
      messenger: deps.messenger,
      logger: services.logger,
      appOrigin: services.config.appOrigin,
      items: [item],
      now: deps.clock(),
    });
    return c.json({ id: ids[0]! }, 201);
  });
}
