import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { users } from "~/db/schema";
import { runTransaction } from "~/db/transaction.server";
import { AppError } from "~/lib/errors";
import { recordAudit } from "~/modules/audit/record-audit.server";
import type { AccountDeps } from "./account-deps.server";
import { staffRoles, type UserRole } from "./roles";
import { revokeOtherSessions } from "./sessions.server";

/**
 * Writes the user's roles. A change of privilege ends all of the user's sessions, so nobody
 * keeps, or is handed, a session minted under other rights.
 */
async function writeRoles(tx: Tx, userId: string, roles: UserRole[], now: Date): Promise<void> {
  const [updated] = await tx
    .update(users)
    .set({ roles, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!updated) throw new AppError("NOT_FOUND");
  await revokeOtherSessions({ db: tx, userId, keepSessionId: null, now });
}

/** Grants or withdraws roles (back office, tests). */
export async function setUserRoles(options: {
  deps: AccountDeps;
  userId: string;
  roles: UserRole[];
}): Promise<void> {
  const { deps, userId } = options;
  const roles = [...new Set(options.roles)];
  if (roles.length === 0) throw new AppError("BAD_REQUEST");
  const now = deps.clock();
  await deps.db.transaction((tx) => writeRoles(tx, userId, roles, now));
}

const isStaffRole = (role: string) => (staffRoles as readonly string[]).includes(role);

/**
 * An admin grants or revokes the committee and admin roles (`staff`: the ones the user holds
 * afterwards); their other roles stay, and a user left with none is a bidder. Nobody changes
 * their own roles, and the last admin keeps theirs: every admin row is locked first, so two
 * admins revoking each other at once cannot both succeed. Audited with the roles before and after.
 */
export async function setStaffRoles(options: {
  db: Db;
  actorUserId: string;
  userId: string;
  staff: readonly (typeof staffRoles)[number][];
  now?: Date;
}): Promise<{ roles: UserRole[]; changed: boolean }> {
  const { db, actorUserId, userId } = options;
  const now = options.now ?? new Date();
  if (userId === actorUserId) throw new AppError("OWN_ACCOUNT");
  return runTransaction(db, async (tx) => {
    const admins = await tx
      .select({ id: users.id, suspendedAt: users.suspendedAt })
      .from(users)
      .where(sql`'admin' = any(${users.roles})`)
      .orderBy(users.id)
      .for("update");
    if (!admins.some((a) => a.id === actorUserId)) throw new AppError("FORBIDDEN");
    const [target] = await tx
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!target) throw new AppError("NOT_FOUND");
    const before = target.roles as UserRole[];
    const kept = before.filter((role) => !isStaffRole(role));
    const wanted = staffRoles.filter((role) => options.staff.includes(role));
    const after: UserRole[] = [...kept, ...wanted];
    if (after.length === 0) after.push("bidder");
    const changed = after.length !== before.length || after.some((role) => !before.includes(role));
    if (!changed) return { roles: before, changed };
    // The last admin who can sign in (not suspended) keeps the role.
    const otherAdmins = admins.filter((a) => a.id !== userId && a.suspendedAt === null);
    if (before.includes("admin") && !after.includes("admin") && otherAdmins.length === 0) {
      throw new AppError("LAST_ADMIN");
    }
    await writeRoles(tx, userId, after, now);
    await recordAudit(tx, {
      actorUserId,
      action: "user.roles",
      subjectType: "user",
      subjectId: userId,
      before: { roles: before },
      after: { roles: after },
      createdAt: now,
    });
    return { roles: after, changed };
  });
}
