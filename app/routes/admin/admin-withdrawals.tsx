import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, redirect, useActionData } from "react-router";
import { z } from "zod";
import { FormErrors, IntentButton } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath, type Lang } from "~/i18n/config";
import { formatDateTime, formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { useLang } from "~/i18n/use-lang";
import { AppError, errorCodes } from "~/lib/errors";
import { runWrite, type Effectful } from "~/modules/notifications/effects.server";
import { formatIban, ibanBankCode } from "~/modules/wallet/iban";
import { bankNameOf } from "~/modules/wallet/saudi-banks";
import { rejectBankAccount, verifyBankAccount } from "~/modules/withdrawals/bank-accounts.server";
import { PayoutReferenceSchema, ReasonSchema } from "~/modules/withdrawals/withdrawal-schemas";
import { listWithdrawalQueue } from "~/modules/withdrawals/withdrawal-queue.server";
import { markWithdrawalPaid, rejectWithdrawal } from "~/modules/withdrawals/withdrawals.server";
import { AwaitingSecondApproval } from "~/components/admin/awaiting-second-approval";
import { RowTextField } from "~/components/admin/row-text-field";
import type { Route } from "./+types/admin-withdrawals";
import { requireCommitteePage } from "~/lib/account-request.server";
import { WalletBadge } from "~/components/wallet/wallet-badge";
import { buttonClass } from "~/components/ui/button";

const intents = ["paid", "reject-withdrawal", "verify-account", "reject-account"] as const;
type Intent = (typeof intents)[number];
const notices = {
  paid: "paid",
  "reject-withdrawal": "rejected",
  "verify-account": "verified",
  "reject-account": "accountRejected",
} as const;
type Notice = (typeof notices)[Intent] | "firstApproved";

/** The forms of one row: the record's id and, for refusals, the reason; for payouts, a reference. */
const PaidSchema = z.object({ id: z.uuid(), reference: PayoutReferenceSchema });
const RejectSchema = z.object({ id: z.uuid(), reason: ReasonSchema });
const IdSchema = z.object({ id: z.uuid() });

type ActionData = { intent: Intent; id: string; result: SubmissionResult<string[]> };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireCommitteePage(request, context);
  const queue = await listWithdrawalQueue({ db: getServices(context).database.db });
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    ...queue,
    viewerId: viewer.id,
    notice: [...Object.values(notices), "firstApproved"].includes(notice ?? "") ? (notice as Notice) : null,
  };
}

/**
 * The committee's decisions, one form per row and decision. Each goes through the withdrawals
 * module (row lock, ledger, receipt, audit, notification); a decision somebody else took first is
 * told, not repeated.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireCommitteePage(request, context);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const form = await request.formData();
  const intent = String(form.get("intent")) as Intent;
  if (!intents.includes(intent)) throw data(null, { status: 400 });
  const schema = intent === "paid" ? PaidSchema : intent === "verify-account" ? IdSchema : RejectSchema;
  const submission = parseWithZod(form, { schema });
  const id = String(form.get("id") ?? "");
  if (submission.status !== "success") {
    return data<ActionData>({ intent, id, result: submission.reply() }, { status: 400 });
  }
  const value = submission.value as { id: string; reason?: string; reference?: string };
  let outcome: Effectful;
  try {
    outcome = await runWrite<Effectful>(services, (db) =>
      intent === "paid"
        ? markWithdrawalPaid({ db, withdrawalId: value.id, actorUserId: user.id, reference: value.reference })
        : intent === "reject-withdrawal"
          ? rejectWithdrawal({ db, withdrawalId: value.id, actorUserId: user.id, reason: value.reason! })
          : intent === "verify-account"
            ? verifyBankAccount({ db, bankAccountId: value.id, actorUserId: user.id })
            : rejectBankAccount({ db, bankAccountId: value.id, actorUserId: user.id, reason: value.reason! }),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data<ActionData>(
      { intent, id, result: submission.reply({ formErrors: [errorText(error, lang)] }) },
      { status: error.status },
    );
  }
  // Four eyes: a payout above the threshold was only approved, awaiting a second member.
  const firstApproved =
    intent === "paid" &&
    "withdrawal" in outcome &&
    (outcome.withdrawal as { status: string }).status === "requested";
  throw redirect(
    `${localizePath("/admin/withdrawals", lang)}?notice=${firstApproved ? "firstApproved" : notices[intent]}`,
  );
}

function errorText(error: AppError, lang: Lang) {
  return translate(lang, errorCodes[error.code].message);
}

type LoaderData = Route.ComponentProps["loaderData"];

function useRowResult(intent: Intent, id: string) {
  const data = useActionData<ActionData>();
  return data && data.intent === intent && data.id === id ? data.result : undefined;
}

const primaryClass = buttonClass({ variant: "primary", size: "md" });
const dangerClass = buttonClass({ variant: "danger", size: "md" });

/** "Paid" with an optional bank reference. */
function PaidForm({ id, confirming }: { id: string; confirming: boolean }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(`paid-${id}`, PaidSchema, {
    lastResult: useRowResult("paid", id),
    defaultValue: { id },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <input type="hidden" name="id" value={id} />
      <RowTextField
        className="min-w-0 flex-1"
        field={fields.reference}
        label={t("wallet.committee.reference")}
        dir="ltr"
      />
      <IntentButton intent="paid" id={id} className={primaryClass}>
        {confirming ? t("adminSettings.fourEyes.confirmWithdrawal") : t("wallet.committee.markPaid")}
      </IntentButton>
      <FormErrors id={form.errorId} errors={form.errors} />
    </Form>
  );
}

/** "Reject" with the reason the user reads. */
function RejectForm({ id, intent }: { id: string; intent: "reject-withdrawal" | "reject-account" }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(`${intent}-${id}`, RejectSchema, {
    lastResult: useRowResult(intent, id),
    defaultValue: { id },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <input type="hidden" name="id" value={id} />
      <RowTextField className="min-w-0 flex-1" field={fields.reason} label={t("wallet.committee.reason")} />
      <IntentButton intent={intent} id={id} className={dangerClass}>
        {t("wallet.committee.reject")}
      </IntentButton>
      <FormErrors id={form.errorId} errors={form.errors} />
    </Form>
  );
}

function VerifyForm({ id }: { id: string }) {
  const { t } = useTranslation();
  const [form] = useSchemaForm(`verify-${id}`, IdSchema, {
    lastResult: useRowResult("verify-account", id),
    defaultValue: { id },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <input type="hidden" name="id" value={id} />
      <IntentButton intent="verify-account" id={id} className={primaryClass}>
        {t("wallet.committee.verify")}
      </IntentButton>
      <FormErrors id={form.errorId} errors={form.errors} />
    </Form>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-muted text-xs">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function useBankName() {
  const { t } = useTranslation();
  const lang = useLang();
  return (iban: string) => bankNameOf(iban, lang) ?? t("wallet.bank.unknown", { code: ibanBankCode(iban) });
}

function Withdrawals({
  items,
  count,
  viewerId,
}: {
  items: LoaderData["withdrawals"];
  count: number;
  viewerId: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const bankName = useBankName();
  return (
    <section aria-labelledby="queue-withdrawals" className="grid gap-4">
      <h3 id="queue-withdrawals" className="flex flex-wrap items-center gap-2 text-lg font-bold">
        {t("wallet.committee.withdrawalsHeading")}
        <span className="surface-muted rounded-full px-2.5 py-0.5 text-sm font-semibold">
          {t("wallet.committee.waiting", { count })}
        </span>
      </h3>
      {items.length === 0 ? <p className="text-muted">{t("wallet.committee.noWithdrawals")}</p> : null}
      {items.map((w) => (
        <article
          key={w.id}
          aria-labelledby={`withdrawal-${w.id}`}
          className="surface border-subtle grid gap-4 rounded-2xl border p-5"
          data-testid="queued-withdrawal"
          data-iban={w.bankAccount.iban}
        >
          <h4 id={`withdrawal-${w.id}`} className="flex flex-wrap items-baseline justify-between gap-2">
            <bdi className="font-bold">{w.user.name}</bdi>
            <span className="text-xl font-bold">{formatMoney(w.amount, lang)}</span>
          </h4>
          <Facts
            items={[
              [
                t("wallet.committee.iban"),
                <span dir="ltr" className="font-mono">
                  {formatIban(w.bankAccount.iban)}
                </span>,
              ],
              [t("wallet.committee.accountName"), <bdi>{w.bankAccount.accountName}</bdi>],
              [t("wallet.committee.bank"), bankName(w.bankAccount.iban)],
              [t("wallet.committee.user"), <bdi dir="ltr">{`${w.user.email} · ${w.user.phone}`}</bdi>],
              [t("wallet.committee.requestedAt"), formatDateTime(new Date(w.createdAt), lang)],
            ]}
          />
          {w.firstApprovedAt ? (
            <AwaitingSecondApproval
              firstApprovedAt={w.firstApprovedAt}
              mine={w.firstApprovedBy === viewerId}
            />
          ) : null}
          <div
            role="group"
            aria-label={t("wallet.committee.actionsFor", { name: w.user.name })}
            className="grid gap-3 lg:grid-cols-2"
          >
            {w.firstApprovedBy === viewerId ? (
              <div />
            ) : (
              <PaidForm id={w.id} confirming={Boolean(w.firstApprovedAt)} />
            )}
            <RejectForm id={w.id} intent="reject-withdrawal" />
          </div>
        </article>
      ))}
    </section>
  );
}

function BankAccounts({ items, count }: { items: LoaderData["bankAccounts"]; count: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const bankName = useBankName();
  return (
    <section aria-labelledby="queue-accounts" className="grid gap-4">
      <h3 id="queue-accounts" className="flex flex-wrap items-center gap-2 text-lg font-bold">
        {t("wallet.committee.accountsHeading")}
        <span className="surface-muted rounded-full px-2.5 py-0.5 text-sm font-semibold">
          {t("wallet.committee.accountsWaiting", { count })}
        </span>
      </h3>
      {items.length === 0 ? <p className="text-muted">{t("wallet.committee.noAccounts")}</p> : null}
      {items.map((a) => (
        <article
          key={a.id}
          aria-labelledby={`account-${a.id}`}
          className="surface border-subtle grid gap-4 rounded-2xl border p-5"
          data-testid="queued-account"
          data-iban={a.iban}
        >
          <h4 id={`account-${a.id}`} className="font-bold">
            <bdi>{a.user.name}</bdi>
          </h4>
          <Facts
            items={[
              [
                t("wallet.committee.iban"),
                <span dir="ltr" className="font-mono">
                  {formatIban(a.iban)}
                </span>,
              ],
              [t("wallet.committee.accountName"), <bdi>{a.accountName}</bdi>],
              [t("wallet.committee.bank"), bankName(a.iban)],
              [t("wallet.committee.user"), <bdi dir="ltr">{`${a.user.email} · ${a.user.phone}`}</bdi>],
              [t("wallet.committee.addedAt"), formatDateTime(new Date(a.createdAt), lang)],
              [
                t("wallet.committee.certificate"),
                a.certificateUploadId ? (
                  <a
                    href={`/media/uploads/${a.certificateUploadId}`}
                    target="_blank"
                    rel="noreferrer"
                    className="text-primary underline"
                  >
                    {t("wallet.committee.viewCertificate", { name: a.user.name })}
                  </a>
                ) : (
                  t("wallet.committee.noCertificate")
                ),
              ],
            ]}
          />
          <div
            role="group"
            aria-label={t("wallet.committee.accountActionsFor", { name: a.user.name })}
            className="grid gap-3 lg:grid-cols-[auto_1fr] lg:items-end"
          >
            <VerifyForm id={a.id} />
            <RejectForm id={a.id} intent="reject-account" />
          </div>
        </article>
      ))}
    </section>
  );
}

function Recent({ items }: { items: LoaderData["recentWithdrawals"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="queue-recent" className="surface border-subtle rounded-2xl border p-5">
      <h3 id="queue-recent" className="text-lg font-bold">
        {t("wallet.committee.recentHeading")}
      </h3>
      <ul className="mt-3 grid divide-y *:border-subtle">
        {items.map((w) => (
          <li
            key={w.id}
            className="flex flex-wrap items-center justify-between gap-2 py-2"
            data-testid="recent-withdrawal"
            data-iban={w.bankAccount.iban}
          >
            <span className="min-w-0">
              <span className="font-semibold">{w.user.name}</span> · {formatMoney(w.amount, lang)}
            </span>
            <span className="flex items-center gap-2 text-sm">
              <WalletBadge status={w.status} label={t(`wallet.withdrawals.status.${w.status}`)} />
              {w.reviewedAt ? (
                <span className="text-muted">{formatDateTime(new Date(w.reviewedAt), lang)}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AdminWithdrawals({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { notice } = loaderData;
  return (
    <div className="grid gap-8">
      <title>{`${t("wallet.committee.title")} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <div>
        <h2 className="text-xl font-bold">{t("wallet.committee.title")}</h2>
        <p className="text-muted mt-1">{t("wallet.committee.intro")}</p>
        <div role="status" className="mt-4 empty:hidden">
          {notice ? (
            <p
              className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-200"
              data-testid="committee-notice"
            >
              {notice === "firstApproved"
                ? t("adminSettings.fourEyes.withdrawalFirstApproved")
                : t(`wallet.committee.${notice}`)}
            </p>
          ) : null}
        </div>
      </div>
      <Withdrawals
        items={loaderData.withdrawals}
        count={loaderData.withdrawalCount}
        viewerId={loaderData.viewerId}
      />
      <BankAccounts items={loaderData.bankAccounts} count={loaderData.bankAccountCount} />
      <Recent items={loaderData.recentWithdrawals} />
    </div>
  );
}
