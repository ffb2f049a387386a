import type { Lang } from "./config";
import { createI18n } from "./i18n";
import { ar } from "./messages/ar";
import { en } from "./messages/en";

const instances = { ar: createI18n("ar", ar), en: createI18n("en", en) };

/** The shared i18next instance of a language (messages are static, so sharing is safe). */
export function i18nFor(lang: Lang) {
  return instances[lang];
}

export function translate(lang: Lang, key: string, options?: Record<string, unknown>): string {
  return instances[lang].t(key, options);
}
