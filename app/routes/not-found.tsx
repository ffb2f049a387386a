import { data } from "react-router";
import { ErrorView } from "~/components/layout/error-view";

/** Every unmatched path (and /404 itself) is answered with the 404 page and status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorView status={404} />;
}
