import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, redirect, useActionData } from "react-router";
import { z } from "zod";
import { FormErrors, IntentButton } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { buttonClass } from "~/components/ui/button";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatDateTime, formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { useLang } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { AppError, errorCodes } from "~/lib/errors";
import { paymentDeps } from "~/modules/payments/payment-deps.server";
import { findPaymentIdByReference, listRefunds } from "~/modules/payments/refund-views.server";
import {
  cancelCardRefundRequest,
  confirmCardRefund,
  requestCardRefund,
} from "~/modules/payments/refunds.server";
import { TransferRejectionSchema } from "~/modules/payments/transfer-schemas";
import { parseRiyals } from "~/modules/withdrawals/withdrawal-schemas";
import { AwaitingSecondApproval } from "~/components/admin/awaiting-second-approval";
import { RowTextField } from "~/components/admin/row-text-field";
import type { Route } from "./+types/admin-refunds";

export const handle = { noindex: true };

/** The refund form: the payment's reference, the amount in riyals as typed, the reason. */
const RefundFormSchema = TransferRejectionSchema.extend({
  reference: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(40),
  amount: z
    .string({ error: "validation.amount" })
    .transform((typed) => parseRiyals(typed) ?? 0)
    .refine((halalas) => halalas > 0, "validation.amount"),
  idempotencyKey: z.uuid(),
});
const DecisionSchema = z.object({ id: z.uuid() });

const intents = ["refund", "confirm", "cancel"] as const;
type Intent = (typeof intents)[number];
type ActionData = { intent: Intent; id: string; result: SubmissionResult<string[]> };
const notices = ["started", "firstApproved", "cancelled"] as const;
type Notice = (typeof notices)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireCommitteePage(request, context);
  const list = await listRefunds({ db: getServices(context).database.db });
  const url = new URL(request.url);
  const notice = url.searchParams.get("notice");
  const amount = Number(url.searchParams.get("amount") ?? "0");
  return {
    ...list,
    viewerId: viewer.id,
    formKey: crypto.randomUUID(),
    notice: notices.includes(notice as Notice)
      ? { kind: notice as Notice, amount: Number.isSafeInteger(amount) ? amount : 0 }
      : null,
  };
}

/**
 * A refund (at once at or below the four-eyes threshold, else recorded for a second member), its
 * confirmation by a different member, or withdrawing the request. All in the payments module, audited.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireCommitteePage(request, context);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const form = await request.formData();
  const intent = String(form.get("intent")) as Intent;
  if (!intents.includes(intent)) throw data(null, { status: 400 });
  const id = String(form.get("id") ?? "");
  const submission = parseWithZod(form, { schema: intent === "refund" ? RefundFormSchema : DecisionSchema });
  if (submission.status !== "success")
    return data<ActionData>({ intent, id, result: submission.reply() }, { status: 400 });
  const deps = paymentDeps(services);
  let query: string;
  try {
    if (intent === "refund") {
      const value = submission.value as z.output<typeof RefundFormSchema>;
      const paymentId = await findPaymentIdByReference(deps.db, value.reference);
      if (!paymentId) throw new AppError("PAYMENT_NOT_FOUND");
      const outcome = await requestCardRefund(deps, {
        paymentId,
        amount: value.amount,
        reason: value.reason,
        actorUserId: user.id,
        idempotencyKey: value.idempotencyKey,
      });
      query =
        outcome.state === "refunded"
          ? `notice=started&amount=${outcome.refunded}`
          : `notice=firstApproved&amount=${outcome.amount}`;
    } else if (intent === "confirm") {
      const { refunded } = await confirmCardRefund(deps, { paymentId: id, actorUserId: user.id });
      query = `notice=started&amount=${refunded}`;
    } else {
      await cancelCardRefundRequest(deps, { paymentId: id, actorUserId: user.id });
      query = "notice=cancelled";
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const money = error.details?.money;
    const message = translate(lang, errorCodes[error.code].message, {
      ...Object.fromEntries(Object.entries(money ?? {}).map(([k, v]) => [k, formatMoney(v, lang)])),
    });
    return data<ActionData>(
      { intent, id, result: submission.reply({ formErrors: [message] }) },
      { status: error.status },
    );
  }
  throw redirect(`${localizePath("/admin/refunds", lang)}?${query}`);
}

function useRowResult(intent: Intent, id: string) {
  const result = useActionData<ActionData>();
  return result && result.intent === intent && result.id === id ? result.result : undefined;
}

function RefundForm({ formKey }: { formKey: string }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm("refund", RefundFormSchema, {
    lastResult: useRowResult("refund", ""),
    defaultValue: { idempotencyKey: formKey },
  });
  return (
    <section
      aria-labelledby="refund-start"
      className="surface border-subtle grid gap-4 rounded-2xl border p-5"
    >
      <h3 id="refund-start" className="text-lg font-bold">
        {t("adminSettings.refunds.startHeading")}
      </h3>
      <Form method="post" {...getFormProps(form)} className="grid gap-3 sm:grid-cols-3">
        <input type="hidden" name="idempotencyKey" value={formKey} />
        <RowTextField field={fields.reference} label={t("adminSettings.refunds.reference")} dir="ltr" />
        <RowTextField field={fields.amount} label={t("adminSettings.refunds.amount")} dir="ltr" />
        <RowTextField field={fields.reason} label={t("adminSettings.refunds.reason")} />
        <div className="grid gap-2 sm:col-span-3">
          <FormErrors id={form.errorId} errors={form.errors} />
          <IntentButton
            intent="refund"
            className={`${buttonClass({ variant: "primary", size: "md" })} justify-self-start`}
          >
            {t("adminSettings.refunds.start")}
          </IntentButton>
        </div>
      </Form>
    </section>
  );
}

function DecisionForm({ id, intent, label }: { id: string; intent: "confirm" | "cancel"; label: string }) {
  const [form] = useSchemaForm(`${intent}-${id}`, DecisionSchema, {
    lastResult: useRowResult(intent, id),
    defaultValue: { id },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-2">
      <input type="hidden" name="id" value={id} />
      <IntentButton
        intent={intent}
        id={id}
        className={buttonClass({ variant: intent === "confirm" ? "primary" : "danger", size: "md" })}
      >
        {label}
      </IntentButton>
      <FormErrors id={form.errorId} errors={form.errors} />
    </Form>
  );
}

export default function AdminRefunds({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { awaiting, records, notice, viewerId, formKey } = loaderData;
  return (
    <div className="grid gap-8">
      <title>{`${t("adminSettings.refunds.title")} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <div>
        <h2 className="text-2xl font-bold">{t("adminSettings.refunds.title")}</h2>
        <p className="text-muted mt-1">{t("adminSettings.refunds.intro")}</p>
        <p
          role="status"
          className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 font-medium text-green-900 empty:hidden dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          {notice
            ? t(`adminSettings.refunds.${notice.kind}`, { amount: formatMoney(notice.amount, lang) })
            : null}
        </p>
      </div>
      <RefundForm formKey={formKey} />
      <section aria-labelledby="refunds-awaiting" className="grid gap-4">
        <h3 id="refunds-awaiting" className="text-lg font-bold">
          {t("adminSettings.refunds.awaitingHeading")}
        </h3>
        {awaiting.length === 0 ? (
          <p className="text-muted">{t("adminSettings.refunds.noneAwaiting")}</p>
        ) : null}
        <ul className="grid gap-4">
          {awaiting.map((r) => (
            <li key={r.paymentId}>
              <article
                aria-labelledby={`refund-${r.paymentId}`}
                className="surface border-subtle grid gap-3 rounded-2xl border p-5"
                data-testid="refund-request"
              >
                <h4
                  id={`refund-${r.paymentId}`}
                  className="flex flex-wrap items-baseline justify-between gap-2"
                >
                  <span className="font-bold">
                    {t("adminSettings.refunds.refundOf", { reference: `\u2068${r.reference}\u2069` })}
                  </span>
                  <span className="text-xl font-bold">{formatMoney(r.amount, lang)}</span>
                </h4>
                <p>
                  {t("adminSettings.refunds.user")}: <bdi>{r.user.name}</bdi> ·{" "}
                  <bdi dir="ltr">{r.user.email}</bdi>
                </p>
                <p>
                  {t("adminSettings.refunds.reason")}: <bdi>{r.reason}</bdi>
                </p>
                <p className="text-muted text-sm">
                  {t("adminSettings.refunds.requestedBy", {
                    name: `\u2068${r.requestedBy.name}\u2069`,
                    date: formatDateTime(new Date(r.requestedAt), lang),
                  })}
                </p>
                <AwaitingSecondApproval
                  firstApprovedAt={r.requestedAt}
                  mine={r.requestedBy.id === viewerId}
                />
                <div className="flex flex-wrap gap-3">
                  {r.requestedBy.id === viewerId ? null : (
                    <DecisionForm
                      id={r.paymentId}
                      intent="confirm"
                      label={t("adminSettings.refunds.confirm")}
                    />
                  )}
                  <DecisionForm id={r.paymentId} intent="cancel" label={t("adminSettings.refunds.cancel")} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="refunds-records" className="surface border-subtle rounded-2xl border p-5">
        <h3 id="refunds-records" className="text-lg font-bold">
          {t("adminSettings.refunds.recordsHeading")}
        </h3>
        {records.length === 0 ? (
          <p className="text-muted mt-2">{t("adminSettings.refunds.noRecords")}</p>
        ) : null}
        <ul className="mt-3 grid divide-y *:border-subtle">
          {records.map((r) => (
            <li key={r.paymentId} className="grid gap-1 py-3" data-testid="refund-record">
              <span className="font-semibold">
                <bdi dir="ltr" className="font-mono">
                  {r.reference}
                </bdi>{" "}
                · <bdi>{r.user.name}</bdi>
              </span>
              <span className="text-sm">
                {t("adminSettings.refunds.paid")}: {formatMoney(r.paid, lang)} ·{" "}
                {t("adminSettings.refunds.refundedAmount")}: {formatMoney(r.refunded, lang)}
                {r.pending > 0
                  ? ` · ${t("adminSettings.refunds.pendingAmount")}: ${formatMoney(r.pending, lang)}`
                  : ""}
              </span>
              <span className="text-muted text-sm">
                {t(r.pending > 0 ? "adminSettings.refunds.inProgress" : "adminSettings.refunds.refunded")} ·{" "}
                {formatDateTime(new Date(r.updatedAt), lang)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
