import type { MiddlewareHandler } from "hono";
import type { RequestIdVariables } from "hono/request-id";
import type { Logger } from "pino";

/** A request still unanswered after this long is logged as a warning (Server-Sent Events answer at once). */
const SLOW_REQUEST_MS = 20_000;

/**
 * One log line per request (built assets aside): its id, method, path, status and milliseconds,
 * at `info`, or at `warn` when it took `slowMs` or more. A request still unanswered after `slowMs`
 * is told at once ("request still running"), not only when (if ever) it ends, so that what it
 * waits on (the database, Redis, object storage) can be looked at while it waits.
 */
export function requestLog(
  logger: Logger,
  slowMs = SLOW_REQUEST_MS,
): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = performance.now();
    const slow = setTimeout(
      () =>
        logger.warn(
          { reqId: c.get("requestId"), method: c.req.method, path: c.req.path },
          "request still running",
        ),
      slowMs,
    );
    try {
      await next();
    } finally {
      clearTimeout(slow);
    }
    const ms = Math.round((performance.now() - started) * 10) / 10;
    if (c.req.path.startsWith("/assets/")) return;
    logger[ms >= slowMs ? "warn" : "info"](
      { reqId: c.get("requestId"), method: c.req.method, path: c.req.path, status: c.res.status, ms },
      "request",
    );
  };
}
