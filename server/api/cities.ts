import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { listCitiesRecent } from "~/modules/auctions/list-cities.server";

const CitySchema = z
  .object({
    id: z.string().openapi({ example: "riyadh" }),
    nameAr: z.string().openapi({ example: "الرياض" }),
    nameEn: z.string().openapi({ example: "Riyadh" }),
    regionAr: z.string(),
    regionEn: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    openAuctions: z.number().int().openapi({ description: "Upcoming and current auctions" }),
  })
  .openapi("City");

const getCities = createRoute({
  method: "get",
  path: "/cities",
  summary: "Cities with their number of open auctions",
  responses: {
    200: {
      description: "OK",
      content: { "application/json": { schema: z.object({ data: z.array(CitySchema) }) } },
    },
  },
});

export function registerCityRoutes(api: OpenAPIHono, { database }: Services) {
  api.openapi(getCities, async (c) => {
    const data = await listCitiesRecent({ db: database.db });
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ data }, 200);
  });
}
