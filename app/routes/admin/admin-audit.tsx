import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link } from "react-router";
import { inputClass, useFieldMessage } from "~/components/forms/form-field";
import { buttonClass } from "~/components/ui/button";
import { getServices } from "~/context.server";
import type { Lang } from "~/i18n/config";
import { formatDateTime } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { peopleDirectory } from "~/modules/accounts/user-search.server";
import {
  auditFilterInput,
  AuditFilterSchema,
  decodeAuditCursor,
  encodeAuditCursor,
  knownAuditActions,
  knownAuditSubjectTypes,
  type AuditFilter,
} from "~/modules/audit/audit-filter-schema";
import {
  auditActionLabel,
  auditSubjectLabel,
  describeAuditFacts,
  type AuditFact,
} from "~/modules/audit/describe-audit-entry";
import { listAuditEntries } from "~/modules/audit/list-audit-entries.server";
import type { Route } from "./+types/admin-audit";

export const handle = { noindex: true };

type FilterField = keyof AuditFilter;
const filterFields = [
  "actor",
  "action",
  "subjectType",
  "subjectId",
  "from",
  "to",
] as const satisfies readonly FilterField[];

/**
 * /admin/audit: the audit log, newest first, filtered by who acted, the action, the record and
 * the days (in Riyadh), a page at a time (keyset: "older entries" carries the last entry's
 * cursor). The filters are a GET form, so they work without JavaScript and every view is a link;
 * the CSV export takes the same filters from the API.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireCommitteePage(request, context);
  const db = getServices(context).database.db;
  const url = new URL(request.url);
  const input = auditFilterInput(url.searchParams);
  const rawCursor = url.searchParams.get("cursor");
  const cursor = rawCursor ? decodeAuditCursor(rawCursor) : null;
  if (rawCursor && !cursor) throw data(null, { status: 404 });
  const parsed = AuditFilterSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Partial<Record<FilterField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as FilterField;
      errors[field] ??= issue.message;
    }
    return { input, errors, entries: [], next: null, paged: Boolean(cursor) };
  }
  const page = await listAuditEntries({ db, people: peopleDirectory(db), filter: parsed.data, cursor });
  return {
    input,
    errors: {} as Partial<Record<FilterField, string>>,
    entries: page.entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    next: page.next ? encodeAuditCursor(page.next) : null,
    paged: Boolean(cursor),
  };
}

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

function query(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) q.set(key, value);
  const text = q.toString();
  return text ? `?${text}` : "";
}

/** A changed field: "Status: Awaiting review → Paid". */
function Changes({ before, after }: { before: AuditFact[]; after: AuditFact[] }) {
  const { t } = useTranslation();
  const keys = [...new Set([...before.map((f) => f.key), ...after.map((f) => f.key)])];
  if (keys.length === 0) return null;
  return (
    <dl className="grid gap-1">
      {keys.map((key) => {
        const was = before.find((f) => f.key === key);
        const now = after.find((f) => f.key === key);
        return (
          <div key={key}>
            <dt className="text-muted text-sm">{(was ?? now)!.label}</dt>
            <dd className="flex flex-wrap items-center gap-x-2">
              {was ? (
                <span>
                  <span className="sr-only">{t("adminAudit.before")}: </span>
                  <bdi>{was.value}</bdi>
                </span>
              ) : null}
              {was && now ? (
                <span aria-hidden="true" className="rtl:-scale-x-100">
                  →
                </span>
              ) : null}
              {now ? (
                <span className="font-semibold">
                  <span className="sr-only">{t("adminAudit.after")}: </span>
                  <bdi>{now.value}</bdi>
                </span>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function Facts({ facts }: { facts: AuditFact[] }) {
  const { t } = useTranslation();
  if (facts.length === 0) return null;
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-medium">{t("adminAudit.facts")}</summary>
      <dl className="mt-1 grid gap-1 text-sm">
        {facts.map((f) => (
          <div key={f.key} className="min-w-0">
            <dt className="text-muted inline">{f.label}: </dt>
            <dd className="inline break-all">
              <bdi>{f.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function EntryRow({ entry, lang }: { entry: Entry; lang: Lang }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const before = describeAuditFacts(entry.before, t, lang);
  const after = describeAuditFacts(entry.after, t, lang);
  const facts = describeAuditFacts(entry.details, t, lang);
  return (
    <tr className="border-subtle border-t align-top" data-testid="audit-entry" data-action={entry.action}>
      <td className="p-3 whitespace-nowrap">
        <time dateTime={entry.createdAt}>{formatDateTime(new Date(entry.createdAt), lang)}</time>
      </td>
      <td className="p-3">
        {entry.actor ? (
          <>
            <Link
              to={`${to("/admin/audit")}${query({ actor: entry.actor.email })}`}
              className="font-semibold text-primary underline"
            >
              <bdi>{entry.actor.name}</bdi>
            </Link>
            <br />
            <bdi dir="ltr" className="text-muted text-sm">
              {entry.actor.phone}
            </bdi>
          </>
        ) : (
          <span className="text-muted">{t("adminAudit.platform")}</span>
        )}
      </td>
      <td className="p-3">{auditActionLabel(entry.action, t)}</td>
      <td className="p-3">
        <Link
          to={`${to("/admin/audit")}${query({ subjectType: entry.subjectType, subjectId: entry.subjectId })}`}
          className="text-primary underline"
        >
          {auditSubjectLabel(entry.subjectType, t)}{" "}
          <bdi dir="ltr" className="font-mono text-sm break-all">
            {entry.subjectId}
          </bdi>
        </Link>
      </td>
      <td className="p-3 break-words">
        {entry.reason ? <bdi>{entry.reason}</bdi> : t("adminAudit.noReason")}
      </td>
      <td className="min-w-56 p-3">
        <Changes before={before} after={after} />
        <Facts facts={facts} />
      </td>
    </tr>
  );
}

function Filters({
  input,
  errors,
}: {
  input: Record<string, string>;
  errors: Partial<Record<FilterField, string>>;
}) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const to = useLocalizedPath();
  const actions = [...knownAuditActions] as string[];
  if (input.action && !actions.includes(input.action)) actions.push(input.action);
  const subjects = [...knownAuditSubjectTypes] as string[];
  if (input.subjectType && !subjects.includes(input.subjectType)) subjects.push(input.subjectType);
  const described = (field: FilterField, hint?: string) =>
    [hint, errors[field] ? `audit-${field}-error` : undefined].filter(Boolean).join(" ") || undefined;
  const errorOf = (field: FilterField) =>
    errors[field] ? (
      <p id={`audit-${field}-error`} className="text-sm text-red-700 dark:text-red-300">
        {message(errors[field])}
      </p>
    ) : null;
  const label = (field: FilterField, text: string) => (
    <label htmlFor={`audit-${field}`} className="font-medium">
      {text}
    </label>
  );
  const common = (field: FilterField) => ({
    id: `audit-${field}`,
    name: field,
    defaultValue: input[field] ?? "",
    "aria-invalid": errors[field] ? true : undefined,
  });
  return (
    <Form method="get" className="surface border-subtle mt-4 rounded-2xl border p-4">
      <fieldset>
        <legend className="text-lg font-semibold">{t("adminAudit.filters.legend")}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <div className="grid gap-1">
            {label("actor", t("adminAudit.filters.actor"))}
            <input
              {...common("actor")}
              type="search"
              maxLength={100}
              aria-describedby={described("actor", "audit-actor-hint")}
              className={inputClass}
            />
            <p id="audit-actor-hint" className="text-muted text-sm">
              {t("adminAudit.filters.actorHint")}
            </p>
            {errorOf("actor")}
          </div>
          <div className="grid content-start gap-1">
            {label("action", t("adminAudit.filters.action"))}
            <select {...common("action")} aria-describedby={described("action")} className={inputClass}>
              <option value="">{t("adminAudit.filters.anyAction")}</option>
              {actions.map((a) => (
                <option key={a} value={a}>
                  {auditActionLabel(a, t)}
                </option>
              ))}
            </select>
            {errorOf("action")}
          </div>
          <div className="grid content-start gap-1">
            {label("subjectType", t("adminAudit.filters.subjectType"))}
            <select
              {...common("subjectType")}
              aria-describedby={described("subjectType")}
              className={inputClass}
            >
              <option value="">{t("adminAudit.filters.anySubject")}</option>
              {subjects.map((s) => (
                <option key={s} value={s}>
                  {auditSubjectLabel(s, t)}
                </option>
              ))}
            </select>
            {errorOf("subjectType")}
          </div>
          <div className="grid content-start gap-1">
            {label("subjectId", t("adminAudit.filters.subjectId"))}
            <input
              {...common("subjectId")}
              type="text"
              dir="ltr"
              maxLength={100}
              aria-describedby={described("subjectId")}
              className={inputClass}
            />
            {errorOf("subjectId")}
          </div>
          <div className="grid content-start gap-1">
            {label("from", t("adminAudit.filters.from"))}
            <input
              {...common("from")}
              type="date"
              aria-describedby={described("from")}
              className={inputClass}
            />
            {errorOf("from")}
          </div>
          <div className="grid content-start gap-1">
            {label("to", t("adminAudit.filters.to"))}
            <input {...common("to")} type="date" aria-describedby={described("to")} className={inputClass} />
            {errorOf("to")}
          </div>
        </div>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass({ variant: "primary", size: "md" })}>
          {t("adminAudit.filters.apply")}
        </button>
        <Link to={to("/admin/audit")} className="font-semibold text-primary underline">
          {t("adminAudit.filters.clear")}
        </Link>
      </div>
    </Form>
  );
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { input, errors, entries, next, paged } = loaderData;
  const filters = Object.fromEntries(filterFields.map((f) => [f, input[f]]));
  const valid = Object.keys(errors).length === 0;
  const csvHref = `/api/v1/admin/audit-log.csv${query({ ...filters, lang })}`;
  return (
    <section aria-labelledby="audit-title">
      <title>{`${t("adminAudit.title")} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <h2 id="audit-title" className="text-2xl font-bold">
        {t("adminAudit.title")}
      </h2>
      <p className="text-muted mt-1">{t("adminAudit.intro")}</p>
      <Filters key={JSON.stringify(input)} input={input} errors={errors} />
      {valid ? (
        <p className="mt-4">
          <a href={csvHref} download className={buttonClass({ variant: "secondary", size: "md" })}>
            {t("adminAudit.download")}
          </a>
          <span className="text-muted ms-3 text-sm">{t("adminAudit.downloadHint")}</span>
        </p>
      ) : null}
      <p role="status" className="text-muted mt-4 text-sm">
        {valid ? t("adminAudit.shown", { count: entries.length }) : null}
      </p>
      {valid && entries.length === 0 ? (
        <p className="mt-4">{t("adminAudit.none")}</p>
      ) : entries.length > 0 ? (
        // A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
        <div
          role="region"
          aria-labelledby="audit-caption"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="border-subtle mt-2 overflow-x-auto rounded-2xl border"
        >
          <table className="w-full min-w-[56rem] border-collapse text-start">
            <caption id="audit-caption" className="sr-only">
              {t("adminAudit.tableCaption")}
            </caption>
            <thead>
              <tr className="text-start">
                {(["time", "actor", "action", "subject", "reason", "changes"] as const).map((c) => (
                  <th key={c} scope="col" className="p-3 text-start font-semibold">
                    {t(`adminAudit.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} lang={lang} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {paged || next ? (
        <nav aria-label={t("adminAudit.pagesLabel")} className="mt-6 flex flex-wrap items-center gap-4">
          {paged ? (
            <Link
              to={`${to("/admin/audit")}${query(filters)}`}
              className="font-semibold text-primary underline"
            >
              {t("adminAudit.newest")}
            </Link>
          ) : null}
          {next ? (
            <Link
              to={`${to("/admin/audit")}${query({ ...filters, cursor: next })}`}
              className="font-semibold text-primary underline"
            >
              {t("adminAudit.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
