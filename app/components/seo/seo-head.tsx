import { useContext } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { UNSAFE_DataRouterDataContext, useLocation, useMatches, useRouteLoaderData } from "react-router";
import { langFromPath, type Lang } from "~/i18n/config";
import { ogLocales, pageUrls } from "~/lib/seo";
import type { RootData } from "~/root";

/** The catch-all and /404 routes render the "not found" page with status 404 without throwing. */
const notFoundRouteId = /:(404|splat)$/;

/** Pages that must stay out of search results (sign-in, registration …) say so in their route's `handle`. */
const wantsNoindex = (handle: unknown) =>
  typeof handle === "object" && handle !== null && (handle as { noindex?: unknown }).noindex === true;

/**
 * Head tags every page shares: canonical URL, the page in each language (hreflang) and the
 * default share-card tags. Error and not-found pages get "noindex" and no canonical, so a search
 * engine never files them as a page of the site.
 */
export function SeoHead() {
  const data = useRouteLoaderData<RootData>("root");
  const { pathname, search } = useLocation();
  const matches = useMatches();
  // A route's ErrorBoundary (a missing auction, malformed filters) leaves no other trace up here:
  // the router's error map is the only place the layout can see it.
  const errors = useContext(UNSAFE_DataRouterDataContext)?.errors;
  const { t } = useTranslation();
  const lang: Lang = data?.lang ?? langFromPath(pathname);
  const indexable =
    Boolean(data) && !errors && !matches.some((m) => notFoundRouteId.test(m.id) || wantsNoindex(m.handle));
  const urls = indexable && data ? pageUrls({ origin: data.origin, pathname, search, lang }) : null;
  const other: Lang = lang === "ar" ? "en" : "ar";
  return (
    <>
      {urls ? (
        <>
          <link rel="canonical" href={urls.canonical} />
          {urls.alternates.map((alt) => (
            <link key={alt.hrefLang} rel="alternate" hrefLang={alt.hrefLang} href={alt.href} />
          ))}
          <meta property="og:url" content={urls.canonical} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
      <meta property="og:site_name" content={t("meta.siteName")} />
      <meta property="og:locale" content={ogLocales[lang]} />
      <meta property="og:locale:alternate" content={ogLocales[other]} />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
