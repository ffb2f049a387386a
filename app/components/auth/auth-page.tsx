import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link, useNavigation } from "react-router";
import { FormField } from "~/components/forms/form-field";
import { buttonClass } from "~/components/ui/button";

/** The frame of every sign-in page: its title, what it is for, the form card and links below. */
export function AuthPage({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 md:py-12">
      <title>{`${title} | ${t("meta.siteName")}`}</title>
      <h1 className="text-2xl leading-tight font-bold text-balance md:text-3xl">{title}</h1>
      {intro ? <p className="text-muted mt-2 text-pretty">{intro}</p> : null}
      <div className="surface border-subtle mt-6 rounded-2xl border p-5 shadow-sm sm:p-6">{children}</div>
      {footer ? <div className="mt-6 space-y-2 text-center">{footer}</div> : null}
    </div>
  );
}

export const authLinkClass =
  "font-semibold text-primary underline decoration-1 underline-offset-4 hover:decoration-2";

/** "Already have an account? Log in" and the like. */
export function AuthFooterLink({ lead, to, children }: { lead?: string; to: string; children: ReactNode }) {
  return (
    <p>
      {lead ? <span className="text-muted">{lead} </span> : null}
      <Link to={to} className={authLinkClass}>
        {children}
      </Link>
    </p>
  );
}

/**
 * The form's main button; it says it is busy (and cannot be pressed twice) while the form is on
 * its way. On a page with several forms, `intent` names the one it belongs to.
 */
export function SubmitButton({ children, intent }: { children: ReactNode; intent?: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className={buttonClass({ variant: "primary", size: "md", className: "w-full" })}
    >
      {children}
    </button>
  );
}

/** A confirmation that something worked ("We sent you a new code"). */
export function SuccessNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-200"
    >
      {children}
    </p>
  );
}

/** The new password and its confirmation (registering, resetting a forgotten one). */
export function NewPasswordFields({
  password,
  confirmPassword,
  labels,
}: {
  password: FieldMetadata<string | undefined>;
  confirmPassword: FieldMetadata<string | undefined>;
  labels: { password: string; confirm: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        field={password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={t("auth.fields.passwordHint")}
      />
      <FormField field={confirmPassword} label={labels.confirm} type="password" autoComplete="new-password" />
    </>
  );
}
