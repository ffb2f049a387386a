import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { toLatinDigits } from "~/i18n/format";
import { auctionSorts, propertyCategories, publicStatuses } from "~/modules/auctions/auction-filter-params";
import type { AuctionQuery } from "~/modules/auctions/auction-filters";
import { getAuctionDetail } from "~/modules/auctions/get-auction-detail.server";
import { listAuctions, type AuctionCard } from "~/modules/auctions/list-auctions.server";
import { photoUrl } from "~/modules/media/photo-url";
import { problem } from "../http/problem";
import { AuctionIdParams, MAX_INTEGER_ID, problemResponse } from "./schemas";

/** Whole numbers written with digits only (Arabic-Indic digits accepted), within bounds. */
const wholeNumber = (name: string, min: number, max: number, description: string) =>
  z
    .string()
    .transform((v) => toLatinDigits(v))
    .pipe(z.string().regex(/^\d{1,15}$/, `must be a whole number from ${min} to ${max}`))
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .optional()
    .openapi({ param: { name, in: "query" }, type: "integer", description });

const QuerySchema = z
  .object({
    status: z
      .enum(["all", ...publicStatuses])
      .optional()
      .openapi({ description: "Default: all public groups" }),
    city: z
      .string()
      .regex(/^[a-z-]{2,40}$/, "must be a city id such as riyadh")
      .optional(),
    district: wholeNumber("district", 1, MAX_INTEGER_ID, "District id"),
    category: z.enum(propertyCategories).optional(),
    minPrice: wholeNumber(
      "minPrice",
      0,
      10_000_000_000_000,
      "Halalas; compared with the highest bid, else the opening price",
    ),
    maxPrice: wholeNumber("maxPrice", 0, 10_000_000_000_000, "Halalas"),
    minArea: wholeNumber("minArea", 0, 100_000_000, "Square metres"),
    maxArea: wholeNumber("maxArea", 0, 100_000_000, "Square metres"),
    q: z.string().max(100, "must be at most 100 characters").optional().openapi({
      description: "Words found in the asset number, title, city or district, in Arabic or English",
    }),
    sort: z.enum(auctionSorts).optional(),
    page: wholeNumber("page", 1, 1000, "Default 1"),
    pageSize: wholeNumber("pageSize", 1, 50, "Default 12"),
    lang: z.enum(["ar", "en"]).optional().openapi({ description: "Language of error messages" }),
  })
  // Unknown parameters are refused: a misspelt filter must not silently list everything.
  .strict()
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ["maxPrice"],
    message: "must not be below minPrice",
  })
  .refine((q) => q.minArea === undefined || q.maxArea === undefined || q.minArea <= q.maxArea, {
    path: ["maxArea"],
    message: "must not be below minArea",
  });

const Localized = z.object({ ar: z.string(), en: z.string() }).openapi("Localized");

export const AuctionSummarySchema = z
  .object({
    id: z.number().int(),
    assetNumber: z.string().openapi({ example: "MZ-104523" }),
    status: z.enum(publicStatuses),
    title: Localized,
    category: z.enum(propertyCategories),
    city: Localized,
    district: Localized,
    areaM2: z.number(),
    openingPrice: z.number().int().openapi({ description: "Halalas" }),
    currentPrice: z.number().int().nullable().openapi({ description: "Highest bid so far, halalas" }),
    endPrice: z.number().int().nullable().openapi({ description: "Hammer price of a finished auction" }),
    bidCount: z.number().int(),
    startsAt: z.string(),
    endsAt: z.string(),
    photoUrl: z.string().nullable(),
  })
  .openapi("AuctionSummary");

const AuctionPageSchema = z
  .object({
    data: z.array(AuctionSummarySchema),
    total: z.number().int().openapi({
      description: "Matching auctions; a floor when totalIsLowerBound (counting stops 1,000 past the page)",
    }),
    totalIsLowerBound: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int().openapi({ description: "Pages known to exist (a floor when totalIsLowerBound)" }),
  })
  .openapi("AuctionPage");

const Metres = z.number().nullable();
const AuctionDetailSchema = AuctionSummarySchema.extend({
  description: Localized,
  use: z.string(),
  bidIncrement: z.number().int().nullable().openapi({ description: "Halalas; null: the price-band ladder" }),
  deposit: z.number().int(),
  commissionRateBp: z.number().int().openapi({ description: "Basis points: 250 = 2.5%" }),
  hybrid: z.boolean().openapi({ description: "Bids are taken at the venue too (entered by the committee)" }),
  scheduledEndsAt: z.string(),
  cancelReason: Localized.nullable(),
  property: z.object({
    streetWidthM: Metres,
    schemeNumber: z.string().nullable(),
    partNumber: z.string().nullable(),
    instrumentNumber: z.string(),
    directions: z.object({ northM: z.number(), southM: z.number(), eastM: z.number(), westM: z.number() }),
    rooms: z.number().int().nullable(),
    bathrooms: z.number().int().nullable(),
    receptions: z.number().int().nullable(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  sellingAgent: z.object({ name: Localized, licenseNumber: z.string() }),
  photos: z.array(z.object({ url: z.string().nullable(), alt: Localized })),
  documents: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      title: Localized,
      mimeType: z.string(),
      sizeBytes: z.number(),
    }),
  ),
}).openapi("AuctionDetail");

const listRoute = createRoute({
  method: "get",
  path: "/auctions",
  summary: "Public auctions, filtered, sorted and paged",
  request: { query: QuerySchema },
  responses: {
    200: { description: "OK", content: { "application/json": { schema: AuctionPageSchema } } },
    400: problemResponse("An unknown parameter or a malformed value"),
  },
});

const detailRoute = createRoute({
  method: "get",
  path: "/auctions/{id}",
  summary: "One public auction with its property",
  request: {
    params: AuctionIdParams,
  },
  responses: {
    200: { description: "OK", content: { "application/json": { schema: AuctionDetailSchema } } },
    400: problemResponse("Malformed id"),
    404: problemResponse("No such public auction"),
  },
});

/** An auction card as the API tells it (the listing, and the favorites under /me). */
export function summary(card: AuctionCard) {
  return {
    id: card.id,
    assetNumber: card.assetNumber,
    status: card.status,
    title: { ar: card.titleAr, en: card.titleEn },
    category: card.category,
    city: { ar: card.cityAr, en: card.cityEn },
    district: { ar: card.districtAr, en: card.districtEn },
    areaM2: card.areaM2,
    openingPrice: card.openingPrice,
    currentPrice: card.currentPrice,
    endPrice: card.endPrice,
    bidCount: card.bidCount,
    startsAt: card.startsAt.toISOString(),
    endsAt: card.endsAt.toISOString(),
    photoUrl: card.photoKey ? photoUrl(card.photoKey) : null,
  };
}

export function registerAuctionRoutes(api: OpenAPIHono, { database }: Services) {
  api.openapi(listRoute, async (c) => {
    const { lang: _lang, minPrice, maxPrice, ...rest } = c.req.valid("query");
    const query: AuctionQuery = {
      ...rest,
      status: rest.status ?? "all",
      sort: rest.sort ?? "relevance",
      page: rest.page ?? 1,
      ...(minPrice !== undefined ? { minPriceHalalas: minPrice } : {}),
      ...(maxPrice !== undefined ? { maxPriceHalalas: maxPrice } : {}),
    };
    const { items, ...page } = await listAuctions({ db: database.db, query });
    c.header("Cache-Control", "public, max-age=15");
    return c.json({ ...page, data: items.map(summary) }, 200);
  });

  api.openapi(detailRoute, async (c) => {
    const { id } = c.req.valid("param");
    const detail = await getAuctionDetail({ db: database.db, id });
    if (!detail) return problem(c, "NOT_FOUND");
    const { auction, property, city, district, agent, photos, documents } = detail;
    c.header("Cache-Control", "public, max-age=15");
    return c.json(
      {
        ...summary({
          id: auction.id,
          assetNumber: property.assetNumber,
          status: auction.status as AuctionCard["status"],
          titleAr: property.titleAr,
          titleEn: property.titleEn,
          category: property.category,
          cityAr: city.nameAr,
          cityEn: city.nameEn,
          districtAr: district.nameAr,
          districtEn: district.nameEn,
          areaM2: property.areaM2,
          openingPrice: auction.openingPrice,
          currentPrice: auction.currentPrice,
          endPrice: auction.endPrice,
          bidCount: auction.bidCount,
          startsAt: auction.startsAt,
          endsAt: auction.endsAt,
          photoKey: photos[0]?.storageKey ?? null,
          photoAltAr: null,
          photoAltEn: null,
        }),
        description: { ar: property.descriptionAr, en: property.descriptionEn },
        use: property.use,
        bidIncrement: auction.bidIncrement,
        deposit: auction.deposit,
        commissionRateBp: auction.commissionRateBp,
        hybrid: auction.hybrid,
        scheduledEndsAt: auction.scheduledEndsAt.toISOString(),
        cancelReason:
          auction.cancelReasonAr && auction.cancelReasonEn
            ? { ar: auction.cancelReasonAr, en: auction.cancelReasonEn }
            : null,
        property: {
          streetWidthM: property.streetWidthM,
          schemeNumber: property.schemeNumber,
          partNumber: property.partNumber,
          instrumentNumber: property.instrumentNumber,
          directions: {
            northM: property.northM,
            southM: property.southM,
            eastM: property.eastM,
            westM: property.westM,
          },
          rooms: property.rooms,
          bathrooms: property.bathrooms,
          receptions: property.receptions,
          latitude: property.latitude,
          longitude: property.longitude,
        },
        sellingAgent: { name: { ar: agent.nameAr, en: agent.nameEn }, licenseNumber: agent.licenseNumber },
        photos: photos.map((p) => ({ url: photoUrl(p.storageKey), alt: { ar: p.altAr, en: p.altEn } })),
        documents: documents.map((d) => ({
          id: d.id,
          kind: d.kind,
          title: { ar: d.titleAr, en: d.titleEn },
          mimeType: d.mimeType,
          sizeBytes: d.sizeBytes,
        })),
      },
      200,
    );
  });
}
