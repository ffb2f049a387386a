import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { agencies, auditLog, authorityRequests, bids, notifications } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { getAdminAuction } from "~/modules/auctions/list-admin-auctions.server";
import { placeBid } from "~/modules/bidding/place-bid.server";
import { ListingFormSchema, type ListingFields } from "~/modules/listings/listing-request-schema";
import {
  addListingFiles,
  getListingRequestForRequesterOrPrincipal,
  getOwnListingRequest,
  listListingRequestsForPrincipal,
  saveListingDraft,
  submitListingRequest,
} from "~/modules/listings/listing-requests.server";
import { approveListingRequest } from "~/modules/listings/review-listing-request.server";
import { createLocalStorage } from "~/storage/local-storage.server";
import { createUser } from "../../../tests/factories/accounts";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import { createTestServices } from "../../../tests/support/services";
import {
  answerAgency,
  inviteAgency,
  principalsForListing,
  revokeAgency,
  withdrawPowerOfAttorney,
} from "./agencies.server";
import { createAgencyInviteSchema } from "./agency-schema";

/*
 * ADR 036, continued: an agent lists a property for a principal (the `list_property` scope), and
 * the committee's withdrawal of a power of attorney ends the agencies resting on it, the bid's one
 * context query re-checking the power of attorney too.
 */

const SAR = 100;
const OPENING = 1_000_000 * SAR;
const storage = createLocalStorage(
  path.join(mkdtempSync(path.join(tmpdir(), "mazad-principal-")), "uploads"),
);

let database: Database;
let services: Services;
let place: Awaited<ReturnType<typeof createPlace>>;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
  place = await createPlace(database.db);
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return "resolved";
}

async function approvedPoa(userId: string) {
  const [row] = await database.db
    .insert(authorityRequests)
    .values({ kind: "power_of_attorney", requesterUserId: userId, status: "approved" })
    .returning();
  return row!.id;
}

const inTwoMonths = () => new Date(Date.now() + 60 * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** A principal and an agent with an active agency on the principal's approved power of attorney. */
async function activeAgency(scopes: string[], poa?: string) {
  const [principal, agent] = await createBidders(database, 2);
  const powerOfAttorneyId = poa ?? (await approvedPoa(principal!.id));
  const input = createAgencyInviteSchema().parse({
    side: "principal",
    phone: agent!.phone,
    scopes,
    expiresOn: inTwoMonths(),
    powerOfAttorneyId,
  });
  const { agency } = await inviteAgency({ db: database.db, userId: principal!.id, input });
  await answerAgency({ db: database.db, userId: agent!.id, agencyId: agency.id, answer: "confirm" });
  return { principal: principal!, agent: agent!, agencyId: agency.id, poa: powerOfAttorneyId };
}

const fields: Partial<ListingFields> = ListingFormSchema.parse({
  intent: "save",
  titleAr: "أرض باسم الموكّل",
  titleEn: "Land for the principal",
});

async function completeFor(agentUserId: string, principalUserId: string) {
  const full = ListingFormSchema.parse({
    intent: "submit",
    titleAr: "أرض باسم الموكّل",
    descriptionAr: "أرض على شارعين",
    category: "land",
    use: "residential",
    cityId: place.city.id,
    districtId: String(place.district.id),
    areaM2: "٩٠٠",
    northM: "30",
    southM: "30",
    eastM: "30",
    westM: "30",
    boundaryNorth: "شارع",
    instrumentNumber: "310115002299",
    askingPrice: "٩٠٠٬٠٠٠",
    falLicenseNumber: "1100012345",
    disclosures: "لا رهون",
  });
  const draft = await saveListingDraft({
    db: database.db,
    requesterUserId: agentUserId,
    requestId: null,
    fields: full,
    principalUserId,
  });
  const photo = new Uint8Array(
    await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 9, g: 90, b: 9 } } })
      .jpeg()
      .toBuffer(),
  );
  const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
  await addListingFiles(
    { db: database.db, storage },
    {
      requesterUserId: agentUserId,
      requestId: draft.id,
      photos: [{ name: "front.jpg", bytes: photo }],
      documents: [{ kind: "title_deed", file: { name: "deed.pdf", bytes: pdf } }],
    },
  );
  return draft;
}

describe("listing for a principal", () => {
  it("saves and sends for a principal, tells them, shows it to them read-only; approval makes them the owner", async () => {
    const { principal, agent } = await activeAgency(["list_property"]);
    const { user: member } = await createUser(database, { roles: ["committee"] });
    expect(await principalsForListing(database.db, agent.id)).toEqual([
      { userId: principal.id, name: expect.any(String) },
    ]);
    const draft = await completeFor(agent.id, principal.id);
    expect(draft.principalUserId).toBe(principal.id);
    // The principal does not see the agent's draft, nor can change it.
    expect(
      await codeOf(
        getListingRequestForRequesterOrPrincipal(database.db, { requestId: draft.id, userId: principal.id }),
      ),
    ).toBe("NOT_FOUND");
    expect(
      await codeOf(
        saveListingDraft({ db: database.db, requesterUserId: principal.id, requestId: draft.id, fields }),
      ),
    ).toBe("NOT_FOUND");

    await submitListingRequest({ db: database.db, requesterUserId: agent.id, requestId: draft.id });
    const told = await database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, principal.id),
          eq(notifications.event, "listing_submitted_for_principal"),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toMatchObject({ requestId: draft.id, name: expect.any(String) });
    const seen = await getListingRequestForRequesterOrPrincipal(database.db, {
      requestId: draft.id,
      userId: principal.id,
    });
    expect(seen.requesterUserId).toBe(agent.id);
    expect(await listListingRequestsForPrincipal(database.db, principal.id)).toEqual([
      expect.objectContaining({ id: draft.id, status: "submitted", listedBy: expect.any(String) }),
    ]);

    const approved = await approveListingRequest(
      { db: database.db, storage },
      { requestId: draft.id, actorUserId: member!.id, approval: { sellingAgentId: place.agent.id } },
    );
    const auction = await getAdminAuction(database.db, approved.auctionId);
    expect(auction!.property.ownerUserId).toBe(principal.id);
  });

  it("refuses a principal without list_property, a stranger, and saving or sending once the agency is revoked", async () => {
    const bidOnly = await activeAgency(["bid"]);
    const [stranger] = await createBidders(database, 1);
    const save = (agentUserId: string, principalUserId: string, requestId: string | null = null) =>
      saveListingDraft({ db: database.db, requesterUserId: agentUserId, requestId, fields, principalUserId });
    expect(await codeOf(save(bidOnly.agent.id, bidOnly.principal.id))).toBe("AGENT_NOT_AUTHORIZED");
    expect(await codeOf(save(stranger!.id, bidOnly.principal.id))).toBe("AGENT_NOT_AUTHORIZED");
    expect(await principalsForListing(database.db, bidOnly.agent.id)).toEqual([]);

    const { principal, agent, agencyId } = await activeAgency(["list_property", "bid"]);
    const draft = await completeFor(agent.id, principal.id);
    await revokeAgency({ db: database.db, userId: principal.id, agencyId });
    expect(await codeOf(save(agent.id, principal.id, draft.id))).toBe("AGENT_NOT_AUTHORIZED");
    expect(
      await codeOf(submitListingRequest({ db: database.db, requesterUserId: agent.id, requestId: draft.id })),
    ).toBe("AGENT_NOT_AUTHORIZED");
    const unchanged = await getOwnListingRequest(database.db, {
      requestId: draft.id,
      requesterUserId: agent.id,
    });
    expect(unchanged.status).toBe("draft");
    // Listing for themselves again is theirs to do.
    const mine = await saveListingDraft({
      db: database.db,
      requesterUserId: agent.id,
      requestId: draft.id,
      fields,
      principalUserId: null,
    });
    expect(mine.principalUserId).toBeNull();
  });
});

describe("withdrawing a power of attorney", () => {
  it("revokes every live agency resting on it in the same transaction, audited and told to both sides", async () => {
    const first = await activeAgency(["bid", "list_property"]);
    const second = await activeAgency(["bid"]);
    const { user: member } = await createUser(database, { roles: ["committee"] });
    // A second agent invited under the same power of attorney, still pending.
    const [other] = await createBidders(database, 1);
    const pending = await inviteAgency({
      db: database.db,
      userId: first.principal.id,
      input: createAgencyInviteSchema().parse({
        side: "principal",
        phone: other!.phone,
        scopes: ["bid"],
        expiresOn: inTwoMonths(),
        powerOfAttorneyId: first.poa,
      }),
    });

    const reason = { reasonAr: "الوكالة الشرعية مفسوخة", reasonEn: "The power of attorney was annulled" };
    expect(
      await codeOf(
        withdrawPowerOfAttorney({
          db: database.db,
          requestId: first.poa,
          actorUserId: first.principal.id,
          decision: reason,
        }),
      ),
    ).toBe("REVIEW_OWN_REQUEST");
    expect(
      await codeOf(
        withdrawPowerOfAttorney({
          db: database.db,
          requestId: first.poa,
          actorUserId: member!.id,
          decision: { reasonAr: "", reasonEn: "" },
        }),
      ),
    ).toBe("VALIDATION");

    const revoked = await withdrawPowerOfAttorney({
      db: database.db,
      requestId: first.poa,
      actorUserId: member!.id,
      decision: reason,
    });
    expect(revoked.request.status).toBe("rejected");
    const rows = await database.db
      .select()
      .from(agencies)
      .where(inArray(agencies.id, [first.agencyId, pending.agency.id, second.agencyId]));
    const statusOf = (id: string) => rows.find((r) => r.id === id)!.status;
    expect(statusOf(first.agencyId)).toBe("revoked");
    expect(statusOf(pending.agency.id)).toBe("revoked");
    // Another power of attorney's agency is untouched.
    expect(statusOf(second.agencyId)).toBe("active");

    const audited = await database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.subjectId, [first.poa, first.agencyId, pending.agency.id]));
    expect(
      audited
        .filter((a) => a.actorUserId === member!.id)
        .map((a) => a.action)
        .sort(),
    ).toEqual([
      "agency.revoke_by_power_of_attorney",
      "agency.revoke_by_power_of_attorney",
      "authority_request.revoke",
    ]);
    for (const userId of [first.principal.id, first.agent.id, other!.id]) {
      const told = await database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.event, "agency_revoked")));
      expect(told.length).toBeGreaterThanOrEqual(1);
    }
    // Only an approved power of attorney is withdrawn, once.
    expect(
      await codeOf(
        withdrawPowerOfAttorney({
          db: database.db,
          requestId: first.poa,
          actorUserId: member!.id,
          decision: reason,
        }),
      ),
    ).toBe("REQUEST_ALREADY_DECIDED");
    expect(await principalsForListing(database.db, first.agent.id)).toEqual([]);
  });

  it("a bid for a principal is refused once the power of attorney is no longer approved, in the bid's one query", async () => {
    const { principal, agent, poa } = await activeAgency(["bid"]);
    const { auction } = await createAuction(database.db, place, {
      auction: { openingPrice: OPENING, bidIncrement: 10_000 * SAR, deposit: 50_000 * SAR },
    });
    const bid = (amount: number) =>
      placeBid(services, {
        auctionId: auction.id,
        userId: principal.id,
        agentUserId: agent.id,
        amount,
        confirmHighBid: false,
        acceptRulesVersion: "current",
        source: "web",
        idempotencyKey: null,
      });
    expect((await bid(OPENING)).leading).toBe(true);
    // The agency row still reads active: only the power of attorney beneath it changed.
    await database.db
      .update(authorityRequests)
      .set({ status: "rejected" })
      .where(eq(authorityRequests.id, poa));
    expect(await codeOf(bid(OPENING + 10_000 * SAR))).toBe("AGENT_NOT_AUTHORIZED");
    expect(await database.db.select().from(bids).where(eq(bids.auctionId, auction.id))).toHaveLength(1);
  });
});
