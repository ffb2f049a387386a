import { getFormProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useActionData } from "react-router";
import { FieldErrors, FormErrors, IntentButton } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { fileInputClass } from "~/components/requests/authority-request-form";
import { RequestDocuments, RequestFields, RequestTimeline } from "~/components/requests/request-details";
import { RequestStatusBadge } from "~/components/requests/request-status-badge";
import { buttonClass } from "~/components/ui/button";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatDate } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requirePageUser } from "~/lib/account-request.server";
import { AppError, errorCodes } from "~/lib/errors";
import { runWrite } from "~/modules/notifications/effects.server";
import { chosenDocuments, MoreDocumentsSchema } from "~/modules/requests/authority-request-schema";
import {
  listOwnAuthorityRequests,
  sendMoreDocuments,
  type AuthorityRequestView,
} from "~/modules/requests/authority-requests.server";
import { countryName } from "~/modules/requests/countries";
import { authorityDocumentKinds, requestDocuments } from "~/modules/requests/request-statuses";
import { storageFromConfig } from "~/storage/storage-from-config.server";
import type { Route } from "./+types/profile-requests";

export const handle = { noindex: true };

/**
 * /profile/requests (issue 16): my power-of-attorney and foreign-owner requests, newest first,
 * each with its fields, documents and status timeline; one the committee sent back for more
 * documents takes them here and goes back to the committee.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  const { lang } = getRequestInfo(context);
  const requests = await listOwnAuthorityRequests(getServices(context).database.db, user.id);
  const codes = new Set(requests.flatMap((r) => [r.nationality, r.country]).filter((c): c is string => !!c));
  const countryNames = Object.fromEntries([...codes].map((code) => [code, countryName(code, lang)]));
  const sent = new URL(request.url).searchParams.get("done") === "sent";
  return { requests, countryNames, sent };
}

type ActionData = { requestId: string; result: SubmissionResult<string[]> };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePageUser(request, context);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: MoreDocumentsSchema });
  const requestId = String(form.get("requestId") ?? "");
  const hideFields = [...authorityDocumentKinds];
  if (submission.status !== "success")
    return data<ActionData>({ requestId, result: submission.reply({ hideFields }) }, { status: 400 });
  try {
    const documents = await Promise.all(
      chosenDocuments(submission.value as Record<string, unknown>).map(async ({ kind, file }) => ({
        kind,
        file: { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
      })),
    );
    await runWrite(services, (db) =>
      sendMoreDocuments(
        { db, storage: storageFromConfig(services.config) },
        { requesterUserId: user.id, requestId: submission.value.requestId, documents },
      ),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.details?.issues ?? [])
      (fieldErrors[issue.path] ??= []).push(translate(lang, issue.message));
    const field = error.details?.field;
    if (field) (fieldErrors[field] ??= []).push(translate(lang, errorCodes[error.code].message));
    return data<ActionData>(
      {
        requestId,
        result: submission.reply({
          fieldErrors,
          formErrors: [translate(lang, errorCodes[error.code].message)],
          hideFields,
        }),
      },
      { status: error.status },
    );
  }
  throw redirect(`${localizePath("/profile/requests", lang)}?done=sent`);
}

function MoreDocumentsForm({
  request,
  lastResult,
}: {
  request: AuthorityRequestView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(`more-${request.id}`, MoreDocumentsSchema, {
    lastResult,
    defaultValue: { requestId: request.id },
  });
  const f = fields as unknown as Record<string, FieldMetadata<unknown>>;
  const listed = requestDocuments[request.kind];
  const kinds = [...listed.required, ...listed.optional, "other" as const];
  const hintId = `more-${request.id}-hint`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="grid gap-3 rounded-xl border border-orange-300 p-4 dark:border-orange-800"
      data-testid="more-documents-form"
    >
      <h3 className="font-semibold">{t("requests.more.heading")}</h3>
      <p className="text-sm">{t("requests.more.about")}</p>
      <p id={hintId} className="text-muted text-sm">
        {t("requests.hints.files")}
      </p>
      <input type="hidden" name="requestId" value={request.id} />
      <div className="grid gap-3 sm:grid-cols-2">
        {kinds.map((kind) => {
          const field = f[kind]!;
          return (
            <div key={kind}>
              <label htmlFor={field.id} className="mb-1 block font-medium">
                {t(`requests.documents.${kind}`)}
              </label>
              <input
                id={field.id}
                name={field.name}
                type="file"
                accept="image/jpeg,image/png,image/webp,application/pdf"
                aria-describedby={field.errors?.length ? `${hintId} ${field.errorId}` : hintId}
                aria-invalid={field.errors?.length ? true : undefined}
                className={fileInputClass}
              />
              <FieldErrors field={field} />
            </div>
          );
        })}
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <IntentButton
        intent="more"
        id={request.id}
        className={`${buttonClass({ variant: "primary", size: "md" })} justify-self-start`}
      >
        {t("requests.more.send")}
      </IntentButton>
    </Form>
  );
}

export default function ProfileRequests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const actionData = useActionData<ActionData>();
  const { requests, countryNames, sent } = loaderData;
  return (
    <section aria-labelledby="requests-title" className="grid gap-4">
      <title>{`${t("requests.myRequests")} | ${t("meta.siteName")}`}</title>
      <h2 id="requests-title" className="text-2xl font-bold">
        {t("requests.myRequests")}
      </h2>
      <p className="text-muted">{t("requests.myRequestsIntro")}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={to("/forms/power-of-attorney")} className={buttonClass({ variant: "primary", size: "md" })}>
          {t("requests.newPowerOfAttorney")}
        </Link>
        <Link to={to("/forms/foreign-owner")} className={buttonClass({ variant: "secondary", size: "md" })}>
          {t("requests.newForeignOwner")}
        </Link>
      </div>
      {sent ? (
        <p
          role="status"
          className="rounded-lg border border-green-300 bg-green-50 p-3 font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          {t("requests.more.sent")}
        </p>
      ) : null}
      {requests.length === 0 ? (
        <p className="surface border-subtle rounded-2xl border p-5">{t("requests.none")}</p>
      ) : (
        <ul className="grid gap-4" data-testid="my-authority-requests">
          {requests.map((r) => (
            <li
              key={r.id}
              id={`request-${r.id}`}
              className="surface border-subtle grid gap-3 rounded-2xl border p-4"
              data-testid="my-authority-request"
              data-status={r.status}
            >
              <div className="flex flex-wrap items-center gap-3">
                <h3 className="text-lg font-semibold">{t(`requests.kinds.${r.kind}`)}</h3>
                <RequestStatusBadge status={r.status} />
              </div>
              {r.submittedAt ? (
                <p className="text-muted text-sm">
                  {t("requests.sentOn", { date: formatDate(new Date(r.submittedAt), lang) })}
                </p>
              ) : null}
              <RequestFields request={r} countryNames={countryNames} />
              <RequestDocuments request={r} />
              <RequestTimeline request={r} headingId={`timeline-${r.id}`} />
              {r.status === "more_documents_needed" ? (
                <MoreDocumentsForm
                  request={r}
                  lastResult={actionData?.requestId === r.id ? actionData.result : undefined}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
