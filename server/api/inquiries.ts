import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { inquiryDeps } from "~/modules/inquiries/inquiry-deps.server";
import { InquirySchema, type InquiryAnswer } from "~/modules/inquiries/inquiry-schema";
import { inquiryStatuses } from "~/modules/inquiries/inquiry-statuses";
import {
  answerInquiry,
  closeInquiry,
  getInquiry,
  listInquiryQueue,
  listOwnInquiries,
  submitInquiry,
  type InquiryView,
} from "~/modules/inquiries/inquiries.server";
import { apiLang } from "../http/lang";
import { clientAddress, requireAuth, requireAuthRole } from "../http/session-auth";
import { committeeProblems, registerCommitteeDecision } from "./committee-decisions";
import { guestProblem, json, jsonBody, problemResponse, timestamp, UuidParams } from "./schemas";

/*
 * Inquiries in the API (issue 16): anyone sends one (POST /inquiries, rate limited per address and
 * per phone), a signed-in sender reads theirs under /me/inquiries, and the committee reads the
 * inbox and answers or closes each one under /admin/inquiries. The pages (/contact,
 * /admin/inquiries) call the same domain operations (app/modules/inquiries).
 */

const tags = ["Inquiries"];
const status = z.enum(inquiryStatuses);

const SentSchema = z
  .object({
    id: z.uuid(),
    reference: z.string().openapi({ example: "IQ-1A2B3C4D" }),
    status,
    createdAt: timestamp,
  })
  .openapi("InquirySent");

const OwnInquirySchema = SentSchema.extend({
  message: z.string(),
  answer: z.string().nullable(),
  answeredAt: timestamp.nullable(),
}).openapi("OwnInquiry");

const InquirySchemaDoc = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    fullName: z.string(),
    phone: z.string().openapi({ example: "+966501234567" }),
    email: z.string().nullable(),
    message: z.string(),
    userId: z.uuid().nullable().openapi({ description: "The signed-in sender, if any" }),
    locale: z.enum(["ar", "en"]).openapi({ description: "The language it was written in" }),
    status,
    answer: z.string().nullable(),
    answeredBy: z.uuid().nullable(),
    answeredAt: timestamp.nullable(),
    closedBy: z.uuid().nullable(),
    closedAt: timestamp.nullable(),
    createdAt: timestamp,
  })
  .openapi("Inquiry");

const SummarySchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    fullName: z.string(),
    phone: z.string(),
    status,
    createdAt: timestamp,
    userId: z.uuid().nullable(),
    excerpt: z.string().openapi({ description: "The message's first 140 characters" }),
  })
  .openapi("InquirySummary");

const own = (inquiry: InquiryView) => ({
  id: inquiry.id,
  reference: inquiry.reference,
  status: inquiry.status,
  createdAt: inquiry.createdAt,
  message: inquiry.message,
  answer: inquiry.answer,
  answeredAt: inquiry.answeredAt,
});

export function registerInquiryRoutes(api: OpenAPIHono, services: Services) {
  const deps = () => inquiryDeps(services);

  api.openapi(
    createRoute({
      method: "post",
      path: "/inquiries",
      tags,
      summary: "Send an inquiry to the organizing committee (guests too)",
      description:
        "Full name, a Saudi mobile number (any common writing, Arabic-Indic digits too), an optional e-mail, " +
        "a message of 10 to 2,000 characters, and `agree: true`. Acknowledged by SMS (and e-mail when given). " +
        "A signed-in sender also gets the answer in the app. At most 10 an hour from one address and 3 to one " +
        "phone number.",
      request: { body: jsonBody(InquirySchema) },
      responses: {
        201: json(SentSchema, "Received"),
        422: problemResponse("Invalid fields (VALIDATION), each with its message in the request's language"),
        429: problemResponse(
          "Too many inquiries from this address or to this phone (RATE_LIMITED); see Retry-After",
        ),
      },
    }),
    async (c) => {
      const inquiry = await submitInquiry(deps(), {
        input: c.req.valid("json"),
        userId: c.get("auth")?.user.id ?? null,
        lang: apiLang(c),
        clientIp: clientAddress(c, services.config.trustProxy),
      });
      return c.json(
        {
          id: inquiry.id,
          reference: inquiry.reference,
          status: inquiry.status,
          createdAt: inquiry.createdAt,
        },
        201,
      );
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/me/inquiries",
      tags,
      summary: "My inquiries sent while signed in, newest first, with the committee's answers (at most 50)",
      responses: { 200: json(z.object({ inquiries: z.array(OwnInquirySchema) }), "OK"), 401: guestProblem },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      c.header("Cache-Control", "private, no-store");
      return c.json({ inquiries: (await listOwnInquiries(deps().db, user.id)).map(own) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/admin/inquiries",
      tags,
      summary: "Inquiries in one state, with every state's count (organizing committee)",
      request: {
        query: z.object({
          status: status
            .optional()
            .openapi({ description: "Default: new (oldest first); others newest first; at most 100" }),
        }),
      },
      responses: {
        200: json(
          z
            .object({ counts: z.record(z.string(), z.number().int()), inquiries: z.array(SummarySchema) })
            .openapi("InquiryQueue"),
          "OK",
        ),
        401: guestProblem,
        403: problemResponse("Not a committee member"),
      },
    }),
    async (c) => {
      requireAuthRole(c, "committee", "admin");
      c.header("Cache-Control", "private, no-store");
      return c.json(await listInquiryQueue(deps().db, { status: c.req.valid("query").status }), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/admin/inquiries/{id}",
      tags,
      summary: "One inquiry, whole (organizing committee)",
      request: { params: UuidParams("an inquiry") },
      responses: {
        200: json(InquirySchemaDoc, "OK"),
        401: guestProblem,
        403: problemResponse("Not a committee member"),
        404: problemResponse("No such inquiry"),
      },
    }),
    async (c) => {
      requireAuthRole(c, "committee", "admin");
      c.header("Cache-Control", "private, no-store");
      return c.json(await getInquiry(deps().db, c.req.valid("param").id), 200);
    },
  );

  const decided = problemResponse("Already answered or closed (INQUIRY_ALREADY_DECIDED)");
  // Documented here, parsed by the domain with the page's schema (InquiryAnswerSchema).
  const Answer = z.object({ answer: z.string() }).openapi("InquiryAnswer", {
    description: "The committee's answer, 3 to 2,000 characters, sent to the sender as written",
  });

  registerCommitteeDecision(api, services, {
    path: "/admin/inquiries/{id}/answer",
    tags,
    summary: "Answer a new inquiry (organizing committee)",
    description:
      "A signed-in sender is notified in the app (with SMS and e-mail copies per their settings); a guest gets " +
      "the answer by SMS, and by e-mail when they gave an address. Audited.",
    what: "an inquiry",
    body: { schema: Answer, required: true },
    answer: { schema: InquirySchemaDoc, description: "Answered" },
    problems: {
      ...committeeProblems("No such inquiry", "your own inquiry"),
      409: decided,
      422: problemResponse("Invalid answer (VALIDATION)"),
    },
    invalidAs422: true,
    decide: async (_c, { id, actorUserId, body }) => {
      const { inquiry, effects } = await answerInquiry(deps(), {
        inquiryId: id,
        actorUserId,
        answer: body as InquiryAnswer,
      });
      return { answer: inquiry, effects };
    },
  });

  registerCommitteeDecision(api, services, {
    path: "/admin/inquiries/{id}/close",
    tags,
    summary: "Close an inquiry, answered or not; nothing is sent (organizing committee)",
    description: "Audited.",
    what: "an inquiry",
    answer: { schema: InquirySchemaDoc, description: "Closed" },
    problems: { ...committeeProblems("No such inquiry", "your own inquiry"), 409: decided },
    decide: async (_c, { id, actorUserId }) => {
      const { inquiry, effects } = await closeInquiry({ db: deps().db, inquiryId: id, actorUserId });
      return { answer: inquiry, effects };
    },
  });
}
