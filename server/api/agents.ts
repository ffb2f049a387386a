import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Services } from "~/context.server";
import { requireVerifiedPhone } from "~/modules/accounts/guards";
import { answerAgency, inviteAgency, listMyAgencies, revokeAgency } from "~/modules/agents/agencies.server";
import { AgencyInviteSchema } from "~/modules/agents/agency-schema";
import { agencyScopes, agencySides, agencyStatuses } from "~/modules/agents/agency-statuses";
import { runWrite } from "~/modules/notifications/effects.server";
import { requireAuth } from "../http/session-auth";
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
 * Agents and investors in the API (issue 16, ADR 036): both lists of my agencies, an invitation by
 * phone under one of my approved powers of attorney, the invited side's answer, and revocation by
 * either side. /profile/agents calls the same operations (app/modules/agents).
 */

const tags = ["Agents"];

const AgencySchema = z
  .object({
    id: z.uuid(),
    viewerSide: z.enum(agencySides).openapi({
      description: "principal: the other side acts for you; agent: you act for the other side",
    }),
    otherUserId: z.uuid(),
    otherName: z.string(),
    scopes: z.array(z.enum(agencyScopes)),
    expiresAt: timestamp,
    state: z.enum([...agencyStatuses, "expired"]).openapi({
      description: "pending → active | declined; active → revoked; expired once expiresAt has passed",
    }),
    powerOfAttorneyId: z.uuid().openapi({ description: "The approved power of attorney it rests on" }),
    invitedByViewer: z.boolean().openapi({ description: "You invited: the other side answers" }),
    createdAt: timestamp,
    respondedAt: timestamp.nullable(),
    revokedAt: timestamp.nullable(),
  })
  .openapi("Agency");

const MyAgenciesSchema = z
  .object({
    actingForMe: z.array(AgencySchema),
    iActFor: z.array(AgencySchema),
    powersOfAttorney: z
      .array(z.object({ id: z.uuid(), approvedAt: timestamp }))
      .openapi({ description: "Your approved powers of attorney: what an invitation of yours may rest on" }),
  })
  .openapi("MyAgencies");

/** The invitation as the document shows it; it is parsed with AgencyInviteSchema, the page's rules. */
const InviteBody = z
  .object({
    side: z.enum(agencySides).openapi({
      description: "principal: you invite your agent; agent: you invite your principal",
    }),
    phone: z.string().openapi({
      description: "The other side's Saudi mobile number, or their national ID, Iqama or passport number",
      example: "0501234567",
    }),
    scopes: z.array(z.enum(agencyScopes)),
    expiresOn: z.string().openapi({
      format: "date",
      description: "The last day (Riyadh time), after today, at most five years ahead",
    }),
    powerOfAttorneyId: z.uuid().openapi({ description: "One of your approved powers of attorney" }),
  })
  .openapi("AgencyInvitation");

const phone = problemResponse("Mobile number not confirmed (PHONE_NOT_VERIFIED)");
const notFound = problemResponse("No such agency of yours");

function verified(c: Context) {
  const { user } = requireAuth(c);
  requireVerifiedPhone(user);
  return user;
}

export function registerAgentRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;

  api.openapi(
    createRoute({
      method: "get",
      path: "/me/agencies",
      tags,
      summary: "Who acts for me and for whom I act, newest first, with my approved powers of attorney",
      responses: { 200: json(MyAgenciesSchema, "OK"), 401: guestProblem },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      c.header("Cache-Control", "private, no-store");
      return c.json(await listMyAgencies(db, user.id, services.database.clock.now()), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/me/agencies",
      tags,
      summary: "Invite someone, by phone or ID number, to act for me or to let me act for them",
      description:
        "The agency rests on one of your approved powers of attorney and waits for the other side to confirm or decline.",
      request: { body: jsonBody(InviteBody) },
      responses: {
        201: json(AgencySchema, "Invited"),
        401: guestProblem,
        403: phone,
        409: problemResponse("An agency in force or an open invitation exists between you (AGENCY_EXISTS)"),
        422: problemResponse(
          "Invalid fields (VALIDATION), no account with this phone or ID number (AGENCY_USER_NOT_FOUND), yourself (AGENCY_SELF), " +
            "or a power of attorney not approved or not yours (AGENCY_POA_INVALID)",
        ),
      },
    }),
    async (c) => {
      const user = verified(c);
      const parsed = AgencyInviteSchema.safeParse(c.req.valid("json"));
      if (!parsed.success) return validationProblem(c, parsed.error.issues);
      const { agency } = await runWrite(services, (db) =>
        inviteAgency({ db, userId: user.id, input: parsed.data, now: services.database.clock.now() }),
      );
      return c.json(agency, 201);
    },
  );

  for (const answer of ["confirm", "decline"] as const) {
    api.openapi(
      createRoute({
        method: "post",
        path: `/me/agencies/{id}/${answer}`,
        tags,
        summary:
          answer === "confirm" ? "Confirm an invitation sent to me" : "Decline an invitation sent to me",
        request: { params: UuidParams("an agency") },
        responses: {
          200: json(AgencySchema, answer === "confirm" ? "Confirmed: in force" : "Declined"),
          401: guestProblem,
          403: phone,
          404: notFound,
          409: problemResponse("Not an invitation waiting for your answer (AGENCY_NOT_PENDING)"),
          ...(answer === "confirm"
            ? { 422: problemResponse("Its power of attorney is no longer approved (AGENCY_POA_INVALID)") }
            : {}),
        },
      }),
      async (c) => {
        const user = verified(c);
        const { id } = c.req.valid("param");
        const { agency } = await runWrite(services, (db) =>
          answerAgency({ db, userId: user.id, agencyId: id, answer, now: services.database.clock.now() }),
        );
        return c.json(agency, 200);
      },
    );
  }

  api.openapi(
    createRoute({
      method: "post",
      path: "/me/agencies/{id}/revoke",
      tags,
      summary: "Revoke an agency (or withdraw an invitation), either side, at once",
      request: { params: UuidParams("an agency") },
      responses: {
        200: json(AgencySchema, "Revoked"),
        401: guestProblem,
        404: notFound,
        409: problemResponse("Already ended (AGENCY_NOT_REVOCABLE)"),
      },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const { id } = c.req.valid("param");
      const { agency } = await runWrite(services, (db) =>
        revokeAgency({ db, userId: user.id, agencyId: id, now: services.database.clock.now() }),
      );
      return c.json(agency, 200);
    },
  );
}
