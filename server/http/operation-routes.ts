import type { Env, Hono } from "hono";
import type { Services } from "~/context.server";
import type { Metrics } from "./metrics";

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
  app.get("/metrics", async (c) =>
    c.body(await metrics.registry.metrics(), 200, { "Content-Type": metrics.registry.contentType }),
  );
  /** The build manifest the browser polls to learn that a new version was deployed. */
  app.get("/_build/latest.json", (c) =>
    c.json({ id: services.buildId }, 200, { "Cache-Control": "no-store" }),
  );
}
