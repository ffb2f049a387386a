import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Services } from "~/context.server";
import { systemClock } from "~/lib/clock";
import { notificationView } from "~/modules/notifications/describe-notification";
import { notificationEvents, type NotificationEvent } from "~/modules/notifications/notification-events";
import {
  countUnread,
  listNotifications,
  markNotificationsRead,
  NOTIFICATIONS_PAGE_MAX,
  type NotificationRecord,
} from "~/modules/notifications/list-notifications.server";
import type { Lang } from "~/i18n/config";
import { apiLang, translate } from "../http/lang";
import { problem } from "../http/problem";
import { authRequired, requireAuth } from "../http/session-auth";
import { guestProblem, json, jsonBody, problemResponse } from "./schemas";

const notificationsTag = ["Notifications"];
const MAX_ID = Number.MAX_SAFE_INTEGER;

const QuerySchema = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, "must be a notification id")
    .transform(Number)
    .pipe(z.number().max(MAX_ID, "is too large"))
    .optional()
    .openapi({
      param: { name: "before", in: "query" },
      type: "integer",
      minimum: 1,
      description: "Only notifications older than this id: `nextBefore` of the previous page",
    }),
  limit: z
    .string()
    .regex(/^\d{1,2}$/, `must be a whole number from 1 to ${NOTIFICATIONS_PAGE_MAX}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, "must be at least 1")
        .max(NOTIFICATIONS_PAGE_MAX, `must be at most ${NOTIFICATIONS_PAGE_MAX}`),
    )
    .optional()
    .openapi({
      param: { name: "limit", in: "query" },
      type: "integer",
      minimum: 1,
      maximum: NOTIFICATIONS_PAGE_MAX,
      default: 20,
    }),
});

const NotificationSchema = z
  .object({
    id: z.number().int(),
    event: z.enum(notificationEvents),
    auctionId: z.number().int().nullable(),
    params: z
      .record(z.string(), z.union([z.string(), z.number(), z.null()]))
      .openapi({ description: "What the event carries (money in halalas, times in ISO 8601)" }),
    title: z.string().openapi({ description: "In the request's language" }),
    body: z
      .string()
      .openapi({ description: "In the request's language; money in riyals, times in Riyadh time" }),
    href: z
      .string()
      .openapi({ description: "The auction's page in the request's language", example: "/mazadat/12" }),
    createdAt: z.string().openapi({ format: "date-time" }),
    readAt: z.string().nullable().openapi({ format: "date-time" }),
  })
  .openapi("Notification");

const NotificationPageSchema = z
  .object({
    items: z.array(NotificationSchema),
    unreadCount: z.number().int(),
    nextBefore: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "`before` for older ones; null on the last page" }),
  })
  .openapi("NotificationPage");

const ReadSchema = z
  .object({
    ids: z.array(z.number().int().positive().max(MAX_ID)).min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), "either ids or all")
  .openapi("NotificationsRead", {
    description: "Either `ids` (1–100 of your notifications; others are ignored) or `all: true`",
    example: { ids: [41, 42] },
  });

/** The stored events are the schema's enum; the view types them loosely for unknown live ones. */
function notificationBody(record: NotificationRecord, lang: Lang) {
  return { ...notificationView(record, lang), event: record.event as NotificationEvent };
}

const getMeNotificationsRoute = createRoute({
  method: "get",
  path: "/me/notifications",
  tags: notificationsTag,
  summary: "The user's notifications, newest first, in the request's language",
  request: { query: QuerySchema },
  responses: {
    200: json(NotificationPageSchema, "OK"),
    400: problemResponse("Malformed query (INVALID_QUERY)"),
    401: guestProblem,
  },
});

const postMeNotificationsReadRoute = createRoute({
  method: "post",
  path: "/me/notifications/read",
  tags: notificationsTag,
  summary: "Mark some or all of the user's notifications as read",
  request: { body: jsonBody(ReadSchema) },
  responses: {
    200: json(z.object({ unreadCount: z.number().int() }), "The unread count after"),
    401: guestProblem,
    422: problemResponse("Neither `ids` nor `all`, or both, or bad ids (VALIDATION)"),
  },
});

/**
 * The signed-in user's notifications. A guest hears 401 "Not authenticated" before anything else;
 * every query is scoped to the user, so ids of other users' notifications change nothing.
 */
export function registerNotificationRoutes(api: OpenAPIHono, services: Services) {
  const db = services.database.db;
  const now = () => (services.clock ?? systemClock)();
  api.use("/me/notifications", authRequired);
  api.use("/me/notifications/*", authRequired);

  api.openapi(getMeNotificationsRoute, async (c) => {
    const { user } = requireAuth(c);
    const { before, limit = 20 } = c.req.valid("query");
    const [page, unreadCount] = await Promise.all([
      listNotifications({ db, userId: user.id, before, limit }),
      countUnread({ db, userId: user.id }),
    ]);
    const lang = apiLang(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(
      {
        items: page.items.map((item) => notificationBody(item, lang)),
        unreadCount,
        nextBefore: page.nextBefore,
      },
      200,
    );
  });

  api.openapi(
    postMeNotificationsReadRoute,
    async (c) => {
      const { user } = requireAuth(c);
      const body = c.req.valid("json");
      const { unreadCount } = await markNotificationsRead(
        body.all
          ? { db, userId: user.id, all: true, now: now() }
          : { db, userId: user.id, ids: body.ids!, now: now() },
      );
      return c.json({ unreadCount }, 200);
    },
    (result, c: Context) => {
      // One message saying what the body must be, in the request's language, for any bad body.
      if (!result.success) {
        const message = translate(apiLang(c), "notifications.invalidReadRequest");
        const paths = [...new Set(result.error.issues.map((issue) => issue.path.join(".")))];
        return problem(c, "VALIDATION", { issues: paths.map((path) => ({ path, message })) });
      }
    },
  );
}
