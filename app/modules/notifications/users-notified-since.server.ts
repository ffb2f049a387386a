import { and, eq, gt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { notifications } from "~/db/schema";
import type { NotificationEvent } from "./notification-events";

/** The users who were notified of `event` about the auction after `since`: to notify them less often. */
export async function usersNotifiedSince(
  tx: Pick<Db, "select">,
  about: { auctionId: number; event: NotificationEvent; since: Date },
): Promise<Set<string>> {
  const recent = await tx
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.auctionId, about.auctionId),
        eq(notifications.event, about.event),
        gt(notifications.createdAt, about.since),
      ),
    );
  return new Set(recent.map((r) => r.userId));
}
