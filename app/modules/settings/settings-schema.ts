import { z } from "zod";
import { toLatinDigits } from "~/i18n/format";

/*
 * The platform's settings as the admin edits them (docs/product-rules.md §2.1, 2.2, 2.4, 2.10): one
 * schema, checked in the browser by the settings form, again by its action and by the API. Amounts
 * are typed in whole riyals and stored in halalas; rates in percent, stored in basis points.
 * Messages are message keys.
 */

export const MAX_BANDS = 10;
export const MAX_HOLIDAYS = 60;
/** Far above any auction's price; keeps every amount a safe integer of halalas. */
const MAX_RIYALS = 10_000_000_000;

/** Digits as people type them ("١٬٢٠٠", "1,200", "1 200") → a plain number string for coercion. */
const typedNumber = (value: unknown) =>
  typeof value === "string"
    ? toLatinDigits(value)
        .replace(/[\s\u00a0\u202f\u066c,]/g, "")
        .replace(/\u066b/g, ".")
    : value;

const wholeRiyals = (min: number) =>
  z.preprocess(
    typedNumber,
    z.coerce
      .number({ error: "validation.required" })
      .int("adminSettings.validation.whole")
      .min(min, "adminSettings.validation.positive")
      .max(MAX_RIYALS, "adminSettings.validation.tooLarge"),
  );

const count = (min: number, max: number) =>
  z.preprocess(
    typedNumber,
    z.coerce
      .number({ error: "validation.required" })
      .int("adminSettings.validation.whole")
      .min(min, "adminSettings.validation.range")
      .max(max, "adminSettings.validation.range"),
  );

const percent = (max: number) =>
  z.preprocess(
    typedNumber,
    z.coerce
      .number({ error: "validation.required" })
      .min(0, "adminSettings.validation.range")
      .max(max, "adminSettings.validation.range")
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "adminSettings.validation.twoDecimals"),
  );

/** A form's blank rows (a band left empty to add one) are not bands. */
const withoutBlankRows = (value: unknown) =>
  Array.isArray(value)
    ? value.filter(
        (row) =>
          row !== undefined &&
          row !== null &&
          (typeof row !== "object" || Object.values(row).some((cell) => cell !== undefined && cell !== "")),
      )
    : value;

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const HolidaySchema = z
  .string({ error: "validation.required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "adminSettings.validation.date")
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, "adminSettings.validation.date");

/** One band of the ladder: prices up to `upToRiyals` (the last band: no bound) rise by `incrementRiyals`. */
const BandSchema = z.object({
  upToRiyals: z.preprocess((v) => (v === "" || v === null ? undefined : v), wholeRiyals(1).optional()),
  incrementRiyals: wholeRiyals(1),
});

export const SettingsSchema = z
  .object({
    incrementBands: z.preprocess(
      withoutBlankRows,
      z
        .array(BandSchema, { error: "adminSettings.validation.bands" })
        .min(1, "adminSettings.validation.bands")
        .max(MAX_BANDS, "adminSettings.validation.bands")
        .superRefine((bands, ctx) => {
          bands.forEach((band, i) => {
            const last = i === bands.length - 1;
            if (!last && band.upToRiyals === undefined)
              ctx.addIssue({
                code: "custom",
                path: [i, "upToRiyals"],
                message: "adminSettings.validation.bound",
              });
            if (last && band.upToRiyals !== undefined)
              ctx.addIssue({
                code: "custom",
                path: [i, "upToRiyals"],
                message: "adminSettings.validation.lastBound",
              });
            const previous = bands[i - 1]?.upToRiyals;
            if (
              i > 0 &&
              band.upToRiyals !== undefined &&
              previous !== undefined &&
              band.upToRiyals <= previous
            )
              ctx.addIssue({
                code: "custom",
                path: [i, "upToRiyals"],
                message: "adminSettings.validation.rising",
              });
          });
        }),
    ),
    announcementDays: count(0, 90),
    antiSnipingWindowMinutes: count(0, 120),
    antiSnipingExtensionMinutes: count(1, 120),
    antiSnipingCapMinutes: count(0, 24 * 60),
    commissionRatePercent: percent(100),
    depositRatePercent: percent(5),
    paymentWorkingDays: count(1, 60),
    /** How long the next bidder has to accept the committee's offer after a winner defaults. */
    nextBidderOfferHours: count(1, 720),
    holidays: z
      .array(z.preprocess((v) => (typeof v === "string" ? toLatinDigits(v).trim() : v), HolidaySchema))
      .max(MAX_HOLIDAYS, "adminSettings.validation.holidays")
      .refine((days) => new Set(days).size === days.length, "adminSettings.validation.holidayTwice")
      .default([]),
    fourEyesTransferRiyals: wholeRiyals(0),
    fourEyesWithdrawalRiyals: wholeRiyals(0),
    fourEyesRefundRiyals: wholeRiyals(0),
  })
  .refine((s) => s.antiSnipingCapMinutes >= s.antiSnipingExtensionMinutes || s.antiSnipingCapMinutes === 0, {
    path: ["antiSnipingCapMinutes"],
    message: "adminSettings.validation.cap",
  });

export type SettingsInput = z.input<typeof SettingsSchema>;
export type Settings = z.output<typeof SettingsSchema>;

/** The values on a new database (docs/product-rules.md): the ladder of §2.2, 5 days, 5 minutes, 2 hours… */
export const DEFAULT_SETTINGS: Settings = {
  incrementBands: [
    { upToRiyals: 1_000_000, incrementRiyals: 10_000 },
    { upToRiyals: 5_000_000, incrementRiyals: 25_000 },
    { upToRiyals: 20_000_000, incrementRiyals: 50_000 },
    { incrementRiyals: 100_000 },
  ],
  announcementDays: 5,
  antiSnipingWindowMinutes: 5,
  antiSnipingExtensionMinutes: 5,
  antiSnipingCapMinutes: 120,
  commissionRatePercent: 2.5,
  depositRatePercent: 5,
  paymentWorkingDays: 5,
  nextBidderOfferHours: 48,
  holidays: [],
  fourEyesTransferRiyals: 1_000_000,
  fourEyesWithdrawalRiyals: 100_000,
  fourEyesRefundRiyals: 100_000,
};
