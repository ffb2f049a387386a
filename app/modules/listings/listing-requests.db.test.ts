import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { parseWithZod } from "@conform-to/zod/v4";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, notifications } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { getAdminAuction } from "~/modules/auctions/list-admin-auctions.server";
import { readUpload } from "~/modules/uploads/uploads.server";
import { createLocalStorage } from "~/storage/local-storage.server";
import { createUser } from "../../../tests/factories/accounts";
import { createPlace } from "../../../tests/factories/auctions";
import { createTestDatabase } from "../../../tests/support/database";
import { ListingFormSchema, type ListingFields } from "./listing-request-schema";
import {
  addListingFiles,
  arrangeListingFile,
  getOwnListingRequest,
  listOwnListingRequests,
  saveListingDraft,
  submitListingRequest,
} from "./listing-requests.server";
import {
  approveListingRequest,
  countListingRequestsToReview,
  getListingRequestForReview,
  listListingQueue,
  rejectListingRequest,
  requestListingChanges,
} from "./review-listing-request.server";

let database: Database;
const storage = createLocalStorage(path.join(mkdtempSync(path.join(tmpdir(), "mazad-listings-")), "uploads"));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const jpeg = (r: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer()
    .then((b) => new Uint8Array(b));

async function setup() {
  const { db } = database;
  const place = await createPlace(db);
  const { user: owner } = await createUser(database);
  const { user: stranger } = await createUser(database);
  const { user: member } = await createUser(database, { roles: ["committee"] });
  // What an owner types on /whatadd: Arabic-Indic digits, riyals with separators.
  const typed = ListingFormSchema.parse({
    intent: "submit",
    titleAr: "فيلا في حي الاختبار",
    descriptionAr: "فيلا واسعة على شارعين",
    category: "villa",
    use: "residential",
    cityId: place.city.id,
    districtId: String(place.district.id),
    areaM2: "٦٠٠",
    northM: "٢٠",
    southM: "20",
    eastM: "30",
    westM: "30",
    boundaryNorth: "شارع عرض ٢٠م",
    instrumentNumber: "310115002233",
    rooms: "٥",
    bathrooms: "4",
    askingPrice: "١٬٥٠٠٬٠٠٠",
    valuation: "1,600,000",
    falLicenseNumber: "١١٠٠٠١٢٣٤٥",
    disclosures: "لا رهون ولا نزاعات",
  });
  const fields: Partial<ListingFields> = typed;
  return { db, place, owner: owner!, stranger: stranger!, member: member!, fields };
}

async function completeRequest(s: Awaited<ReturnType<typeof setup>>) {
  const draft = await saveListingDraft({
    db: s.db,
    requesterUserId: s.owner.id,
    requestId: null,
    fields: s.fields,
  });
  await addListingFiles(
    { db: s.db, storage },
    {
      requesterUserId: s.owner.id,
      requestId: draft.id,
      photos: [
        { name: "front.jpg", bytes: await jpeg(10) },
        { name: "street.jpg", bytes: await jpeg(200) },
      ],
      documents: [{ kind: "title_deed", file: { name: "صك.pdf", bytes: pdf } }],
    },
  );
  return draft;
}

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  return "resolved";
};

describe("listing requests", () => {
  it("reads typed riyals and Arabic-Indic digits into halalas and numbers", async () => {
    const s = await setup();
    expect(s.fields.askingPrice).toBe(150_000_000);
    expect(s.fields.valuation).toBe(160_000_000);
    expect(s.fields.areaM2).toBe(600);
    expect(s.fields.falLicenseNumber).toBe("1100012345");
    const bad = ListingFormSchema.safeParse({ intent: "submit", titleAr: "x" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join("."))).toEqual(
      expect.arrayContaining(["descriptionAr", "cityId", "askingPrice", "instrumentNumber"]),
    );
    // A draft keeps whatever is written.
    expect(ListingFormSchema.safeParse({ intent: "save", titleAr: "x" }).success).toBe(true);
    // The browser sends an empty file for a picker left alone: no photo, not a bad one.
    const form = new FormData();
    form.append("titleAr", "x");
    form.append("photos", new File([], ""));
    form.append("title_deed", new File([], ""));
    const parsed = parseWithZod(form, { schema: ListingFormSchema });
    expect(parsed.status).toBe("success");
  });

  it("is read and changed only by its requester, and sent only when complete", async () => {
    const s = await setup();
    const draft = await saveListingDraft({
      db: s.db,
      requesterUserId: s.owner.id,
      requestId: null,
      fields: { titleAr: "مسودة" },
    });
    expect(draft.status).toBe("draft");
    expect(
      await codeOf(getOwnListingRequest(s.db, { requestId: draft.id, requesterUserId: s.stranger.id })),
    ).toBe("NOT_FOUND");
    expect(
      await codeOf(
        saveListingDraft({
          db: s.db,
          requesterUserId: s.stranger.id,
          requestId: draft.id,
          fields: { titleAr: "x" },
        }),
      ),
    ).toBe("NOT_FOUND");
    // The committee does not see drafts.
    expect(await codeOf(getListingRequestForReview(s.db, draft.id))).toBe("NOT_FOUND");
    const incomplete = submitListingRequest({ db: s.db, requesterUserId: s.owner.id, requestId: draft.id });
    await expect(incomplete).rejects.toMatchObject({ code: "LISTING_INCOMPLETE" });
    const issues = await incomplete.catch((e: AppError) => e.details!.issues!.map((i) => i.path));
    expect(issues).toEqual(expect.arrayContaining(["descriptionAr", "photos", "title_deed"]));

    await saveListingDraft({ db: s.db, requesterUserId: s.owner.id, requestId: draft.id, fields: s.fields });
    await addListingFiles(
      { db: s.db, storage },
      {
        requesterUserId: s.owner.id,
        requestId: draft.id,
        photos: [{ name: "front.jpg", bytes: await jpeg(10) }],
        documents: [{ kind: "title_deed", file: { name: "deed.pdf", bytes: pdf } }],
      },
    );
    // A photo that is a PDF is refused, and nothing of that call is kept.
    expect(
      await codeOf(
        addListingFiles(
          { db: s.db, storage },
          {
            requesterUserId: s.owner.id,
            requestId: draft.id,
            photos: [{ name: "x.jpg", bytes: pdf }],
            documents: [],
          },
        ),
      ),
    ).toBe("UPLOAD_TYPE_NOT_ALLOWED");
    const sent = await submitListingRequest({ db: s.db, requesterUserId: s.owner.id, requestId: draft.id });
    expect(sent.status).toBe("submitted");
    expect(sent.photos).toHaveLength(1);
    expect(sent.documents.map((d) => d.kind)).toEqual(["title_deed"]);
    // Sent, it is no longer the owner's to change.
    expect(
      await codeOf(
        saveListingDraft({ db: s.db, requesterUserId: s.owner.id, requestId: draft.id, fields: s.fields }),
      ),
    ).toBe("LISTING_NOT_EDITABLE");
    expect((await listOwnListingRequests(s.db, s.owner.id)).map((r) => r.status)).toEqual(["submitted"]);
    expect(await listOwnListingRequests(s.db, s.stranger.id)).toEqual([]);
    // The owner's photos stay private until approval: a stranger cannot read them.
    const viewer = { id: s.stranger.id, roles: ["bidder"] };
    expect(await codeOf(readUpload({ db: s.db, storage, id: sent.photos[0]!.uploadId, viewer }))).toBe(
      "NOT_FOUND",
    );
  });

  it("orders photos: a cover, one place earlier, removal", async () => {
    const s = await setup();
    const draft = await completeRequest(s);
    const before = await getOwnListingRequest(s.db, { requestId: draft.id, requesterUserId: s.owner.id });
    const [first, second] = before.photos;
    await arrangeListingFile(
      { db: s.db, storage },
      { requesterUserId: s.owner.id, requestId: draft.id, fileId: second!.id, action: "cover" },
    );
    let now = await getOwnListingRequest(s.db, { requestId: draft.id, requesterUserId: s.owner.id });
    expect(now.photos.map((p) => p.id)).toEqual([second!.id, first!.id]);
    await arrangeListingFile(
      { db: s.db, storage },
      { requesterUserId: s.owner.id, requestId: draft.id, fileId: second!.id, action: "remove" },
    );
    now = await getOwnListingRequest(s.db, { requestId: draft.id, requesterUserId: s.owner.id });
    expect(now.photos.map((p) => [p.id, p.position])).toEqual([[first!.id, 0]]);
  });

  it("goes back and forth with the committee, then is approved into a draft auction the owner owns", async () => {
    const s = await setup();
    const draft = await completeRequest(s);
    await submitListingRequest({ db: s.db, requesterUserId: s.owner.id, requestId: draft.id });
    expect(await countListingRequestsToReview(s.db)).toBeGreaterThan(0);
    const queue = await listListingQueue(s.db);
    expect(queue.requests.map((r) => r.id)).toContain(draft.id);

    const decision = { reasonAr: "أضف صورة للشارع", reasonEn: "Add a photo of the street" };
    // Nobody decides on their own request.
    expect(
      await codeOf(
        requestListingChanges({ db: s.db, requestId: draft.id, actorUserId: s.owner.id, decision }),
      ),
    ).toBe("REVIEW_OWN_REQUEST");
    // Words in both languages are required.
    expect(
      await codeOf(
        requestListingChanges({
          db: s.db,
          requestId: draft.id,
          actorUserId: s.member.id,
          decision: { reasonAr: "", reasonEn: "x" },
        }),
      ),
    ).toBe("VALIDATION");
    const asked = await requestListingChanges({
      db: s.db,
      requestId: draft.id,
      actorUserId: s.member.id,
      decision,
    });
    expect(asked.request.status).toBe("changes_requested");
    expect(asked.request.reviewNoteEn).toBe("Add a photo of the street");
    // A decided request takes no second decision.
    expect(
      await codeOf(
        rejectListingRequest({ db: s.db, requestId: draft.id, actorUserId: s.member.id, decision }),
      ),
    ).toBe("LISTING_ALREADY_DECIDED");
    const notices = await s.db.select().from(notifications).where(eq(notifications.userId, s.owner.id));
    expect(notices.map((n) => n.event)).toEqual(["listing_changes_requested"]);

    // The owner edits and sends again.
    await saveListingDraft({
      db: s.db,
      requesterUserId: s.owner.id,
      requestId: draft.id,
      fields: { ...s.fields, titleEn: "Villa in the test district" },
    });
    await submitListingRequest({ db: s.db, requesterUserId: s.owner.id, requestId: draft.id });

    const approved = await approveListingRequest(
      { db: s.db, storage },
      { requestId: draft.id, actorUserId: s.member.id, approval: { sellingAgentId: s.place.agent.id } },
    );
    expect(approved.request.status).toBe("approved");
    expect(approved.request.auctionId).toBe(approved.auctionId);
    const auction = await getAdminAuction(s.db, approved.auctionId);
    expect(auction!.auction.status).toBe("draft");
    expect(auction!.auction.openingPrice).toBe(150_000_000);
    expect(auction!.auction.valuedPrice).toBe(160_000_000);
    expect(auction!.property.ownerUserId).toBe(s.owner.id);
    expect(auction!.property.titleEn).toBe("Villa in the test district");
    expect(Number(auction!.property.areaM2)).toBe(600);
    expect(auction!.property.boundaries?.north.ar).toBe("شارع عرض ٢٠م");
    // The photos are copies (new uploads, public as the auction's), in the request's order.
    expect(auction!.photos).toHaveLength(2);
    const request = await getListingRequestForReview(s.db, draft.id);
    const copied = auction!.photos.map((p) => p.storageKey.replace("upload:", ""));
    expect(copied).not.toContain(request.photos[0]!.uploadId);
    const photo = await readUpload({ db: s.db, storage, id: copied[0]!, viewer: null });
    expect(photo.upload.purpose).toBe("property_photo");
    expect(auction!.documents.map((d) => d.kind)).toEqual(["title_deed"]);

    const audit = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "listing_request"), eq(auditLog.subjectId, draft.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["listing.approve", "listing.request_changes"]);
    expect(
      await codeOf(
        approveListingRequest(
          { db: s.db, storage },
          { requestId: draft.id, actorUserId: s.member.id, approval: { sellingAgentId: s.place.agent.id } },
        ),
      ),
    ).toBe("LISTING_ALREADY_DECIDED");
  });

  it("is rejected with a reason in both languages, told to the owner", async () => {
    const s = await setup();
    const draft = await completeRequest(s);
    await submitListingRequest({ db: s.db, requesterUserId: s.owner.id, requestId: draft.id });
    const rejected = await rejectListingRequest({
      db: s.db,
      requestId: draft.id,
      actorUserId: s.member.id,
      decision: { reasonAr: "الصك لا يطابق العقار", reasonEn: "The deed does not match" },
    });
    expect(rejected.request.status).toBe("rejected");
    expect(
      await codeOf(
        saveListingDraft({ db: s.db, requesterUserId: s.owner.id, requestId: draft.id, fields: {} }),
      ),
    ).toBe("LISTING_NOT_EDITABLE");
    const [notice] = await s.db.select().from(notifications).where(eq(notifications.userId, s.owner.id));
    expect(notice!.event).toBe("listing_rejected");
    expect(notice!.params.reasonEn).toBe("The deed does not match");
  });
});
