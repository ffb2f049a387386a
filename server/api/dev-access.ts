import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Config } from "~/config.server";
import type { Services } from "~/context.server";
import { problem } from "../http/problem";
import { fromLoopback } from "../http/security";

/**
 * Whether this process serves the development endpoints (/dev/…) at all: never in production
 * (parseConfig refuses DEV_ENDPOINTS there), nor with DEV_ENDPOINTS=off.
 */
export function servesDevEndpoints(config: Pick<Config, "production" | "devEndpoints">): boolean {
  return !config.production && config.devEndpoints !== "off";
}

/**
 * Puts a development endpoint behind its gate, before any other middleware of the path: with
 * DEV_ENDPOINTS=loopback (the default) only a client on this machine reaches it (its address read
 * as the rate limits read it, honouring TRUST_PROXY); anyone else hears 404, as if it did not
 * exist. These endpoints read texted codes and credit wallets, so a server reachable from a
 * network must not answer them to that network.
 */
export function guardDevEndpoint(api: OpenAPIHono, services: Pick<Services, "config">, path: string) {
  api.use(path, async (c, next) => {
    const { config } = services;
    if (config.devEndpoints === "on" || (config.devEndpoints === "loopback" && fromLoopback(c, config))) {
      return next();
    }
    return problem(c, "NOT_FOUND");
  });
}
