import type { Lang } from "./config";
import { createI18n } from "./i18n";
import { messagesFile } from "./messages-file.server";
import { ar } from "./messages/ar";
import { en } from "./messages/en";
import { serverMessages } from "./messages/server";

/** The page messages as the browser fetches them (server/http/messages-route.ts). */
const files = { ar: messagesFile("ar", ar), en: messagesFile("en", en) };
/** What pages render with; the document names the file the browser starts from (`source`). */
const pages = { ar: createI18n("ar", ar, files.ar.path), en: createI18n("en", en, files.en.path) };
/** Everything, texts and e-mails included, for what the server says itself. */
const all = {
  ar: createI18n("ar", { ...ar, ...serverMessages.ar }),
  en: createI18n("en", { ...en, ...serverMessages.en }),
};

/** The shared i18next instance pages render with (messages are static, so sharing is safe). */
export function i18nFor(lang: Lang) {
  return pages[lang];
}

/** A language's page messages as the file the browser fetches. */
export function pageMessagesFile(lang: Lang) {
  return files[lang];
}

export function translate(lang: Lang, key: string, options?: Record<string, unknown>): string {
  return all[lang].t(key, options);
}
