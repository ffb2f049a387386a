import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
// The one module that uses react-i18next's own hook (in the browser).
/* eslint-disable no-restricted-imports */
import {
  getI18n,
  I18nContext,
  useTranslation as useLibraryTranslation,
  type FallbackNs,
  type UseTranslationResponse,
} from "react-i18next";
/* eslint-enable no-restricted-imports */

type Translation = UseTranslationResponse<FallbackNs<undefined>, undefined>;

/**
 * The page's `t` and i18next instance: react-i18next's `useTranslation` in the browser, and on the
 * server the same `t` built once per instance and language.
 *
 * react-i18next keeps its result in refs, which a server render never reuses: every call copies
 * the i18next instance (a wrapper whose identity changes with the language, every property
 * descriptor of it) and builds a fixed `t` again, a few hundred times per page, which was the
 * largest single cost of rendering a page (ADR 040). The server renders with one shared instance
 * per language (instances.server.ts) whose language and messages never change, so there the
 * result is built once per instance: i18next's `getFixedT` for the instance's language (and its
 * default namespace, the app's only one, as react-i18next's), remembering the text of a key asked
 * alone (remembering, below), and the provider's instance itself.
 */
export const useTranslation: () => Translation = import.meta.env.SSR
  ? useSharedTranslation
  : useLibraryTranslation;

function useSharedTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  return sharedTranslation(i18n);
}

const translations = new WeakMap<I18n, { language: string; translation: Translation }>();

/** One result per instance and language (a test may change an instance's language). */
export function sharedTranslation(i18n: I18n): Translation {
  const language = i18n.language;
  const cached = translations.get(i18n);
  if (cached && cached.language === language) return cached.translation;
  if (!i18n.isInitialized) throw new Error("useTranslation: the i18next instance is not initialized");
  const t = remembering(i18n.getFixedT(language)) as unknown as Translation["t"];
  const translation = Object.assign([t, i18n, true] as [Translation["t"], I18n, boolean], {
    t,
    i18n,
    ready: true,
  });
  translations.set(i18n, { language, translation });
  return translation;
}

/** More keys than the messages have: a bound in case a page ever builds keys from data. */
const MAX_REMEMBERED = 10_000;

/**
 * A fixed `t` that remembers what it answered for a key alone (no options: no count, no values to
 * interpolate), which is most of a page's calls (a label, a heading): with static messages and a
 * fixed language that text never changes, and i18next's resolution of a key is then most of the
 * cost of rendering the text. Calls with options are i18next's every time.
 */
function remembering(fixedT: TFunction): TFunction {
  const fixed = fixedT as unknown as PlainT;
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
  // What i18next sets on a fixed t (its language or languages, namespace and key prefix).
  const { lng, lngs, ns, keyPrefix } = fixed;
  return Object.assign(t, { lng, lngs, ns, keyPrefix }) as unknown as TFunction;
}

type PlainT = ((...args: unknown[]) => unknown) & {
  lng?: unknown;
  lngs?: unknown;
  ns?: unknown;
  keyPrefix?: unknown;
};
