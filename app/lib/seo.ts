import { languages, localizePath, stripLangPrefix, type Lang } from "~/i18n/config";
import { toLatinDigits } from "~/i18n/format";
import { listingParamNames } from "~/modules/auctions/auction-filter-params";

/** Open Graph locale of each language (the territory is where the audience is, not the script). */
export const ogLocales: Record<Lang, string> = { ar: "ar_SA", en: "en_US" };

/** Pages whose content depends on the query string; every other page has one URL only. */
const listingPaths = new Set(["/auctions", "/search"]);

/** `/auctions/` and `/auctions` are one page; only the site root keeps its slash. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Parameters whose value is a number people may type in Arabic-Indic digits or with separators. */
const numericParams = new Set(["district", "minPrice", "maxPrice", "minArea", "maxArea", "page"]);
const defaults: Record<string, string> = { status: "all", sort: "relevance", page: "1" };

/**
 * The meaningful part of a query string, without "?": only the parameters the listing understands
 * (utm_*, fbclid and typos would make one page look like many), written the way the listing's own
 * links write them (defaults left out, digits normalised, fixed order), so every spelling of one
 * result page has one canonical URL. Invalid values never get here: the listing answers 400 and
 * the layout emits no canonical for it. Schema-free on purpose: this runs on every page.
 */
export function canonicalQuery(pathname: string, search: string | URLSearchParams): string {
  const bare = normalizePathname(stripLangPrefix(normalizePathname(pathname)));
  if (!listingPaths.has(bare)) return "";
  const given = typeof search === "string" ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const key of listingParamNames) {
    let value = given.get(key)?.trim();
    if (!value) continue;
    if (numericParams.has(key)) value = toLatinDigits(value).replace(/[\s,،٬_]/g, "");
    if (defaults[key] === value) continue;
    kept.set(key, value);
  }
  return kept.toString();
}

export type PageUrls = {
  canonical: string;
  /** One entry per language plus x-default (the Arabic page: Arabic is the site's default). */
  alternates: { hrefLang: Lang | "x-default"; href: string }[];
};

/** Canonical URL of the page being shown and the same page in every language. */
export function pageUrls({
  origin,
  pathname,
  search = "",
  lang,
}: {
  origin: string;
  pathname: string;
  search?: string | URLSearchParams;
  lang: Lang;
}): PageUrls {
  const path = normalizePathname(pathname);
  const query = canonicalQuery(path, search);
  const url = (l: Lang) => `${origin}${localizePath(path, l)}${query ? `?${query}` : ""}`;
  return {
    canonical: url(lang),
    alternates: [
      ...languages.map((l) => ({ hrefLang: l, href: url(l) })),
      { hrefLang: "x-default" as const, href: url("ar") },
    ],
  };
}

/** A site path made absolute with the public origin (never the host header a request came with). */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * JSON for a `<script type="application/ld+json">`. Listing titles come from people, so a
 * "</script>" inside one must not end the script: `<`, `>` and `&` become JSON escapes, and the
 * two line separators that old parsers treat as newlines are escaped too.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => {
    return `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

/** Halalas as a schema.org price: riyals with a dot and two decimals, no grouping ("1250000.50"). */
export function halalasToDecimal(halalas: number): string {
  if (!Number.isSafeInteger(halalas)) throw new RangeError(`not an amount in halalas: ${halalas}`);
  const sign = halalas < 0 ? "-" : "";
  const abs = Math.abs(halalas);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
