import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";

const MetaSchema = z
  .object({
    buildId: z.string(),
    serverTime: z.string().openapi({
      description: "The server's clock (ISO 8601, UTC): the database's, by which bids are judged",
    }),
    apiBaseUrl: z.string(),
  })
  .openapi("Meta");

const getMeta = createRoute({
  method: "get",
  path: "/meta",
  summary: "Build id and the server's clock (for countdown skew correction)",
  responses: { 200: { description: "OK", content: { "application/json": { schema: MetaSchema } } } },
});

export function registerMetaRoutes(api: OpenAPIHono, services: Services) {
  api.openapi(getMeta, (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        buildId: services.buildId,
        // The clock bids are judged by (ADR 012), not the process's own.
        serverTime: services.database.clock.now().toISOString(),
        apiBaseUrl: services.config.public.api_base_url,
      },
      200,
    );
  });
}
