import { describe, expect, it } from "vitest";
import { createDatabaseClock } from "./database-clock.server";

/** A process clock that reads the given times in turn, then stays on the last. */
const steps = (...times: number[]) => {
  let at = 0;
  return () => times[Math.min(at++, times.length - 1)]!;
};

describe("the database clock", () => {
  it("is the process clock plus the offset measured at the middle of the round trip", async () => {
    // Sent at 1,000, answered at 1,100: the database read 61,050 at about 1,050 of ours.
    const clock = createDatabaseClock(async () => 61_050, steps(1_000, 1_100, 2_000));
    expect(clock.offsetMs()).toBe(0);
    expect(await clock.measure()).toBe(60_000);
    expect(clock.now().getTime()).toBe(62_000);
  });

  it("keeps a good sample over one whose round trip was slow", async () => {
    let database = 10_050;
    const clock = createDatabaseClock(async () => database, steps(0, 100, 5_000, 8_000, 9_000));
    expect(await clock.measure()).toBe(10_000);
    database = 6_500; // read somewhere in a three-second round trip: not trusted
    expect(await clock.measure()).toBe(10_000);
    expect(clock.now().getTime()).toBe(19_000);
  });
});
