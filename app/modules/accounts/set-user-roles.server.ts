import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { recordAudit } from "~/modules/audit/record-audit.server";
import type { AccountDeps } from "./account-deps.server";
import type { UserRole } from "./roles";
import { revokeOtherSessions } from "./sessions.server";

/**
 * Grants or withdraws roles (back office). A change of privilege ends all of the user's
 * sessions, so nobody keeps, or is handed, a session minted under other rights. Audited with the
 * roles before and after, who changed them (`actorUserId`, null for the platform) and why.
 */
export async function setUserRoles(options: {
  deps: AccountDeps;
  userId: string;
  roles: UserRole[];
  actorUserId?: string | null;
  reason?: string | null;
}): Promise<void> {
  const { deps, userId } = options;
  const roles = [...new Set(options.roles)];
  if (roles.length === 0) throw new AppError("BAD_REQUEST");
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!previous) throw new AppError("NOT_FOUND");
    await tx.update(users).set({ roles, updatedAt: now }).where(eq(users.id, userId));
    await revokeOtherSessions({ db: tx, userId, keepSessionId: null, now });
    await recordAudit(tx, {
      actorUserId: options.actorUserId ?? null,
      action: "user.roles",
      subjectType: "user",
      subjectId: userId,
      reason: options.reason ?? null,
      before: { roles: previous.roles },
      after: { roles },
      createdAt: now,
    });
  });
}
