import { describe, expect, it } from "vitest";
import { workersWanted } from "./cluster-primary.mjs";

describe("workersWanted (WEB_CONCURRENCY)", () => {
  const pg = { DATABASE_URL: "postgres://db/mazad", REDIS_URL: "redis://cache" };

  it("is one process unless asked", () => {
    expect(workersWanted({})).toEqual({ workers: 1 });
    expect(workersWanted({ ...pg, WEB_CONCURRENCY: " " })).toEqual({ workers: 1 });
    expect(workersWanted({ ...pg, WEB_CONCURRENCY: "1" })).toEqual({ workers: 1 });
  });

  it("runs the workers asked for on PostgreSQL with Redis", () => {
    expect(workersWanted({ ...pg, WEB_CONCURRENCY: "4" })).toEqual({ workers: 4 });
  });

  it("refuses what is not a whole number from 1 to 64", () => {
    for (const raw of ["0", "65", "2.5", "-1", "two", "1e3", "٢"]) {
      const wanted = workersWanted({ ...pg, WEB_CONCURRENCY: raw });
      expect(wanted.workers).toBe(1);
      expect(wanted.error).toContain("WEB_CONCURRENCY must be a whole number");
    }
  });

  it("serves from one process on the embedded database, saying why", () => {
    const wanted = workersWanted({ WEB_CONCURRENCY: "2" });
    expect(wanted.workers).toBe(1);
    expect(wanted.warning).toContain("needs DATABASE_URL");
  });

  it("warns without Redis: rate limits per worker, live events by the poll", () => {
    const wanted = workersWanted({ DATABASE_URL: pg.DATABASE_URL, WEB_CONCURRENCY: "2" });
    expect(wanted.workers).toBe(2);
    expect(wanted.warning).toContain("without REDIS_URL");
  });
});
