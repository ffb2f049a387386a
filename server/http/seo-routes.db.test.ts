import { eq } from "drizzle-orm";
import { Window } from "happy-dom";
import { Hono } from "hono";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import type { Database } from "~/db/client.server";
import { auctions, properties } from "~/db/schema";
import { SITEMAP_CHUNK_SIZE } from "~/modules/auctions/list-sitemap-entries.server";
import { publicPagePaths } from "~/modules/seo/sitemap-xml";
import { createAuction, createPlace } from "../../tests/factories/auctions";
import { createTestDatabase } from "../../tests/support/database";
import { createHttpApp } from "./http-app";
import { registerSeoRoutes } from "./seo-routes";
import { createLiveBus } from "~/modules/live/live-bus.server";

const origin = "https://mazad.example";
let database: Database;
let app: ReturnType<typeof createHttpApp>;
/** The same routes with files of two auctions each, to see the chunking without 25,000 rows. */
let small: Hono;
const ids: Record<"current" | "upcoming" | "finished" | "cancelled" | "draft", number> = {
  current: 0,
  upcoming: 0,
  finished: 0,
  cancelled: 0,
  draft: 0,
};
const changed = new Date("2026-04-05T06:07:08.000Z");

beforeAll(async () => {
  database = await createTestDatabase();
  const place = await createPlace(database.db);
  const old = new Date("2025-01-01T00:00:00Z");
  for (const status of ["current", "upcoming", "finished", "cancelled", "draft"] as const) {
    const { auction } = await createAuction(database.db, place, {
      auction: {
        status,
        updatedAt: status === "current" ? changed : old,
        ...(status === "cancelled" ? { cancelReasonAr: "سبب", cancelReasonEn: "Reason" } : {}),
      },
      property: { updatedAt: old },
    });
    ids[status] = auction.id;
  }
  const config = {
    ...parseConfig({ DATA_DIR: "tests/.tmp/http-seo", APP_ORIGIN: origin }),
    sessionSecret: "s".repeat(40),
  };
  app = createHttpApp(
    {
      config,
      database,
      logger: pino({ level: "silent" }),
      buildId: "build-seo",
      redis: null,
      live: createLiveBus({ db: database.db, logger: pino({ level: "silent" }) }),
    },
    {
      build: () => Promise.reject(new Error("no page build in this test")) as Promise<ServerBuild>,
      clientDir: null,
      dev: false,
    },
  );
  small = new Hono();
  registerSeoRoutes(small, { config, database }, { chunkSize: 2 });
});

afterAll(async () => {
  await database.close();
});

/** Parses XML strictly enough to catch unbalanced or broken markup. */
function parseXml(text: string) {
  const doc = new new Window().DOMParser().parseFromString(text, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

type Entry = { loc: string; lastmod: string | null; alternates: Record<string, string> };
function urlEntries(text: string): Entry[] {
  const doc = parseXml(text);
  expect(doc.documentElement.tagName).toBe("urlset");
  expect(doc.documentElement.getAttribute("xmlns")).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  expect(doc.documentElement.getAttribute("xmlns:xhtml")).toBe("http://www.w3.org/1999/xhtml");
  return [...doc.getElementsByTagName("url")].map((url) => ({
    loc: url.getElementsByTagName("loc")[0]!.textContent,
    lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? null,
    alternates: Object.fromEntries(
      [...url.getElementsByTagName("xhtml:link")].map((l) => [
        l.getAttribute("hreflang"),
        l.getAttribute("href"),
      ]),
    ),
  }));
}

function indexEntries(text: string) {
  const doc = parseXml(text);
  expect(doc.documentElement.tagName).toBe("sitemapindex");
  return [...doc.getElementsByTagName("sitemap")].map((s) => ({
    loc: s.getElementsByTagName("loc")[0]!.textContent,
    lastmod: s.getElementsByTagName("lastmod")[0]?.textContent ?? null,
  }));
}

const auctionUrl = (id: number) => `${origin}/mazadat/${id}`;
const chunkOf = (id: number, size: number) => Math.ceil(id / size);

describe("robots.txt", () => {
  it("lets crawlers in, keeps them out of the API and private files, and names the sitemap", async () => {
    const res = await app.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const lines = (await res.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/api/", "/language/", "/media/documents/"])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("sitemap index", () => {
  it("points at the pages file and the auction file holding these auctions, with their newest change", async () => {
    const res = await app.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const entries = indexEntries(await res.text());
    expect(entries[0]).toEqual({ loc: `${origin}/sitemaps/pages.xml`, lastmod: null });
    const file = entries.find(
      (e) => e.loc === `${origin}/sitemaps/auctions-${chunkOf(ids.current, SITEMAP_CHUNK_SIZE)}.xml`,
    );
    expect(file).toBeDefined();
    expect(new Date(file!.lastmod!).getTime()).toBeGreaterThanOrEqual(changed.getTime());
  });
});

describe("pages sitemap", () => {
  it("lists every public page in both languages with its alternates", async () => {
    const res = await app.request("/sitemaps/pages.xml");
    expect(res.status).toBe(200);
    const entries = urlEntries(await res.text());
    expect(entries).toHaveLength(publicPagePaths.length * 2);
    const byLoc = new Map(entries.map((e) => [e.loc, e]));
    expect(byLoc.get(`${origin}/`)!.alternates).toEqual({
      ar: `${origin}/`,
      en: `${origin}/en`,
      "x-default": `${origin}/`,
    });
    expect(byLoc.get(`${origin}/en/termsAndConditions`)!.alternates.ar).toBe(`${origin}/termsAndConditions`);
    for (const path of ["/auctions", "/about", "/faq", "/privacyPolicy"]) {
      expect(byLoc.has(`${origin}${path}`), path).toBe(true);
      expect(byLoc.has(`${origin}/en${path}`), path).toBe(true);
    }
  });
});

describe("auction sitemaps", () => {
  it("list every public auction in both languages with alternates and last change, never a draft", async () => {
    const chunk = chunkOf(ids.current, SITEMAP_CHUNK_SIZE);
    const res = await app.request(`/sitemaps/auctions-${chunk}.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const entries = urlEntries(await res.text());
    expect(entries.length).toBeLessThanOrEqual(50_000);
    const byLoc = new Map(entries.map((e) => [e.loc, e]));
    for (const status of ["current", "upcoming", "finished", "cancelled"] as const) {
      const id = ids[status];
      expect(byLoc.has(auctionUrl(id)), status).toBe(true);
      expect(byLoc.get(`${origin}/en/mazadat/${id}`)!.alternates).toEqual({
        ar: auctionUrl(id),
        en: `${origin}/en/mazadat/${id}`,
        "x-default": auctionUrl(id),
      });
    }
    expect(byLoc.has(auctionUrl(ids.draft))).toBe(false);
    expect(byLoc.has(`${origin}/en/mazadat/${ids.draft}`)).toBe(false);
    expect(byLoc.get(auctionUrl(ids.current))!.lastmod).toBe("2026-04-05T06:07:08Z");
    expect(byLoc.get(auctionUrl(ids.upcoming))!.lastmod).toBe("2025-01-01T00:00:00Z");
  });

  it("take the property's change when it is the newer one", async () => {
    const [row] = await database.db.select().from(auctions).where(eq(auctions.id, ids.finished));
    const later = new Date("2026-06-01T00:00:00Z");
    await database.db.update(properties).set({ updatedAt: later }).where(eq(properties.id, row!.propertyId));
    const entries = urlEntries(
      await (await small.request(`/sitemaps/auctions-${chunkOf(ids.finished, 2)}.xml`)).text(),
    );
    expect(entries.find((e) => e.loc === auctionUrl(ids.finished))!.lastmod).toBe("2026-06-01T00:00:00Z");
  });

  it("split auctions into files by id range, each auction in exactly one file", async () => {
    const index = indexEntries(await (await small.request("/sitemap.xml")).text());
    const files = index.slice(1).map((e) => e.loc.replace(origin, ""));
    expect(files.every((f) => /^\/sitemaps\/auctions-\d+\.xml$/.test(f))).toBe(true);
    for (const status of ["current", "upcoming", "finished", "cancelled"] as const) {
      expect(files).toContain(`/sitemaps/auctions-${chunkOf(ids[status], 2)}.xml`);
    }
    const mine = new Set([ids.current, ids.upcoming, ids.finished, ids.cancelled].map(auctionUrl));
    const seen: string[] = [];
    for (const file of new Set(
      [ids.current, ids.upcoming, ids.finished, ids.cancelled, ids.draft].map((id) => chunkOf(id, 2)),
    )) {
      const res = await small.request(`/sitemaps/auctions-${file}.xml`);
      if (res.status === 404) continue; // a file of drafts only is not listed and does not exist
      const entries = urlEntries(await res.text());
      expect(entries.length).toBeLessThanOrEqual(4);
      seen.push(...entries.map((e) => e.loc).filter((loc) => mine.has(loc)));
    }
    expect(seen.sort()).toEqual([...mine].sort());
  });

  it("answer 404 for a file that holds no public auction or does not exist", async () => {
    expect((await small.request("/sitemaps/auctions-0.xml")).status).toBe(404);
    expect((await small.request("/sitemaps/auctions-999999.xml")).status).toBe(404);
    expect((await small.request("/sitemaps/auctions-abc.xml")).status).toBe(404);
    expect((await app.request("/sitemaps/auctions-99999.xml")).status).toBe(404);
  });

  it("are sent gzip-compressed to crawlers that accept it", async () => {
    const chunk = chunkOf(ids.current, SITEMAP_CHUNK_SIZE);
    const res = await app.request(`/sitemaps/auctions-${chunk}.xml`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    const text = await new Response(res.body!.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(urlEntries(text).some((e) => e.loc === auctionUrl(ids.current))).toBe(true);
  });
});
