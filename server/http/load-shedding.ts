import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { langFromPath } from "~/i18n/config";
import { detectApiLanguage, translate } from "./lang";
import { plainPage } from "./plain-page";
import { problem } from "./problem";

/** Seconds a shed request is asked to wait before trying again. */
export const SHED_RETRY_AFTER_SECONDS = 5;
/** How often the event loop is expected to run its timers when it is free (ms). */
const TICK_MS = 10;

export type LoadSheddingOptions = {
  /** Pages and API requests served at once; more are refused at once (0: no limit). */
  maxConcurrent: number;
  /** How long (ms) the event loop may have been busy when a request reaches it (0: no limit). */
  maxEventLoopDelayMs: number;
  /** The event loop's current delay in ms. Default: `watchEventLoopDelay`. Tests pass their own. */
  eventLoopDelay?: () => number;
};

/**
 * How long the event loop has been busy now: the time since its timers last ran, beyond their
 * interval. Rendering pages runs on this thread one after another, so under load requests queue
 * inside the process; what grows is the time the loop goes without coming back to its timers, and
 * a request that arrives after a long stretch of it has waited that long already. A lone slow request followed by a quiet
 * moment leaves no delay behind (unlike an average over a window).
 */
function watchEventLoopDelay() {
  let last = performance.now();
  const timer = setInterval(() => {
    last = performance.now();
  }, TICK_MS);
  timer.unref();
  return {
    delay: () => Math.max(0, performance.now() - last - TICK_MS),
    close: () => clearInterval(timer),
  };
}

/** Built files, images and the like: cheap, and a page that was let in needs them. */
const isFile = (path: string) => path.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(path);

/**
 * Load shedding (issue 13): past `maxConcurrent` pages and API requests under way (what bounds the
 * work in flight on PostgreSQL), or when the event loop has been busy for more than
 * `maxEventLoopDelayMs` (what bounds rendering), a new request is answered 503 with Retry-After
 * at once, before any work is done — its body is not read, nothing is written, so a bid is either
 * refused whole or served whole, never half accepted. The API answers problem+json
 * (`OVERLOADED`), pages a small page in their language. Registered after the operation routes, so
 * /healthz, /readyz and /metrics are never refused, and the work it keeps out is what would
 * otherwise make them wait.
 */
export function createLoadShedder(options: LoadSheddingOptions) {
  const watcher = options.eventLoopDelay || options.maxEventLoopDelayMs <= 0 ? null : watchEventLoopDelay();
  const delay = options.eventLoopDelay ?? watcher?.delay ?? (() => 0);
  let inFlight = 0;
  let shed = 0;

  const overloaded = () =>
    (options.maxConcurrent > 0 && inFlight >= options.maxConcurrent) ||
    (options.maxEventLoopDelayMs > 0 && delay() > options.maxEventLoopDelayMs);

  const middleware: MiddlewareHandler = async (c, next) => {
    if (isFile(c.req.path)) return next();
    if (overloaded()) {
      shed++;
      return refuse(c);
    }
    inFlight++;
    // Counted until the answer has left (a page streams after its handler returns) when served by
    // Node; until the handler returns otherwise (in-process requests).
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    let released = false;
    const release = () => {
      if (!released) inFlight--;
      released = true;
    };
    if (outgoing) outgoing.once("close", release);
    try {
      await next();
    } finally {
      if (!outgoing) release();
    }
  };

  return {
    middleware,
    /** Requests under way now, and refused so far (for /metrics). */
    inFlight: () => inFlight,
    shedCount: () => shed,
    close: () => watcher?.close(),
  };
}

export type LoadShedder = ReturnType<typeof createLoadShedder>;

async function refuse(c: Context) {
  c.header("Retry-After", String(SHED_RETRY_AFTER_SECONDS));
  c.header("Cache-Control", "no-store");
  if (c.req.path.startsWith("/api/")) {
    let answer: Response | undefined;
    await detectApiLanguage(c, async () => {
      answer = problem(c, "OVERLOADED");
    });
    return answer!;
  }
  const lang = langFromPath(c.req.path);
  const title = translate(lang, "api.overloadedTitle");
  return plainPage(c, { lang, title, message: translate(lang, "api.overloaded"), status: 503 });
}

/** The paths a separate health port (HEALTH_PORT) answers. */
const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);

/**
 * The listener of the health port (HEALTH_PORT): /healthz and /readyz through the app's own
 * routes, 404 for anything else, for load balancers that check health on a port of their own.
 */
export function healthOnly(listener: (req: IncomingMessage, res: ServerResponse) => unknown) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "").split("?")[0]!;
    if (req.method === "GET" && HEALTH_PATHS.has(path)) void listener(req, res);
    else res.writeHead(404, { "Cache-Control": "no-store" }).end();
  };
}
