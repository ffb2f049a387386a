import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { cities } from "~/db/schema";
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

describe("operations endpoints", () => {
  it("answers health, readiness and metrics", async () => {
    expect(await (await get("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
    const metrics = await get("/metrics");
    expect(await metrics.text()).toContain("http_request_duration_seconds");
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
    const bad = await get("/media/generated/not-a-key.svg");
    expect(bad.status).toBe(404);
  });
});
