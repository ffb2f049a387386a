import { describe, expect, it } from "vitest";
import {
  readBearerToken,
  readSessionCookie,
  serializeExpiredSessionCookie,
  serializeSessionCookie,
} from "./session-cookie.server";

describe("session cookie", () => {
  it("is httpOnly, SameSite=Lax, Path=/, Secure in production, and lives until the absolute end", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const expiresAt = new Date("2026-01-01T12:00:00Z");
    expect(serializeSessionCookie("tok", { expiresAt, now, secure: false })).toBe(
      "mazad_session=tok; Path=/; Max-Age=43200; HttpOnly; SameSite=Lax",
    );
    expect(serializeSessionCookie("tok", { expiresAt, now, secure: true })).toMatch(/; Secure$/);
    expect(serializeExpiredSessionCookie({ secure: false })).toBe(
      "mazad_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    );
  });

  it("reads the token from a Cookie or an Authorization header", () => {
    expect(readSessionCookie("lng=en; mazad_session=abc_-1; other=x")).toBe("abc_-1");
    expect(readSessionCookie("lng=en")).toBeNull();
    expect(readSessionCookie(null)).toBeNull();
    expect(readBearerToken("Bearer abc")).toBe("abc");
    expect(readBearerToken("bearer   abc  ")).toBe("abc");
    expect(readBearerToken("Basic abc")).toBeNull();
    expect(readBearerToken(undefined)).toBeNull();
  });
});
