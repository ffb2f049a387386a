import type { Route } from "./+types/profile-purchases";
import { loadOrderList } from "~/lib/orders/orders-route.server";
import { ProfileOrdersView } from "~/components/profile/profile-orders-view";

/** /profile/purchases: the same orders as /orders, seen from the profile. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrderList(request, context, "purchases");
}

export default function ProfilePurchases({ loaderData }: Route.ComponentProps) {
  return <ProfileOrdersView view="purchases" data={loaderData} />;
}
