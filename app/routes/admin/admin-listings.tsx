import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { StatusTabs } from "~/components/admin/status-tabs";
import { ListingStatusBadge } from "~/components/listings/listing-status-badge";
import { getServices } from "~/context.server";
import { formatDateTime } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { describeUsers } from "~/modules/accounts/describe-users.server";
import { listListingQueue } from "~/modules/listings/review-listing-request.server";
import type { Route } from "./+types/admin-listings";

export const handle = { noindex: true };

const shownStatuses = ["submitted", "changes_requested", "approved", "rejected"] as const;
type Shown = (typeof shownStatuses)[number];

/**
 * /admin/listings: owners' listing requests by state with each state's count; waiting ones first
 * (oldest first), each leading to its review page. Drafts are the owners' own and never listed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireCommitteePage(request, context);
  const { db } = getServices(context).database;
  const raw = new URL(request.url).searchParams.get("status") ?? "submitted";
  const status: Shown = (shownStatuses as readonly string[]).includes(raw) ? (raw as Shown) : "submitted";
  const queue = await listListingQueue(db, { status });
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

export default function AdminListings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { status, counts, requests } = loaderData;
  return (
    <section aria-labelledby="listings-title">
      <title>{`${t("listings.admin.title")} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <h2 id="listings-title" className="text-2xl font-bold">
        {t("listings.admin.title")}
      </h2>
      <p className="text-muted mt-1">{t("listings.admin.intro")}</p>
      <StatusTabs
        label={t("listings.admin.filter")}
        statuses={shownStatuses}
        current={status}
        hrefOf={(s) => `${to("/admin/listings")}?status=${s}`}
        labelOf={(s) => t(`listings.status.${s}`)}
        counts={counts}
        testIdPrefix="listing-tab-"
      />
      {requests.length === 0 ? (
        <p className="text-muted mt-6">{t("listings.admin.none")}</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {requests.map((r) => {
            const title =
              (lang === "en" ? r.titleEn || r.titleAr : r.titleAr || r.titleEn) || t("listings.untitled");
            return (
              <li
                key={r.id}
                className="surface border-subtle grid gap-1 rounded-2xl border p-4"
                data-testid="admin-listing-row"
              >
                <Link
                  to={to(`/admin/listings/${r.id}`)}
                  className="text-lg font-semibold text-primary underline"
                >
                  <bdi>{title}</bdi>
                </Link>
                <p className="text-sm">
                  {t("listings.admin.requester")}: <bdi>{r.requester}</bdi>
                </p>
                {r.submittedAt ? (
                  <p className="text-muted text-sm">
                    {t("listings.admin.sent")}:{" "}
                    <time dateTime={r.submittedAt}>{formatDateTime(new Date(r.submittedAt), lang)}</time>
                  </p>
                ) : null}
                <ListingStatusBadge status={r.status} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
