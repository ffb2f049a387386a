import { and, asc, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctions, properties } from "~/db/schema";

/**
 * Auctions per sitemap file. Each auction is listed in two languages and a sitemap file may hold
 * at most 50,000 URLs, so 25,000 is the most one file can take.
 */
export const SITEMAP_CHUNK_SIZE = 25_000;

/** A page changes when either its auction or its property does. */
const lastModified = sql`greatest(${auctions.updatedAt}, ${properties.updatedAt})`;

const isPublic = ne(auctions.status, "draft");
const MAX_ID = 2_147_483_647;

/**
 * The sitemap files that have at least one public auction, with the newest change in each.
 * File n holds the auctions whose ids fall in ((n − 1) × size, n × size]: by id range rather than
 * by offset, so an auction stays in the same file as others are added or withdrawn.
 */
export async function listSitemapChunks({
  db,
  chunkSize = SITEMAP_CHUNK_SIZE,
}: {
  db: Db;
  chunkSize?: number;
}): Promise<{ chunk: number; lastModified: Date }[]> {
  if (!Number.isSafeInteger(chunkSize) || chunkSize < 1) throw new RangeError(`bad chunk size: ${chunkSize}`);
  // A literal, not a parameter: PostgreSQL matches the GROUP BY expression to the selected one
  // only when they are written identically, and each parameter gets its own placeholder.
  const chunk = sql<number>`((${auctions.id} - 1) / ${sql.raw(String(chunkSize))} + 1)::int`;
  const rows = await db
    .select({ chunk, lastModified: sql`max(${lastModified})`.mapWith(auctions.updatedAt) })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .where(isPublic)
    .groupBy(chunk)
    .orderBy(chunk);
  return rows.map((r) => ({ chunk: Number(r.chunk), lastModified: r.lastModified as Date }));
}

export type SitemapAuction = { id: number; lastModified: Date };

/**
 * The public auctions of one sitemap file, in id order, a batch at a time: a full file is 25,000
 * rows, which is better streamed than held in memory while the answer is written.
 */
export async function* listSitemapAuctions({
  db,
  chunk,
  chunkSize = SITEMAP_CHUNK_SIZE,
  batchSize = 2_000,
}: {
  db: Db;
  chunk: number;
  chunkSize?: number;
  batchSize?: number;
}): AsyncGenerator<SitemapAuction[]> {
  // Ids are PostgreSQL integers: a range beyond them is empty, and must not reach the query.
  const last = Math.min(chunk * chunkSize, MAX_ID);
  let after = (chunk - 1) * chunkSize;
  if (chunk < 1 || after >= last) return;
  for (;;) {
    const rows = await db
      .select({ id: auctions.id, lastModified: lastModified.mapWith(auctions.updatedAt) })
      .from(auctions)
      .innerJoin(properties, eq(properties.id, auctions.propertyId))
      .where(and(isPublic, gt(auctions.id, after), lte(auctions.id, last)))
      .orderBy(asc(auctions.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((r) => ({ id: r.id, lastModified: r.lastModified as Date }));
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.id;
  }
}
