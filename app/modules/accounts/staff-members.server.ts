import { and, arrayOverlaps, isNull } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { users } from "~/db/schema/accounts";
import { staffRoles } from "./roles";

/**
 * The ids of the organizing committee's members and admins whose accounts are not suspended: who
 * reads the support inbox (issue 16), told live of each of its messages.
 */
export async function listStaffUserIds(db: Pick<Db | Tx, "select">): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(arrayOverlaps(users.roles, [...staffRoles]), isNull(users.suspendedAt)));
  return rows.map((row) => row.id);
}
