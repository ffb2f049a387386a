import { toLatinDigits } from "~/i18n/format";
import { isReceiptCode } from "~/modules/bidding/receipt-code";

/**
 * A receipt code as a person types it, in its printed form ("MZD-7K3Q-9XW2-H4TB"), or null when it
 * cannot be one. Forgiving as Crockford's base 32 intends: any case, spaces or dashes anywhere,
 * Arabic-Indic digits, the prefix left out, and O, I and L read as 0, 1 and 1.
 */
export function normalizeReceiptCode(input: string): string | null {
  if (input.length > 64) return null;
  let compact = toLatinDigits(input)
    .toUpperCase()
    .replace(/[\s\u200e\u200f\-_.]/g, "");
  if (compact.startsWith("MZD")) compact = compact.slice(3);
  compact = compact.replace(/O/g, "0").replace(/[IL]/g, "1");
  if (compact.length !== 12) return null;
  const code = `MZD-${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`;
  return isReceiptCode(code) ? code : null;
}
