import { z } from "zod";
import { toLatinDigits } from "~/i18n/format";
import { text } from "~/lib/text-rules";
import {
  auctionSorts,
  propertyCategories,
  publicStatuses,
  type AuctionFilters,
} from "./auction-filter-params";

const MAX_PAGE = 1000;
/** 100 billion riyals: far above any property, far below integer trouble. */
const MAX_SAR = 100_000_000_000;
const MAX_AREA = 100_000_000;

/** Empty form fields mean "no filter"; digits may be typed in Arabic-Indic and with separators. */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const numeric = (v: unknown) => (typeof v === "string" ? toLatinDigits(v).replace(/[\s,،٬_]/g, "") : v);
const amount = (max: number) =>
  z.preprocess(
    (v) => numeric(blankToUndefined(v)),
    z.coerce
      .number({ error: "number" })
      .int({ error: "number" })
      .min(0, { error: "number" })
      .max(max, { error: "number" })
      .optional(),
  );

/**
 * The listing's query string (pages): prices in riyals and areas in m², as people type them.
 * Unknown or malformed values are refused, never guessed; unknown parameters are ignored.
 */
export const AuctionFiltersSchema = z
  .object({
    status: z.enum(["all", ...publicStatuses]).default("all"),
    city: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z-]{2,40}$/)
        .optional(),
    ),
    district: z.preprocess(
      (v) => numeric(blankToUndefined(v)),
      z.coerce.number().int().positive().max(2_147_483_647).optional(),
    ),
    category: z.preprocess(blankToUndefined, z.enum(propertyCategories).optional()),
    minPrice: amount(MAX_SAR),
    maxPrice: amount(MAX_SAR),
    minArea: amount(MAX_AREA),
    maxArea: amount(MAX_AREA),
    q: z.preprocess((v) => (typeof v === "string" ? v.trim() || undefined : v), text().max(100).optional()),
    sort: z.preprocess(blankToUndefined, z.enum(auctionSorts).default("relevance")),
    page: z.preprocess(
      (v) => numeric(blankToUndefined(v)),
      z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    ),
  })
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    path: ["maxPrice"],
    error: "range",
  })
  .refine((f) => f.minArea === undefined || f.maxArea === undefined || f.minArea <= f.maxArea, {
    path: ["maxArea"],
    error: "range",
  });
// The hand-written type of the params module must stay what the schema produces.
type SchemaOutput = z.infer<typeof AuctionFiltersSchema>;
const _sameShape: [SchemaOutput, AuctionFilters] extends [AuctionFilters, SchemaOutput] ? true : never = true;
void _sameShape;

/** What the domain query takes: money in halalas. */
export type AuctionQuery = Omit<AuctionFilters, "minPrice" | "maxPrice"> & {
  minPriceHalalas?: number;
  maxPriceHalalas?: number;
  pageSize?: number;
};

export function toAuctionQuery(filters: AuctionFilters): AuctionQuery {
  const { minPrice, maxPrice, ...rest } = filters;
  return {
    ...rest,
    ...(minPrice !== undefined ? { minPriceHalalas: minPrice * 100 } : {}),
    ...(maxPrice !== undefined ? { maxPriceHalalas: maxPrice * 100 } : {}),
  };
}
