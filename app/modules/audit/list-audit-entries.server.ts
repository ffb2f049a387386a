import { and, desc, eq, gte, inArray, lt, or, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog } from "~/db/schema/audit";
import { AUDIT_PAGE_SIZE, type AuditCursor, type AuditFilter } from "./audit-filter-schema";

/** Who acted, as the log names them. */
export type AuditActor = { id: string; name: string; email: string; phone: string };

/**
 * The people behind the entries (the accounts module's `peopleDirectory`): handed in, since every
 * module records audit entries and this one may therefore import none of them.
 */
export type AuditPeople = {
  /** The ids of the users a search by name, e-mail or phone matches, as a subquery. */
  matching: (search: string) => SQLWrapper;
  describe: (ids: Iterable<string>) => Promise<ReadonlyMap<string, AuditActor>>;
};

/** One entry of the audit log as the screen, the API and the export show it. */
export type AuditEntryView = {
  id: number;
  createdAt: Date;
  /** Null when the platform itself acted (a scheduled job). */
  actor: AuditActor | null;
  action: string;
  subjectType: string;
  subjectId: string;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  details: Record<string, unknown> | null;
};

/** Riyadh keeps UTC+3 all year (no daylight saving). */
const RIYADH_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instant a Riyadh calendar day (YYYY-MM-DD) starts. */
export function riyadhDayStart(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  const midnight = new Date(0);
  midnight.setUTCFullYear(y, m - 1, d);
  return new Date(midnight.getTime() - RIYADH_OFFSET_MS);
}

/** The filters as SQL conditions (the cursor apart). */
function filterConditions(people: AuditPeople, filter: AuditFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.actor) where.push(inArray(auditLog.actorUserId, people.matching(filter.actor)));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.subjectType) where.push(eq(auditLog.subjectType, filter.subjectType));
  if (filter.subjectId) where.push(eq(auditLog.subjectId, filter.subjectId));
  if (filter.from) where.push(gte(auditLog.createdAt, riyadhDayStart(filter.from)));
  if (filter.to) where.push(lt(auditLog.createdAt, new Date(riyadhDayStart(filter.to).getTime() + DAY_MS)));
  return where;
}

function afterCursor(cursor: AuditCursor): SQL {
  return or(
    lt(auditLog.createdAt, cursor.createdAt),
    and(eq(auditLog.createdAt, cursor.createdAt), lt(auditLog.id, cursor.id)),
  )!;
}

/**
 * A page of the audit log, newest first, matching `filter`, after `cursor` (keyset pagination on
 * the entry's time then its id, so a page costs the same however deep it is and entries recorded
 * meanwhile neither repeat nor vanish). `next` is the cursor of the following page, or null.
 */
export async function listAuditEntries(options: {
  db: Pick<Db, "select">;
  people: AuditPeople;
  filter: AuditFilter;
  cursor?: AuditCursor | null;
  limit?: number;
}): Promise<{ entries: AuditEntryView[]; next: AuditCursor | null }> {
  const { db, people, filter, cursor } = options;
  const limit = Math.min(Math.max(options.limit ?? AUDIT_PAGE_SIZE, 1), 1000);
  const where = filterConditions(people, filter);
  if (cursor) where.push(afterCursor(cursor));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const actors = await people.describe(page.flatMap((r) => (r.actorUserId ? [r.actorUserId] : [])));
  const entries = page.map((r): AuditEntryView => {
    const person = r.actorUserId ? actors.get(r.actorUserId) : undefined;
    return {
      id: r.id,
      createdAt: r.createdAt,
      actor: person ? { id: person.id, name: person.name, email: person.email, phone: person.phone } : null,
      action: r.action,
      subjectType: r.subjectType,
      subjectId: r.subjectId,
      reason: r.reason,
      before: r.before,
      after: r.after,
      details: r.details,
    };
  });
  const last = page.at(-1);
  return { entries, next: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null };
}

/**
 * Every entry matching `filter`, newest first, read a page at a time so an export of the whole
 * log never holds more than one page in memory.
 */
export async function* iterateAuditEntries(options: {
  db: Pick<Db, "select">;
  people: AuditPeople;
  filter: AuditFilter;
  pageSize?: number;
}): AsyncGenerator<AuditEntryView[]> {
  let cursor: AuditCursor | null = null;
  do {
    const page = await listAuditEntries({ ...options, cursor, limit: options.pageSize ?? 500 });
    if (page.entries.length > 0) yield page.entries;
    cursor = page.next;
  } while (cursor);
}
