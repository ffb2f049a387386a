import { z } from "zod";
import { toLatinDigits } from "~/i18n/format";
import { text } from "~/lib/text-rules";
import { propertyCategories } from "~/modules/auctions/auction-filter-params";
import {
  categoriesWithRooms,
  DESCRIPTION_MAX,
  MAX_HALALAS,
  parseDecimalInput,
  parseRiyals,
  propertyUses,
  SHORT_TEXT_MAX,
  TITLE_MAX,
} from "~/modules/auctions/auction-edit-schema";
import { listingDocumentKinds } from "./listing-statuses";

/*
 * A listing request's fields (issue 15), one schema for the /whatadd page (riyals and lengths as
 * people type them, Arabic-Indic digits too), the API (halalas as integers) and the domain. A
 * draft keeps whatever is written, each field checked for its form only; sending ("submit")
 * also needs what the committee cannot review without (`listingCompletenessIssues`).
 */

const bad = "listings.validation.number";
/** Blank form fields are absent. */
const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const typedNumber = (v: unknown) =>
  typeof v === "string" ? (v.trim() === "" ? undefined : parseDecimalInput(v)) : v;

const optionalText = (max: number) =>
  z.preprocess(blank, text().trim().max(max, "adminAuctions.validation.tooLong").optional());
const metres = (zero: boolean) =>
  z.preprocess(
    typedNumber,
    z
      .number({ error: bad })
      .refine((n) => Number.isFinite(n), bad)
      .refine((n) => (zero ? n >= 0 : n > 0), bad)
      .max(99_999_999, bad)
      .optional(),
  );
const count = z.preprocess(
  typedNumber,
  z.number({ error: bad }).int(bad).min(0, bad).max(999, bad).optional(),
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
/** Riyals as typed on the page ("١٬٥٠٠٬٠٠٠"), or integer halalas from the API. */
const money = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : (parseRiyals(v) ?? Number.NaN)) : v),
  z
    .number({ error: "validation.amount" })
    .int("validation.amount")
    .positive("validation.amount")
    .max(MAX_HALALAS, "validation.amount")
    .optional(),
);
/** A licence number: digits only (Arabic-Indic accepted), at most 20. */
const licence = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : toLatinDigits(v.trim())) : v),
  z
    .string({ error: "listings.validation.licence" })
    .regex(/^\d{1,20}$/, "listings.validation.licence")
    .optional(),
);

/** Every field of a request, each optional (a draft). */
export const listingFieldsShape = {
  titleAr: optionalText(TITLE_MAX),
  titleEn: optionalText(TITLE_MAX),
  descriptionAr: optionalText(DESCRIPTION_MAX),
  descriptionEn: optionalText(DESCRIPTION_MAX),
  category: z.preprocess(blank, z.enum(propertyCategories, { error: "validation.required" }).optional()),
  use: z.preprocess(blank, z.enum(propertyUses, { error: "validation.required" }).optional()),
  cityId: optionalText(60),
  districtId: z.preprocess(
    typedNumber,
    z
      .number({ error: "validation.required" })
      .int("validation.required")
      .positive("validation.required")
      .max(2 ** 31 - 1, "validation.required")
      .optional(),
  ),
  latitude: coordinate(16, 33),
  longitude: coordinate(34, 56),
  northM: metres(true),
  southM: metres(true),
  eastM: metres(true),
  westM: metres(true),
  boundaryNorth: optionalText(SHORT_TEXT_MAX),
  boundarySouth: optionalText(SHORT_TEXT_MAX),
  boundaryEast: optionalText(SHORT_TEXT_MAX),
  boundaryWest: optionalText(SHORT_TEXT_MAX),
  streetWidthM: metres(false),
  schemeNumber: optionalText(SHORT_TEXT_MAX),
  partNumber: optionalText(SHORT_TEXT_MAX),
  instrumentNumber: optionalText(SHORT_TEXT_MAX),
  rooms: count,
  bathrooms: count,
  receptions: count,
  areaM2: metres(false),
  buildingAgeYears: count,
  askingPrice: money,
  valuation: money,
  falLicenseNumber: licence,
  adLicenseNumber: licence,
  disclosures: optionalText(DESCRIPTION_MAX),
};

export type ListingFields = z.output<z.ZodObject<typeof listingFieldsShape>>;
export const listingFieldNames = Object.keys(listingFieldsShape) as (keyof ListingFields)[];

/** The fields the committee cannot review without. */
const requiredFields = [
  "titleAr",
  "descriptionAr",
  "category",
  "use",
  "cityId",
  "districtId",
  "areaM2",
  "northM",
  "southM",
  "eastM",
  "westM",
  "instrumentNumber",
  "disclosures",
] as const satisfies readonly (keyof ListingFields)[];

/** What a request still lacks to be sent: each missing field with its message key. */
export function listingCompletenessIssues(
  value: Partial<ListingFields>,
): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const missing = (v: unknown) => v === undefined || v === null || v === "";
  for (const field of requiredFields)
    if (missing(value[field])) issues.push({ path: [field], message: "validation.required" });
  if (missing(value.askingPrice) && missing(value.valuation))
    issues.push({ path: ["askingPrice"], message: "listings.validation.priceOrValuation" });
  if ((categoriesWithRooms as readonly string[]).includes(value.category ?? "")) {
    for (const field of ["rooms", "bathrooms"] as const)
      if (missing(value[field])) issues.push({ path: [field], message: "validation.required" });
  }
  return issues;
}

/** For whom: a principal's account id (ADR 036), or nothing (for oneself). */
const principalChoice = z.uuid("agents.errors.notAuthorized");

/** The API's draft: any of the fields (prices in halalas), and for whom (null or left out: oneself). */
export const ListingDraftApiSchema = z.object({
  ...listingFieldsShape,
  principalUserId: principalChoice.nullable().optional(),
});

/** A button of the /whatadd form: save, send, or arrange one of the files (saving the rest too). */
export const listingIntentPattern = /^(save|submit|cover:\d{1,9}|earlier:\d{1,9}|remove:\d{1,9})$/;

/**
 * The /whatadd form: the fields, new photos and documents, and the button pressed. Sending
 * checks completeness in the browser and on the server alike.
 */
export const ListingFormSchema = z
  .object({
    ...listingFieldsShape,
    intent: z.preprocess(blank, z.string().regex(listingIntentPattern).default("save")),
    /** "List for": a principal's id, or blank for oneself (shown only to an agent who may list for one). */
    listFor: z.preprocess(blank, principalChoice.optional()),
    photos: z.preprocess(
      // No file chosen arrives as nothing, or as an empty entry of the list.
      (v) =>
        (Array.isArray(v) ? v : [v]).filter(
          (file) =>
            file !== undefined && file !== "" && !(file instanceof File && file.size === 0 && !file.name),
        ),
      z.array(z.file()).max(20, "listings.validation.tooManyFiles"),
    ),
    ...Object.fromEntries(listingDocumentKinds.map((kind) => [kind, z.file().optional()])),
  })
  .superRefine((value, ctx) => {
    if (value.intent !== "submit") return;
    for (const issue of listingCompletenessIssues(value)) ctx.addIssue({ code: "custom", ...issue });
  });

/** The committee's words on a decision (asking for changes, rejecting), in both languages. */
export const ListingDecisionSchema = z.object({
  reasonAr: text("validation.required")
    .trim()
    .min(3, "listings.validation.reason")
    .max(1000, "listings.validation.reason"),
  reasonEn: text("validation.required")
    .trim()
    .min(3, "listings.validation.reason")
    .max(1000, "listings.validation.reason"),
});
export type ListingDecision = z.output<typeof ListingDecisionSchema>;

/** Approving: who sells it; the opening price (riyals typed, or halalas from the API) defaults to the asking price. */
export const ListingApprovalSchema = z.object({
  sellingAgentId: z.preprocess(
    typedNumber,
    z
      .number({ error: "validation.required" })
      .int("validation.required")
      .positive("validation.required")
      .max(2 ** 31 - 1, "validation.required"),
  ),
  openingPrice: money,
});
export type ListingApproval = z.output<typeof ListingApprovalSchema>;
