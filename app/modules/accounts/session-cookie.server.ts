/**
 * The session cookie: httpOnly (scripts never see the token), SameSite=Lax (not sent on
 * cross-site sub-requests or form posts), Secure in production, Path=/, and living until the
 * session's absolute end. Pages and the HTTP server both read and write it through these.
 */
export const SESSION_COOKIE = "mazad_session";

export function serializeSessionCookie(
  token: string,
  options: { expiresAt: Date; now: Date; secure: boolean },
): string {
  const maxAge = Math.max(0, Math.floor((options.expiresAt.getTime() - options.now.getTime()) / 1000));
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

export function serializeExpiredSessionCookie(options: { secure: boolean }): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

/** The session token in a Cookie header, or null. */
export function readSessionCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return rest.join("=") || null;
  }
  return null;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function readBearerToken(authorization: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match ? match[1]! : null;
}
