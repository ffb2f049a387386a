import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Services } from "~/context.server";
import { AppError } from "~/lib/errors";
import { runWrite } from "~/modules/notifications/effects.server";
import { describeUsers } from "~/modules/accounts/describe-users.server";
import { ListingDraftApiSchema, listingFieldNames } from "~/modules/listings/listing-request-schema";
import {
  addListingFiles,
  getOwnListingRequest,
  listOwnListingRequests,
  saveListingDraft,
  submitListingRequest,
  type ListingRequestView,
} from "~/modules/listings/listing-requests.server";
import { listingDocumentKinds, listingRequestStatuses } from "~/modules/listings/listing-statuses";
import {
  approveListingRequest,
  getListingRequestForReview,
  listListingQueue,
  rejectListingRequest,
  requestListingChanges,
} from "~/modules/listings/review-listing-request.server";
import { storageFromConfig } from "~/storage/storage-from-config.server";
import { requireAuth, requireAuthRole } from "../http/session-auth";
import { committeeProblems, registerCommitteeDecision } from "./committee-decisions";
import {
  guestProblem,
  json,
  jsonBody,
  problemResponse,
  timestamp,
  UuidParams,
  validationProblem,
} from "./schemas";

/*
 * Listing requests in the API (issues 14 and 15): the owner writes a draft, adds its photos and
 * documents, sends it, and follows it under /me/listings; the committee reads the queue and each
 * request and decides under /admin/listings. The pages (/whatadd, /admin/listings) call the same
 * domain operations (app/modules/listings).
 */

const tags = ["Listing requests"];
const status = z.enum(listingRequestStatuses);
const nullableNumber = z.number().nullable();
const nullableText = z.string().nullable();

const FileSchema = z.object({
  id: z.number().int(),
  uploadId: z.uuid().openapi({ description: "Read it at /media/uploads/{uploadId} (owner and committee)" }),
  kind: z.enum(["photo", ...listingDocumentKinds]),
  position: z.number().int().openapi({ description: "Photos: 0 is the cover" }),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});

const ListingRequestSchema = z
  .object({
    id: z.uuid(),
    status,
    titleAr: nullableText,
    titleEn: nullableText,
    descriptionAr: nullableText,
    descriptionEn: nullableText,
    category: nullableText,
    use: nullableText,
    cityId: nullableText,
    districtId: nullableNumber,
    latitude: nullableNumber,
    longitude: nullableNumber,
    northM: nullableNumber,
    southM: nullableNumber,
    eastM: nullableNumber,
    westM: nullableNumber,
    boundaryNorth: nullableText,
    boundarySouth: nullableText,
    boundaryEast: nullableText,
    boundaryWest: nullableText,
    streetWidthM: nullableNumber,
    schemeNumber: nullableText,
    partNumber: nullableText,
    instrumentNumber: nullableText,
    rooms: nullableNumber,
    bathrooms: nullableNumber,
    receptions: nullableNumber,
    areaM2: nullableNumber,
    buildingAgeYears: nullableNumber,
    askingPrice: nullableNumber.openapi({ description: "Halalas" }),
    valuation: nullableNumber.openapi({ description: "Halalas" }),
    falLicenseNumber: nullableText,
    adLicenseNumber: nullableText,
    disclosures: nullableText,
    submittedAt: timestamp.nullable(),
    reviewedAt: timestamp.nullable(),
    reviewNoteAr: nullableText.openapi({
      description: "The committee's last words (changes asked, rejection)",
    }),
    reviewNoteEn: nullableText,
    auctionId: nullableNumber.openapi({ description: "The draft auction an approval created" }),
    principalUserId: z.uuid().nullable().openapi({
      description: "The owner an agent lists for (an agency with list_property); null: for oneself",
    }),
    createdAt: timestamp,
    updatedAt: timestamp,
    photos: z.array(FileSchema),
    documents: z.array(FileSchema),
  })
  .openapi("ListingRequest");

const SummarySchema = z
  .object({
    id: z.uuid(),
    titleAr: nullableText,
    titleEn: nullableText,
    status,
    createdAt: timestamp,
    submittedAt: timestamp.nullable(),
    reviewedAt: timestamp.nullable(),
    auctionId: nullableNumber,
  })
  .openapi("ListingRequestSummary");

const numericFields = new Set([
  "districtId",
  "latitude",
  "longitude",
  "northM",
  "southM",
  "eastM",
  "westM",
  "streetWidthM",
  "rooms",
  "bathrooms",
  "receptions",
  "areaM2",
  "buildingAgeYears",
  "askingPrice",
  "valuation",
]);
/** The draft as the document shows it; it is parsed with ListingDraftApiSchema, the page's rules. */
const DraftBody = z
  .object(
    Object.fromEntries(
      listingFieldNames.map((name) => [
        name,
        numericFields.has(name)
          ? z
              .number()
              .optional()
              .openapi(name === "askingPrice" || name === "valuation" ? { description: "Halalas" } : {})
          : z.string().optional(),
      ]),
    ),
  )
  .extend({
    principalUserId: z
      .uuid()
      .nullable()
      .optional()
      .openapi({
        description:
          "List for this principal (an active, unexpired agency with list_property); null or left out: for oneself. " +
          "Refused with 403 AGENT_NOT_AUTHORIZED otherwise.",
      }),
  })
  .openapi("ListingRequestDraft", {
    description:
      "Every field optional (a draft); prices in halalas, lengths in metres. Saving replaces every field: one left out is cleared.",
  });

/** The draft's fields checked by the shared schema; 422 naming each bad field. */
function draftOf(c: Context) {
  return ListingDraftApiSchema.safeParse(c.req.valid("json" as never));
}

const FilesForm = z
  .object({
    photos: z.any().optional().openapi({
      type: "string",
      format: "binary",
      description: "JPEG, PNG or WebP; repeat the field for several",
    }),
    title_deed: z.any().optional().openapi({ type: "string", format: "binary", description: "A PDF" }),
    site_plan: z.any().optional().openapi({ type: "string", format: "binary", description: "A PDF" }),
    valuation_report: z.any().optional().openapi({ type: "string", format: "binary", description: "A PDF" }),
  })
  .openapi("ListingRequestFiles");

const notFound = problemResponse("No such request of yours");
const notEditable = problemResponse("Sent and under review, or decided (LISTING_NOT_EDITABLE)");
const phone = problemResponse("Mobile number not confirmed (PHONE_NOT_VERIFIED)");
const body = (view: ListingRequestView & { effects?: unknown }) => {
  const { requesterUserId: _requester, effects: _effects, ...rest } = view;
  return rest;
};

/** The signed-in requester, with a confirmed phone. */
function lister(c: Context) {
  const { user } = requireAuth(c);
  if (!user.phoneVerified) throw new AppError("PHONE_NOT_VERIFIED");
  return user;
}

export function registerListingRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;
  const storage = () => storageFromConfig(services.config);

  api.openapi(
    createRoute({
      method: "get",
      path: "/me/listings",
      tags,
      summary: "My listing requests, newest first",
      responses: { 200: json(z.object({ requests: z.array(SummarySchema) }), "OK"), 401: guestProblem },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      c.header("Cache-Control", "private, no-store");
      return c.json({ requests: await listOwnListingRequests(db, user.id) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/me/listings",
      tags,
      summary: "Start a listing request (a draft)",
      request: { body: jsonBody(DraftBody) },
      responses: {
        201: json(ListingRequestSchema, "Created"),
        401: guestProblem,
        403: phone,
        422: problemResponse("Invalid fields (VALIDATION)"),
      },
    }),
    async (c) => {
      const user = lister(c);
      const fields = draftOf(c);
      if (!fields.success) return validationProblem(c, fields.error.issues);
      const { principalUserId, ...draft } = fields.data;
      const saved = await saveListingDraft({
        db,
        requesterUserId: user.id,
        requestId: null,
        fields: draft,
        principalUserId: principalUserId ?? null,
      });
      return c.json(body(saved), 201);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/me/listings/{id}",
      tags,
      summary: "One of my listing requests",
      request: { params: UuidParams("a listing request") },
      responses: { 200: json(ListingRequestSchema, "OK"), 401: guestProblem, 404: notFound },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const { id } = c.req.valid("param");
      c.header("Cache-Control", "private, no-store");
      return c.json(body(await getOwnListingRequest(db, { requestId: id, requesterUserId: user.id })), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "put",
      path: "/me/listings/{id}",
      tags,
      summary: "Save my draft (or my request sent back with changes asked)",
      request: { params: UuidParams("a listing request"), body: jsonBody(DraftBody) },
      responses: {
        200: json(ListingRequestSchema, "Saved"),
        401: guestProblem,
        403: phone,
        404: notFound,
        409: notEditable,
        422: problemResponse("Invalid fields (VALIDATION)"),
      },
    }),
    async (c) => {
      const user = lister(c);
      const { id } = c.req.valid("param");
      const fields = draftOf(c);
      if (!fields.success) return validationProblem(c, fields.error.issues);
      const { principalUserId, ...draft } = fields.data;
      const saved = await saveListingDraft({
        db,
        requesterUserId: user.id,
        requestId: id,
        fields: draft,
        principalUserId: principalUserId ?? null,
      });
      return c.json(body(saved), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/me/listings/{id}/files",
      tags,
      summary: "Add photos and documents to my editable request",
      description:
        "multipart/form-data, 10 MB at a time. Photos are re-encoded as WebP and their metadata (GPS) dropped; documents are PDFs. " +
        "At most 20 photos and 10 documents per request. Readable only by the requester and the committee until approved.",
      request: {
        params: UuidParams("a listing request"),
        body: { required: true, content: { "multipart/form-data": { schema: FilesForm } } },
      },
      responses: {
        200: json(ListingRequestSchema, "Added"),
        401: guestProblem,
        403: phone,
        404: notFound,
        409: notEditable,
        413: problemResponse("Larger than 10 MB (UPLOAD_TOO_LARGE)"),
        415: problemResponse("Not an allowed type (UPLOAD_TYPE_NOT_ALLOWED)"),
        422: problemResponse("No file, or too many (LISTING_TOO_MANY_FILES)"),
      },
    }),
    async (c) => {
      const user = lister(c);
      const { id } = c.req.valid("param");
      const form = await c.req.parseBody({ all: true });
      const files = (value: unknown): File[] =>
        (Array.isArray(value) ? value : [value]).filter((v): v is File => v instanceof File && v.size > 0);
      const bytes = async (file: File) => ({
        name: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
      const photos = await Promise.all(files(form.photos).map(bytes));
      const documents = await Promise.all(
        listingDocumentKinds.flatMap((kind) =>
          files(form[kind]).map(async (file) => ({ kind, file: await bytes(file) })),
        ),
      );
      if (photos.length === 0 && documents.length === 0)
        return validationProblem(c, [{ path: ["photos"], message: "validation.required" }]);
      await addListingFiles(
        { db, storage: storage() },
        { requesterUserId: user.id, requestId: id, photos, documents },
      );
      return c.json(body(await getOwnListingRequest(db, { requestId: id, requesterUserId: user.id })), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/me/listings/{id}/submit",
      tags,
      summary: "Send my request to the committee",
      description:
        "Needs every required field, a city and district from the lists, a photo and the title deed; otherwise 422 " +
        "LISTING_INCOMPLETE with each gap in `issues`.",
      request: { params: UuidParams("a listing request") },
      responses: {
        200: json(ListingRequestSchema, "Submitted"),
        401: guestProblem,
        403: phone,
        404: notFound,
        409: notEditable,
        422: problemResponse("Incomplete (LISTING_INCOMPLETE)"),
      },
    }),
    async (c) => {
      const user = lister(c);
      const { id } = c.req.valid("param");
      const sent = await runWrite(services, (db) =>
        submitListingRequest({ db, requesterUserId: user.id, requestId: id }),
      );
      return c.json(body(sent), 200);
    },
  );

  const RequesterSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string(), phone: z.string() });

  api.openapi(
    createRoute({
      method: "get",
      path: "/admin/listings",
      tags,
      summary: "Listing requests in one state, with every state's count (organizing committee)",
      request: {
        query: z.object({
          status: z
            .enum(["submitted", "changes_requested", "approved", "rejected"])
            .optional()
            .openapi({ description: "Default: submitted (oldest first); others newest first; at most 100" }),
        }),
      },
      responses: {
        200: json(
          z
            .object({
              counts: z.record(z.string(), z.number().int()),
              requests: z.array(SummarySchema.extend({ requester: RequesterSchema.nullable() })),
            })
            .openapi("ListingQueue"),
          "OK",
        ),
        401: guestProblem,
        403: problemResponse("Not a committee member"),
      },
    }),
    async (c) => {
      requireAuthRole(c, "committee", "admin");
      const queue = await listListingQueue(db, { status: c.req.valid("query").status });
      const people = await describeUsers(
        db,
        queue.requests.map((r) => r.requesterUserId),
      );
      c.header("Cache-Control", "private, no-store");
      return c.json(
        {
          counts: queue.counts,
          requests: queue.requests.map(({ requesterUserId, ...r }) => {
            const who = people.get(requesterUserId);
            return {
              ...r,
              requester: who ? { id: who.id, name: who.name, email: who.email, phone: who.phone } : null,
            };
          }),
        },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/admin/listings/{id}",
      tags,
      summary: "One listing request, whole (organizing committee; never a draft)",
      request: { params: UuidParams("a listing request") },
      responses: {
        200: json(ListingRequestSchema.extend({ requesterUserId: z.uuid() }), "OK"),
        401: guestProblem,
        403: problemResponse("Not a committee member"),
        404: problemResponse("No such request"),
      },
    }),
    async (c) => {
      requireAuthRole(c, "committee", "admin");
      c.header("Cache-Control", "private, no-store");
      return c.json(await getListingRequestForReview(db, c.req.valid("param").id), 200);
    },
  );

  const decided = problemResponse("Already decided (LISTING_ALREADY_DECIDED)");
  // Documented here, parsed by the domain with the page's schemas (ListingDecisionSchema, ListingApprovalSchema).
  const Decision = z.object({ reasonAr: z.string(), reasonEn: z.string() }).openapi("ListingDecision", {
    description:
      "The committee's words in Arabic and English, 3 to 1,000 characters each; the owner reads them",
  });
  const Approval = z
    .object({
      sellingAgentId: z.number().int(),
      openingPrice: z
        .number()
        .int()
        .optional()
        .openapi({ description: "Halalas; by default the asking price" }),
    })
    .openapi("ListingApproval");
  const Answer = ListingRequestSchema.extend({ requesterUserId: z.uuid() });

  registerCommitteeDecision(api, services, {
    path: "/admin/listings/{id}/request-changes",
    tags,
    summary: "Send a listing request back to its owner with what to change (organizing committee)",
    description: "The owner is notified, edits and sends it again. Audited.",
    what: "a listing request",
    body: { schema: Decision, required: true },
    answer: { schema: Answer, description: "Sent back" },
    problems: {
      ...committeeProblems("No such request"),
      409: decided,
      422: problemResponse("Invalid note (VALIDATION)"),
    },
    invalidAs422: true,
    decide: async (_c, { id, actorUserId, body }) => {
      const { request, effects } = await requestListingChanges({
        db,
        requestId: id,
        actorUserId,
        decision: body,
      });
      return { answer: request, effects };
    },
  });

  registerCommitteeDecision(api, services, {
    path: "/admin/listings/{id}/reject",
    tags,
    summary: "Reject a listing request, with a reason in both languages (organizing committee)",
    description: "The owner is notified. Audited.",
    what: "a listing request",
    body: { schema: Decision, required: true },
    answer: { schema: Answer, description: "Rejected" },
    problems: {
      ...committeeProblems("No such request"),
      409: decided,
      422: problemResponse("Invalid reason (VALIDATION)"),
    },
    invalidAs422: true,
    decide: async (_c, { id, actorUserId, body }) => {
      const { request, effects } = await rejectListingRequest({
        db,
        requestId: id,
        actorUserId,
        decision: body,
      });
      return { answer: request, effects };
    },
  });

  registerCommitteeDecision(api, services, {
    path: "/admin/listings/{id}/approve",
    tags,
    summary: "Approve a listing request into a draft auction (organizing committee)",
    description:
      "Creates the property (owned by the requester, who is then refused as a bidder on it) and its auction as a " +
      "draft, with the photos and documents copied; `auctionId` names it (edit it under /admin/auctions/{id}). " +
      "`openingPrice` in halalas, by default the asking price. The owner is notified. Audited.",
    what: "a listing request",
    body: {
      schema: Approval,
      required: true,
    },
    answer: { schema: Answer, description: "Approved" },
    problems: {
      ...committeeProblems("No such request"),
      409: decided,
      422: problemResponse("Unknown selling agent, city or district, or no price (VALIDATION)"),
    },
    invalidAs422: true,
    decide: async (_c, { id, actorUserId, body }) => {
      const { request, effects } = await approveListingRequest(
        { db, storage: storage() },
        { requestId: id, actorUserId, approval: body },
      );
      return { answer: request, effects };
    },
  });
}
