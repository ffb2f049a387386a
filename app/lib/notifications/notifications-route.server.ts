import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { systemClock } from "~/lib/clock";
import { notificationView } from "~/modules/notifications/describe-notification";
import {
  listNotifications,
  markNotificationsRead,
  countUnread,
} from "~/modules/notifications/list-notifications.server";
import { requirePageUser } from "~/lib/account-request.server";

type Context = Readonly<RouterContextProvider>;

const PAGE_SIZE = 20;

/** `?before=` of an "older" link; anything else shows the newest page. */
function pageStart(request: Request): number | undefined {
  const raw = new URL(request.url).searchParams.get("before");
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
}

/** A page of the user's notifications, worded in the page's language. */
export async function loadNotifications(request: Request, context: Context, userId: string) {
  const { db } = getServices(context).database;
  const { lang } = getRequestInfo(context);
  const before = pageStart(request);
  const [page, unreadCount] = await Promise.all([
    listNotifications({ db, userId, before, limit: PAGE_SIZE }),
    countUnread({ db, userId }),
  ]);
  return {
    items: page.items.map((item) => notificationView(item, lang)),
    unreadCount,
    nextBefore: page.nextBefore,
    isFirstPage: before === undefined,
  };
}

export type NotificationsPageData = Awaited<ReturnType<typeof loadNotifications>>;

const MarkReadForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read-all") }),
  z.object({
    intent: z.literal("read"),
    id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
]);

/**
 * The pages' "mark as read" forms (one notification, or all). Answers with a redirect to the same
 * page, so reloading it never posts again; the page and the bell then show the new counts.
 */
export async function markReadAction(
  request: Request,
  context: Context,
  pagePath: "/notifications" | "/profile/notifications",
) {
  const user = requirePageUser(request, context);
  const services = getServices(context);
  const form = MarkReadForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) throw new Response(null, { status: 400 });
  const now = (services.clock ?? systemClock)();
  const db = services.database.db;
  await markNotificationsRead(
    form.data.intent === "read-all"
      ? { db, userId: user.id, all: true, now }
      : { db, userId: user.id, ids: [form.data.id], now },
  );
  // Back to the page's own URL (the request's may be React Router's data URL), same page of it.
  const before = pageStart(request);
  return redirect(
    `${localizePath(pagePath, getRequestInfo(context).lang)}${before ? `?before=${before}` : ""}`,
  );
}
