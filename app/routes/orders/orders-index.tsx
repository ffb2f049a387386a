import { redirect } from "react-router";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import type { Route } from "./+types/orders-index";
import { requirePageUser } from "~/lib/account-request.server";
import { countOrders } from "~/modules/orders/list-orders.server";
import { firstGroupWithOrders } from "~/modules/orders/order-groups";

export const handle = { noindex: true };

/**
 * /orders opens the first tab that has orders ("upcoming" when none has); a guest signs in
 * first and comes back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  const counts = await countOrders({ db: getServices(context).database.db, userId: user.id });
  throw redirect(localizePath(`/orders/${firstGroupWithOrders(counts)}`, getRequestInfo(context).lang));
}
