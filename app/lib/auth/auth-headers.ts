import type { HeadersFunction } from "react-router";

/**
 * A lockout's Retry-After travels with the form's answer, to the page (no JavaScript) and to
 * React Router's data request alike; without a `headers` export only cookies would.
 */
export const authHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
