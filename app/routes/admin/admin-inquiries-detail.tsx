import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useActionData } from "react-router";
import { FieldFrame, FormErrors, hintIdOf, inputClass, IntentButton } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { buttonClass } from "~/components/ui/button";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatDateTime } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { AppError, errorCodes } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { formatSaudiPhoneLocal } from "~/modules/accounts/phone";
import { inquiryDeps } from "~/modules/inquiries/inquiry-deps.server";
import { InquiryAnswerSchema } from "~/modules/inquiries/inquiry-schema";
import { answerInquiry, closeInquiry, getInquiry } from "~/modules/inquiries/inquiries.server";
import { runWrite } from "~/modules/notifications/effects.server";
import type { Route } from "./+types/admin-inquiries-detail";

export const handle = { noindex: true };

type Intent = "answer" | "close";
type ActionData = { intent: Intent; result: SubmissionResult<string[]> };

function inquiryIdOf(params: { id?: string }): string {
  if (!params.id || !isUuid(params.id)) throw data(null, { status: 404 });
  return params.id;
}

/**
 * /admin/inquiries/:id: one inquiry read whole, answered (the answer goes to the sender by SMS
 * and e-mail, or as a notification to a signed-in sender) or closed. Both audited.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireCommitteePage(request, context);
  const { db } = getServices(context).database;
  let inquiry;
  try {
    inquiry = await getInquiry(db, inquiryIdOf(params));
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
  const done = new URL(request.url).searchParams.get("done");
  return {
    inquiry,
    own: inquiry.userId === user.id,
    notice: done === "answered" || done === "closed" ? done : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireCommitteePage(request, context);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const inquiryId = inquiryIdOf(params);
  const form = await request.formData();
  const intent: Intent = form.get("intent") === "close" ? "close" : "answer";
  const submission = intent === "answer" ? parseWithZod(form, { schema: InquiryAnswerSchema }) : null;
  if (submission && submission.status !== "success")
    return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
  try {
    if (intent === "answer") {
      const deps = inquiryDeps(services);
      await runWrite(services, (db) =>
        answerInquiry({ ...deps, db }, { inquiryId, actorUserId: user.id, answer: submission!.value! }),
      );
    } else {
      await runWrite(services, (db) => closeInquiry({ db, inquiryId, actorUserId: user.id }));
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.details?.issues ?? [])
      (fieldErrors[issue.path] ??= []).push(translate(lang, issue.message));
    const reply = {
      formErrors: [translate(lang, errorCodes[error.code].message)],
      fieldErrors,
    };
    const result: SubmissionResult<string[]> = submission
      ? submission.reply(reply)
      : { status: "error", error: { "": reply.formErrors } };
    return data<ActionData>({ intent, result }, { status: error.status });
  }
  throw redirect(
    `${localizePath(`/admin/inquiries/${inquiryId}`, lang)}?done=${intent === "answer" ? "answered" : "closed"}`,
  );
}

function AnswerForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm("inquiry-answer", InquiryAnswerSchema, { lastResult });
  const { key, ...props } = getTextareaProps(fields.answer, { ariaDescribedBy: hintIdOf(fields.answer) });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="surface border-subtle grid gap-3 rounded-2xl border p-4"
      data-testid="inquiry-answer-form"
    >
      <FieldFrame
        field={fields.answer}
        label={t("inquiries.admin.answer")}
        hint={t("inquiries.admin.answerHint")}
      >
        <textarea key={key} {...props} dir="auto" rows={5} className={`${inputClass} h-auto py-2`} />
      </FieldFrame>
      <FormErrors id={form.errorId} errors={form.errors} />
      <IntentButton
        intent="answer"
        className={`${buttonClass({ variant: "primary", size: "md" })} justify-self-start`}
      >
        {t("inquiries.admin.send")}
      </IntentButton>
    </Form>
  );
}

export default function AdminInquiryDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const actionData = useActionData<ActionData>();
  const { inquiry, own, notice } = loaderData;
  const heading = t("inquiries.admin.detailTitle", { reference: inquiry.reference });
  const closeErrors =
    actionData?.intent === "close" ? (actionData.result.error?.[""] ?? undefined) : undefined;
  return (
    <section aria-labelledby="inquiry-title">
      <title>{`${heading} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <p>
        <Link to={to("/admin/inquiries")} className="font-semibold text-primary underline">
          {t("inquiries.admin.back")}
        </Link>
      </p>
      <h2 id="inquiry-title" className="mt-2 text-2xl font-bold">
        {heading}
      </h2>
      <p className="mt-2 font-semibold" data-testid="inquiry-status">
        {t(`inquiries.status.${inquiry.status}`)}
      </p>
      {notice ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          {t(notice === "answered" ? "inquiries.admin.answeredNotice" : "inquiries.admin.closedNotice")}
        </p>
      ) : null}
      <dl className="mt-4 grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-semibold">{t("inquiries.admin.sender")}</dt>
        <dd>
          <bdi>{inquiry.fullName}</bdi> ·{" "}
          {t(inquiry.userId ? "inquiries.admin.account" : "inquiries.admin.guest")}
        </dd>
        <dt className="font-semibold">{t("inquiries.admin.phone")}</dt>
        <dd>
          <bdi dir="ltr">{formatSaudiPhoneLocal(inquiry.phone)}</bdi>
        </dd>
        {inquiry.email ? (
          <>
            <dt className="font-semibold">{t("inquiries.admin.email")}</dt>
            <dd>
              <bdi dir="ltr">{inquiry.email}</bdi>
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{t("inquiries.admin.language")}</dt>
        <dd>{t(`inquiries.admin.languages.${inquiry.locale}`)}</dd>
        <dt className="font-semibold">{t("inquiries.admin.received")}</dt>
        <dd>
          <time dateTime={inquiry.createdAt}>{formatDateTime(new Date(inquiry.createdAt), lang)}</time>
        </dd>
      </dl>
      <h3 className="mt-6 text-lg font-bold">{t("inquiries.admin.message")}</h3>
      <p
        dir="auto"
        className="surface border-subtle mt-2 whitespace-pre-line rounded-2xl border p-4"
        data-testid="inquiry-message"
      >
        {inquiry.message}
      </p>
      {inquiry.answer ? (
        <>
          <h3 className="mt-6 text-lg font-bold">{t("inquiries.admin.answer")}</h3>
          <p
            dir="auto"
            className="surface-muted mt-2 whitespace-pre-line rounded-2xl p-4"
            data-testid="inquiry-answer"
          >
            {inquiry.answer}
          </p>
          {inquiry.answeredAt ? (
            <p className="text-muted mt-1 text-sm">
              {t("inquiries.admin.answeredOn", { date: formatDateTime(new Date(inquiry.answeredAt), lang) })}
            </p>
          ) : null}
        </>
      ) : null}
      {inquiry.closedAt ? (
        <p className="text-muted mt-3 text-sm">
          {t("inquiries.admin.closedOn", { date: formatDateTime(new Date(inquiry.closedAt), lang) })}
        </p>
      ) : null}
      {own ? (
        <p className="mt-6">{t("inquiries.admin.own")}</p>
      ) : (
        <div className="mt-6 grid gap-4">
          {inquiry.status === "new" ? (
            <AnswerForm lastResult={actionData?.intent === "answer" ? actionData.result : undefined} />
          ) : null}
          {inquiry.status !== "closed" ? (
            <Form method="post" className="grid gap-2" data-testid="inquiry-close-form">
              <FormErrors id="inquiry-close-errors" errors={closeErrors} />
              <p className="text-muted text-sm">{t("inquiries.admin.closeHint")}</p>
              <IntentButton
                intent="close"
                className={`${buttonClass({ variant: "secondary", size: "md" })} justify-self-start`}
              >
                {t("inquiries.admin.close")}
              </IntentButton>
            </Form>
          ) : null}
        </div>
      )}
    </section>
  );
}
