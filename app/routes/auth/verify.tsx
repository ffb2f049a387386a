import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { AuthPage, SubmitButton, SuccessNotice } from "~/components/auth/auth-page";
import { FormErrors, FormField } from "~/components/forms/form-field";
import { localizePath } from "~/i18n/config";
import { formatDateTime } from "~/i18n/format";
import { AppError } from "~/lib/errors";
import { OtpSchema } from "~/modules/accounts/account-schemas";
import { maskSaudiPhone } from "~/modules/accounts/phone";
import { confirmPhone, getPendingPhoneCode, resendPhoneCode } from "~/modules/accounts/verify-phone.server";
import type { Route } from "./+types/verify";
import { authHeaders } from "~/lib/auth/auth-headers";
import { authRequest, type AuthReply } from "~/lib/account-request.server";
import { afterSignIn, safeRedirectTarget, withRedirectTo } from "~/lib/redirect-target";
import { useHydrated } from "~/lib/use-hydrated";

export const handle = { noindex: true };
export const headers = authHeaders;

const ResendSchema = z.object({ intent: z.literal("resend") });
const codeErrors = { OTP_INVALID: "code", OTP_EXPIRED: "code", OTP_ATTEMPTS_EXCEEDED: "code" } as const;

/** A guest has no phone to confirm: sign in first, then come back here. */
function signInFirst(lang: "ar" | "en", redirectTo: string | null) {
  return redirect(withRedirectTo(localizePath("/login", lang), redirectTo));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = authRequest(request, context);
  const redirectTo = safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo"));
  if (!auth.user) throw signInFirst(auth.lang, redirectTo);
  if (auth.user.phoneVerified) throw redirect(afterSignIn(redirectTo, auth.lang));
  const pending = await getPendingPhoneCode({
    deps: auth.deps,
    userId: auth.user.id,
    purpose: "verify_phone",
  });
  const now = auth.deps.clock();
  const usable = pending !== null && pending.expiresAt > now && pending.attemptsLeft > 0;
  return {
    redirectTo,
    phone: pending ? maskSaudiPhone(pending.phone) : null,
    // Formatted here, once: the browser's time-zone data could print it differently and break hydration.
    validUntil: usable ? formatDateTime(pending.expiresAt, auth.lang) : null,
    /** Why no code can be entered, as a message key (null while one is usable). */
    unusable: usable
      ? null
      : pending === null
        ? "auth.verify.noCode"
        : pending.attemptsLeft === 0
          ? "api.otpAttemptsExceeded"
          : "api.otpExpired",
    resend: pending
      ? {
          inSeconds: Math.max(0, Math.ceil((pending.resendAvailableAt.getTime() - now.getTime()) / 1000)),
          stamp: pending.resendAvailableAt.toISOString(),
        }
      : { inSeconds: 0, stamp: "none" },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const auth = authRequest(request, context);
  const formData = await request.formData();
  const redirectTo = safeRedirectTarget(formData.get("redirectTo"));
  if (!auth.user) throw signInFirst(auth.lang, redirectTo);
  const userId = auth.user.id;
  const done = () => redirect(afterSignIn(redirectTo, auth.lang));

  if (formData.get("intent") === "resend") {
    const submission = parseWithZod(formData, { schema: ResendSchema });
    try {
      await resendPhoneCode({ deps: auth.deps, userId, purpose: "verify_phone", client: auth.client });
      return data<AuthReply & { resent: true }>({
        result: submission.reply(),
        intent: "resend",
        resent: true,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === "ALREADY_VERIFIED") throw done();
      return auth.fail(submission, error, { intent: "resend" });
    }
  }

  const submission = parseWithZod(formData, { schema: OtpSchema });
  if (submission.status !== "success") return auth.invalid(submission, { intent: "verify" });
  try {
    const { session } = await confirmPhone({
      deps: auth.deps,
      userId,
      purpose: "verify_phone",
      code: submission.value.code,
      client: auth.client,
      previousToken: auth.token,
    });
    return auth.redirectSignedIn(afterSignIn(redirectTo, auth.lang), session);
  } catch (error) {
    if (error instanceof AppError && error.code === "ALREADY_VERIFIED") throw done();
    return auth.fail(submission, error, { intent: "verify", fields: codeErrors });
  }
}

/** Seconds left of the resend cool-down, counted down in the browser from the server's figure. */
function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (seconds <= 0) return;
    const end = Date.now() + seconds * 1000;
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return left;
}

/**
 * "Send a new code", held back during the cool-down. Without JavaScript the button stays usable
 * and the server answers with the seconds left.
 */
function ResendForm({ seconds, redirectTo }: { seconds: number; redirectTo: string | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const left = useCountdown(seconds);
  const waiting = left > 0;
  return (
    <Form method="post" className="grid gap-2" noValidate>
      <input type="hidden" name="intent" value="resend" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <button
        type="submit"
        disabled={hydrated && waiting}
        aria-describedby="resend-wait"
        className="border-subtle h-11 w-full rounded-lg border px-6 font-semibold hover:bg-black/5 disabled:cursor-not-allowed disabled:opacity-60 dark:hover:bg-white/10"
      >
        {t("auth.verify.resend")}
      </button>
      <p id="resend-wait" className="text-muted text-center text-sm" data-testid="resend-wait">
        {t("api.otpResendTooSoon", { count: left })}
      </p>
    </Form>
  );
}

const slot = "\u0000";

/** "We sent a code to +966 5•• ••• •567.": the number kept left to right and on one line. */
function SentTo({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const [before, after] = t("auth.verify.intro", { phone: slot }).split(slot);
  return (
    <>
      {before}
      <bdi dir="ltr" className="whitespace-nowrap">
        {phone}
      </bdi>
      {after}
    </>
  );
}

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { redirectTo, phone, validUntil, unusable, resend } = loaderData;
  const verifyReply = actionData?.intent === "verify" ? actionData : undefined;
  const resendReply = actionData?.intent === "resend" ? actionData : undefined;
  const [form, fields] = useForm({
    id: "verify",
    lastResult: verifyReply?.result,
    constraint: getZodConstraint(OtpSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: OtpSchema }),
  });
  const resendErrors = resendReply?.result.error?.[""] ?? undefined;
  return (
    <AuthPage
      title={t("auth.verify.title")}
      intro={
        phone ? (
          <>
            <SentTo phone={phone} /> {validUntil ? t("auth.verify.validUntil", { time: validUntil }) : null}
          </>
        ) : null
      }
    >
      <div className="grid gap-6">
        <Form method="post" {...getFormProps(form)} noValidate className="grid gap-4">
          {unusable ? (
            <p className="rounded-lg bg-sand-100 p-3 text-sm font-medium text-sand-700 dark:bg-sand-700/20 dark:text-sand-200">
              {t(unusable)}
            </p>
          ) : null}
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value="verify" />
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <FormField
            field={fields.code}
            label={t("auth.fields.code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            hint={t("auth.fields.codeHint")}
          />
          <SubmitButton intent="verify">{t("auth.verify.submit")}</SubmitButton>
        </Form>
        {resendReply && "resent" in resendReply ? (
          <SuccessNotice>{t("auth.verify.resent")}</SuccessNotice>
        ) : null}
        <FormErrors id="resend-errors" errors={resendErrors} />
        <ResendForm key={resend.stamp} seconds={resend.inSeconds} redirectTo={redirectTo} />
      </div>
    </AuthPage>
  );
}
