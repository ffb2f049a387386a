import { eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { users } from "~/db/schema";
import { runTransaction } from "~/db/transaction.server";
import { AppError } from "~/lib/errors";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { isStaff } from "./roles";
import { revokeOtherSessions } from "./sessions.server";
import { SuspensionReasonSchema } from "./user-admin-schemas";

/*
 * Suspending an account (product.md §2.10): the user can no longer sign in, register for an
 * auction or bid, and every session of theirs ends at once. Bids they already placed stay valid
 * (voiding them is a separate committee decision). Committee members and admins may suspend a
 * user; only an admin may suspend (or reinstate) a committee member or another admin; nobody
 * suspends themselves. Each change is audited with the state before and after, in its transaction.
 * The user is told, with the reason, by `tell` in the decision's transaction (the back office
 * records the notification: app/modules/backoffice/user-decisions.server.ts), whose answer (its
 * effects, for `runWrite`) the decision hands back.
 */

/** Records, in the decision's transaction, what the user is told of it; answers what it left to do. */
export type TellUser<E> = (
  tx: Tx,
  notice: { userId: string; event: "account_suspended" | "account_reinstated"; reason: string; now: Date },
) => Promise<E>;

type SuspensionState = { suspendedAt: string | null; reason: string | null; suspendedBy: string | null };

/** The actor and the target, locked in id order (two decisions on one pair never deadlock). */
async function lockPair(tx: Tx, actorUserId: string, userId: string) {
  const rows = await tx
    .select({
      id: users.id,
      roles: users.roles,
      suspendedAt: users.suspendedAt,
      suspendedReason: users.suspendedReason,
      suspendedBy: users.suspendedBy,
    })
    .from(users)
    .where(inArray(users.id, [actorUserId, userId]))
    .orderBy(users.id)
    .for("update");
  const actor = rows.find((r) => r.id === actorUserId);
  const target = rows.find((r) => r.id === userId);
  if (!target) throw new AppError("NOT_FOUND");
  if (userId === actorUserId) throw new AppError("OWN_ACCOUNT");
  if (!actor || !isStaff(actor.roles)) throw new AppError("FORBIDDEN");
  if (isStaff(target.roles) && !actor.roles.includes("admin")) {
    throw new AppError("STAFF_SUSPENSION_ADMIN_ONLY");
  }
  return target;
}

/** The reason as the schema has it (trimmed), or VALIDATION with the field's message key. */
function checkedReason(reason: string): string {
  const parsed = SuspensionReasonSchema.safeParse(reason);
  if (parsed.success) return parsed.data;
  throw new AppError("VALIDATION", {
    issues: parsed.error.issues.map((issue) => ({ path: "reason", message: issue.message })),
  });
}

const stateOf = (row: {
  suspendedAt: Date | null;
  suspendedReason: string | null;
  suspendedBy: string | null;
}): SuspensionState => ({
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  reason: row.suspendedReason,
  suspendedBy: row.suspendedBy,
});

/** Suspends `userId` with a reason and ends their sessions. Answers how many sessions ended. */
export async function suspendUser<E>(options: {
  db: Db;
  actorUserId: string;
  userId: string;
  reason: string;
  tell: TellUser<E>;
  now?: Date;
}): Promise<{ sessionsEnded: number; effects: E }> {
  const { db, actorUserId, userId } = options;
  const reason = checkedReason(options.reason);
  const now = options.now ?? new Date();
  return runTransaction(db, async (tx) => {
    const target = await lockPair(tx, actorUserId, userId);
    if (target.suspendedAt) throw new AppError("USER_ALREADY_SUSPENDED");
    await tx
      .update(users)
      .set({ suspendedAt: now, suspendedReason: reason, suspendedBy: actorUserId, updatedAt: now })
      .where(eq(users.id, userId));
    const sessionsEnded = await revokeOtherSessions({ db: tx, userId, keepSessionId: null, now });
    await recordAudit(tx, {
      actorUserId,
      action: "user.suspend",
      subjectType: "user",
      subjectId: userId,
      reason,
      before: stateOf(target),
      after: { suspendedAt: now.toISOString(), reason, suspendedBy: actorUserId },
      details: {
        sessionsEnded,
      },
      createdAt: now,
    });
    const effects = await options.tell(tx, { userId, event: "account_suspended", reason, now });
    return { sessionsEnded, effects };
  });
}

/** Lifts a suspension, with a reason; the user may sign in again. */
export async function reinstateUser<E>(options: {
  db: Db;
  actorUserId: string;
  userId: string;
  reason: string;
  tell: TellUser<E>;
  now?: Date;
}): Promise<{ effects: E }> {
  const { db, actorUserId, userId } = options;
  const reason = checkedReason(options.reason);
  const now = options.now ?? new Date();
  return runTransaction(db, async (tx) => {
    const target = await lockPair(tx, actorUserId, userId);
    if (!target.suspendedAt) throw new AppError("USER_NOT_SUSPENDED");
    await tx
      .update(users)
      .set({ suspendedAt: null, suspendedReason: null, suspendedBy: null, updatedAt: now })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      actorUserId,
      action: "user.reinstate",
      subjectType: "user",
      subjectId: userId,
      reason,
      before: stateOf(target),
      after: { suspendedAt: null, reason: null, suspendedBy: null },
      createdAt: now,
    });
    const effects = await options.tell(tx, { userId, event: "account_reinstated", reason, now });
    return { effects };
  });
}

/** Whether the user is suspended (false for an unknown id): registration refuses them. */
export async function isSuspendedUser(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ suspended: sql<boolean>`${users.suspendedAt} is not null` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.suspended ?? false;
}

/**
 * Which of `userIds` (an SQL array of user ids) are suspended, as a scalar subquery answering a
 * JSON array of ids: the bid batch selects it with its other reads to refuse their commands
 * (ACCOUNT_SUSPENDED).
 */
export function suspendedAmongJson(userIds: ReturnType<typeof sql>) {
  return sql`(select coalesce(json_agg(u.id), '[]') from users u
                where u.id = any(${userIds}) and u.suspended_at is not null)`;
}
