import { describe, expect, it } from "vitest";
import { formatSaudiPhoneLocal, maskSaudiPhone, normalizeSaudiPhone } from "./phone";

describe("normalizeSaudiPhone", () => {
  it.each([
    "0501234567",
    "501234567",
    "966501234567",
    "+966501234567",
    "00966501234567",
    "+966 50 123 4567",
    "050-123-4567",
    "(050) 123 4567",
    "+966 0501234567",
    "٠٥٠١٢٣٤٥٦٧",
    "+٩٦٦٥٠١٢٣٤٥٦٧",
    "۰۵۰۱۲۳۴۵۶۷",
    "\u200e+966 50 123 4567\u200f",
    " 050\u00a0123\u00a04567 ",
  ])("reads %j as +966501234567", (input) => {
    expect(normalizeSaudiPhone(input)).toBe("+966501234567");
  });

  it.each([
    "",
    "05012345",
    "05012345678",
    "0401234567",
    "+971501234567",
    "+1 501 234 5678",
    "9665012345678",
    "0501234567a",
    "05O1234567",
    "++966501234567",
    "0966501234567",
  ])("refuses %j", (input) => {
    expect(normalizeSaudiPhone(input)).toBeNull();
  });

  it("formats and masks for display", () => {
    expect(formatSaudiPhoneLocal("+966501234567")).toBe("050 123 4567");
    expect(maskSaudiPhone("+966501234567")).toBe("+966 5•• ••• •567");
    expect(formatSaudiPhoneLocal("not a phone")).toBe("not a phone");
  });
});
