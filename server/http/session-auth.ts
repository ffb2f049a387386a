import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { Config } from "~/config.server";
import type { Services } from "~/context.server";
import { systemClock } from "~/lib/clock";
import { requireRole, requireUser } from "~/modules/accounts/guards";
import type { UserRole } from "~/modules/accounts/roles";
import {
  readBearerToken,
  readSessionCookie,
  serializeExpiredSessionCookie,
  serializeSessionCookie,
} from "~/modules/accounts/session-cookie.server";
import type { ClientInfo } from "~/modules/accounts/session-user";
import {
  validateSessionToken,
  type AuthenticatedSession,
  type IssuedSession,
} from "~/modules/accounts/sessions.server";

/** The signed-in session of a request, and how it was presented. */
export type RequestAuth = AuthenticatedSession & { via: "cookie" | "bearer"; token: string };

declare module "hono" {
  interface ContextVariableMap {
    /** Set by `sessionMiddleware` on API requests: null for guests. */
    auth: RequestAuth | null;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The client's address: the socket's, or with TRUST_PROXY = n the n-th address from the end of
 * X-Forwarded-For (the one our own proxy saw). Null when unknown.
 */
export function clientAddress(c: Context, trustProxy: number): string | null {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined; // no socket (in-process requests)
  }
  return forwardedClientAddress(c.req.header("x-forwarded-for"), socket, trustProxy);
}

/** `clientAddress` from the raw parts, for handlers that run on Node's own request (live streams). */
export function forwardedClientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustProxy: number,
): string | null {
  if (trustProxy > 0) {
    const hops = [forwardedFor ?? ""]
      .flat()
      .join(",")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const address = hops[Math.max(0, hops.length - trustProxy)];
    if (address) return address;
  }
  return socketAddress ?? null;
}

export function clientInfo(c: Context, config: Pick<Config, "trustProxy">): ClientInfo {
  return { ip: clientAddress(c, config.trustProxy), userAgent: c.req.header("user-agent") ?? null };
}

/**
 * Cross-site request forgery check (ADR 009). A write must come from our own origin (Origin
 * header, else Referer) whenever it carries one; a write that carries the session cookie must
 * say where it came from. A request without the cookie and without either header is not a
 * browser's (browsers send Origin on every cross-origin POST) and passes; bearer-token requests
 * are not checked, since no other site can make a browser send our token.
 */
export function passesCsrfCheck(
  c: Context,
  config: Pick<Config, "appOrigin">,
  carriesCookie: boolean,
): boolean {
  if (SAFE_METHODS.has(c.req.method)) return true;
  const origin = c.req.header("origin");
  let source: string | null = origin ?? null;
  if (source === null) {
    const referer = c.req.header("referer");
    try {
      source = referer ? new URL(referer).origin : null;
    } catch {
      source = "invalid";
    }
  }
  if (source === null) return !carriesCookie;
  return source === config.appOrigin || source === new URL(c.req.url).origin;
}

type Credentials = { token: string | null; via: "cookie" | "bearer" };

function presentedCredentials(c: Context): Credentials {
  const bearer = readBearerToken(c.req.header("authorization"));
  if (bearer) return { token: bearer, via: "bearer" };
  return { token: readSessionCookie(c.req.header("cookie")), via: "cookie" };
}

/** Validates whatever session the request presents; null for guests and dead sessions. */
export async function resolveRequestAuth(
  c: Context,
  services: Pick<Services, "database" | "clock">,
  credentials: Credentials = presentedCredentials(c),
): Promise<RequestAuth | null> {
  if (!credentials.token) return null;
  const found = await validateSessionToken({
    db: services.database.db,
    token: credentials.token,
    now: (services.clock ?? systemClock)(),
  });
  return found ? { ...found, via: credentials.via, token: credentials.token } : null;
}

/**
 * For the API: refuses forged cross-site writes (answered by `onCsrf`), then sets `auth`. A
 * cookie whose session is gone is cleared in the 401 that follows.
 */
export function sessionMiddleware(
  services: Pick<Services, "database" | "clock" | "config">,
  onCsrf: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  return async (c, next) => {
    const credentials = presentedCredentials(c);
    const carriesCookie = credentials.via === "cookie" && credentials.token !== null;
    if (credentials.via === "cookie" && !passesCsrfCheck(c, services.config, carriesCookie)) return onCsrf(c);
    const auth = await resolveRequestAuth(c, services, credentials);
    c.set("auth", auth);
    await next();
    // Only on a 401: public answers may be cached, and must not carry a Set-Cookie.
    if (carriesCookie && !auth && c.res.status === 401 && !c.res.headers.has("set-cookie")) {
      c.res.headers.append(
        "Set-Cookie",
        serializeExpiredSessionCookie({ secure: services.config.production }),
      );
    }
  };
}

export function setSessionCookie(
  c: Context,
  session: IssuedSession,
  options: { now: Date; secure: boolean },
): void {
  c.header(
    "Set-Cookie",
    serializeSessionCookie(session.token, { expiresAt: session.expiresAt, ...options }),
    {
      append: true,
    },
  );
}

export function clearSessionCookie(c: Context, options: { secure: boolean }): void {
  c.header("Set-Cookie", serializeExpiredSessionCookie(options), { append: true });
}

/** The request's session; throws UNAUTHENTICATED (401) for a guest. */
export function requireAuth(c: Context): RequestAuth {
  const auth = c.get("auth");
  requireUser(auth?.user);
  return auth!;
}

/** The request's session when its user holds one of `roles`; throws 401 for a guest, else 403. */
export function requireAuthRole(c: Context, ...roles: UserRole[]): RequestAuth {
  const auth = c.get("auth");
  requireRole(auth?.user, ...roles);
  return auth!;
}

/** Middleware form of `requireAuth`: a guest hears 401 before any body is even validated. */
export const authRequired: MiddlewareHandler = async (c, next) => {
  requireAuth(c);
  await next();
};

/** Middleware form of `requireAuthRole`, for a group of routes. */
export function rolesRequired(...roles: UserRole[]): MiddlewareHandler {
  return async (c, next) => {
    requireAuthRole(c, ...roles);
    await next();
  };
}
