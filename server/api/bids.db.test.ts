import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { bids } from "~/db/schema";
import { createAuction, createPlace } from "../../tests/factories/auctions";
import { createTestDatabase } from "../../tests/support/database";
import { apiClient, callerHeaders, offContract } from "../../tests/support/api-client";
import { createTestHttpApp } from "../../tests/support/http-app";

let database: Database;
let app: ReturnType<typeof createTestHttpApp>;
let api: ReturnType<typeof apiClient>;
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
  api = apiClient(app);
});

afterAll(async () => {
  await database?.close();
});

const history = (id: number, query: { before?: number; limit?: number } = {}) =>
  api.GET("/auctions/{id}/bids", { params: { path: { id }, query } });

describe("GET /api/v1/auctions/{id}/bids", () => {
  it("pages through the history, newest first, 20 at a time by default", async () => {
    const { data: page, response } = await history(auctionId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(page!.data).toHaveLength(20);
    expect(page!.data[0]).toEqual({
      sequence: 25,
      amount: 100_000_000 + 24 * 1_000_000,
      source: "app",
      bidderNumber: 1,
      placedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(page!.nextBefore).toBe(6);
    const older = (await history(auctionId, { before: page!.nextBefore!, limit: 100 })).data!;
    expect(older.data.map((b) => b.sequence)).toEqual([5, 4, 3, 2, 1]);
    expect(older.nextBefore).toBeNull();
    const two = (await history(auctionId, { limit: 2 })).data!;
    expect(two.data.map((b) => b.sequence)).toEqual([25, 24]);
  });

  it("answers an empty page for an auction without bids", async () => {
    expect((await history(quietId)).data).toEqual({ data: [], nextBefore: null });
  });

  it.each([
    ["abc", {}],
    ["0", {}],
    ["-1", {}],
    ["1e3", {}],
    ["99999999999", {}],
    ["1", { limit: "0" }],
    ["1", { limit: "101" }],
    ["1", { limit: "ten" }],
    ["1", { limit: "2.5" }],
    ["1", { before: "0" }],
    ["1", { before: "x" }],
  ])("rejects a malformed id or query (%s, %o) with 400 problem+json", async (id, query) => {
    const { error, response } = await api.GET("/auctions/{id}/bids", {
      params: { path: { id: offContract<number>(id) }, query: offContract<{ limit?: number }>(query) },
      headers: callerHeaders({ lang: "en" }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(error).toMatchObject({ status: 400, code: "INVALID_QUERY" });
  });

  it("answers 404 problem+json for an unknown or draft auction", async () => {
    for (const id of [2_147_483_647, draftId]) {
      const { error, response } = await history(id);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
      expect(error).toMatchObject({ code: "NOT_FOUND", detail: "المورد المطلوب غير موجود." });
    }
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await (await app.request("/api/v1/openapi.json")).json()) as {
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
