import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createDatabaseClock } from "~/db/database-clock.server";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const HOUR = 3_600_000;

describe("GET /api/v1/meta", () => {
  it("tells the time of the database's clock, by which bids are judged", async () => {
    // The database opened measured its own clock: on one machine the two agree.
    expect(Math.abs(database.clock.offsetMs())).toBeLessThan(5_000);
    expect(Math.abs((await database.clock.measure()) - database.clock.offsetMs())).toBeLessThan(5_000);

    // A database whose clock runs an hour and a half ahead of this process.
    const clock = createDatabaseClock(async () => Date.now() + 1.5 * HOUR);
    await clock.measure();
    const app = createTestHttpApp({ ...database, clock });
    const body = (await (await app.request("/api/v1/meta")).json()) as { serverTime: string };
    expect(Math.abs(Date.parse(body.serverTime) - (Date.now() + 1.5 * HOUR))).toBeLessThan(5_000);
  });
});
