import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import {
  createRequestHandler,
  RouterContextProvider,
  type RequestHandler,
  type ServerBuild,
} from "react-router";
import { requestContext, servicesContext, type Services } from "~/context.server";
import { langFromPath } from "~/i18n/config";
import { readBearerToken, readSessionCookie } from "~/modules/accounts/session-cookie.server";
import { countsAsView, createPageViewCounter } from "~/modules/insights/page-views.server";
import type { PageEncoding } from "~/page-document.server";
import { createApi } from "../api/api";
import { createSandboxGatewayRoutes, SANDBOX_GATEWAY_PATH } from "../sandbox-gateway/sandbox-routes";
import { translate } from "./lang";
import { registerLanguageRoutes } from "./language-routes";
import { registerMediaRoutes } from "./media-routes";
import { registerMessageRoutes } from "./messages-route";
import { bodyLimits } from "./body-limits";
import { createGuestPageCache } from "./guest-page-cache";
import { acceptsGzip, pageEncoding } from "./gzip-parts";
import type { LoadShedder } from "./load-shedding";
import { createMetrics, type Metrics, type MetricSources } from "./metrics";
import { registerOperationRoutes } from "./operation-routes";
import { registerSeoRoutes } from "./seo-routes";
import { requestGuards } from "./request-guards";
import { requestLog } from "./request-log";
import { privateAnswers, securityHeaders } from "./security";
import { clientAddress, passesCsrfCheck, resolveRequestAuth } from "./session-auth";

type Env = { Variables: { requestId: string; secureHeadersNonce?: string } };

type HttpOptions = {
  build: () => Promise<ServerBuild>;
  clientDir: string | null;
  dev: boolean;
  metrics?: MetricSources;
  /** Refuses pages and API requests at entry when the process is overloaded (after the operation routes). */
  loadShedding?: LoadShedder;
};

const ONE_YEAR = 31_536_000;

/**
 * The whole HTTP surface of one instance, in the order requests meet it: the middleware every
 * request passes, operations, the API, the sandbox gateway, SEO files, static and media files,
 * the language switch, and the pages.
 */
export function createHttpApp(services: Services, options: HttpOptions) {
  const { config, logger } = services;
  const app = new Hono<Env>();
  const metrics = createMetrics(options.metrics);

  registerRequestMiddleware(app, services, options.dev, metrics);
  registerOperationRoutes(app, services, metrics);
  if (options.loadShedding) app.use(options.loadShedding.middleware);

  // --- API ----------------------------------------------------------------------------------
  app.route("/api/v1", createApi(services));

  // The sandbox card gateway (its API and hosted card pages), only when it is the configured one.
  if (config.paymentGateway.name === "sandbox") {
    app.route(SANDBOX_GATEWAY_PATH, createSandboxGatewayRoutes(services));
  }

  registerSeoRoutes(app, services);
  if (options.clientDir) registerStaticFiles(app, options.clientDir);
  registerMediaRoutes(app, services);
  registerMessageRoutes(app);
  registerLanguageRoutes(app, services.config);
  registerPages(app, services, options);

  app.onError((err, c) => {
    logger.error({ err, reqId: c.get("requestId"), path: c.req.path }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });
  return app;
}

/** Each request's id, log line and metrics; security headers; compression where it pays. */
function registerRequestMiddleware(app: Hono<Env>, services: Services, dev: boolean, metrics: Metrics) {
  const { config, logger } = services;
  app.use(requestId({ headerName: "X-Request-Id" }));
  app.use(requestLog(logger));
  app.use(metrics.middleware);
  app.use(securityHeaders(config, { dev }));
  app.use(privateAnswers);
  // Before any route reads a body: its size (413 beyond), then text no route can store.
  app.use(bodyLimits());
  app.use(requestGuards());
  // Pages, JSON and SVG leave compressed (a page's HTML shrinks about four times, which is most of
  // a phone's first paint on a slow network). A rendered page compresses itself (Brotli or gzip,
  // pageDocument; a shared guest page, gzip-parts.ts) and passes through, as do the built assets,
  // which are precompressed. The rest is gzipped here.
  // Server-Sent Events are never compressed (they must flush event by event).
  // Small JSON answers to API writes (bids, registrations) are not worth a compression stream.
  const compressPages = compress();
  app.use((c, next) =>
    c.req.method !== "GET" && c.req.path.startsWith("/api/") ? next() : compressPages(c, next),
  );
}

/** The built client files: hashed assets cached for a year, the rest for an hour. */
function registerStaticFiles(app: Hono<Env>, clientDir: string) {
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", `public, max-age=${ONE_YEAR}, immutable`),
    }),
  );
  app.use(
    "*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
    }),
  );
}

/**
 * The guests' pages that are the same for every guest within a moment (ADR 040): home, the auction
 * listing and a property page, in both languages, whatever the query. Data requests (`.data`)
 * and every other page are rendered for each request.
 */
const sharedGuestPage = /^\/(?:en)?$|^\/(?:en\/)?(?:auctions|mazadat\/[^/.]+)$/;
const propertyPage = /^\/(?:en\/)?mazadat\/(\d+)$/;
/** A longer query is some tool's, not a person's: rendered, never stored. */
const MAX_SHARED_QUERY = 512;

/** The pages (React Router), with the request's services, language and signed-in user. */
function registerPages(app: Hono<Env>, services: Services, options: HttpOptions) {
  const { config, logger } = services;
  const handler = createPageHandler(options.build, config, options.dev);
  const guestPages = createGuestPageCache({
    ttlMs: options.dev ? 0 : config.guestPageCacheMs,
    onRefreshError: (err) => logger.error({ err }, "a guest page's background render failed"),
  });
  const views = createPageViewCounter({
    db: services.database.db,
    now: () => services.database.clock.now(),
    onError: (err) => logger.error({ err }, "page views not recorded"),
  });
  app.all("*", async (c) => {
    // Page forms post with the session cookie: the same cross-site check as the API's writes.
    const sessionToken = readSessionCookie(c.req.header("cookie"));
    if (!passesCsrfCheck(c, config, sessionToken !== null)) {
      return c.text(translate(langFromPath(c.req.path), "api.csrf"), 403);
    }
    const render = async (nonce: string, encoding?: PageEncoding, request = c.req.raw) => {
      const auth = await resolveRequestAuth(c, services, { token: sessionToken, via: "cookie" });
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, {
        nonce,
        requestId: c.get("requestId"),
        lang: langFromPath(c.req.path),
        logger: logger.child({ reqId: c.get("requestId") }),
        clientIp: clientAddress(c, config.trustProxy) ?? undefined,
        encoding,
        ...(auth
          ? {
              user: {
                id: auth.user.id,
                name: auth.user.name,
                roles: auth.user.roles,
                locale: auth.user.locale,
                phoneVerified: auth.user.phoneVerified,
              },
              sessionId: auth.session.id,
            }
          : {}),
      });
      return handler(request, context);
    };
    const nonce = c.get("secureHeadersNonce") ?? "";
    const url = new URL(c.req.url);
    // A guest: no session presented in any form. Anyone presenting one (even an expired one, whose
    // answer clears the cookie) is answered by a render of their own, which is never stored.
    const guest = sessionToken === null && readBearerToken(c.req.header("authorization")) === null;
    if (
      !guest ||
      c.req.method !== "GET" ||
      !sharedGuestPage.test(url.pathname) ||
      url.search.length > MAX_SHARED_QUERY
    ) {
      return render(nonce, pageEncoding(c.req.header("accept-encoding")));
    }
    // The language is in the path; the theme is applied in the browser (localStorage), so the
    // path and the query are all that varies a guest's render.
    const { response, served } = await guestPages.serve(url.pathname + url.search, nonce, render, {
      gzip: acceptsGzip(c.req.header("accept-encoding")),
      // Rendered ahead for the guests to come, not for this one (who counts a view below as a
      // hit): marked as a prefetch, so its loader counts no view.
      refresh: (renderNonce) => {
        const headers = new Headers(c.req.raw.headers);
        headers.set("sec-purpose", "prefetch");
        return render(renderNonce, undefined, new Request(c.req.raw.url, { method: "GET", headers }));
      },
    });
    // A property page served without its loader still counts as a view (its loader counts its own).
    const property = propertyPage.exec(url.pathname);
    if (served !== "rendered" && property && countsAsView(c.req.raw, url.pathname)) {
      views.add(Number(property[1]));
    }
    return response;
  });
}

/**
 * React Router's request handler for the pages, told to accept APP_ORIGIN's host as an action origin.
 *
 * React Router refuses a page action whose Origin is not the request URL's, and builds that URL
 * from the Host header: behind a reverse proxy an internal name, so every form would answer 400.
 * Our own check (passesCsrfCheck) runs first and lets through our public origin (APP_ORIGIN) and
 * the request's own; React Router is told to accept APP_ORIGIN's host too, so that the two agree.
 *
 * Given a build object, React Router prepares its routes once (flattened, ranked, each path
 * compiled to a regular expression); given a function returning the build, as the development
 * server needs to pick up edits, it prepares them again at every request, which was a twentieth of
 * a page's CPU (ADR 040). So outside development the handler is made from the build object, once
 * per build the function returns.
 */
function createPageHandler(
  build: HttpOptions["build"],
  config: Services["config"],
  dev: boolean,
): RequestHandler {
  const publicHost = new URL(config.appOrigin).host;
  const withOrigin = (original: ServerBuild): ServerBuild => {
    const declared = Array.isArray(original.allowedActionOrigins) ? original.allowedActionOrigins : [];
    return { ...original, allowedActionOrigins: [...declared, publicHost] };
  };
  if (dev) return createRequestHandler(async () => withOrigin(await build()), "development");
  const handlers = new WeakMap<ServerBuild, RequestHandler>();
  return async (request, context) => {
    const original = await build();
    let handler = handlers.get(original);
    if (!handler) {
      handler = createRequestHandler(withOrigin(original), "production");
      handlers.set(original, handler);
    }
    return handler(request, context);
  };
}
