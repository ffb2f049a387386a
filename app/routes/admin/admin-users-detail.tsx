import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { z } from "zod";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useActionData } from "react-router";
import { IdStatus } from "~/components/admin/id-status";
import { FieldErrors, FormErrors, IntentButton, inputClass } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { buttonClass } from "~/components/ui/button";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatDate, formatDateTime, formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { AppError, errorCodes } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { setIdVerification } from "~/modules/accounts/identity.server";
import { isStaff, staffRoles } from "~/modules/accounts/roles";
import { setStaffRoles } from "~/modules/accounts/set-user-roles.server";
import { StaffRolesSchema, SuspensionSchema } from "~/modules/accounts/user-admin-schemas";
import { reinstateAndTell, suspendAndTell } from "~/modules/backoffice/user-decisions.server";
import { readUserOverview } from "~/modules/backoffice/user-overview.server";
import { runWrite } from "~/modules/notifications/effects.server";
import type { Route } from "./+types/admin-users-detail";

const notices = ["suspended", "reinstated", "roles", "idVerified", "idUnverified"] as const;
type Notice = (typeof notices)[number];
const intents = ["suspend", "reinstate", "roles", "idVerify", "idUnverify"] as const;
type Intent = (typeof intents)[number];
/** The ID verification's forms carry nothing but their intent. */
const IdVerificationSchema = z.object({});

type ActionData = { intent: Intent; result: SubmissionResult<string[]> };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = requireCommitteePage(request, context);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const overview = await readUserOverview(getServices(context).database.db, params.id);
  if (!overview) throw data(null, { status: 404 });
  const notice = new URL(request.url).searchParams.get("notice");
  const self = viewer.id === overview.user.id;
  const viewerIsAdmin = viewer.roles.includes("admin");
  return {
    ...overview,
    self,
    /** Suspending and reinstating: not oneself; a committee member or admin only by an admin. */
    mayDecideSuspension: !self && (viewerIsAdmin || !isStaff(overview.user.roles)),
    mayChangeRoles: !self && viewerIsAdmin,
    notice: (notices as readonly string[]).includes(notice ?? "") ? (notice as Notice) : null,
  };
}

/**
 * One user's decisions, each through the accounts module (row locks, sessions ended, audit):
 * suspend or reinstate with a reason, grant or revoke staff roles (admins). A refusal is said in
 * the page's language next to its form; nothing changes.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = requireCommitteePage(request, context);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const services = getServices(context);
  const { db } = services.database;
  const { lang } = getRequestInfo(context);
  const form = await request.formData();
  const intent = String(form.get("intent")) as Intent;
  if (!(intents as readonly string[]).includes(intent)) throw data(null, { status: 400 });
  const userId = params.id;
  const submission =
    intent === "roles"
      ? parseWithZod(form, { schema: StaffRolesSchema })
      : intent === "idVerify" || intent === "idUnverify"
        ? parseWithZod(form, { schema: IdVerificationSchema })
        : parseWithZod(form, { schema: SuspensionSchema });
  if (submission.status !== "success") {
    return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
  }
  try {
    if (intent === "roles") {
      const { roles } = submission.value as { roles: (typeof staffRoles)[number][] };
      await setStaffRoles({ db, actorUserId: viewer.id, userId, staff: roles });
    } else if (intent === "idVerify" || intent === "idUnverify") {
      await setIdVerification({ db, actorUserId: viewer.id, userId, verified: intent === "idVerify" });
    } else {
      const { reason } = submission.value as { reason: string };
      const decide = intent === "suspend" ? suspendAndTell : reinstateAndTell;
      await runWrite(services, (db) => decide({ db, actorUserId: viewer.id, userId, reason }));
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const formErrors = [translate(lang, errorCodes[error.code].message)];
    return data<ActionData>({ intent, result: submission.reply({ formErrors }) }, { status: error.status });
  }
  const notice: Notice = (
    {
      suspend: "suspended",
      reinstate: "reinstated",
      roles: "roles",
      idVerify: "idVerified",
      idUnverify: "idUnverified",
    } as const
  )[intent];
  throw redirect(`${localizePath(`/admin/users/${userId}`, lang)}?notice=${notice}`);
}

type LoaderData = Route.ComponentProps["loaderData"];

function useResult(intent: Intent) {
  const answer = useActionData<ActionData>();
  return answer?.intent === intent ? answer.result : undefined;
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

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="surface border-subtle grid gap-4 rounded-2xl border p-5">
      <h3 id={id} className="text-lg font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Suspend or reinstate, with the reason the schema asks for. */
function SuspensionForm({ intent }: { intent: "suspend" | "reinstate" }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(`user-${intent}`, SuspensionSchema, { lastResult: useResult(intent) });
  const { key, ...textarea } = getTextareaProps(fields.reason);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-2">
      <h4 className="font-semibold">
        {t(intent === "suspend" ? "adminUsers.detail.suspendHeading" : "adminUsers.detail.reinstateHeading")}
      </h4>
      <p className="text-muted text-sm">
        {t(intent === "suspend" ? "adminUsers.detail.suspendHelp" : "adminUsers.detail.reinstateHelp")}
      </p>
      <label htmlFor={fields.reason.id} className="text-sm font-medium">
        {t("adminUsers.detail.reasonLabel")}
      </label>
      <textarea key={key} {...textarea} rows={3} className={`${inputClass} h-auto py-2`} />
      <FieldErrors field={fields.reason} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div>
        <IntentButton
          intent={intent}
          className={buttonClass({ variant: intent === "suspend" ? "danger" : "primary", size: "md" })}
        >
          {t(intent === "suspend" ? "adminUsers.detail.suspend" : "adminUsers.detail.reinstate")}
        </IntentButton>
      </div>
    </Form>
  );
}

/** Mark the ID verified (after checking the documents) or clear that; audited. */
function IdVerificationForm({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  const intent = verified ? "idUnverify" : "idVerify";
  const [form] = useSchemaForm(`user-${intent}`, IdVerificationSchema, { lastResult: useResult(intent) });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-2">
      <p className="text-muted text-sm">{t("adminUsers.id.help")}</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div>
        <IntentButton
          intent={intent}
          className={buttonClass({ variant: verified ? "secondary" : "primary", size: "md" })}
        >
          {t(verified ? "adminUsers.id.unverify" : "adminUsers.id.verify")}
        </IntentButton>
      </div>
    </Form>
  );
}

/** The staff roles as two checkboxes (admins only). */
function RolesForm({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  const [form] = useSchemaForm("user-roles", StaffRolesSchema, { lastResult: useResult("roles") });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <p className="text-muted text-sm">{t("adminUsers.detail.rolesHelp")}</p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("adminUsers.detail.rolesLegend")}</legend>
        {staffRoles.map((role) => (
          <div key={role} className="flex items-center gap-3">
            <input
              id={`role-${role}`}
              type="checkbox"
              name="roles"
              value={role}
              defaultChecked={roles.includes(role)}
              className="size-5 accent-[var(--primary)]"
            />
            <label htmlFor={`role-${role}`}>{t(`profile.roles.${role}`)}</label>
          </div>
        ))}
      </fieldset>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div>
        <IntentButton intent="roles" className={buttonClass({ variant: "primary", size: "md" })}>
          {t("adminUsers.detail.saveRoles")}
        </IntentButton>
      </div>
    </Form>
  );
}

function Account({ data: { user } }: { data: LoaderData }) {
  const { t } = useTranslation();
  const lang = useLang();
  const separator = lang === "ar" ? "، " : ", ";
  const items: [string, ReactNode][] = [
    [t("adminUsers.directory.email"), <bdi dir="ltr">{user.email}</bdi>],
    [
      t("adminUsers.directory.phone"),
      <>
        <bdi dir="ltr">{user.phone}</bdi>{" "}
        <span className="text-muted font-normal">
          (
          {user.phoneVerified
            ? t("adminUsers.directory.phoneConfirmed")
            : t("adminUsers.directory.phoneNotConfirmed")}
          )
        </span>
      </>,
    ],
    [
      t("adminUsers.id.label"),
      <span data-testid="user-id-status">
        <IdStatus
          idDocument={user.idDocument}
          verification={
            user.idVerification && {
              at: new Date(user.idVerification.at).toISOString(),
              by: user.idVerification.by,
            }
          }
        />
      </span>,
    ],
    [t("adminUsers.directory.roles"), user.roles.map((role) => t(`profile.roles.${role}`)).join(separator)],
    [t("adminUsers.detail.language"), t(`adminUsers.detail.languages.${user.locale}`)],
    [t("adminUsers.directory.joined"), formatDate(new Date(user.createdAt), lang)],
    [
      t("adminUsers.detail.status"),
      <span data-testid="user-status">
        {t(user.suspension ? "adminUsers.directory.suspended" : "adminUsers.directory.active")}
      </span>,
    ],
  ];
  if (user.suspension) {
    items.push(
      [t("adminUsers.detail.suspendedSince"), formatDateTime(new Date(user.suspension.at), lang)],
      [t("adminUsers.detail.suspendedBy"), user.suspension.by ? <bdi>{user.suspension.by.name}</bdi> : "—"],
      [t("adminUsers.detail.reason"), <bdi>{user.suspension.reason}</bdi>],
    );
  }
  return (
    <Card id="user-account" title={t("adminUsers.detail.account")}>
      <Facts items={items} />
    </Card>
  );
}

export default function AdminUserDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { user, participation, wallet, notice } = loaderData;
  return (
    <div className="grid gap-6">
      <title>{`${user.name} | ${t("adminUsers.directory.title")} | ${t("meta.siteName")}`}</title>
      <div className="grid gap-2">
        <Link to={to("/admin/users")} className="w-fit text-sm text-primary underline">
          {t("adminUsers.detail.back")}
        </Link>
        <h2 className="text-xl font-bold break-words">
          <bdi>{user.name}</bdi>
        </h2>
        <div role="status" className="empty:hidden">
          {notice ? (
            <p
              className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-200"
              data-testid="user-notice"
            >
              {t(`adminUsers.detail.notices.${notice}`)}
            </p>
          ) : null}
        </div>
      </div>
      <Account data={loaderData} />
      <Card id="user-participation" title={t("adminUsers.detail.participation")}>
        <Facts
          items={[
            [t("adminUsers.detail.registrations"), participation.registrations],
            [t("adminUsers.detail.withdrawn"), participation.withdrawn],
            [t("adminUsers.detail.won"), participation.won],
            [t("adminUsers.detail.bids"), participation.bids],
            [
              t("adminUsers.detail.lastBid"),
              participation.lastBidAt
                ? formatDateTime(new Date(participation.lastBidAt), lang)
                : t("adminUsers.detail.never"),
            ],
          ]}
        />
      </Card>
      <Card id="user-wallet" title={t("adminUsers.detail.wallet")}>
        <Facts
          items={[
            [t("adminUsers.detail.available"), formatMoney(wallet.available, lang)],
            [t("adminUsers.detail.locked"), formatMoney(wallet.locked, lang)],
          ]}
        />
      </Card>
      <Card id="user-actions" title={t("adminUsers.detail.actions")}>
        {loaderData.self ? <p className="text-muted">{t("adminUsers.detail.ownAccount")}</p> : null}
        {!loaderData.self && !loaderData.mayDecideSuspension ? (
          <p className="text-muted">{t("adminUsers.detail.staffAdminOnly")}</p>
        ) : null}
        {loaderData.mayDecideSuspension ? (
          <SuspensionForm intent={user.suspension ? "reinstate" : "suspend"} />
        ) : null}
      </Card>
      {user.idDocument ? (
        <Card id="user-id" title={t("adminUsers.id.heading")}>
          {loaderData.self ? (
            <p className="text-muted">{t("adminUsers.id.own")}</p>
          ) : (
            <IdVerificationForm verified={user.idDocument.verified} />
          )}
        </Card>
      ) : null}
      {loaderData.mayChangeRoles ? (
        <Card id="user-roles" title={t("adminUsers.detail.rolesHeading")}>
          <RolesForm roles={user.roles} />
        </Card>
      ) : null}
    </div>
  );
}
