import { describe, expect, it } from "vitest";
import { afterSignIn, safeRedirectTarget, withRedirectTo } from "./redirect-target";

describe("safeRedirectTarget", () => {
  it("keeps paths on this site, with their query and fragment", () => {
    expect(safeRedirectTarget("/auctions")).toBe("/auctions");
    expect(safeRedirectTarget("/en/search?q=villa&status=current#results")).toBe(
      "/en/search?q=villa&status=current#results",
    );
    expect(safeRedirectTarget("/mazadat/12/../34")).toBe("/mazadat/34");
  });

  it.each([
    ["another host", "https://evil.example/"],
    ["a protocol-relative URL", "//evil.example/x"],
    ["a backslash that browsers read as a slash", "/\\evil.example"],
    ["a script URL", "javascript:alert(1)"],
    ["a relative path", "auctions"],
    ["a control character", "/\tevil"],
    ["an empty value", ""],
    ["a non-string", 42],
    ["something very long", `/${"a".repeat(2001)}`],
  ])("refuses %s", (_, value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });

  it("never leads back into the sign-in pages", () => {
    for (const path of [
      "/login",
      "/en/register",
      "/verify?x=1",
      "/logout",
      "/en/forgot-password/",
      "/reset-password",
    ]) {
      expect(safeRedirectTarget(path), path).toBeNull();
    }
  });
});

describe("after signing in", () => {
  it("goes where the user was heading, else to the profile in the page's language", () => {
    expect(afterSignIn("/en/auctions", "en")).toBe("/en/auctions");
    expect(afterSignIn("https://evil.example", "en")).toBe("/en/profile");
    expect(afterSignIn(null, "ar")).toBe("/profile");
  });

  it("carries redirectTo in the query only when there is one", () => {
    expect(withRedirectTo("/en/login", "/en/search?q=a b")).toBe(
      "/en/login?redirectTo=%2Fen%2Fsearch%3Fq%3Da+b",
    );
    expect(withRedirectTo("/login", null)).toBe("/login");
  });
});
