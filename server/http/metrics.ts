import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import client, { type Registry } from "prom-client";

/** Figures other parts of the process report when scraped. */
export type MetricSources = {
  openEventStreams?: () => number;
  /** Registries other parts keep for themselves (the job runner's), served on /metrics too. */
  registries?: Registry[];
};

export function createMetrics(sources: MetricSources = {}) {
  const own = new client.Registry();
  client.collectDefaultMetrics({ register: own });
  const { openEventStreams } = sources;
  if (openEventStreams) {
    new client.Gauge({
      name: "live_event_streams_open",
      help: "Server-Sent Events streams open on this instance",
      registers: [own],
      collect() {
        this.set(openEventStreams());
      },
    });
  }
  const requestDuration = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "Duration of HTTP requests by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [own],
  });
  // Merging shares the metric objects, so the merged registry reads their live values.
  const registry = sources.registries?.length ? client.Registry.merge([own, ...sources.registries]) : own;

  const middleware: MiddlewareHandler = async (c, next) => {
    const end = requestDuration.startTimer();
    await next();
    // Route patterns, not raw paths, keep the label set small.
    const route = c.req.path.startsWith("/api/") ? routePath(c) : pageRouteLabel(c.req.path);
    end({ method: c.req.method, route, status: String(c.res.status) });
  };
  return { registry, middleware };
}

function pageRouteLabel(path: string): string {
  if (path.startsWith("/assets/")) return "/assets/*";
  if (path.startsWith("/media/")) return "/media/*";
  return "page";
}

/** The metrics of one instance: its registry and the middleware counting requests. */
export type Metrics = ReturnType<typeof createMetrics>;
