import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link, useActionData } from "react-router";
import {
  FieldErrors,
  FieldFrame,
  FormErrors,
  FormField,
  IntentButton,
  inputClass,
} from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { isolated, PrincipalDueSettlements } from "~/components/agents/principal-due-settlements";
import { ProfileSection } from "~/components/profile/profile-section";
import { buttonClass } from "~/components/ui/button";
import { getServices } from "~/context.server";
import { formatDate, formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requirePageUser } from "~/lib/account-request.server";
import { agentsAction, type AgencyActionData } from "~/lib/profile/profile-agents-action.server";
import { listMyAgencies, type AgencyView } from "~/modules/agents/agencies.server";
import { AgencyInviteSchema } from "~/modules/agents/agency-schema";
import { agencyScopes, agencySides } from "~/modules/agents/agency-statuses";
import {
  listPrincipalsDueSettlements,
  readAgentPayment,
} from "~/modules/payments/principal-settlements.server";
import type { Route } from "./+types/profile-agents";

export const handle = { noindex: true };

const notices = ["invited", "confirm", "decline", "revoke"] as const;

/**
 * /profile/agents (issue 16, ADR 036): who acts for me, for whom I act (with what each principal
 * I may pay for owes, and the way to pay it), and a new agency. `?paid=<payment>` is where paying
 * for a principal lands: its reference and the receipt's code.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  const { db, clock } = getServices(context).database;
  const params = new URL(request.url).searchParams;
  const notice = params.get("notice");
  const paidId = params.get("paid");
  const mine = await listMyAgencies(db, user.id, clock.now());
  const due = await listPrincipalsDueSettlements(db, user.id);
  const now = Date.now();
  return {
    ...mine,
    due: Object.fromEntries(
      due.map(({ principal, settlements }) => [
        principal.agencyId,
        settlements.map((s) => ({ ...s, overdue: s.dueAt.getTime() < now })),
      ]),
    ),
    paid: paidId ? await readAgentPayment({ db, agentUserId: user.id, paymentId: paidId }) : null,
    phoneVerified: user.phoneVerified,
    notice: notices.find((n) => n === notice) ?? null,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return agentsAction(request, context);
}

/** A power of attorney's short reference, as the pages show it. */
const poaRef = (id: string) => id.slice(0, 8).toUpperCase();

export default function ProfileAgents({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { actingForMe, iActFor, notice, due, paid } = loaderData;
  return (
    <section aria-labelledby="agents-title" className="grid gap-4">
      <title>{`${t("agents.title")} | ${t("meta.siteName")}`}</title>
      <h2 id="agents-title" className="text-2xl font-bold">
        {t("agents.title")}
      </h2>
      <p className="text-muted">{t("agents.intro")}</p>
      {notice ? (
        <p
          role="status"
          className="rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          data-testid="agents-notice"
        >
          {t(`agents.notice.${notice}`)}
        </p>
      ) : null}
      {paid ? <PaidForPrincipal paid={paid} /> : null}
      <ProfileSection
        headingId="acting-for-me"
        headingLevel="h3"
        title={t("agents.actingForMe")}
        className="p-5"
      >
        <AgencyList items={actingForMe} empty={t("agents.actingForMeEmpty")} testId="acting-for-me" />
      </ProfileSection>
      <ProfileSection headingId="i-act-for" headingLevel="h3" title={t("agents.iActFor")} className="p-5">
        <AgencyList items={iActFor} empty={t("agents.iActForEmpty")} testId="i-act-for" due={due} />
      </ProfileSection>
      <ProfileSection
        id="invite"
        headingId="invite-title"
        headingLevel="h3"
        title={t("agents.invite.heading")}
        intro={t("agents.invite.intro")}
        className="p-5"
      >
        <InviteForm powersOfAttorney={loaderData.powersOfAttorney} />
      </ProfileSection>
    </section>
  );
}

/** After paying for a principal: how much, from whose wallet, the reference and the receipt's code. */
function PaidForPrincipal({ paid }: { paid: NonNullable<Route.ComponentProps["loaderData"]["paid"]> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  return (
    <div
      role="status"
      className="grid gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      data-testid="paid-for-principal"
    >
      <p className="font-semibold">
        {t("agents.pay.paid", { amount: formatMoney(paid.amount, lang), name: isolated(paid.principalName) })}
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt>{t("agents.pay.reference")}</dt>
        <dd className="font-mono" data-testid="paid-reference">
          <bdi dir="ltr">{paid.reference}</bdi>
        </dd>
        {paid.receiptCode ? (
          <>
            <dt>{t("agents.pay.receiptCode")}</dt>
            <dd className="font-mono">
              <bdi dir="ltr" data-testid="paid-receipt-code">
                {paid.receiptCode}
              </bdi>{" "}
              <Link
                to={`${to("/receipts/verify")}?code=${encodeURIComponent(paid.receiptCode)}`}
                className="font-sans font-semibold underline"
              >
                {t("agents.pay.verify")}
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

type DueByAgency = Route.ComponentProps["loaderData"]["due"];

function AgencyList({
  items,
  empty,
  testId,
  due,
}: {
  items: AgencyView[];
  empty: string;
  testId: string;
  /** On "for whom I act": what each principal I may pay for owes, by agency. */
  due?: DueByAgency;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (items.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <ul className="grid gap-3" data-testid={testId}>
      {items.map((a) => (
        <li
          key={a.id}
          className="border-subtle grid gap-2 rounded-xl border p-4"
          data-testid="agency"
          data-state={a.state}
        >
          <p className="text-lg font-semibold">
            <bdi>{a.otherName}</bdi>
          </p>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted">{t("agents.stateLabel")}</dt>
            <dd className="font-semibold" data-testid="agency-state">
              {t(`agents.state.${a.state}`)}
              {a.state === "pending"
                ? ` — ${t(a.invitedByViewer ? "agents.awaitingThem" : "agents.awaitingYou")}`
                : null}
            </dd>
            <dt className="text-muted">{t("agents.scopesLabel")}</dt>
            <dd>{a.scopes.map((s) => t(`agents.scopes.${s}`)).join(lang === "ar" ? "، " : ", ")}</dd>
            <dt className="text-muted">{t("agents.expiresLabel")}</dt>
            <dd>
              <bdi>{formatDate(new Date(a.expiresAt), lang)}</bdi>
            </dd>
            <dt className="text-muted">{t("agents.poaLabel")}</dt>
            <dd>
              {t("agents.poaRef", { ref: "" })}
              <bdi dir="ltr">{poaRef(a.powerOfAttorneyId)}</bdi>
            </dd>
          </dl>
          {due?.[a.id] ? (
            <PrincipalDueSettlements agencyId={a.id} principalName={a.otherName} settlements={due[a.id]!} />
          ) : null}
          <RowActions agency={a} />
        </li>
      ))}
    </ul>
  );
}

function RowActions({ agency }: { agency: AgencyView }) {
  const { t } = useTranslation();
  const data = useActionData<AgencyActionData>();
  const refusal = data?.id === agency.id ? data.message : undefined;
  const answerable = agency.state === "pending" && !agency.invitedByViewer;
  const revocable = agency.state === "active" || agency.state === "pending";
  if (!answerable && !revocable) return null;
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="id" value={agency.id} />
      {refusal ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700 dark:text-red-400">
          {refusal}
        </p>
      ) : null}
      {answerable ? (
        <>
          <IntentButton
            intent="confirm"
            id={agency.id}
            className={buttonClass({ variant: "primary", size: "sm" })}
          >
            {t("agents.actions.confirm")}
          </IntentButton>
          <IntentButton
            intent="decline"
            id={agency.id}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            {t("agents.actions.decline")}
          </IntentButton>
        </>
      ) : null}
      {revocable && !answerable ? (
        <IntentButton
          intent="revoke"
          id={agency.id}
          className={buttonClass({ variant: "danger", size: "sm" })}
        >
          {t(agency.state === "pending" ? "agents.actions.withdraw" : "agents.actions.revoke")}
        </IntentButton>
      ) : null}
    </Form>
  );
}

function InviteForm({ powersOfAttorney }: { powersOfAttorney: { id: string; approvedAt: string }[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const data = useActionData<AgencyActionData>();
  const [form, fields] = useSchemaForm("agency-invite-form", AgencyInviteSchema, {
    lastResult: data?.intent === "invite" ? data.result : undefined,
    defaultValue: { side: "principal" },
  });
  if (powersOfAttorney.length === 0)
    return (
      <p className="surface-muted rounded-lg p-3" data-testid="no-poa">
        {t("agents.invite.noPoa")}
      </p>
    );
  const side = fields.side.value ?? "principal";
  const scopes = new Set([fields.scopes.value ?? []].flat());
  const { key: poaKey, ...poaProps } = getSelectProps(fields.powerOfAttorneyId);
  const { key: expiresKey, ...expiresProps } = getInputProps(fields.expiresOn, { type: "date" });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset
        className="md:col-span-2"
        aria-describedby={fields.side.errors ? fields.side.errorId : undefined}
      >
        <legend className="mb-1 font-medium">{t("agents.invite.side")}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {agencySides.map((s) => (
            <label key={s} className="flex items-center gap-2">
              <input type="radio" name={fields.side.name} value={s} defaultChecked={side === s} />
              {t(s === "principal" ? "agents.invite.sidePrincipal" : "agents.invite.sideAgent")}
            </label>
          ))}
        </div>
        <FieldErrors field={fields.side} />
      </fieldset>
      <FormField
        field={fields.phone}
        label={t("agents.invite.phone")}
        autoComplete="off"
        dir="ltr"
        hint={t("agents.invite.phoneHint")}
      />
      <FieldFrame
        field={fields.expiresOn}
        label={t("agents.invite.expiresOn")}
        hint={t("agents.invite.expiresOnHint")}
      >
        <input
          key={expiresKey}
          {...expiresProps}
          aria-describedby={`${fields.expiresOn.id}-hint`}
          className={inputClass}
        />
      </FieldFrame>
      <fieldset
        className="md:col-span-2"
        aria-describedby={fields.scopes.errors ? fields.scopes.errorId : undefined}
      >
        <legend className="mb-1 font-medium">{t("agents.invite.scopes")}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {agencyScopes.map((s, i) => (
            <label key={s} className="flex items-center gap-2">
              <input
                type="checkbox"
                name={`${fields.scopes.name}[${i}]`}
                value={s}
                defaultChecked={scopes.has(s)}
              />
              {t(`agents.scopes.${s}`)}
            </label>
          ))}
        </div>
        <FieldErrors field={fields.scopes} />
      </fieldset>
      <FieldFrame
        field={fields.powerOfAttorneyId}
        label={t("agents.invite.powerOfAttorney")}
        className="md:col-span-2"
      >
        <select key={poaKey} {...poaProps} className={inputClass}>
          <option value="">{t("agents.invite.choosePoa")}</option>
          {powersOfAttorney.map((p) => (
            <option key={p.id} value={p.id}>
              {t("agents.poaOption", { ref: poaRef(p.id), date: formatDate(new Date(p.approvedAt), lang) })}
            </option>
          ))}
        </select>
      </FieldFrame>
      <div className="md:col-span-2">
        <IntentButton intent="invite" className={buttonClass({ variant: "primary", size: "md" })}>
          {t("agents.invite.submit")}
        </IntentButton>
      </div>
    </Form>
  );
}
