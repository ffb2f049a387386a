import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Services } from "~/context.server";
import { AppError } from "~/lib/errors";
import { peopleDirectory } from "~/modules/accounts/user-search.server";
import { auditCsvFileName, auditCsvStream } from "~/modules/audit/audit-csv.server";
import {
  AUDIT_PAGE_SIZE,
  AuditFilterFields,
  AuditFilterSchema,
  decodeAuditCursor,
  encodeAuditCursor,
} from "~/modules/audit/audit-filter-schema";
import { auditActionLabel } from "~/modules/audit/describe-audit-entry";
import { listAuditEntries } from "~/modules/audit/list-audit-entries.server";
import { apiLang, translate } from "../http/lang";
import { problem } from "../http/problem";
import { requireAuthRole } from "../http/session-auth";
import { guestProblem, json, problemResponse, timestamp } from "./schemas";

const tags = ["Back office"];

/*
 * The query as the document shows it; the filters are then checked by AuditFilterSchema, the
 * screen's own schema, so the API and the page accept and refuse the same filters.
 */
const describedFilters = {
  actor: z
    .string()
    .optional()
    .openapi({ description: "Who acted: part of their name, e-mail or phone (05…, 9665… or +9665…); ≤ 100" }),
  action: z
    .string()
    .optional()
    .openapi({ description: "The action's code, `<subject>.<verb>`", example: "withdrawal.paid" }),
  subjectType: z
    .string()
    .optional()
    .openapi({ description: "The kind of record acted on", example: "withdrawal" }),
  subjectId: z.string().optional().openapi({ description: "The record's id (with `subjectType`); ≤ 100" }),
  from: z.string().optional().openapi({ description: "First day, in Riyadh", format: "date" }),
  to: z.string().optional().openapi({ description: "Last day, in Riyadh, included", format: "date" }),
};

const FilterQuery = z.object({
  ...describedFilters,
  lang: z.enum(["ar", "en"]).optional().openapi({
    description: "Language of the file's headings and labels (else Accept-Language, then Arabic)",
  }),
});

const ListQuery = z.object({
  ...describedFilters,
  cursor: z
    .string()
    .regex(/^[0-9a-z]{1,12}\.[0-9a-z]{1,12}$/)
    .optional()
    .openapi({ description: "The `next` of the previous page" }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .optional()
    .openapi({ description: `Entries per page (default ${AUDIT_PAGE_SIZE}, at most 200)` }),
});

/** The filters checked by the screen's schema; a refusal names each field in the caller's language. */
function parseFilter(c: Context, query: Record<string, string | number | undefined>) {
  const input: Record<string, string> = {};
  for (const key of Object.keys(AuditFilterFields.shape)) {
    const value = query[key];
    if (typeof value === "string" && value.trim()) input[key] = value.trim();
  }
  const parsed = AuditFilterSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const lang = apiLang(c);
  const issues = parsed.error.issues.map((i) => ({
    path: i.path.join("."),
    message: translate(lang, i.message),
  }));
  return problem(c, "INVALID_QUERY", { issues });
}

const Facts = z.record(z.string(), z.unknown()).nullable();

const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    createdAt: timestamp,
    actor: z
      .object({ id: z.uuid(), name: z.string(), email: z.string(), phone: z.string() })
      .nullable()
      .openapi({ description: "Null when the platform itself acted (a scheduled job)" }),
    action: z.string().openapi({ example: "withdrawal.paid" }),
    actionLabel: z.string().openapi({ description: "The action in the request's language" }),
    subjectType: z.string(),
    subjectId: z.string(),
    reason: z.string().nullable(),
    before: Facts.openapi({ description: "The fields the action changed, before it (amounts in halalas)" }),
    after: Facts.openapi({ description: "The same fields after it" }),
    details: Facts.openapi({ description: "Other facts recorded with the action" }),
  })
  .openapi("AuditEntry");

const notCommittee = problemResponse("Not a committee member or admin");
const badQuery = problemResponse("A filter or cursor that is not valid (INVALID_QUERY)");

const getAuditLogRoute = createRoute({
  method: "get",
  path: "/admin/audit-log",
  tags,
  summary: "The audit log, newest first, filtered (committee)",
  description:
    "Every committee, admin and money action. Keyset pagination: pass `next` back as `cursor`; it is null on the last page.",
  request: { query: ListQuery },
  responses: {
    200: json(
      z.object({ entries: z.array(AuditEntrySchema), next: z.string().nullable() }).openapi("AuditLogPage"),
      "OK",
    ),
    400: badQuery,
    401: guestProblem,
    403: notCommittee,
  },
});

const getAuditLogCsvRoute = createRoute({
  method: "get",
  path: "/admin/audit-log.csv",
  tags,
  summary: "The audit log as a CSV file, with the same filters (committee)",
  description:
    "UTF-8 with a byte-order mark (so spreadsheets read Arabic), RFC 4180 quoting, and every cell that a " +
    "spreadsheet would run as a formula prefixed with an apostrophe. Streamed as it is read: the whole log may be exported.",
  request: { query: FilterQuery },
  responses: {
    200: {
      description: "The file",
      content: { "text/csv": { schema: z.string().openapi({ format: "binary" }) } },
    },
    400: badQuery,
    401: guestProblem,
    403: notCommittee,
  },
});

/** The audit log for the organizing committee: a filtered page at a time, or all of it as CSV. */
export function registerAdminAuditRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;
  const people = peopleDirectory(db);

  api.openapi(getAuditLogRoute, async (c) => {
    requireAuthRole(c, "committee", "admin");
    const { cursor: rawCursor, limit, ...query } = c.req.valid("query");
    const filter = parseFilter(c, query);
    if (filter instanceof Response) return filter;
    const cursor = rawCursor ? decodeAuditCursor(rawCursor) : null;
    if (rawCursor && !cursor) throw new AppError("INVALID_QUERY");
    const lang = apiLang(c);
    const t = (key: string, options?: Record<string, unknown>) => translate(lang, key, options);
    const page = await listAuditEntries({ db, people, filter, cursor, limit });
    c.header("Cache-Control", "private, no-store");
    return c.json(
      {
        entries: page.entries.map((e) => ({
          ...e,
          createdAt: e.createdAt.toISOString(),
          actionLabel: auditActionLabel(e.action, t),
        })),
        next: page.next ? encodeAuditCursor(page.next) : null,
      },
      200,
    );
  });

  api.openapi(getAuditLogCsvRoute, async (c) => {
    requireAuthRole(c, "committee", "admin");
    const filter = parseFilter(c, c.req.valid("query"));
    if (filter instanceof Response) return filter;
    const lang = apiLang(c);
    const t = (key: string, options?: Record<string, unknown>) => translate(lang, key, options);
    const stream = auditCsvStream({ db, people, filter, lang, t });
    return c.body(stream, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${auditCsvFileName(new Date())}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  });
}
