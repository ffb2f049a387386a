import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link } from "react-router";
import {
  AuthFooterLink,
  AuthPage,
  authLinkClass,
  SubmitButton,
  SuccessNotice,
} from "~/components/auth/auth-page";
import { FormErrors, FormField } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { useLocalizedPath } from "~/i18n/use-lang";
import { LoginSchema } from "~/modules/accounts/account-schemas";
import { readDeviceCookie, serializeDeviceCookie } from "~/modules/accounts/known-devices.server";
import { signIn } from "~/modules/accounts/sign-in.server";
import type { Route } from "./+types/login";
import { authHeaders } from "~/lib/auth/auth-headers";
import { authRequest } from "~/lib/account-request.server";
import { afterSignIn, safeRedirectTarget, withRedirectTo } from "~/lib/redirect-target";

export const handle = { noindex: true };
export const headers = authHeaders;

const secretFields = ["password"];

export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // `next` is what the guards' documentation names; `redirectTo` is what the pages send.
  const redirectTo = safeRedirectTarget(params.get("redirectTo") ?? params.get("next"));
  authRequest(request, context).leaveIfSignedIn(redirectTo);
  return { redirectTo, passwordChanged: params.get("reset") === "done" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const auth = authRequest(request, context);
  const formData = await request.formData();
  const redirectTo = safeRedirectTarget(formData.get("redirectTo"));
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") return auth.invalid(submission, { hideFields: secretFields });
  try {
    const { user, session, deviceToken } = await signIn({
      deps: auth.deps,
      identifier: submission.value.identifier,
      password: submission.value.password,
      client: auth.client,
      previousToken: auth.token,
      deviceToken: readDeviceCookie(request.headers.get("cookie")),
    });
    // An account whose phone was never confirmed finishes that first, then goes on.
    const next = user.phoneVerified
      ? afterSignIn(redirectTo, auth.lang)
      : withRedirectTo(localizePath("/verify", auth.lang), redirectTo);
    const response = auth.redirectSignedIn(next, session);
    // This browser is now a known device of the account (ADR 009): a stranger's failures
    // elsewhere never lock it out.
    response.headers.append(
      "Set-Cookie",
      serializeDeviceCookie(deviceToken, { secure: getServices(context).config.production }),
    );
    return response;
  } catch (error) {
    return auth.fail(submission, error, { hideFields: secretFields });
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { redirectTo, passwordChanged } = loaderData;
  const [form, fields] = useSchemaForm("login", LoginSchema, { lastResult: actionData?.result });
  return (
    <AuthPage
      title={t("auth.login.title")}
      intro={t("auth.login.intro")}
      footer={
        <AuthFooterLink lead={t("auth.login.noAccount")} to={withRedirectTo(to("/register"), redirectTo)}>
          {t("auth.login.registerLink")}
        </AuthFooterLink>
      }
    >
      <Form method="post" {...getFormProps(form)} noValidate className="grid gap-4">
        {passwordChanged && !actionData ? (
          <SuccessNotice>{t("auth.login.passwordChanged")}</SuccessNotice>
        ) : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FormField
          field={fields.identifier}
          label={t("auth.fields.identifier")}
          autoComplete="username"
          dir="ltr"
        />
        <FormField
          field={fields.password}
          label={t("auth.fields.password")}
          type="password"
          autoComplete="current-password"
        />
        <p>
          <Link to={to("/forgot-password")} className={authLinkClass}>
            {t("auth.login.forgot")}
          </Link>
        </p>
        <SubmitButton>{t("auth.login.submit")}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
