import type { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { UserRole } from "~/modules/accounts/roles";
import { SESSION_COOKIE } from "~/modules/accounts/session-cookie.server";
import { apiRequestGuard } from "../http/request-guards";
import { requireAuth, requireAuthRole } from "../http/session-auth";
import { problemResponse } from "./schemas";

/*
 * Who may call each API operation: the one table that both guards the routes (a guest hears 401,
 * a user without the role 403, before any parameter, header or body is validated) and writes the
 * OpenAPI document's `security`, its 401 and 403 answers and its `operationId`s (ADR 023).
 *
 * Every operation must be decided here: registering a route that no rule covers throws when the
 * API is built, so a new route cannot be published without saying who may call it.
 */

/**
 * Anyone, signed in or not; a session, when presented, may change the answer. `sessionless`: the
 * operation is served before sessions are read (no cross-site check either).
 */
export type PublicAccess = { readonly signedIn: false; readonly sessionless?: true };
/** A signed-in user; with `roles`, only one holding at least one of them. */
export type SignedInAccess = { readonly signedIn: true; readonly roles?: readonly UserRole[] };
export type Access = PublicAccess | SignedInAccess;

const anyone: PublicAccess = { signedIn: false };
const signedIn: SignedInAccess = { signedIn: true };
/** The organizing committee's decisions: its members and admins. */
const committee: SignedInAccess = { signedIn: true, roles: ["committee", "admin"] };
/** Admins only (granting and revoking roles, the platform's settings). */
const admin: SignedInAccess = { signedIn: true, roles: ["admin"] };

/** Single operations, as `METHOD /path` with the document's `{param}` templates. */
const operations: Readonly<Record<string, Access>> = {
  "GET /meta": anyone,
  "GET /cities": anyone,
  "GET /auctions": anyone,
  "GET /auctions/{id}": anyone,
  "GET /auctions/{id}/bids": anyone,
  "POST /auctions/{id}/registrations": signedIn,
  "POST /auctions/{id}/bids": signedIn,
  "PUT /auctions/{id}/auto-bid": signedIn,
  "DELETE /auctions/{id}/auto-bid": signedIn,
  "GET /events": anyone,
  "POST /auth/register": anyone,
  "POST /auth/login": anyone,
  "POST /auth/logout": anyone,
  "POST /auth/password/forgot": anyone,
  "POST /auth/password/reset": anyone,
  "POST /auth/otp/verify": signedIn,
  "POST /auth/otp/resend": signedIn,
  "GET /receipts/verify": anyone,
  "GET /payments/receipts/verify": anyone,
  // Guests too; limited per address and per phone (app/modules/inquiries/inquiry-guard.server.ts).
  "POST /inquiries": anyone,
  "POST /payments": signedIn,
  "POST /payments/transfers": signedIn,
  // Authenticated by the gateway's signature, not by a session.
  "POST /payments/webhooks/{gateway}": { signedIn: false, sessionless: true },
  // Development only (absent in production); the outbox is guarded by where the request comes from.
  "GET /dev/outbox": anyone,
  "POST /dev/notifications": signedIn,
  "POST /dev/won-auction": signedIn,
  "PUT /admin/users/{id}/roles": admin,
  // The committee reads the settings (GET, by the /admin/ prefix); only admins change them.
  "PUT /admin/settings": admin,
};

/** Whole groups of operations, by path prefix, for what `operations` does not name. */
const prefixes: readonly { prefix: string; access: Access }[] = [
  { prefix: "/me", access: signedIn },
  { prefix: "/admin/", access: committee },
];

/** Who may call `method path` (the document's template); throws for an operation no rule covers. */
export function accessOf(method: string, path: string): Access {
  const key = `${method.toUpperCase()} ${path}`;
  const named = operations[key];
  if (named) return named;
  const group = prefixes.find(
    ({ prefix }) => path === prefix || path.startsWith(prefix.replace(/\/?$/, "/")),
  );
  if (group) return group.access;
  throw new Error(`${key} has no access rule: say who may call it in server/api/security-table.ts (ADR 023)`);
}

/**
 * `postAuctionsByIdBids` for `POST /auctions/{id}/bids`: the method, then each path segment
 * capitalized, a `{param}` said as `ByParam`.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(.+)\}$/, "by-$1"))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join("");
}

/** The document's security schemes: the bearer token of sign-in, or the session cookie. */
export const securitySchemes = {
  bearerToken: {
    type: "http",
    scheme: "bearer",
    description: "`Authorization: Bearer <token>`, the token answered by sign-in and registration",
  },
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: "The browser's session cookie; writes that carry it must come from the site's origin",
  },
} as const;

/** An operation's `security`: either scheme when signed in, none when public. */
export function securityOf(access: Access): Record<string, string[]>[] {
  return access.signedIn ? [{ bearerToken: [] }, { sessionCookie: [] }] : [];
}

/** The guard of a signed-in operation, run before its validators. */
export function accessGuard(access: SignedInAccess): MiddlewareHandler {
  const roles = access.roles;
  return async (c, next) => {
    if (roles) requireAuthRole(c, ...roles);
    else requireAuth(c);
    await next();
  };
}

type RouteConfig = Parameters<OpenAPIHono["openAPIRegistry"]["registerPath"]>[0];
type Responses = RouteConfig["responses"];

const WRITES = new Set(["post", "put", "patch", "delete"]);

/** Adds `also` to a documented answer's description, or documents the answer. */
function withAnswer(responses: Responses, status: number, description: string): Responses {
  const documented = responses[status];
  if (!documented) return { ...responses, [status]: problemResponse(description) };
  if ("$ref" in documented || documented.description?.includes(description)) return responses;
  return {
    ...responses,
    [status]: {
      ...documented,
      description: `${documented.description}; or ${description[0]!.toLowerCase()}${description.slice(1)}`,
    },
  };
}

/**
 * The 4xx answers every operation of its kind can give, added to what the route documents: the
 * guard's 401 and 403, the cross-site write refusal, a body's size limit (413), and the API's
 * validation answers (a JSON body 422; a path, query or header 400, unless the route's own hook
 * answers those 422 too).
 */
function commonAnswers(route: RouteConfig, access: Access, ownHook: boolean): Responses {
  let responses = route.responses;
  if (access.signedIn) responses = withAnswer(responses, 401, "Not signed in (UNAUTHENTICATED)");
  if (access.signedIn && access.roles)
    responses = withAnswer(responses, 403, `Not one of: ${access.roles.join(", ")} (FORBIDDEN)`);
  if (WRITES.has(route.method) && !("sessionless" in access))
    responses = withAnswer(responses, 403, "A write with the session cookie from another site (CSRF)");
  const request = route.request;
  const jsonBody = request?.body && "application/json" in (request.body.content ?? {});
  if (jsonBody && !responses[422]) responses = withAnswer(responses, 422, "Invalid fields (VALIDATION)");
  // Every body has a size limit, answered before the route reads it.
  if (request?.body && !responses[413])
    responses = withAnswer(responses, 413, "The body is larger than the API accepts (PAYLOAD_TOO_LARGE)");
  const parameters = request?.params || request?.query || request?.headers;
  if (parameters && !responses[400] && !(ownHook && responses[422]))
    responses = withAnswer(responses, 400, "A malformed parameter (INVALID_QUERY)");
  if (route.path.includes("{") && !responses[404])
    responses = withAnswer(responses, 404, "Not found (NOT_FOUND)");
  return responses;
}

/**
 * Puts the access table to work on `api`: every route registered after this call is guarded by its
 * rule before its validators run, and every operation of the document gets its `operationId`,
 * `security` and common 4xx answers. Throws when a route has no rule.
 */
export function enforceAccessTable(api: OpenAPIHono) {
  const registry = api.openAPIRegistry;
  for (const [name, scheme] of Object.entries(securitySchemes))
    registry.registerComponent("securitySchemes", name, scheme);

  const registerPath = registry.registerPath.bind(registry);
  registry.registerPath = (route) => {
    const access = accessOf(route.method, route.path);
    registerPath({
      ...route,
      operationId: route.operationId ?? operationIdOf(route.method, route.path),
      security: route.security ?? securityOf(access),
    });
  };

  const openapi = api.openapi;
  api.openapi = ((
    route: RouteConfig & { middleware?: MiddlewareHandler | MiddlewareHandler[] },
    handler: unknown,
    hook?: unknown,
  ) => {
    const access = accessOf(route.method, route.path);
    const own = route.middleware ? [route.middleware].flat() : [];
    const guarded = {
      ...route,
      responses: commonAnswers(route, access, hook !== undefined),
      middleware: access.signedIn
        ? [accessGuard(access), apiRequestGuard, ...own]
        : [apiRequestGuard, ...own],
    };
    return (openapi as (...args: unknown[]) => unknown)(guarded, handler, hook);
  }) as typeof api.openapi;
}
