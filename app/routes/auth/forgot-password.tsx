import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { Form, redirect } from "react-router";
import { AuthFooterLink, AuthPage, SubmitButton } from "~/components/auth/auth-page";
import { FormErrors, FormField } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { localizePath } from "~/i18n/config";
import { useLocalizedPath } from "~/i18n/use-lang";
import { ForgotPasswordSchema } from "~/modules/accounts/account-schemas";
import { requestPasswordReset } from "~/modules/accounts/reset-password.server";
import type { Route } from "./+types/forgot-password";
import { authHeaders } from "~/lib/auth/auth-headers";
import { authRequest } from "~/lib/account-request.server";

export const handle = { noindex: true };
export const headers = authHeaders;

/**
 * Step one of a reset: texts a code to the account's phone. Every well-formed request gets the
 * same answer — on to the code form — so the page never tells whether an account exists.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const auth = authRequest(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return auth.invalid(submission);
  try {
    await requestPasswordReset({
      deps: auth.deps,
      identifier: submission.value.identifier,
      client: auth.client,
    });
  } catch (error) {
    return auth.fail(submission, error);
  }
  const typed = String(formData.get("identifier") ?? "").trim();
  return redirect(
    `${localizePath("/reset-password", auth.lang)}?${new URLSearchParams({ identifier: typed })}`,
  );
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [form, fields] = useSchemaForm("forgot-password", ForgotPasswordSchema, {
    lastResult: actionData?.result,
  });
  return (
    <AuthPage
      title={t("auth.forgot.title")}
      intro={t("auth.forgot.intro")}
      footer={<AuthFooterLink to={to("/login")}>{t("auth.forgot.backToLogin")}</AuthFooterLink>}
    >
      <Form method="post" {...getFormProps(form)} noValidate className="grid gap-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <FormField
          field={fields.identifier}
          label={t("auth.fields.identifier")}
          autoComplete="username"
          dir="ltr"
        />
        <SubmitButton>{t("auth.forgot.submit")}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
