import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { asc, eq } from "drizzle-orm";
import { authorityRequests, notifications, settlements } from "~/db/schema";
import { closeBiddingNow } from "~/db/seed/auction-factory.server";
import { answerAgency, inviteAgency } from "~/modules/agents/agencies.server";
import { createAgencyInviteSchema } from "~/modules/agents/agency-schema";
import {
  cancelAuction,
  finishDueAuctions,
  startDueAuctions,
} from "~/modules/bidding/auction-lifecycle.server";
import { ListingFormSchema } from "~/modules/listings/listing-request-schema";
import {
  addListingFiles,
  saveListingDraft,
  submitListingRequest,
} from "~/modules/listings/listing-requests.server";
import {
  approveListingRequest,
  rejectListingRequest,
  requestListingChanges,
} from "~/modules/listings/review-listing-request.server";
import { createLocalStorage } from "~/storage/local-storage.server";
import { createUser } from "../../../tests/factories/accounts";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createTestDatabase } from "../../../tests/support/database";
import { getOwnerTimeline, type TimelineItem } from "./get-owner-timeline.server";

let database: Database;
const storage = createLocalStorage(path.join(mkdtempSync(path.join(tmpdir(), "mazad-timeline-")), "uploads"));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

/** The steps as `name:state`, to read a whole timeline at a glance. */
const shape = (item: TimelineItem | undefined) => item?.steps.map((s) => `${s.step}:${s.state}`);

async function sentRequest(
  ownerId: string,
  place: Awaited<ReturnType<typeof createPlace>>,
  at: Date,
  /** Listed by `ownerId` as the agent of this principal (ADR 036). */
  principalUserId?: string,
) {
  const { db } = database;
  const fields = ListingFormSchema.parse({
    intent: "submit",
    titleAr: "أرض على شارعين",
    descriptionAr: "أرض سكنية مستوية",
    category: "land",
    use: "residential",
    cityId: place.city.id,
    districtId: String(place.district.id),
    areaM2: "600",
    northM: "20",
    southM: "20",
    eastM: "30",
    westM: "30",
    instrumentNumber: "310115002233",
    askingPrice: "1,500,000",
    disclosures: "لا رهون",
  });
  const draft = await saveListingDraft({
    db,
    requesterUserId: ownerId,
    requestId: null,
    fields,
    principalUserId,
    now: at,
  });
  const photo = new Uint8Array(
    await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 9, g: 99, b: 9 } } })
      .jpeg()
      .toBuffer(),
  );
  await addListingFiles(
    { db, storage },
    {
      requesterUserId: ownerId,
      requestId: draft.id,
      photos: [{ name: "front.jpg", bytes: photo }],
      documents: [{ kind: "title_deed", file: { name: "deed.pdf", bytes: pdf } }],
    },
  );
  await submitListingRequest({ db, requesterUserId: ownerId, requestId: draft.id, now: at });
  return draft.id;
}

describe("the owner's timeline (/mazadStatus)", () => {
  it("follows a request through changes asked, sending again and approval into the draft auction", async () => {
    const { db } = database;
    const place = await createPlace(db);
    const { user: owner } = await createUser(database);
    const { user: member } = await createUser(database, { roles: ["committee"] });
    const { user: stranger } = await createUser(database);
    const t0 = new Date("2026-10-01T09:00:00Z");
    const id = await sentRequest(owner!.id, place, t0);

    let [item] = await getOwnerTimeline({ db, userId: owner!.id });
    expect(shape(item)).toEqual(["submitted:done", "under_review:current", "approved:upcoming"]);
    expect(item!.steps[0]!.at).toEqual(t0);

    const asked = new Date(t0.getTime() + DAY);
    await requestListingChanges({
      db,
      requestId: id,
      actorUserId: member!.id,
      decision: { reasonAr: "أضيفوا صورة الواجهة", reasonEn: "Add a photo of the front" },
      now: asked,
    });
    [item] = await getOwnerTimeline({ db, userId: owner!.id });
    expect(shape(item)).toEqual(["submitted:done", "under_review:done", "changes_requested:current"]);
    const changes = item!.steps[2]!;
    expect(changes).toMatchObject({ at: asked, noteEn: "Add a photo of the front", editRequestId: id });

    const again = new Date(t0.getTime() + 2 * DAY);
    await submitListingRequest({ db, requesterUserId: owner!.id, requestId: id, now: again });
    const approvedAt = new Date(t0.getTime() + 3 * DAY);
    const { auctionId } = await approveListingRequest(
      { db, storage },
      {
        requestId: id,
        actorUserId: member!.id,
        approval: { sellingAgentId: place.agent.id },
        now: approvedAt,
      },
    );
    [item] = await getOwnerTimeline({ db, userId: owner!.id });
    expect(item!.auctionId).toBe(auctionId);
    expect(item!.auctionStatus).toBe("draft");
    expect(shape(item)).toEqual([
      "submitted:done",
      "changes_requested:done",
      "submitted:done",
      "under_review:done",
      "approved:current",
      "scheduled:upcoming",
      "live:upcoming",
      "finished:upcoming",
    ]);
    expect(item!.steps[1]!.editRequestId).toBeUndefined(); // sent again: no longer editable
    expect(item!.steps.map((s) => s.at)).toEqual([t0, asked, again, again, approvedAt, null, null, null]);
    // The draft auction is part of the request's item, not an item of its own.
    expect(await getOwnerTimeline({ db, userId: owner!.id })).toHaveLength(1);
    // Only my own.
    expect(await getOwnerTimeline({ db, userId: stranger!.id })).toEqual([]);
  });

  it("follows what my agent sent for me, read-only, into my auction; never the agent's draft", async () => {
    const { db } = database;
    const place = await createPlace(db);
    const { user: principal } = await createUser(database);
    const { user: agent } = await createUser(database, { name: "وكيل الاختبار" });
    const { user: member } = await createUser(database, { roles: ["committee"] });
    const [poa] = await db
      .insert(authorityRequests)
      .values({ kind: "power_of_attorney", requesterUserId: principal!.id, status: "approved" })
      .returning();
    const input = createAgencyInviteSchema().parse({
      side: "principal",
      phone: agent!.phone,
      scopes: ["list_property"],
      expiresOn: new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10),
      powerOfAttorneyId: poa!.id,
    });
    const { agency } = await inviteAgency({ db, userId: principal!.id, input });
    await answerAgency({ db, userId: agent!.id, agencyId: agency.id, answer: "confirm" });

    // The agent's draft is theirs until sent.
    await saveListingDraft({
      db,
      requesterUserId: agent!.id,
      requestId: null,
      fields: { titleAr: "مسودة الوكيل" },
      principalUserId: principal!.id,
    });
    expect(await getOwnerTimeline({ db, userId: principal!.id })).toEqual([]);

    const t0 = new Date("2026-10-01T09:00:00Z");
    const id = await sentRequest(agent!.id, place, t0, principal!.id);
    let [item] = await getOwnerTimeline({ db, userId: principal!.id });
    expect(item).toMatchObject({ requestId: id, listedBy: "وكيل الاختبار" });
    expect(shape(item)).toEqual(["submitted:done", "under_review:current", "approved:upcoming"]);

    await requestListingChanges({
      db,
      requestId: id,
      actorUserId: member!.id,
      decision: { reasonAr: "أضيفوا المخطط", reasonEn: "Add the site plan" },
      now: new Date(t0.getTime() + DAY),
    });
    [item] = await getOwnerTimeline({ db, userId: principal!.id });
    // The principal reads what to change; only the agent, who wrote it, edits it.
    expect(item!.steps[2]).toMatchObject({ step: "changes_requested", noteEn: "Add the site plan" });
    expect(item!.steps[2]!.editRequestId).toBeUndefined();
    const mine = (await getOwnerTimeline({ db, userId: agent!.id })).find((i) => i.requestId === id);
    expect(mine).toMatchObject({ listedBy: null });
    expect(mine!.steps[2]!.editRequestId).toBe(id);

    await submitListingRequest({
      db,
      requesterUserId: agent!.id,
      requestId: id,
      now: new Date(t0.getTime() + 2 * DAY),
    });
    const { auctionId } = await approveListingRequest(
      { db, storage },
      {
        requestId: id,
        actorUserId: member!.id,
        approval: { sellingAgentId: place.agent.id },
        now: new Date(t0.getTime() + 3 * DAY),
      },
    );
    // Approved, the property and its auction are the principal's: one item carries on into it.
    const items = await getOwnerTimeline({ db, userId: principal!.id });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ auctionId, auctionStatus: "draft", listedBy: "وكيل الاختبار" });
    expect(shape(items[0])!.slice(-4)).toEqual([
      "approved:current",
      "scheduled:upcoming",
      "live:upcoming",
      "finished:upcoming",
    ]);
    // The agent follows their request up to its approval; the auction is not theirs.
    const sent = (await getOwnerTimeline({ db, userId: agent!.id })).find((i) => i.requestId === id);
    expect(sent).toMatchObject({ auctionId: null, listedBy: null });
    expect(shape(sent)!.at(-1)).toBe("approved:current");
  });

  it("shows a draft to continue and a rejection with its reason", async () => {
    const { db } = database;
    const place = await createPlace(db);
    const { user: owner } = await createUser(database);
    const { user: member } = await createUser(database, { roles: ["committee"] });
    const draft = await saveListingDraft({
      db,
      requesterUserId: owner!.id,
      requestId: null,
      fields: { titleAr: "شقة" },
      now: new Date("2026-10-01T09:00:00Z"),
    });
    const id = await sentRequest(owner!.id, place, new Date("2026-10-02T09:00:00Z"));
    await rejectListingRequest({
      db,
      requestId: id,
      actorUserId: member!.id,
      decision: { reasonAr: "الصك لا يطابق الموقع", reasonEn: "The deed does not match the site" },
      now: new Date("2026-10-03T09:00:00Z"),
    });
    const items = await getOwnerTimeline({ db, userId: owner!.id });
    const rejected = items.find((i) => i.requestId === id);
    const written = items.find((i) => i.requestId === draft.id);
    expect(shape(rejected)).toEqual(["submitted:done", "under_review:done", "rejected:current"]);
    expect(rejected!.steps[2]).toMatchObject({ noteAr: "الصك لا يطابق الموقع" });
    expect(shape(written)).toEqual(["draft:current", "submitted:upcoming"]);
    expect(written!.steps[0]!.editRequestId).toBe(draft.id);
  });

  it("shows my auctions' steps: scheduled, live, finished paid or defaulted, cancelled — and nobody else's", async () => {
    const { db } = database;
    const place = await createPlace(db);
    const { user: owner } = await createUser(database);
    const { user: winner } = await createUser(database);
    const { user: stranger } = await createUser(database);
    const now = Date.now();
    const mine = { ownerUserId: owner!.id };
    const announcedAt = new Date(now - 6 * DAY);
    const { auction: upcoming } = await createAuction(db, place, {
      property: mine,
      auction: {
        status: "upcoming",
        announcedAt,
        startsAt: new Date(now + DAY),
        endsAt: new Date(now + 2 * DAY),
        scheduledEndsAt: new Date(now + 2 * DAY),
      },
    });
    const { auction: live } = await createAuction(db, place, { property: mine, auction: { announcedAt } });
    const finished = async (hours: number) => {
      const endsAt = new Date(now - hours * HOUR);
      const { auction } = await createAuction(db, place, {
        property: mine,
        auction: {
          status: "finished",
          announcedAt,
          startsAt: new Date(now - (hours + 3) * HOUR),
          endsAt,
          scheduledEndsAt: endsAt,
          finishedAt: endsAt,
          outcome: "sold",
          endPrice: 120_000_000,
          currentPrice: 120_000_000,
          winnerUserId: winner!.id,
        },
      });
      return auction;
    };
    const paid = await finished(30);
    const defaulted = await finished(100);
    const figures = {
      userId: winner!.id,
      hammerPrice: 120_000_000,
      depositApplied: 5_000_000,
      balanceDue: 115_000_000,
      commission: 3_000_000,
      vat: 450_000,
      totalDue: 118_450_000,
    };
    const paidAt = new Date(now - 10 * HOUR);
    const dueAt = new Date(now - 20 * HOUR);
    await db.insert(settlements).values([
      { ...figures, auctionId: paid.id, dueAt: new Date(now + DAY), status: "paid", paidAt },
      { ...figures, auctionId: defaulted.id, dueAt, status: "defaulted", defaultedAt: dueAt },
    ]);
    const cancelledAt = new Date(now - 2 * HOUR);
    const { auction: cancelled } = await createAuction(db, place, {
      property: mine,
      auction: {
        status: "cancelled",
        announcedAt,
        startsAt: new Date(now + DAY),
        endsAt: new Date(now + 2 * DAY),
        scheduledEndsAt: new Date(now + 2 * DAY),
        cancelledAt,
        cancelReasonAr: "نزاع على الملكية",
        cancelReasonEn: "An ownership dispute",
      },
    });
    // Someone else's auction, in the same place.
    await createAuction(db, place, { property: { ownerUserId: stranger!.id } });

    const items = await getOwnerTimeline({ db, userId: owner!.id });
    const of = (id: number) => items.find((i) => i.auctionId === id);
    expect(items.map((i) => i.auctionId).sort()).toEqual(
      [upcoming.id, live.id, paid.id, defaulted.id, cancelled.id].sort(),
    );
    expect(shape(of(upcoming.id))).toEqual(["scheduled:current", "live:upcoming", "finished:upcoming"]);
    expect(of(upcoming.id)!.steps[0]).toMatchObject({
      at: announcedAt,
      announcedAt,
      startsAt: upcoming.startsAt,
    });
    expect(shape(of(live.id))).toEqual(["scheduled:done", "live:current", "finished:upcoming"]);
    expect(of(live.id)!.steps[1]!.at).toEqual(live.startsAt);
    expect(shape(of(paid.id))).toEqual(["scheduled:done", "live:done", "finished:current"]);
    expect(of(paid.id)!.steps[2]).toMatchObject({
      at: paid.finishedAt,
      outcome: "sold",
      hammerPrice: 120_000_000,
      settlements: [{ status: "paid", paidAt }],
    });
    expect(of(defaulted.id)!.steps[2]!.settlements).toEqual([
      { status: "defaulted", dueAt, paidAt: null, defaultedAt: dueAt },
    ]);
    expect(shape(of(cancelled.id))).toEqual(["scheduled:done", "cancelled:current"]);
    expect(of(cancelled.id)!.steps[1]).toMatchObject({ at: cancelledAt, noteEn: "An ownership dispute" });
    // The most recently moved first: the live auction's start an hour ago, the cancellation two hours ago.
    expect(items.slice(0, 2).map((i) => i.auctionId)).toEqual([live.id, cancelled.id]);
    expect((await getOwnerTimeline({ db, userId: stranger!.id })).map((i) => i.auctionId)).not.toContain(
      live.id,
    );
  });

  it("tells the owner when their auction goes live, ends unsold and is cancelled — nobody else", async () => {
    const { db } = database;
    const place = await createPlace(db);
    const { user: owner } = await createUser(database);
    const now = Date.now();
    const mine = { ownerUserId: owner!.id };
    const due = { status: "upcoming" as const, startsAt: new Date(now - 60_000) };
    const { auction: first } = await createAuction(db, place, { property: mine, auction: due });
    const { auction: nobodys } = await createAuction(db, place, { auction: due });
    await startDueAuctions({ db });
    await closeBiddingNow(db, first.id);
    await finishDueAuctions({ db });
    const { auction: second } = await createAuction(db, place, {
      property: mine,
      auction: {
        status: "upcoming",
        startsAt: new Date(now + DAY),
        endsAt: new Date(now + 2 * DAY),
        scheduledEndsAt: new Date(now + 2 * DAY),
      },
    });
    const { user: member } = await createUser(database, { roles: ["committee"] });
    await cancelAuction({
      db,
      auctionId: second.id,
      actorUserId: member!.id,
      reasonAr: "نزاع على الملكية",
      reasonEn: "An ownership dispute",
    });
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner!.id))
      .orderBy(asc(notifications.id));
    expect(told.map((n) => [n.event, n.auctionId])).toEqual([
      ["owner_auction_live", first.id],
      ["owner_auction_unsold", first.id],
      ["owner_auction_cancelled", second.id],
    ]);
    expect(told[1]!.params).toMatchObject({ outcome: "no_bids", assetNumber: expect.any(String) });
    expect(told[2]!.params).toMatchObject({ reasonEn: "An ownership dispute" });
    expect(await db.select().from(notifications).where(eq(notifications.auctionId, nobodys.id))).toEqual([]);
  });
});
