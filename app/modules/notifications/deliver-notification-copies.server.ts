import { and, asc, inArray, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { describeUsers } from "~/modules/accounts/describe-users.server";
import { isLang } from "~/i18n/config";
import type { Messenger, OutboundMessage } from "~/modules/messaging/messenger.server";
import { readChannelChoices } from "~/modules/accounts/notification-choices.server";
import { renderNotificationEmail, renderNotificationSms } from "./notification-copies.server";
import { isNotificationEvent, notificationKindOf } from "./notification-events";

export type DeliverCopiesOptions = {
  db: Db;
  messenger: Messenger;
  logger: Logger;
  /** Public origin for the links in the copies (APP_ORIGIN). */
  appOrigin: string;
  /** Notifications just committed with copies pending (others in the list are skipped). */
  ids: readonly number[];
};

/**
 * Sends the SMS and e-mail copies of notifications, after the transaction that recorded them has
 * committed, each in its recipient's language and on the channels the recipient wants now.
 *
 * Rows are claimed first (`copies_pending` true → false in one conditional UPDATE … RETURNING), so
 * of two instances, or a sweep racing the normal path, only one sends: copies go at most once.
 * The price is that a crash between the claim and the messenger's outbox insert (a few
 * milliseconds) loses that copy; a duplicate SMS about money was judged worse than a rare miss,
 * and the notification itself is never lost.
 */
export async function deliverNotificationCopies(
  options: DeliverCopiesOptions,
): Promise<{ claimed: number; sent: number }> {
  const { db, messenger, logger, appOrigin } = options;
  const ids = [...new Set(options.ids)];
  if (ids.length === 0) return { claimed: 0, sent: 0 };
  const claimed = await db
    .update(notifications)
    .set({ copiesPending: false })
    .where(and(inArray(notifications.id, ids), sql`${notifications.copiesPending}`))
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      event: notifications.event,
      auctionId: notifications.auctionId,
      params: notifications.params,
    });
  if (claimed.length === 0) return { claimed: 0, sent: 0 };

  const userIds = [...new Set(claimed.map((row) => row.userId))];
  // Contacts and language belong to the accounts module.
  const byId = await describeUsers(db, userIds);
  // The switches as they are now: a copy turned off since the event is not sent.
  const wants = await readChannelChoices(db, userIds);

  // Every copy first, then one outbox insert for them all (a hot auction's batch outbids many).
  const copies: { notificationId: number; message: OutboundMessage }[] = [];
  for (const row of claimed) {
    const user = byId.get(row.userId);
    if (!user || !isNotificationEvent(row.event)) continue;
    const kind = notificationKindOf[row.event];
    const lang = isLang(user.locale) ? user.locale : "ar";
    const template = `notification.${row.event}`;
    try {
      if (wants(user.id, kind, "sms")) {
        const body = renderNotificationSms(row, { lang, appOrigin });
        copies.push({
          notificationId: row.id,
          message: { channel: "sms", recipient: user.phone, body, template },
        });
      }
      if (wants(user.id, kind, "email")) {
        const email = renderNotificationEmail(row, { lang, name: user.name, appOrigin });
        copies.push({
          notificationId: row.id,
          message: { channel: "email", recipient: user.email, ...email, template },
        });
      }
    } catch (err) {
      logger.error({ err, notificationId: row.id }, "notification copy not sent");
    }
  }
  const answers = await messenger.sendMany(copies.map((c) => c.message));
  let sent = 0;
  answers.forEach((answer, i) => {
    // One recipient's failure (e.g. their outbox row refused) does not cost the others their copies.
    if (answer instanceof Error)
      logger.error({ err: answer, notificationId: copies[i]!.notificationId }, "notification copy not sent");
    else sent += 1;
  });
  return { claimed: claimed.length, sent };
}

/** How long the normal path gets before the sweep takes over a pending copy. */
export const COPY_SWEEP_AFTER_SECONDS = 60;

/**
 * Sends copies still pending a minute after their notification was recorded: the process that
 * committed them stopped before `deliverNotificationCopies` ran. Called periodically by the
 * lifecycle clock on every instance; the claim in `deliverNotificationCopies` keeps it to one
 * sender. Handles at most `limit` notifications per call, oldest first.
 */
export async function sweepPendingCopies(
  options: Omit<DeliverCopiesOptions, "ids"> & { now: Date; limit?: number },
): Promise<{ claimed: number; sent: number }> {
  const cutoff = new Date(options.now.getTime() - COPY_SWEEP_AFTER_SECONDS * 1000);
  const due = await options.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(sql`${notifications.copiesPending}`, lte(notifications.createdAt, cutoff)))
    .orderBy(asc(notifications.createdAt))
    .limit(options.limit ?? 100);
  return deliverNotificationCopies({ ...options, ids: due.map((row) => row.id) });
}
