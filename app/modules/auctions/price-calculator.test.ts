import { describe, expect, it } from "vitest";
import { applyBasisPoints, calculatePrice } from "./price-calculator";

describe("calculatePrice", () => {
  it("adds 2.5% commission and 15% VAT on the commission", () => {
    // 1,000,000 SAR → commission 25,000 SAR, VAT 3,750 SAR, total 1,028,750 SAR.
    const result = calculatePrice({ price: 100_000_000 });
    expect(result).toMatchObject({
      commission: 2_500_000,
      vat: 375_000,
      total: 102_875_000,
      transactionTax: 5_000_000,
    });
  });

  it("rounds half up to the halala, VAT on the rounded commission", () => {
    // 10.02 SAR × 2.5% = 0.2505 → 0.25 (25.05 halalas → 25); VAT 3.75 → 4.
    expect(calculatePrice({ price: 1_002 })).toMatchObject({ commission: 25, vat: 4, total: 1_031 });
    // 0.50 halala rounds up.
    expect(applyBasisPoints(2, 2_500)).toBe(1);
    expect(applyBasisPoints(1, 4_999)).toBe(0);
  });

  it("is exact for very large prices", () => {
    const price = 9_000_000_000_000; // 90 billion SAR
    expect(calculatePrice({ price }).commission).toBe(225_000_000_000);
  });

  it("gives the price per square metre", () => {
    expect(calculatePrice({ price: 150_000_000, areaM2: 600 }).pricePerM2).toBe(250_000);
    expect(calculatePrice({ price: 100, areaM2: 3 }).pricePerM2).toBe(33);
    expect(calculatePrice({ price: 100 }).pricePerM2).toBeNull();
  });

  it("refuses floats and negatives", () => {
    expect(() => applyBasisPoints(10.5, 250)).toThrow(RangeError);
    expect(() => applyBasisPoints(-1, 250)).toThrow(RangeError);
    expect(() => applyBasisPoints(100, 2.5)).toThrow(RangeError);
  });
});
