import { z } from "zod";
import { toLatinDigits } from "~/i18n/format";
import { text } from "~/lib/text-rules";
import { propertyCategories } from "./auction-filter-params";
import { disclosureField, disclosureQuestions, isLiveVideoUrl, type DisclosureFields } from "./disclosures";

/*
 * The committee's auction form (issue 14): one set of fields and one set of cross-field rules,
 * checked in the browser (Conform), by the page's action, by the API and by the domain. The page
 * takes riyals, percent, minutes and Asia/Riyadh wall-clock times as people type them (Arabic-Indic
 * digits too); the API takes halalas, basis points, seconds and ISO instants. Both produce an
 * `AuctionEdit`, checked again by `auctionTermsIssues`.
 */

export const propertyUses = [
  "residential",
  "commercial",
  "residential_commercial",
  "agricultural",
  "industrial",
] as const;

/** Every state an auction can be in, as the committee's list filters them. */
export const adminAuctionStatuses = ["draft", "upcoming", "current", "finished", "cancelled"] as const;
export type AdminAuctionStatus = (typeof adminAuctionStatuses)[number];

export const editableDocumentKinds = [
  "title_deed",
  "site_plan",
  "valuation_report",
  "building_permit",
  "special_rules",
  "other",
] as const;
export type EditableDocumentKind = (typeof editableDocumentKinds)[number];

/** REGA: a deposit may be at most 5% of the valued price; by default it is 5% of the opening price. */
export const DEPOSIT_CAP_BP = 500;
export const DEFAULT_DEPOSIT_BP = 500;
export const DEFAULT_COMMISSION_BP = 250;
/** One trillion riyals in halalas: every amount stays a safe integer. */
export const MAX_HALALAS = 1_000_000_000_000_00;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const SHORT_TEXT_MAX = 100;

/** Categories whose buildings have rooms: publishing them needs rooms and bathrooms. */
export const categoriesWithRooms = ["apartment", "villa", "house"] as const;

/** The fields a typo correction may change after the first bid (text only). */
export const textCorrectionFields = ["titleAr", "titleEn", "descriptionAr", "descriptionEn"] as const;

/** Fields that may change even after the first bid: the session's live video link. */
export const sessionFields = ["liveVideoUrl"] as const;

/** The contest's terms: changing them after a registration needs a new special-rules version. */
export const termFields = [
  "openingPrice",
  "bidIncrement",
  "deposit",
  "valuedPrice",
  "reservePrice",
  "commissionRateBp",
  "extensionWindowSeconds",
  "extensionSeconds",
  "extensionCapSeconds",
  "startsAt",
  "endsAt",
  "hybrid",
] as const;

/** What a draft holds, in storage units (halalas, basis points, seconds, UTC). */
export type AuctionEdit = {
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  cityId: string;
  districtId: number;
  category: (typeof propertyCategories)[number];
  use: (typeof propertyUses)[number];
  areaM2: number;
  northM: number;
  southM: number;
  eastM: number;
  westM: number;
  streetWidthM: number | null;
  schemeNumber: string | null;
  partNumber: string | null;
  instrumentNumber: string;
  boundaryNorthAr: string | null;
  boundaryNorthEn: string | null;
  boundarySouthAr: string | null;
  boundarySouthEn: string | null;
  boundaryEastAr: string | null;
  boundaryEastEn: string | null;
  boundaryWestAr: string | null;
  boundaryWestEn: string | null;
  rooms: number | null;
  bathrooms: number | null;
  receptions: number | null;
  buildingAgeYears: number | null;
  latitude: number | null;
  longitude: number | null;
  sellingAgentId: number;
  /** REGA (issue 15): the advertisement licence and the session's live video link. */
  advertisementLicenseNumber: string | null;
  liveVideoUrl: string | null;
  openingPrice: number;
  bidIncrement: number | null;
  deposit: number | null;
  valuedPrice: number | null;
  reservePrice: number | null;
  commissionRateBp: number;
  extensionWindowSeconds: number;
  extensionSeconds: number;
  extensionCapSeconds: number;
  startsAt: Date;
  endsAt: Date;
  /** Bids are also called out in the room and entered by the committee. */
  hybrid: boolean;
} & DisclosureFields;

/** Blank form fields are absent. */
const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A typed decimal ("١٢٫٥", "1,250.5") as a number, NaN when it is not one. */
export function parseDecimalInput(input: string): number {
  const cleaned = toLatinDigits(input).replace(/[\s\u00a0\u202f,]/g, "");
  return /^\d{1,12}(\.\d{1,4})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** A riyal amount as typed ("1,500", "١٬٥٠٠٫٥٠", "1500 ر.س") in halalas; null when not one. */
export function parseRiyals(input: string): number | null {
  const cleaned = toLatinDigits(input)
    .replace(/ر\.?\s?س\.?|SAR|ريال/gi, "")
    .replace(/[\s\u00a0\u202f\u200e\u200f',]/g, "");
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = "0", fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Halalas as a form shows them: 150050 → "1500.5". */
export function riyalsValue(halalas: number | null | undefined): string {
  if (halalas === null || halalas === undefined) return "";
  const whole = Math.floor(halalas / 100);
  const rest = halalas % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}

const RIYADH_OFFSET_MS = 3 * 3600_000; // Asia/Riyadh is UTC+3 all year (no daylight saving).

/** "2026-12-01T19:30" on a Riyadh wall clock → the UTC instant; null when malformed. */
export function riyadhInputToDate(input: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(toLatinDigits(input.trim()));
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) - RIYADH_OFFSET_MS;
  const date = new Date(utc);
  // Reject 2026-02-31 and the like (Date.UTC would roll them over).
  const back = new Date(utc + RIYADH_OFFSET_MS);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return date;
}

/** An instant as a Riyadh `datetime-local` value. */
export function dateToRiyadhInput(date: Date | null | undefined): string {
  if (!date) return "";
  return new Date(date.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 16);
}

const titleText = text("validation.required").trim().max(TITLE_MAX, "adminAuctions.validation.tooLong");
const descriptionText = text("validation.required")
  .trim()
  .max(DESCRIPTION_MAX, "adminAuctions.validation.tooLong");
const shortText = text("validation.required").trim().max(SHORT_TEXT_MAX, "adminAuctions.validation.tooLong");
const optionalShort = z.preprocess(blank, shortText.optional());
const bad = "adminAuctions.validation.number";

/** A metric length or area as typed: positive (or zero when `zero`), at most 8 digits before the point. */
const metresField = (options: { zero?: boolean } = {}) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : parseDecimalInput(v)) : v),
    z
      .number({ error: "validation.required" })
      .refine((n) => Number.isFinite(n), bad)
      .refine((n) => (options.zero ? n >= 0 : n > 0), bad)
      .max(99_999_999, bad),
  );
const optionalMetres = z.preprocess(blank, metresField().optional());
const countField = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : parseDecimalInput(v)) : v),
  z.number({ error: bad }).int(bad).min(0, bad).max(999, bad).optional(),
);
const idField = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : parseDecimalInput(v)) : v),
  z
    .number({ error: "validation.required" })
    .int("validation.required")
    .positive("validation.required")
    .max(2 ** 31 - 1),
);
const coordinate = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(toLatinDigits(v.trim()))) : v),
    z
      .number({ error: bad })
      .min(min, "adminAuctions.validation.coordinates")
      .max(max, "adminAuctions.validation.coordinates")
      .optional(),
  );

/** The property's fields, the same for page and API. */
const propertyShape = {
  titleAr: titleText.default(""),
  titleEn: titleText.default(""),
  descriptionAr: descriptionText.default(""),
  descriptionEn: descriptionText.default(""),
  cityId: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(60),
  districtId: idField,
  category: z.enum(propertyCategories, { error: "validation.required" }),
  use: z.enum(propertyUses, { error: "validation.required" }),
  areaM2: metresField(),
  northM: metresField({ zero: true }),
  southM: metresField({ zero: true }),
  eastM: metresField({ zero: true }),
  westM: metresField({ zero: true }),
  streetWidthM: optionalMetres,
  schemeNumber: optionalShort,
  partNumber: optionalShort,
  instrumentNumber: z.preprocess(blank, shortText.optional()),
  boundaryNorthAr: optionalShort,
  boundaryNorthEn: optionalShort,
  boundarySouthAr: optionalShort,
  boundarySouthEn: optionalShort,
  boundaryEastAr: optionalShort,
  boundaryEastEn: optionalShort,
  boundaryWestAr: optionalShort,
  boundaryWestEn: optionalShort,
  rooms: countField,
  bathrooms: countField,
  receptions: countField,
  buildingAgeYears: countField,
  latitude: coordinate(16, 33),
  longitude: coordinate(34, 56),
  sellingAgentId: idField,
};

export const DISCLOSURE_TEXT_MAX = 1000;
const disclosureText = z.preprocess(
  blank,
  text("validation.required").trim().max(DISCLOSURE_TEXT_MAX, "adminAuctions.validation.tooLong").optional(),
);
/** REGA's advertisement licence: digits (Arabic-Indic too), stored as Latin digits. */
const licenseNumber = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : toLatinDigits(v.trim())) : v),
  z
    .string()
    .regex(/^\d{6,20}$/, "adminAuctions.validation.licenseNumber")
    .optional(),
);
const liveVideoUrl = z.preprocess(
  blank,
  text("validation.required")
    .trim()
    .refine(isLiveVideoUrl, "adminAuctions.validation.liveVideoUrl")
    .optional(),
);

/**
 * The REGA fields (issue 15): the advertisement licence, the disclosures (each question answered
 * yes or no by the form's "yes"/"no", the API's true/false) and the live video link.
 */
function regaShape(answer: z.ZodType<boolean | undefined>) {
  return {
    advertisementLicenseNumber: licenseNumber,
    liveVideoUrl,
    ...Object.fromEntries(
      disclosureQuestions.flatMap((q) => [
        [disclosureField(q), answer],
        [disclosureField(q, "Ar"), disclosureText],
        [disclosureField(q, "En"), disclosureText],
      ]),
    ),
    disclosureSurveyAr: disclosureText,
    disclosureSurveyEn: disclosureText,
  } as Record<"advertisementLicenseNumber" | "liveVideoUrl", z.ZodType<string | undefined>> &
    Record<keyof DisclosureFields, z.ZodType<string | boolean | undefined>>;
}
const formAnswer = z.preprocess(
  blank,
  z
    .enum(["yes", "no"], { error: "adminAuctions.validation.answer" })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "yes")),
) as unknown as z.ZodType<boolean | undefined>;
const apiAnswer = z
  .boolean({ error: "adminAuctions.validation.answer" })
  .nullish()
  .transform((v) => v ?? undefined);

/** The REGA fields of a parsed value, blanks as null. */
function rega(
  value: Record<string, unknown>,
): Pick<AuctionEdit, "advertisementLicenseNumber" | "liveVideoUrl"> & DisclosureFields {
  const names = Object.keys(regaShape(formAnswer));
  return Object.fromEntries(names.map((name) => [name, value[name] ?? null])) as ReturnType<typeof rega>;
}

const riyalsField = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : (parseRiyals(v) ?? Number.NaN)) : v),
  z
    .number({ error: "validation.amount" })
    .int("validation.amount")
    .positive("validation.amount")
    .max(MAX_HALALAS, "validation.amount"),
);
const optionalRiyals = z.preprocess(blank, riyalsField.optional());
const minutesField = (fallback: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : parseDecimalInput(v)) : v),
    z
      .number({ error: bad })
      .int(bad)
      .min(0, bad)
      .max(7 * 24 * 60, bad)
      .default(fallback),
  );
const riyadhTime = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : (riyadhInputToDate(v) ?? "invalid")) : v),
  z.date({ error: "adminAuctions.validation.dateTime" }),
);

/** The page's form: riyals, percent, minutes, Riyadh wall-clock times. */
export const AuctionFormSchema = z
  .object({
    ...propertyShape,
    ...regaShape(formAnswer),
    openingPrice: riyalsField,
    bidIncrement: optionalRiyals,
    deposit: optionalRiyals,
    valuedPrice: optionalRiyals,
    reservePrice: optionalRiyals,
    commissionPercent: z.preprocess(
      (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : parseDecimalInput(v)) : v),
      z
        .number({ error: bad })
        .min(0, bad)
        .max(100, bad)
        .default(DEFAULT_COMMISSION_BP / 100),
    ),
    extensionWindowMinutes: minutesField(5),
    extensionMinutes: minutesField(5),
    extensionCapMinutes: minutesField(120),
    startsAt: riyadhTime,
    endsAt: riyadhTime,
    hybrid: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
  })
  .superRefine((value, ctx) => {
    for (const issue of auctionTermsIssues(fromForm(value))) ctx.addIssue({ code: "custom", ...issue });
  });
export type AuctionFormValue = z.output<typeof AuctionFormSchema>;

/** The API's body: halalas, basis points, seconds, ISO 8601 instants. */
export const AuctionEditApiSchema = z
  .object({
    ...propertyShape,
    ...regaShape(apiAnswer),
    openingPrice: riyalsField,
    bidIncrement: riyalsField.nullish(),
    deposit: riyalsField.nullish(),
    valuedPrice: riyalsField.nullish(),
    reservePrice: riyalsField.nullish(),
    commissionRateBp: z
      .number({ error: bad })
      .int(bad)
      .min(0, bad)
      .max(10_000, bad)
      .default(DEFAULT_COMMISSION_BP),
    extensionWindowSeconds: z
      .number({ error: bad })
      .int(bad)
      .min(0, bad)
      .max(7 * 86_400, bad)
      .default(300),
    extensionSeconds: z
      .number({ error: bad })
      .int(bad)
      .min(0, bad)
      .max(7 * 86_400, bad)
      .default(300),
    extensionCapSeconds: z
      .number({ error: bad })
      .int(bad)
      .min(0, bad)
      .max(7 * 86_400, bad)
      .default(7200),
    startsAt: z.iso
      .datetime({ offset: true, error: "adminAuctions.validation.dateTime" })
      .transform((s) => new Date(s)),
    endsAt: z.iso
      .datetime({ offset: true, error: "adminAuctions.validation.dateTime" })
      .transform((s) => new Date(s)),
    hybrid: z.boolean({ error: bad }).default(false),
    /** After a registration, terms change only with a new special-rules version. */
    newRulesVersion: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    for (const issue of auctionTermsIssues(fromApi(value))) ctx.addIssue({ code: "custom", ...issue });
  });
export type AuctionEditApiValue = z.output<typeof AuctionEditApiSchema>;

type PropertyValue = z.output<z.ZodObject<typeof propertyShape>>;

function property(value: PropertyValue) {
  const own = Object.fromEntries(
    Object.keys(propertyShape).map((key) => [key, value[key as keyof PropertyValue]]),
  ) as PropertyValue;
  return {
    ...own,
    streetWidthM: value.streetWidthM ?? null,
    schemeNumber: value.schemeNumber ?? null,
    partNumber: value.partNumber ?? null,
    instrumentNumber: value.instrumentNumber ?? "",
    boundaryNorthAr: value.boundaryNorthAr ?? null,
    boundaryNorthEn: value.boundaryNorthEn ?? null,
    boundarySouthAr: value.boundarySouthAr ?? null,
    boundarySouthEn: value.boundarySouthEn ?? null,
    boundaryEastAr: value.boundaryEastAr ?? null,
    boundaryEastEn: value.boundaryEastEn ?? null,
    boundaryWestAr: value.boundaryWestAr ?? null,
    boundaryWestEn: value.boundaryWestEn ?? null,
    rooms: value.rooms ?? null,
    bathrooms: value.bathrooms ?? null,
    receptions: value.receptions ?? null,
    buildingAgeYears: value.buildingAgeYears ?? null,
    latitude: value.latitude ?? null,
    longitude: value.longitude ?? null,
  };
}

/** The page's value in storage units. */
export function fromForm(value: AuctionFormValue): AuctionEdit {
  return {
    ...property(value),
    ...rega(value),
    openingPrice: value.openingPrice,
    bidIncrement: value.bidIncrement ?? null,
    deposit: value.deposit ?? null,
    valuedPrice: value.valuedPrice ?? null,
    reservePrice: value.reservePrice ?? null,
    commissionRateBp: Math.round(value.commissionPercent * 100),
    extensionWindowSeconds: value.extensionWindowMinutes * 60,
    extensionSeconds: value.extensionMinutes * 60,
    extensionCapSeconds: value.extensionCapMinutes * 60,
    startsAt: value.startsAt,
    endsAt: value.endsAt,
    hybrid: value.hybrid,
  };
}

/** The API's value in storage units. */
export function fromApi(value: AuctionEditApiValue): AuctionEdit {
  return {
    ...property(value),
    ...rega(value),
    openingPrice: value.openingPrice,
    bidIncrement: value.bidIncrement ?? null,
    deposit: value.deposit ?? null,
    valuedPrice: value.valuedPrice ?? null,
    reservePrice: value.reservePrice ?? null,
    commissionRateBp: value.commissionRateBp,
    extensionWindowSeconds: value.extensionWindowSeconds,
    extensionSeconds: value.extensionSeconds,
    extensionCapSeconds: value.extensionCapSeconds,
    startsAt: value.startsAt,
    endsAt: value.endsAt,
    hybrid: value.hybrid,
  };
}

/** The deposit an auction asks: as set, or 5% of the opening price. */
export function effectiveDeposit(edit: Pick<AuctionEdit, "deposit" | "openingPrice">): number {
  return edit.deposit ?? Math.round((edit.openingPrice * DEFAULT_DEPOSIT_BP) / 10_000);
}

/** The rules between fields: end after start, the deposit under the REGA cap and the opening price. */
export function auctionTermsIssues(edit: AuctionEdit): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  if (edit.endsAt.getTime() <= edit.startsAt.getTime())
    issues.push({ path: ["endsAt"], message: "adminAuctions.validation.endBeforeStart" });
  const deposit = effectiveDeposit(edit);
  if (edit.valuedPrice !== null && deposit * 10_000 > edit.valuedPrice * DEPOSIT_CAP_BP)
    issues.push({ path: ["deposit"], message: "adminAuctions.validation.depositCap" });
  else if (deposit > edit.openingPrice)
    issues.push({ path: ["deposit"], message: "adminAuctions.validation.depositAboveOpening" });
  return issues;
}

/** A photo's or a document's caption or title, in one language. */
export const CaptionSchema = text("validation.required")
  .trim()
  .min(1, "validation.required")
  .max(TITLE_MAX, "adminAuctions.validation.tooLong");

/** A photo as the page and the API send it (its type is checked again from its bytes). */
export const AuctionPhotoFormSchema = z.object({
  file: z.file({ error: "validation.required" }).min(1, "validation.required"),
  altAr: CaptionSchema,
  altEn: CaptionSchema,
});

/** A document as the page and the API send it: a PDF, its kind, its title in both languages. */
export const AuctionDocumentFormSchema = z.object({
  file: z.file({ error: "validation.required" }).min(1, "validation.required"),
  kind: z.enum(editableDocumentKinds, { error: "validation.required" }),
  titleAr: CaptionSchema,
  titleEn: CaptionSchema,
});
