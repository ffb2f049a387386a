import type { Context } from "hono";
import { languageDetector } from "hono/language";
import { isLang, langCookieName, type Lang } from "~/i18n/config";
import { translate } from "~/i18n/instances.server";

export { translate };

/**
 * The language of an API answer: an explicit `lang` query, then Accept-Language, then the
 * language cookie, then Arabic.
 */
export const detectApiLanguage = languageDetector({
  supportedLanguages: ["ar", "en"],
  fallbackLanguage: "ar",
  order: ["querystring", "header", "cookie"],
  lookupQueryString: "lang",
  lookupCookie: langCookieName,
  caches: false,
});

export function apiLang(c: Context): Lang {
  const detected: unknown = c.get("language");
  return isLang(detected) ? detected : "ar";
}
