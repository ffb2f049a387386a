import { useTranslation } from "~/i18n/use-translation";
import { Form, Link } from "react-router";
import { IdStatus } from "~/components/admin/id-status";
import { inputClass } from "~/components/forms/form-field";
import { buttonClass } from "~/components/ui/button";
import { getServices } from "~/context.server";
import { formatDate } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { userRoles } from "~/modules/accounts/roles";
import { DirectoryQuerySchema, userStatuses } from "~/modules/accounts/user-admin-schemas";
import { listUsers } from "~/modules/accounts/user-directory.server";
import type { Route } from "./+types/admin-users";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireCommitteePage(request, context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = DirectoryQuerySchema.parse(params);
  const page = await listUsers({ db: getServices(context).database.db, query });
  return { query, ...page };
}

/**
 * The user directory (committee and admins): a search by name, e-mail or mobile number (as people
 * type it, Arabic-Indic digits too) or a whole ID number, filters by role and status, newest first, page after page
 * (a keyset cursor). A plain GET form: it works without JavaScript and the URL can be shared.
 */
export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { query, users, next } = loaderData;
  /** The same search and filters, from `after` on (the first page without it). */
  const pageLink = (after: string | null) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...query, after })) if (value) params.set(name, value);
    return `?${params.toString()}`;
  };
  const separator = lang === "ar" ? "، " : ", ";
  return (
    <div className="grid gap-6">
      <title>{`${t("adminUsers.directory.title")} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <div>
        <h2 className="text-xl font-bold">{t("adminUsers.directory.title")}</h2>
        <p className="text-muted mt-1">{t("adminUsers.directory.intro")}</p>
      </div>
      <Form
        method="get"
        role="search"
        aria-label={t("adminUsers.directory.searchLabel")}
        className="surface border-subtle grid gap-3 rounded-2xl border p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      >
        <div className="min-w-0">
          <label htmlFor="users-q" className="mb-1 block text-sm font-medium">
            {t("adminUsers.directory.search")}
          </label>
          <input
            id="users-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ""}
            maxLength={100}
            placeholder={t("adminUsers.directory.searchPlaceholder")}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="users-role" className="mb-1 block text-sm font-medium">
            {t("adminUsers.directory.role")}
          </label>
          <select id="users-role" name="role" defaultValue={query.role ?? ""} className={inputClass}>
            <option value="">{t("adminUsers.directory.anyRole")}</option>
            {userRoles.map((role) => (
              <option key={role} value={role}>
                {t(`profile.roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="users-status" className="mb-1 block text-sm font-medium">
            {t("adminUsers.directory.status")}
          </label>
          <select id="users-status" name="status" defaultValue={query.status ?? ""} className={inputClass}>
            <option value="">{t("adminUsers.directory.anyStatus")}</option>
            {userStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`adminUsers.directory.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass({ variant: "primary", size: "md" })}>
          {t("adminUsers.directory.submit")}
        </button>
      </Form>

      <section aria-labelledby="users-results" className="grid gap-3">
        <h3 id="users-results" className="sr-only">
          {t("adminUsers.directory.results")}
        </h3>
        {users.length === 0 ? <p className="text-muted">{t("adminUsers.directory.none")}</p> : null}
        <ul className="grid gap-3">
          {users.map((user) => (
            <li
              key={user.id}
              className="surface border-subtle grid gap-2 rounded-2xl border p-4"
              data-testid="directory-user"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to={to(`/admin/users/${user.id}`)}
                  className="min-w-0 font-bold break-words text-primary hover:underline"
                >
                  <bdi>{user.name}</bdi>
                </Link>
                {user.suspended ? (
                  <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-900 dark:bg-red-950 dark:text-red-200">
                    {t("adminUsers.directory.suspended")}
                  </span>
                ) : null}
              </div>
              <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-5">
                <div className="min-w-0">
                  <dt className="text-muted text-xs">{t("adminUsers.directory.phone")}</dt>
                  <dd>
                    <bdi dir="ltr">{user.phone}</bdi>{" "}
                    <span className="text-muted">
                      (
                      {user.phoneVerified
                        ? t("adminUsers.directory.phoneConfirmed")
                        : t("adminUsers.directory.phoneNotConfirmed")}
                      )
                    </span>
                  </dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-muted text-xs">{t("adminUsers.id.label")}</dt>
                  <dd>
                    <IdStatus idDocument={user.idDocument} />
                  </dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-muted text-xs">{t("adminUsers.directory.email")}</dt>
                  <dd className="break-all">
                    <bdi dir="ltr">{user.email}</bdi>
                  </dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-muted text-xs">{t("adminUsers.directory.roles")}</dt>
                  <dd>{user.roles.map((role) => t(`profile.roles.${role}`)).join(separator)}</dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-muted text-xs">{t("adminUsers.directory.joined")}</dt>
                  <dd>{formatDate(new Date(user.createdAt), lang)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <nav aria-label={t("adminUsers.directory.results")} className="flex flex-wrap gap-3">
          {query.after ? (
            <Link to={pageLink(null)} className={buttonClass({ size: "md" })}>
              {t("adminUsers.directory.firstPage")}
            </Link>
          ) : null}
          {next ? (
            <Link to={pageLink(next)} className={buttonClass({ size: "md" })} rel="next">
              {t("adminUsers.directory.nextPage")}
            </Link>
          ) : null}
        </nav>
      </section>
    </div>
  );
}
