import { z } from "zod";

/**
 * What a user may be told about, and how. The settings page shows one switch per kind and
 * channel; a switch never touched holds the default below.
 */
export const notificationKinds = [
  "outbid",
  "bidding",
  "auction_starting",
  "auction_won",
  "payment",
  "account",
] as const;
export const notificationChannels = ["in_app", "sms", "email"] as const;

export type NotificationKind = (typeof notificationKinds)[number];
export type NotificationChannel = (typeof notificationChannels)[number];
export type NotificationPreference = {
  kind: NotificationKind;
  channel: NotificationChannel;
  enabled: boolean;
};

/** In-app for everything; SMS where minutes matter; e-mail where a record matters. */
const defaults: Record<NotificationKind, Record<NotificationChannel, boolean>> = {
  outbid: { in_app: true, sms: true, email: false },
  bidding: { in_app: true, sms: false, email: false },
  auction_starting: { in_app: true, sms: false, email: true },
  auction_won: { in_app: true, sms: true, email: true },
  payment: { in_app: true, sms: false, email: true },
  account: { in_app: true, sms: false, email: true },
};

export function defaultNotificationEnabled(kind: NotificationKind, channel: NotificationChannel): boolean {
  return defaults[kind][channel];
}

/** Every kind × channel, explicit choices over the defaults, in a stable order. */
export function mergeNotificationPreferences(
  explicit: readonly NotificationPreference[],
): NotificationPreference[] {
  const chosen = new Map(explicit.map((p) => [`${p.kind}|${p.channel}`, p.enabled]));
  return notificationKinds.flatMap((kind) =>
    notificationChannels.map((channel) => ({
      kind,
      channel,
      enabled: chosen.get(`${kind}|${channel}`) ?? defaultNotificationEnabled(kind, channel),
    })),
  );
}

/** A list of switches to change, as the settings form or PATCH /me sends them. */
export const NotificationPreferencesSchema = z
  .array(
    z.object({
      kind: z.enum(notificationKinds),
      channel: z.enum(notificationChannels),
      enabled: z.boolean(),
    }),
  )
  .max(notificationKinds.length * notificationChannels.length);
