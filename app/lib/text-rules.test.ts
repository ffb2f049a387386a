import { describe, expect, it } from "vitest";
import { findUnstorableText, hasDirectionControls, hasUnstorableCharacters, nameText } from "./text-rules";

describe("text rules", () => {
  it("tell unstorable characters from any other text", () => {
    expect(hasUnstorableCharacters("a\u0000b")).toBe(true);
    expect(hasUnstorableCharacters("\ud800")).toBe(true);
    expect(hasUnstorableCharacters("x\udc00")).toBe(true);
    expect(hasUnstorableCharacters("محمد 😀 O'Brien\n")).toBe(false);
  });

  it("find the path of an unstorable string in a parsed body", () => {
    expect(findUnstorableText({ a: [{ b: "ok" }, { c: "no\u0000" }] })).toEqual(["a", 1, "c"]);
    expect(findUnstorableText({ a: "ok", n: 1, f: new Blob(["\u0000"]) })).toBeNull();
  });

  it("refuse direction overrides and isolates in names, with their own message", () => {
    expect(hasDirectionControls("Ali \u202e")).toBe(true);
    expect(hasDirectionControls("علي \u200f")).toBe(false);
    const result = nameText().safeParse("\u2067Ali\u2069");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("validation.directionControl");
    expect(
      nameText()
        .safeParse("\u0000\u202e")
        .error?.issues.map((issue) => issue.message),
    ).toEqual(["validation.unstorable"]);
  });
});
