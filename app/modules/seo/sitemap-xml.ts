import type { Lang } from "~/i18n/config";
import { pageUrls } from "~/lib/seo";

/** Pages anyone may read, in every language; auctions are listed separately. */
export const publicPagePaths = [
  "/",
  "/auctions",
  "/search",
  "/about",
  "/faq",
  "/termsAndConditions",
  "/privacyPolicy",
  "/forms",
  "/contact",
] as const;

const sitemapLanguages: Lang[] = ["ar", "en"];

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** W3C date-time, as the sitemap protocol asks; seconds are precise enough for a crawler. */
export function w3cDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function sitemapIndexXml(sitemaps: { loc: string; lastModified?: Date }[]): string {
  const items = sitemaps.map(
    (s) =>
      `<sitemap><loc>${escapeXml(s.loc)}</loc>${
        s.lastModified ? `<lastmod>${w3cDateTime(s.lastModified)}</lastmod>` : ""
      }</sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join("")}</sitemapindex>\n`;
}

export const urlsetOpen = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
export const urlsetClose = "</urlset>\n";

/**
 * One page in every language: a <url> per language, each naming all the languages and the
 * x-default, as Google asks of sitemaps with hreflang.
 */
export function pageUrlsXml({
  origin,
  path,
  lastModified,
}: {
  origin: string;
  path: string;
  lastModified?: Date;
}): string {
  const { alternates } = pageUrls({ origin, pathname: path, lang: "ar" });
  const links = alternates
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(a.href)}"/>`)
    .join("");
  const lastmod = lastModified ? `<lastmod>${w3cDateTime(lastModified)}</lastmod>` : "";
  return sitemapLanguages
    .map((lang) => {
      const loc = pageUrls({ origin, pathname: path, lang }).canonical;
      return `<url><loc>${escapeXml(loc)}</loc>${lastmod}${links}</url>\n`;
    })
    .join("");
}
