/*
 * A few seconds of memory for answers many requests ask at once (the home page's counts and
 * cities). Values are kept per owner (a database), so tests on separate databases never share
 * them; the promise itself is kept, so concurrent requests share one load; a failed load is
 * forgotten at once.
 */
type Entry = { expires: number; value: Promise<unknown> };
const stores = new WeakMap<object, Map<string, Entry>>();

export function cachedFor<T>(owner: object, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  let store = stores.get(owner);
  if (!store) stores.set(owner, (store = new Map()));
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  const entry = { expires: now + ttlMs, value };
  store.set(key, entry);
  value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return value;
}
