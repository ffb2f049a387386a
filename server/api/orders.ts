import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { localizePath, type Lang } from "~/i18n/config";
import { formatDateTime } from "~/i18n/format";
import { AppError } from "~/lib/errors";
import { photoUrl } from "~/modules/media/photo-url";
import { getOrder, listOrders } from "~/modules/orders/list-orders.server";
import { RECEIPT_MAILS_PER_HOUR } from "~/modules/messaging/receipt-mail-limit.server";
import { mailOrderReceipt } from "~/modules/orders/mail-order-receipt.server";
import { orderDeps } from "~/modules/orders/order-deps.server";
import { ORDERS_MAX_PAGE, orderGroups, orderStatus, type Order } from "~/modules/orders/order-groups";
import { verifyReceipt } from "~/modules/orders/order-receipt.server";
import { withdrawRegistration } from "~/modules/bidding/withdraw-registration.server";
import { apiLang, translate } from "../http/lang";
import { authRequired, requireAuth } from "../http/session-auth";
import { guestProblem, json, problemResponse } from "./schemas";

const tags = ["Orders"];
const timestamp = z.string().openapi({ format: "date-time" });
const halalas = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `${description}, halalas` });

const ListQuery = z.object({
  group: z
    .enum(orderGroups, { error: `must be one of ${orderGroups.join(", ")}` })
    .optional()
    .openapi({
      param: { name: "group", in: "query" },
      description: "next (upcoming), current (live), finished, or cancelled (by you or the committee)",
      default: "next",
    }),
  page: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, `must be a whole number from 1 to ${ORDERS_MAX_PAGE}`)
    .transform(Number)
    .pipe(z.number().max(ORDERS_MAX_PAGE, `must be at most ${ORDERS_MAX_PAGE}`))
    .optional()
    .openapi({ param: { name: "page", in: "query" }, type: "integer", minimum: 1, default: 1 }),
});

const IdParams = z.object({
  id: z.uuid("must be an order id").openapi({ param: { name: "id", in: "path" }, format: "uuid" }),
});

const OrderSchema = z
  .object({
    id: z.string().uuid(),
    group: z.enum(orderGroups),
    status: z.enum(["active", "withdrawn"]).openapi({ description: "withdrawn: you cancelled the request" }),
    state: z.string().openapi({
      description:
        "What the order's state line says: registered, live, leading, outbid, won, lost, notSold, withdrawn or cancelledByCommittee",
    }),
    stateText: z.string().openapi({ description: "That state in the request's language" }),
    createdAt: timestamp,
    withdrawnAt: timestamp.nullable(),
    rulesVersion: z.number().int().openapi({ description: "The version of the special rules you accepted" }),
    rulesAcceptedAt: timestamp,
    bidderNumber: z.number().int().nullable().openapi({ description: "“Bidder N”, from your first bid on" }),
    highestBid: halalas("Your highest bid").nullable(),
    outcome: z.enum(["won", "lost"]).nullable(),
    leading: z.boolean().openapi({ description: "True while the auction is live and your bid leads" }),
    receiptCode: z.string().openapi({ example: "MZD-7K3Q-9XW2-H4TB" }),
    auction: z.object({
      id: z.number().int(),
      status: z.enum(["upcoming", "current", "finished", "cancelled"]),
      assetNumber: z.string(),
      title: z.string().openapi({ description: "In the request's language" }),
      titleAr: z.string(),
      titleEn: z.string(),
      city: z.string().openapi({ description: "In the request's language" }),
      photoUrl: z.string().nullable(),
      startsAt: timestamp,
      endsAt: timestamp,
      deposit: halalas("The deposit"),
      openingPrice: halalas("The opening price"),
      currentPrice: halalas("The highest bid so far").nullable(),
      endPrice: halalas("The hammer price").nullable(),
      outcome: z.enum(["sold", "reserve_not_met", "no_bids"]).nullable(),
      rulesVersion: z.number().int().openapi({ description: "The special rules' current version" }),
      cancelReason: z
        .object({ ar: z.string(), en: z.string() })
        .nullable()
        .openapi({ description: "The organizing committee's reason, when it cancelled the auction" }),
    }),
    actions: z.object({
      enter: z.boolean().openapi({ description: "The auction is open: its page is /mazadat/{auction.id}" }),
      cancel: z
        .boolean()
        .openapi({ description: "POST /me/orders/{id}/cancel is possible (before the start)" }),
      rebook: z.object({ auctionId: z.number().int(), sameAuction: z.boolean() }).nullable().openapi({
        description:
          "Register again at POST /auctions/{auctionId}/registrations: the same auction, or the property's new one",
      }),
      receipt: z.object({ href: z.string().openapi({ description: "The printable receipt page" }) }),
    }),
  })
  .openapi("Order");

const CountsSchema = z
  .object({
    next: z.number().int(),
    current: z.number().int(),
    finished: z.number().int(),
    cancelled: z.number().int(),
    won: z.number().int().openapi({ description: "Finished auctions you won (your purchases)" }),
  })
  .openapi("OrderCounts");

const OrderPageSchema = z
  .object({
    group: z.enum(orderGroups),
    items: z.array(OrderSchema),
    counts: CountsSchema,
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int(),
  })
  .openapi("OrderPage");

const ReceiptCheckSchema = z
  .object({
    code: z.string(),
    assetNumber: z.string(),
    registeredAt: timestamp,
    status: z.enum(["active", "withdrawn"]),
  })
  .openapi("ReceiptCheck");

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An order as the API answers it, its titles and state line in the request's language. */
function orderBody(order: Order, lang: Lang) {
  const a = order.auction;
  const state = orderStatus(order);
  return {
    id: order.id,
    group: order.group,
    status: order.status,
    state,
    stateText: translate(lang, `orders.status.${state}`, {
      date: order.withdrawnAt ? formatDateTime(order.withdrawnAt, lang) : "",
    }),
    createdAt: order.createdAt.toISOString(),
    withdrawnAt: iso(order.withdrawnAt),
    rulesVersion: order.rulesVersion,
    rulesAcceptedAt: order.rulesAcceptedAt.toISOString(),
    bidderNumber: order.bidderNumber,
    highestBid: order.highestBid,
    outcome: order.outcome,
    leading: order.leading,
    receiptCode: order.receiptCode,
    auction: {
      id: a.id,
      status: a.status,
      assetNumber: a.assetNumber,
      title: lang === "ar" ? a.titleAr : a.titleEn,
      titleAr: a.titleAr,
      titleEn: a.titleEn,
      city: lang === "ar" ? a.cityAr : a.cityEn,
      photoUrl: a.photoKey ? photoUrl(a.photoKey) : null,
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      deposit: a.deposit,
      openingPrice: a.openingPrice,
      currentPrice: a.currentPrice,
      endPrice: a.endPrice,
      outcome: a.outcome,
      rulesVersion: a.rulesVersion,
      cancelReason:
        a.status === "cancelled" && a.cancelReasonAr && a.cancelReasonEn
          ? { ar: a.cancelReasonAr, en: a.cancelReasonEn }
          : null,
    },
    actions: {
      enter: order.actions.enter,
      cancel: order.actions.cancel,
      rebook: order.actions.rebook,
      receipt: { href: localizePath(`/orders/${order.id}/receipt`, lang) },
    },
  };
}

const getMeOrdersRoute = createRoute({
  method: "get",
  path: "/me/orders",
  tags,
  summary: "Your orders in one group, a page at a time, with every group's count",
  request: { query: ListQuery },
  responses: {
    200: json(OrderPageSchema, "OK"),
    400: problemResponse("A bad group or page (INVALID_QUERY)"),
    401: guestProblem,
  },
});

const getMeOrdersByIdRoute = createRoute({
  method: "get",
  path: "/me/orders/{id}",
  tags,
  summary: "One of your orders",
  request: { params: IdParams },
  responses: {
    200: json(OrderSchema, "OK"),
    400: problemResponse("Malformed id"),
    401: guestProblem,
    404: problemResponse("No such order of yours"),
  },
});

const postMeOrdersByIdCancelRoute = createRoute({
  method: "post",
  path: "/me/orders/{id}/cancel",
  tags,
  summary: "Cancel the request (withdraw your registration) before the auction starts",
  description:
    "Nothing is released or charged: a deposit is locked only while you lead, and nobody leads before the start. " +
    "The order stays, in the cancelled group. Cancelling a cancelled order answers it again.",
  request: { params: IdParams },
  responses: {
    200: json(OrderSchema, "Cancelled"),
    400: problemResponse("Malformed id"),
    401: guestProblem,
    404: problemResponse("No such order of yours"),
    409: problemResponse("The auction has started, is over or was cancelled (REGISTRATION_NOT_CANCELLABLE)"),
  },
});

const postMeOrdersByIdReceiptMailRoute = createRoute({
  method: "post",
  path: "/me/orders/{id}/receipt/mail",
  tags,
  summary: "E-mail yourself a copy of the order's electronic receipt",
  description: `Sent to your account's e-mail, in the request's language. At most ${RECEIPT_MAILS_PER_HOUR} an hour.`,
  request: { params: IdParams },
  responses: {
    202: json(z.object({ email: z.string() }), "Sent (delivered in the background)"),
    400: problemResponse("Malformed id"),
    401: guestProblem,
    404: problemResponse("No such order of yours"),
    429: problemResponse("Too many receipts mailed this hour; see Retry-After (RATE_LIMITED)"),
  },
});

const getReceiptsVerifyRoute = createRoute({
  method: "get",
  path: "/receipts/verify",
  tags,
  summary: "Check a receipt by its verification code (public)",
  description:
    "Says whether a receipt is genuine, with only the facts that name no one: the asset number, the registration's " +
    "date and whether it still stands. Spaces, dashes and case do not matter.",
  request: {
    query: z.object({
      code: z
        .string()
        .min(1)
        .max(64)
        .openapi({ param: { name: "code", in: "query" }, example: "MZD-7K3Q-9XW2-H4TB" }),
    }),
  },
  responses: {
    200: json(ReceiptCheckSchema, "A genuine receipt"),
    400: problemResponse("No code (INVALID_QUERY)"),
    404: problemResponse("No receipt has this code"),
  },
});

/**
 * The signed-in user's orders (their registrations for auctions), the seed's "cancel request" and
 * "mail receipt", and the public receipt check. Every /me query is filtered by the signed-in
 * user: another user's order id is answered 404, exactly like an id that does not exist.
 */
export function registerOrderRoutes(api: OpenAPIHono, services: Services) {
  const deps = () => orderDeps(services);
  api.use("/me/orders", authRequired);
  api.use("/me/orders/*", authRequired);

  api.openapi(getMeOrdersRoute, async (c) => {
    const { user } = requireAuth(c);
    const { group = "next", page = 1 } = c.req.valid("query");
    const lang = apiLang(c);
    const result = await listOrders({ db: deps().db, userId: user.id, group, page, now: deps().now() });
    c.header("Cache-Control", "private, no-store");
    return c.json({ group, ...result, items: result.items.map((o) => orderBody(o, lang)) }, 200);
  });

  api.openapi(getMeOrdersByIdRoute, async (c) => {
    const { user } = requireAuth(c);
    const { id } = c.req.valid("param");
    const order = await getOrder({ db: deps().db, userId: user.id, orderId: id, now: deps().now() });
    if (!order) throw new AppError("NOT_FOUND");
    const lang = apiLang(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(orderBody(order, lang), 200);
  });

  api.openapi(postMeOrdersByIdCancelRoute, async (c) => {
    const { user } = requireAuth(c);
    const { id } = c.req.valid("param");
    const { db, now } = deps();
    await withdrawRegistration({ db, userId: user.id, orderId: id });
    const order = await getOrder({ db, userId: user.id, orderId: id, now: now() });
    if (!order) throw new AppError("NOT_FOUND");
    const lang = apiLang(c);
    return c.json(orderBody(order, lang), 200);
  });

  api.openapi(postMeOrdersByIdReceiptMailRoute, async (c) => {
    const { user } = requireAuth(c);
    const { id } = c.req.valid("param");
    const d = deps();
    const { email } = await mailOrderReceipt({
      db: d.db,
      messenger: d.messenger,
      limiter: d.receiptMailLimiter,
      userId: user.id,
      orderId: id,
      lang: apiLang(c),
      appOrigin: d.appOrigin,
      now: d.now(),
    });
    return c.json({ email }, 202);
  });

  api.openapi(getReceiptsVerifyRoute, async (c) => {
    const { code } = c.req.valid("query");
    const check = await verifyReceipt({ db: deps().db, code });
    if (!check) throw new AppError("NOT_FOUND");
    return c.json({ ...check, registeredAt: check.registeredAt.toISOString() }, 200);
  });
}
