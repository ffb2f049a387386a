import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { appendLiveEvents } from "~/modules/live/append-live-events.server";
import type { LiveBus } from "~/modules/live/live-bus";
import type { Messenger } from "~/modules/messaging/messenger.server";
import { createNotifications } from "./create-notifications.server";
import { deliverNotificationCopies } from "./deliver-notification-copies.server";
import type { NewNotification } from "./notification-events";

/**
 * Notifies users of something that has already happened, in a transaction of its own: records the
 * notifications and their live events, publishes the events once committed, then sends the SMS
 * and e-mail copies in the background. Writers that change other rows (a bid, a finished
 * auction) call `createNotifications` inside their own transaction instead.
 */
export async function notifyUsers(options: {
  db: Db;
  live: Pick<LiveBus, "publish">;
  messenger: Messenger;
  logger: Logger;
  appOrigin: string;
  items: readonly NewNotification[];
  now: Date;
}): Promise<{ ids: number[] }> {
  const { db, items, now, logger } = options;
  const { ids, events } = await db.transaction(async (tx) => {
    const created = await createNotifications(tx, items, now);
    return { ids: created.ids, events: await appendLiveEvents(tx, created.liveEvents, now) };
  });
  options.live.publish(events);
  // Copies never hold up the caller; what is left pending is picked up by sweepPendingCopies.
  void deliverNotificationCopies({ ...options, ids }).catch((err: unknown) =>
    logger.error({ err }, "sending notification copies"),
  );
  return { ids };
}
