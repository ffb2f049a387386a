import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { AppError } from "~/lib/errors";
import { findUnstorableText, textKeys } from "~/lib/text-rules";
import { localizeIssues, localizeSchemaIssues, problem } from "../http/problem";

/*
 * What every route declares and answers: the JSON bodies and problem documents of the OpenAPI
 * descriptions, the shared path, header and money schemas, and the validation answers.
 */

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

/** The answer of any signed-in-only route to a guest. */
export const guestProblem = problemResponse("Not authenticated");

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T, description?: string) => ({
  required: true as const,
  description,
  content: { "application/json": { schema } },
});

/** A JSON answer. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
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

/** The largest id of an auction or a bid sequence (a PostgreSQL integer). */
export const MAX_INTEGER_ID = 2_147_483_647;

/**
 * A positive integer id in a path or query (an auction's, a bid's sequence): digits only ("12" is
 * an id; "1e1", "0x0c", "012" and " 12" are malformed), at most MAX_INTEGER_ID.
 */
export const integerIdParam = (param: { name: string; in: "path" | "query" }) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "must be a positive whole number")
    .transform(Number)
    .pipe(z.number().max(MAX_INTEGER_ID, "is too large"))
    .openapi({ param, type: "integer", minimum: 1, maximum: MAX_INTEGER_ID, example: 12 });

/** `{id}` in the path: an auction's id. */
export const AuctionIdParams = z.object({ id: integerIdParam({ name: "id", in: "path" }) });

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

/** The request's Idempotency-Key (its form checked by IdempotencyHeader); refused when missing. */
export function requireIdempotencyKey(c: Context): string {
  const key = c.req.header("idempotency-key");
  if (!key) throw new AppError("IDEMPOTENCY_KEY_REQUIRED");
  return key;
}

type Issue = { path: PropertyKey[] | string; message: string };

/** 422 VALIDATION with every field's message (message keys said in the request's language). */
export function validationProblem(c: Context, issues: readonly Issue[]) {
  return problem(c, "VALIDATION", {
    issues: localizeSchemaIssues(
      c,
      issues.map((issue) => ({ ...issue, path: Array.isArray(issue.path) ? issue.path : [issue.path] })),
    ),
  });
}

/**
 * The answer to a validated part of a request (body, query, path, headers) that holds text no
 * route can store (U+0000, a lone surrogate; app/lib/text-rules.ts), whatever its schema said:
 * 422 VALIDATION for a body's field, 400 INVALID_QUERY otherwise; undefined when there is none.
 * Every validation hook of the API calls it, so no route can pass such text on to the database.
 */
export function unstorableTextProblem(result: { data?: unknown; target?: string }, c: Context) {
  const path = findUnstorableText(result.data);
  if (!path) return undefined;
  const issues = localizeIssues(c, [{ path: path.map(String).join("."), message: textKeys.unstorable }]);
  const body = result.target === "json" || result.target === "form";
  return problem(c, body ? "VALIDATION" : "INVALID_QUERY", { issues });
}

/**
 * A route's validation hook that answers every invalid part of the request, path included, as
 * 422 VALIDATION with the fields' messages (the API's default answers a bad path or query 400).
 */
export function fieldsHook(result: { success: boolean; error?: { issues: Issue[] } }, c: Context) {
  if (!result.success) return validationProblem(c, result.error!.issues);
  // The validated data and its part (typed by each route) are there too, as in every hook.
  return unstorableTextProblem(result as { data?: unknown; target?: string }, c);
}
