import type { Tx } from "~/db/client.server";
import { auditLog } from "~/db/schema/audit";

/** One committee or money action: who (null for the platform's own jobs) did what to which record. */
export type AuditEntry = Omit<typeof auditLog.$inferInsert, "id">;

/** Records the action in the same transaction as the change it describes, so neither outlives the other. */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}
