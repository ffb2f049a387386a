import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { AuctionCard } from "~/components/auctions/auction-card";
import { useProfileTitle } from "~/components/profile/use-profile-title";
import { getServices } from "~/context.server";
import { useLocalizedPath } from "~/i18n/use-lang";
import { requirePageUser } from "~/lib/account-request.server";
import { listFavoriteCards, MAX_FAVORITES } from "~/modules/favorites/favorites.server";
import type { Route } from "./+types/profile-favorites";

/*
 * /profile/favorites (issue 16): the auctions the user keeps, newest first, each as its card
 * (live status, current price) with the heart that removes it. `?notice=` says why a heart's post
 * changed nothing (no such auction, or the list is full).
 */

const notices = ["missing", "full"] as const;
type Notice = (typeof notices)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  const { db } = getServices(context).database;
  const raw = new URL(request.url).searchParams.get("notice");
  const notice: Notice | null = notices.find((n) => n === raw) ?? null;
  return {
    name: user.name,
    roles: user.roles,
    auctions: await listFavoriteCards(db, user.id),
    notice,
    limit: MAX_FAVORITES,
  };
}

export default function ProfileFavorites({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const title = useProfileTitle(loaderData.name, loaderData.roles);
  const { auctions, notice, limit } = loaderData;
  return (
    <>
      <title>{`${t("favorites.title")} | ${title} | ${t("meta.siteName")}`}</title>
      <h2 className="text-xl font-bold">{t("favorites.title")}</h2>
      <p className="text-muted mt-1">{t("favorites.intro")}</p>
      {notice ? (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {t(`favorites.notice.${notice}`, { count: limit })}
        </p>
      ) : null}
      {auctions.length === 0 ? (
        <div className="surface border-subtle mt-4 rounded-2xl border p-6" data-testid="favorites-empty">
          <p className="text-lg font-bold">{t("favorites.empty")}</p>
          <p className="text-muted mt-1">{t("favorites.emptyHint")}</p>
          <Link
            to={to("/auctions")}
            className="mt-4 inline-block rounded-lg bg-primary px-5 py-2 font-semibold hover:opacity-90"
          >
            {t("favorites.browse")}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-muted mt-2 text-sm">{t("favorites.count", { count: auctions.length })}</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="favorites-list">
            {auctions.map((auction) => (
              <AuctionCard key={auction.id} auction={auction} />
            ))}
          </div>
        </>
      )}
    </>
  );
}
