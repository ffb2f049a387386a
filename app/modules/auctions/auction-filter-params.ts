import { toLatinDigits } from "~/i18n/format";

/*
 * The listing's vocabulary without its validator: the browser needs these on every page (links,
 * canonical URLs) and must not pay for the schema library there. The schema is auction-filters.ts.
 */

/** The four groups a visitor browses (drafts are never public). */
export const publicStatuses = ["current", "upcoming", "finished", "cancelled"] as const;
export type PublicStatus = (typeof publicStatuses)[number];

/** The kinds of property; the database enum `property_category` is declared from this list. */
export const propertyCategories = [
  "apartment",
  "villa",
  "house",
  "land",
  "building",
  "commercial",
  "farm",
] as const;
export type PropertyCategory = (typeof propertyCategories)[number];

/**
 * "relevance" keeps each group's natural order (live auctions ending soonest first, upcoming
 * starting soonest, finished most recent); the others are what the visitor asked for.
 */
export const auctionSorts = [
  "relevance",
  "ending",
  "newest",
  "price_asc",
  "price_desc",
  "area_asc",
  "area_desc",
] as const;
export type AuctionSort = (typeof auctionSorts)[number];

export const PAGE_SIZE = 12;

/** A validated filter set (see AuctionFiltersSchema): prices in riyals, areas in m². */
export type AuctionFilters = {
  status: "all" | PublicStatus;
  city?: string;
  district?: number;
  category?: PropertyCategory;
  minPrice?: number;
  maxPrice?: number;
  minArea?: number;
  maxArea?: number;
  q?: string;
  sort: AuctionSort;
  page: number;
};

/** Every query parameter the listing understands, in the order its links write them. */
export const listingParamNames = [
  "q",
  "status",
  "city",
  "district",
  "category",
  "minPrice",
  "maxPrice",
  "minArea",
  "maxArea",
  "sort",
  "page",
] as const;

/** The query string of a filter set, without defaults, for shareable links and paging. */
export function filtersToSearchParams(filters: Partial<AuctionFilters>): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") params.set(key, String(value));
  };
  if (filters.q) set("q", filters.q);
  if (filters.status && filters.status !== "all") set("status", filters.status);
  set("city", filters.city);
  set("district", filters.district);
  set("category", filters.category);
  set("minPrice", filters.minPrice);
  set("maxPrice", filters.maxPrice);
  set("minArea", filters.minArea);
  set("maxArea", filters.maxArea);
  if (filters.sort && filters.sort !== "relevance") set("sort", filters.sort);
  if (filters.page && filters.page > 1) set("page", filters.page);
  return params;
}

/**
 * An exact asset number typed in the search box, in any common form: "MZ-104523", "mz 104523",
 * "١٠٤٥٢٣". Returns the canonical form, or null when the text is not an asset number.
 */
export function parseAssetNumber(input: string): string | null {
  const compact = toLatinDigits(input)
    .replace(/[\s\-_.]/g, "")
    .toUpperCase();
  const match = /^(?:MZ)?(\d{6})$/.exec(compact);
  return match ? `MZ-${match[1]}` : null;
}
