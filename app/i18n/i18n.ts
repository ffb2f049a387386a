import type { TFunction } from "i18next";
import type { Lang } from "./config";
import type { MessageTree } from "./messages/types";

/**
 * A language's messages and the `t` that reads them, for pages (server and browser) and what the
 * server says itself. It does what i18next did with the options we gave it (one namespace, `.`
 * between key parts, `{{name}}` filled in without escaping, plurals by `Intl.PluralRules` with
 * `_zero` first for a count of 0, a context's `_<context>` form before the plain one, the key
 * itself when a message is missing) and no more: i18next
 * and react-i18next were 17 KiB of the 130 KiB of gzipped JavaScript a first visit may load
 * (issue 18, ADR 043). i18n.test.ts holds every message of both languages against i18next.
 */
export type I18n = {
  readonly language: Lang;
  readonly messages: MessageTree;
  /**
   * Where the browser fetches these messages (a page's, ADR 040): the document names it, and the
   * client entry starts its translator from that file. None for what only the server says.
   */
  readonly source?: string;
  readonly t: TFunction;
  /** Whether `key` names a message (what forms ask before showing a server's code as text). */
  exists(key: string): boolean;
};

type Options = Record<string, unknown>;

export function createI18n(lang: Lang, messages: MessageTree, source?: string): I18n {
  const plural = new Intl.PluralRules(lang);
  const lookup = (key: string, options: Options): unknown => {
    const { count } = options;
    const path = withoutNamespace(key);
    if (path === undefined) return undefined;
    // The most specific form first, as i18next: with a context ("walletNotEnough" asked with
    // { context: "principal" } reads "walletNotEnough_principal"), `_zero` for 0, then the
    // plural category, then the key alone.
    const counted = count !== undefined && typeof count !== "string";
    const forms = (base: string) =>
      counted
        ? [...(count === 0 ? [`${base}_zero`] : []), `${base}_${plural.select(count as number)}`, base]
        : [base];
    const { context } = options;
    const hasContext = (typeof context === "string" || typeof context === "number") && context !== "";
    const keys = [...(hasContext ? forms(`${path}_${String(context)}`) : []), ...forms(path)];
    for (const candidate of keys) {
      const found = deepFind(messages, candidate);
      if (found !== undefined && found !== null) return found;
    }
    return undefined;
  };
  const t = (key: string, options: Options = {}): string => {
    const bare = keyWithoutNamespace(key);
    let text = lookup(key, options);
    if (text === undefined || text === null) text = defaultValue(options, plural);
    if (text !== undefined && typeof text === "object") {
      return `key '${bare} (${lang})' returned an object instead of string.`;
    }
    if (text === undefined || text === null) text = bare;
    return interpolate(String(text), options);
  };
  return {
    language: lang,
    messages,
    ...(source === undefined ? {} : { source }),
    t: t as unknown as TFunction,
    exists: (key) => lookup(key, {}) !== undefined,
  };
}

// i18next reads "ns:key" as a key of another namespace, unless the text looks like a sentence
// (a space or punctuation before the first dot): a server's message such as "Too many: wait"
// stays one key, and "other:thing" is a missing key of namespace "other".
const sentenceMark = /[ ,?!;]/;

function hasNamespace(key: string): boolean {
  if (!key.includes(":")) return false;
  const dot = key.indexOf(".");
  return !sentenceMark.test(key) || (dot > 0 && !sentenceMark.test(key.slice(0, dot)));
}

/** The key as shown when its message is missing. */
function keyWithoutNamespace(key: string): string {
  return hasNamespace(key) ? key.split(":").slice(1).join(".") : key;
}

/** The key to look up in the app's one namespace, or undefined for another namespace's key. */
function withoutNamespace(key: string): string | undefined {
  if (!hasNamespace(key)) return key;
  const [namespace, ...rest] = key.split(":");
  return namespace === "translation" ? rest.join(".") : undefined;
}

/** i18next's lookup: dotted paths, where a part may itself hold dots ("a.b" as one key). */
function deepFind(tree: unknown, path: string): unknown {
  const own = (object: object, key: string) => {
    const value = (object as Record<string, unknown>)[key];
    if ((typeof value === "function" || key === "__proto__") && !Object.hasOwn(object, key)) return undefined;
    return value;
  };
  if (tree && typeof tree === "object" && (tree as Record<string, unknown>)[path]) {
    return Object.hasOwn(tree, path) ? (tree as Record<string, unknown>)[path] : undefined;
  }
  const tokens = path.split(".");
  let current: unknown = tree;
  for (let i = 0; i < tokens.length;) {
    if (!current || typeof current !== "object") return undefined;
    let next: unknown;
    let nextPath = "";
    for (let j = i; j < tokens.length; ++j) {
      nextPath += (j === i ? "" : ".") + tokens[j];
      next = own(current, nextPath);
      if (next === undefined) continue;
      if (["string", "number", "boolean"].includes(typeof next) && j < tokens.length - 1) continue;
      i = j + 1;
      break;
    }
    current = next;
  }
  return current;
}

function defaultValue(options: Options, plural: Intl.PluralRules): unknown {
  const { count } = options;
  if (count === undefined || typeof count === "string") return options.defaultValue;
  const suffix = `_${plural.select(count as number)}`;
  return (
    (count === 0 && options.defaultValue_zero) || options[`defaultValue${suffix}`] || options.defaultValue
  );
}

/**
 * `{{name}}` (or `{{- name}}`) replaced by the option's value, as i18next with escapeValue off: an
 * option given as undefined leaves nothing, a name not given at all is left as written, and a
 * value's own braces are never read again.
 */
function interpolate(text: string, options: Options): string {
  const data =
    options.replace && typeof options.replace === "object" ? (options.replace as Options) : options;
  return text.replace(/\{\{-?(.+?)\}\}/g, (written, inner: string) => {
    const name = inner.split(",")[0]!.trim();
    const value = deepFind(data, name);
    if (value === undefined) return Object.hasOwn(options, name) ? "" : written;
    return value === null ? "" : String(value);
  });
}
