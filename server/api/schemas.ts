import { z } from "@hono/zod-openapi";

export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    code: z.string().openapi({ example: "NOT_FOUND" }),
    detail: z.string().openapi({ description: "Message in the request's language" }),
    instance: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .openapi("Problem");

export const problemResponse = (description: string) => ({
  description,
  content: { "application/problem+json": { schema: ProblemSchema } },
});

/** A date and time, as ISO 8601. */
export const timestamp = z.string().openapi({ format: "date-time" });

/** An amount of money in an answer: integer halalas. */
export const halalas = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `${description}, in halalas (1 SAR = 100)` });

/** `{id}` in the path: a UUID. */
export const UuidParams = (what: string) =>
  z.object({
    id: z.uuid(`must be ${what} id`).openapi({ param: { name: "id", in: "path" }, format: "uuid" }),
  });

/**
 * The `Idempotency-Key` header of money-moving and bid requests (printable ASCII, 8–200 characters);
 * `what` says what one key stands for. Optional in the schema so that its absence is answered with
 * IDEMPOTENCY_KEY_REQUIRED rather than a generic validation failure.
 */
export const IdempotencyHeader = (what: string, consequence: string) =>
  z.object({
    "idempotency-key": z
      .string()
      .min(8)
      .max(200)
      .regex(/^[\x21-\x7e]+$/)
      .optional()
      .openapi({
        param: { name: "idempotency-key", in: "header" },
        description:
          `Required. A unique key per ${what} (e.g. a UUID): a retry with the same key and body gets the first answer ` +
          `and ${consequence}; the same key with another body is refused (IDEMPOTENCY_KEY_REUSED).`,
      }),
  });
