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
    vi.advanceTimersByTime(1001);
    expect(await cachedFor(owner, "k", 1000, load)).toBe(3);
  });

  it("forgets a failed load", async () => {
    const owner = {};
    await expect(cachedFor(owner, "k", 60_000, () => Promise.reject(new Error("down")))).rejects.toThrow(
      "down",
    );
    expect(await cachedFor(owner, "k", 60_000, async () => "up")).toBe("up");
  });
});
