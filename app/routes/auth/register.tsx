import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link } from "react-router";
import {
  AuthFooterLink,
  AuthPage,
  authLinkClass,
  NewPasswordFields,
  SubmitButton,
} from "~/components/auth/auth-page";
import { CheckboxField, FormErrors, FormField } from "~/components/forms/form-field";
import { BirthDateField } from "~/components/forms/birth-date-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { localizePath } from "~/i18n/config";
import { useLocalizedPath } from "~/i18n/use-lang";
import { createRegisterSchema, RegisterSchema } from "~/modules/accounts/account-schemas";
import { registerAccount } from "~/modules/accounts/register-account.server";
import type { Route } from "./+types/register";
import { authHeaders } from "~/lib/auth/auth-headers";
import { authRequest } from "~/lib/account-request.server";
import { safeRedirectTarget, withRedirectTo } from "~/lib/redirect-target";

export const handle = { noindex: true };
export const headers = authHeaders;

const secretFields = ["password", "confirmPassword"];

export function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo"));
  authRequest(request, context).leaveIfSignedIn(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const auth = authRequest(request, context);
  const formData = await request.formData();
  const redirectTo = safeRedirectTarget(formData.get("redirectTo"));
  // The age check runs on the accounts module's clock, as the API's does.
  const submission = parseWithZod(formData, { schema: createRegisterSchema(() => auth.deps.clock()) });
  if (submission.status !== "success") return auth.invalid(submission, { hideFields: secretFields });
  try {
    const { session } = await registerAccount({
      deps: auth.deps,
      input: submission.value,
      locale: auth.lang,
      client: auth.client,
      previousToken: auth.token,
    });
    return auth.redirectSignedIn(withRedirectTo(localizePath("/verify", auth.lang), redirectTo), session);
  } catch (error) {
    return auth.fail(submission, error, { hideFields: secretFields });
  }
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { redirectTo } = loaderData;
  const [form, fields] = useSchemaForm("register", RegisterSchema, { lastResult: actionData?.result });
  return (
    <AuthPage
      title={t("auth.register.title")}
      intro={t("auth.register.intro")}
      footer={
        <AuthFooterLink lead={t("auth.register.haveAccount")} to={withRedirectTo(to("/login"), redirectTo)}>
          {t("auth.register.loginLink")}
        </AuthFooterLink>
      }
    >
      {/* noValidate even before hydration: the server's messages, in the page's language, replace the browser's. */}
      <Form method="post" {...getFormProps(form)} noValidate className="grid gap-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FormField field={fields.name} label={t("auth.fields.name")} autoComplete="name" />
        <FormField
          field={fields.email}
          label={t("auth.fields.email")}
          type="email"
          autoComplete="email"
          dir="ltr"
        />
        <FormField
          field={fields.phone}
          label={t("auth.fields.phone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          hint={t("auth.fields.phoneHint")}
        />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          labels={{ password: t("auth.fields.password"), confirm: t("auth.fields.confirmPassword") }}
        />
        <BirthDateField
          field={fields.birthDate}
          label={t("auth.fields.birthDate")}
          hint={t("auth.fields.birthDateHint")}
        />
        <CheckboxField field={fields.acceptTerms}>
          {t("auth.register.agree")}{" "}
          <Link to={to("/termsAndConditions")} className={authLinkClass}>
            {t("auth.register.termsLink")}
          </Link>
        </CheckboxField>
        <SubmitButton>{t("auth.register.submit")}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
