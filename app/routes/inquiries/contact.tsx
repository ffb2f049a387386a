import { getFormProps, getTextareaProps } from "@conform-to/react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link } from "react-router";
import {
  CheckboxField,
  FieldFrame,
  FormErrors,
  FormField,
  hintIdOf,
  inputClass,
  keepFocusOnPress,
} from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { contactAction, contactLoader } from "~/lib/inquiries/contact-page.server";
import { INQUIRY_MESSAGE_MAX, InquiryFormSchema } from "~/modules/inquiries/inquiry-schema";
import type { Route } from "./+types/contact";

/** /contact (issue 16): see app/lib/inquiries/contact-page.server.ts. */
export function loader({ request, context }: Route.LoaderArgs) {
  return contactLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

const linkClass = "font-semibold text-primary underline";

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { formToken, sent, prefill, mine } = loaderData;
  const [form, fields] = useSchemaForm("inquiry", InquiryFormSchema, {
    lastResult: actionData?.result,
    defaultValue: prefill
      ? { fullName: prefill.fullName, phone: prefill.phone, email: prefill.email }
      : undefined,
  });
  const { key: messageKey, ...messageProps } = getTextareaProps(fields.message, {
    ariaDescribedBy: hintIdOf(fields.message),
  });
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <title>{`${t("inquiries.contact.title")} | ${t("meta.siteName")}`}</title>
      <meta name="description" content={t("inquiries.contact.description")} />
      <h1 className="text-3xl font-bold">{t("inquiries.contact.title")}</h1>
      {sent ? (
        <section
          role="status"
          aria-labelledby="inquiry-sent-title"
          data-testid="inquiry-submitted"
          className="mt-6 grid gap-3 rounded-2xl border border-green-300 bg-green-50 p-5 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          <h2 id="inquiry-sent-title" className="text-xl font-bold">
            {t("inquiries.contact.submitted")}
          </h2>
          <p>{t("inquiries.contact.submittedAbout")}</p>
          <p>
            {t("inquiries.contact.reference")}:{" "}
            <bdi dir="ltr" className="font-semibold" data-testid="inquiry-reference">
              {sent}
            </bdi>
          </p>
          <Link to={to("/")} className={`${buttonClass({ variant: "primary", size: "md" })} w-fit`}>
            {t("inquiries.contact.ok")}
          </Link>
        </section>
      ) : (
        <>
          <p className="text-muted mt-3">{t("inquiries.contact.intro")}</p>
          <p className="text-muted mt-1">{t("inquiries.contact.otherWays")}</p>
          <Form method="post" {...getFormProps(form)} noValidate className="mt-6 grid gap-4">
            <FormErrors id={form.errorId} errors={form.errors} />
            <FormField field={fields.fullName} label={t("inquiries.contact.fullName")} autoComplete="name" />
            <FormField
              field={fields.phone}
              label={t("inquiries.contact.phone")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              hint={t("inquiries.contact.phoneHint")}
            />
            <FormField
              field={fields.email as typeof fields.fullName}
              label={t("inquiries.contact.email")}
              type="email"
              autoComplete="email"
              dir="ltr"
              hint={t("inquiries.contact.emailHint")}
            />
            <FieldFrame
              field={fields.message}
              label={t("inquiries.contact.message")}
              hint={t("inquiries.contact.messageHint", { count: INQUIRY_MESSAGE_MAX })}
            >
              <textarea
                key={messageKey}
                {...messageProps}
                dir="auto"
                rows={6}
                className={`${inputClass} h-auto py-2`}
              />
            </FieldFrame>
            {/* People never see this field; scripts that fill every field in give themselves away. */}
            <div aria-hidden="true" className="absolute -start-[10000px] size-px overflow-hidden">
              <label htmlFor="inquiry-website">{t("inquiries.contact.honeypot")}</label>
              <input id="inquiry-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
            </div>
            <input type="hidden" name="formToken" value={formToken} />
            <CheckboxField field={fields.agree}>
              {t("inquiries.contact.agree")}{" "}
              <Link to={to("/termsAndConditions")} className={linkClass}>
                {t("inquiries.contact.terms")}
              </Link>{" "}
              {t("inquiries.contact.andPrivacy")}{" "}
              <Link to={to("/privacyPolicy")} className={linkClass}>
                {t("inquiries.contact.privacy")}
              </Link>
            </CheckboxField>
            <button
              type="submit"
              onMouseDown={keepFocusOnPress}
              className={`${buttonClass({ variant: "primary", size: "md" })} w-fit`}
            >
              {t("inquiries.contact.send")}
            </button>
          </Form>
        </>
      )}
      {mine.length > 0 ? (
        <section aria-labelledby="my-inquiries" className="mt-10">
          <h2 id="my-inquiries" className="text-xl font-bold">
            {t("inquiries.contact.mine")}
          </h2>
          <p className="text-muted mt-1">{t("inquiries.contact.mineIntro")}</p>
          <ul className="mt-4 grid gap-3">
            {mine.map((inquiry) => (
              <li
                key={inquiry.id}
                className="surface border-subtle grid gap-2 rounded-2xl border p-4"
                data-testid="my-inquiry"
              >
                <p className="text-muted text-sm">
                  <bdi dir="ltr">{inquiry.reference}</bdi> ·{" "}
                  {t("inquiries.contact.sentOn", {
                    date: formatDateTime(new Date(inquiry.createdAt), lang),
                  })}{" "}
                  · {t(`inquiries.status.${inquiry.status}`)}
                </p>
                <p dir="auto" className="whitespace-pre-line">
                  {inquiry.message}
                </p>
                {inquiry.answer ? (
                  <div className="surface-muted rounded-lg p-3">
                    <p className="font-semibold">{t("inquiries.contact.answer")}</p>
                    <p dir="auto" className="whitespace-pre-line" data-testid="my-inquiry-answer">
                      {inquiry.answer}
                    </p>
                  </div>
                ) : inquiry.status === "new" ? (
                  <p className="text-muted text-sm">{t("inquiries.contact.noAnswerYet")}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
