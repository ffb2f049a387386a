import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { idDocumentTypes } from "~/modules/accounts/identity-document";
import { setIdVerification } from "~/modules/accounts/identity.server";
import { staffRoles, userRoles } from "~/modules/accounts/roles";
import { setStaffRoles } from "~/modules/accounts/set-user-roles.server";
import { userStatuses } from "~/modules/accounts/user-admin-schemas";
import { listUsers, type DirectoryUser } from "~/modules/accounts/user-directory.server";
import { reinstateAndTell, suspendAndTell } from "~/modules/backoffice/user-decisions.server";
import { readUserOverview } from "~/modules/backoffice/user-overview.server";
import { AppError } from "~/lib/errors";
import { runWrite } from "~/modules/notifications/effects.server";
import { requireAuthRole } from "../http/session-auth";
import { guestProblem, halalas, json, jsonBody, problemResponse, timestamp, UuidParams } from "./schemas";

const tags = ["Back office: users"];

const AdminUserSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().openapi({ description: "E.164" }),
    phoneVerified: z.boolean(),
    roles: z.array(z.enum(userRoles)),
    suspended: z.boolean(),
    createdAt: timestamp,
    idDocument: z
      .object({ type: z.enum(idDocumentTypes), number: z.string(), verified: z.boolean() })
      .nullable()
      .openapi({ description: "The identity document the user gave, and whether the committee verified it" }),
  })
  .openapi("AdminUser");

const AdminUserDetailSchema = AdminUserSchema.extend({
  locale: z.enum(["ar", "en"]),
  suspension: z
    .object({
      at: timestamp,
      reason: z.string(),
      by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    })
    .nullable(),
  idVerification: z
    .object({ at: timestamp, by: z.object({ id: z.uuid(), name: z.string() }).nullable() })
    .nullable()
    .openapi({ description: "Who verified the ID, and when" }),
  participation: z.object({
    registrations: z.number().int().openapi({ description: "Active registrations (orders)" }),
    withdrawn: z.number().int(),
    won: z.number().int(),
    bids: z.number().int(),
    lastBidAt: timestamp.nullable(),
  }),
  wallet: z.object({
    available: halalas("Available balance"),
    locked: halalas("Locked as deposits, all auctions"),
  }),
}).openapi("AdminUserDetail");

const DirectoryQuery = z.object({
  q: z
    .string()
    .max(100)
    .optional()
    .openapi({
      param: { name: "q", in: "query" },
      description:
        "A fragment of the name, e-mail or mobile number (Arabic-Indic digits and a leading 0 accepted), or a whole ID or passport number",
    }),
  role: z
    .enum(userRoles)
    .optional()
    .openapi({ param: { name: "role", in: "query" } }),
  status: z
    .enum(userStatuses)
    .optional()
    .openapi({ param: { name: "status", in: "query" } }),
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, "must be the `next` cursor of a previous page")
    .optional()
    .openapi({ param: { name: "after", in: "query" }, description: "The `next` of the previous page" }),
});

const ReasonBody = z
  .object({
    reason: z.string().openapi({ description: "3 to 500 characters; the user may be told it as written" }),
  })
  .openapi("SuspensionReason");

const RolesBody = z
  .object({
    roles: z.array(z.enum(staffRoles)).max(staffRoles.length).openapi({
      description: "The staff roles the user holds afterwards (possibly none); their other roles are kept",
    }),
  })
  .openapi("StaffRoles");

const userBody = (user: DirectoryUser) => ({ ...user, createdAt: user.createdAt.toISOString() });

const notFound = problemResponse("No such user");
const suspensionRefused = problemResponse(
  "Not a committee member; yourself (OWN_ACCOUNT); or a committee member or admin, whom only an admin may suspend or reinstate (STAFF_SUSPENSION_ADMIN_ONLY)",
);
const invalidReason = problemResponse("A reason of 3 to 500 characters (VALIDATION)");

const listRoute = createRoute({
  method: "get",
  path: "/admin/users",
  tags,
  summary: "The user directory: search and filters, newest first, 25 a page (organizing committee)",
  request: { query: DirectoryQuery },
  responses: {
    200: json(
      z.object({
        items: z.array(AdminUserSchema),
        next: z.string().nullable().openapi({ description: "`after` for the next page; null on the last" }),
      }),
      "OK",
    ),
    401: guestProblem,
    403: problemResponse("Not a committee member"),
  },
});

const detailRoute = createRoute({
  method: "get",
  path: "/admin/users/{id}",
  tags,
  summary: "One user: roles, suspension, participation and wallet (organizing committee)",
  request: { params: UuidParams("a user") },
  responses: {
    200: json(AdminUserDetailSchema, "OK"),
    401: guestProblem,
    403: problemResponse("Not a committee member"),
    404: notFound,
  },
});

const suspendRoute = createRoute({
  method: "post",
  path: "/admin/users/{id}/suspend",
  tags,
  summary: "Suspend a user, with a reason (organizing committee)",
  description:
    "The user can no longer sign in, register or bid; their sessions end at once; their standing bids stay. Audited.",
  request: { params: UuidParams("a user"), body: jsonBody(ReasonBody) },
  responses: {
    200: json(AdminUserDetailSchema, "Suspended"),
    401: guestProblem,
    403: suspensionRefused,
    404: notFound,
    409: problemResponse("Already suspended (USER_ALREADY_SUSPENDED)"),
    422: invalidReason,
  },
});

const reinstateRoute = createRoute({
  method: "post",
  path: "/admin/users/{id}/reinstate",
  tags,
  summary: "Lift a user's suspension, with a reason (organizing committee)",
  description: "The user may sign in again. Audited.",
  request: { params: UuidParams("a user"), body: jsonBody(ReasonBody) },
  responses: {
    200: json(AdminUserDetailSchema, "Reinstated"),
    401: guestProblem,
    403: suspensionRefused,
    404: notFound,
    409: problemResponse("Not suspended (USER_NOT_SUSPENDED)"),
    422: invalidReason,
  },
});

const idVerificationRoute = createRoute({
  method: "put",
  path: "/admin/users/{id}/id-verification",
  tags,
  summary: "Mark a user's ID number verified, or clear it (organizing committee)",
  description:
    "After checking the user's documents. Never on one's own account. Changing nothing when the ID is already in that state. Audited with the state before and after.",
  request: {
    params: UuidParams("a user"),
    body: jsonBody(
      z.object({ verified: z.boolean().openapi({ description: "true: verified; false: cleared" }) }).strict(),
    ),
  },
  responses: {
    200: json(AdminUserDetailSchema, "The user with their ID status now"),
    401: guestProblem,
    403: problemResponse("Not a committee member, or your own account (OWN_ACCOUNT)"),
    404: notFound,
    409: problemResponse("The user has given no ID number (ID_DOCUMENT_MISSING)"),
    422: problemResponse("Invalid body (VALIDATION)"),
  },
});

const rolesRoute = createRoute({
  method: "put",
  path: "/admin/users/{id}/roles",
  tags,
  summary: "Grant or revoke the committee and admin roles (admin)",
  description:
    "The user's sessions end, so the new rights apply from their next sign-in. Nobody changes their own roles; the last admin keeps theirs. Audited with the roles before and after.",
  request: { params: UuidParams("a user"), body: jsonBody(RolesBody) },
  responses: {
    200: json(AdminUserDetailSchema, "The user with their roles now"),
    401: guestProblem,
    403: problemResponse("Not an admin, or your own roles (OWN_ACCOUNT)"),
    404: notFound,
    409: problemResponse("The last admin keeps the role (LAST_ADMIN)"),
    422: problemResponse("Unknown roles (VALIDATION)"),
  },
});

/** The back office's users: the directory, one user, suspending and reinstating, staff roles. */
export function registerAdminUserRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;

  const detailBody = async (userId: string) => {
    const overview = await readUserOverview(db, userId);
    if (!overview) throw new AppError("NOT_FOUND");
    const { user, participation, wallet } = overview;
    return {
      ...userBody(user),
      locale: user.locale,
      suspension: user.suspension && {
        at: user.suspension.at.toISOString(),
        reason: user.suspension.reason,
        by: user.suspension.by,
      },
      idVerification: user.idVerification && {
        at: user.idVerification.at.toISOString(),
        by: user.idVerification.by,
      },
      participation: { ...participation, lastBidAt: participation.lastBidAt?.toISOString() ?? null },
      wallet,
    };
  };

  api.openapi(listRoute, async (c) => {
    requireAuthRole(c, "committee", "admin");
    const query = c.req.valid("query");
    const page = await listUsers({ db, query });
    c.header("Cache-Control", "private, no-store");
    return c.json({ items: page.users.map(userBody), next: page.next }, 200);
  });

  api.openapi(detailRoute, async (c) => {
    requireAuthRole(c, "committee", "admin");
    const { id } = c.req.valid("param");
    c.header("Cache-Control", "private, no-store");
    return c.json(await detailBody(id), 200);
  });

  api.openapi(suspendRoute, async (c) => {
    const { user } = requireAuthRole(c, "committee", "admin");
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    await runWrite(services, (db) => suspendAndTell({ db, actorUserId: user.id, userId: id, reason }));
    return c.json(await detailBody(id), 200);
  });

  api.openapi(reinstateRoute, async (c) => {
    const { user } = requireAuthRole(c, "committee", "admin");
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    await runWrite(services, (db) => reinstateAndTell({ db, actorUserId: user.id, userId: id, reason }));
    return c.json(await detailBody(id), 200);
  });

  api.openapi(idVerificationRoute, async (c) => {
    const { user } = requireAuthRole(c, "committee", "admin");
    const { id } = c.req.valid("param");
    const { verified } = c.req.valid("json");
    await setIdVerification({ db, actorUserId: user.id, userId: id, verified });
    return c.json(await detailBody(id), 200);
  });

  api.openapi(rolesRoute, async (c) => {
    const { user } = requireAuthRole(c, "admin");
    const { id } = c.req.valid("param");
    const { roles } = c.req.valid("json");
    await setStaffRoles({ db, actorUserId: user.id, userId: id, staff: roles });
    return c.json(await detailBody(id), 200);
  });
}
