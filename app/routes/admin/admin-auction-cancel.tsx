import { getFormProps, getTextareaProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FieldErrors, FormErrors, inputClass } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { buttonClass } from "~/components/ui/button";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatDateTime } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { AppError, errorCodes } from "~/lib/errors";
import { describeAuctions } from "~/modules/auctions/describe-auctions.server";
import {
  approveAuctionCancellation,
  previewAuctionCancellation,
  rejectAuctionCancellation,
  requestAuctionCancellation,
} from "~/modules/bidding/auction-cancellation.server";
import {
  CancellationRejectionSchema,
  CancellationRequestSchema,
} from "~/modules/bidding/cancellation-schema";
import { runWrite } from "~/modules/notifications/effects.server";
import type { Route } from "./+types/admin-auction-cancel";

export const handle = { noindex: true };

const intents = ["request", "approve", "reject"] as const;
type Intent = (typeof intents)[number];
type ActionData = { intent: Intent; result: SubmissionResult<string[]> };
const dones = ["cancelled", "requested", "rejected"] as const;

/** The auction's id from the path: a positive 32-bit integer, or 404. */
export function auctionIdOf(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw data(null, { status: 404 });
  return Number(raw);
}

/**
 * /admin/auctions/:id/cancel: the committee's cancellation of an upcoming or live auction. The
 * confirmation names what it does, counted now (bids voided, deposit locks released, registered
 * bidders notified) and takes the reason in both languages. A live auction with bids needs a
 * second member: the first files the request here, another approves or rejects it on the same
 * page; nobody decides on their own request (the bidding module refuses it too).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireCommitteePage(request, context);
  const auctionId = auctionIdOf(params.id);
  const db = getServices(context).database.db;
  const preview = await previewAuctionCancellation({ db, auctionId });
  const auction = (await describeAuctions(db, [auctionId])).get(auctionId);
  if (!preview || !auction) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return {
    preview: {
      ...preview,
      pending: preview.pending && {
        ...preview.pending,
        requestedAt: preview.pending.requestedAt.toISOString(),
        mine: preview.pending.requestedBy.id === user.id,
      },
    },
    auction: {
      id: auction.id,
      assetNumber: auction.assetNumber,
      titleAr: auction.titleAr,
      titleEn: auction.titleEn,
    },
    done: (dones as readonly string[]).includes(done ?? "") ? (done as (typeof dones)[number]) : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireCommitteePage(request, context);
  const auctionId = auctionIdOf(params.id);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (!intents.includes(intent as Intent)) throw data(null, { status: 400 });
  const schema =
    intent === "request"
      ? CancellationRequestSchema
      : intent === "reject"
        ? CancellationRejectionSchema
        : null;
  const submission = schema ? parseWithZod(form, { schema }) : null;
  if (submission && submission.status !== "success")
    return data<ActionData>({ intent: intent as Intent, result: submission.reply() }, { status: 400 });
  let done: (typeof dones)[number];
  try {
    if (intent === "request") {
      const value = submission!.value as { reasonAr: string; reasonEn: string };
      const outcome = await runWrite(services, (db) =>
        requestAuctionCancellation({ db, auctionId, actorUserId: user.id, ...value }),
      );
      done = outcome.status === "cancelled" ? "cancelled" : "requested";
    } else if (intent === "approve") {
      await runWrite(services, (db) => approveAuctionCancellation({ db, auctionId, actorUserId: user.id }));
      done = "cancelled";
    } else {
      const { reason } = submission!.value as { reason: string };
      await runWrite(services, (db) =>
        rejectAuctionCancellation({ db, auctionId, actorUserId: user.id, reason }),
      );
      done = "rejected";
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = translate(lang, errorCodes[error.code].message);
    const result = submission
      ? submission.reply({ formErrors: [message] })
      : ({ status: "error", error: { "": [message] } } satisfies SubmissionResult<string[]>);
    return data<ActionData>({ intent: intent as Intent, result }, { status: error.status });
  }
  throw redirect(`${localizePath(`/admin/auctions/${auctionId}/cancel`, lang)}?done=${done}`);
}

export default function AdminAuctionCancel({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { preview, auction, done } = loaderData;
  const title = lang === "ar" ? auction.titleAr : auction.titleEn;
  return (
    <section
      aria-labelledby="cancel-title"
      className="grid max-w-3xl gap-5"
      data-testid="admin-auction-cancel"
    >
      <title>{`${t("adminCancel.cancel.title")} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <div>
        <h2 id="cancel-title" className="text-2xl font-bold">
          {t("adminCancel.cancel.title")}
        </h2>
        <p className="text-muted mt-1">
          {t("adminCancel.cancel.auction", {
            asset: `\u2068${auction.assetNumber}\u2069`,
            title: `\u2068${title}\u2069`,
          })}
        </p>
      </div>
      {done ? (
        <p
          role="status"
          className="rounded-xl bg-green-50 p-4 font-medium text-green-900 dark:bg-green-950 dark:text-green-100"
          data-testid="cancel-done"
        >
          {t(`adminCancel.cancel.done.${done}`)}
        </p>
      ) : null}
      {!preview.cancellable ? (
        <p className="font-medium" data-testid="not-cancellable">
          {t("adminCancel.cancel.notCancellable")}
        </p>
      ) : (
        <>
          <Consequences preview={preview} />
          {preview.pending ? (
            <PendingRequest pending={preview.pending} actionData={actionData} />
          ) : (
            <RequestForm needsSecondMember={preview.needsSecondMember} actionData={actionData} />
          )}
        </>
      )}
      <p>
        <Link to={to(`/mazadat/${auction.id}`)} className="font-semibold text-primary underline">
          {t("adminCancel.cancel.back")}
        </Link>
      </p>
    </section>
  );
}

function Consequences({
  preview,
}: {
  preview: { bidCount: number; lockedDeposits: number; registrants: number; needsSecondMember: boolean };
}) {
  const { t } = useTranslation();
  return (
    <div className="surface border-subtle rounded-2xl border p-5" data-testid="cancel-consequences">
      <p className="font-semibold">{t("adminCancel.cancel.consequences")}</p>
      <ul className="mt-2 list-disc ps-6">
        <li data-testid="consequence-bids">{t("adminCancel.cancel.bids", { count: preview.bidCount })}</li>
        <li data-testid="consequence-locks">
          {t("adminCancel.cancel.locks", { count: preview.lockedDeposits })}
        </li>
        <li data-testid="consequence-notified">
          {t("adminCancel.cancel.notified", { count: preview.registrants })}
        </li>
      </ul>
      <p className="mt-3 font-medium" data-testid="cancel-mode">
        {preview.needsSecondMember ? t("adminCancel.cancel.fourEyes") : t("adminCancel.cancel.immediate")}
      </p>
    </div>
  );
}

function RequestForm({
  needsSecondMember,
  actionData,
}: {
  needsSecondMember: boolean;
  actionData: ActionData | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm("cancel-request", CancellationRequestSchema, {
    lastResult: actionData?.intent === "request" ? actionData.result : undefined,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value="request" />
      <Reason field={fields.reasonAr} label={t("adminCancel.cancel.reasonAr")} lang="ar" />
      <Reason field={fields.reasonEn} label={t("adminCancel.cancel.reasonEn")} lang="en" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <button
        type="submit"
        disabled={navigation.state === "submitting"}
        className={buttonClass({ variant: "danger", size: "md", className: "justify-self-start" })}
        data-testid="cancel-submit"
      >
        {needsSecondMember ? t("adminCancel.cancel.submitRequest") : t("adminCancel.cancel.submit")}
      </button>
    </Form>
  );
}

function Reason({ field, label, lang }: { field: FieldMetadata<string>; label: string; lang: "ar" | "en" }) {
  const { t } = useTranslation();
  const hintId = `${field.id}-hint`;
  const { key, ...props } = getTextareaProps(field, { ariaDescribedBy: hintId });
  return (
    <div className="grid gap-1">
      <label htmlFor={field.id} className="font-medium">
        {label}
      </label>
      <textarea
        key={key}
        {...props}
        rows={3}
        lang={lang}
        dir={lang === "ar" ? "rtl" : "ltr"}
        className={`${inputClass} h-auto py-2`}
      />
      <p id={hintId} className="text-muted text-sm">
        {t("adminCancel.cancel.reasonHint")}
      </p>
      <FieldErrors field={field} className="" />
    </div>
  );
}

function PendingRequest({
  pending,
  actionData,
}: {
  pending: {
    reasonAr: string;
    reasonEn: string;
    requestedBy: { name: string };
    requestedAt: string;
    mine: boolean;
  };
  actionData: ActionData | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm("cancel-reject", CancellationRejectionSchema, {
    lastResult: actionData?.intent === "reject" ? actionData.result : undefined,
  });
  const approveErrors =
    actionData?.intent === "approve" ? (actionData.result.error?.[""] ?? undefined) : undefined;
  const { key, ...textarea } = getTextareaProps(fields.reason);
  return (
    <div
      className="grid gap-4 rounded-2xl border border-amber-300 p-5 dark:border-amber-700"
      data-testid="pending-request"
    >
      <h3 className="text-lg font-bold">{t("adminCancel.cancel.pending.heading")}</h3>
      <p>
        {t("adminCancel.cancel.pending.by", {
          name: `\u2068${pending.requestedBy.name}\u2069`,
          date: formatDateTime(new Date(pending.requestedAt), lang),
        })}
      </p>
      <dl className="grid gap-3">
        <div>
          <dt className="text-muted text-sm">{t("adminCancel.cancel.pending.reasonAr")}</dt>
          <dd lang="ar" dir="rtl">
            {pending.reasonAr}
          </dd>
        </div>
        <div>
          <dt className="text-muted text-sm">{t("adminCancel.cancel.pending.reasonEn")}</dt>
          <dd lang="en" dir="ltr">
            {pending.reasonEn}
          </dd>
        </div>
      </dl>
      {pending.mine ? (
        <p className="font-medium" data-testid="own-request">
          {t("adminCancel.cancel.pending.own")}
        </p>
      ) : (
        <>
          <Form method="post" className="grid gap-2">
            <FormErrors id="cancel-approve-errors" errors={approveErrors} />
            <button
              type="submit"
              name="intent"
              value="approve"
              disabled={navigation.state === "submitting"}
              className={buttonClass({ variant: "danger", size: "md", className: "justify-self-start" })}
              data-testid="cancel-approve"
            >
              {t("adminCancel.cancel.pending.approve")}
            </button>
          </Form>
          <Form method="post" {...getFormProps(form)} className="grid gap-2">
            <input type="hidden" name="intent" value="reject" />
            <label htmlFor={fields.reason.id} className="font-medium">
              {t("adminCancel.cancel.pending.rejectReason")}
            </label>
            <textarea key={key} {...textarea} rows={2} className={`${inputClass} h-auto py-2`} />
            <FieldErrors field={fields.reason} className="" />
            <FormErrors id={form.errorId} errors={form.errors} />
            <button
              type="submit"
              disabled={navigation.state === "submitting"}
              className={buttonClass({ size: "md", className: "justify-self-start" })}
              data-testid="cancel-reject"
            >
              {t("adminCancel.cancel.pending.reject")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
