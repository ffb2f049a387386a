import { data, redirect, type RouterContextProvider } from "react-router";
import { getRequestInfo, getServices, type RequestUser } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { translate } from "~/i18n/instances.server";
import { AppError, errorCodes } from "~/lib/errors";
import { safeRedirectTarget } from "~/lib/redirect-target";
import { listOrders } from "~/modules/orders/list-orders.server";
import { orderDeps } from "~/modules/orders/order-deps.server";
import { ORDERS_MAX_PAGE, type OrderSelection } from "~/modules/orders/order-groups";
import { readOrderHolder } from "~/modules/orders/order-receipt.server";
import { settlementsForAuctions } from "~/modules/payments/settlements.server";
import { requirePageUser } from "~/lib/account-request.server";
import { orderNotices, type OrderNotice } from "./order-notices";

type Context = Readonly<RouterContextProvider>;

/**
 * The page's own URL. A navigation in the browser loads the data from "<path>.data" (React
 * Router's single fetch), which must never leak into links the page builds.
 */
function documentUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  return url;
}

/** `?page=` of a list: absent is the first page; anything but a plain page number is not a page. */
function pageOf(url: URL): number {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,4}$/.test(raw) || Number(raw) > ORDERS_MAX_PAGE) throw data(null, { status: 404 });
  return Number(raw);
}

/** What an action asked the next page to say (`?notice=`), if it is one we know. */
function noticeOf(url: URL): OrderNotice | null {
  const raw = url.searchParams.get("notice");
  return (orderNotices as readonly string[]).includes(raw ?? "") ? (raw as OrderNotice) : null;
}

/**
 * A list page of the signed-in user's orders (a group of /orders, or a profile view), with the
 * counts for the tabs and the notice an action left. A page past the last one goes to the last
 * (after a cancellation emptied it, say).
 */
export async function loadOrderList(request: Request, context: Context, selection: OrderSelection) {
  const user = requirePageUser(request, context);
  const deps = orderDeps(getServices(context));
  const url = documentUrl(request);
  const page = pageOf(url);
  const result = await listOrders({ db: deps.db, userId: user.id, group: selection, page, now: deps.now() });
  if (page > result.pages) {
    url.searchParams.delete("page");
    if (result.pages > 1) url.searchParams.set("page", String(result.pages));
    throw redirect(`${url.pathname}${url.search}`);
  }
  // What the user owes (or paid) for the auctions they won, for those orders' cards.
  const settlements = await settlementsForAuctions({
    db: deps.db,
    userId: user.id,
    auctionIds: result.items.filter((o) => o.outcome === "won").map((o) => o.auction.id),
  });
  const notice = noticeOf(url);
  const email =
    notice === "mailed" ? ((await readOrderHolder({ db: deps.db, userId: user.id }))?.email ?? "") : "";
  url.searchParams.delete("notice");
  return {
    user: { name: user.name, roles: user.roles },
    ...result,
    items: result.items.map((order) => ({ ...order, settlement: settlements.get(order.auction.id) ?? null })),
    notice: notice && { kind: notice, email },
    /** Where the cards' actions come back to: this page, without the notice. */
    back: `${url.pathname}${url.search}`,
  };
}

export type OrderListData = Awaited<ReturnType<typeof loadOrderList>>;

/**
 * Where an action sends the user afterwards: the page they came from (`back`, a path of this
 * site only), or `fallback`, with the notice the page shows.
 */
export function redirectWithNotice(back: unknown, fallback: string, notice: OrderNotice) {
  const target = new URL(safeRedirectTarget(back) ?? fallback, "http://mazad.invalid");
  target.searchParams.set("notice", notice);
  return redirect(`${target.pathname}${target.search}`);
}

/** A domain error as the form's message in the page's language (the status stays the error's). */
export function formError(context: Context, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
  const { lang } = getRequestInfo(context);
  const retryAfter = error.details?.retryAfterSeconds;
  const message = translate(
    lang,
    errorCodes[error.code].message,
    retryAfter === undefined ? undefined : { count: Math.ceil(retryAfter / 60) },
  );
  return data({ error: message, code: error.code }, { status: error.status });
}

/** The user, or a redirect to sign in (and back); actions use it as loaders do. */
export function orderUser(request: Request, context: Context): RequestUser {
  return requirePageUser(request, context);
}

/** The orders page of a group in the page's language, e.g. "/en/orders/next". */
export function ordersPath(context: Context, group: string) {
  return localizePath(`/orders/${group}`, getRequestInfo(context).lang);
}
