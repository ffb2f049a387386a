import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { toLatinDigits } from "~/i18n/format";
import { compactIdNumber } from "~/lib/saudi-id";
import type { IdDocumentType } from "./identity-document";
import type { UserRole } from "./roles";
import type { DirectoryQuery } from "./user-admin-schemas";

/** How many users one page of the directory lists. */
export const DIRECTORY_PAGE_SIZE = 25;

/** A user as the back office lists them. */
export type DirectoryUser = {
  id: string;
  name: string;
  email: string;
  phone: string;
  phoneVerified: boolean;
  roles: UserRole[];
  suspended: boolean;
  createdAt: Date;
  /** The identity document, if given, and whether the committee has verified it. */
  idDocument: { type: IdDocumentType; number: string; verified: boolean } | null;
};

export type UserDetail = DirectoryUser & {
  locale: "ar" | "en";
  suspension: { at: Date; reason: string; by: { id: string; name: string } | null } | null;
  /** Who verified the ID, and when. */
  idVerification: { at: Date; by: { id: string; name: string } | null } | null;
};

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  phoneVerifiedAt: users.phoneVerifiedAt,
  roles: users.roles,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
  idType: users.idType,
  idNumber: users.idNumber,
  idVerifiedAt: users.idVerifiedAt,
};

type Row = { [K in keyof typeof columns]: (typeof users.$inferSelect)[K] };

const toDirectoryUser = (row: Row): DirectoryUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  phoneVerified: row.phoneVerifiedAt !== null,
  roles: row.roles as UserRole[],
  suspended: row.suspendedAt !== null,
  createdAt: row.createdAt,
  idDocument:
    row.idType && row.idNumber
      ? { type: row.idType as IdDocumentType, number: row.idNumber, verified: row.idVerifiedAt !== null }
      : null,
});

/**
 * The keyset cursor: the last row's join time as PostgreSQL writes it (a Date would drop the
 * microseconds, and rows between would be skipped) and its id.
 */
function encodeCursor(row: { cursorAt: string; id: string }): string {
  return Buffer.from(`${row.cursorAt}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, "base64url").toString().split("|");
  if (!/^\d{4}-\d\d-\d\d[ T][\d:.]+(Z|[+-]\d\d(:?\d\d)?)$/.test(at ?? "")) return null;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id ?? "")) return null;
  return { at: at!, id: id! };
}

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a search matches: a fragment of the name or e-mail (any case), or of the mobile number as
 * people type it — Arabic-Indic digits, a leading 0, spaces or dashes ("٠٥٥ ١٢٣" finds +96655123…),
 * or a whole ID or passport number (any spacing, Arabic-Indic digits, any case).
 */
function searchCondition(query: string): SQL | undefined {
  const text = toLatinDigits(query).trim();
  if (!text) return undefined;
  const conditions: SQL[] = [
    ilike(users.name, `%${likeEscape(text)}%`),
    ilike(users.email, `%${likeEscape(text)}%`),
  ];
  const digits = text.replace(/[\s\-()+]/g, "");
  if (/^\d{3,15}$/.test(digits)) {
    const fragment = digits.startsWith("0") ? digits.slice(1) : digits;
    conditions.push(sql`${users.phone} like ${`%${fragment}%`}`);
  }
  const idNumber = compactIdNumber(text);
  if (/^[A-Z0-9]{6,20}$/.test(idNumber)) conditions.push(eq(users.idNumber, idNumber));
  return or(...conditions);
}

/**
 * One page of the user directory, newest first, with the filters of `query`; `next` is the
 * cursor of the following page (null on the last). Keyset pagination: a page costs the same
 * however deep it is, and users joining meanwhile do not shift it.
 */
export async function listUsers(options: {
  db: Db;
  query: DirectoryQuery;
  pageSize?: number;
}): Promise<{ users: DirectoryUser[]; next: string | null }> {
  const { db, query } = options;
  const pageSize = Math.min(Math.max(1, options.pageSize ?? DIRECTORY_PAGE_SIZE), 100);
  const after = decodeCursor(query.after);
  const where = and(
    query.q ? searchCondition(query.q) : undefined,
    query.role ? sql`${query.role} = any(${users.roles})` : undefined,
    query.status === "suspended"
      ? isNotNull(users.suspendedAt)
      : query.status === "active"
        ? isNull(users.suspendedAt)
        : undefined,
    after
      ? sql`(${users.createdAt}, ${users.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined,
  );
  const rows = await db
    .select({ ...columns, cursorAt: sql<string>`${users.createdAt}::text` })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    users: page.map(toDirectoryUser),
    next: rows.length > pageSize && last ? encodeCursor(last) : null,
  };
}

/** One user for the back office's detail page, with who suspended them and why; null if unknown. */
export async function getUserDetail(db: Db, userId: string): Promise<UserDetail | null> {
  const suspender = alias(users, "suspender");
  const verifier = alias(users, "verifier");
  const [row] = await db
    .select({
      ...columns,
      locale: users.locale,
      suspendedReason: users.suspendedReason,
      suspenderId: suspender.id,
      suspenderName: suspender.name,
      verifierId: verifier.id,
      verifierName: verifier.name,
    })
    .from(users)
    .leftJoin(suspender, eq(suspender.id, users.suspendedBy))
    .leftJoin(verifier, eq(verifier.id, users.idVerifiedBy))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    ...toDirectoryUser(row),
    locale: row.locale === "en" ? "en" : "ar",
    suspension: row.suspendedAt
      ? {
          at: row.suspendedAt,
          reason: row.suspendedReason ?? "",
          by: row.suspenderId ? { id: row.suspenderId, name: row.suspenderName ?? "" } : null,
        }
      : null,
    idVerification: row.idVerifiedAt
      ? {
          at: row.idVerifiedAt,
          by: row.verifierId ? { id: row.verifierId, name: row.verifierName ?? "" } : null,
        }
      : null,
  };
}
