import { runWrite } from "~/modules/notifications/effects.server";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Services } from "~/context.server";
import { AppError } from "~/lib/errors";
import {
  AuctionDocumentFormSchema,
  AuctionEditApiSchema,
  AuctionPhotoFormSchema,
  adminAuctionStatuses,
  CaptionSchema,
  editableDocumentKinds,
  fromApi,
} from "~/modules/auctions/auction-edit-schema";
import { disclosureField, disclosureQuestions } from "~/modules/auctions/disclosures";
import {
  addAuctionDocument,
  addAuctionPhoto,
  removeAuctionDocument,
  removeAuctionPhoto,
  updateAuctionPhoto,
} from "~/modules/auctions/auction-media.server";
import {
  getAdminAuction,
  listAdminAuctions,
  ADMIN_AUCTIONS_MAX_PAGE,
  type AdminAuction,
} from "~/modules/auctions/list-admin-auctions.server";
import { publishAuctionAndTellOwner } from "~/modules/bidding/publish-with-notice.server";
import { createAuctionDraft, updateAuction } from "~/modules/auctions/save-auction.server";
import { countRegistrations } from "~/modules/bidding/count-registrations.server";
import { photoUrl } from "~/modules/media/photo-url";
import { storageFromConfig } from "~/storage/storage-from-config.server";
import { requireAuthRole } from "../http/session-auth";
import {
  AuctionIdParams,
  halalas,
  integerIdParam,
  json,
  jsonBody,
  problemResponse,
  timestamp,
  validationProblem,
} from "./schemas";

/*
 * The organizing committee's editing of auctions (issue 14): the list with drafts, creating and
 * editing a draft, publishing it, and its photos and documents. The domain (app/modules/auctions)
 * decides what may change in each state and audits every change; the page /admin/auctions calls
 * the same operations with the same schema.
 */

const tags = ["Back office: auctions"];

const AdminAuctionSummary = z
  .object({
    id: z.number().int(),
    status: z.enum(adminAuctionStatuses),
    assetNumber: z.string(),
    titleAr: z.string(),
    titleEn: z.string(),
    cityAr: z.string(),
    cityEn: z.string(),
    openingPrice: halalas("The opening price"),
    startsAt: timestamp,
    endsAt: timestamp,
    bidCount: z.number().int(),
    specialRulesVersion: z.number().int(),
  })
  .openapi("AdminAuctionSummary");

const AdminAuctionSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(adminAuctionStatuses),
    assetNumber: z.string(),
    announcedAt: timestamp.nullable(),
    liveVideoUrl: z.string().nullable(),
    bidCount: z.number().int(),
    specialRulesVersion: z.number().int(),
    property: z.record(z.string(), z.unknown()).openapi({ description: "The property's fields, as stored" }),
    terms: z.object({
      openingPrice: halalas("The opening price"),
      bidIncrement: halalas("The increment; null: the price-band ladder").nullable(),
      deposit: halalas("The deposit"),
      valuedPrice: halalas("The valued price (the deposit is at most 5% of it)").nullable(),
      reservePrice: halalas("The hidden reserve").nullable(),
      commissionRateBp: z.number().int(),
      extensionWindowSeconds: z.number().int(),
      extensionSeconds: z.number().int(),
      extensionCapSeconds: z.number().int(),
      startsAt: timestamp,
      endsAt: timestamp,
      hybrid: z
        .boolean()
        .openapi({ description: "Also on site: the committee enters bids called out in the room" }),
    }),
    photos: z.array(
      z.object({
        id: z.number().int(),
        url: z.string().nullable(),
        altAr: z.string(),
        altEn: z.string(),
        position: z.number().int(),
      }),
    ),
    documents: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(editableDocumentKinds),
        titleAr: z.string(),
        titleEn: z.string(),
        sizeBytes: z.number().int(),
      }),
    ),
  })
  .openapi("AdminAuction");

function auctionBody(a: AdminAuction) {
  const { auction, property } = a;
  const { searchText: _search, createdAt, updatedAt, ...fields } = property;
  return {
    id: auction.id,
    status: auction.status,
    assetNumber: property.assetNumber,
    announcedAt: auction.announcedAt?.toISOString() ?? null,
    liveVideoUrl: auction.liveVideoUrl,
    bidCount: auction.bidCount,
    specialRulesVersion: auction.specialRulesVersion,
    property: { ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() },
    terms: {
      openingPrice: auction.openingPrice,
      bidIncrement: auction.bidIncrement,
      deposit: auction.deposit,
      valuedPrice: auction.valuedPrice,
      reservePrice: auction.reservePrice,
      commissionRateBp: auction.commissionRateBp,
      extensionWindowSeconds: auction.extensionWindowSeconds,
      extensionSeconds: auction.extensionSeconds,
      extensionCapSeconds: auction.extensionCapSeconds,
      startsAt: auction.startsAt.toISOString(),
      endsAt: auction.scheduledEndsAt.toISOString(),
      hybrid: auction.hybrid,
    },
    photos: a.photos.map((p) => ({
      id: p.id,
      url: photoUrl(p.storageKey),
      altAr: p.altAr,
      altEn: p.altEn,
      position: p.position,
    })),
    documents: a.documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      titleAr: d.titleAr,
      titleEn: d.titleEn,
      sizeBytes: d.sizeBytes,
    })),
  };
}

/** The REGA disclosures as flat fields: each question true/false with details in both languages. */
function disclosureBodyFields() {
  const answer = z.boolean().nullish().openapi({ description: "REGA disclosure: present or not" });
  const details = z
    .string()
    .optional()
    .openapi({ description: "Details (required to publish when present)" });
  return {
    ...Object.fromEntries(
      disclosureQuestions.flatMap((q) => [
        [disclosureField(q), answer],
        [disclosureField(q, "Ar"), details],
        [disclosureField(q, "En"), details],
      ]),
    ),
    disclosureSurveyAr: z
      .string()
      .optional()
      .openapi({ description: "Survey data in Arabic (required to publish)" }),
    disclosureSurveyEn: z
      .string()
      .optional()
      .openapi({ description: "Survey data in English (required to publish)" }),
  } as Record<string, z.ZodType>;
}

/** The body as the document shows it; it is parsed with AuctionEditApiSchema, the page's rules. */
const AuctionEditBody = z
  .object({
    titleAr: z.string().optional(),
    titleEn: z.string().optional(),
    descriptionAr: z.string().optional(),
    descriptionEn: z.string().optional(),
    cityId: z.string().openapi({ example: "riyadh" }),
    districtId: z.number().int(),
    category: z.string().openapi({ example: "villa" }),
    use: z.string().openapi({ example: "residential" }),
    areaM2: z.number(),
    northM: z.number(),
    southM: z.number(),
    eastM: z.number(),
    westM: z.number(),
    streetWidthM: z.number().optional(),
    schemeNumber: z.string().optional(),
    partNumber: z.string().optional(),
    instrumentNumber: z.string().optional(),
    boundaryNorthAr: z.string().optional(),
    boundaryNorthEn: z.string().optional(),
    boundarySouthAr: z.string().optional(),
    boundarySouthEn: z.string().optional(),
    boundaryEastAr: z.string().optional(),
    boundaryEastEn: z.string().optional(),
    boundaryWestAr: z.string().optional(),
    boundaryWestEn: z.string().optional(),
    rooms: z.number().int().optional(),
    bathrooms: z.number().int().optional(),
    receptions: z.number().int().optional(),
    buildingAgeYears: z.number().int().optional(),
    latitude: z.number().optional(),
    longitude: z.number().optional(),
    sellingAgentId: z.number().int(),
    advertisementLicenseNumber: z
      .string()
      .optional()
      .openapi({ description: "REGA's advertisement licence number (required to publish)" }),
    liveVideoUrl: z
      .string()
      .optional()
      .openapi({ format: "uri", description: "The session's live video, https only; may change after bids" }),
    ...disclosureBodyFields(),
    openingPrice: z.number().int().openapi({ description: "In halalas" }),
    bidIncrement: z.number().int().nullish().openapi({ description: "In halalas; absent: the ladder" }),
    deposit: z.number().int().nullish().openapi({
      description: "In halalas; absent: 5% of the opening price; at most 5% of the valued price",
    }),
    valuedPrice: z.number().int().nullish(),
    reservePrice: z.number().int().nullish(),
    commissionRateBp: z.number().int().optional().openapi({ description: "Basis points; 250 = 2.5%" }),
    extensionWindowSeconds: z.number().int().optional(),
    extensionSeconds: z.number().int().optional(),
    extensionCapSeconds: z.number().int().optional(),
    startsAt: z.string().openapi({ format: "date-time" }),
    endsAt: z.string().openapi({ format: "date-time" }),
    hybrid: z.boolean().optional().openapi({
      description: "Also on site (the committee enters bids called out in the room); absent: false",
    }),
    newRulesVersion: z
      .boolean()
      .optional()
      .openapi({ description: "After a registration: the terms change with a new special-rules version" }),
  })
  .openapi("AuctionEdit");

const notFound = problemResponse("No such auction (NOT_FOUND)");
const editConflicts = problemResponse(
  "Finished or cancelled (AUCTION_NOT_EDITABLE); after the first bid only text changes (AUCTION_CONTEST_LOCKED); " +
    "after a registration the terms change only with `newRulesVersion` (AUCTION_RULES_VERSION_REQUIRED)",
);
const PhotoParams = AuctionIdParams.extend({ photoId: integerIdParam({ name: "photoId", in: "path" }) });
const DocumentParams = AuctionIdParams.extend({
  documentId: integerIdParam({ name: "documentId", in: "path" }),
});

const PhotoForm = z
  .object({
    file: z
      .any()
      .optional()
      .openapi({ type: "string", format: "binary", description: "JPEG, PNG or WebP, ≤ 10 MB" }),
    altAr: z.string().optional().openapi({ description: "The caption in Arabic" }),
    altEn: z.string().optional().openapi({ description: "The caption in English" }),
  })
  .openapi("AuctionPhotoUpload");
const DocumentForm = z
  .object({
    file: z.any().optional().openapi({ type: "string", format: "binary", description: "A PDF, ≤ 10 MB" }),
    kind: z.enum(editableDocumentKinds).optional(),
    titleAr: z.string().optional(),
    titleEn: z.string().optional(),
  })
  .openapi("AuctionDocumentUpload");
const PhotoPatch = z
  .object({
    altAr: CaptionSchema.optional(),
    altEn: CaptionSchema.optional(),
    position: z.number().int().min(0).max(1000).optional().openapi({ description: "0 makes it the cover" }),
  })
  .openapi("AuctionPhotoChange");

const uploadProblems = {
  404: notFound,
  409: editConflicts,
  413: problemResponse("The file is larger than 10 MB (UPLOAD_TOO_LARGE)"),
  415: problemResponse("Not an allowed type (UPLOAD_TYPE_NOT_ALLOWED)"),
  422: problemResponse("Invalid fields (VALIDATION)"),
};

async function readForm(c: Context) {
  const form = await c.req.parseBody();
  return Object.fromEntries(Object.entries(form).filter(([, value]) => value !== ""));
}

export function registerAdminAuctionEditingRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;
  const storage = () => storageFromConfig(services.config);
  const committee = (c: Context) => requireAuthRole(c, "committee", "admin").user;

  api.openapi(
    createRoute({
      method: "get",
      path: "/admin/auctions",
      tags,
      summary: "Every auction, drafts included (committee)",
      description: "Latest first; `status` filters, `q` searches the asset number and both titles.",
      request: {
        query: z.object({
          status: z
            .enum(adminAuctionStatuses)
            .optional()
            .openapi({ param: { name: "status", in: "query" } }),
          q: z
            .string()
            .max(100)
            .optional()
            .openapi({ param: { name: "q", in: "query" } }),
          page: integerIdParam({ name: "page", in: "query" })
            .pipe(z.number().max(ADMIN_AUCTIONS_MAX_PAGE))
            .optional(),
        }),
      },
      responses: {
        200: json(
          z.object({
            items: z.array(AdminAuctionSummary),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
            pages: z.number().int(),
          }),
          "OK",
        ),
      },
    }),
    async (c) => {
      committee(c);
      const query = c.req.valid("query");
      const list = await listAdminAuctions({ db, ...query });
      c.header("Cache-Control", "private, no-store");
      return c.json(
        {
          ...list,
          items: list.items.map((i) => ({
            ...i,
            startsAt: i.startsAt.toISOString(),
            endsAt: i.endsAt.toISOString(),
          })),
        },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/admin/auctions",
      tags,
      summary: "Create a draft auction with its property (committee)",
      description:
        "Money in halalas, times as ISO 8601 instants. Texts may be left empty in a draft; publishing checks " +
        "everything. Audited.",
      request: { body: jsonBody(AuctionEditBody) },
      responses: {
        201: json(AdminAuctionSchema, "Created"),
        422: problemResponse("Invalid fields, each with its message (VALIDATION)"),
      },
    }),
    async (c) => {
      const user = committee(c);
      const parsed = AuctionEditApiSchema.safeParse(c.req.valid("json"));
      if (!parsed.success) return validationProblem(c, parsed.error.issues);
      const { auctionId } = await createAuctionDraft({
        db,
        actorUserId: user.id,
        edit: fromApi(parsed.data),
      });
      return c.json(auctionBody((await getAdminAuction(db, auctionId))!), 201);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/admin/auctions/{id}",
      tags,
      summary: "One auction with everything the committee edits (committee)",
      request: { params: AuctionIdParams },
      responses: { 200: json(AdminAuctionSchema, "OK"), 404: notFound },
    }),
    async (c) => {
      committee(c);
      const found = await getAdminAuction(db, c.req.valid("param").id);
      if (!found) throw new AppError("NOT_FOUND");
      c.header("Cache-Control", "private, no-store");
      return c.json(auctionBody(found), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "put",
      path: "/admin/auctions/{id}",
      tags,
      summary: "Edit an auction (committee)",
      description:
        "The whole form. A draft changes freely; a published auction by product.md §2.10: before the first " +
        "registration most fields; after it, the terms only with `newRulesVersion` (registrants accept the new " +
        "rules again before their next bid); after the first bid only the titles and descriptions. Audited.",
      request: { params: AuctionIdParams, body: jsonBody(AuctionEditBody) },
      responses: {
        200: json(AdminAuctionSchema, "Saved"),
        404: notFound,
        409: editConflicts,
        422: problemResponse("Invalid fields, each with its message (VALIDATION)"),
      },
    }),
    async (c) => {
      const user = committee(c);
      const { id } = c.req.valid("param");
      const parsed = AuctionEditApiSchema.safeParse(c.req.valid("json"));
      if (!parsed.success) return validationProblem(c, parsed.error.issues);
      await updateAuction({
        db,
        actorUserId: user.id,
        auctionId: id,
        edit: fromApi(parsed.data),
        newRulesVersion: parsed.data.newRulesVersion ?? false,
        countRegistrations,
      });
      return c.json(auctionBody((await getAdminAuction(db, id))!), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/admin/auctions/{id}/publish",
      tags,
      summary: "Publish a draft: it becomes upcoming and starts by itself (committee)",
      description:
        "Checks everything product.md §2.1 asks (both languages, the property's fields, a photo, the terms, the " +
        "special-rules document) and the announcement rule (the start at least the `announcementDays` setting, default 5 days, " +
        "away). A refusal lists every missing thing in `issues`. Audited.",
      request: { params: AuctionIdParams },
      responses: {
        200: json(AdminAuctionSchema, "Published"),
        404: notFound,
        409: problemResponse("Not a draft (AUCTION_NOT_EDITABLE)"),
        422: problemResponse("Something is missing (AUCTION_NOT_PUBLISHABLE), each in `issues`"),
      },
    }),
    async (c) => {
      const user = committee(c);
      const { id } = c.req.valid("param");
      await runWrite(services, (db) =>
        publishAuctionAndTellOwner({ db, actorUserId: user.id, auctionId: id }),
      );
      return c.json(auctionBody((await getAdminAuction(db, id))!), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/admin/auctions/{id}/photos",
      tags,
      summary: "Add a photo, after the others (committee)",
      description:
        "multipart/form-data. Re-encoded as WebP, its metadata (GPS) dropped (ADR 021); shown publicly once the " +
        "auction is published. Before the first bid. Audited.",
      request: {
        params: AuctionIdParams,
        body: { required: true, content: { "multipart/form-data": { schema: PhotoForm } } },
      },
      responses: { 201: json(AdminAuctionSchema, "Added"), ...uploadProblems },
    }),
    async (c) => {
      const user = committee(c);
      const { id } = c.req.valid("param");
      const parsed = AuctionPhotoFormSchema.safeParse(await readForm(c));
      if (!parsed.success) return validationProblem(c, parsed.error.issues);
      const { file, altAr, altEn } = parsed.data;
      await addAuctionPhoto(
        { db, storage: storage() },
        {
          actorUserId: user.id,
          auctionId: id,
          altAr,
          altEn,
          file: { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
        },
      );
      return c.json(auctionBody((await getAdminAuction(db, id))!), 201);
    },
  );

  api.openapi(
    createRoute({
      method: "patch",
      path: "/admin/auctions/{id}/photos/{photoId}",
      tags,
      summary: "Change a photo's captions or place; position 0 is the cover (committee)",
      description:
        "Captions are text corrections (allowed after the first bid); the place before it. Audited.",
      request: { params: PhotoParams, body: jsonBody(PhotoPatch) },
      responses: { 200: json(AdminAuctionSchema, "Changed"), 404: notFound, 409: editConflicts },
    }),
    async (c) => {
      const user = committee(c);
      const { id, photoId } = c.req.valid("param");
      await updateAuctionPhoto(db, { actorUserId: user.id, auctionId: id, photoId, ...c.req.valid("json") });
      return c.json(auctionBody((await getAdminAuction(db, id))!), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "delete",
      path: "/admin/auctions/{id}/photos/{photoId}",
      tags,
      summary: "Remove a photo (committee)",
      description: "Before the first bid; the next photo becomes the cover. Audited.",
      request: { params: PhotoParams },
      responses: { 200: json(AdminAuctionSchema, "Removed"), 404: notFound, 409: editConflicts },
    }),
    async (c) => {
      const user = committee(c);
      const { id, photoId } = c.req.valid("param");
      await removeAuctionPhoto({ db, storage: storage() }, { actorUserId: user.id, auctionId: id, photoId });
      return c.json(auctionBody((await getAdminAuction(db, id))!), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/admin/auctions/{id}/documents",
      tags,
      summary: "Add a document: a PDF with its kind and title in both languages (committee)",
      description:
        "multipart/form-data. A special-rules document on a published auction replaces the previous one and, " +
        "once someone registered, is a new rules version. Before the first bid. Audited.",
      request: {
        params: AuctionIdParams,
        body: { required: true, content: { "multipart/form-data": { schema: DocumentForm } } },
      },
      responses: { 201: json(AdminAuctionSchema, "Added"), ...uploadProblems },
    }),
    async (c) => {
      const user = committee(c);
      const { id } = c.req.valid("param");
      const parsed = AuctionDocumentFormSchema.safeParse(await readForm(c));
      if (!parsed.success) return validationProblem(c, parsed.error.issues);
      const { file, ...fields } = parsed.data;
      await addAuctionDocument(
        { db, storage: storage() },
        {
          actorUserId: user.id,
          auctionId: id,
          ...fields,
          file: { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
          countRegistrations,
        },
      );
      return c.json(auctionBody((await getAdminAuction(db, id))!), 201);
    },
  );

  api.openapi(
    createRoute({
      method: "delete",
      path: "/admin/auctions/{id}/documents/{documentId}",
      tags,
      summary: "Remove a document (committee)",
      description:
        "Before the first bid; a published auction's special rules are replaced, never removed. Audited.",
      request: { params: DocumentParams },
      responses: { 200: json(AdminAuctionSchema, "Removed"), 404: notFound, 409: editConflicts },
    }),
    async (c) => {
      const user = committee(c);
      const { id, documentId } = c.req.valid("param");
      await removeAuctionDocument(
        { db, storage: storage() },
        { actorUserId: user.id, auctionId: id, documentId },
      );
      return c.json(auctionBody((await getAdminAuction(db, id))!), 200);
    },
  );
}
