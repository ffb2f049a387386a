import type { Tx } from "~/db/client.server";
import { auditLog } from "~/db/schema/audit";

/**
 * One committee, admin or money action: who (null for the platform's own jobs) did what
 * (`action`, "<subject>.<verb>") to which record (`subjectType`, `subjectId`), the fields it
 * changed as they were (`before`) and as it left them (`after`), the `reason` the actor gave, and
 * any other facts worth keeping (`details`). Amounts are in halalas, times ISO 8601.
 */
export type AuditEntry = Omit<typeof auditLog.$inferInsert, "id">;

/**
 * Records the action in the same transaction as the change it describes, so neither outlives the
 * other. The log is append-only: the database refuses to change or delete an entry.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}
