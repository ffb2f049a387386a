import { describe, expect, it } from "vitest";
import { cardBrand, checkCardForm, checkExpiry, digitsOf, luhnValid, maskPan } from "./card-checks";
import { isMadaCard, MADA_TEST_BIN } from "./mada-bins";
import {
  APPLE_PAY_WALLET,
  CHALLENGE_FROM_HALALAS,
  issuerAnswer,
  needsChallenge,
  TEST_CARDS,
} from "./test-cards";

const NOW = new Date("2026-11-23T09:00:00Z");
const good = { name: "Reem Alotaibi", number: "4111 1111 1111 1111", expiry: "12/27", cvv: "123" };

describe("Luhn", () => {
  it("accepts valid numbers and refuses one changed digit", () => {
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(luhnValid("79927398713")).toBe(true);
    expect(luhnValid("")).toBe(false);
    expect(luhnValid("4111a11111111111")).toBe(false);
  });

  it("holds for every published test card and Apple Pay wallet card", () => {
    for (const pan of [...Object.keys(TEST_CARDS), ...APPLE_PAY_WALLET.map((c) => c.pan)]) {
      expect(luhnValid(pan), pan).toBe(true);
    }
  });
});

describe("card brand and Mada BINs", () => {
  it("tells Mada by BIN before Visa and Mastercard by prefix", () => {
    expect(cardBrand("4201320111111010")).toBe("mada"); // Moyasar's test mada BIN
    expect(cardBrand("4406470000000000")).toBe("mada"); // co-badged Visa/mada
    expect(cardBrand("5888450000000000")).toBe("mada");
    expect(cardBrand("9682010000000000")).toBe("mada");
    expect(cardBrand("4111111111111111")).toBe("visa");
    expect(cardBrand("5421080101000000")).toBe("mastercard");
    expect(cardBrand("2221000000000009")).toBe("mastercard");
    expect(cardBrand("6011000000000004")).toBeNull();
    expect(isMadaCard(`${MADA_TEST_BIN}0000000000`)).toBe(true);
  });

  it("gives each test card the brand its table says", () => {
    for (const [pan, { brand }] of Object.entries(TEST_CARDS)) expect(cardBrand(pan), pan).toBe(brand);
  });
});

describe("expiry", () => {
  it("wants MM/YY and a month not yet over, in Riyadh time", () => {
    expect(checkExpiry("12/27", NOW)).toBe("ok");
    expect(checkExpiry("11/26", NOW)).toBe("ok"); // the current month is still good
    expect(checkExpiry("10/26", NOW)).toBe("expired");
    expect(checkExpiry("١٢/٢٧", NOW)).toBe("ok"); // Arabic-Indic digits
    expect(checkExpiry(" 12 / 27 ", NOW)).toBe("ok");
    for (const bad of ["13/27", "1/27", "12/2027", "1227", "", "ab/cd"])
      expect(checkExpiry(bad, NOW), bad).toBe("format");
    // 23:30 on 30 November in Riyadh is 20:30 UTC: November is still current there.
    expect(checkExpiry("11/26", new Date("2026-11-30T20:30:00Z"))).toBe("ok");
    // 00:30 on 1 December in Riyadh is still 30 November in UTC: November is over.
    expect(checkExpiry("11/26", new Date("2026-11-30T21:30:00Z"))).toBe("expired");
  });
});

describe("the card form's checks", () => {
  it("accepts a good card and returns only the brand and masked number", () => {
    const result = checkCardForm(good, { method: "credit_card", now: NOW });
    expect(result).toEqual({
      ok: true,
      card: { pan: "4111111111111111", brand: "visa", masked: "4111 11** **** 1111", last4: "1111" },
    });
    expect(maskPan("4201320111111010")).toBe("4201 32** **** 1010");
    expect(digitsOf("٤١١١-١١١١ 1111 1111")).toBe("4111111111111111");
  });

  it("names each field's first problem", () => {
    const result = checkCardForm(
      { name: "Re", number: "4111 1111", expiry: "2027-12", cvv: "12" },
      {
        method: "credit_card",
        now: NOW,
      },
    );
    expect(result).toEqual({
      ok: false,
      errors: { name: "name", number: "number", expiry: "expiry", cvv: "cvv" },
    });
    const more = checkCardForm(
      { ...good, number: "4111111111111112", expiry: "01/20", cvv: "1234" },
      {
        method: "credit_card",
        now: NOW,
      },
    );
    expect(more).toEqual({ ok: false, errors: { number: "numberInvalid", expiry: "expired", cvv: "cvv" } });
    expect(checkCardForm({ ...good, name: "  ريم  " }, { method: "credit_card", now: NOW }).ok).toBe(true);
  });

  it("refuses a Mada card on a credit card payment and any other card on a Mada payment", () => {
    const mada = { ...good, number: "4201320111111010" };
    expect(checkCardForm(mada, { method: "credit_card", now: NOW })).toEqual({
      ok: false,
      errors: { number: "madaNotCredit" },
    });
    expect(checkCardForm(good, { method: "mada", now: NOW })).toEqual({
      ok: false,
      errors: { number: "madaOnly" },
    });
    expect(checkCardForm(mada, { method: "mada", now: NOW }).ok).toBe(true);
    expect(
      checkCardForm({ ...good, number: "6011000000000004" }, { method: "credit_card", now: NOW }),
    ).toEqual({
      ok: false,
      errors: { number: "brandUnsupported" },
    });
  });
});

describe("issuers and 3-D Secure", () => {
  it("answers by the published test cards, approving any other valid number", () => {
    expect(issuerAnswer("4201320111111010")).toEqual({ status: "paid", message: "APPROVED" });
    expect(issuerAnswer("4201320000311101")).toEqual({ status: "failed", message: "INSUFFICIENT FUNDS" });
    expect(issuerAnswer("4123120001090000")).toEqual({ status: "failed", message: "INSUFFICIENT FUNDS" });
    expect(issuerAnswer("4123120001090109")).toEqual({ status: "failed", message: "DECLINED" });
    expect(issuerAnswer("5421080101000000")).toEqual({ status: "paid", message: "APPROVED" });
    expect(issuerAnswer("4242424242424242")).toEqual({ status: "paid", message: "APPROVED" });
  });

  it("challenges every Mada card, and Visa or Mastercard from 1,000 SAR", () => {
    expect(needsChallenge("mada", 100)).toBe(true);
    expect(needsChallenge("visa", CHALLENGE_FROM_HALALAS - 1)).toBe(false);
    expect(needsChallenge("visa", CHALLENGE_FROM_HALALAS)).toBe(true);
    expect(needsChallenge("mastercard", CHALLENGE_FROM_HALALAS * 3)).toBe(true);
  });
});
