import { z } from "zod";
import { toLatinDigits } from "~/i18n/format";
import { nameText, text } from "~/lib/text-rules";
import { isValidSaudiIban, normalizeIban } from "~/modules/wallet/iban";

/*
 * The wallet's forms, one schema each, checked in the browser as the user types (Conform) and
 * again on the server by the page's action, the API and the domain. Messages are message keys.
 */

/** Far above anything a wallet holds; keeps every amount a safe integer of halalas. */
export const MAX_WITHDRAWAL_HALALAS = 1_000_000_000_000_00;
export const ACCOUNT_NAME_MIN = 3;
export const ACCOUNT_NAME_MAX = 100;
export const REASON_MIN = 3;
export const REASON_MAX = 500;
/** The IBAN certificate: the same limit as every upload (its type is checked by content on the server). */
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A riyal amount as people type it — "1,500", "1 500.50", "١٬٥٠٠٫٥٠", "1500 ر.س" — in halalas;
 * null when it is not an amount of riyals and at most two decimals (whole halalas).
 */
export function parseRiyals(input: string): number | null {
  const text = toLatinDigits(input)
    .replace(/ر\.?\s?س\.?|SAR|ريال/gi, "")
    .replace(/[\s\u00a0\u202f\u066c',]/g, "")
    .replace(/\u066b/g, ".");
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The IBAN as typed, normalised: "sa03 8000 …" → "SA0380000000608010167519". */
export const IbanSchema = z
  .string({ error: "validation.required" })
  .transform(normalizeIban)
  .refine(isValidSaudiIban, "wallet.validation.iban");

/** The account holder, as on the IBAN certificate. */
export const AccountNameSchema = nameText("validation.required")
  .trim()
  .min(ACCOUNT_NAME_MIN, "wallet.validation.accountName")
  .max(ACCOUNT_NAME_MAX, "wallet.validation.accountNameMax");

/** The IBAN and the name on the account, as the API takes them (the certificate travels beside). */
export const BankAccountFieldsSchema = z.object({ iban: IbanSchema, accountName: AccountNameSchema });

/** The page's form: the same fields and the certificate file. */
export const BankAccountFormSchema = BankAccountFieldsSchema.extend({
  certificate: z
    .file({ error: "wallet.validation.certificate" })
    .max(CERTIFICATE_MAX_BYTES, "uploads.errors.tooLarge"),
});

/** An amount of riyals typed in a form, as halalas: valid, above zero, in whole halalas. */
export const RiyalAmountSchema = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    if (value.trim() === "") return undefined;
    return parseRiyals(value) ?? Number.NaN;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? "validation.required" : "validation.amount") })
    .int("validation.amount")
    .positive("validation.amount")
    .max(MAX_WITHDRAWAL_HALALAS, "validation.amount"),
);

/**
 * The withdrawal form: a verified bank account and an amount. `available` (halalas) lets the
 * browser say at once that the amount is more than the wallet holds; the domain checks it again,
 * under a lock, whatever the form said.
 */
export function withdrawalFormSchema(available?: number) {
  return z.object({
    bankAccountId: z.uuid({ error: "wallet.validation.bankAccount" }),
    amount:
      available === undefined
        ? RiyalAmountSchema
        : RiyalAmountSchema.refine((halalas) => halalas <= available, "wallet.validation.overAvailable"),
  });
}

/** A withdrawal as the API takes it: halalas, never a fraction. */
export const WithdrawalRequestSchema = z.object({
  bankAccountId: z.uuid({ error: "wallet.validation.bankAccount" }),
  amount: z
    .number({ error: "validation.amount" })
    .int("validation.amount")
    .positive("validation.amount")
    .max(MAX_WITHDRAWAL_HALALAS, "validation.amount"),
});

/** The committee's reason for a refusal, shown to the user as written. */
export const ReasonSchema = text("validation.reason")
  .trim()
  .min(REASON_MIN, "validation.reason")
  .max(REASON_MAX, "validation.reason");

/** The bank's transfer reference the committee may note when it pays a withdrawal out. */
export const PayoutReferenceSchema = text()
  .trim()
  .max(64, "wallet.validation.reference")
  .optional()
  .transform((value) => (value ? value : undefined));
