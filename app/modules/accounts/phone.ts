import { toLatinDigits } from "~/i18n/format";

/** A Saudi mobile number in E.164: +966 followed by 5 and eight digits. */
export const saudiMobilePattern = /^\+9665\d{8}$/;

// Spaces (incl. no-break), dashes, dots, brackets and the direction marks that copying a number
// out of right-to-left text brings along.
const separators = /[\s\u00a0\u200e\u200f\u202a-\u202e\u2066-\u2069\-–—.()]/g;

/**
 * Reads a Saudi mobile number written in any common way — 05XXXXXXXX, 5XXXXXXXX, 9665…,
 * +9665…, 009665…, with spaces or dashes, in Latin, Arabic-Indic (٠-٩) or Persian (۰-۹)
 * digits — and returns it as "+9665XXXXXXXX", or null when it is not one.
 */
export function normalizeSaudiPhone(input: string): string | null {
  const compact = toLatinDigits(input).replace(separators, "");
  const match = /^(?:(?:\+|00)?9660?|0)?(5\d{8})$/.exec(compact);
  return match ? `+966${match[1]}` : null;
}

/** "+966501234567" → "050 123 4567", the way Saudis write their numbers. */
export function formatSaudiPhoneLocal(e164: string): string {
  if (!saudiMobilePattern.test(e164)) return e164;
  const local = `0${e164.slice(4)}`;
  return `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
}

/** "+966501234567" → "+966 5•• ••• •567": enough for the owner to recognise, not to dial. */
export function maskSaudiPhone(e164: string): string {
  if (!saudiMobilePattern.test(e164)) return e164;
  return `+966 5•• ••• •${e164.slice(-3)}`;
}
