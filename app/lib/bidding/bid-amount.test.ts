import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { bidCost, isHighBid, parseRiyalAmount, quickBid, riyalsText } from "./bid-amount";
import { AmountSchema, BidActionSchema, RegisterSchema } from "./bid-schemas";

const SAR = 100;

describe("parseRiyalAmount", () => {
  it("reads Latin digits with or without grouping", () => {
    expect(parseRiyalAmount("1250000")).toBe(1_250_000 * SAR);
    expect(parseRiyalAmount("1,250,000")).toBe(1_250_000 * SAR);
    expect(parseRiyalAmount(" 1 250 000 ")).toBe(1_250_000 * SAR);
  });

  it("reads Arabic-Indic and Persian digits and the Arabic separators", () => {
    expect(parseRiyalAmount("١٢٥٠٠٠٠")).toBe(1_250_000 * SAR);
    expect(parseRiyalAmount("١٬٢٥٠٬٠٠٠")).toBe(1_250_000 * SAR);
    expect(parseRiyalAmount("١،٢٥٠،٠٠٠")).toBe(1_250_000 * SAR);
    expect(parseRiyalAmount("۱۲۵۰۰۰۰")).toBe(1_250_000 * SAR);
    expect(parseRiyalAmount("١٢٣٫٥")).toBe(12_350);
  });

  it("ignores the currency written beside the amount", () => {
    expect(parseRiyalAmount("1,250,000 ر.س")).toBe(1_250_000 * SAR);
    expect(parseRiyalAmount("SAR 1,250,000")).toBe(1_250_000 * SAR);
  });

  it("keeps halalas, so a fraction of a riyal can be refused by name", () => {
    expect(parseRiyalAmount("1000.5")).toBe(100_050);
    expect(parseRiyalAmount("1000.05")).toBe(100_005);
  });

  it("refuses what is not a positive amount", () => {
    for (const text of ["", "abc", "-5", "0", "1.2.3", "12e3", "1000.555", "٠", "99999999999999"]) {
      expect(parseRiyalAmount(text), text).toBeNull();
    }
  });

  it("writes an amount back in plain riyals", () => {
    expect(riyalsText(1_250_000 * SAR)).toBe("1,250,000");
    expect(riyalsText(100_050)).toBe("1,000.50");
    expect(parseRiyalAmount(riyalsText(123_456_789))).toBe(123_456_789);
  });
});

describe("quick-add and the fat-finger guard", () => {
  it("adds 1, 2 or 5 increments to the highest bid", () => {
    // Highest bid 1,200,000, increment 25,000: minimum 1,225,000.
    const minimum = 1_225_000 * SAR;
    const increment = 25_000 * SAR;
    expect(quickBid(minimum, increment, 1)).toBe(1_225_000 * SAR);
    expect(quickBid(minimum, increment, 2)).toBe(1_250_000 * SAR);
    expect(quickBid(minimum, increment, 5)).toBe(1_325_000 * SAR);
  });

  it("asks for the extra confirmation only above 20% over the minimum", () => {
    const minimum = 1_000_000 * SAR;
    expect(isHighBid(1_200_000 * SAR, minimum)).toBe(false);
    expect(isHighBid(1_200_001 * SAR, minimum)).toBe(true);
  });
});

describe("bidCost", () => {
  it("adds the commission and the VAT on it, in halalas", () => {
    // 1,000,000 SAR at 2.5%: commission 25,000, VAT 3,750, total 1,028,750.
    expect(bidCost(1_000_000 * SAR, 250)).toEqual({
      amount: 1_000_000 * SAR,
      commission: 25_000 * SAR,
      vat: 3_750 * SAR,
      total: 1_028_750 * SAR,
      rateBp: 250,
    });
  });

  it("rounds each derived amount to the halala", () => {
    // 1,234,567 SAR at 2.75%: commission 33,950.5925 → 33,950.59; VAT 5,092.5885 → 5,092.59.
    const cost = bidCost(1_234_567 * SAR, 275);
    expect(cost.commission).toBe(3_395_059);
    expect(cost.vat).toBe(509_259);
    expect(cost.total).toBe(123_456_700 + 3_395_059 + 509_259);
  });
});

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};

describe("the bidding forms' schemas", () => {
  it("turn a typed amount into halalas", () => {
    const parsed = parseWithZod(form({ amount: "١٬٢٥٠٬٠٠٠" }), { schema: AmountSchema });
    expect(parsed.status).toBe("success");
    expect(parsed.status === "success" && parsed.value.amount).toBe(125_000_000);
  });

  it("name what is wrong with an amount", () => {
    const messages = (amount: string) => {
      const parsed = parseWithZod(form({ amount }), { schema: AmountSchema });
      return parsed.status === "error" ? parsed.error?.amount : null;
    };
    expect(messages("")).toEqual(["validation.required"]);
    expect(messages("abc")).toEqual(["validation.amount"]);
    expect(messages("1000.50")).toEqual(["bidding.errors.wholeRiyals"]);
  });

  it("need both boxes ticked to register", () => {
    const missing = parseWithZod(form({ intent: "register", rulesVersion: "2" }), { schema: RegisterSchema });
    expect(missing.status === "error" && missing.error).toMatchObject({
      acceptTerms: ["validation.terms"],
      acceptRules: ["validation.rules"],
    });
    const ok = parseWithZod(
      form({ intent: "register", rulesVersion: "2", acceptTerms: "on", acceptRules: "on" }),
      { schema: RegisterSchema },
    );
    expect(ok.status === "success" && ok.value).toEqual({
      intent: "register",
      acceptTerms: true,
      acceptRules: true,
      rulesVersion: 2,
    });
  });

  it("read a plain bid posted without JavaScript", () => {
    const parsed = parseWithZod(
      form({ intent: "bid", amount: "1250000", idempotencyKey: "0b5e6a42-8f5e-4c1e-9c38-1f0e0d7a1b2c" }),
      { schema: BidActionSchema },
    );
    expect(parsed.status === "success" && parsed.value).toEqual({
      intent: "bid",
      amount: 125_000_000,
      confirmHighBid: false,
      idempotencyKey: "0b5e6a42-8f5e-4c1e-9c38-1f0e0d7a1b2c",
    });
  });
});
