import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import type { operations } from "~/lib/api-types";
import { createAuction, createPlace } from "../../tests/factories/auctions";
import { createTestDatabase } from "../../tests/support/database";
import { apiClient, callerHeaders, offContract } from "../../tests/support/api-client";
import { createTestHttpApp } from "../../tests/support/http-app";

let database: Database;
let app: ReturnType<typeof createTestHttpApp>;
let api: ReturnType<typeof apiClient>;
let place: Awaited<ReturnType<typeof createPlace>>;
let live: Awaited<ReturnType<typeof createAuction>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestHttpApp(database, { buildId: "test" });
  api = apiClient(app);
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

type ListQuery = operations["getAuctions"]["parameters"]["query"];
const list = (query: ListQuery, lang?: "ar" | "en") =>
  api.GET("/auctions", { params: { query }, headers: callerHeaders({ lang }) });

describe("GET /api/v1/auctions", () => {
  it("lists public auctions with filters, in halalas, drafts never", async () => {
    const city = String(place.city.id);
    const res = await list({ city });
    expect(res.response.status).toBe(200);
    expect(res.data!.total).toBe(2);
    const lands = (await list({ city, category: "land" })).data!;
    expect(lands.data).toEqual([
      expect.objectContaining({ id: live.auction.id, category: "land", openingPrice: 30_000_000 }),
    ]);
    const cheap = (await list({ city, maxPrice: 30000000 })).data!;
    expect(cheap.data.map((a) => a.id)).toEqual([live.auction.id]);
    const byWords = (await list({ q: "corner tabuk" })).data!;
    expect(byWords.data.map((a) => a.id)).toContain(live.auction.id);
  });

  it("refuses unknown parameters and malformed values with problem+json in the request's language", async () => {
    const refused: Record<string, string>[] = [
      { colour: "red" },
      { status: "sold" },
      { page: "0" },
      { minPrice: "abc" },
      { sort: "cheapest" },
      { minArea: "9", maxArea: "1" },
    ];
    for (const query of refused) {
      const qs = new URLSearchParams(query).toString();
      const res = await list(offContract<ListQuery>(query), "en");
      expect(res.response.status, qs).toBe(400);
      expect(res.response.headers.get("content-type")).toContain("application/problem+json");
      expect(res.error).toMatchObject({ code: "INVALID_QUERY", status: 400 });
    }
    const arabic = await list(offContract<ListQuery>({ status: "sold" }));
    expect(arabic.error!.detail).toMatch(/[\u0600-\u06ff]/);
  });
});

describe("GET /api/v1/auctions/{id}", () => {
  const auction = (id: number) => api.GET("/auctions/{id}", { params: { path: { id } } });

  it("answers the auction with its property in both languages", async () => {
    const res = await auction(live.auction.id);
    expect(res.response.status).toBe(200);
    expect(res.data).toMatchObject({
      id: live.auction.id,
      title: { ar: "أرض على زاوية", en: "Corner plot" },
      property: { directions: { northM: 20, southM: 20, eastM: 30, westM: 30 } },
      deposit: 5_000_000,
    });
  });

  it("answers 400 for a malformed id and 404 for an unknown or draft one", async () => {
    for (const id of ["abc", "0", "1e3", "-4", "99999999999"]) {
      expect((await auction(offContract(id))).response.status, id).toBe(400);
    }
    expect((await auction(2147483000)).response.status).toBe(404);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await (await app.request("/api/v1/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/auctions", "/auctions/{id}"]));
  });
});
