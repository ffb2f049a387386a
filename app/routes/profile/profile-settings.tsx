import { getFormProps, getSelectProps } from "@conform-to/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { z } from "zod";
import { Form, useNavigation } from "react-router";
import { FieldFrame, FormErrors, FormField, inputClass } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { applyTheme } from "~/components/layout/theme-toggle";
import { formatDateTime } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import { getAccount } from "~/modules/accounts/manage-account.server";
import { notificationChannels, notificationKinds } from "~/modules/accounts/notification-preferences";
import { idDocumentTypes } from "~/modules/accounts/identity-document";
import { formatSaudiPhoneLocal, maskSaudiPhone } from "~/modules/accounts/phone";
import { listActiveSessions } from "~/modules/accounts/sessions.server";
import type { Route } from "./+types/profile-settings";
import { authRequest, requirePageUser } from "~/lib/account-request.server";
import { describeDevice } from "~/lib/profile/describe-device";
import { settingsAction, type SettingsActionData } from "~/lib/profile/settings-action.server";
import {
  ConfirmPhoneSchema,
  DetailsSchema,
  IdentitySchema,
  PasswordChangeSchema,
  PreferencesSchema,
  switchName,
  type SettingsIntent,
} from "~/lib/profile/settings-forms";
import { buttonClass } from "~/components/ui/button";
import { ProfileSection, useIntentResult } from "~/components/profile/profile-section";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  const { deps, sessionId } = authRequest(request, context);
  const [account, sessions] = await Promise.all([
    getAccount({ deps, userId: user.id }),
    listActiveSessions({ db: deps.db, userId: user.id, now: deps.clock() }),
  ]);
  return {
    account: {
      name: account.name,
      email: account.email,
      phone: formatSaudiPhoneLocal(account.phone),
      locale: account.locale,
      theme: account.theme,
      notifications: account.notifications,
      idDocument: account.idDocument,
      pendingPhone: account.pendingPhone
        ? {
            phone: maskSaudiPhone(account.pendingPhone.phone),
            resendAvailableAt: account.pendingPhone.resendAvailableAt.toISOString(),
          }
        : null,
    },
    sessions: sessions.map((s) => ({
      id: s.id,
      current: s.id === sessionId,
      device: describeDevice(s.userAgent),
      ip: s.ip,
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, context);
}

/** The action's answer for one section only, so each form shows its own result. */
const useSectionResult = (intent: SettingsIntent) => useIntentResult<SettingsActionData>(intent);

function Notice({ intent }: { intent: SettingsIntent }) {
  const { t } = useTranslation();
  const data = useSectionResult(intent);
  return (
    <p role="status" className="text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
      {data?.notice ? t(data.notice.key, { count: data.notice.count }) : null}
    </p>
  );
}

function SubmitButton({
  intent,
  className,
  children,
}: {
  intent: SettingsIntent;
  className?: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      className={buttonClass({ variant: "primary", size: "md", className })}
    >
      {children}
    </button>
  );
}

function useSectionForm<S extends z.ZodType<Record<string, unknown>>>(
  id: string,
  intent: SettingsIntent,
  schema: S,
  defaultValue?: Record<string, string>,
) {
  const data = useSectionResult(intent);
  return useSchemaForm(id, schema, { lastResult: data?.result, defaultValue });
}

function DetailsSection({ account }: { account: Route.ComponentProps["loaderData"]["account"] }) {
  const { t } = useTranslation();
  const [form, fields] = useSectionForm("details-form", "details", DetailsSchema, {
    name: account.name,
    email: account.email,
    phone: account.phone,
  });
  return (
    <ProfileSection headingId="details-title" title={t("settings.details.heading")}>
      <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
        <FormErrors id={form.errorId} errors={form.errors} />
        <FormField field={fields.name} label={t("settings.details.name")} autoComplete="name" />
        <FormField
          field={fields.email}
          label={t("settings.details.email")}
          type="email"
          autoComplete="email"
          dir="ltr"
        />
        <FormField
          field={fields.phone}
          label={t("settings.details.phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          hint={t("settings.details.phoneHint")}
        />
        <FormField
          field={fields.currentPassword}
          label={t("settings.details.currentPassword")}
          type="password"
          autoComplete="current-password"
          hint={t("settings.details.currentPasswordHint")}
        />
        <div className="flex flex-wrap items-center gap-4 md:col-span-2">
          <SubmitButton intent="details">{t("settings.save")}</SubmitButton>
          <Notice intent="details" />
          {/* Shown here: once confirmed, the new-phone section below is gone. */}
          <Notice intent="confirmPhone" />
        </div>
      </Form>
    </ProfileSection>
  );
}

function IdentitySection({ account }: { account: Route.ComponentProps["loaderData"]["account"] }) {
  const { t } = useTranslation();
  const [form, fields] = useSectionForm("identity-form", "identity", IdentitySchema, {
    idType: account.idDocument?.type ?? "",
    idNumber: account.idDocument?.number ?? "",
  });
  const { key, ...selectProps } = getSelectProps(fields.idType);
  return (
    <ProfileSection
      headingId="identity-title"
      title={t("settings.identity.heading")}
      intro={t("settings.identity.intro")}
    >
      <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
        <FormErrors id={form.errorId} errors={form.errors} />
        <FieldFrame field={fields.idType} label={t("settings.identity.type")}>
          <select key={key} {...selectProps} className={inputClass}>
            <option value="">{t("settings.identity.none")}</option>
            {idDocumentTypes.map((type) => (
              <option key={type} value={type}>
                {t(`settings.identity.${type}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FormField
          field={fields.idNumber}
          label={t("settings.identity.number")}
          dir="ltr"
          autoComplete="off"
        />
        {account.idDocument ? (
          <p className="text-sm md:col-span-2">
            {t(account.idDocument.verified ? "settings.identity.verified" : "settings.identity.notVerified")}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-4 md:col-span-2">
          <SubmitButton intent="identity">{t("settings.save")}</SubmitButton>
          <Notice intent="identity" />
        </div>
      </Form>
    </ProfileSection>
  );
}

function NewPhoneSection({ pending }: { pending: { phone: string; resendAvailableAt: string } }) {
  const { t } = useTranslation();
  const [form, fields] = useSectionForm("confirm-phone-form", "confirmPhone", ConfirmPhoneSchema);
  const resend = useSectionResult("resendPhone");
  return (
    <ProfileSection
      headingId="new-phone-title"
      title={t("settings.newPhone.heading")}
      intro={t("settings.newPhone.body", { phone: pending.phone })}
    >
      <Form method="post" {...getFormProps(form)} className="grid max-w-md gap-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <FormField
          field={fields.code}
          label={t("settings.newPhone.code")}
          autoComplete="one-time-code"
          inputMode="numeric"
          dir="ltr"
        />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton intent="confirmPhone">{t("settings.newPhone.confirm")}</SubmitButton>
        </div>
      </Form>
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          name="intent"
          value="resendPhone"
          className="font-semibold text-primary underline"
        >
          {t("settings.newPhone.resend")}
        </button>
        <Notice intent="resendPhone" />
        <FormErrors id="resend-phone-errors" errors={resend?.result?.error?.[""] ?? undefined} />
      </Form>
    </ProfileSection>
  );
}

function PreferencesSection({ account }: { account: Route.ComponentProps["loaderData"]["account"] }) {
  const { t } = useTranslation();
  const data = useSectionResult("preferences");
  const [form] = useSectionForm("preferences-form", "preferences", PreferencesSchema);
  useEffect(() => {
    if (data?.theme) applyTheme(data.theme);
  }, [data]);
  return (
    <ProfileSection headingId="preferences-title" title={t("settings.preferences.heading")}>
      <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="initialLocale" value={account.locale} />
        <div>
          <label htmlFor="settings-locale" className="mb-1 block font-medium">
            {t("settings.preferences.language")}
          </label>
          <select id="settings-locale" name="locale" defaultValue={account.locale} className={inputClass}>
            <option value="ar" lang="ar">
              العربية
            </option>
            <option value="en" lang="en">
              English
            </option>
          </select>
        </div>
        <fieldset>
          <legend className="mb-1 font-medium">{t("settings.preferences.theme")}</legend>
          <div className="flex gap-6 pt-2">
            {(["light", "dark"] as const).map((mode) => (
              <label key={mode} className="flex items-center gap-2">
                <input type="radio" name="theme" value={mode} defaultChecked={account.theme === mode} />
                {t(`settings.preferences.${mode}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-4 md:col-span-2">
          <SubmitButton intent="preferences">{t("settings.save")}</SubmitButton>
          <Notice intent="preferences" />
        </div>
      </Form>
    </ProfileSection>
  );
}

function NotificationsSection({ account }: { account: Route.ComponentProps["loaderData"]["account"] }) {
  const { t } = useTranslation();
  const enabled = new Map(account.notifications.map((p) => [switchName(p), p.enabled]));
  return (
    <ProfileSection
      headingId="notifications-title"
      title={t("settings.notifications.heading")}
      intro={t("settings.notifications.intro")}
    >
      <Form method="post">
        <div className="overflow-x-auto">
          <table className="w-full text-start">
            <thead>
              <tr className="border-subtle border-b">
                <th scope="col" className="py-2 text-start">
                  {t("settings.notifications.kind")}
                </th>
                {notificationChannels.map((channel) => (
                  <th key={channel} scope="col" className="px-3 py-2 text-center">
                    {t(`settings.notifications.channels.${channel}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {notificationKinds.map((kind) => (
                <tr key={kind} className="border-subtle border-b last:border-0">
                  <th scope="row" id={`kind-${kind}`} className="py-3 text-start font-medium">
                    {t(`settings.notifications.kinds.${kind}`)}
                  </th>
                  {notificationChannels.map((channel) => {
                    const name = switchName({ kind, channel });
                    return (
                      <td key={channel} className="px-3 py-3 text-center">
                        <input
                          type="checkbox"
                          name={name}
                          defaultChecked={enabled.get(name)}
                          aria-label={`${t(`settings.notifications.kinds.${kind}`)}: ${t(`settings.notifications.channels.${channel}`)}`}
                          className="size-5"
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <SubmitButton intent="notifications">{t("settings.save")}</SubmitButton>
          <Notice intent="notifications" />
        </div>
      </Form>
    </ProfileSection>
  );
}

function PasswordSection() {
  const { t } = useTranslation();
  const [form, fields] = useSectionForm("password-form", "password", PasswordChangeSchema);
  return (
    <ProfileSection headingId="password-title" title={t("settings.password.heading")}>
      <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-3">
        <FormErrors id={form.errorId} errors={form.errors} />
        <FormField
          field={fields.currentPassword}
          label={t("settings.password.current")}
          type="password"
          autoComplete="current-password"
        />
        <FormField
          field={fields.password}
          label={t("settings.password.new")}
          type="password"
          autoComplete="new-password"
        />
        <FormField
          field={fields.confirmPassword}
          label={t("settings.password.confirm")}
          type="password"
          autoComplete="new-password"
        />
        <div className="flex flex-wrap items-center gap-4 md:col-span-3">
          <SubmitButton intent="password">{t("settings.password.submit")}</SubmitButton>
          <Notice intent="password" />
        </div>
      </Form>
    </ProfileSection>
  );
}

function SessionsSection({ sessions }: { sessions: Route.ComponentProps["loaderData"]["sessions"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const others = sessions.filter((s) => !s.current);
  return (
    <ProfileSection
      headingId="sessions-title"
      title={t("settings.sessions.heading")}
      intro={t("settings.sessions.intro")}
    >
      <ul className="divide-subtle divide-y" data-testid="session-list">
        {sessions.map((s) => {
          const device = s.device ?? t("settings.sessions.unknownDevice");
          return (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">
                  {device}
                  {s.current ? (
                    <span className="ms-2 rounded-full bg-primary px-2 py-0.5 text-xs">
                      {t("settings.sessions.thisDevice")}
                    </span>
                  ) : null}
                </p>
                <p className="text-muted text-sm">
                  {t("settings.sessions.address")}:{" "}
                  <span dir="ltr">{s.ip ?? t("settings.sessions.unknownAddress")}</span> ·{" "}
                  {t("settings.sessions.lastActive")}: {formatDateTime(new Date(s.lastSeenAt), lang)}
                </p>
              </div>
              {s.current ? null : (
                <Form method="post">
                  <input type="hidden" name="sessionId" value={s.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="revokeSession"
                    aria-label={t("settings.sessions.signOutDevice", { device })}
                    className="border-subtle rounded-lg border px-4 py-2 font-semibold"
                  >
                    {t("settings.sessions.signOut")}
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
        {others.length > 0 ? (
          // One line at 360 px in both languages: the whole width and a smaller type on a phone.
          <SubmitButton
            intent="revokeOthers"
            className="whitespace-nowrap max-sm:w-full max-sm:px-3 max-sm:text-sm"
          >
            {t("settings.sessions.signOutOthers")}
          </SubmitButton>
        ) : null}
        <Notice intent="revokeOthers" />
        <Notice intent="revokeSession" />
      </Form>
    </ProfileSection>
  );
}

export default function ProfileSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { account, sessions } = loaderData;
  return (
    <>
      <title>{`${t("settings.title")} | ${t("meta.siteName")}`}</title>
      <meta name="description" content={t("settings.description")} />
      <h2 className="text-xl font-bold">{t("settings.title")}</h2>
      <div className="mt-4 grid gap-6">
        <DetailsSection account={account} />
        {account.pendingPhone ? <NewPhoneSection pending={account.pendingPhone} /> : null}
        <IdentitySection account={account} />
        <PreferencesSection account={account} />
        <NotificationsSection account={account} />
        <PasswordSection />
        <SessionsSection sessions={sessions} />
      </div>
    </>
  );
}
