import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { normalizeSaudiPhone } from "~/modules/accounts/phone";
import { listOutbox } from "~/modules/messaging/list-outbox.server";
import { json } from "./schemas";
import { guardDevEndpoint, servesDevEndpoints } from "./dev-access";

const OutboxMessageSchema = z
  .object({
    id: z.number().int(),
    channel: z.enum(["sms", "email"]),
    recipient: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    template: z.string(),
    status: z.enum(["stored", "queued", "sent", "failed"]),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    error: z.string().nullable(),
  })
  .openapi("OutboxMessage");

const getDevOutboxRoute = createRoute({
  method: "get",
  path: "/dev/outbox",
  tags: ["Development"],
  summary: "Sent SMS and e-mail, newest first (not in production)",
  request: {
    query: z.object({
      recipient: z
        .string()
        .max(254)
        .optional()
        .openapi({ description: "A phone in any common form, or an e-mail" }),
      limit: z.coerce.number().int().min(1).max(200).optional(),
    }),
  },
  responses: { 200: json(z.object({ data: z.array(OutboxMessageSchema) }), "OK") },
});

/**
 * Outside production, to clients on this machine (dev-access.ts): what the platform sent, newest
 * first (codes included), so a developer or a browser test can read the SMS it just triggered.
 * Elsewhere the path answers 404.
 */
export function registerDevOutboxRoutes(api: OpenAPIHono, services: Services) {
  if (!servesDevEndpoints(services.config)) return;
  guardDevEndpoint(api, services, "/dev/outbox");
  api.openapi(getDevOutboxRoute, async (c) => {
    const { recipient, limit } = c.req.valid("query");
    const target = recipient ? (normalizeSaudiPhone(recipient) ?? recipient.trim().toLowerCase()) : undefined;
    const rows = await listOutbox({ db: services.database.db, recipient: target, limit });
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        data: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      },
      200,
    );
  });
}
