import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, notifications, uploads } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { readUpload } from "~/modules/uploads/uploads.server";
import { createLocalStorage } from "~/storage/local-storage.server";
import { createUser } from "../../../tests/factories/accounts";
import { createTestDatabase } from "../../../tests/support/database";
import { approvedPowerOfAttorney } from "./approved-power-of-attorney.server";
import { authorityRequestFormSchema, type AuthorityRequestFields } from "./authority-request-schema";
import {
  getOwnAuthorityRequest,
  listOwnAuthorityRequests,
  sendMoreDocuments,
  submitAuthorityRequest,
} from "./authority-requests.server";
import {
  approveAuthorityRequest,
  askForMoreDocuments,
  countAuthorityRequestsToReview,
  getAuthorityRequestForReview,
  listAuthorityQueue,
  rejectAuthorityRequest,
  startAuthorityReview,
} from "./review-authority-request.server";

let database: Database;
const storage = createLocalStorage(path.join(mkdtempSync(path.join(tmpdir(), "mazad-requests-")), "uploads"));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const file = (name: string) => new File([pdf as Uint8Array<ArrayBuffer>], name, { type: "application/pdf" });
const bytes = (name: string) => ({ name, bytes: pdf });
const nextYear = `${new Date().getUTCFullYear() + 1}-03-31`;

/** What a principal types on /forms/power-of-attorney: Arabic-Indic digits, a local mobile number. */
const typedPowerOfAttorney = () => ({
  ownerName: "شركة الريم العقارية",
  nationality: "sa",
  country: "SA",
  idType: "national_id",
  idNumber: "١٠٠٠٠٠٠٠٠٨",
  mobile: "٠٥٠١٢٣٤٥٦٧",
  agentName: "Khalid Alharbi",
  agentIdType: "iqama",
  agentIdNumber: "2000 000 006",
  scopes: ["bid", "pay"],
  expiresOn: nextYear,
  originNumber: "",
  authorization: file("authorization.pdf"),
  poa_document: file("najiz.pdf"),
  principal_id: file("id.pdf"),
});

function fieldsOf(value: Record<string, unknown>): AuthorityRequestFields {
  const { authorization: _a, poa_document: _p, principal_id: _i, agent_id: _g, ...fields } = value;
  return fields as AuthorityRequestFields;
}

async function people() {
  const { user: requester } = await createUser(database);
  const { user: stranger } = await createUser(database);
  const { user: member } = await createUser(database, { roles: ["committee"] });
  return { requester, stranger, member };
}

async function sendPowerOfAttorney(requesterUserId: string) {
  const parsed = authorityRequestFormSchema("power_of_attorney").parse(typedPowerOfAttorney());
  return submitAuthorityRequest(
    { db: database.db, storage },
    {
      requesterUserId,
      kind: "power_of_attorney",
      fields: fieldsOf(parsed),
      documents: [
        { kind: "authorization", file: bytes("authorization.pdf") },
        { kind: "poa_document", file: bytes("najiz.pdf") },
        { kind: "principal_id", file: bytes("id.pdf") },
      ],
    },
  );
}

const code = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return "none";
};

describe("the request's form schema", () => {
  it("reads typed values and checks each ID by its type", () => {
    const parsed = authorityRequestFormSchema("power_of_attorney").parse(typedPowerOfAttorney());
    expect(parsed).toMatchObject({
      nationality: "SA",
      idNumber: "1000000008",
      agentIdNumber: "2000000006",
      mobile: "+966501234567",
      scopes: ["bid", "pay"],
      expiresOn: nextYear,
      originNumber: undefined,
    });
  });

  it("refuses an Iqama given as a national ID, a bad check digit, a past expiry, no scope and a missing document", () => {
    const result = authorityRequestFormSchema("power_of_attorney").safeParse({
      ...typedPowerOfAttorney(),
      idNumber: "2000000006",
      agentIdNumber: "2000000007",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({
      idNumber: "requests.validation.nationalId",
      agentIdNumber: "requests.validation.iqama",
    });
    const other = authorityRequestFormSchema("power_of_attorney").safeParse({
      ...typedPowerOfAttorney(),
      scopes: "",
      expiresOn: "2020-01-01",
      poa_document: undefined,
      nationality: "XX",
    });
    const otherMessages = Object.fromEntries(other.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(otherMessages).toEqual({
      scopes: "requests.validation.scopes",
      expiresOn: "requests.validation.expiry",
      poa_document: "requests.validation.document",
      nationality: "requests.validation.country",
    });
  });

  it("takes a passport of 6 to 20 letters and digits for a foreign owner, and needs its own documents", () => {
    const parsed = authorityRequestFormSchema("foreign_owner").safeParse({
      ownerName: "John Smith",
      nationality: "GB",
      country: "GB",
      idType: "passport",
      idNumber: "p1234567",
      mobile: "0551234567",
      authorization: file("a.pdf"),
      passport: file("passport.pdf"),
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.join("."))).toEqual(["ownership_proof"]);
    const ok = authorityRequestFormSchema("foreign_owner").parse({
      ownerName: "John Smith",
      nationality: "GB",
      country: "GB",
      idType: "passport",
      idNumber: "p1234567",
      mobile: "0551234567",
      authorization: file("a.pdf"),
      passport: file("passport.pdf"),
      ownership_proof: file("deed.pdf"),
    });
    expect(ok.idNumber).toBe("P1234567");
  });
});

describe("power-of-attorney and foreign-owner requests", () => {
  it("goes submitted → under review → more documents → submitted → approved, each step notified, audited and on the timeline", async () => {
    const { requester, member } = await people();
    const { request } = await sendPowerOfAttorney(requester.id);
    expect(request).toMatchObject({
      kind: "power_of_attorney",
      status: "submitted",
      ownerName: "شركة الريم العقارية",
      idType: "national_id",
      idNumber: "1000000008",
      agentIdType: "iqama",
      agentIdNumber: "2000000006",
      scopes: ["bid", "pay"],
      expiresOn: nextYear,
      mobile: "+966501234567",
    });
    expect(request.documents.map((d) => d.kind)).toEqual(["authorization", "poa_document", "principal_id"]);
    const id = request.id;
    expect((await listAuthorityQueue(database.db)).requests.map((r) => r.id)).toContain(id);
    expect(await countAuthorityRequestsToReview(database.db)).toBeGreaterThanOrEqual(1);

    await startAuthorityReview({ db: database.db, requestId: id, actorUserId: member.id });
    await askForMoreDocuments({
      db: database.db,
      requestId: id,
      actorUserId: member.id,
      decision: { reasonAr: "أرفق هوية الوكيل", reasonEn: "Attach the agent's ID" },
    });
    // Approving now is refused: the request waits for the requester.
    expect(
      await code(approveAuthorityRequest({ db: database.db, requestId: id, actorUserId: member.id })),
    ).toBe("REQUEST_ALREADY_DECIDED");
    const again = await sendMoreDocuments(
      { db: database.db, storage },
      {
        requesterUserId: requester.id,
        requestId: id,
        documents: [{ kind: "agent_id", file: bytes("agent.pdf") }],
      },
    );
    expect(again.request.status).toBe("submitted");
    expect(again.request.documents).toHaveLength(4);
    // Sending documents again when none are asked for is refused.
    expect(
      await code(
        sendMoreDocuments(
          { db: database.db, storage },
          {
            requesterUserId: requester.id,
            requestId: id,
            documents: [{ kind: "other", file: bytes("x.pdf") }],
          },
        ),
      ),
    ).toBe("REQUEST_NOT_AWAITING_DOCUMENTS");
    const approved = await approveAuthorityRequest({
      db: database.db,
      requestId: id,
      actorUserId: member.id,
    });
    expect(approved.request.status).toBe("approved");
    expect(await approvedPowerOfAttorney(database.db, id)).toEqual({ id, requesterUserId: requester.id });

    const own = await getOwnAuthorityRequest(database.db, { requestId: id, requesterUserId: requester.id });
    expect(own.events.map((e) => e.status)).toEqual([
      "submitted",
      "under_review",
      "more_documents_needed",
      "submitted",
      "approved",
    ]);
    expect(own.events[2]).toMatchObject({ noteAr: "أرفق هوية الوكيل", noteEn: "Attach the agent's ID" });

    const told = await database.db
      .select({ event: notifications.event, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, requester.id))
      .orderBy(asc(notifications.id));
    expect(told.map((n) => n.event)).toEqual([
      "authority_request_submitted",
      "authority_request_under_review",
      "authority_request_more_documents",
      "authority_request_submitted",
      "authority_request_approved",
    ]);
    expect(told[2]!.params).toMatchObject({ requestId: id, reasonEn: "Attach the agent's ID" });

    const audited = await database.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "authority_request"), eq(auditLog.subjectId, id)))
      .orderBy(asc(auditLog.id));
    expect(audited.map((a) => a.action)).toEqual([
      "authority_request.review",
      "authority_request.request_documents",
      "authority_request.approve",
    ]);
    expect(audited.every((a) => a.actor === member.id)).toBe(true);
  });

  it("rejects with a reason in both languages, and refuses a decision on one's own request or a decided one", async () => {
    const { requester, member } = await people();
    const { request } = await sendPowerOfAttorney(requester.id);
    const { request: mine } = await sendPowerOfAttorney(member.id);
    expect(
      await code(approveAuthorityRequest({ db: database.db, requestId: mine.id, actorUserId: member.id })),
    ).toBe("REVIEW_OWN_REQUEST");
    expect(
      await code(
        rejectAuthorityRequest({
          db: database.db,
          requestId: request.id,
          actorUserId: member.id,
          decision: { reasonAr: "x", reasonEn: "" },
        }),
      ),
    ).toBe("VALIDATION");
    const rejected = await rejectAuthorityRequest({
      db: database.db,
      requestId: request.id,
      actorUserId: member.id,
      decision: { reasonAr: "الوكالة منتهية", reasonEn: "The power of attorney has expired" },
    });
    expect(rejected.request).toMatchObject({
      status: "rejected",
      reviewNoteAr: "الوكالة منتهية",
      reviewNoteEn: "The power of attorney has expired",
    });
    expect(await approvedPowerOfAttorney(database.db, request.id)).toBeNull();
    expect(
      await code(approveAuthorityRequest({ db: database.db, requestId: request.id, actorUserId: member.id })),
    ).toBe("REQUEST_ALREADY_DECIDED");
    expect(
      await code(startAuthorityReview({ db: database.db, requestId: request.id, actorUserId: member.id })),
    ).toBe("REQUEST_ALREADY_DECIDED");
  });

  it("shows a request only to its requester (and the committee), its documents likewise", async () => {
    const { requester, stranger, member } = await people();
    const { request } = await sendPowerOfAttorney(requester.id);
    expect(
      await code(
        getOwnAuthorityRequest(database.db, { requestId: request.id, requesterUserId: stranger.id }),
      ),
    ).toBe("NOT_FOUND");
    expect(
      await code(
        getOwnAuthorityRequest(database.db, { requestId: "not-a-uuid", requesterUserId: requester.id }),
      ),
    ).toBe("NOT_FOUND");
    expect((await listOwnAuthorityRequests(database.db, stranger.id)).map((r) => r.id)).not.toContain(
      request.id,
    );
    expect((await listOwnAuthorityRequests(database.db, requester.id)).map((r) => r.id)).toEqual([
      request.id,
    ]);
    expect(
      await code(
        sendMoreDocuments(
          { db: database.db, storage },
          {
            requesterUserId: stranger.id,
            requestId: request.id,
            documents: [{ kind: "other", file: bytes("x.pdf") }],
          },
        ),
      ),
    ).toBe("NOT_FOUND");
    expect((await getAuthorityRequestForReview(database.db, request.id)).id).toBe(request.id);

    const uploadId = request.documents[0]!.uploadId;
    const read = (viewer: { id: string; roles: readonly string[] } | null) =>
      code(readUpload({ db: database.db, storage, id: uploadId, viewer }));
    expect(await read({ id: requester.id, roles: [] })).toBe("none");
    expect(await read({ id: member.id, roles: ["committee"] })).toBe("none");
    expect(await read({ id: stranger.id, roles: [] })).toBe("NOT_FOUND");
    expect(await read(null)).toBe("NOT_FOUND");
  });

  it("refuses a file that is not an image or a PDF by its content, keeping nothing", async () => {
    const { requester } = await people();
    const parsed = authorityRequestFormSchema("power_of_attorney").parse(typedPowerOfAttorney());
    const before = await database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.ownerUserId, requester.id));
    const error = await submitAuthorityRequest(
      { db: database.db, storage },
      {
        requesterUserId: requester.id,
        kind: "power_of_attorney",
        fields: fieldsOf(parsed),
        documents: [
          { kind: "authorization", file: bytes("authorization.pdf") },
          {
            kind: "poa_document",
            file: { name: "najiz.pdf", bytes: new TextEncoder().encode("<html>not a pdf</html>") },
          },
          { kind: "principal_id", file: bytes("id.pdf") },
        ],
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("UPLOAD_TYPE_NOT_ALLOWED");
    expect((error as AppError).details?.field).toBe("poa_document");
    const after = await database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.ownerUserId, requester.id));
    expect(after).toHaveLength(before.length);
    expect(await listOwnAuthorityRequests(database.db, requester.id)).toEqual([]);
    // A document its type does not list is refused too.
    expect(
      await code(
        submitAuthorityRequest(
          { db: database.db, storage },
          {
            requesterUserId: requester.id,
            kind: "power_of_attorney",
            fields: fieldsOf(parsed),
            documents: [
              { kind: "authorization", file: bytes("a.pdf") },
              { kind: "poa_document", file: bytes("p.pdf") },
              { kind: "principal_id", file: bytes("i.pdf") },
              { kind: "passport", file: bytes("passport.pdf") },
            ],
          },
        ),
      ),
    ).toBe("VALIDATION");
    // Nothing kept for this requester (other test files write requests to the same database at
    // the same time, so the check reads only this requester's rows).
    expect(await listOwnAuthorityRequests(database.db, requester.id)).toEqual([]);
    expect(
      await database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerUserId, requester.id)),
    ).toHaveLength(before.length);
  });
});
