import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { idempotencyKeys } from "~/db/schema";
import { AppError, type ErrorCode } from "~/lib/errors";
import { runTransaction } from "~/db/transaction.server";

/** Keys are kept at least this long (issue 6: ≥ 7 days), then pruned. */
export const IDEMPOTENCY_RETENTION_DAYS = 8;

type Stored = { ok: unknown } | { error: { code: ErrorCode; details?: AppError["details"] } };

/** A fingerprint of what a request means: the same key with another fingerprint is refused. */
export function requestFingerprint(meaning: unknown): string {
  return createHash("sha256").update(JSON.stringify(meaning)).digest("hex");
}

/**
 * Runs a money-moving operation at most once per (user, key), in one transaction with the key's
 * claim (ADR 017). The first request's outcome — its result, or the domain refusal it met — is
 * stored with the key; a retry with the same key and meaning gets that outcome again, a retry with
 * another meaning IDEMPOTENCY_KEY_REUSED. A concurrent copy waits on the key's row until the first
 * commits, then answers from it. Without a key the operation simply runs.
 */
export async function runIdempotent<T>(options: {
  db: Db;
  userId: string;
  key: string | null;
  scope: string;
  fingerprint: string;
  work: (tx: Tx) => Promise<T>;
  now?: Date;
}): Promise<T> {
  const { db, userId, key, scope, fingerprint, work } = options;
  if (!key) return runTransaction(db, work);
  const outcome = await runTransaction(db, async (tx): Promise<Stored> => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, scope, requestHash: fingerprint, createdAt: options.now ?? new Date() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!row || row.scope !== scope || row.requestHash !== fingerprint || row.responseBody === null) {
        return { error: { code: "IDEMPOTENCY_KEY_REUSED" } };
      }
      return row.responseBody as Stored;
    }
    let stored: Stored;
    try {
      // A savepoint: a refusal undoes the operation's writes but keeps the key and its answer.
      stored = { ok: await runTransaction(tx, work) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      stored = { error: { code: error.code, ...(error.details ? { details: error.details } : {}) } };
    }
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: "ok" in stored ? 200 : 422, responseBody: stored })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return stored;
  });
  if ("error" in outcome) throw new AppError(outcome.error.code, outcome.error.details);
  return outcome.ok as T;
}

/** Forgets keys past their retention (the clock runs it). */
export async function pruneIdempotencyKeys({ db, now = new Date() }: { db: Db; now?: Date }) {
  const before = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * 86_400_000);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
