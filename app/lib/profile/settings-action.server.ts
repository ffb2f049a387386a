import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { redirect, type RouterContextProvider } from "react-router";
import { langCookieMaxAgeSeconds, langCookieName, localizePath } from "~/i18n/config";
import { changePassword, updateProfile } from "~/modules/accounts/manage-account.server";
import { revokeOtherSessions, revokeSession, type IssuedSession } from "~/modules/accounts/sessions.server";
import { confirmPhone, resendPhoneCode } from "~/modules/accounts/verify-phone.server";
import { idDocumentOf } from "~/modules/accounts/identity-document";
import { authRequest, requirePageUser } from "~/lib/account-request.server";
import {
  ConfirmPhoneSchema,
  DetailsSchema,
  IdentitySchema,
  IntentOnlySchema,
  PasswordChangeSchema,
  PreferencesSchema,
  readNotificationSwitches,
  RevokeSessionSchema,
  settingsIntents,
  type SettingsIntent,
} from "./settings-forms";

type Context = Readonly<RouterContextProvider>;

/** Code errors belong next to the code field. */
const codeErrors = { OTP_INVALID: "code", OTP_EXPIRED: "code", OTP_ATTEMPTS_EXCEEDED: "code" } as const;

/** What a section's form hears back: Conform's result and, on success, a notice to show. */
export type SettingsActionData = {
  intent: SettingsIntent;
  result?: SubmissionResult<string[]>;
  notice?: { key: string; count?: number };
  theme?: "light" | "dark";
};

/**
 * The settings page's POSTs. Each section is its own form with an `intent`; every change goes
 * through the accounts module, which checks the rules again (the current password for a new
 * phone or password, rate limits, taken contacts) whatever the browser did.
 */
export async function settingsAction(request: Request, context: Context) {
  const user = requirePageUser(request, context);
  const req = authRequest(request, context);
  const { deps, lang } = req;
  const form = await request.formData();
  const intent = String(form.get("intent")) as SettingsIntent;
  if (!settingsIntents.includes(intent)) throw new Response(null, { status: 400 });
  // Passwords are never sent back into the page.
  const hideFields = ["currentPassword", "password", "confirmPassword"];
  const reply = (data: Omit<SettingsActionData, "intent">, init?: ResponseInit) =>
    Response.json({ intent, ...data } satisfies SettingsActionData, init);
  const withSession = (session: IssuedSession, data: Omit<SettingsActionData, "intent">) =>
    reply(data, { headers: { "Set-Cookie": req.sessionCookie(session) } });

  switch (intent) {
    case "details": {
      const submission = parseWithZod(form, { schema: DetailsSchema });
      if (submission.status !== "success") return req.invalid(submission, { intent, hideFields });
      const { currentPassword, ...patch } = submission.value;
      try {
        await updateProfile({ deps, userId: user.id, patch, currentPassword, client: req.client });
      } catch (error) {
        return req.fail(submission, error, { intent, hideFields });
      }
      return reply({ result: submission.reply({ resetForm: false }), notice: { key: "settings.saved" } });
    }
    case "identity": {
      const submission = parseWithZod(form, { schema: IdentitySchema });
      if (submission.status !== "success") return req.invalid(submission, { intent, hideFields });
      try {
        await updateProfile({
          deps,
          userId: user.id,
          patch: {},
          idDocument: idDocumentOf(submission.value),
          client: req.client,
        });
      } catch (error) {
        return req.fail(submission, error, { intent, hideFields });
      }
      return reply({ result: submission.reply({ resetForm: false }), notice: { key: "settings.saved" } });
    }
    case "confirmPhone": {
      const submission = parseWithZod(form, { schema: ConfirmPhoneSchema });
      if (submission.status !== "success") return req.invalid(submission, { intent, hideFields });
      try {
        const { session } = await confirmPhone({
          deps,
          userId: user.id,
          purpose: "change_phone",
          code: submission.value.code,
          client: req.client,
          previousToken: req.token,
        });
        return withSession(session, {
          result: submission.reply({ resetForm: true }),
          notice: { key: "settings.newPhone.confirmed" },
        });
      } catch (error) {
        return req.fail(submission, error, { intent, hideFields, fields: codeErrors });
      }
    }
    case "resendPhone": {
      const submission = parseWithZod(form, { schema: IntentOnlySchema });
      try {
        await resendPhoneCode({ deps, userId: user.id, purpose: "change_phone", client: req.client });
      } catch (error) {
        return req.fail(submission, error, { intent, hideFields });
      }
      return reply({ notice: { key: "settings.newPhone.resent" } });
    }
    case "preferences": {
      const submission = parseWithZod(form, { schema: PreferencesSchema });
      if (submission.status !== "success") return req.invalid(submission, { intent, hideFields });
      const { initialLocale, ...patch } = submission.value;
      await updateProfile({ deps, userId: user.id, patch, client: req.client });
      // A language just chosen moves the page (and the language cookie) to it at once; saving
      // the theme while reading the page in the other language leaves the page where it is.
      if (patch.locale !== initialLocale && patch.locale !== lang) {
        throw redirect(localizePath("/profile/settings", patch.locale), {
          headers: {
            "Set-Cookie": `${langCookieName}=${patch.locale}; Path=/; Max-Age=${langCookieMaxAgeSeconds}; SameSite=Lax`,
          },
        });
      }
      return reply({
        result: submission.reply({ resetForm: false }),
        notice: { key: "settings.saved" },
        theme: submission.value.theme,
      });
    }
    case "notifications": {
      await updateProfile({
        deps,
        userId: user.id,
        patch: {},
        notifications: readNotificationSwitches(form),
        client: req.client,
      });
      return reply({ notice: { key: "settings.saved" } });
    }
    case "password": {
      const submission = parseWithZod(form, { schema: PasswordChangeSchema });
      if (submission.status !== "success") return req.invalid(submission, { intent, hideFields });
      try {
        const { session } = await changePassword({
          deps,
          userId: user.id,
          input: submission.value,
          currentToken: req.token,
          client: req.client,
        });
        return withSession(session, {
          result: submission.reply({ resetForm: true }),
          notice: { key: "settings.password.changed" },
        });
      } catch (error) {
        return req.fail(submission, error, { intent, hideFields });
      }
    }
    case "revokeSession": {
      const submission = parseWithZod(form, { schema: RevokeSessionSchema });
      if (submission.status !== "success") throw new Response(null, { status: 400 });
      await revokeSession({
        db: deps.db,
        userId: user.id,
        sessionId: submission.value.sessionId,
        now: deps.clock(),
      });
      return reply({ notice: { key: "settings.sessions.signedOutOne" } });
    }
    case "revokeOthers": {
      const count = await revokeOtherSessions({
        db: deps.db,
        userId: user.id,
        keepSessionId: req.sessionId,
        now: deps.clock(),
      });
      return reply({ notice: { key: "settings.sessions.signedOutOthers", count } });
    }
  }
}
