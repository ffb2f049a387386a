import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { notificationPreferences } from "~/db/schema/accounts";
import {
  defaultNotificationEnabled,
  type NotificationChannel,
  type NotificationKind,
} from "./notification-preferences";

/** Whether each user wants each kind on each channel: their switches over the defaults. */
export async function readChannelChoices(tx: Pick<Db, "select">, userIds: readonly string[]) {
  const rows =
    userIds.length === 0
      ? []
      : await tx
          .select({
            userId: notificationPreferences.userId,
            kind: notificationPreferences.kind,
            channel: notificationPreferences.channel,
            enabled: notificationPreferences.enabled,
          })
          .from(notificationPreferences)
          .where(inArray(notificationPreferences.userId, [...new Set(userIds)]));
  const chosen = new Map(rows.map((r) => [`${r.userId}|${r.kind}|${r.channel}`, r.enabled]));
  return (userId: string, kind: NotificationKind, channel: NotificationChannel): boolean =>
    chosen.get(`${userId}|${kind}|${channel}`) ?? defaultNotificationEnabled(kind, channel);
}
