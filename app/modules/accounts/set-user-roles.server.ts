import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { AccountDeps } from "./account-deps.server";
import type { UserRole } from "./roles";
import { revokeOtherSessions } from "./sessions.server";

/**
 * Grants or withdraws roles (back office). A change of privilege ends all of the user's
 * sessions, so nobody keeps, or is handed, a session minted under other rights.
 */
export async function setUserRoles(options: {
  deps: AccountDeps;
  userId: string;
  roles: UserRole[];
}): Promise<void> {
  const { deps, userId } = options;
  const roles = [...new Set(options.roles)];
  if (roles.length === 0) throw new AppError("BAD_REQUEST");
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ roles, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!updated) throw new AppError("NOT_FOUND");
    await revokeOtherSessions({ db: tx, userId, keepSessionId: null, now });
  });
}
