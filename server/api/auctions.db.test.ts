import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createAuction, createPlace } from "../../tests/factories/auctions";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";

let database: Database;
let app: ReturnType<typeof createTestHttpApp>;
let place: Awaited<ReturnType<typeof createPlace>>;
let live: Awaited<ReturnType<typeof createAuction>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestHttpApp(database, { buildId: "test" });
  place = await createPlace(database.db, { cityNameEn: `Tabuk ${Date.now()}` });
  live = await createAuction(database.db, place, {
    property: { category: "land", areaM2: 900, titleEn: "Corner plot", titleAr: "أرض على زاوية" },
    auction: { openingPrice: 300_000_00 },
  });
  await createAuction(database.db, place, { property: { category: "villa", areaM2: 450 } });
  await createAuction(database.db, place, { auction: { status: "draft" } });
});

afterAll(async () => {
  await database.close();
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
type Page = {
  data: { id: number; category: string; city: { en: string }; openingPrice: number }[];
  total: number;
};

describe("GET /api/v1/auctions", () => {
  it("lists public auctions with filters, in halalas, drafts never", async () => {
    const res = await get(`/api/v1/auctions?city=${place.city.id}`);
    expect(res.status).toBe(200);
    const all = (await res.json()) as Page;
    expect(all.total).toBe(2);
    const lands = (await (await get(`/api/v1/auctions?city=${place.city.id}&category=land`)).json()) as Page;
    expect(lands.data).toEqual([
      expect.objectContaining({ id: live.auction.id, category: "land", openingPrice: 30_000_000 }),
    ]);
    const cheap = (await (
      await get(`/api/v1/auctions?city=${place.city.id}&maxPrice=30000000`)
    ).json()) as Page;
    expect(cheap.data.map((a) => a.id)).toEqual([live.auction.id]);
    const byWords = (await (
      await get(`/api/v1/auctions?q=${encodeURIComponent("corner tabuk")}`)
    ).json()) as Page;
    expect(byWords.data.map((a) => a.id)).toContain(live.auction.id);
  });

  it("refuses unknown parameters and malformed values with problem+json in the request's language", async () => {
    for (const qs of [
      "colour=red",
      "status=sold",
      "page=0",
      "minPrice=abc",
      "sort=cheapest",
      "minArea=9&maxArea=1",
    ]) {
      const res = await get(`/api/v1/auctions?${qs}`, { "Accept-Language": "en" });
      expect(res.status, qs).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      expect(await res.json()).toMatchObject({ code: "INVALID_QUERY", status: 400 });
    }
    const arabic = (await (await get("/api/v1/auctions?status=sold")).json()) as { detail: string };
    expect(arabic.detail).toMatch(/[\u0600-\u06ff]/);
  });
});

describe("GET /api/v1/auctions/{id}", () => {
  it("answers the auction with its property in both languages", async () => {
    const res = await get(`/api/v1/auctions/${live.auction.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: live.auction.id,
      title: { ar: "أرض على زاوية", en: "Corner plot" },
      property: { directions: { northM: 20, southM: 20, eastM: 30, westM: 30 } },
      deposit: 5_000_000,
    });
  });

  it("answers 400 for a malformed id and 404 for an unknown or draft one", async () => {
    for (const id of ["abc", "0", "1e3", "-4", "99999999999"]) {
      expect((await get(`/api/v1/auctions/${id}`)).status, id).toBe(400);
    }
    expect((await get("/api/v1/auctions/2147483000")).status).toBe(404);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await (await get("/api/v1/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/auctions", "/auctions/{id}"]));
  });
});
