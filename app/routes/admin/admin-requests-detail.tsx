import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useActionData } from "react-router";
import { FieldFrame, FormErrors, inputClass, IntentButton } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { RequestDocuments, RequestFields, RequestTimeline } from "~/components/requests/request-details";
import { RequestStatusBadge } from "~/components/requests/request-status-badge";
import { buttonClass } from "~/components/ui/button";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatDateTime } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { AppError, errorCodes } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { describeUser } from "~/modules/accounts/describe-users.server";
import { withdrawPowerOfAttorney } from "~/modules/agents/agencies.server";
import { runWrite } from "~/modules/notifications/effects.server";
import { AuthorityDecisionSchema } from "~/modules/requests/authority-request-schema";
import { countryName } from "~/modules/requests/countries";
import { openStatuses } from "~/modules/requests/request-statuses";
import {
  approveAuthorityRequest,
  askForMoreDocuments,
  getAuthorityRequestForReview,
  rejectAuthorityRequest,
  startAuthorityReview,
} from "~/modules/requests/review-authority-request.server";
import type { Route } from "./+types/admin-requests-detail";

export const handle = { noindex: true };

type Intent = "review" | "approve" | "reject" | "moreDocuments" | "revoke";
type ActionData = { intent: Intent; result: SubmissionResult<string[]> };
const doneOf = {
  review: "under_review",
  approve: "approved",
  reject: "rejected",
  moreDocuments: "more_documents_needed",
  revoke: "revoked",
} as const;

function requestIdOf(params: { id?: string }): string {
  if (!params.id || !isUuid(params.id)) throw data(null, { status: 404 });
  return params.id;
}

/**
 * /admin/requests/:id (issue 16): a power-of-attorney or foreign-owner request read whole (its
 * fields, the documents to download, its timeline) and the committee's decisions: take it under
 * review, approve, reject or ask for more documents (words in both languages, told to the
 * requester); an approved power of attorney may be withdrawn, ending the agencies resting on it
 * (ADR 036). Nobody decides on their own request.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireCommitteePage(request, context);
  const { db } = getServices(context).database;
  const { lang } = getRequestInfo(context);
  const id = requestIdOf(params);
  let found;
  try {
    found = await getAuthorityRequestForReview(db, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
  const requester = await describeUser(db, found.requesterUserId);
  const codes = [found.nationality, found.country].filter((c): c is string => !!c);
  const done = new URL(request.url).searchParams.get("done");
  return {
    request: found,
    countryNames: Object.fromEntries(codes.map((code) => [code, countryName(code, lang)])),
    requester: requester ? { name: requester.name, phone: requester.phone, email: requester.email } : null,
    own: found.requesterUserId === user.id,
    notice: Object.values(doneOf).find((s) => s === done) ?? null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireCommitteePage(request, context);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const requestId = requestIdOf(params);
  const form = await request.formData();
  const raw = form.get("intent");
  const intent: Intent =
    raw === "review" || raw === "approve" || raw === "reject" || raw === "revoke" ? raw : "moreDocuments";
  const base = { requestId, actorUserId: user.id };
  const submission =
    intent === "reject" || intent === "moreDocuments" || intent === "revoke"
      ? parseWithZod(form, { schema: AuthorityDecisionSchema })
      : null;
  try {
    if (intent === "review") await runWrite(services, (db) => startAuthorityReview({ db, ...base }));
    else if (intent === "approve") await runWrite(services, (db) => approveAuthorityRequest({ db, ...base }));
    else if (submission) {
      if (submission.status !== "success")
        return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
      const decision = submission.value;
      const decide =
        intent === "revoke"
          ? withdrawPowerOfAttorney
          : intent === "reject"
            ? rejectAuthorityRequest
            : askForMoreDocuments;
      await runWrite(services, (db) => decide({ db, ...base, decision }));
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.details?.issues ?? [])
      (fieldErrors[issue.path] ??= []).push(translate(lang, issue.message));
    const formErrors = [translate(lang, errorCodes[error.code].message)];
    const result: SubmissionResult<string[]> = submission
      ? submission.reply({ formErrors, fieldErrors })
      : { status: "error", error: { "": formErrors } };
    return data<ActionData>({ intent, result }, { status: error.status });
  }
  throw redirect(`${localizePath(`/admin/requests/${requestId}`, lang)}?done=${doneOf[intent]}`);
}

function DecisionForm({
  intent,
  lastResult,
}: {
  intent: "reject" | "moreDocuments" | "revoke";
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(`request-${intent}`, AuthorityDecisionSchema, { lastResult });
  const area = (field: typeof fields.reasonAr, label: string, dir: "rtl" | "ltr") => {
    const { key, ...props } = getTextareaProps(field);
    return (
      <FieldFrame field={field} label={label}>
        <textarea key={key} {...props} dir={dir} rows={3} className={`${inputClass} h-auto py-2`} />
      </FieldFrame>
    );
  };
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="surface border-subtle grid gap-3 rounded-2xl border p-4"
      data-testid={`request-${intent}`}
    >
      <h3 className="text-lg font-bold">{t(`requests.admin.${intent}`)}</h3>
      <p className="text-muted text-sm">{t(`requests.admin.${intent}About`)}</p>
      {area(fields.reasonAr, t("requests.admin.reasonAr"), "rtl")}
      {area(fields.reasonEn, t("requests.admin.reasonEn"), "ltr")}
      <FormErrors id={form.errorId} errors={form.errors} />
      <IntentButton
        intent={intent}
        className={`${buttonClass({ variant: intent === "moreDocuments" ? "secondary" : "danger", size: "md" })} justify-self-start`}
      >
        {t(`requests.admin.${intent}`)}
      </IntentButton>
    </Form>
  );
}

/** A decision without words (start the review, approve): one button. */
function PlainDecision({ intent, error }: { intent: "review" | "approve"; error?: string[] }) {
  const { t } = useTranslation();
  const label = intent === "review" ? "startReview" : "approve";
  return (
    <Form
      method="post"
      className="surface border-subtle grid gap-3 rounded-2xl border p-4"
      data-testid={`request-${intent}`}
    >
      <h3 className="text-lg font-bold">{t(`requests.admin.${label}`)}</h3>
      <p className="text-muted text-sm">{t(`requests.admin.${label}About`)}</p>
      <FormErrors id={`request-${intent}-errors`} errors={error} />
      <IntentButton
        intent={intent}
        className={`${buttonClass({ variant: intent === "approve" ? "primary" : "secondary", size: "md" })} justify-self-start`}
      >
        {t(`requests.admin.${label}`)}
      </IntentButton>
    </Form>
  );
}

export default function AdminRequestDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const actionData = useActionData<ActionData>();
  const { request, countryNames, requester, own, notice } = loaderData;
  const heading = t("requests.admin.detailTitle", {
    kind: t(`requests.kinds.${request.kind}`),
    name: `\u2068${request.ownerName ?? ""}\u2069`,
  });
  const resultOf = (intent: Intent) => (actionData?.intent === intent ? actionData.result : undefined);
  const plainError = (intent: "review" | "approve") => {
    const result = resultOf(intent);
    return result?.error?.[""] ?? undefined;
  };
  const open = openStatuses.includes(request.status);
  return (
    <section aria-labelledby="request-title">
      <title>{`${heading} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <p>
        <Link to={to("/admin/requests")} className="font-semibold text-primary underline">
          {t("requests.admin.back")}
        </Link>
      </p>
      <h2 id="request-title" className="mt-2 text-2xl font-bold">
        {heading}
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <RequestStatusBadge status={request.status} />
        {request.submittedAt ? (
          <span className="text-muted text-sm">
            {t("requests.admin.sent")}:{" "}
            <time dateTime={request.submittedAt}>{formatDateTime(new Date(request.submittedAt), lang)}</time>
          </span>
        ) : null}
      </div>
      {requester ? (
        <p className="mt-2">
          {t("requests.admin.requester")}: <bdi>{requester.name}</bdi> ·{" "}
          <bdi dir="ltr">{requester.phone}</bdi> · <bdi dir="ltr">{requester.email}</bdi>
        </p>
      ) : null}
      {notice ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          {t(`requests.admin.done.${notice}`)}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="request-fields" className="grid content-start gap-3">
          <h3 id="request-fields" className="text-xl font-bold">
            {t("requests.admin.fieldsHeading")}
          </h3>
          <RequestFields request={request} countryNames={countryNames} />
        </section>
        <section aria-labelledby="request-documents" className="grid content-start gap-3">
          <h3 id="request-documents" className="text-xl font-bold">
            {t("requests.admin.documentsHeading")}
          </h3>
          <RequestDocuments request={request} />
          <RequestTimeline request={request} headingId="request-timeline" />
        </section>
      </div>
      <section aria-labelledby="request-decisions" className="mt-8 grid gap-4">
        <h3 id="request-decisions" className="text-xl font-bold">
          {t("requests.admin.decisions")}
        </h3>
        {own ? (
          <p>{t("requests.admin.ownRequest")}</p>
        ) : request.status === "more_documents_needed" ? (
          <p>{t("requests.admin.awaitingDocuments")}</p>
        ) : request.status === "approved" && request.kind === "power_of_attorney" ? (
          <div className="grid gap-4 lg:grid-cols-2">
            <DecisionForm intent="revoke" lastResult={resultOf("revoke")} />
          </div>
        ) : !open ? (
          <p>{t("requests.admin.decided")}</p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {request.status === "submitted" ? (
              <PlainDecision intent="review" error={plainError("review")} />
            ) : null}
            <PlainDecision intent="approve" error={plainError("approve")} />
            <DecisionForm intent="moreDocuments" lastResult={resultOf("moreDocuments")} />
            <DecisionForm intent="reject" lastResult={resultOf("reject")} />
          </div>
        )}
      </section>
    </section>
  );
}
