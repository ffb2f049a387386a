import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client.server";

/** PostgreSQL's "try again" answers: serialization failure (40001) and deadlock detected (40P01). */
const RETRYABLE = new Set(["40001", "40P01"]);
const MAX_ATTEMPTS = 5;

/** Whether an error is PostgreSQL asking for the whole transaction to be tried again. */
export function isRetryableConflict(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === "string" && RETRYABLE.has(code);
}

/**
 * Runs `run` — which must open its own transaction — again when PostgreSQL answers with a
 * serialization failure or a deadlock, up to five times with a short random pause. Nothing of a
 * failed attempt was committed, so trying again is safe; any other error goes to the caller.
 */
export async function retryConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}

/**
 * One transaction, tried again on a serialization failure or deadlock. Every money-moving write
 * opens its transaction here (lint forbids a bare `db.transaction` in the money modules). Given a
 * transaction already open, it runs `work` in a savepoint of it and leaves retrying to whoever
 * opened the outer one: only a whole transaction can be tried again.
 */
export function runTransaction<T>(db: Db | Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return db.transaction(work);
  return retryConflicts(() => db.transaction(work));
}
