import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { PasswordChangeSchema, ProfilePatchSchema } from "~/modules/accounts/account-schemas";
import { accountDeps } from "~/modules/accounts/account-deps.server";
import {
  changePassword,
  getAccount,
  updateProfile,
  type Account,
} from "~/modules/accounts/manage-account.server";
import { IdDocumentFormSchema, idDocumentOf } from "~/modules/accounts/identity-document";
import { NotificationPreferencesSchema } from "~/modules/accounts/notification-preferences";
import { listActiveSessions, revokeOtherSessions, revokeSession } from "~/modules/accounts/sessions.server";
import { AppError } from "~/lib/errors";
import {
  authRequired,
  clearSessionCookie,
  clientInfo,
  requireAuth,
  setSessionCookie,
} from "../http/session-auth";
import { AccountSchema, pendingCode, SessionSchema, accountsTag } from "./account-schemas";
import { guestProblem, json, jsonBody, problemResponse } from "./schemas";

function accountBody(account: Account) {
  return {
    ...account,
    createdAt: account.createdAt.toISOString(),
    pendingPhone: account.pendingPhone ? pendingCode(account.pendingPhone) : null,
  };
}

const PatchSchema = ProfilePatchSchema.extend({
  currentPassword: z.string().max(128).optional().openapi({ description: "Required when `phone` changes" }),
  notifications: NotificationPreferencesSchema.optional(),
  identity: IdDocumentFormSchema.optional().openapi({
    description:
      "The identity document: `idType` and `idNumber` (a national ID or Iqama checked by its check digit, or a passport number); neither (an empty object) removes it. A change clears the committee's verification.",
  }),
});

const getMeRoute = createRoute({
  method: "get",
  path: "/me",
  tags: accountsTag,
  summary: "The signed-in user's account and notification settings",
  responses: { 200: json(AccountSchema, "OK"), 401: guestProblem },
});

const patchMeRoute = createRoute({
  method: "patch",
  path: "/me",
  tags: accountsTag,
  summary: "Change name, e-mail, language, theme, notification settings, or start a phone change",
  description:
    "A new phone needs `currentPassword` and is applied only after the code texted to it is confirmed " +
    "at POST /auth/otp/verify with purpose change_phone; until then it shows as `pendingPhone`.",
  request: { body: jsonBody(PatchSchema) },
  responses: {
    200: json(AccountSchema, "The updated account"),
    401: guestProblem,
    409: problemResponse(
      "The e-mail, phone or ID number belongs to another account (CONFLICT, naming the field)",
    ),
    422: problemResponse("Invalid fields, or a missing or wrong current password (VALIDATION)"),
    429: problemResponse("Too many attempts; see Retry-After"),
  },
});

const postMePasswordRoute = createRoute({
  method: "post",
  path: "/me/password",
  tags: accountsTag,
  summary: "Change the password; signs out every other session and rotates this one",
  request: { body: jsonBody(PasswordChangeSchema) },
  responses: {
    200: json(z.object({ token: z.string(), expiresAt: z.string() }), "Changed; use the new token"),
    401: guestProblem,
    422: problemResponse("Invalid fields, or a wrong current password (VALIDATION)"),
    429: problemResponse("Too many wrong passwords; see Retry-After"),
  },
});

const getMeSessionsRoute = createRoute({
  method: "get",
  path: "/me/sessions",
  tags: accountsTag,
  summary: "The user's active sessions, most recently used first",
  responses: { 200: json(z.object({ data: z.array(SessionSchema) }), "OK"), 401: guestProblem },
});

const deleteMeSessionsRoute = createRoute({
  method: "delete",
  path: "/me/sessions",
  tags: accountsTag,
  summary: "Sign out every other session",
  responses: {
    200: json(z.object({ revoked: z.number().int() }), "How many sessions ended"),
    401: guestProblem,
  },
});

const deleteMeSessionsByIdRoute = createRoute({
  method: "delete",
  path: "/me/sessions/{id}",
  tags: accountsTag,
  summary: "Sign out one session (this one included)",
  request: {
    params: z.object({
      id: z.uuid("must be a session id").openapi({ param: { name: "id", in: "path" } }),
    }),
  },
  responses: {
    204: { description: "Signed out" },
    400: problemResponse("Malformed id"),
    401: guestProblem,
    404: problemResponse("No such active session of yours"),
  },
});

/** The signed-in user's own account. Every route answers a guest 401 "Not authenticated". */
export function registerMeRoutes(api: OpenAPIHono, services: Services) {
  const deps = () => accountDeps(services);
  api.use("/me", authRequired);
  api.use("/me/*", authRequired);

  api.openapi(getMeRoute, async (c) => {
    const { user } = requireAuth(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(accountBody(await getAccount({ deps: deps(), userId: user.id })), 200);
  });

  api.openapi(patchMeRoute, async (c) => {
    const { user } = requireAuth(c);
    const { currentPassword, notifications, identity, ...patch } = c.req.valid("json");
    const account = await updateProfile({
      deps: deps(),
      userId: user.id,
      patch,
      currentPassword,
      notifications,
      idDocument: identity ? idDocumentOf(identity) : undefined,
      client: clientInfo(c, services.config),
    });
    return c.json(accountBody(account), 200);
  });

  api.openapi(postMePasswordRoute, async (c) => {
    const auth = requireAuth(c);
    const { session } = await changePassword({
      deps: deps(),
      userId: auth.user.id,
      input: c.req.valid("json"),
      currentToken: auth.token,
      client: clientInfo(c, services.config),
    });
    setSessionCookie(c, session, { now: deps().clock(), secure: services.config.production });
    return c.json({ token: session.token, expiresAt: session.expiresAt.toISOString() }, 200);
  });

  api.openapi(getMeSessionsRoute, async (c) => {
    const auth = requireAuth(c);
    const list = await listActiveSessions({
      db: services.database.db,
      userId: auth.user.id,
      now: deps().clock(),
    });
    c.header("Cache-Control", "private, no-store");
    return c.json(
      {
        data: list.map((s) => ({
          ...s,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          current: s.id === auth.session.id,
        })),
      },
      200,
    );
  });

  api.openapi(deleteMeSessionsRoute, async (c) => {
    const auth = requireAuth(c);
    const revoked = await revokeOtherSessions({
      db: services.database.db,
      userId: auth.user.id,
      keepSessionId: auth.session.id,
      now: deps().clock(),
    });
    return c.json({ revoked }, 200);
  });

  api.openapi(deleteMeSessionsByIdRoute, async (c) => {
    const auth = requireAuth(c);
    const { id } = c.req.valid("param");
    const ended = await revokeSession({
      db: services.database.db,
      userId: auth.user.id,
      sessionId: id,
      now: deps().clock(),
    });
    if (!ended) throw new AppError("NOT_FOUND");
    if (id === auth.session.id && auth.via === "cookie")
      clearSessionCookie(c, { secure: services.config.production });
    return c.body(null, 204);
  });
}
