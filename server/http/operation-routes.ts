import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, Env, Hono } from "hono";
import type { Config } from "~/config.server";
import type { Services } from "~/context.server";
import { readBearerToken } from "~/modules/accounts/session-cookie.server";
import type { Metrics } from "./metrics";
import { fromLoopback } from "./security";

/**
 * Who may read /metrics. With METRICS_TOKEN, whoever presents it as a bearer token ("refused"
 * otherwise: 401). Without it, nobody in production ("hidden": 404, as if there were no such
 * path) and only clients on this machine outside production.
 */
function metricsAccess(
  c: Context,
  config: Pick<Config, "metricsToken" | "production" | "trustProxy">,
): "granted" | "refused" | "hidden" {
  if (config.metricsToken) {
    const presented = readBearerToken(c.req.header("authorization"));
    return presented !== null && sameSecret(presented, config.metricsToken) ? "granted" : "refused";
  }
  if (config.production) return "hidden";
  return fromLoopback(c, config) ? "granted" : "hidden";
}

/** Constant-time comparison (of digests, so that neither length is revealed either). */
function sameSecret(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** For the load balancer and the operators: liveness, readiness, metrics and the deployed build. */
export function registerOperationRoutes<E extends Env>(app: Hono<E>, services: Services, metrics: Metrics) {
  const { database, logger, redis } = services;
  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" }));
  app.get("/readyz", async (c) => {
    try {
      await database.ping();
      // Not a reason to take the instance out of service: without Redis it serves everything,
      // live updates a little later (ADR 013). Not waited for while it reconnects.
      const redisState = !redis
        ? "not configured"
        : redis.status === "ready"
          ? await redis.ping().then(
              () => "ok",
              () => "unavailable",
            )
          : "unavailable";
      return c.json({ status: "ready", database: database.kind, redis: redisState }, 200, {
        "Cache-Control": "no-store",
      });
    } catch (err) {
      logger.warn({ err }, "readiness check failed");
      return c.json({ status: "unavailable" }, 503, { "Cache-Control": "no-store" });
    }
  });
  app.get("/metrics", async (c) => {
    const access = metricsAccess(c, services.config);
    if (access === "hidden") return c.notFound();
    if (access === "refused") {
      return c.text("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    }
    return c.body(await metrics.registry.metrics(), 200, {
      "Content-Type": metrics.registry.contentType,
      "Cache-Control": "no-store",
    });
  });
  /** The build manifest the browser polls to learn that a new version was deployed. */
  app.get("/_build/latest.json", (c) =>
    c.json({ id: services.buildId }, 200, { "Cache-Control": "no-store" }),
  );
}
