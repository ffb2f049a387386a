import type { ServerResponse } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Context, MiddlewareHandler } from "hono";
import { html } from "hono/html";
import { langFromPath } from "~/i18n/config";
import { detectApiLanguage, translate } from "./lang";
import { problem } from "./problem";

/** Seconds a shed request is asked to wait before trying again. */
export const SHED_RETRY_AFTER_SECONDS = 5;
/** How often the event loop's delay is sampled (its mean over the window is what is compared). */
const DELAY_WINDOW_MS = 500;

export type LoadSheddingOptions = {
  /** Pages and API requests served at once; more are refused at once (0: no limit). */
  maxConcurrent: number;
  /** The event loop's recent mean delay (ms) beyond which new requests are refused (0: never). */
  maxEventLoopDelayMs: number;
  /**
   * The event loop's recent mean delay in ms. Default: measured with perf_hooks over the last
   * half second. Tests pass their own.
   */
  eventLoopDelay?: () => number;
};

/** The recent mean event-loop delay (ms), refreshed every window; stopped by `close`. */
function watchEventLoopDelay() {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let recent = 0;
  const timer = setInterval(() => {
    recent = histogram.count > 0 ? histogram.mean / 1e6 : 0;
    histogram.reset();
  }, DELAY_WINDOW_MS);
  timer.unref();
  return {
    delay: () => recent,
    close() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/** Built files, images and the like: cheap, and a page that was let in needs them. */
const isFile = (path: string) => path.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(path);

/**
 * Load shedding (issue 13): past `maxConcurrent` pages and API requests under way, or with the
 * event loop lagging past `maxEventLoopDelayMs`, a new request is answered 503 with Retry-After
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
  return c.html(
    html`<!doctype html>
      <html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>${title}</title>
        </head>
        <body>
          <main>
            <h1>${title}</h1>
            <p>${translate(lang, "api.overloaded")}</p>
          </main>
        </body>
      </html>`,
    503,
  );
}
