import { describe, expect, it } from "vitest";
import {
  formatIban,
  ibanBankCode,
  ibanChecksumValid,
  ibanWithCheckDigits,
  isValidSaudiIban,
  maskIban,
  normalizeIban,
  shortIban,
} from "./iban";
import { bankNameOf, bankOfIban, saudiBanks } from "./saudi-banks";

/** The example of the Saudi IBAN registry (Al Rajhi Bank). */
const EXAMPLE = "SA0380000000608010167519";
const valid = (typed: string) => isValidSaudiIban(normalizeIban(typed));

describe("Saudi IBANs", () => {
  it("accepts the registry's example, typed in every way people type it", () => {
    expect(valid(EXAMPLE)).toBe(true);
    expect(valid("SA03 8000 0000 6080 1016 7519")).toBe(true);
    expect(valid("sa03 8000 0000 6080 1016 7519")).toBe(true);
    expect(valid("  SA03-8000-0000-6080-1016-7519 ")).toBe(true);
    // Arabic-Indic and Persian digits, as an Arabic keyboard types them.
    expect(normalizeIban("SA٠٣ ٨٠٠٠ ٠٠٠٠ ٦٠٨٠ ١٠١٦ ٧٥١٩")).toBe(EXAMPLE);
    expect(valid("SA٠٣ ٨٠٠٠ ٠٠٠٠ ٦٠٨٠ ١٠١٦ ٧٥١٩")).toBe(true);
    expect(valid("SA۰۳۸۰۰۰۰۰۰۰۶۰۸۰۱۰۱۶۷۵۱۹")).toBe(true);
    // Copied from an Arabic page: direction marks and non-breaking spaces around it.
    expect(valid("\u200fSA03\u00a08000\u202f0000 6080 1016 7519\u200e")).toBe(true);
  });

  it("refuses wrong check digits, lengths, countries and characters", () => {
    expect(valid("SA0480000000608010167519")).toBe(false);
    expect(valid(EXAMPLE.slice(0, 23))).toBe(false);
    expect(valid(`${EXAMPLE}0`)).toBe(false);
    expect(valid("")).toBe(false);
    expect(valid("SA03 8000 0000 6080 1016 751!")).toBe(false);
    // A valid IBAN of another country passes mod-97 but is not Saudi.
    expect(ibanChecksumValid("GB82WEST12345698765432")).toBe(true);
    expect(valid("GB82WEST12345698765432")).toBe(false);
    // Letters where the check digits or the bank code must be digits.
    expect(valid("SAX380000000608010167519")).toBe(false);
  });

  it("catches every single mistyped character (mod-97 finds each one)", () => {
    for (let i = 2; i < EXAMPLE.length; i++) {
      for (const digit of "0123456789") {
        if (digit === EXAMPLE[i]) continue;
        const typo = EXAMPLE.slice(0, i) + digit + EXAMPLE.slice(i + 1);
        expect(isValidSaudiIban(typo), typo).toBe(false);
      }
    }
  });

  it("allows letters in the 18-character account number, as the standard does", () => {
    const withLetters = ibanWithCheckDigits("SA", "8000000000ABCD123456");
    expect(withLetters).toMatch(/^SA\d{2}8000000000ABCD123456$/);
    expect(isValidSaudiIban(withLetters)).toBe(true);
    expect(valid(withLetters.toLowerCase())).toBe(true);
  });

  it("computes check digits, and prints, masks and shortens", () => {
    expect(ibanWithCheckDigits("SA", "80000000608010167519")).toBe(EXAMPLE);
    expect(formatIban(EXAMPLE)).toBe("SA03 8000 0000 6080 1016 7519");
    expect(maskIban(EXAMPLE)).toBe("SA** **** **** **** **** 7519");
    expect(shortIban(EXAMPLE)).toBe("SA…7519");
    expect(ibanBankCode(EXAMPLE)).toBe("80");
  });
});

describe("Saudi bank codes", () => {
  it("names the bank from the IBAN's code, in both languages", () => {
    expect(bankOfIban(EXAMPLE)).toEqual({ code: "80", ar: "مصرف الراجحي", en: "Al Rajhi Bank" });
    const snb = ibanWithCheckDigits("SA", "10000000608010167519");
    expect(bankNameOf(snb, "ar")).toBe("البنك الأهلي السعودي");
    expect(bankNameOf(snb, "en")).toBe("Saudi National Bank (SNB)");
    expect(bankNameOf(ibanWithCheckDigits("SA", "05000000608010167519"), "en")).toBe("Alinma Bank");
    expect(bankNameOf(ibanWithCheckDigits("SA", "45000000608010167519"), "ar")).toBe("البنك السعودي الأول");
    expect(bankNameOf(ibanWithCheckDigits("SA", "99000000608010167519"), "en")).toBeNull();
  });

  it("lists each code once, two digits, named in Arabic and English", () => {
    const codes = saudiBanks.map((b) => b.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const bank of saudiBanks) {
      expect(bank.code).toMatch(/^\d{2}$/);
      expect(bank.ar).toMatch(/[\u0600-\u06ff]/);
      expect(bank.en).toMatch(/^[A-Z]/);
    }
    // The banks most Saudi accounts are held at.
    for (const code of ["05", "10", "15", "20", "30", "45", "55", "60", "65", "80"])
      expect(codes).toContain(code);
  });
});
