/*
 * A few seconds of memory for answers many requests ask at once (the home page's counts and
 * cities). Values are kept per owner (a database), so tests on separate databases never share
 * them; the promise itself is kept, so concurrent requests share one load; a failed load is
 * forgotten at once.
 *
 * Loaded again off the request path: once a value has expired, the next request still gets it
 * (it is at most one more time to live old) while one load of the new value runs in the
 * background, which the requests after it get. A crowd never waits for an aggregate over the
 * whole catalogue. A value older than twice its time to live is not served: that request waits
 * for the new one.
 */
type Entry = { expires: number; value: Promise<unknown>; settled: boolean; reloading: boolean };
const stores = new WeakMap<object, Map<string, Entry>>();

export function cachedFor<T>(owner: object, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  let store = stores.get(owner);
  if (!store) stores.set(owner, (store = new Map()));
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (hit && hit.settled && hit.expires + ttlMs > now) {
    if (!hit.reloading) {
      hit.reloading = true;
      // The old value stays until the new one is there; a failed reload leaves it to expire.
      start(store, key, ttlMs, load).value.catch(() => {
        hit.reloading = false;
      });
    }
    return hit.value as Promise<T>;
  }
  return start(store, key, ttlMs, load, true).value as Promise<T>;
}

/** Runs `load`, and stores its value once it has one (`now`: at once, for callers to share). */
function start<T>(
  store: Map<string, Entry>,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
  now = false,
) {
  const value = load();
  const entry: Entry = { expires: Date.now() + ttlMs, value, settled: false, reloading: false };
  if (now) store.set(key, entry);
  value.then(
    () => {
      entry.settled = true;
      entry.expires = Date.now() + ttlMs;
      if (!now) store.set(key, entry);
    },
    () => {
      if (store.get(key) === entry) store.delete(key);
    },
  );
  return entry;
}
