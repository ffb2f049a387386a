import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { FieldErrors, FormErrors, inputClass } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatDateTime, formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { AppError, errorCodes } from "~/lib/errors";
import { runWrite } from "~/modules/notifications/effects.server";
import { rejectBankTransfer, verifyBankTransfer } from "~/modules/payments/bank-transfers.server";
import { paymentDeps } from "~/modules/payments/payment-deps.server";
import {
  findPayment,
  listTransfersForReview,
  PAYMENTS_MAX_PAGE,
  type TransferReviewItem,
} from "~/modules/payments/payment-views.server";
import { TransferRejectionSchema } from "~/modules/payments/transfer-schemas";
import { formatIban } from "~/modules/wallet/iban";
import { AwaitingSecondApproval } from "~/components/admin/awaiting-second-approval";
import type { Route } from "./+types/admin-transfers";
import { requireCommitteePage } from "~/lib/account-request.server";
import { buttonClass } from "~/components/ui/button";

export const handle = { noindex: true };

const states = ["awaiting", "reviewed"] as const;
type State = (typeof states)[number];
const VerifySchema = z.object({ id: z.uuid() });
const RejectSchema = TransferRejectionSchema.extend({ id: z.uuid() });

type ActionData = { intent: "verify" | "reject"; id: string; result: SubmissionResult<string[]> };

/**
 * /admin/transfers: the transfers and wires users declared, oldest first, each with everything
 * needed to find it on the platform's bank statement (the sender's reference, amount, bank, IBAN
 * and name) and the receipt they attached; "Verify" credits it, "Reject" needs a reason the user
 * reads. Decided ones are under their own tab. Every decision is audited by the payments module.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireCommitteePage(request, context);
  const db = getServices(context).database.db;
  const url = new URL(request.url);
  const state: State = url.searchParams.get("state") === "reviewed" ? "reviewed" : "awaiting";
  const rawPage = url.searchParams.get("page") ?? "1";
  if (!/^[1-9]\d{0,4}$/.test(rawPage) || Number(rawPage) > PAYMENTS_MAX_PAGE)
    throw data(null, { status: 404 });
  const list = await listTransfersForReview({
    db,
    state: state === "awaiting" ? "awaiting_review" : "reviewed",
    page: Number(rawPage),
  });
  const done = url.searchParams.get("done");
  const decided =
    done === "verified" || done === "rejected" || done === "firstApproved"
      ? await findPayment(db, { paymentId: url.searchParams.get("payment") ?? "" })
      : null;
  return {
    state,
    ...list,
    viewerId: viewer.id,
    notice: decided
      ? {
          kind: done as "verified" | "rejected" | "firstApproved",
          reference: decided.reference,
          amount: decided.amount,
        }
      : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireCommitteePage(request, context);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "verify" && intent !== "reject") throw data(null, { status: 400 });
  const id = String(form.get("id") ?? "");
  const submission = parseWithZod(form, { schema: intent === "verify" ? VerifySchema : RejectSchema });
  if (submission.status !== "success")
    return data<ActionData>({ intent, id, result: submission.reply() }, { status: 400 });
  let awaitingSecond = false;
  try {
    const outcome = await runWrite(services, (db) =>
      intent === "verify"
        ? verifyBankTransfer({ db }, { paymentId: id, actorUserId: user.id })
        : rejectBankTransfer(
            { db, storage: paymentDeps(services).storage, logger: services.logger },
            {
              paymentId: id,
              actorUserId: user.id,
              reason: (submission.value as unknown as { reason: string }).reason,
            },
          ),
    );
    awaitingSecond = "awaitingSecondApproval" in outcome && outcome.awaitingSecondApproval === true;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = translate(lang, errorCodes[error.code].message);
    return data<ActionData>(
      { intent, id, result: submission.reply({ formErrors: [message] }) },
      { status: error.status },
    );
  }
  const back = new URL(request.url);
  const done = awaitingSecond ? "firstApproved" : intent === "verify" ? "verified" : "rejected";
  const query = new URLSearchParams({ done, payment: id });
  const page = back.searchParams.get("page");
  if (page) query.set("page", page);
  throw redirect(`${localizePath("/admin/transfers", lang)}?${query.toString()}`);
}

function When({ iso }: { iso: string }) {
  const lang = useLang();
  return <time dateTime={iso}>{formatDateTime(new Date(iso), lang)}</time>;
}

function RejectForm({
  item,
  lastResult,
}: {
  item: TransferReviewItem;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(`reject-${item.id}`, RejectSchema, {
    lastResult,
    defaultValue: { id: item.id },
  });
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === item.id;
  const hintId = `${fields.reason.id}-hint`;
  const { key, ...textarea } = getTextareaProps(fields.reason, { ariaDescribedBy: hintId });
  return (
    <details className="border-subtle rounded-xl border p-3" open={Boolean(lastResult)}>
      <summary className="cursor-pointer font-semibold text-red-800 dark:text-red-300">
        {t("topUp.admin.reject")}
      </summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-2">
        <input type="hidden" name="id" value={item.id} />
        <label htmlFor={fields.reason.id} className="font-medium">
          {t("topUp.admin.reason")}
        </label>
        <textarea key={key} {...textarea} rows={3} className={`${inputClass} h-auto py-2`} />
        <p id={hintId} className="text-muted text-sm">
          {t("topUp.admin.reasonHint")}
        </p>
        <FieldErrors field={fields.reason} className="" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <button
          type="submit"
          name="intent"
          value="reject"
          disabled={busy}
          className="h-10 justify-self-start rounded-lg bg-red-700 px-4 font-semibold text-white hover:opacity-90 disabled:opacity-60"
        >
          {t("topUp.admin.rejectSubmit")}
        </button>
      </Form>
    </details>
  );
}

function TransferCard({
  item,
  actionData,
  viewerId,
}: {
  item: TransferReviewItem;
  actionData?: ActionData;
  viewerId: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigation = useNavigation();
  const mine = actionData?.id === item.id ? actionData : undefined;
  const verifying =
    navigation.state === "submitting" &&
    navigation.formData?.get("id") === item.id &&
    navigation.formData.get("intent") === "verify";
  const amount = formatMoney(item.amount, lang);
  const headingId = `transfer-${item.id}`;
  const facts: [string, React.ReactNode][] = [
    [
      t("topUp.admin.userReference"),
      <bdi dir="ltr" className="keep-whole font-mono">
        {item.user.transferReference}
      </bdi>,
    ],
    [
      t("topUp.admin.reference"),
      <bdi dir="ltr" className="keep-whole font-mono">
        {item.reference}
      </bdi>,
    ],
    [t("topUp.admin.method"), t(`topUp.methods.${item.method}.title`)],
    [t("topUp.admin.purpose"), t(`topUp.purposes.${item.purpose}`)],
    [t("topUp.admin.bank"), <bdi>{item.transfer.bankName}</bdi>],
    [
      t("topUp.admin.iban"),
      <bdi dir="ltr" className="font-mono">
        {formatIban(item.transfer.iban)}
      </bdi>,
    ],
    [t("topUp.admin.accountName"), <bdi>{item.transfer.accountName}</bdi>],
    [t("topUp.admin.declaredAt"), <When iso={item.transfer.declaredAt} />],
    ...(item.transfer.reviewedAt
      ? ([
          [t("topUp.admin.status"), t(`topUp.statuses.${item.status}`)],
          [t("topUp.admin.reviewedAt"), <When iso={item.transfer.reviewedAt} />],
        ] as [string, React.ReactNode][])
      : []),
  ];
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="surface border-subtle rounded-2xl border p-5"
        data-testid="transfer-item"
        data-reference={item.reference}
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-bold">
              {t("topUp.admin.transferOf", { reference: `\u2068${item.reference}\u2069`, amount })}
            </h3>
            <p className="text-muted text-sm">
              <bdi>{item.user.name}</bdi> · <bdi dir="ltr">{item.user.email}</bdi> ·{" "}
              <bdi dir="ltr">{item.user.phone}</bdi>
            </p>
          </div>
          <p className="text-2xl font-bold">{amount}</p>
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-muted text-sm">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {item.transfer.rejectionReason ? (
          <p className="mt-3 font-medium">
            {t("topUp.transferStatus.reason", { reason: `\u2068${item.transfer.rejectionReason}\u2069` })}
          </p>
        ) : null}
        <p className="mt-4">
          {item.status === "rejected" ? (
            t("safeguards.receiptDeleted")
          ) : (
            <a
              href={`/media/uploads/${item.transfer.receiptUploadId}`}
              target="_blank"
              rel="noopener"
              className="font-semibold text-primary underline"
            >
              {t("topUp.admin.receiptFile")}
            </a>
          )}
        </p>
        {item.status === "awaiting_review" && item.transfer.firstApprovedAt ? (
          <AwaitingSecondApproval
            firstApprovedAt={item.transfer.firstApprovedAt}
            mine={item.transfer.firstApprovedBy === viewerId}
            className="mt-4"
          />
        ) : null}
        {item.status === "awaiting_review" ? (
          <div className="mt-4 grid gap-3">
            {mine?.intent === "verify" ? (
              <FormErrors id={`verify-${item.id}-errors`} errors={mine.result.error?.[""] ?? undefined} />
            ) : null}
            {item.transfer.firstApprovedBy === viewerId ? null : (
              <Form method="post">
                <input type="hidden" name="id" value={item.id} />
                <button
                  type="submit"
                  name="intent"
                  value="verify"
                  disabled={verifying}
                  className={buttonClass({ variant: "primary", size: "md" })}
                >
                  {item.transfer.firstApprovedAt
                    ? t("adminSettings.fourEyes.confirmTransfer")
                    : t("topUp.admin.verify")}
                </button>
              </Form>
            )}
            <RejectForm item={item} lastResult={mine?.intent === "reject" ? mine.result : undefined} />
          </div>
        ) : null}
      </article>
    </li>
  );
}

export default function AdminTransfers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const actionData = useActionData<ActionData>();
  const { state, items, notice, page, pages } = loaderData;
  const tabQuery = (s: State) => (s === "awaiting" ? "" : "?state=reviewed");
  const pageLink = (p: number) => {
    const query = new URLSearchParams();
    if (state === "reviewed") query.set("state", "reviewed");
    if (p > 1) query.set("page", String(p));
    const q = query.toString();
    return `${to("/admin/transfers")}${q ? `?${q}` : ""}`;
  };
  return (
    <section aria-labelledby="transfers-title">
      <title>{`${t("topUp.admin.title")} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <h2 id="transfers-title" className="text-2xl font-bold">
        {t("topUp.admin.title")}
      </h2>
      <p className="text-muted mt-1">{t("topUp.admin.intro")}</p>
      <p
        role="status"
        className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 font-medium text-green-900 empty:hidden dark:border-green-800 dark:bg-green-950 dark:text-green-100"
      >
        {notice
          ? t(
              notice.kind === "verified"
                ? "topUp.admin.verified"
                : notice.kind === "firstApproved"
                  ? "adminSettings.fourEyes.transferFirstApproved"
                  : "topUp.admin.rejected",
              {
                reference: `\u2068${notice.reference}\u2069`,
                amount: formatMoney(notice.amount, lang),
              },
            )
          : null}
      </p>
      <nav aria-label={t("topUp.admin.tabsLabel")} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {states.map((s) => (
            <li key={s}>
              <Link
                to={`${to("/admin/transfers")}${tabQuery(s)}`}
                aria-current={s === state ? "page" : undefined}
                className="border-subtle block rounded-lg border px-4 py-2 font-medium aria-[current=page]:border-primary aria-[current=page]:bg-primary"
              >
                {t(`topUp.admin.${s}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <p className="text-muted mt-6">
          {t(state === "awaiting" ? "topUp.admin.none" : "topUp.admin.noneReviewed")}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {items.map((item) => (
            <TransferCard key={item.id} item={item} actionData={actionData} viewerId={loaderData.viewerId} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t("topUp.admin.page", { page, pages })} className="mt-6 flex items-center gap-4">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="font-semibold text-primary underline">
              {t("topUp.admin.previous")}
            </Link>
          ) : null}
          <span>{t("topUp.admin.page", { page, pages })}</span>
          {page < pages ? (
            <Link to={pageLink(page + 1)} className="font-semibold text-primary underline">
              {t("topUp.admin.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
