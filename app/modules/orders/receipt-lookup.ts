import { toLatinDigits } from "~/i18n/format";
import { isReceiptCode } from "~/lib/receipt-code";

/** Payment receipts' codes ("RCT-7K3Q-9XW2-H4TB"): the receipts table's, issued when money arrives. */
const paymentReceiptCode = /^RCT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * A receipt code as a person types it, in its printed form ("MZD-7K3Q-9XW2-H4TB" for an order,
 * "RCT-7K3Q-9XW2-H4TB" for a payment), or null when it cannot be one. Forgiving as Crockford's
 * base 32 intends: any case, spaces or dashes anywhere, Arabic-Indic digits, the prefix left out
 * (read as an order's), and O, I and L read as 0, 1 and 1.
 */
export function normalizeReceiptCode(input: string): string | null {
  if (input.length > 64) return null;
  let compact = toLatinDigits(input)
    .toUpperCase()
    .replace(/[\s\u200e\u200f\-_.]/g, "");
  let prefix = "MZD";
  if (compact.length === 15 && (compact.startsWith("MZD") || compact.startsWith("RCT"))) {
    prefix = compact.slice(0, 3);
    compact = compact.slice(3);
  }
  compact = compact.replace(/O/g, "0").replace(/[IL]/g, "1");
  if (compact.length !== 12) return null;
  const code = `${prefix}-${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`;
  return prefix === "RCT" ? (paymentReceiptCode.test(code) ? code : null) : isReceiptCode(code) ? code : null;
}

/**
 * The codes a typed code may be: the one its prefix names, or without a prefix both an order's
 * and a payment's. Empty when it cannot be a code.
 */
export function receiptCodeCandidates(input: string): string[] {
  const code = normalizeReceiptCode(input);
  if (!code) return [];
  const typedPrefix = toLatinDigits(input).replace(/[\s\u200e\u200f\-_.]/g, "").length === 15;
  return typedPrefix ? [code] : [code, code.replace(/^MZD-/, "RCT-")];
}
