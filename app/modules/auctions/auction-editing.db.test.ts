import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auctions, auditLog, notifications } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { countRegistrations } from "~/modules/bidding/count-registrations.server";
import { registerForAuction } from "~/modules/bidding/register-for-auction.server";
import { readSettings, updateSettings } from "~/modules/settings/settings.server";
import { createLocalStorage } from "~/storage/local-storage.server";
import { createUser } from "../../../tests/factories/accounts";
import { createPlace } from "../../../tests/factories/auctions";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import { AuctionFormSchema, fromForm, type AuctionEdit } from "./auction-edit-schema";
import {
  addAuctionDocument,
  addAuctionPhoto,
  moveAuctionPhoto,
  updateAuctionPhoto,
} from "./auction-media.server";
import { getAdminAuction, listAdminAuctions } from "./list-admin-auctions.server";
import { publishAuctionAndTellOwner } from "~/modules/bidding/publish-with-notice.server";
import { publishAuction } from "./publish-auction.server";
import { createAuctionDraft, updateAuction } from "./save-auction.server";

let database: Database;
const storage = createLocalStorage(
  path.join(mkdtempSync(path.join(tmpdir(), "mazad-auction-files-")), "uploads"),
);
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const DAY = 86_400_000;
const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const jpeg = () =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer()
    .then((b) => new Uint8Array(b));

/** The REGA disclosures as the form sends them: a mortgage disclosed, the rest clear. */
const regaForm = {
  advertisementLicenseNumber: "٧٢٠٠٠٠٠١٢٣",
  disclosureEncumbrances: "no",
  disclosureMortgages: "yes",
  disclosureMortgagesAr: "مرهون لصالح بنك الرياض",
  disclosureMortgagesEn: "Mortgaged to Riyad Bank",
  disclosureDisputes: "no",
  disclosureDefects: "no",
  disclosureSurveyAr: "رفع مساحي معتمد مطابق للصك",
  disclosureSurveyEn: "A certified survey matching the deed",
};

async function setup() {
  const { db } = database;
  const place = await createPlace(db);
  const { user: member } = await createUser(database, { roles: ["committee"] });
  const edit = (overrides: Partial<AuctionEdit> = {}): AuctionEdit => ({
    ...fromForm(
      AuctionFormSchema.parse({
        titleAr: "فيلا في حي الاختبار",
        titleEn: "",
        descriptionAr: "فيلا واسعة",
        descriptionEn: "A spacious villa",
        cityId: place.city.id,
        districtId: String(place.district.id),
        sellingAgentId: String(place.agent.id),
        category: "villa",
        use: "residential",
        areaM2: "٦٠٠",
        northM: "20",
        southM: "20",
        eastM: "30",
        westM: "30",
        streetWidthM: "15",
        schemeNumber: "3021",
        partNumber: "114",
        instrumentNumber: "310112345678",
        rooms: "5",
        bathrooms: "4",
        receptions: "2",
        openingPrice: "١٬٠٠٠٬٠٠٠",
        startsAt: "2030-01-10T19:30",
        endsAt: "2030-01-11T19:30",
        ...regaForm,
      }),
    ),
    ...overrides,
  });
  return { db, place, member, edit };
}

function refusal(run: () => Promise<unknown>) {
  return run().then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      return error;
    },
  );
}

describe("the committee's auction form", () => {
  it("reads riyals with Arabic-Indic digits and Riyadh times, and defaults the deposit to 5%", () => {
    const place = { city: { id: "riyadh" }, district: { id: 1 }, agent: { id: 1 } };
    const value = AuctionFormSchema.parse({
      cityId: place.city.id,
      districtId: "1",
      sellingAgentId: "1",
      category: "land",
      use: "residential",
      areaM2: "500",
      northM: "20",
      southM: "20",
      eastM: "25",
      westM: "25",
      openingPrice: "١٬٢٥٠٬٠٠٠٫٥٠",
      startsAt: "2030-01-10T19:30",
      endsAt: "2030-01-11T19:30",
    });
    const edit = fromForm(value);
    expect(edit.openingPrice).toBe(125_000_050);
    expect(edit.startsAt.toISOString()).toBe("2030-01-10T16:30:00.000Z");
    expect(edit.commissionRateBp).toBe(250);
    expect(edit.extensionCapSeconds).toBe(7200);
    // Online only unless the box is ticked.
    expect(edit.hybrid).toBe(false);
    expect(fromForm(AuctionFormSchema.parse({ ...value, hybrid: "on" })).hybrid).toBe(true);
  });

  it("refuses an end before the start and a deposit above 5% of the valued price", () => {
    const result = AuctionFormSchema.safeParse({
      cityId: "riyadh",
      districtId: "1",
      sellingAgentId: "1",
      category: "land",
      use: "residential",
      areaM2: "500",
      northM: "1",
      southM: "1",
      eastM: "1",
      westM: "1",
      openingPrice: "1000000",
      deposit: "60000",
      valuedPrice: "1000000",
      startsAt: "2030-01-10T19:30",
      endsAt: "2030-01-10T18:30",
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    expect(messages).toContain("endsAt:adminAuctions.validation.endBeforeStart");
    expect(messages).toContain("deposit:adminAuctions.validation.depositCap");
  });
});

describe("creating, publishing and editing an auction", () => {
  it("creates an audited draft that only the committee's list shows", async () => {
    const { db, member, edit } = await setup();
    const { auctionId, assetNumber } = await createAuctionDraft({ db, actorUserId: member.id, edit: edit() });
    const found = await getAdminAuction(db, auctionId);
    expect(found!.auction.status).toBe("draft");
    expect(found!.auction.deposit).toBe(5_000_000); // 5% of 1,000,000 SAR
    const list = await listAdminAuctions({ db, status: "draft", q: assetNumber });
    expect(list.items.map((i) => i.id)).toEqual([auctionId]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, String(auctionId)), eq(auditLog.action, "auction.create")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorUserId).toBe(member.id);
  });

  it("refuses to publish with every missing thing listed, then publishes once complete and tells the owner", async () => {
    const { db, member, edit } = await setup();
    const { user: owner } = await createUser(database);
    const soon = new Date(Date.now() + 2 * DAY);
    const { auctionId } = await createAuctionDraft({
      db,
      actorUserId: member.id,
      edit: edit({ startsAt: soon, endsAt: new Date(soon.getTime() + DAY) }),
      ownerUserId: owner!.id,
    });
    const refused = await refusal(() => publishAuction({ db, actorUserId: member.id, auctionId }));
    expect(refused.code).toBe("AUCTION_NOT_PUBLISHABLE");
    expect(refused.details!.issues!.map((i) => i.path).sort()).toEqual(
      ["photos", "specialRules", "startsAt", "titleEn"].sort(),
    );

    const later = new Date(Date.now() + 6 * DAY);
    await updateAuction({
      db,
      actorUserId: member.id,
      auctionId,
      edit: edit({
        titleEn: "Villa in the test district",
        startsAt: later,
        endsAt: new Date(later.getTime() + DAY),
      }),
      countRegistrations,
    });
    await addAuctionPhoto(
      { db, storage },
      {
        actorUserId: member.id,
        auctionId,
        altAr: "الواجهة",
        altEn: "The front",
        file: { name: "front.jpg", bytes: await jpeg() },
      },
    );
    await addAuctionDocument(
      { db, storage },
      {
        actorUserId: member.id,
        auctionId,
        kind: "special_rules",
        titleAr: "الشروط الخاصة",
        titleEn: "Special rules",
        file: { name: "rules.pdf", bytes: pdf },
        countRegistrations,
      },
    );
    const published = await publishAuctionAndTellOwner({ db, actorUserId: member.id, auctionId });
    const [row] = await db.select().from(auctions).where(eq(auctions.id, auctionId));
    expect(row!.status).toBe("upcoming");
    expect(row!.announcedAt!.getTime()).toBe(published.announcedAt.getTime());
    const again = await refusal(() => publishAuction({ db, actorUserId: member.id, auctionId }));
    expect(again.code).toBe("AUCTION_NOT_EDITABLE");
    // The owner heard it once, with the start (/mazadStatus's "scheduled" step).
    const told = await db.select().from(notifications).where(eq(notifications.userId, owner!.id));
    expect(told.map((n) => [n.event, n.auctionId, n.params.startsAt])).toEqual([
      ["owner_auction_scheduled", auctionId, later.toISOString()],
    ]);
    expect(published.effects.notificationIds).toHaveLength(1);
  });

  it("takes the announcement period from the settings", async () => {
    const { db, member, edit } = await setup();
    const start = new Date(Date.now() + 6 * DAY);
    const { auctionId } = await createAuctionDraft({
      db,
      actorUserId: member.id,
      edit: edit({ titleEn: "Villa", startsAt: start, endsAt: new Date(start.getTime() + DAY) }),
    });
    // As the admin sets it on /admin/settings.
    const before = await readSettings(db);
    await updateSettings({ db, actorUserId: member.id, input: { ...before, announcementDays: 10 } });
    try {
      const refused = await refusal(() => publishAuction({ db, actorUserId: member.id, auctionId }));
      expect(refused.details!.issues!.map((i) => i.message)).toContain("adminAuctions.missing.announcement");
    } finally {
      await updateSettings({ db, actorUserId: member.id, input: before });
    }
  });

  it("after publishing: terms change freely until a registration, then only with a new rules version; after a bid only text", async () => {
    const { db, member, edit } = await setup();
    const start = new Date(Date.now() + 6 * DAY);
    const base = edit({ titleEn: "Villa", startsAt: start, endsAt: new Date(start.getTime() + DAY) });
    const { auctionId } = await createAuctionDraft({ db, actorUserId: member.id, edit: base });
    await addAuctionPhoto(
      { db, storage },
      {
        actorUserId: member.id,
        auctionId,
        altAr: "صورة",
        altEn: "Photo",
        file: { name: "p.jpg", bytes: await jpeg() },
      },
    );
    await addAuctionDocument(
      { db, storage },
      {
        actorUserId: member.id,
        auctionId,
        kind: "special_rules",
        titleAr: "الشروط",
        titleEn: "Rules",
        file: { name: "r.pdf", bytes: pdf },
        countRegistrations,
      },
    );
    await publishAuction({ db, actorUserId: member.id, auctionId });

    // The start may not move closer than the announcement period after the announcement.
    const early = new Date(Date.now() + 2 * DAY);
    const tooSoon = await refusal(() =>
      updateAuction({
        db,
        actorUserId: member.id,
        auctionId,
        edit: { ...base, startsAt: early, endsAt: new Date(early.getTime() + DAY) },
        countRegistrations,
      }),
    );
    expect(tooSoon.details!.issues).toEqual([
      { path: "startsAt", message: "adminAuctions.missing.announcement" },
    ]);

    // Nobody registered yet: the opening price may change (the default deposit, 5%, with it), same rules version.
    const first = await updateAuction({
      db,
      actorUserId: member.id,
      auctionId,
      edit: { ...base, openingPrice: 90_000_000 },
      countRegistrations,
    });
    expect(first).toEqual({ changed: ["openingPrice", "deposit"], specialRulesVersion: 1 });

    const [bidder] = await createBidders(database, 1);
    await registerForAuction({ db, userId: bidder!.id, auctionId, acceptRulesVersion: 1 });
    const raised = { ...base, openingPrice: 95_000_000 };
    const refused = await refusal(() =>
      updateAuction({ db, actorUserId: member.id, auctionId, edit: raised, countRegistrations }),
    );
    expect(refused.code).toBe("AUCTION_RULES_VERSION_REQUIRED");
    const second = await updateAuction({
      db,
      actorUserId: member.id,
      auctionId,
      edit: raised,
      newRulesVersion: true,
      countRegistrations,
    });
    expect(second.specialRulesVersion).toBe(2);
    // The registrant must accept version 2 before bidding: registering with 1 is refused now.
    const stale = await refusal(() =>
      registerForAuction({ db, userId: bidder!.id, auctionId, acceptRulesVersion: 1 }),
    );
    expect(stale.code).toBe("RULES_NOT_ACCEPTED");

    // After the first bid only text corrections.
    await db.update(auctions).set({ bidCount: 1 }).where(eq(auctions.id, auctionId));
    const locked = await refusal(() =>
      updateAuction({
        db,
        actorUserId: member.id,
        auctionId,
        edit: { ...raised, deposit: 1_000_000 },
        newRulesVersion: true,
        countRegistrations,
      }),
    );
    expect(locked.code).toBe("AUCTION_CONTEST_LOCKED");
    // Taking bids from the room changes the contest too.
    const hybridLocked = await refusal(() =>
      updateAuction({
        db,
        actorUserId: member.id,
        auctionId,
        edit: { ...raised, hybrid: true },
        newRulesVersion: true,
        countRegistrations,
      }),
    );
    expect(hybridLocked.details!.issues).toEqual([
      { path: "hybrid", message: "adminAuctions.errors.contestLocked" },
    ]);
    const typo = await updateAuction({
      db,
      actorUserId: member.id,
      auctionId,
      edit: { ...raised, titleEn: "Villa with a garden" },
      countRegistrations,
    });
    expect(typo.changed).toEqual(["titleEn"]);
    const photo = (await getAdminAuction(db, auctionId))!.photos[0]!;
    await updateAuctionPhoto(db, {
      actorUserId: member.id,
      auctionId,
      photoId: photo.id,
      altEn: "The garden",
    });
    const photoLocked = await refusal(() =>
      addAuctionPhoto(
        { db, storage },
        { actorUserId: member.id, auctionId, altAr: "ب", altEn: "b", file: { name: "b.jpg", bytes: pdf } },
      ),
    );
    expect(photoLocked.code).toBe("AUCTION_CONTEST_LOCKED");

    const audit = await db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "auction"), eq(auditLog.subjectId, String(auctionId))))
      .orderBy(asc(auditLog.id)); // PostgreSQL returns rows in no set order without one
    const updates = audit.filter((a) => a.action === "auction.update");
    expect(updates).toHaveLength(3);
    expect(updates.at(-1)).toMatchObject({
      before: { titleEn: "Villa" },
      after: { titleEn: "Villa with a garden" },
    });
    expect(audit.map((a) => a.action)).toContain("auction.photo.update");
  });

  it("moves a photo up or down before the first bid, audited; the ends stay put", async () => {
    const { db, member, edit } = await setup();
    const { auctionId } = await createAuctionDraft({ db, actorUserId: member.id, edit: edit() });
    const ids: number[] = [];
    for (const name of ["a", "b", "c"]) {
      const added = await addAuctionPhoto(
        { db, storage },
        {
          actorUserId: member.id,
          auctionId,
          altAr: name,
          altEn: name,
          file: { name: `${name}.jpg`, bytes: await jpeg() },
        },
      );
      ids.push(added.photoId);
    }
    const order = async () => (await getAdminAuction(db, auctionId))!.photos.map((p) => p.id);
    const [a, b, c] = ids as [number, number, number];
    const move = (photoId: number, direction: "up" | "down") =>
      moveAuctionPhoto(db, { actorUserId: member.id, auctionId, photoId, direction });

    expect(await move(c, "up")).toEqual({ position: 1 });
    expect(await order()).toEqual([a, c, b]);
    expect(await move(c, "up")).toEqual({ position: 0 }); // the new cover
    expect(await order()).toEqual([c, a, b]);
    expect(await move(c, "up")).toEqual({ position: 0 }); // already first: nothing moves
    expect(await move(b, "down")).toEqual({ position: 2 }); // already last
    expect(await move(c, "down")).toEqual({ position: 1 });
    expect(await order()).toEqual([a, c, b]);

    const moves = await db
      .select({ before: auditLog.before, after: auditLog.after, details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectType, "auction"),
          eq(auditLog.subjectId, String(auctionId)),
          eq(auditLog.action, "auction.photo.move"),
        ),
      );
    expect(moves).toHaveLength(3); // the two that changed nothing are not recorded
    expect(moves).toContainEqual({
      before: { position: 2 },
      after: { position: 1 },
      details: { photoId: c },
    });

    // Another auction's photo is not found here; after the first bid the order is the contest's.
    const other = await createAuctionDraft({ db, actorUserId: member.id, edit: edit() });
    expect(
      (
        await refusal(() =>
          moveAuctionPhoto(db, {
            actorUserId: member.id,
            auctionId: other.auctionId,
            photoId: a,
            direction: "up",
          }),
        )
      ).code,
    ).toBe("NOT_FOUND");
    await db.update(auctions).set({ status: "upcoming", bidCount: 1 }).where(eq(auctions.id, auctionId));
    expect((await refusal(() => move(a, "down"))).code).toBe("AUCTION_CONTEST_LOCKED");
    expect(await order()).toEqual([a, c, b]);
  });
});

describe("the REGA disclosures (issue 15)", () => {
  it("reads yes/no answers, a licence in Arabic-Indic digits, and only an https live video link", () => {
    const { success, data } = AuctionFormSchema.safeParse({
      cityId: "riyadh",
      districtId: "1",
      sellingAgentId: "1",
      category: "land",
      use: "residential",
      areaM2: "500",
      northM: "20",
      southM: "20",
      eastM: "25",
      westM: "25",
      openingPrice: "1000000",
      startsAt: "2030-01-10T19:30",
      endsAt: "2030-01-11T19:30",
      ...regaForm,
      liveVideoUrl: "https://live.example.sa/session/1",
    });
    expect(success).toBe(true);
    const edit = fromForm(data!);
    expect(edit.advertisementLicenseNumber).toBe("7200000123");
    expect(edit.disclosureMortgages).toBe(true);
    expect(edit.disclosureEncumbrances).toBe(false);
    expect(edit.disclosureDisputesAr).toBeNull();
    expect(edit.liveVideoUrl).toBe("https://live.example.sa/session/1");
    for (const bad of ["http://live.example.sa/1", "javascript:alert(1)", "https://localhost"]) {
      const refused = AuctionFormSchema.safeParse({ ...regaForm, liveVideoUrl: bad });
      expect(refused.error!.issues.find((i) => i.path[0] === "liveVideoUrl")?.message).toBe(
        "adminAuctions.validation.liveVideoUrl",
      );
    }
    const maybe = AuctionFormSchema.safeParse({ ...regaForm, disclosureDefects: "maybe" });
    expect(maybe.error!.issues.find((i) => i.path[0] === "disclosureDefects")?.message).toBe(
      "adminAuctions.validation.answer",
    );
  });

  it("refuses to publish without the licence, every answer, the details of a yes and the survey", async () => {
    const { db, member, edit } = await setup();
    const start = new Date(Date.now() + 6 * DAY);
    const { auctionId } = await createAuctionDraft({
      db,
      actorUserId: member.id,
      edit: edit({
        titleEn: "Villa",
        startsAt: start,
        endsAt: new Date(start.getTime() + DAY),
        advertisementLicenseNumber: null,
        disclosureEncumbrances: null,
        disclosureMortgagesEn: null,
        disclosureSurveyEn: null,
      }),
    });
    await addAuctionPhoto(
      { db, storage },
      {
        actorUserId: member.id,
        auctionId,
        altAr: "صورة",
        altEn: "Photo",
        file: { name: "p.jpg", bytes: await jpeg() },
      },
    );
    await addAuctionDocument(
      { db, storage },
      {
        actorUserId: member.id,
        auctionId,
        kind: "special_rules",
        titleAr: "الشروط",
        titleEn: "Rules",
        file: { name: "r.pdf", bytes: pdf },
        countRegistrations,
      },
    );
    const refused = await refusal(() => publishAuction({ db, actorUserId: member.id, auctionId }));
    expect(refused.details!.issues!.map((i) => i.path).sort()).toEqual(
      [
        "advertisementLicenseNumber",
        "disclosureEncumbrances",
        "disclosureMortgagesAr",
        "disclosureSurveyAr",
      ].sort(),
    );
    const [stored] = await db
      .select({ status: auctions.status })
      .from(auctions)
      .where(eq(auctions.id, auctionId));
    expect(stored!.status).toBe("draft");

    await updateAuction({
      db,
      actorUserId: member.id,
      auctionId,
      edit: edit({ titleEn: "Villa", startsAt: start, endsAt: new Date(start.getTime() + DAY) }),
      countRegistrations,
    });
    await publishAuction({ db, actorUserId: member.id, auctionId });
    const found = await getAdminAuction(db, auctionId);
    expect(found!.property.disclosures!.mortgages).toEqual({
      present: true,
      ar: "مرهون لصالح بنك الرياض",
      en: "Mortgaged to Riyad Bank",
    });
    expect(found!.property.advertisementLicenseNumber).toBe("7200000123");

    // The live video link may still change after the first bid; the disclosures may not.
    await db.update(auctions).set({ bidCount: 1 }).where(eq(auctions.id, auctionId));
    const base = edit({ titleEn: "Villa", startsAt: start, endsAt: new Date(start.getTime() + DAY) });
    const linked = await updateAuction({
      db,
      actorUserId: member.id,
      auctionId,
      edit: { ...base, liveVideoUrl: "https://live.example.sa/s/9" },
      countRegistrations,
    });
    expect(linked.changed).toEqual(["liveVideoUrl"]);
    const locked = await refusal(() =>
      updateAuction({
        db,
        actorUserId: member.id,
        auctionId,
        edit: { ...base, liveVideoUrl: "https://live.example.sa/s/9", disclosureDefects: true },
        countRegistrations,
      }),
    );
    expect(locked.code).toBe("AUCTION_CONTEST_LOCKED");
  });
});
