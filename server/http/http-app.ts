import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { getCookie } from "hono/cookie";
import { requestId } from "hono/request-id";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { requestContext, servicesContext, type Services } from "~/context.server";
import { isLang, langCookieMaxAgeSeconds, langCookieName, langFromPath, localizePath } from "~/i18n/config";
import { getDocumentDownload } from "~/modules/auctions/get-document-download.server";
import { readSessionCookie } from "~/modules/accounts/session-cookie.server";
import { renderPropertyArt, parseArtKey } from "~/db/seed/property-art";
import { AppError } from "~/lib/errors";
import { readUpload } from "~/modules/uploads/uploads.server";
import { storageFromConfig } from "~/storage/storage-from-config.server";
import { createApi } from "../api/api";
import { createSandboxGatewayRoutes, SANDBOX_GATEWAY_PATH } from "../sandbox-gateway/sandbox-routes";
import { translate } from "./lang";
import { createMetrics, type MetricSources } from "./metrics";
import { registerSeoRoutes } from "./seo-routes";
import { securityHeaders } from "./security";
import { clientAddress, passesCsrfCheck, resolveRequestAuth } from "./session-auth";

type Env = { Variables: { requestId: string; secureHeadersNonce?: string } };

type HttpOptions = {
  build: () => Promise<ServerBuild>;
  clientDir: string | null;
  dev: boolean;
  metrics?: MetricSources;
};

const ONE_YEAR = 31_536_000;

export function createHttpApp(services: Services, options: HttpOptions) {
  const { config, database, logger, redis } = services;
  const app = new Hono<Env>();
  const metrics = createMetrics(options.metrics);

  app.use(requestId({ headerName: "X-Request-Id" }));
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    if (c.req.path.startsWith("/assets/")) return;
    logger.info(
      { reqId: c.get("requestId"), method: c.req.method, path: c.req.path, status: c.res.status, ms },
      "request",
    );
  });
  app.use(metrics.middleware);
  app.use(securityHeaders(config, { dev: options.dev }));
  // Pages, JSON and SVG leave gzipped (a page's HTML shrinks about four times, which is most of a
  // phone's first paint on a slow network). Built assets are precompressed and pass through;
  // Server-Sent Events are never compressed (they must flush event by event).
  // Small JSON answers to API writes (bids, registrations) are not worth a compression stream.
  const compressPages = compress();
  app.use((c, next) =>
    c.req.method !== "GET" && c.req.path.startsWith("/api/") ? next() : compressPages(c, next),
  );

  // --- operations -------------------------------------------------------------------------
  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" }));
  app.get("/readyz", async (c) => {
    try {
      await database.ping();
      if (redis) await redis.ping();
      return c.json(
        { status: "ready", database: database.kind, redis: redis ? "ok" : "not configured" },
        200,
        { "Cache-Control": "no-store" },
      );
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

  // --- API ----------------------------------------------------------------------------------
  app.route("/api/v1", createApi(services));

  // The sandbox card gateway (its API and hosted card pages), only when it is the configured one.
  if (config.paymentGateway.name === "sandbox") {
    app.route(SANDBOX_GATEWAY_PATH, createSandboxGatewayRoutes(services));
  }

  registerSeoRoutes(app, services);

  // --- static and media ---------------------------------------------------------------------
  if (options.clientDir) {
    app.use(
      "/assets/*",
      serveStatic({
        root: options.clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", `public, max-age=${ONE_YEAR}, immutable`),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root: options.clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }
  app.get("/media/generated/:file{[a-z0-9-]+\\.svg}", (c) => {
    const key = c.req.param("file").replace(/\.svg$/, "");
    if (!parseArtKey(key)) return c.notFound();
    return c.body(renderPropertyArt(key), 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": `public, max-age=${ONE_YEAR}, immutable`,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
  app.get("/media/documents/:id{[1-9][0-9]{0,8}}", async (c) => {
    const file = await getDocumentDownload({ db: database.db, id: Number(c.req.param("id")) });
    if (!file) return c.notFound();
    return c.body(file.bytes, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "public, max-age=86400",
    });
  });

  // Files users sent (transfer receipts, IBAN certificates): their owner and the committee only,
  // from the file storage (app/storage), `?w=640` for one width of an image. A PDF is downloaded,
  // never shown in our origin; an image (re-encoded by us, no active content) is shown.
  app.get("/media/uploads/:id", async (c) => {
    const auth = await resolveRequestAuth(c, services);
    const w = c.req.query("w");
    if (w !== undefined && !/^[1-9][0-9]{0,4}$/.test(w)) return c.notFound();
    let found;
    try {
      found = await readUpload({
        db: database.db,
        storage: storageFromConfig(config),
        id: c.req.param("id"),
        viewer: auth ? { id: auth.user.id, roles: auth.user.roles } : null,
        ...(w === undefined ? {} : { width: Number(w) }),
      });
    } catch (err) {
      if (err instanceof AppError && err.code === "NOT_FOUND") return c.notFound();
      throw err;
    }
    const { upload, file } = found;
    const disposition = upload.mimeType === "application/pdf" ? "attachment" : "inline";
    return c.body(file.body, 200, {
      "Content-Type": upload.mimeType,
      ...(file.size === null ? {} : { "Content-Length": String(file.size) }),
      "Content-Disposition": `${disposition}; filename*=UTF-8''${encodeURIComponent(upload.originalName)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  });

  // --- language switch: remember the choice for a year, stay on the same page ----------------
  app.get("/language/:lang", (c) => {
    const lang = c.req.param("lang");
    if (!isLang(lang)) return c.notFound();
    const next = safeNextPath(c.req.query("next"));
    c.header(
      "Set-Cookie",
      `${langCookieName}=${lang}; Path=/; Max-Age=${langCookieMaxAgeSeconds}; SameSite=Lax${config.production ? "; Secure" : ""}`,
    );
    return c.redirect(localizePath(next.pathname, lang) + next.search, 303);
  });
  // A returning visitor who chose English lands on the English home page.
  app.get("/", async (c, next) => {
    if (getCookie(c, langCookieName) === "en") return c.redirect("/en", 302);
    return next();
  });

  // --- pages --------------------------------------------------------------------------------
  const handler = createRequestHandler(options.build, options.dev ? "development" : "production");
  app.all("*", async (c) => {
    // Page forms post with the session cookie: the same cross-site check as the API's writes.
    const sessionToken = readSessionCookie(c.req.header("cookie"));
    if (!passesCsrfCheck(c, config, sessionToken !== null)) {
      return c.text(translate(langFromPath(c.req.path), "api.csrf"), 403);
    }
    const auth = await resolveRequestAuth(c, services, { token: sessionToken, via: "cookie" });
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, {
      nonce: c.get("secureHeadersNonce") ?? "",
      requestId: c.get("requestId"),
      lang: langFromPath(c.req.path),
      logger: logger.child({ reqId: c.get("requestId") }),
      clientIp: clientAddress(c, config.trustProxy) ?? undefined,
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
    const response = await handler(c.req.raw, context);
    return response;
  });

  app.onError((err, c) => {
    logger.error({ err, reqId: c.get("requestId"), path: c.req.path }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });
  return app;
}

/** Only same-site paths may be a redirect target; anything else goes home. */
function safeNextPath(raw: string | undefined): { pathname: string; search: string } {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) {
    return { pathname: "/", search: "" };
  }
  try {
    const url = new URL(raw, "http://mazad.invalid");
    if (url.origin !== "http://mazad.invalid") return { pathname: "/", search: "" };
    return { pathname: url.pathname, search: url.search };
  } catch {
    return { pathname: "/", search: "" };
  }
}
