import type { Db } from "~/db/client.server";
import { userChannel, type LiveCursor } from "~/modules/live/live-channels";
import { readChannelPositions } from "~/modules/live/read-live-events.server";
import { countUnread } from "./list-notifications.server";

export type NotificationBadge = {
  unread: number;
  /** The user channel's position when `unread` was counted: live events after it are news. */
  cursor: LiveCursor;
};

/**
 * What the bell needs on every page of a signed-in user: the unread count, and where the user's
 * live channel stood. The position is read first, so a notification landing between the two
 * reads is counted and also replayed (one too many until the panel is opened and recounts),
 * rather than missed by both. The root loader reads the same two values in its one statement
 * (`readNavbarData`), whose test holds the two reads equal.
 */
export async function readNotificationBadge(options: { db: Db; userId: string }): Promise<NotificationBadge> {
  const cursor = await readChannelPositions({ db: options.db, channels: [userChannel(options.userId)] });
  return { unread: await countUnread(options), cursor };
}
