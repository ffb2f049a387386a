export const languages = ["ar", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "ar";
export const langCookieName = "lng";
export const langCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export const dir = (lang: Lang) => (lang === "ar" ? "rtl" : "ltr");

export function isLang(value: unknown): value is Lang {
  return value === "ar" || value === "en";
}

/** The language of a page is its URL: no prefix is Arabic, `/en` is English. */
export function langFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "ar";
}

/** The same page in the given language: `/about` ⇄ `/en/about`. */
export function localizePath(pathname: string, lang: Lang): string {
  const bare = stripLangPrefix(pathname);
  if (lang === "ar") return bare;
  return bare === "/" ? "/en" : `/en${bare}`;
}

export function stripLangPrefix(pathname: string): string {
  if (pathname === "/en") return "/";
  if (pathname.startsWith("/en/")) return pathname.slice(3);
  return pathname || "/";
}
