import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";

/**
 * The public origin from the server's configuration. Absolute URLs for crawlers are built from it,
 * never from the Host header or window.location, which differ behind proxies and on staging.
 */
export function useSiteOrigin(): string {
  return useRouteLoaderData<RootData>("root")?.origin ?? "";
}
