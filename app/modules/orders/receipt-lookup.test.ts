import { describe, expect, it } from "vitest";
import { newReceiptCode } from "~/lib/receipt-code";
import { normalizeReceiptCode } from "./receipt-lookup";

describe("normalizeReceiptCode", () => {
  it("accepts the printed form and every code the platform makes", () => {
    expect(normalizeReceiptCode("MZD-7K3Q-9XW2-H4TB")).toBe("MZD-7K3Q-9XW2-H4TB");
    for (let i = 0; i < 50; i++) {
      const code = newReceiptCode();
      expect(normalizeReceiptCode(code)).toBe(code);
    }
  });

  it("forgives case, spacing, a missing prefix, Arabic-Indic digits and look-alike letters", () => {
    expect(normalizeReceiptCode(" mzd 7k3q 9xw2 h4tb ")).toBe("MZD-7K3Q-9XW2-H4TB");
    expect(normalizeReceiptCode("7K3Q-9XW2-H4TB")).toBe("MZD-7K3Q-9XW2-H4TB");
    expect(normalizeReceiptCode("MZD-٧K3Q-٩XW2-H٤TB")).toBe("MZD-7K3Q-9XW2-H4TB");
    expect(normalizeReceiptCode("MZD-OKIQ-LXW2-H4TB")).toBe("MZD-0K1Q-1XW2-H4TB");
  });

  it("refuses what cannot be a receipt code", () => {
    for (const bad of [
      "",
      "MZD",
      "MZD-7K3Q-9XW2-H4T",
      "MZD-7K3Q-9XW2-H4TBX",
      "MZD-7K3Q-9XW2-H4TU",
      "x".repeat(80),
    ]) {
      expect(normalizeReceiptCode(bad), bad).toBeNull();
    }
  });
});
