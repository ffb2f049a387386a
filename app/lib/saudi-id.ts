import { toLatinDigits } from "~/i18n/format";

/*
 * Saudi identity numbers (issue 16): a citizen's national ID starts with 1, a resident's Iqama
 * with 2; both are ten digits, the last a check digit computed like Luhn's: from the left, every
 * digit in an odd place (1st, 3rd, …, 9th) is doubled (the digits of the result added), the others
 * kept, and the whole sum with the check digit is a multiple of ten. Pure: shared by the forms,
 * the API and the domain, in the browser and on the server.
 */

export type SaudiIdKind = "national_id" | "iqama";

/** Spaces, dashes and the direction marks that copying a number out of right-to-left text brings. */
const separators = /[\s\u00a0\u200e\u200f\u202a-\u202e\u2066-\u2069\-–—]/g;

/** The number as ten Latin digits (Arabic-Indic and Persian digits read), or null when it is not ten digits. */
export function normalizeSaudiId(input: string): string | null {
  const compact = toLatinDigits(input).replace(separators, "");
  return /^\d{10}$/.test(compact) ? compact : null;
}

/** The Luhn-style sum of the first nine digits (without the check digit). */
function weightedSum(nine: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const digit = nine.charCodeAt(i) - 48;
    if (i % 2 === 0) {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    } else sum += digit;
  }
  return sum;
}

/** The check digit that completes nine digits. */
export function saudiIdCheckDigit(nine: string): number {
  if (!/^\d{9}$/.test(nine)) throw new Error("nine digits expected");
  return (10 - (weightedSum(nine) % 10)) % 10;
}

/** Whether ten digits carry the right check digit. */
export function hasValidSaudiIdCheckDigit(ten: string): boolean {
  return /^\d{10}$/.test(ten) && saudiIdCheckDigit(ten.slice(0, 9)) === ten.charCodeAt(9) - 48;
}

/** What kind of Saudi ID the number is (by its first digit), or null when it is none. */
export function saudiIdKindOf(input: string): SaudiIdKind | null {
  const id = normalizeSaudiId(input);
  if (!id || !hasValidSaudiIdCheckDigit(id)) return null;
  if (id[0] === "1") return "national_id";
  if (id[0] === "2") return "iqama";
  return null;
}

/** Whether the input is a valid Saudi ID of that kind (a national ID starts with 1, an Iqama with 2). */
export function isValidSaudiId(input: string, kind: SaudiIdKind): boolean {
  return saudiIdKindOf(input) === kind;
}

/** Digits read as Latin, separators and direction marks dropped, letters upper-cased: an ID's and a passport's stored form. */
export function compactIdNumber(input: string): string {
  return toLatinDigits(input).replace(separators, "").toUpperCase();
}

/** A passport number: 6 to 20 Latin letters and digits (Arabic-Indic digits read), upper-cased; null otherwise. */
export function normalizePassportNumber(input: string): string | null {
  const compact = compactIdNumber(input);
  return /^[A-Z0-9]{6,20}$/.test(compact) ? compact : null;
}

export type IdNumberType = SaudiIdKind | "passport";

/**
 * The number in its stored form when it is right for its type; otherwise `ok: false` (the caller
 * names the message: each form has its own keys).
 */
export function checkIdNumber(
  type: IdNumberType,
  input: string,
): { ok: true; value: string } | { ok: false } {
  if (type === "passport") {
    const passport = normalizePassportNumber(input);
    return passport ? { ok: true, value: passport } : { ok: false };
  }
  const id = normalizeSaudiId(input);
  return id && isValidSaudiId(id, type) ? { ok: true, value: id } : { ok: false };
}
