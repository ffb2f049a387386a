import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { AppError } from "~/lib/errors";
import { peopleDirectory } from "~/modules/accounts/user-search.server";
import { auditCsvFileName, auditCsvStream } from "~/modules/audit/audit-csv.server";
import {
  AUDIT_PAGE_SIZE,
  AuditFilterFields,
  decodeAuditCursor,
  encodeAuditCursor,
  validAuditRange,
} from "~/modules/audit/audit-filter-schema";
import { auditActionLabel } from "~/modules/audit/describe-audit-entry";
import { listAuditEntries } from "~/modules/audit/list-audit-entries.server";
import { apiLang, translate } from "../http/lang";
import { requireAuthRole } from "../http/session-auth";
import { guestProblem, json, problemResponse, timestamp } from "./schemas";

const tags = ["Back office"];

const describedFilters = {
  actor: AuditFilterFields.shape.actor.openapi({
    description: "Who acted: part of their name, e-mail or phone (05…, 9665… or +9665…)",
  }),
  action: AuditFilterFields.shape.action.openapi({
    description: "The action's code, `<subject>.<verb>`",
    example: "withdrawal.paid",
  }),
  subjectType: AuditFilterFields.shape.subjectType.openapi({
    description: "The kind of record acted on",
    example: "withdrawal",
  }),
  subjectId: AuditFilterFields.shape.subjectId.openapi({
    description: "The record's id (with `subjectType`)",
  }),
  from: AuditFilterFields.shape.from.openapi({ description: "First day, in Riyadh (YYYY-MM-DD)" }),
  to: AuditFilterFields.shape.to.openapi({ description: "Last day, in Riyadh (YYYY-MM-DD), included" }),
};

const FilterQuery = z
  .object({
    ...describedFilters,
    lang: z.enum(["ar", "en"]).optional().openapi({
      description: "Language of the file's headings and labels (else Accept-Language, then Arabic)",
    }),
  })
  .refine(...validAuditRange);

const ListQuery = z
  .object({
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
  })
  .refine(...validAuditRange);

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
    const { cursor: rawCursor, limit, ...filter } = c.req.valid("query");
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
    const { lang: _lang, ...filter } = c.req.valid("query");
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
