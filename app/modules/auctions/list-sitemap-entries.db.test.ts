import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createTestDatabase } from "../../../tests/support/database";
import { listSitemapAuctions, listSitemapChunks } from "./list-sitemap-entries.server";

let database: Database;
const publicIds: number[] = [];
let draftId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const place = await createPlace(database.db);
  for (let i = 0; i < 5; i++) publicIds.push((await createAuction(database.db, place)).auction.id);
  draftId = (await createAuction(database.db, place, { auction: { status: "draft" } })).auction.id;
});

afterAll(async () => {
  await database.close();
});

describe("listSitemapAuctions", () => {
  it("reads a file's range batch by batch, in id order, without drafts", async () => {
    const chunkSize = 1_000_000;
    const chunk = Math.ceil(publicIds[0]! / chunkSize);
    const batches: number[][] = [];
    for await (const batch of listSitemapAuctions({ db: database.db, chunk, chunkSize, batchSize: 2 })) {
      expect(batch.length).toBeLessThanOrEqual(2);
      expect(batch.every((row) => row.lastModified instanceof Date)).toBe(true);
      batches.push(batch.map((row) => row.id));
    }
    const ids = batches.flat();
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of publicIds) expect(ids).toContain(id);
    expect(ids).not.toContain(draftId);
  });

  it("stays inside the file's id range", async () => {
    const id = publicIds[2]!;
    const rows = [];
    for await (const batch of listSitemapAuctions({ db: database.db, chunk: id, chunkSize: 1 }))
      rows.push(...batch);
    expect(rows.map((r) => r.id)).toEqual([id]);
  });
  it("is empty past the largest possible id, without asking the database about it", async () => {
    const batches = [];
    for await (const batch of listSitemapAuctions({ db: database.db, chunk: 200_000, chunkSize: 25_000 })) {
      batches.push(batch);
    }
    expect(batches).toEqual([]);
  });
});

describe("listSitemapChunks", () => {
  it("names each non-empty file once, in order", async () => {
    const chunks = await listSitemapChunks({ db: database.db, chunkSize: 1 });
    const numbers = chunks.map((c) => c.chunk);
    for (const id of publicIds) expect(numbers).toContain(id);
    expect(numbers).not.toContain(draftId);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(chunks.every((c) => c.lastModified instanceof Date)).toBe(true);
  });
});
