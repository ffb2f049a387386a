import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";

export type OutboxEntry = typeof outboxMessages.$inferSelect;

/** What was sent, newest first; optionally to one recipient. For development and tests only. */
export async function listOutbox(options: {
  db: Db;
  recipient?: string;
  limit?: number;
}): Promise<OutboxEntry[]> {
  const { db, recipient, limit = 50 } = options;
  return db
    .select()
    .from(outboxMessages)
    .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}
