import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedFor } from "./short-cache.server";

afterEach(() => {
  vi.useRealTimers();
});

describe("cachedFor", () => {
  it("shares one load among callers until it expires, per owner", async () => {
    vi.useFakeTimers();
    const owner = {};
    const load = vi.fn(async () => load.mock.calls.length);
    const [a, b] = await Promise.all([cachedFor(owner, "k", 1000, load), cachedFor(owner, "k", 1000, load)]);
    expect([a, b]).toEqual([1, 1]);
    expect(await cachedFor({}, "k", 1000, load)).toBe(2); // another owner loads its own
    vi.advanceTimersByTime(999);
    expect(await cachedFor(owner, "k", 1000, load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("serves the expired value while one load of the new one runs, then the new one", async () => {
    vi.useFakeTimers();
    const owner = {};
    let finish!: (n: number) => void;
    const load = vi.fn((): Promise<number> =>
      load.mock.calls.length === 1 ? Promise.resolve(1) : new Promise((r) => (finish = r)),
    );
    expect(await cachedFor(owner, "k", 1000, load)).toBe(1);
    vi.advanceTimersByTime(1500);
    // Expired, not yet twice its time: the old value at once, and one load for all who ask.
    expect(await cachedFor(owner, "k", 1000, load)).toBe(1);
    expect(await cachedFor(owner, "k", 1000, load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
    finish(2);
    await vi.waitFor(async () => expect(await cachedFor(owner, "k", 1000, load)).toBe(2));
    expect(load).toHaveBeenCalledTimes(2);

    // Older than twice its time: the caller waits for the new value.
    vi.advanceTimersByTime(2001);
    const fresh = cachedFor(owner, "k", 1000, load);
    finish(3);
    expect(await fresh).toBe(3);
  });

  it("forgets a failed load, and keeps the old value when a reload fails", async () => {
    vi.useFakeTimers();
    const owner = {};
    await expect(cachedFor(owner, "k", 60_000, () => Promise.reject(new Error("down")))).rejects.toThrow(
      "down",
    );
    expect(await cachedFor(owner, "k", 60_000, async () => "up")).toBe("up");
    vi.advanceTimersByTime(61_000);
    expect(await cachedFor(owner, "k", 60_000, () => Promise.reject(new Error("down again")))).toBe("up");
    await Promise.resolve();
    // The failed reload is tried again by the next caller.
    expect(await cachedFor(owner, "k", 60_000, async () => "up again")).toBe("up");
    await vi.waitFor(async () =>
      expect(await cachedFor(owner, "k", 60_000, async () => "later")).toBe("up again"),
    );
  });
});
