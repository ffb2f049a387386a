import { z } from "zod";
import { text } from "~/lib/text-rules";
import {
  EmailSchema,
  LocaleSchema,
  NameSchema,
  OtpSchema,
  PasswordChangeSchema,
  PhoneSchema,
  ThemeSchema,
} from "~/modules/accounts/account-schemas";
import {
  notificationChannels,
  notificationKinds,
  type NotificationPreference,
} from "~/modules/accounts/notification-preferences";

/*
 * The settings page's forms: one per section, each posting its `intent`. The schemas are the
 * accounts module's, so the browser (Conform) and the action check the same rules.
 */

export const settingsIntents = [
  "details",
  "identity",
  "confirmPhone",
  "resendPhone",
  "preferences",
  "notifications",
  "password",
  "revokeSession",
  "revokeOthers",
] as const;
export type SettingsIntent = (typeof settingsIntents)[number];

export const DetailsSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  currentPassword: text().optional(),
});
/** `initialLocale`: the language the form showed, to tell a new choice from an unchanged one. */
export const PreferencesSchema = z.object({
  locale: LocaleSchema,
  theme: ThemeSchema,
  initialLocale: LocaleSchema.optional(),
});
export const ConfirmPhoneSchema = OtpSchema;
export { IdDocumentFormSchema as IdentitySchema } from "~/modules/accounts/identity-document";
export { PasswordChangeSchema };
export const RevokeSessionSchema = z.object({ sessionId: z.uuid() });
/** Forms that carry nothing but their intent (a resend). */
export const IntentOnlySchema = z.object({});

/** The name of one notification switch in the form: "outbid.sms". */
export const switchName = (p: Pick<NotificationPreference, "kind" | "channel">) => `${p.kind}.${p.channel}`;

/** Every switch, on when its box was ticked (an unticked checkbox sends nothing). */
export function readNotificationSwitches(form: FormData): NotificationPreference[] {
  return notificationKinds.flatMap((kind) =>
    notificationChannels.map((channel) => ({
      kind,
      channel,
      enabled: form.get(switchName({ kind, channel })) === "on",
    })),
  );
}
