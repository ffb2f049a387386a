import type { LiveChannel, LiveEvent } from "./live-channels";

/**
 * How committed live events reach the watchers connected to this process. In-process when there
 * is one instance; through Redis pub/sub when REDIS_URL is set, so an event written by any instance
 * reaches watchers on every instance. Implementations: live-bus.server.ts.
 */
export type LiveBus = {
  /**
   * Hands events written by a transaction that has committed to every subscriber of their channels,
   * on every instance. Never throws and never waits: a lost publication is repaired from the
   * database (subscribers fill gaps in a channel's sequence).
   */
  publish(events: readonly LiveEvent[]): void;
  /**
   * Calls `listener` with each event of `channel`, in sequence order, without gaps or repeats,
   * from the channel's next event on. Returns the unsubscribe function.
   */
  subscribe(channel: LiveChannel, listener: (event: LiveEvent) => void): () => void;
  /**
   * Resolves once every channel subscribed so far knows where it starts. A position read from the
   * database after this is never behind the bus: every later event reaches the listeners.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
};
