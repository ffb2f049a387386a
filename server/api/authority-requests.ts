import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Services } from "~/context.server";
import { withdrawPowerOfAttorney } from "~/modules/agents/agencies.server";
import { AppError } from "~/lib/errors";
import { describeUsers } from "~/modules/accounts/describe-users.server";
import { runWrite } from "~/modules/notifications/effects.server";
import {
  authorityRequestFormSchema,
  chosenDocuments,
  fieldNamesOf,
  MoreDocumentsSchema,
  type AuthorityRequestFields,
} from "~/modules/requests/authority-request-schema";
import {
  getOwnAuthorityRequest,
  listOwnAuthorityRequests,
  sendMoreDocuments,
  submitAuthorityRequest,
  type AuthorityRequestView,
} from "~/modules/requests/authority-requests.server";
import { countryCodes } from "~/modules/requests/countries";
import {
  authorityDocumentKinds,
  authorityRequestKinds,
  authorityRequestStatuses,
  identityTypes,
  powerOfAttorneyScopes,
} from "~/modules/requests/request-statuses";
import {
  approveAuthorityRequest,
  askForMoreDocuments,
  getAuthorityRequestForReview,
  listAuthorityQueue,
  rejectAuthorityRequest,
  startAuthorityReview,
} from "~/modules/requests/review-authority-request.server";
import { storageFromConfig } from "~/storage/storage-from-config.server";
import { requireAuth, requireAuthRole } from "../http/session-auth";
import { committeeProblems, registerCommitteeDecision } from "./committee-decisions";
import { guestProblem, json, problemResponse, timestamp, UuidParams, validationProblem } from "./schemas";

/*
 * Power-of-attorney and foreign-owner requests in the API (issue 16): the requester sends one
 * with its documents (multipart, the /forms pages' schema), follows it under /me/authority-requests
 * and sends more documents when asked; the committee reads the queue and each request and decides
 * under /admin/authority-requests. The pages call the same domain operations (app/modules/requests).
 */

const tags = ["Power-of-attorney and foreign-owner requests"];
const nullableText = z.string().nullable();

const DocumentSchema = z.object({
  id: z.number().int(),
  uploadId: z
    .uuid()
    .openapi({ description: "Read it at /media/uploads/{uploadId} (requester and committee)" }),
  kind: z.enum(authorityDocumentKinds),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: timestamp,
});

const AuthorityRequestSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(authorityRequestKinds),
    status: z.enum(authorityRequestStatuses),
    ownerName: nullableText.openapi({
      description: "The owner or company (a power of attorney: the principal)",
    }),
    nationality: nullableText.openapi({ description: "ISO 3166-1 alpha-2" }),
    country: nullableText.openapi({ description: "ISO 3166-1 alpha-2" }),
    idType: z.enum(identityTypes).nullable(),
    idNumber: nullableText,
    originNumber: nullableText,
    mobile: nullableText,
    agentName: nullableText,
    agentIdType: z.enum(identityTypes).nullable(),
    agentIdNumber: nullableText,
    scopes: z.array(z.enum(powerOfAttorneyScopes)),
    expiresOn: nullableText.openapi({ format: "date" }),
    submittedAt: timestamp.nullable(),
    reviewedAt: timestamp.nullable(),
    reviewNoteAr: nullableText.openapi({
      description: "The committee's last words (rejection, documents asked)",
    }),
    reviewNoteEn: nullableText,
    createdAt: timestamp,
    updatedAt: timestamp,
    documents: z.array(DocumentSchema),
    events: z.array(
      z.object({
        status: z.enum(authorityRequestStatuses),
        at: timestamp,
        noteAr: nullableText,
        noteEn: nullableText,
      }),
    ),
  })
  .openapi("AuthorityRequest");

const binary = (description: string) =>
  z.any().optional().openapi({ type: "string", format: "binary", description });
const documentParts = Object.fromEntries(
  authorityDocumentKinds.map((kind) => [kind, binary("A JPEG, PNG or WebP image, or a PDF; at most 10 MB")]),
);

/**
 * The multipart body as the API document shows it: every part optional here, since it is parsed
 * with the /forms pages' own schema and messages (authorityRequestFormSchema) in the handler.
 */
const text = (description?: string) =>
  z
    .string()
    .optional()
    .openapi(description ? { description } : {});
const SubmitForm = z
  .object({
    kind: z
      .string()
      .optional()
      .openapi({ enum: [...authorityRequestKinds], description: "Required" }),
    ownerName: text("The owner or company (a power of attorney: the principal)"),
    nationality: text(`ISO 3166-1 alpha-2 (${countryCodes.length} countries)`),
    country: text("ISO 3166-1 alpha-2"),
    idType: z
      .string()
      .optional()
      .openapi({ enum: [...identityTypes] }),
    idNumber: text(
      "A national ID (1…) or Iqama (2…): 10 digits with the check digit; a passport: 6–20 letters and digits",
    ),
    originNumber: text("Optional: the property's origin (asset) number"),
    mobile: text("A Saudi mobile number"),
    agentName: text("Power of attorney only"),
    agentIdType: z
      .string()
      .optional()
      .openapi({ enum: [...identityTypes], description: "Power of attorney only" }),
    agentIdNumber: text("Power of attorney only"),
    scopes: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .openapi({
        description: `Power of attorney only: ${powerOfAttorneyScopes.join(", ")}; repeat the part for several`,
      }),
    expiresOn: text("Power of attorney only: YYYY-MM-DD, after today"),
    ...documentParts,
  })
  .openapi("AuthorityRequestSubmission", {
    description:
      "multipart/form-data. Documents each kind requires: power_of_attorney — authorization, poa_document, principal_id " +
      "(agent_id, commercial_register optional); foreign_owner — authorization, passport, ownership_proof " +
      "(commercial_register optional). At most 12 files; the body at most 25 MB.",
  });

const MoreForm = z.object(documentParts).openapi("AuthorityRequestDocuments");

const notFound = problemResponse("No such request of yours");
const phone = problemResponse("Mobile number not confirmed (PHONE_NOT_VERIFIED)");
const files = {
  413: problemResponse("A file larger than 10 MB (UPLOAD_TOO_LARGE)"),
  415: problemResponse("A file of a type not allowed (UPLOAD_TYPE_NOT_ALLOWED)"),
};
const body = (view: AuthorityRequestView) => {
  const { requesterUserId: _requester, ...rest } = view;
  return rest;
};

/** The signed-in requester, with a confirmed phone. */
function requester(c: Context) {
  const { user } = requireAuth(c);
  if (!user.phoneVerified) throw new AppError("PHONE_NOT_VERIFIED");
  return user;
}

/** A multipart body's parts (several values of a name as a list); an unreadable body is a 422. */
async function formParts(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const parts = await c.req.parseBody({ all: true });
    return parts as Record<string, unknown>;
  } catch {
    return null;
  }
}

async function documentsOf(value: Record<string, unknown>) {
  return Promise.all(
    chosenDocuments(value).map(async ({ kind, file }) => ({
      kind,
      file: { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
    })),
  );
}

export function registerAuthorityRequestRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;
  const storage = () => storageFromConfig(services.config);

  api.openapi(
    createRoute({
      method: "get",
      path: "/me/authority-requests",
      tags,
      summary:
        "My power-of-attorney and foreign-owner requests, newest first, with their documents and steps",
      responses: {
        200: json(z.object({ requests: z.array(AuthorityRequestSchema) }), "OK"),
        401: guestProblem,
      },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      c.header("Cache-Control", "private, no-store");
      return c.json({ requests: (await listOwnAuthorityRequests(db, user.id)).map(body) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/me/authority-requests",
      tags,
      summary: "Send a power-of-attorney or foreign-owner request with its documents",
      description:
        "Each field and document is checked as on the /forms pages; a 422 names every bad field. The requester is notified. " +
        "Files are checked by their content and kept readable only by the requester and the committee.",
      request: {
        body: { required: true, content: { "multipart/form-data": { schema: SubmitForm } } },
      },
      responses: {
        201: json(AuthorityRequestSchema, "Submitted"),
        401: guestProblem,
        403: phone,
        ...files,
        422: problemResponse(
          "Invalid fields or a missing document (VALIDATION), too many files (REQUEST_TOO_MANY_FILES)",
        ),
      },
    }),
    async (c) => {
      const user = requester(c);
      const parts = await formParts(c);
      if (!parts) return validationProblem(c, [{ path: ["kind"], message: "validation.required" }]);
      const kind = z.enum(authorityRequestKinds).safeParse(parts.kind);
      if (!kind.success) return validationProblem(c, [{ path: ["kind"], message: "validation.required" }]);
      const parsed = authorityRequestFormSchema(kind.data).safeParse(parts);
      if (!parsed.success) return validationProblem(c, parsed.error.issues);
      const value = parsed.data as Record<string, unknown>;
      const fields = Object.fromEntries(
        fieldNamesOf[kind.data].map((name) => [name, value[name]]),
      ) as AuthorityRequestFields;
      const { request } = await runWrite(services, async (db) =>
        submitAuthorityRequest(
          { db, storage: storage() },
          { requesterUserId: user.id, kind: kind.data, fields, documents: await documentsOf(value) },
        ),
      );
      return c.json(body(request), 201);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/me/authority-requests/{id}",
      tags,
      summary: "One of my power-of-attorney or foreign-owner requests",
      request: { params: UuidParams("a request") },
      responses: { 200: json(AuthorityRequestSchema, "OK"), 401: guestProblem, 404: notFound },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const { id } = c.req.valid("param");
      c.header("Cache-Control", "private, no-store");
      return c.json(body(await getOwnAuthorityRequest(db, { requestId: id, requesterUserId: user.id })), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/me/authority-requests/{id}/documents",
      tags,
      summary: "Send the documents the committee asked for; the request goes back to it",
      description:
        "Only while the request's status is more_documents_needed (otherwise 409 REQUEST_NOT_AWAITING_DOCUMENTS); at least " +
        "one file, of a kind the request lists or `other`. The request returns to `submitted`.",
      request: {
        params: UuidParams("a request"),
        body: { required: true, content: { "multipart/form-data": { schema: MoreForm } } },
      },
      responses: {
        200: json(AuthorityRequestSchema, "Sent again"),
        401: guestProblem,
        403: phone,
        404: notFound,
        409: problemResponse("Not waiting for documents (REQUEST_NOT_AWAITING_DOCUMENTS)"),
        ...files,
        422: problemResponse("No file (VALIDATION), or too many (REQUEST_TOO_MANY_FILES)"),
      },
    }),
    async (c) => {
      const user = requester(c);
      const { id } = c.req.valid("param");
      const parts = await formParts(c);
      const parsed = MoreDocumentsSchema.safeParse({ ...(parts ?? {}), requestId: id });
      if (!parsed.success) return validationProblem(c, parsed.error.issues);
      const { request } = await runWrite(services, async (db) =>
        sendMoreDocuments(
          { db, storage: storage() },
          {
            requesterUserId: user.id,
            requestId: id,
            documents: await documentsOf(parsed.data as Record<string, unknown>),
          },
        ),
      );
      return c.json(body(request), 200);
    },
  );

  const RequesterSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string(), phone: z.string() });

  api.openapi(
    createRoute({
      method: "get",
      path: "/admin/authority-requests",
      tags,
      summary:
        "Power-of-attorney and foreign-owner requests in one state, with every state's count (organizing committee)",
      request: {
        query: z.object({
          status: z
            .enum(authorityRequestStatuses)
            .optional()
            .openapi({ description: "Default: submitted (oldest first); others newest first; at most 100" }),
        }),
      },
      responses: {
        200: json(
          z
            .object({
              counts: z.record(z.string(), z.number().int()),
              requests: z.array(
                z.object({
                  id: z.uuid(),
                  kind: z.enum(authorityRequestKinds),
                  status: z.enum(authorityRequestStatuses),
                  ownerName: nullableText,
                  submittedAt: timestamp.nullable(),
                  createdAt: timestamp,
                  updatedAt: timestamp,
                  requester: RequesterSchema.nullable(),
                }),
              ),
            })
            .openapi("AuthorityRequestQueue"),
          "OK",
        ),
        401: guestProblem,
        403: problemResponse("Not a committee member"),
      },
    }),
    async (c) => {
      requireAuthRole(c, "committee", "admin");
      const queue = await listAuthorityQueue(db, { status: c.req.valid("query").status });
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

  const Answer = AuthorityRequestSchema.extend({ requesterUserId: z.uuid() });

  api.openapi(
    createRoute({
      method: "get",
      path: "/admin/authority-requests/{id}",
      tags,
      summary: "One power-of-attorney or foreign-owner request, whole (organizing committee)",
      request: { params: UuidParams("a request") },
      responses: {
        200: json(Answer, "OK"),
        401: guestProblem,
        403: problemResponse("Not a committee member"),
        404: problemResponse("No such request"),
      },
    }),
    async (c) => {
      requireAuthRole(c, "committee", "admin");
      c.header("Cache-Control", "private, no-store");
      return c.json(await getAuthorityRequestForReview(db, c.req.valid("param").id), 200);
    },
  );

  const decided = problemResponse(
    "Already decided, or not in a state for this decision (REQUEST_ALREADY_DECIDED)",
  );
  const Decision = z
    .object({ reasonAr: z.string(), reasonEn: z.string() })
    .openapi("AuthorityRequestDecision", {
      description:
        "The committee's words in Arabic and English, 3 to 1,000 characters each; the requester reads them",
    });
  const what = "a request";

  registerCommitteeDecision(api, services, {
    path: "/admin/authority-requests/{id}/review",
    tags,
    summary: "Take a sent request under review (organizing committee)",
    description: "The requester is notified. Audited.",
    what,
    answer: { schema: Answer, description: "Under review" },
    problems: { ...committeeProblems("No such request"), 409: decided },
    decide: async (_c, { id, actorUserId }) => {
      const { request, effects } = await startAuthorityReview({ db, requestId: id, actorUserId });
      return { answer: request, effects };
    },
  });

  registerCommitteeDecision(api, services, {
    path: "/admin/authority-requests/{id}/approve",
    tags,
    summary: "Approve a sent or reviewed request (organizing committee)",
    description:
      "An approved power of attorney is what an agent's authority rests on. The requester is notified. Audited.",
    what,
    answer: { schema: Answer, description: "Approved" },
    problems: { ...committeeProblems("No such request"), 409: decided },
    decide: async (_c, { id, actorUserId }) => {
      const { request, effects } = await approveAuthorityRequest({ db, requestId: id, actorUserId });
      return { answer: request, effects };
    },
  });

  registerCommitteeDecision(api, services, {
    path: "/admin/authority-requests/{id}/reject",
    tags,
    summary: "Reject a request, with a reason in both languages (organizing committee)",
    description: "The requester is notified. Audited.",
    what,
    body: { schema: Decision, required: true },
    answer: { schema: Answer, description: "Rejected" },
    problems: {
      ...committeeProblems("No such request"),
      409: decided,
      422: problemResponse("Invalid reason (VALIDATION)"),
    },
    invalidAs422: true,
    decide: async (_c, { id, actorUserId, body }) => {
      const { request, effects } = await rejectAuthorityRequest({
        db,
        requestId: id,
        actorUserId,
        decision: body,
      });
      return { answer: request, effects };
    },
  });

  registerCommitteeDecision(api, services, {
    path: "/admin/authority-requests/{id}/revoke",
    tags,
    summary: "Withdraw an approved power of attorney, with a reason in both languages (organizing committee)",
    description:
      "It becomes rejected, and every pending or active agency resting on it is revoked in the same transaction " +
      "(both sides notified); bids for a principal under it are refused from then on. The requester is notified. " +
      "Audited. 409 REQUEST_ALREADY_DECIDED unless it is an approved power of attorney.",
    what,
    body: { schema: Decision, required: true },
    answer: { schema: Answer, description: "Withdrawn" },
    problems: {
      ...committeeProblems("No such request"),
      409: decided,
      422: problemResponse("Invalid reason (VALIDATION)"),
    },
    invalidAs422: true,
    decide: async (_c, { id, actorUserId, body }) => {
      const { request, effects } = await withdrawPowerOfAttorney({
        db,
        requestId: id,
        actorUserId,
        decision: body,
      });
      return { answer: request, effects };
    },
  });

  registerCommitteeDecision(api, services, {
    path: "/admin/authority-requests/{id}/request-documents",
    tags,
    summary: "Ask the requester for more documents, with a note in both languages (organizing committee)",
    description: "The requester is notified, adds them and sends the request again. Audited.",
    what,
    body: { schema: Decision, required: true },
    answer: { schema: Answer, description: "Documents asked for" },
    problems: {
      ...committeeProblems("No such request"),
      409: decided,
      422: problemResponse("Invalid note (VALIDATION)"),
    },
    invalidAs422: true,
    decide: async (_c, { id, actorUserId, body }) => {
      const { request, effects } = await askForMoreDocuments({
        db,
        requestId: id,
        actorUserId,
        decision: body,
      });
      return { answer: request, effects };
    },
  });
}
