import type { Route } from "./+types/profile-history";
import { loadOrderList } from "~/lib/orders/orders-route.server";
import { ProfileOrdersView } from "~/components/profile/profile-orders-view";

/** /profile/history: the same orders as /orders, seen from the profile. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrderList(request, context, "history");
}

export default function ProfileHistory({ loaderData }: Route.ComponentProps) {
  return <ProfileOrdersView view="history" data={loaderData} />;
}
