import type { TFunction } from "i18next";
import { createContext, useContext } from "react";
import type { I18n } from "./i18n";

/** The page's messages: entry.server.tsx gives its language's shared instance, entry.client.tsx the browser's. */
export const I18nContext = createContext<I18n | null>(null);

export type Translation = { t: TFunction; i18n: I18n };

/** The page's `t` and messages, one result per instance (the server shares one per language). */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation: no I18nContext around the page");
  return sharedTranslation(i18n);
}

const translations = new WeakMap<I18n, Translation>();

export function sharedTranslation(i18n: I18n): Translation {
  let translation = translations.get(i18n);
  if (!translation) {
    translation = { t: remembering(i18n.t), i18n };
    translations.set(i18n, translation);
  }
  return translation;
}

/** More keys than the messages have: a bound in case a page ever builds keys from data. */
const MAX_REMEMBERED = 10_000;

/**
 * A `t` that remembers what it answered for a key alone (no options: no count, no values to
 * interpolate), which is most of a page's calls (a label, a heading): with static messages and a
 * fixed language that text never changes, and resolving the key is then most of the cost of
 * rendering the text on the server (ADR 040). Calls with options are resolved every time.
 */
function remembering(fixedT: TFunction): TFunction {
  const fixed = fixedT as unknown as (...args: unknown[]) => unknown;
  const texts = new Map<string, unknown>();
  const t = (...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== "string") return fixed(...args);
    let text = texts.get(key);
    if (text === undefined) {
      text = fixed(key);
      if (texts.size < MAX_REMEMBERED) texts.set(key, text);
    }
    return text;
  };
  return t as unknown as TFunction;
}
