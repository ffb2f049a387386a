import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import { formatNumber } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import {
  filtersToSearchParams,
  publicStatuses,
  type AuctionFilters,
} from "~/modules/auctions/auction-filter-params";
import type { AuctionCard as Card } from "~/modules/auctions/list-auctions.server";
import { AuctionCard } from "./auction-card";
import { AuctionFilterForm } from "./auction-filters";

type Props = {
  /** "/auctions" or "/search": where the form, tabs and pages link to. */
  basePath: string;
  heading: string;
  items: Card[];
  total: number;
  /** The total is a floor: counting stopped there ("more than 1,000 results"). */
  totalIsLowerBound: boolean;
  page: number;
  pages: number;
  filters: AuctionFilters;
  districts: { id: number; cityId: string; name: string }[];
};

const tabs = ["all", ...publicStatuses] as const;

/** The listing: status tabs, filters and sort in a plain GET form (real, shareable URLs), results, pages. */
export function AuctionBrowser({
  basePath,
  heading,
  items,
  total,
  totalIsLowerBound,
  page,
  pages,
  filters,
  districts,
}: Props) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const href = (changes: Partial<AuctionFilters>) => {
    const qs = filtersToSearchParams({ ...filters, page: 1, ...changes }).toString();
    return `${to(basePath)}${qs ? `?${qs}` : ""}`;
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <StatusTabs current={filters.status} href={(status) => href({ status })} />
      <AuctionFilterForm basePath={basePath} filters={filters} districts={districts} />
      <ListingResults basePath={basePath} items={items} total={total} totalIsLowerBound={totalIsLowerBound} />
      <Pagination
        page={page}
        pages={pages}
        href={(n) => href({ page: n })}
        label={t(totalIsLowerBound ? "listing.pageOfMore" : "listing.page", { page, pages })}
        className="mt-8"
      />
    </div>
  );
}

/** All, then each public status: links that keep the other filters; the current one is marked. */
function StatusTabs({
  current,
  href,
}: {
  current: AuctionFilters["status"];
  href: (status: AuctionFilters["status"]) => string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("filters.groups")} className="mt-5 overflow-x-auto">
      <ul className="border-subtle flex min-w-max gap-1 border-b">
        {tabs.map((status) => {
          const selected = current === status;
          return (
            <li key={status}>
              <Link
                to={href(status)}
                aria-current={selected ? "page" : undefined}
                className={`-mb-px block border-b-2 px-4 py-2.5 font-semibold ${
                  selected
                    ? "border-current text-primary"
                    : "text-muted border-transparent hover:text-current"
                }`}
              >
                {t(`status.${status}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** How many were found (announced), then the cards, or what to do when nothing matched. */
function ListingResults({
  basePath,
  items,
  total,
  totalIsLowerBound,
}: {
  basePath: string;
  items: Card[];
  total: number;
  totalIsLowerBound: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  return (
    <>
      <p className="text-muted mt-6" role="status">
        {totalIsLowerBound
          ? t("listing.resultsMoreThan", { number: formatNumber(total, lang) })
          : t("listing.results", { count: total })}
      </p>
      {items.length === 0 ? (
        <div className="surface-muted border-subtle mt-4 rounded-2xl border p-10 text-center">
          <p className="text-lg font-semibold">{t("listing.empty")}</p>
          <p className="text-muted mt-1">{t("listing.emptyHint")}</p>
          <Link to={to(basePath)} className="mt-4 inline-block font-semibold text-primary underline">
            {t("listing.clear")}
          </Link>
        </div>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((auction, i) => (
            <AuctionCard key={auction.id} auction={auction} headingLevel="h2" eager={i < 2} />
          ))}
        </div>
      )}
    </>
  );
}
