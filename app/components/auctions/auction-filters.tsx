import { Fragment, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link, useNavigate, useRouteLoaderData } from "react-router";
import { toLatinDigits } from "~/i18n/format";
import { useLocalizedPath } from "~/i18n/use-lang";
import {
  auctionSorts,
  propertyCategories,
  type AuctionFilters,
} from "~/modules/auctions/auction-filter-params";
import type { RootData } from "~/root";

type District = { id: number; cityId: string; name: string };

const field = "surface border-subtle h-10 w-full rounded-lg border px-3";

/** How many of the "more filters" are set (the keywords and the sort are always in sight). */
function activeFilterCount(filters: AuctionFilters): number {
  return [
    filters.city,
    filters.district,
    filters.category,
    filters.minPrice,
    filters.maxPrice,
    filters.minArea,
    filters.maxArea,
  ].filter((v) => v !== undefined).length;
}

/**
 * The listing's filters and sort in a plain GET form (real, shareable URLs): keywords and sort in
 * sight, the rest folded (open while any is set), Apply and Clear.
 */
export function AuctionFilterForm({
  basePath,
  filters,
  districts,
}: {
  basePath: string;
  filters: AuctionFilters;
  districts: District[];
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const active = activeFilterCount(filters);
  return (
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
        <FilterSelect name="sort" label={t("filters.sort")} defaultValue={filters.sort} className="basis-56">
          {auctionSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sorts.${sort}`)}
            </option>
          ))}
        </FilterSelect>
      </div>

      <details className="surface-muted border-subtle mt-3 rounded-xl border" open={active > 0}>
        <summary className="cursor-pointer px-4 py-3 font-semibold">
          {t("filters.more")}
          {active > 0 ? (
            <span className="text-muted ms-2 text-sm">({t("filters.active", { count: active })})</span>
          ) : null}
        </summary>
        <MoreFilters filters={filters} districts={districts} />
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
  );
}

/** The folded filters: city, district (grouped by city), category, price and area ranges. */
function MoreFilters({ filters, districts }: { filters: AuctionFilters; districts: District[] }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const cityDistricts = filters.city ? districts.filter((d) => d.cityId === filters.city) : districts;
  const byCity = new Map<string, District[]>();
  for (const d of cityDistricts) byCity.set(d.cityId, [...(byCity.get(d.cityId) ?? []), d]);
  const cityName = (id: string) => root?.cities.find((c) => c.id === id)?.name ?? id;
  return (
    <div className="grid gap-4 px-4 pb-4 sm:grid-cols-2 lg:grid-cols-4">
      <FilterSelect name="city" label={t("search.cityLabel")} defaultValue={filters.city ?? ""}>
        <option value="">{t("search.allCities")}</option>
        {root?.cities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect name="district" label={t("filters.district")} defaultValue={filters.district ?? ""}>
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
      </FilterSelect>
      <FilterSelect name="category" label={t("filters.category")} defaultValue={filters.category ?? ""}>
        <option value="">{t("filters.allCategories")}</option>
        {propertyCategories.map((c) => (
          <option key={c} value={c}>
            {t(`category.${c}`)}
          </option>
        ))}
      </FilterSelect>
      <Range legend={t("filters.price")} name="Price" min={filters.minPrice} max={filters.maxPrice} />
      <Range legend={t("filters.area")} name="Area" min={filters.minArea} max={filters.maxArea} />
    </div>
  );
}

/** A labelled select of the filter form (`filter-<name>`); `className` places its box in the row. */
function FilterSelect({
  name,
  label,
  defaultValue,
  className,
  children,
}: {
  name: string;
  label: string;
  defaultValue: string | number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={`filter-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={defaultValue} className={`${field} mt-1`}>
        {children}
      </select>
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
