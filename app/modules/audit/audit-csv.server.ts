import type { Db } from "~/db/client.server";
import type { Lang } from "~/i18n/config";
import type { AuditFilter } from "./audit-filter-schema";
import {
  auditActionLabel,
  auditFactsLine,
  auditSubjectLabel,
  describeAuditFacts,
} from "./describe-audit-entry";
import { iterateAuditEntries, type AuditEntryView, type AuditPeople } from "./list-audit-entries.server";

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/** Excel reads a UTF-8 file as UTF-8 (and Arabic as Arabic) only when it starts with this mark. */
const BOM = "\uFEFF";

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A
 * cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return
 * that hides one) is prefixed with an apostrophe, so user-written text (a reason, a name) cannot
 * execute in the committee's spreadsheet.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** "2026-11-26 18:05:09", the time in Riyadh, a form every spreadsheet reads as a date. */
function riyadhTimestamp(date: Date): string {
  return new Date(date.getTime() + 3 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
}

const columns = [
  "id",
  "time",
  "actorName",
  "actorEmail",
  "actorPhone",
  "actionCode",
  "action",
  "subjectType",
  "subjectId",
  "reason",
  "before",
  "after",
  "details",
] as const;

function entryRow(entry: AuditEntryView, t: Translate, lang: Lang): string {
  return csvRow([
    entry.id,
    riyadhTimestamp(entry.createdAt),
    entry.actor?.name ?? t("adminAudit.platform"),
    entry.actor?.email,
    entry.actor?.phone,
    entry.action,
    auditActionLabel(entry.action, t),
    auditSubjectLabel(entry.subjectType, t),
    entry.subjectId,
    entry.reason,
    auditFactsLine(describeAuditFacts(entry.before, t, lang)),
    auditFactsLine(describeAuditFacts(entry.after, t, lang)),
    auditFactsLine(describeAuditFacts(entry.details, t, lang)),
  ]);
}

/**
 * The audit log matching `filter` as a CSV file, newest first, produced while it is sent: one
 * page of entries is read when the reader asks for more, so neither the file nor the log is ever
 * held in memory, and a client that stops reading stops the queries.
 */
export function auditCsvStream(options: {
  db: Pick<Db, "select">;
  people: AuditPeople;
  filter: AuditFilter;
  lang: Lang;
  t: Translate;
  pageSize?: number;
}): ReadableStream<Uint8Array> {
  const { t, lang } = options;
  const encoder = new TextEncoder();
  const pages = iterateAuditEntries(options);
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + csvRow(columns.map((c) => t(`adminAudit.csv.${c}`)))));
        return;
      }
      const next = await pages.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((entry) => entryRow(entry, t, lang)).join("")));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}

/** The export's file name: "audit-log-2026-11-26.csv" (the day in Riyadh). */
export function auditCsvFileName(now: Date): string {
  return `audit-log-${riyadhTimestamp(now).slice(0, 10)}.csv`;
}
