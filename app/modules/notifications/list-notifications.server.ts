import { and, count, desc, eq, inArray, isNull, lt, type Placeholder } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { notifications } from "~/db/schema";
import type { StoredParams } from "./notification-events";

/*
 * The notification centre. Every query names the user: nobody lists, counts or marks anyone
 * else's notifications, whatever ids they send.
 */

export type NotificationRecord = {
  id: number;
  event: string;
  auctionId: number | null;
  params: StoredParams;
  createdAt: Date;
  readAt: Date | null;
};

export const NOTIFICATIONS_PAGE_MAX = 50;

/** A page of the user's notifications, newest first; `nextBefore` continues with older ones. */
export async function listNotifications(options: {
  db: Db;
  userId: string;
  /** Only notifications older than this id (the previous page's `nextBefore`). */
  before?: number;
  limit: number;
}): Promise<{ items: NotificationRecord[]; nextBefore: number | null }> {
  const { db, userId, before } = options;
  const limit = Math.min(Math.max(1, Math.trunc(options.limit)), NOTIFICATIONS_PAGE_MAX);
  const rows = await db
    .select({
      id: notifications.id,
      event: notifications.event,
      auctionId: notifications.auctionId,
      params: notifications.params,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(
      before === undefined
        ? eq(notifications.userId, userId)
        : and(eq(notifications.userId, userId), lt(notifications.id, before)),
    )
    .orderBy(desc(notifications.id))
    // One more than asked tells whether an older page exists without counting.
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  return { items, nextBefore: rows.length > limit ? items[items.length - 1]!.id : null };
}

export async function countUnread(options: { db: Pick<Db, "select">; userId: string }): Promise<number> {
  const [row] = await unreadNotificationsQuery(options.db, options.userId);
  return row?.unread ?? 0;
}

/** countUnread's query, one row of one column: also a subquery of the root loader's read. */
export function unreadNotificationsQuery(db: Pick<Db, "select">, userId: string | Placeholder) {
  return db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/**
 * Marks the user's notifications read: the given ids (ids of other users' notifications, or
 * unknown ones, are ignored), or all of them. Already-read ones keep their first reading time.
 * Returns how many changed and the unread count after.
 */
export async function markNotificationsRead(
  options: { db: Db; userId: string; now: Date } & ({ ids: readonly number[] } | { all: true }),
): Promise<{ marked: number; unreadCount: number }> {
  const { db, userId, now } = options;
  if ("ids" in options && options.ids.length === 0) {
    return { marked: 0, unreadCount: await countUnread({ db, userId }) };
  }
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where("ids" in options ? and(mine, inArray(notifications.id, [...new Set(options.ids)])) : mine)
    .returning({ id: notifications.id });
  return { marked: marked.length, unreadCount: await countUnread({ db, userId }) };
}
