import type { Services } from "~/context.server";
import { accountDeps } from "~/modules/accounts/account-deps.server";
import { appendLiveEvents } from "~/modules/live/append-live-events.server";
import { userChannel, type LiveEvent, type NewLiveEvent } from "~/modules/live/live-channels";
import type { Db, Tx } from "~/db/client.server";
import { walletTotals } from "~/modules/wallet/wallet-totals.server";
import { createNotifications } from "./create-notifications.server";
import { deliverNotificationCopies } from "./deliver-notification-copies.server";
import type { NewNotification } from "./notification-events";

/** What a committed transaction leaves to do: live events to publish, notification copies to send. */
export type Effects = { liveEvents: readonly LiveEvent[]; notificationIds: readonly number[] };

export const noEffects = (): Effects => ({ liveEvents: [], notificationIds: [] });

/**
 * Writes, inside the caller's transaction, what others must hear of it: notifications, the new
 * wallet totals of users whose money moved, and any other live events, all numbered in one go.
 * The write that called it hands them back to `runWrite`, which publishes them after the commit.
 */
export async function recordEffects(
  tx: Tx,
  options: {
    notices?: readonly NewNotification[];
    walletChanged?: readonly string[];
    events?: readonly NewLiveEvent[];
    now: Date;
  },
): Promise<Effects> {
  const { now } = options;
  const { ids, liveEvents: noticeEvents } = await createNotifications(tx, options.notices ?? [], now);
  const all: NewLiveEvent[] = [...(options.events ?? [])];
  for (const [userId, totals] of await walletTotals(tx, options.walletChanged ?? [])) {
    all.push({ channel: userChannel(userId), type: "wallet", payload: totals });
  }
  all.push(...noticeEvents);
  return { liveEvents: await appendLiveEvents(tx, all, now), notificationIds: ids };
}

/** What a write returns: its effects, or a result carrying them (one set, or one per item it handled). */
export type Effectful = Effects | { readonly effects: Effects | readonly Effects[] };

function effectsOf(result: Effectful): readonly Effects[] {
  if ("liveEvents" in result) return [result];
  return Array.isArray(result.effects) ? result.effects : [result.effects as Effects];
}

/**
 * The one way a page, an API handler or a job runs a write: `write` commits its own transaction
 * (tried again on a conflict, see app/db/transaction.server.ts) and returns what it left to do;
 * once it has returned, the live events go to every watcher and the SMS and e-mail copies out in
 * the background. A write that throws committed nothing and publishes nothing.
 */
export async function runWrite<T extends Effectful>(
  services: Services,
  write: (db: Db) => Promise<T>,
): Promise<T> {
  const result = await write(services.database.db);
  for (const effects of effectsOf(result)) publishEffects(services, effects);
  return result;
}

/**
 * After the commit: live events to every watcher, SMS and e-mail copies in the background. Only
 * `runWrite` and the bid queue (which commits batches of its own) call it.
 */
export function publishEffects(services: Services, effects: Effects): void {
  const { database, live, logger, config } = services;
  if (effects.liveEvents.length) live.publish(effects.liveEvents);
  if (effects.notificationIds.length) {
    deliverNotificationCopies({
      db: database.db,
      messenger: accountDeps(services).messenger,
      logger,
      appOrigin: config.appOrigin,
      ids: effects.notificationIds,
    }).catch((err: unknown) => logger.error({ err }, "sending notification copies failed"));
  }
}
