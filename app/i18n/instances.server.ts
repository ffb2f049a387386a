import type { Lang } from "./config";
import { createI18n } from "./i18n";
import { ar } from "./messages/ar";
import { en } from "./messages/en";
import { serverMessages } from "./messages/server";

/** What pages render with, and what the browser receives (see PageMessages). */
const pages = { ar: createI18n("ar", ar), en: createI18n("en", en) };
/** Everything, texts and e-mails included, for what the server says itself. */
const all = {
  ar: createI18n("ar", { ...ar, ...serverMessages.ar }),
  en: createI18n("en", { ...en, ...serverMessages.en }),
};

/** The shared i18next instance pages render with (messages are static, so sharing is safe). */
export function i18nFor(lang: Lang) {
  return pages[lang];
}

export function translate(lang: Lang, key: string, options?: Record<string, unknown>): string {
  return all[lang].t(key, options);
}
