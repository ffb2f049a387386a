import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { ListingStatusBadge } from "~/components/listings/listing-status-badge";
import { buttonClass } from "~/components/ui/button";
import { getServices } from "~/context.server";
import { formatDate } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requirePageUser } from "~/lib/account-request.server";
import {
  listListingRequestsForPrincipal,
  listOwnListingRequests,
} from "~/modules/listings/listing-requests.server";
import type { Route } from "./+types/profile-listings";

export const handle = { noindex: true };

/**
 * /profile/listings: my listing requests with their state, each leading to /whatadd?id=…, and
 * those my agents sent for me (ADR 036), marked with the agent's name and read-only for me.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  const { db } = getServices(context).database;
  const [own, forMe] = await Promise.all([
    listOwnListingRequests(db, user.id),
    listListingRequestsForPrincipal(db, user.id),
  ]);
  const requests = [...own.map((r) => ({ ...r, listedBy: null as string | null })), ...forMe].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  return { requests };
}

export default function ProfileListings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  return (
    <section aria-labelledby="listings-title" className="grid gap-4">
      <title>{`${t("listings.myRequests")} | ${t("meta.siteName")}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="listings-title" className="text-2xl font-bold">
          {t("listings.myRequests")}
        </h2>
        <Link to={to("/whatadd")} className={buttonClass({ variant: "primary", size: "md" })}>
          {t("listings.newRequest")}
        </Link>
      </div>
      <p className="text-muted">{t("listings.myRequestsIntro")}</p>
      <p>
        <Link to={to("/mazadStatus")} className="font-semibold text-primary underline">
          {t("mazadStatus.linkFromListings")}
        </Link>
      </p>
      {loaderData.requests.length === 0 ? (
        <p className="surface border-subtle rounded-2xl border p-5">{t("listings.noRequests")}</p>
      ) : (
        <ul className="grid gap-3" data-testid="my-listing-requests">
          {loaderData.requests.map((r) => {
            const title =
              (lang === "en" ? r.titleEn || r.titleAr : r.titleAr || r.titleEn) || t("listings.untitled");
            return (
              <li key={r.id} className="surface border-subtle grid gap-2 rounded-2xl border p-4">
                <Link
                  to={`${to("/whatadd")}?id=${r.id}`}
                  className="text-lg font-semibold text-primary hover:underline"
                >
                  <bdi>{title}</bdi>
                </Link>
                <ListingStatusBadge status={r.status} />
                {r.listedBy !== null ? (
                  <p className="text-sm font-medium" data-testid="listed-by">
                    {t("listings.listedBy")} <bdi>{r.listedBy}</bdi>
                  </p>
                ) : null}
                <p className="text-muted text-sm">
                  {r.submittedAt
                    ? t("listings.sentOn", { date: formatDate(new Date(r.submittedAt), lang) })
                    : t("listings.createdOn", { date: formatDate(new Date(r.createdAt), lang) })}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
