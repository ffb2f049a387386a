import { BlockList, isIP } from "node:net";
import type { Context, MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Config } from "~/config.server";
import { readBearerToken, readSessionCookie } from "~/modules/accounts/session-cookie.server";
import { clientAddress } from "./session-auth";

/**
 * Security headers for every answer. Scripts run only from our origin or with the per-request
 * nonce; style attributes stay allowed because accessible widgets position popovers with them.
 */
export function securityHeaders(config: Config, options: { dev: boolean }): MiddlewareHandler {
  const tileOrigin = safeOrigin(config.public.map_tile_url.replace(/\{[a-z]\}/g, "a"));
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE],
      styleSrc: options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...(tileOrigin ? [tileOrigin] : [])],
      fontSrc: ["'self'"],
      connectSrc: options.dev ? ["'self'", "ws:"] : ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.production ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: config.production ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: ["self"], payment: ["self"] },
    xXssProtection: false,
    // A route's own header stands (a file's sandbox policy, an SVG's): the defaults fill the rest.
    overwrite: false,
  });
}

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** 127.0.0.0/8 and ::1 (IPv4-mapped forms included); an unknown or malformed address is not. */
export function isLoopbackAddress(address: string | null): boolean {
  if (!address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Whether the request comes from this machine: its client address (clientAddress, which reads
 * X-Forwarded-For behind TRUST_PROXY proxies) is a loopback one. A request with no socket and no
 * trusted forwarded address is not.
 */
export function fromLoopback(c: Context, config: Pick<Config, "trustProxy">): boolean {
  return isLoopbackAddress(clientAddress(c, config.trustProxy));
}

/**
 * No shared cache (a proxy, a CDN) or browser history may keep an answer that is someone's: one to
 * a request presenting a session (cookie or bearer token) or one setting a cookie is
 * `private, no-store`, unless its route declared it public (the same for everyone, such as a city
 * list or a built asset). Guests' answers keep their caching.
 */
export const privateAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const setsCookie = c.res.headers.has("set-cookie");
  const presentsSession =
    readSessionCookie(c.req.header("cookie")) !== null ||
    readBearerToken(c.req.header("authorization")) !== null;
  if (!setsCookie && !presentsSession) return;
  const declared = c.res.headers.get("cache-control") ?? "";
  if (!setsCookie && /(^|,)\s*public\b/i.test(declared)) return;
  // After next(), Hono sets it on a copy of the answer (whose own headers may be immutable).
  c.header("Cache-Control", "private, no-store");
};
