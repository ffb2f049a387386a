import { describe, expect, it } from "vitest";
import {
  hasValidSaudiIdCheckDigit,
  isValidSaudiId,
  normalizePassportNumber,
  normalizeSaudiId,
  saudiIdCheckDigit,
  saudiIdKindOf,
} from "./saudi-id";

describe("Saudi ID check digit", () => {
  it("doubles the digits in odd places from the left, as worked by hand", () => {
    // 1·2=2, 2, 3·2=6, 4, 5·2=10→1, 6, 7·2=14→5, 8, 9·2=18→9: 43, so 7 completes 50.
    expect(saudiIdCheckDigit("123456789")).toBe(7);
    expect(saudiIdCheckDigit("100000000")).toBe(8);
    expect(saudiIdCheckDigit("200000000")).toBe(6);
    // 2, 0, then 9·2=18→9 and 9 four times each: 65, so 5.
    expect(saudiIdCheckDigit("109999999")).toBe(5);
  });

  it("accepts the right check digit only", () => {
    expect(hasValidSaudiIdCheckDigit("1234567897")).toBe(true);
    for (const wrong of ["1234567890", "1234567891", "1234567898"])
      expect(hasValidSaudiIdCheckDigit(wrong)).toBe(false);
    // Two neighbouring digits swapped are caught.
    expect(hasValidSaudiIdCheckDigit("2134567897")).toBe(false);
  });
});

describe("Saudi ID kinds", () => {
  it("tells a national ID (1…) from an Iqama (2…)", () => {
    expect(saudiIdKindOf("1000000008")).toBe("national_id");
    expect(saudiIdKindOf("2000000006")).toBe("iqama");
    expect(isValidSaudiId("1000000008", "national_id")).toBe(true);
    expect(isValidSaudiId("1000000008", "iqama")).toBe(false);
    expect(isValidSaudiId("2000000006", "iqama")).toBe(true);
  });

  it("refuses other first digits, wrong lengths and letters", () => {
    // 3… with a right check digit is still no Saudi ID.
    expect(saudiIdKindOf(`300000000${saudiIdCheckDigit("300000000")}`)).toBeNull();
    expect(saudiIdKindOf("100000008")).toBeNull();
    expect(saudiIdKindOf("10000000080")).toBeNull();
    expect(saudiIdKindOf("10000000a8")).toBeNull();
    expect(saudiIdKindOf("")).toBeNull();
  });

  it("reads Arabic-Indic and Persian digits, spaces and direction marks", () => {
    expect(normalizeSaudiId("١٠٠٠٠٠٠٠٠٨")).toBe("1000000008");
    expect(normalizeSaudiId("۲۰۰۰۰۰۰۰۰۶")).toBe("2000000006");
    expect(normalizeSaudiId("\u200f1000 000 008")).toBe("1000000008");
    expect(isValidSaudiId("١٢٣٤٥٦٧٨٩٧", "national_id")).toBe(true);
  });
});

describe("passport numbers", () => {
  it("takes 6 to 20 letters and digits, upper-cased", () => {
    expect(normalizePassportNumber("a1234567")).toBe("A1234567");
    expect(normalizePassportNumber("AB-12 34")).toBe("AB1234");
    expect(normalizePassportNumber("A12345")).toBe("A12345");
    expect(normalizePassportNumber("A1234")).toBeNull();
    expect(normalizePassportNumber("A".repeat(21))).toBeNull();
    expect(normalizePassportNumber("أ123456")).toBeNull();
    expect(normalizePassportNumber("A123/456")).toBeNull();
  });
});
