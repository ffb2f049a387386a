/** Crockford's base-32 without look-alikes: a code read over the phone is typed right. */
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A receipt's verification code, e.g. "MZD-7K3Q-9XW2-H4TB": 60 random bits, checked on the receipt page. */
export function newReceiptCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const chars = [...bytes].map((b) => alphabet[b % 32]).join("");
  return `MZD-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export function isReceiptCode(value: string): boolean {
  return /^MZD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/.test(value);
}
