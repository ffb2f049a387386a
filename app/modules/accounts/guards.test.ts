import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { requireRole, requireUser, requireVerifiedPhone } from "./guards";

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return `${error.code} ${error.status}`;
    throw error;
  }
  return "passed";
};

describe("guards", () => {
  const bidder = { roles: ["bidder"], phoneVerified: true };
  const unverified = { roles: ["bidder"], phoneVerified: false };
  const committee = { roles: ["committee"], phoneVerified: true };

  it("refuse guests with 401", () => {
    expect(codeOf(() => requireUser(null))).toBe("UNAUTHENTICATED 401");
    expect(codeOf(() => requireUser(undefined))).toBe("UNAUTHENTICATED 401");
    expect(codeOf(() => requireRole(null, "admin"))).toBe("UNAUTHENTICATED 401");
    expect(codeOf(() => requireVerifiedPhone(null))).toBe("UNAUTHENTICATED 401");
  });

  it("refuse the wrong role with 403 and pass any listed role", () => {
    expect(requireUser(bidder)).toBe(bidder);
    expect(codeOf(() => requireRole(bidder, "committee", "admin"))).toBe("FORBIDDEN 403");
    expect(requireRole(committee, "committee", "admin")).toBe(committee);
    // No role implies another.
    expect(codeOf(() => requireRole({ roles: ["admin"], phoneVerified: true }, "bidder"))).toBe(
      "FORBIDDEN 403",
    );
  });

  it("hold back an unconfirmed phone", () => {
    expect(codeOf(() => requireVerifiedPhone(unverified))).toBe("PHONE_NOT_VERIFIED 403");
    expect(requireVerifiedPhone(bidder)).toBe(bidder);
  });
});
