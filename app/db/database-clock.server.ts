/**
 * The database's clock as seen from this process. Bids are judged by the database's
 * `clock_timestamp()` (ADR 012), so every "server now" the clients receive (pages, /api/v1/meta,
 * live events) is read here: the process's clock plus the offset last measured against the
 * database, never the process's clock alone.
 */
export type DatabaseClock = {
  /** The database's time now, estimated from the process clock and the measured offset. */
  now(): Date;
  /** Milliseconds the database's clock is ahead of this process's (negative: behind). */
  offsetMs(): number;
  /** Reads the database's clock once and keeps the offset it shows; resolves to that offset. */
  measure(): Promise<number>;
};

/** A sample whose round trip took longer than this (a busy pool) does not replace a good one. */
const TRUSTED_ROUND_TRIP_MS = 1_000;

/**
 * @param readDatabaseMs the database's clock in ms since 1970 (`clock_timestamp()`)
 * @param processMs the process's clock (tests pass one they control)
 */
export function createDatabaseClock(
  readDatabaseMs: () => Promise<number>,
  processMs: () => number = Date.now,
): DatabaseClock {
  let offset = 0;
  let measured = false;
  return {
    now: () => new Date(processMs() + offset),
    offsetMs: () => offset,
    async measure() {
      const sent = processMs();
      const databaseMs = await readDatabaseMs();
      const received = processMs();
      // The database read its clock somewhere within the round trip: take the middle.
      if (!measured || received - sent <= TRUSTED_ROUND_TRIP_MS) {
        offset = Math.round(databaseMs - (sent + received) / 2);
        measured = true;
      }
      return offset;
    },
  };
}
