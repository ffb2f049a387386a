import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Config } from "~/config.server";

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
  });
}

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
