import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { AuctionCard } from "~/components/auctions/auction-card";
import { getServices } from "~/context.server";
import { useLocalizedPath } from "~/i18n/use-lang";
import { AuctionFiltersSchema } from "~/modules/auctions/auction-filters";
import { listAuctions } from "~/modules/auctions/list-auctions.server";
import type { Route } from "./+types/auction-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = AuctionFiltersSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw data(null, { status: 400 });
  const { db } = getServices(context).database;
  const result = await listAuctions({ db, filters: parsed.data });
  return { ...result, filters: parsed.data };
}

export default function AuctionList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { items, total, page, pages, filters } = loaderData;
  const pageHref = (n: number) => {
    const params = new URLSearchParams();
    if (filters.status !== "all") params.set("status", filters.status);
    if (filters.city) params.set("city", filters.city);
    if (filters.q) params.set("q", filters.q);
    if (n > 1) params.set("page", String(n));
    const qs = params.toString();
    return `${to("/auctions")}${qs ? `?${qs}` : ""}`;
  };
  const heading =
    filters.status === "all" ? t("listing.title") : `${t("listing.title")}: ${t(`status.${filters.status}`)}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <title>{`${heading} | ${t("meta.siteName")}`}</title>
      <meta name="description" content={t("listing.description")} />
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="text-muted mt-1" role="status">
        {t("listing.results", { count: total })}
      </p>
      {items.length === 0 ? (
        <div className="surface-muted border-subtle mt-8 rounded-2xl border p-10 text-center">
          <p className="text-lg font-semibold">{t("listing.empty")}</p>
          <p className="text-muted mt-1">{t("listing.emptyHint")}</p>
          <Link to={to("/auctions")} className="mt-4 inline-block font-semibold text-primary underline">
            {t("listing.clear")}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((auction, i) => (
            <AuctionCard key={auction.id} auction={auction} headingLevel="h2" eager={i < 2} />
          ))}
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label={t("listing.pagination")} className="mt-8 flex items-center justify-center gap-4">
          {page > 1 ? (
            <Link
              to={pageHref(page - 1)}
              rel="prev"
              className="rounded-lg border border-subtle px-4 py-2 font-semibold"
            >
              {t("listing.previous")}
            </Link>
          ) : null}
          <span className="text-muted">{t("listing.page", { page, pages })}</span>
          {page < pages ? (
            <Link
              to={pageHref(page + 1)}
              rel="next"
              className="rounded-lg border border-subtle px-4 py-2 font-semibold"
            >
              {t("listing.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

/** Malformed filters in the URL get a clear answer (status 400) and a way back. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${t("listing.invalidTitle")} | ${t("meta.siteName")}`}</title>
      <h1 className="text-2xl font-bold">{t("listing.invalidTitle")}</h1>
      <p className="text-muted mt-2">{t("listing.invalidBody")}</p>
      <Link
        to={to("/auctions")}
        className="mt-6 inline-block rounded-lg bg-primary px-5 py-2.5 font-semibold"
      >
        {t("listing.clear")}
      </Link>
    </div>
  );
}
