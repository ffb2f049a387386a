import { gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { cities } from "~/db/schema";
import { i18nFor } from "~/i18n/instances.server";
import { createSession } from "~/modules/accounts/sessions.server";
import { createUser } from "../../tests/factories/accounts";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";

let database: Database;
let app: ReturnType<typeof createTestHttpApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(cities)
    .values({
      id: "test-city",
      nameAr: "مدينة الاختبار",
      nameEn: "Test City",
      regionAr: "منطقة",
      regionEn: "Region",
      latitude: 24.7,
      longitude: 46.7,
      sortOrder: 99,
    })
    .onConflictDoNothing();
  app = createTestHttpApp(database);
});

afterAll(async () => {
  await database.close();
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

type HttpApp = ReturnType<typeof createTestHttpApp>;
/** A request's connection, as @hono/node-server gives it: the client at `address`. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

describe("operations endpoints", () => {
  it("answers health, readiness and metrics", async () => {
    expect(await (await get("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
    const metrics = await app.request("/metrics", {}, from("127.0.0.1"));
    expect(await metrics.text()).toContain("http_request_duration_seconds");
  });

  it("serves /metrics to loopback outside production, and only with its token in production", async () => {
    const metricsFrom = async (server: HttpApp, address: string | null, headers = {}) =>
      (await server.request("/metrics", { headers }, address ? from(address) : {})).status;
    // Development: this machine only, whatever address form; a proxy's client is the one judged.
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect(await metricsFrom(app, address), address).toBe(200);
    }
    for (const address of ["203.0.113.7", "::ffff:203.0.113.7", null]) {
      expect(await metricsFrom(app, address), String(address)).toBe(404);
    }
    const proxied = createTestHttpApp(database, { env: { TRUST_PROXY: "1" } });
    expect(await metricsFrom(proxied, "127.0.0.1", { "X-Forwarded-For": "203.0.113.7" })).toBe(404);
    expect(await metricsFrom(proxied, "127.0.0.1", { "X-Forwarded-For": "127.0.0.1" })).toBe(200);

    const token = "metrics-token-0123456789abcdef";
    const production = {
      APP_ENV: "production",
      SESSION_SECRET: "p".repeat(40),
      ALLOW_SANDBOX_GATEWAY: "true",
    };
    expect(await metricsFrom(createTestHttpApp(database, { env: production }), "127.0.0.1")).toBe(404);
    for (const server of [
      createTestHttpApp(database, { env: { ...production, METRICS_TOKEN: token } }),
      createTestHttpApp(database, { env: { METRICS_TOKEN: token } }),
    ]) {
      const refused = await server.request("/metrics", {}, from("127.0.0.1"));
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      for (const wrong of [`Bearer ${token}x`, `Bearer ${token.slice(1)}`, `Basic ${token}`, token]) {
        expect(await metricsFrom(server, "127.0.0.1", { Authorization: wrong }), wrong).toBe(401);
      }
      expect(await metricsFrom(server, "203.0.113.7", { Authorization: `Bearer ${token}` })).toBe(200);
    }
  });

  it("serves the build id at the manifest URL, never cached", async () => {
    const res = await get("/_build/latest.json");
    expect(await res.json()).toEqual({ id: "build-123" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("gives every answer a request id and the security headers", async () => {
    const res = await get("/healthz");
    expect(res.headers.get("x-request-id")).toMatch(/.{8,}/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("strict-transport-security")).toBeNull(); // only in production
  });
});

describe("API", () => {
  it("lists cities", async () => {
    const res = await get("/api/v1/cities");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: string; nameAr: string; openAuctions: number }[] };
    expect(body.data).toContainEqual(
      expect.objectContaining({ id: "test-city", nameAr: "مدينة الاختبار", openAuctions: 0 }),
    );
  });

  it("publishes an OpenAPI 3.1 document", async () => {
    const doc = (await (await get("/api/v1/openapi.json")).json()) as { openapi: string; paths: object };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/cities", "/meta"]));
  });

  it("answers unknown routes with problem+json in the request's language", async () => {
    const arabic = await get("/api/v1/nothing-here");
    expect(arabic.status).toBe(404);
    expect(arabic.headers.get("content-type")).toContain("application/problem+json");
    expect(await arabic.json()).toMatchObject({
      status: 404,
      code: "NOT_FOUND",
      detail: "المورد المطلوب غير موجود.",
    });
    const english = await get("/api/v1/nothing-here", { "Accept-Language": "en-GB,en;q=0.9" });
    expect(await english.json()).toMatchObject({
      code: "NOT_FOUND",
      detail: "The requested resource does not exist.",
    });
    const byQuery = await get("/api/v1/nothing-here?lang=en", { "Accept-Language": "ar" });
    expect(((await byQuery.json()) as { detail: string }).detail).toBe(
      "The requested resource does not exist.",
    );
  });

  it("tells the server's time for clock correction", async () => {
    const body = (await (await get("/api/v1/meta")).json()) as { serverTime: string; apiBaseUrl: string };
    expect(Math.abs(Date.parse(body.serverTime) - Date.now())).toBeLessThan(5_000);
    expect(body.apiBaseUrl).toBe("/api/v1");
  });
});

describe("language switch", () => {
  it("remembers the choice for 365 days and stays on the same page", async () => {
    const res = await get("/language/en?next=%2Fauctions%3Fstatus%3Dcurrent");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/en/auctions?status=current");
    expect(res.headers.get("set-cookie")).toMatch(/^lng=en; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const back = await get("/language/ar?next=%2Fen%2Fabout");
    expect(back.headers.get("location")).toBe("/about");
  });

  it("never redirects off-site", async () => {
    for (const next of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await get(`/language/en?next=${encodeURIComponent(next)}`);
      expect(res.headers.get("location"), next).toBe("/en");
    }
  });

  it("rejects unknown languages", async () => {
    expect((await get("/language/fr?next=/")).status).toBe(404);
  });

  it("sends a returning English reader from / to /en", async () => {
    const res = await get("/", { Cookie: "lng=en" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/en");
  });
});

describe("generated property art", () => {
  it("serves demo photos as sandboxed SVG and refuses malformed keys", async () => {
    const art = await get("/media/generated/villa-3-0.svg");
    expect(art.status).toBe(200);
    expect(art.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    const bad = await get("/media/generated/not-a-key.svg");
    expect(bad.status).toBe(404);
  });
});

describe("the pages' messages", () => {
  it("serves each language's file under its content's name, kept a year, gzipped when asked", async () => {
    for (const lang of ["ar", "en"] as const) {
      const { source, messages } = i18nFor(lang);
      expect(source).toMatch(new RegExp(`^/i18n/${lang}\\.[0-9a-f]{12}\\.json$`));
      const plain = await get(source!);
      expect(plain.status).toBe(200);
      expect(plain.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(plain.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await plain.json()).toEqual(messages);
      const gzipped = await get(source!, { "accept-encoding": "gzip, br" });
      expect(gzipped.headers.get("content-encoding")).toBe("gzip");
      const body = gunzipSync(Buffer.from(await gzipped.arrayBuffer()));
      expect(JSON.parse(body.toString("utf8"))).toEqual(messages);
      const etag = plain.headers.get("etag")!;
      expect((await get(source!, { "if-none-match": etag })).status).toBe(304);
    }
  });

  it("answers another build's name with this build's messages, not to be kept; any other name is a page's", async () => {
    const other = await get("/i18n/en.0123456789ab.json");
    expect(other.status).toBe(200);
    expect(other.headers.get("cache-control")).toBe("no-cache");
    expect(await other.json()).toEqual(i18nFor("en").messages);
    for (const path of ["/i18n/fr.0123456789ab.json", "/i18n/ar.json", "/i18n/ar.0123456789ab.json.map"]) {
      // Left to the pages (their 404; this app has no page build, so a page request fails here).
      const res = await get(path);
      expect(res.status, path).not.toBe(200);
      expect(res.headers.get("content-type"), path).not.toContain("json");
    }
  });
});

describe("development endpoints", () => {
  it("answer only clients on this machine by default, and nobody with DEV_ENDPOINTS=off", async () => {
    const local = createTestHttpApp(database, { env: { DEV_ENDPOINTS: "loopback", TRUST_PROXY: "1" } });
    const outbox = (address: string, headers: Record<string, string> = {}) =>
      local.request("/api/v1/dev/outbox?limit=1", { headers }, from(address));
    expect((await outbox("127.0.0.1")).status).toBe(200);
    expect((await outbox("::1")).status).toBe(200);
    const remote = await outbox("203.0.113.7", { "Accept-Language": "en" });
    expect(remote.status).toBe(404);
    expect(remote.headers.get("content-type")).toContain("application/problem+json");
    expect(await remote.json()).toMatchObject({ code: "NOT_FOUND" });
    // Behind our proxy (TRUST_PROXY=1) the proxy's client is judged, not the proxy.
    expect((await outbox("127.0.0.1", { "X-Forwarded-For": "203.0.113.7" })).status).toBe(404);
    expect((await outbox("203.0.113.7", { "X-Forwarded-For": "127.0.0.1" })).status).toBe(200);
    // Refused before anything else: a stranger does not even learn that it asks for a session.
    const won = await local.request(
      "/api/v1/dev/won-auction",
      { method: "POST", headers: { Origin: "http://localhost:3000" } },
      from("203.0.113.7"),
    );
    expect(won.status).toBe(404);
    const notifications = await local.request(
      "/api/v1/dev/notifications",
      { method: "POST", headers: { Origin: "http://localhost:3000" } },
      from("203.0.113.7"),
    );
    expect(notifications.status).toBe(404);

    const off = createTestHttpApp(database, { env: { DEV_ENDPOINTS: "off" } });
    expect((await off.request("/api/v1/dev/outbox", {}, from("127.0.0.1"))).status).toBe(404);
  });
});

/**
 * A build of one page with a form, for React Router's own request handling (its check of an
 * action's origin among it) behind ours. The document is the action's data, as JSON.
 */
function formPageBuild(): ServerBuild {
  const route = (id: string, parentId: string | undefined, path: string, module: object) => ({
    id,
    parentId,
    path,
    module: { default: () => null, ...module },
  });
  return {
    entry: {
      module: {
        default: (
          _request: Request,
          status: number,
          headers: Headers,
          context: { staticHandlerContext: { actionData: Record<string, unknown> | null } },
        ) => {
          // As app/entry.server.tsx: a page is "private, no-cache" unless a route said otherwise.
          if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-cache");
          const { actionData } = context.staticHandlerContext;
          return new Response(JSON.stringify(actionData?.["routes/form"] ?? null), { status, headers });
        },
        handleError: () => {},
      },
    },
    routes: {
      root: route("root", undefined, "", {}),
      "routes/form": route("routes/form", "root", "en/form", {
        loader: () => ({}),
        action: async ({ request }: { request: Request }) => ({
          sent: (await request.formData()).get("name"),
        }),
      }),
    },
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: {},
      url: "/assets/m.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

describe("pages behind a reverse proxy", () => {
  const publicOrigin = "https://mazad.example";
  // The proxy reaches the app at an internal address, which becomes the request's Host.
  const internal = "http://127.0.0.1:3421";
  let pages: HttpApp;
  beforeAll(() => {
    pages = createTestHttpApp(database, {
      env: { APP_ORIGIN: publicOrigin, TRUST_PROXY: "1" },
      build: () => Promise.resolve(formPageBuild()),
    });
  });
  const post = (path: string, origin: string) =>
    pages.request(`${internal}${path}`, {
      method: "POST",
      headers: {
        Origin: origin,
        "X-Forwarded-Host": "mazad.example",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-For": "198.51.100.20",
      },
      body: new URLSearchParams({ name: "نورة" }),
    });

  it("accepts a form posted from the public origin, and still refuses one from another site", async () => {
    const document = await post("/en/form", publicOrigin);
    expect(document.status).toBe(200);
    expect(await document.json()).toEqual({ sent: "نورة" });
    // The same form through the client router (a fetcher's POST).
    expect((await post("/en/form.data", publicOrigin)).status).toBe(200);

    for (const forged of ["https://evil.example", "http://mazad.example", "null"]) {
      const res = await post("/en/form", forged);
      expect(res.status, forged).toBe(403);
      expect(await res.text()).toBe("The request came from another site and was refused.");
    }
  });

  it("keeps a signed-in reader's page out of every cache, a guest's page as before", async () => {
    const { user } = await createUser(database);
    const { token } = await createSession({
      db: database.db,
      userId: user.id,
      now: new Date(),
      client: { ip: null, userAgent: null },
    });
    const signedIn = await pages.request(`${internal}/en/form`, {
      headers: { Cookie: `mazad_session=${token}` },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const guest = await pages.request(`${internal}/en/form`);
    expect(guest.headers.get("cache-control")).toBe("private, no-cache");

    // The API alike: a signed-in caller's answers are no-store, unless the route made them public.
    const me = await pages.request("/api/v1/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("private, no-store");
    const cityList = await pages.request("/api/v1/cities", { headers: { Cookie: `mazad_session=${token}` } });
    expect(cityList.headers.get("cache-control")).toBe("public, max-age=60");
  });
});
