import { redirect } from "react-router";
import { getRequestInfo } from "~/context.server";
import { localizePath } from "~/i18n/config";
import type { Route } from "./+types/orders-index";
import { requirePageUser } from "~/lib/account-request.server";

export const handle = { noindex: true };

/** /orders opens its first tab, "upcoming" (a guest signs in first and comes back here). */
export function loader({ request, context }: Route.LoaderArgs) {
  requirePageUser(request, context);
  throw redirect(localizePath("/orders/next", getRequestInfo(context).lang));
}
