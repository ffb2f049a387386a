import { z } from "zod";

/*
 * What any text a user sends must be to be stored and shown safely. PostgreSQL cannot store the
 * null character (U+0000) in text, and refuses a UTF-16 surrogate without its pair in JSON; names
 * must not carry the invisible characters that override the text's direction (U+202A–U+202E,
 * U+2066–U+2069), which can make a name or an account holder read as another on the committee's
 * screens. Every form and API schema builds its text fields from these rules, and the request
 * guards (server/http) check query strings, paths and validated bodies with the same tests.
 */

/** The null character, or a surrogate (U+D800–U+DFFF) not part of a pair. */
// eslint-disable-next-line no-control-regex -- the null character is what this rule finds
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** The embedding, override and isolate controls of the Unicode bidirectional algorithm. */
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

export const textKeys = {
  unstorable: "validation.unstorable",
  directionControl: "validation.directionControl",
} as const;

/** Whether the text holds a character PostgreSQL cannot store. */
export function hasUnstorableCharacters(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** Whether the text holds a character that overrides the direction of what follows. */
export function hasDirectionControls(text: string): boolean {
  return DIRECTION_CONTROLS.test(text);
}

/**
 * Any text field: a string (with `error` as the message when it is none) that holds no
 * unstorable character. Chain `.trim()`, `.min()`, `.max()` after it as on z.string().
 */
export function text(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine((value) => !hasUnstorableCharacters(value), { error: textKeys.unstorable, abort: true });
}

/** A person's or an account holder's name: any text, and no direction override. */
export function nameText(error?: string) {
  return text(error).refine((value) => !hasDirectionControls(value), {
    error: textKeys.directionControl,
    abort: true,
  });
}

/**
 * The first string anywhere in a parsed value (object, array) that holds an unstorable character,
 * with its path; null when there is none. Files and other class instances are not looked into.
 */
export function findUnstorableText(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === "string") return hasUnstorableCharacters(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      if (hasUnstorableCharacters(key)) return [...path, key];
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
