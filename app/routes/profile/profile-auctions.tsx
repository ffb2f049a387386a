import type { Route } from "./+types/profile-auctions";
import { loadOrderList } from "~/lib/orders/orders-route.server";
import { ProfileOrdersView } from "~/components/profile/profile-orders-view";

/** /profile/auctions: the same orders as /orders, seen from the profile. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrderList(request, context, "participating");
}

export default function ProfileAuctions({ loaderData }: Route.ComponentProps) {
  return <ProfileOrdersView view="participating" data={loaderData} />;
}
