import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { cityOptionsSubquery, listCityOptions, type CityOption } from "~/modules/auctions/list-cities.server";
import { unreadChatQuery } from "~/modules/chat/chat.server";
import { favoriteIdsQuery } from "~/modules/favorites/favorites.server";
import { userChannel } from "~/modules/live/live-channels";
import { channelPositionSubquery } from "~/modules/live/read-live-events.server";
import { unreadNotificationsQuery } from "~/modules/notifications/list-notifications.server";
import type { NotificationBadge } from "~/modules/notifications/notification-badge.server";

/** What the root loader reads for the navbar on every page. */
export type NavbarData = {
  cities: CityOption[];
  /** Only for a signed-in reader. */
  mine: { notifications: NotificationBadge; favorites: number[]; chatUnread: number } | null;
};

const preparedReads = new WeakMap<Db, ReturnType<typeof prepareSignedInRead>>();

/**
 * The cities, the bell (the user channel's position and the unread count), the pressed hearts and
 * the unread chat count in one statement: one round trip instead of five, its SQL built once per
 * database. Each part is its module's own query (`listCityOptions`, `readNotificationBadge`'s position and count,
 * `listFavoriteIds`, `countUnreadChat`) as a subquery. One statement reads one snapshot, so the
 * channel's position and the unread count agree exactly: a notification and its live event commit
 * in one transaction, and both are seen or neither (ADR 013's "position before data" asks only
 * that nothing counted be missed by the stream).
 */
function prepareSignedInRead(db: Db) {
  const userId = sql.placeholder("userId");
  const channel = sql.placeholder("channel");
  return db
    .select({
      cities: cityOptionsSubquery(),
      position: channelPositionSubquery(channel),
      unread: sql<number>`(${unreadNotificationsQuery(db, userId)})`.mapWith(Number),
      favorites: sql<number[]>`array(${favoriteIdsQuery(db, userId)})`,
      chatUnread: sql<number>`(${unreadChatQuery(db, userId)})`.mapWith(Number),
    })
    .from(sql`(select 1) as "one"`)
    .prepare("navbar_data");
}

/** The navbar's data: for a guest the cities alone, for a signed-in reader everything in one read. */
export async function readNavbarData(db: Db, userId: string | null): Promise<NavbarData> {
  if (!userId) return { cities: await listCityOptions({ db }), mine: null };
  let read = preparedReads.get(db);
  if (!read) preparedReads.set(db, (read = prepareSignedInRead(db)));
  const channel = userChannel(userId);
  const [row] = await read.execute({ userId, channel });
  return {
    cities: row!.cities,
    mine: {
      notifications: { unread: row!.unread, cursor: { [channel]: row!.position } },
      favorites: row!.favorites,
      chatUnread: row!.chatUnread,
    },
  };
}
