import type { Db } from "./client.server";

/**
 * The batch that what callers ask of `db` in this turn of the event loop gathers in, handed to
 * `run` once the turn ends: requests that arrived together then cost one statement between them,
 * and each is still read after it was asked for. `full` says when the current batch can take no
 * more (a new one starts for the rest of the turn). Used for session lookups (sessions.server.ts)
 * and channel positions (read-live-events.server.ts); ADR 044.
 */
export function batchOfTurn<T extends object>(
  batches: WeakMap<Db, T>,
  db: Db,
  make: () => T,
  run: (batch: T) => void,
  full?: (batch: T) => boolean,
): T {
  const current = batches.get(db);
  if (current && !full?.(current)) return current;
  const batch = make();
  batches.set(db, batch);
  setImmediate(() => {
    if (batches.get(db) === batch) batches.delete(db);
    run(batch);
  });
  return batch;
}
