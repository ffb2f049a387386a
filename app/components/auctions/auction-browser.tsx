import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigate, useRouteLoaderData } from "react-router";
import { formatNumber, toLatinDigits } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import {
  auctionSorts,
  filtersToSearchParams,
  propertyCategories,
  publicStatuses,
  type AuctionFilters,
} from "~/modules/auctions/auction-filter-params";
import type { AuctionCard as Card } from "~/modules/auctions/list-auctions.server";
import type { RootData } from "~/root";
import { AuctionCard } from "./auction-card";

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
const field = "surface border-subtle h-10 w-full rounded-lg border px-3";

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
  const lang = useLang();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const root = useRouteLoaderData<RootData>("root");
  const href = (changes: Partial<AuctionFilters>) => {
    const qs = filtersToSearchParams({ ...filters, page: 1, ...changes }).toString();
    return `${to(basePath)}${qs ? `?${qs}` : ""}`;
  };
  const active = [
    filters.city,
    filters.district,
    filters.category,
    filters.minPrice,
    filters.maxPrice,
    filters.minArea,
    filters.maxArea,
  ].filter((v) => v !== undefined).length;
  const cityDistricts = filters.city ? districts.filter((d) => d.cityId === filters.city) : districts;
  const byCity = new Map<string, typeof districts>();
  for (const d of cityDistricts) byCity.set(d.cityId, [...(byCity.get(d.cityId) ?? []), d]);
  const cityName = (id: string) => root?.cities.find((c) => c.id === id)?.name ?? id;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{heading}</h1>

      <nav aria-label={t("filters.groups")} className="mt-5 overflow-x-auto">
        <ul className="border-subtle flex min-w-max gap-1 border-b">
          {tabs.map((status) => {
            const current = filters.status === status;
            return (
              <li key={status}>
                <Link
                  to={href({ status })}
                  aria-current={current ? "page" : undefined}
                  className={`-mb-px block border-b-2 px-4 py-2.5 font-semibold ${
                    current
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

      <Form
        method="get"
        action={to(basePath)}
        className="mt-4"
        aria-label={t("filters.title")}
        onChange={(event) => {
          // Sorting applies at once; other fields wait for the Apply button.
          if ((event.target as HTMLElement).getAttribute("name") === "sort")
            event.currentTarget.requestSubmit();
        }}
        onSubmit={(event) => {
          // Without JavaScript the browser sends every field as typed (the server understands it);
          // with it, the URL is kept short and shareable: no empty fields, digits made Latin.
          event.preventDefault();
          navigate(`${to(basePath)}${cleanQuery(new FormData(event.currentTarget))}`);
        }}
      >
        {filters.status !== "all" ? <input type="hidden" name="status" value={filters.status} /> : null}
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor="filter-q" className="text-sm font-semibold">
              {t("filters.keywords")}
            </label>
            <input
              id="filter-q"
              name="q"
              type="search"
              defaultValue={filters.q ?? ""}
              maxLength={100}
              placeholder={t("search.placeholder")}
              className={`${field} mt-1`}
            />
          </div>
          <div className="basis-56">
            <label htmlFor="filter-sort" className="text-sm font-semibold">
              {t("filters.sort")}
            </label>
            <select id="filter-sort" name="sort" defaultValue={filters.sort} className={`${field} mt-1`}>
              {auctionSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`filters.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </div>
        </div>

        <details className="surface-muted border-subtle mt-3 rounded-xl border" open={active > 0}>
          <summary className="cursor-pointer px-4 py-3 font-semibold">
            {t("filters.more")}
            {active > 0 ? (
              <span className="text-muted ms-2 text-sm">({t("filters.active", { count: active })})</span>
            ) : null}
          </summary>
          <div className="grid gap-4 px-4 pb-4 sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <label htmlFor="filter-city" className="text-sm font-semibold">
                {t("search.cityLabel")}
              </label>
              <select
                id="filter-city"
                name="city"
                defaultValue={filters.city ?? ""}
                className={`${field} mt-1`}
              >
                <option value="">{t("search.allCities")}</option>
                {root?.cities.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="filter-district" className="text-sm font-semibold">
                {t("filters.district")}
              </label>
              <select
                id="filter-district"
                name="district"
                defaultValue={filters.district ?? ""}
                className={`${field} mt-1`}
              >
                <option value="">{t("filters.allDistricts")}</option>
                {[...byCity].map(([cityId, list]) => (
                  <optgroup key={cityId} label={cityName(cityId)}>
                    {list.map((d) => (
                      <option key={d.id} value={d.id}>
                        {d.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="filter-category" className="text-sm font-semibold">
                {t("filters.category")}
              </label>
              <select
                id="filter-category"
                name="category"
                defaultValue={filters.category ?? ""}
                className={`${field} mt-1`}
              >
                <option value="">{t("filters.allCategories")}</option>
                {propertyCategories.map((c) => (
                  <option key={c} value={c}>
                    {t(`category.${c}`)}
                  </option>
                ))}
              </select>
            </div>
            <Range legend={t("filters.price")} name="Price" min={filters.minPrice} max={filters.maxPrice} />
            <Range legend={t("filters.area")} name="Area" min={filters.minArea} max={filters.maxArea} />
          </div>
        </details>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="submit" className="h-10 rounded-lg bg-primary px-6 font-semibold hover:opacity-90">
            {t("filters.apply")}
          </button>
          {active > 0 || filters.q || filters.sort !== "relevance" ? (
            <Link to={to(basePath)} className="font-semibold text-primary underline">
              {t("listing.clear")}
            </Link>
          ) : null}
        </div>
      </Form>

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
      {pages > 1 ? (
        <nav aria-label={t("listing.pagination")} className="mt-8 flex items-center justify-center gap-4">
          {page > 1 ? (
            <Link
              to={href({ page: page - 1 })}
              rel="prev"
              className="border-subtle rounded-lg border px-4 py-2 font-semibold"
            >
              {t("listing.previous")}
            </Link>
          ) : null}
          <span className="text-muted">
            {t(totalIsLowerBound ? "listing.pageOfMore" : "listing.page", { page, pages })}
          </span>
          {page < pages ? (
            <Link
              to={href({ page: page + 1 })}
              rel="next"
              className="border-subtle rounded-lg border px-4 py-2 font-semibold"
            >
              {t("listing.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

const numericFields = /^((min|max)(Price|Area)|district)$/;

function cleanQuery(form: FormData): string {
  const params = new URLSearchParams();
  for (const [key, raw] of form) {
    const value = String(raw).trim();
    if (!value || (key === "sort" && value === "relevance")) continue;
    params.set(key, numericFields.test(key) ? toLatinDigits(value).replace(/[\s,،٬_]/g, "") : value);
  }
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}

/** A from–to pair; digits may be typed in Arabic-Indic, so the inputs are text with a numeric keypad. */
function Range({
  legend,
  name,
  min,
  max,
}: {
  legend: string;
  name: "Price" | "Area";
  min?: number;
  max?: number;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-1 flex gap-2">
        {(
          [
            ["min", min, t("filters.from")],
            ["max", max, t("filters.to")],
          ] as const
        ).map(([bound, value, label]) => (
          <Fragment key={bound}>
            <label className="sr-only" htmlFor={`filter-${bound}${name}`}>
              {`${legend}: ${label}`}
            </label>
            <input
              id={`filter-${bound}${name}`}
              name={`${bound}${name}`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={value ?? ""}
              placeholder={label}
              maxLength={15}
              className={field}
            />
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}
