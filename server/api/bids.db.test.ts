import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { bids } from "~/db/schema";
import { createAuction, createPlace } from "../../tests/factories/auctions";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";

let database: Database;
let app: ReturnType<typeof createTestHttpApp>;
let auctionId: number;
let draftId: number;
let quietId: number;

const MINUTE = 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const place = await createPlace(db);
  const { auction } = await createAuction(db, place);
  auctionId = auction.id;
  await db.insert(bids).values(
    Array.from({ length: 25 }, (_, i) => ({
      auctionId,
      sequence: i + 1,
      amount: auction.openingPrice + i * 1_000_000,
      source: i % 4 === 3 ? ("automatic" as const) : ("app" as const),
      bidderNumber: (i % 3) + 1,
      placedAt: new Date(auction.startsAt.getTime() + (i + 1) * MINUTE),
    })),
  );
  draftId = (await createAuction(db, place, { auction: { status: "draft" } })).auction.id;
  quietId = (await createAuction(db, place)).auction.id;
  app = createTestHttpApp(database);
});

afterAll(async () => {
  await database?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

type Page = {
  data: { sequence: number; amount: number; source: string; bidderNumber: number; placedAt: string }[];
  nextBefore: number | null;
};

describe("GET /api/v1/auctions/{id}/bids", () => {
  it("pages through the history, newest first, 20 at a time by default", async () => {
    const res = await get(`/api/v1/auctions/${auctionId}/bids`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const page = (await res.json()) as Page;
    expect(page.data).toHaveLength(20);
    expect(page.data[0]).toEqual({
      sequence: 25,
      amount: 100_000_000 + 24 * 1_000_000,
      source: "app",
      bidderNumber: 1,
      placedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(page.nextBefore).toBe(6);
    const older = (await (
      await get(`/api/v1/auctions/${auctionId}/bids?before=${page.nextBefore}&limit=100`)
    ).json()) as Page;
    expect(older.data.map((b) => b.sequence)).toEqual([5, 4, 3, 2, 1]);
    expect(older.nextBefore).toBeNull();
    const two = (await (await get(`/api/v1/auctions/${auctionId}/bids?limit=2`)).json()) as Page;
    expect(two.data.map((b) => b.sequence)).toEqual([25, 24]);
  });

  it("answers an empty page for an auction without bids", async () => {
    const res = await get(`/api/v1/auctions/${quietId}/bids`);
    expect(await res.json()).toEqual({ data: [], nextBefore: null });
  });

  it.each([
    ["abc/bids"],
    ["0/bids"],
    ["-1/bids"],
    ["1e3/bids"],
    ["99999999999/bids"],
    ["1/bids?limit=0"],
    ["1/bids?limit=101"],
    ["1/bids?limit=ten"],
    ["1/bids?limit=2.5"],
    ["1/bids?before=0"],
    ["1/bids?before=x"],
  ])("rejects a malformed id or query (%s) with 400 problem+json", async (path) => {
    const res = await get(`/api/v1/auctions/${path}`, { "Accept-Language": "en" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(await res.json()).toMatchObject({ status: 400, code: "INVALID_QUERY" });
  });

  it("answers 404 problem+json for an unknown or draft auction", async () => {
    for (const id of [2_147_483_647, draftId]) {
      const res = await get(`/api/v1/auctions/${id}/bids`);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      expect(await res.json()).toMatchObject({ code: "NOT_FOUND", detail: "المورد المطلوب غير موجود." });
    }
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await (await get("/api/v1/openapi.json")).json()) as {
      paths: Record<string, { get: { parameters: { name: string; in: string }[] } }>;
    };
    const operation = doc.paths["/auctions/{id}/bids"]!.get;
    expect(operation.parameters.map((p) => `${p.in}:${p.name}`).sort()).toEqual([
      "path:id",
      "query:before",
      "query:limit",
    ]);
  });
});
