import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useActionData } from "react-router";
import { FieldFrame, FormErrors, hintIdOf, inputClass, IntentButton } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { ListingReview } from "~/components/listings/listing-form";
import { ListingStatusBadge } from "~/components/listings/listing-status-badge";
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
import { listAuctionFormChoices } from "~/modules/auctions/list-admin-auctions.server";
import { ListingApprovalSchema, ListingDecisionSchema } from "~/modules/listings/listing-request-schema";
import {
  approveListingRequest,
  getListingRequestForReview,
  rejectListingRequest,
  requestListingChanges,
} from "~/modules/listings/review-listing-request.server";
import { runWrite } from "~/modules/notifications/effects.server";
import { storageFromConfig } from "~/storage/storage-from-config.server";
import type { Route } from "./+types/admin-listings-detail";

export const handle = { noindex: true };

type Intent = "requestChanges" | "reject" | "approve";
type ActionData = { intent: Intent; result: SubmissionResult<string[]> };

function requestIdOf(params: { id?: string }): string {
  if (!params.id || !isUuid(params.id)) throw data(null, { status: 404 });
  return params.id;
}

/**
 * /admin/listings/:id: a listing request read whole (every field, the photos, the documents to
 * download) and the committee's three decisions on a sent one: ask for changes or reject (words
 * in both languages, told to the owner), or approve into a draft auction, then edit it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireCommitteePage(request, context);
  const { db } = getServices(context).database;
  const id = requestIdOf(params);
  let listing;
  try {
    listing = await getListingRequestForReview(db, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
  const [requester, choices] = await Promise.all([
    describeUser(db, listing.requesterUserId),
    listAuctionFormChoices(db),
  ]);
  const done = new URL(request.url).searchParams.get("done");
  return {
    listing,
    requester: requester ? { name: requester.name, phone: requester.phone, email: requester.email } : null,
    place: { cities: choices.cities, districts: choices.districts },
    agents: choices.agents,
    own: listing.requesterUserId === user.id,
    notice: done === "changesRequested" || done === "rejected" ? done : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireCommitteePage(request, context);
  const services = getServices(context);
  const { db } = services.database;
  const { lang } = getRequestInfo(context);
  const requestId = requestIdOf(params);
  const form = await request.formData();
  const raw = form.get("intent");
  const intent: Intent = raw === "reject" || raw === "approve" ? raw : "requestChanges";
  const back = (done: string) =>
    redirect(`${localizePath(`/admin/listings/${requestId}`, lang)}?done=${done}`);
  if (intent === "approve") {
    const submission = parseWithZod(form, { schema: ListingApprovalSchema });
    if (submission.status !== "success")
      return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
    try {
      const approved = await runWrite(services, (db) =>
        approveListingRequest(
          { db, storage: storageFromConfig(services.config) },
          { requestId, actorUserId: user.id, approval: submission.value },
        ),
      );
      throw redirect(`${localizePath(`/admin/auctions/${approved.auctionId}`, lang)}?done=created`);
    } catch (error) {
      return failed(error, intent, submission, lang);
    }
  }
  const submission = parseWithZod(form, { schema: ListingDecisionSchema });
  if (submission.status !== "success")
    return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
  try {
    const decide = intent === "reject" ? rejectListingRequest : requestListingChanges;
    await runWrite(services, () =>
      decide({ db, requestId, actorUserId: user.id, decision: submission.value }),
    );
  } catch (error) {
    return failed(error, intent, submission, lang);
  }
  throw back(intent === "reject" ? "rejected" : "changesRequested");
}

/** A refusal of the domain as the form's answer, each issue beside its field. */
function failed(
  error: unknown,
  intent: Intent,
  submission: {
    reply: (options: {
      formErrors: string[];
      fieldErrors: Record<string, string[]>;
    }) => SubmissionResult<string[]>;
  },
  lang: "ar" | "en",
) {
  if (!(error instanceof AppError)) throw error;
  if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.details?.issues ?? [])
    (fieldErrors[issue.path] ??= []).push(translate(lang, issue.message));
  return data<ActionData>(
    {
      intent,
      result: submission.reply({
        formErrors: [translate(lang, errorCodes[error.code].message)],
        fieldErrors,
      }),
    },
    { status: error.status },
  );
}

function DecisionForm({
  intent,
  lastResult,
}: {
  intent: "requestChanges" | "reject";
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(`listing-${intent}`, ListingDecisionSchema, { lastResult });
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
      data-testid={`listing-${intent}`}
    >
      <h3 className="text-lg font-bold">{t(`listings.admin.${intent}`)}</h3>
      <p className="text-muted text-sm">{t(`listings.admin.${intent}About`)}</p>
      {area(fields.reasonAr, t("listings.admin.reasonAr"), "rtl")}
      {area(fields.reasonEn, t("listings.admin.reasonEn"), "ltr")}
      <FormErrors id={form.errorId} errors={form.errors} />
      <IntentButton
        intent={intent}
        className={`${buttonClass({ variant: intent === "reject" ? "danger" : "secondary", size: "md" })} justify-self-start`}
      >
        {t(`listings.admin.${intent}`)}
      </IntentButton>
    </Form>
  );
}

function ApproveForm({
  agents,
  lastResult,
}: {
  agents: { id: number; nameAr: string; nameEn: string }[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form, fields] = useSchemaForm("listing-approve", ListingApprovalSchema, { lastResult });
  const { key: selectKey, ...select } = getSelectProps(fields.sellingAgentId);
  const { key: priceKey, ...price } = getInputProps(fields.openingPrice, {
    type: "text",
    ariaDescribedBy: hintIdOf(fields.openingPrice),
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="surface border-subtle grid gap-3 rounded-2xl border p-4"
      data-testid="listing-approve"
    >
      <h3 className="text-lg font-bold">{t("listings.admin.approve")}</h3>
      <p className="text-muted text-sm">{t("listings.admin.approveAbout")}</p>
      <FieldFrame field={fields.sellingAgentId} label={t("listings.admin.sellingAgentId")}>
        <select key={selectKey} {...select} className={inputClass}>
          <option value="">{t("listings.choose")}</option>
          {agents.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {lang === "ar" ? a.nameAr : a.nameEn}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame
        field={fields.openingPrice}
        label={t("listings.admin.openingPrice")}
        hint={t("listings.admin.openingPriceHint")}
      >
        <input key={priceKey} {...price} dir="ltr" inputMode="decimal" className={inputClass} />
      </FieldFrame>
      <FormErrors id={form.errorId} errors={form.errors} />
      <IntentButton
        intent="approve"
        className={`${buttonClass({ variant: "primary", size: "md" })} justify-self-start`}
      >
        {t("listings.admin.approve")}
      </IntentButton>
    </Form>
  );
}

export default function AdminListingDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const actionData = useActionData<ActionData>();
  const { listing, requester, place, agents, own, notice } = loaderData;
  const title =
    (lang === "en" ? listing.titleEn || listing.titleAr : listing.titleAr || listing.titleEn) ??
    t("listings.untitled");
  const heading = t("listings.admin.detailTitle", { title: `\u2068${title}\u2069` });
  const note =
    lang === "en"
      ? listing.reviewNoteEn || listing.reviewNoteAr
      : listing.reviewNoteAr || listing.reviewNoteEn;
  const resultOf = (intent: Intent) => (actionData?.intent === intent ? actionData.result : undefined);
  return (
    <section aria-labelledby="listing-title">
      <title>{`${heading} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <p>
        <Link to={to("/admin/listings")} className="font-semibold text-primary underline">
          {t("listings.admin.back")}
        </Link>
      </p>
      <h2 id="listing-title" className="mt-2 text-2xl font-bold">
        {heading}
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <ListingStatusBadge status={listing.status} />
        {listing.submittedAt ? (
          <span className="text-muted text-sm">
            {t("listings.admin.sent")}:{" "}
            <time dateTime={listing.submittedAt}>{formatDateTime(new Date(listing.submittedAt), lang)}</time>
          </span>
        ) : null}
      </div>
      {requester ? (
        <p className="mt-2">
          {t("listings.admin.requester")}: <bdi>{requester.name}</bdi> ·{" "}
          <bdi dir="ltr">{requester.phone}</bdi> · <bdi dir="ltr">{requester.email}</bdi>
        </p>
      ) : null}
      {notice ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          {t(`listings.admin.${notice}`)}
        </p>
      ) : null}
      {note && listing.status !== "submitted" ? (
        <p className="mt-3">
          <bdi>{note}</bdi>
        </p>
      ) : null}
      {listing.auctionId ? (
        <p className="mt-3">
          <Link
            to={to(`/admin/auctions/${listing.auctionId}`)}
            className={buttonClass({ variant: "primary", size: "md" })}
          >
            {t("listings.admin.draftAuction")}
          </Link>
        </p>
      ) : null}
      <ListingReview request={listing} place={place} />
      <section aria-labelledby="listing-decisions" className="mt-8 grid gap-4">
        <h2 id="listing-decisions" className="text-xl font-bold">
          {t("listings.admin.decisions")}
        </h2>
        {own ? (
          <p>{t("listings.admin.ownRequest")}</p>
        ) : listing.status !== "submitted" ? (
          <p>{t("listings.admin.decided")}</p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-3">
            <DecisionForm intent="requestChanges" lastResult={resultOf("requestChanges")} />
            <DecisionForm intent="reject" lastResult={resultOf("reject")} />
            <ApproveForm agents={agents} lastResult={resultOf("approve")} />
          </div>
        )}
      </section>
    </section>
  );
}
