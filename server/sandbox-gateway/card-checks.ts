import { toLatinDigits } from "~/i18n/format";
import { isMadaCard } from "./mada-bins";

/*
 * The checks the hosted card page makes on its server (the page's inline script makes the same
 * ones in the browser, without the BIN table). Pure functions: they see the card data only for
 * the length of a request and return nothing but the verdict, the brand and a masked number.
 */

export type CardBrand = "mada" | "visa" | "mastercard";
export type CardField = "name" | "number" | "expiry" | "cvv";
/** Keys under `sandboxGateway.errors` in the message files. */
export type CardErrorKey =
  | "name"
  | "number"
  | "numberInvalid"
  | "brandUnsupported"
  | "madaOnly"
  | "madaNotCredit"
  | "expiry"
  | "expired"
  | "cvv";

export type CardForm = { name: string; number: string; expiry: string; cvv: string };
export type CheckedCard = { pan: string; brand: CardBrand; masked: string; last4: string };

/** Latin digits only: spaces and dashes people type between groups go, Arabic-Indic digits count. */
export function digitsOf(input: string): string {
  return toLatinDigits(input).replace(/[\s-]/g, "");
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function luhnValid(pan: string): boolean {
  if (!/^\d+$/.test(pan)) return false;
  let sum = 0;
  for (let i = 0; i < pan.length; i++) {
    let digit = pan.charCodeAt(pan.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Mada by BIN first (co-badged cards start with 4 or 5 too), then Visa and Mastercard by prefix. */
export function cardBrand(pan: string): CardBrand | null {
  if (isMadaCard(pan)) return "mada";
  if (/^4/.test(pan)) return "visa";
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(pan)) return "mastercard";
  return null;
}

/** "4201 32** **** 1010": the first six and last four, which PCI DSS allows to be shown and kept. */
export function maskPan(pan: string): string {
  const masked = pan.slice(0, 6) + "*".repeat(pan.length - 10) + pan.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * An expiry typed as MM/YY ("12/25"); a card is good through the last day of its month, judged
 * in Riyadh time. `format` when it is not MM/YY, `expired` when that month is over.
 */
export function checkExpiry(input: string, now: Date): "ok" | "format" | "expired" {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(toLatinDigits(input).replace(/\s/g, ""));
  if (!match) return "format";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const [nowYear, nowMonth] = riyadhYearMonth(now);
  return year > nowYear || (year === nowYear && month >= nowMonth) ? "ok" : "expired";
}

function riyadhYearMonth(now: Date): [number, number] {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "Asia/Riyadh",
    year: "numeric",
    month: "numeric",
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [get("year"), get("month")];
}

/**
 * Every field of the card form, each with its first problem. `method` is what the merchant asked
 * for: a Mada payment takes Mada cards only, a credit card payment takes no Mada card.
 */
export function checkCardForm(
  form: CardForm,
  options: { method: "mada" | "credit_card"; now: Date },
): { ok: true; card: CheckedCard } | { ok: false; errors: Partial<Record<CardField, CardErrorKey>> } {
  const errors: Partial<Record<CardField, CardErrorKey>> = {};
  if ([...form.name.trim()].length < 3) errors.name = "name";

  const pan = digitsOf(form.number);
  let brand: CardBrand | null = null;
  if (!/^\d{16}$/.test(pan)) errors.number = "number";
  else if (!luhnValid(pan)) errors.number = "numberInvalid";
  else {
    brand = cardBrand(pan);
    if (!brand) errors.number = "brandUnsupported";
    else if (options.method === "mada" && brand !== "mada") errors.number = "madaOnly";
    else if (options.method === "credit_card" && brand === "mada") errors.number = "madaNotCredit";
  }

  const expiry = checkExpiry(form.expiry, options.now);
  if (expiry === "format") errors.expiry = "expiry";
  else if (expiry === "expired") errors.expiry = "expired";

  if (!/^\d{3}$/.test(digitsOf(form.cvv))) errors.cvv = "cvv";

  if (Object.keys(errors).length > 0 || !brand) return { ok: false, errors };
  return { ok: true, card: { pan, brand, masked: maskPan(pan), last4: pan.slice(-4) } };
}
