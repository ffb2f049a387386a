import { toLatinDigits } from "~/i18n/format";

/*
 * Saudi IBANs (ISO 13616): "SA", two check digits, the bank's two-digit code (allocated by SAMA)
 * and an 18-character account number — 24 characters, checked by mod-97. Shared by the browser
 * (instant messages) and the server (the rule that counts). People type them with spaces, in
 * lower case, with Arabic-Indic digits, or paste them with direction marks: all of that is read.
 */

export const SAUDI_IBAN_LENGTH = 24;

/** "sa03 ٨٠٠٠ 0000-6080…" → "SA0380000000608010167519" (not yet checked). */
export function normalizeIban(input: string): string {
  return (
    toLatinDigits(input)
      // Spaces of every kind, dashes, dots, and the bidi marks a copy from an Arabic page brings.
      .replace(/[\s\u00a0\u200e\u200f\u202a-\u202e\u2066-\u2069\u2000-\u200b\u202f\-.]/g, "")
      .toUpperCase()
  );
}

/** ISO 7064 mod 97-10 of an IBAN moved so its country and check digits come last (A = 10 … Z = 35). */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= "A" ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** True when the check digits match (any country). */
export function ibanChecksumValid(iban: string): boolean {
  return /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) && mod97(iban) === 1;
}

/** A Saudi IBAN after `normalizeIban`: SA, 2 check digits, 2-digit bank code, 18 characters, mod-97. */
export function isValidSaudiIban(iban: string): boolean {
  return /^SA\d{4}[A-Z0-9]{18}$/.test(iban) && ibanChecksumValid(iban);
}

/** The bank's code: the two digits after the check digits ("80" for Al Rajhi). */
export function ibanBankCode(iban: string): string {
  return iban.slice(4, 6);
}

/** The printed form, in groups of four: "SA03 8000 0000 6080 1016 7519". */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}

/** For messages and lists seen by others: "SA** **** **** **** **** 7519". */
export function maskIban(iban: string): string {
  const masked = iban.slice(0, 2) + "*".repeat(Math.max(0, iban.length - 6)) + iban.slice(-4);
  return formatIban(masked);
}

/** In a sentence: "SA…7519". */
export function shortIban(iban: string): string {
  return `${iban.slice(0, 2)}…${iban.slice(-4)}`;
}

/**
 * The check digits that make `country + "00" + bban` valid (for tests and demo data: real IBANs
 * come from the account's bank).
 */
export function ibanWithCheckDigits(country: string, bban: string): string {
  const remainder = mod97(`${country}00${bban}`);
  return `${country}${String(98 - remainder).padStart(2, "0")}${bban}`;
}
