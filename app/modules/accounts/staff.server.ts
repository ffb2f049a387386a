import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { users } from "~/db/schema";
import { isStaff, staffRoles } from "./roles";

/**
 * Which of `userIds` (an SQL array of user ids) are committee members or admins, as a scalar
 * subquery answering a JSON array of ids: the bid batch selects it with its other reads, in one
 * round trip, to refuse their bids (STAFF_CANNOT_BID).
 */
export function staffAmongJson(userIds: SQL): SQL {
  const roles = sql.join(
    staffRoles.map((role) => sql`${role}`),
    sql`, `,
  );
  return sql`(select coalesce(json_agg(u.id), '[]') from users u
                where u.id = any(${userIds}) and u.roles && array[${roles}]::text[])`;
}

/** Whether the user is a committee member or an admin (false for an unknown id). */
export async function isStaffUser(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
  return row ? isStaff(row.roles) : false;
}

/**
 * Which of these users may not buy at auction now: committee members and admins (a conflict of
 * interest) and suspended accounts. Unknown ids count as unable too.
 */
export async function usersWhoMayNotBid(
  db: Pick<Db, "select">,
  userIds: readonly string[],
): Promise<Set<string>> {
  const out = new Set(userIds);
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ id: users.id, roles: users.roles, suspendedAt: users.suspendedAt })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  for (const row of rows) if (!isStaff(row.roles) && row.suspendedAt === null) out.delete(row.id);
  return out;
}
