import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { bidSource } from "~/db/schema";
import { listBids } from "~/modules/auctions/list-bids.server";
import { problem } from "../http/problem";
import { problemResponse } from "./schemas";

const MAX_ID = 2_147_483_647;

/** Digits only: "12" is an id, "1e1", "0x0c" and " 12" are malformed. */
const positiveInteger = (param: { name: string; in: "path" | "query" }) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "must be a positive whole number")
    .transform(Number)
    .pipe(z.number().max(MAX_ID, "is too large"))
    .openapi({
      param,
      type: "integer",
      minimum: 1,
      maximum: MAX_ID,
      example: 12,
    });

const ParamsSchema = z.object({ id: positiveInteger({ name: "id", in: "path" }) });

const QuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, "must be a whole number from 1 to 100")
    .transform(Number)
    .pipe(z.number().min(1, "must be at least 1").max(100, "must be at most 100"))
    .optional()
    .openapi({
      param: { name: "limit", in: "query" },
      type: "integer",
      minimum: 1,
      maximum: 100,
      default: 20,
      description: "Bids per page",
    }),
  before: positiveInteger({ name: "before", in: "query" })
    .optional()
    .openapi({ description: "Only bids with a smaller sequence: `nextBefore` of the previous page" }),
});

const BidSchema = z
  .object({
    sequence: z.number().int().openapi({ description: "1 for the auction's first bid, then +1 per bid" }),
    amount: z.number().int().openapi({ description: "Halalas", example: 125_000_000 }),
    source: z.enum(bidSource.enumValues),
    bidderNumber: z.number().int().openapi({
      description: 'The masked bidder, shown as "Bidder N": the Nth distinct bidder of the auction',
    }),
    placedAt: z
      .string()
      .openapi({ format: "date-time", description: "The server's time of acceptance (ISO 8601, UTC)" }),
  })
  .openapi("Bid");

const BidPageSchema = z
  .object({
    data: z.array(BidSchema),
    nextBefore: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "`before` for the next, older page; null on the last page" }),
  })
  .openapi("BidPage");

const getBids = createRoute({
  method: "get",
  path: "/auctions/{id}/bids",
  summary: "An auction's bid history, newest first",
  request: { params: ParamsSchema, query: QuerySchema },
  responses: {
    200: { description: "OK", content: { "application/json": { schema: BidPageSchema } } },
    400: problemResponse("Malformed id or query"),
    404: problemResponse("No such auction"),
  },
});

export function registerBidRoutes(api: OpenAPIHono, { database }: Services) {
  api.openapi(getBids, async (c) => {
    const { id } = c.req.valid("param");
    const { limit = 20, before } = c.req.valid("query");
    const page = await listBids({ db: database.db, auctionId: id, limit, before });
    if (!page) return problem(c, "NOT_FOUND");
    c.header("Cache-Control", "no-cache");
    return c.json(
      {
        data: page.items.map((bid) => ({ ...bid, placedAt: bid.placedAt.toISOString() })),
        nextBefore: page.nextBefore,
      },
      200,
    );
  });
}
