import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { StatusTabs } from "~/components/admin/status-tabs";
import { RequestStatusBadge } from "~/components/requests/request-status-badge";
import { getServices } from "~/context.server";
import { formatDateTime } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { describeUsers } from "~/modules/accounts/describe-users.server";
import { listAuthorityQueue } from "~/modules/requests/review-authority-request.server";
import { authorityRequestStatuses, type AuthorityRequestStatus } from "~/modules/requests/request-statuses";
import type { Route } from "./+types/admin-requests";

export const handle = { noindex: true };

/**
 * /admin/requests (issue 16): power-of-attorney and foreign-owner requests by state with each
 * state's count; the sent ones first (oldest first), each leading to its review page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireCommitteePage(request, context);
  const { db } = getServices(context).database;
  const raw = new URL(request.url).searchParams.get("status") ?? "submitted";
  const status: AuthorityRequestStatus = (authorityRequestStatuses as readonly string[]).includes(raw)
    ? (raw as AuthorityRequestStatus)
    : "submitted";
  const queue = await listAuthorityQueue(db, { status });
  const people = await describeUsers(
    db,
    queue.requests.map((r) => r.requesterUserId),
  );
  return {
    status,
    counts: queue.counts,
    requests: queue.requests.map((r) => ({ ...r, requester: people.get(r.requesterUserId)?.name ?? "" })),
  };
}

export default function AdminRequests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { status, counts, requests } = loaderData;
  return (
    <section aria-labelledby="requests-title">
      <title>{`${t("requests.admin.title")} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <h2 id="requests-title" className="text-2xl font-bold">
        {t("requests.admin.title")}
      </h2>
      <p className="text-muted mt-1">{t("requests.admin.intro")}</p>
      <StatusTabs
        label={t("requests.admin.filter")}
        statuses={authorityRequestStatuses}
        current={status}
        hrefOf={(s) => `${to("/admin/requests")}?status=${s}`}
        labelOf={(s) => t(`requests.status.${s}`)}
        counts={counts}
        testIdPrefix="request-tab-"
      />
      {requests.length === 0 ? (
        <p className="text-muted mt-6">{t("requests.admin.none")}</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {requests.map((r) => (
            <li
              key={r.id}
              className="surface border-subtle grid gap-1 rounded-2xl border p-4"
              data-testid="admin-request-row"
            >
              <Link
                to={to(`/admin/requests/${r.id}`)}
                className="text-lg font-semibold text-primary underline"
              >
                {t(`requests.kinds.${r.kind}`)}: <bdi>{r.ownerName ?? ""}</bdi>
              </Link>
              <p className="text-sm">
                {t("requests.admin.requester")}: <bdi>{r.requester}</bdi>
              </p>
              {r.submittedAt ? (
                <p className="text-muted text-sm">
                  {t("requests.admin.sent")}:{" "}
                  <time dateTime={r.submittedAt}>{formatDateTime(new Date(r.submittedAt), lang)}</time>
                </p>
              ) : null}
              <RequestStatusBadge status={r.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
