import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, settlements } from "~/db/schema";
import { readIncrementLadder } from "~/modules/bidding/load-auction-book.server";
import { openSettlement } from "~/modules/payments/open-settlement.server";
import { createUser } from "../../../tests/factories/accounts";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createTestDatabase } from "../../../tests/support/database";
import { DEFAULT_SETTINGS, type Settings } from "./settings-schema";
import {
  readAnnouncementDays,
  readPaymentDeadlineRule,
  readSettings,
  updateSettings,
} from "./settings.server";

/*
 * The settings are one set for the whole platform, and PostgreSQL runs the suites side by side on
 * one database: every change here keeps what other suites rely on (ladder, thresholds) and the
 * holidays it adds are long past, and the last test puts the defaults back.
 */

let database: Database;
let admin: { id: string };

beforeAll(async () => {
  database = await createTestDatabase();
  admin = (await createUser(database, { roles: ["admin"] })).user;
});
afterAll(async () => {
  await updateSettings({ db: database.db, actorUserId: admin.id, input: DEFAULT_SETTINGS });
  await database.close();
});

const settingsAudit = () =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, "settings"), eq(auditLog.actorUserId, admin.id)))
    .orderBy(auditLog.id);

describe("settings", () => {
  it("read the defaults of product.md until changed", async () => {
    const settings = await readSettings(database.db);
    expect(settings.incrementBands).toEqual(DEFAULT_SETTINGS.incrementBands);
    expect(settings.paymentWorkingDays).toBe(5);
  });

  it("refuse invalid values with each field's message, changing nothing", async () => {
    const before = await readSettings(database.db);
    const invalid = {
      ...DEFAULT_SETTINGS,
      incrementBands: [
        { upToRiyals: 5_000_000, incrementRiyals: 10_000 },
        { upToRiyals: 1_000_000, incrementRiyals: 25_000 },
        { incrementRiyals: 0 },
      ],
      depositRatePercent: 6,
      holidays: ["2001-02-30", "2001-01-01", "2001-01-01"],
      announcementDays: -1,
    };
    await expect(
      updateSettings({ db: database.db, actorUserId: admin.id, input: invalid }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      details: {
        issues: expect.arrayContaining([
          { path: "incrementBands.1.upToRiyals", message: "adminSettings.validation.rising" },
          { path: "incrementBands.2.incrementRiyals", message: "adminSettings.validation.positive" },
          { path: "depositRatePercent", message: "adminSettings.validation.range" },
          { path: "holidays.0", message: "adminSettings.validation.date" },
          { path: "holidays", message: "adminSettings.validation.holidayTwice" },
          { path: "announcementDays", message: "adminSettings.validation.range" },
        ]),
      },
    });
    expect(await readSettings(database.db)).toEqual(before);
    expect(await settingsAudit()).toEqual([]);
  });

  it("are changed as a whole, used by their readers, and audited with before and after", async () => {
    const before = await readSettings(database.db);
    const changed: Settings = {
      ...before,
      announcementDays: 7,
      commissionRatePercent: 2.75,
      holidays: ["2001-01-04", "2001-01-02"],
    };
    const after = await updateSettings({ db: database.db, actorUserId: admin.id, input: changed });
    expect(after).toEqual({ ...changed, holidays: ["2001-01-02", "2001-01-04"] });
    expect(await readAnnouncementDays(database.db)).toBe(7);
    expect(await readPaymentDeadlineRule(database.db)).toEqual({
      workingDays: 5,
      holidays: ["2001-01-02", "2001-01-04"],
    });
    // The bid engine reads the same ladder, in halalas.
    expect(await readIncrementLadder(database.db)).toEqual([
      { fromHalalas: 0, incrementHalalas: 10_000_00 },
      { fromHalalas: 1_000_000_00, incrementHalalas: 25_000_00 },
      { fromHalalas: 5_000_000_00, incrementHalalas: 50_000_00 },
      { fromHalalas: 20_000_000_00, incrementHalalas: 100_000_00 },
    ]);
    const [entry] = (await settingsAudit()).slice(-1);
    expect(entry).toMatchObject({ action: "settings.update", subjectId: "platform" });
    expect(entry).toMatchObject({ before, after });
  });

  it("make the payment deadline skip the configured holidays", async () => {
    const current = await readSettings(database.db);
    // Auctions ending on Monday 2001-01-01 (Riyadh): Tue 2 and Thu 4 are holidays, Fri/Sat the weekend.
    await updateSettings({
      db: database.db,
      actorUserId: admin.id,
      input: { ...current, holidays: ["2001-01-02", "2001-01-04"] },
    });
    const place = await createPlace(database.db);
    const winner = (await createUser(database)).user;
    const { auction } = await createAuction(database.db, place);
    await database.db.transaction((tx) =>
      openSettlement(
        tx,
        { auctionId: auction.id, winnerUserId: winner.id, hammerPrice: 1_000_000_00, commissionRateBp: 250 },
        new Date("2001-01-01T12:00:00Z"),
      ),
    );
    const [settlement] = await database.db
      .select()
      .from(settlements)
      .where(eq(settlements.auctionId, auction.id));
    // Wed 3, Sun 7, Mon 8, Tue 9, Wed 10 → the end of Wednesday 2001-01-10 in Riyadh.
    expect(settlement!.dueAt.toISOString()).toBe("2001-01-10T20:59:59.000Z");
  });
});
