import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { insertedIds, jsonRows } from "~/db/json-rows.server";
import { readChannelChoices } from "~/modules/accounts/notification-choices.server";
import { userChannel, type NewLiveEvent } from "~/modules/live/live-channels";
import { notificationKindOf, outboundOnlyEvents, type NewNotification } from "./notification-events";

/** A transaction (or the database): what creating notifications needs to run. */
type Queryable = Pick<Db, "select" | "execute">;

/**
 * Records notifications inside the caller's transaction, so they exist exactly when what they
 * announce has committed (a bid that rolls back notifies nobody).
 *
 * Every notification is recorded: the notifications page is the user's record of what happened
 * to their bids, whatever they chose. The user's in-app switch for the event's kind decides
 * whether it *alerts*: when on, it arrives unread and is pushed live (count, toast); when off, it
 * is recorded as already read and not pushed (as are the events told only by SMS and e-mail,
 * `outboundOnlyEvents`). `copies_pending` is set only when the user wants an
 * SMS or e-mail copy of that kind; `deliverNotificationCopies` sends them after the commit.
 *
 * The live events are returned, not written: the caller writes all of its live events in one
 * `appendLiveEvents` call in the same transaction, and publishes them after the commit.
 */
export async function createNotifications(
  tx: Queryable,
  items: readonly NewNotification[],
  now: Date,
): Promise<{ ids: number[]; liveEvents: NewLiveEvent[] }> {
  if (items.length === 0) return { ids: [], liveEvents: [] };
  const wants = await readChannelChoices(
    tx,
    items.map((item) => item.userId),
  );
  const plans = items.map((item) => {
    const kind = notificationKindOf[item.event];
    return {
      item,
      alert: !outboundOnlyEvents.has(item.event) && wants(item.userId, kind, "in_app"),
      copies: wants(item.userId, kind, "sms") || wants(item.userId, kind, "email"),
    };
  });
  const rows = plans.map(({ item, alert, copies }) => ({
    user_id: item.userId,
    event: item.event,
    auction_id: item.auctionId,
    params: item.params,
    read_at: alert ? null : now,
    copies_pending: copies,
  }));
  const ids = insertedIds(
    await tx.execute(sql`
    insert into notifications (user_id, event, auction_id, params, created_at, read_at, copies_pending)
    select user_id, event, auction_id, params, ${now.toISOString()}::timestamptz, read_at, copies_pending
      from ${jsonRows(
        rows,
        "n(user_id uuid, event notification_event, auction_id integer, params jsonb, read_at timestamptz, copies_pending boolean)",
      )}
    returning id`),
  );
  const createdAt = now.toISOString();
  const liveEvents = plans.flatMap(({ item, alert }, index): NewLiveEvent[] =>
    alert
      ? [
          {
            channel: userChannel(item.userId),
            type: "notification",
            payload: {
              id: ids[index]!,
              event: item.event,
              auctionId: item.auctionId,
              params: item.params,
              createdAt,
            },
          },
        ]
      : [],
  );
  return { ids, liveEvents };
}
