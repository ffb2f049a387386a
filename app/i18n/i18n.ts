import i18next, { type i18n as I18n } from "i18next";
import type { Lang } from "./config";
import type { MessageTree } from "./messages/types";

/** One i18next instance per language; messages are static so instances can be shared. */
export function createI18n(lang: Lang, messages: MessageTree): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
