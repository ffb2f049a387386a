import { and, count, desc, eq, inArray, sql, type Placeholder } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { favorites } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { isPublishedAuction } from "~/modules/auctions/auction-state.server";
import { listAuctionCardsByIds, type AuctionCard } from "~/modules/auctions/list-auctions.server";

/*
 * Favorites (issue 16, product.md §2.8): the auctions a user keeps an eye on. Adding and removing
 * are idempotent by nature (adding twice keeps one row, removing what is not there is a no-op), so
 * a double click, a repeated form post or a retried API call changes nothing more.
 */

/** How many auctions one user may keep: enough for anyone, and a bound on what a page reads. */
export const MAX_FAVORITES = 200;

type Reader = Pick<Db, "select">;

/**
 * Adds the auction to the user's favorites. Only a published auction (not a draft) can be added:
 * anything else is NOT_FOUND, exactly like an auction that does not exist. Past MAX_FAVORITES,
 * FAVORITES_LIMIT. Concurrent adds of one user are serialized, so the limit holds.
 */
export async function addFavorite(options: {
  db: Db;
  userId: string;
  auctionId: number;
  now?: Date;
  /** MAX_FAVORITES; smaller in tests. */
  limit?: number;
}) {
  const { db, userId, auctionId, now, limit = MAX_FAVORITES } = options;
  if (!(await isPublishedAuction(db, auctionId))) throw new AppError("NOT_FOUND");
  await db.transaction(async (tx) => {
    // One user's adds take turns (a lock on the user's key, released at commit).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favorites:${userId}`}))`);
    const [existing] = await tx
      .select({ auctionId: favorites.auctionId })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.auctionId, auctionId)));
    if (existing) return;
    const [kept] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
    if ((kept?.n ?? 0) >= limit) throw new AppError("FAVORITES_LIMIT");
    await tx
      .insert(favorites)
      .values({ userId, auctionId, ...(now ? { createdAt: now } : {}) })
      .onConflictDoNothing();
  });
}

/** Removes the auction from the user's favorites; nothing happens when it was not there. */
export async function removeFavorite(options: { db: Db; userId: string; auctionId: number }) {
  const { db, userId, auctionId } = options;
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.auctionId, auctionId)));
}

/** The ids of the auctions the user favorited (what the hearts of any page show as pressed). */
export async function listFavoriteIds(db: Reader, userId: string): Promise<number[]> {
  const rows = await favoriteIdsQuery(db, userId);
  return rows.map((row) => row.auctionId);
}

/** listFavoriteIds' query, one column: also a subquery of the root loader's read. */
export function favoriteIdsQuery(db: Reader, userId: string | Placeholder) {
  return db
    .select({ auctionId: favorites.auctionId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.auctionId))
    .limit(MAX_FAVORITES);
}

/** The user's favorites as auction cards (live status and price), the newest favorite first. */
export async function listFavoriteCards(db: Db, userId: string): Promise<AuctionCard[]> {
  return listAuctionCardsByIds({ db, ids: await listFavoriteIds(db, userId) });
}

/** How many users favorited each of the auctions (the owners' dashboard); absent means none. */
export async function countFavoritesByAuction(
  db: Reader,
  auctionIds: number[],
): Promise<Map<number, number>> {
  if (auctionIds.length === 0) return new Map();
  const rows = await db
    .select({ auctionId: favorites.auctionId, n: count() })
    .from(favorites)
    .where(inArray(favorites.auctionId, auctionIds))
    .groupBy(favorites.auctionId);
  return new Map(rows.map((row) => [row.auctionId, row.n]));
}

/** Who favorited the auction: the reminders job tells them it starts or ends soon. */
export async function usersFavoriting(tx: Pick<Tx, "select">, auctionId: number): Promise<string[]> {
  const rows = await tx
    .select({ userId: favorites.userId })
    .from(favorites)
    .where(eq(favorites.auctionId, auctionId));
  return rows.map((row) => row.userId);
}
