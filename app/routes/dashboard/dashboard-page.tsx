import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { StatusBadge } from "~/components/auctions/status-badge";
import { PriceChart, ViewsChart } from "~/components/dashboard/dashboard-charts";
import { getServices } from "~/context.server";
import { formatDate, formatHijriDate, formatMoney, formatNumber } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requirePageUser } from "~/lib/account-request.server";
import { getOwnerDashboard, type DashboardAuction } from "~/modules/insights/get-owner-dashboard.server";
import type { Route } from "./+types/dashboard-page";

/** A private page: "noindex", no canonical URL (see SeoHead). */
export const handle = { noindex: true };

/**
 * /dashboard (issue 15, product.md §2.8): the properties a signed-in user owns or sells as their
 * agent, each auction with its status, registrations, bids, highest bid and page views, and charts
 * of the price over time and the views per day. A guest is sent to sign in and brought back.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  const { db, clock } = getServices(context).database;
  const auctions = await getOwnerDashboard({ db, userId: user.id, now: clock.now() });
  return { auctions };
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { auctions } = loaderData;
  const totals = {
    auctions: auctions.length,
    registrations: auctions.reduce((s, a) => s + a.registrations, 0),
    bids: auctions.reduce((s, a) => s + a.bidCount, 0),
    views: auctions.reduce((s, a) => s + a.views, 0),
    favorites: auctions.reduce((s, a) => s + a.favorites, 0),
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <title>{`${t("dashboard.title")} | ${t("meta.siteName")}`}</title>
      <h1 className="text-3xl font-bold">{t("dashboard.title")}</h1>
      <p className="text-muted mt-1">{t("dashboard.intro")}</p>
      <p className="mt-2">
        <Link to={to("/mazadStatus")} className="font-semibold text-primary underline">
          {t("mazadStatus.linkFromDashboard")}
        </Link>
      </p>
      {auctions.length === 0 ? (
        <div className="surface border-subtle mt-6 rounded-2xl border p-6" data-testid="dashboard-empty">
          <p className="text-lg font-bold">{t("dashboard.empty")}</p>
          <p className="text-muted mt-1">{t("dashboard.emptyHint")}</p>
          <Link
            to={to("/whatadd")}
            className="mt-4 inline-block rounded-lg bg-primary px-5 py-2 font-semibold hover:opacity-90"
          >
            {t("dashboard.listProperty")}
          </Link>
        </div>
      ) : (
        <>
          <dl
            className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
            data-testid="dashboard-totals"
          >
            {(["auctions", "registrations", "bids", "views", "favorites"] as const).map((key) => (
              <div key={key} className="surface-muted rounded-2xl p-4">
                <dt className="text-muted text-sm">{t(`dashboard.totals.${key}`)}</dt>
                <dd className="text-2xl font-bold">{formatNumber(totals[key], lang)}</dd>
              </div>
            ))}
          </dl>
          <AuctionTable auctions={auctions} />
          <div className="mt-8 space-y-6">
            {auctions.map((auction) => (
              <AuctionFigures key={auction.auctionId} auction={auction} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function highest(auction: DashboardAuction, lang: "ar" | "en", none: string) {
  return auction.highestBid === null ? none : formatMoney(auction.highestBid, lang);
}

/** Every auction in one table: the figures side by side. */
function AuctionTable({ auctions }: { auctions: DashboardAuction[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  return (
    // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
    <div
      className="border-subtle mt-6 overflow-x-auto rounded-2xl border"
      role="group"
      aria-labelledby="dashboard-table-caption"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="w-full text-start text-sm" data-testid="dashboard-table">
        <caption id="dashboard-table-caption" className="px-4 pt-3 text-start text-lg font-bold">
          {t("dashboard.tableCaption")}
        </caption>
        <thead>
          <tr className="border-subtle border-b">
            {(
              ["property", "status", "registrations", "bids", "highestBid", "views", "favorites"] as const
            ).map((c) => (
              <th key={c} scope="col" className="px-4 py-2 text-start font-semibold whitespace-nowrap">
                {t(`dashboard.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {auctions.map((a) => (
            <tr key={a.auctionId} className="border-subtle border-b last:border-b-0" data-status={a.status}>
              <th scope="row" className="min-w-56 px-4 py-2 text-start font-medium">
                {a.status === "draft" ? (
                  lang === "ar" ? (
                    a.titleAr
                  ) : (
                    a.titleEn
                  )
                ) : (
                  <Link to={to(`/mazadat/${a.auctionId}`)} className="text-primary underline">
                    {lang === "ar" ? a.titleAr : a.titleEn}
                  </Link>
                )}
                <span className="text-muted block text-xs">
                  <bdi dir="ltr" className="keep-whole">
                    {a.assetNumber}
                  </bdi>{" "}
                  · {t(`dashboard.role.${a.role}`)}
                </span>
              </th>
              <td className="px-4 py-2">
                <StatusBadge status={a.status} />
              </td>
              <td className="px-4 py-2">{formatNumber(a.registrations, lang)}</td>
              <td className="px-4 py-2">{formatNumber(a.bidCount, lang)}</td>
              <td className="px-4 py-2 whitespace-nowrap">{highest(a, lang, t("dashboard.noBids"))}</td>
              <td className="px-4 py-2">{formatNumber(a.views, lang)}</td>
              <td className="px-4 py-2">{formatNumber(a.favorites, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One auction's charts: the price over time and the views per day. */
function AuctionFigures({ auction }: { auction: DashboardAuction }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = lang === "ar" ? auction.titleAr : auction.titleEn;
  const id = `auction-${auction.auctionId}`;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="border-subtle rounded-2xl border p-4"
      data-testid="dashboard-auction"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      <p className="text-muted text-sm">
        <StatusBadge status={auction.status} /> {t("dashboard.starts")}{" "}
        <time dateTime={auction.startsAt.toISOString()}>{formatDate(auction.startsAt, lang)}</time>
        {lang === "ar" ? ` (${formatHijriDate(auction.startsAt, lang)})` : null}
      </p>
      {/* On a phone the table scrolls sideways: the figures again, beside the charts. */}
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm md:hidden">
        {(
          [
            ["registrations", formatNumber(auction.registrations, lang)],
            ["bids", formatNumber(auction.bidCount, lang)],
            ["highestBid", highest(auction, lang, t("dashboard.noBids"))],
            ["views", formatNumber(auction.views, lang)],
            ["favorites", formatNumber(auction.favorites, lang)],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="surface-muted rounded-xl px-3 py-2">
            <dt className="text-muted">{t(`dashboard.columns.${key}`)}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold">{t("dashboard.priceChart")}</h3>
          <PriceChart id={`${id}-price`} openingPrice={auction.openingPrice} bids={auction.bids} />
        </div>
        <div>
          <h3 className="font-semibold">{t("dashboard.viewsChart")}</h3>
          <ViewsChart id={`${id}-views`} days={auction.viewsByDay} />
        </div>
      </div>
    </section>
  );
}
