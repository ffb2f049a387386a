import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { Form, redirect } from "react-router";
import { AuthFooterLink, AuthPage, NewPasswordFields, SubmitButton } from "~/components/auth/auth-page";
import { FormErrors, FormField } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { useLocalizedPath } from "~/i18n/use-lang";
import { ResetPasswordSchema } from "~/modules/accounts/account-schemas";
import { readDeviceCookie, serializeDeviceCookie } from "~/modules/accounts/known-devices.server";
import { resetPassword } from "~/modules/accounts/reset-password.server";
import type { Route } from "./+types/reset-password";
import { authHeaders } from "~/lib/auth/auth-headers";
import { authRequest } from "~/lib/account-request.server";

export const handle = { noindex: true };
export const headers = authHeaders;

const secretFields = ["password", "confirmPassword"];
const codeErrors = { OTP_INVALID: "code", OTP_EXPIRED: "code", OTP_ATTEMPTS_EXCEEDED: "code" } as const;

export function loader({ request }: Route.LoaderArgs) {
  const identifier = new URL(request.url).searchParams.get("identifier") ?? "";
  return { identifier: identifier.slice(0, 254) };
}

/**
 * Step two: the texted code and the new password. Success signs the account out everywhere
 * (the accounts module does) and sends the user to sign in with the new password.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const auth = authRequest(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ResetPasswordSchema });
  if (submission.status !== "success") return auth.invalid(submission, { hideFields: secretFields });
  let deviceToken;
  try {
    ({ deviceToken } = await resetPassword({
      deps: auth.deps,
      input: submission.value,
      client: auth.client,
      deviceToken: readDeviceCookie(request.headers.get("cookie")),
    }));
  } catch (error) {
    return auth.fail(submission, error, { hideFields: secretFields, fields: codeErrors });
  }
  // The old session (if any) was revoked with the others: drop its cookie too.
  const to = `${localizePath("/login", auth.lang)}?reset=done`;
  const response = auth.token ? auth.redirectSignedOut(to) : redirect(to);
  // The texted code proved the phone: this browser signs in even while the account is locked.
  const secure = getServices(context).config.production;
  response.headers.append("Set-Cookie", serializeDeviceCookie(deviceToken, { secure }));
  return response;
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [form, fields] = useSchemaForm("reset-password", ResetPasswordSchema, {
    lastResult: actionData?.result,
    defaultValue: { identifier: loaderData.identifier },
  });
  return (
    <AuthPage
      title={t("auth.reset.title")}
      intro={t("auth.reset.intro")}
      footer={
        <>
          <AuthFooterLink to={to("/forgot-password")}>{t("auth.reset.requestAgain")}</AuthFooterLink>
          <AuthFooterLink to={to("/login")}>{t("auth.forgot.backToLogin")}</AuthFooterLink>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} noValidate className="grid gap-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <FormField
          field={fields.identifier}
          label={t("auth.fields.identifier")}
          autoComplete="username"
          dir="ltr"
        />
        <FormField
          field={fields.code}
          label={t("auth.fields.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          hint={t("auth.fields.codeHint")}
        />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          labels={{ password: t("auth.fields.newPassword"), confirm: t("auth.fields.confirmNewPassword") }}
        />
        <SubmitButton>{t("auth.reset.submit")}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
