import { describe, expect, it } from "vitest";
import {
  BankAccountFieldsSchema,
  BankAccountFormSchema,
  parseRiyals,
  ReasonSchema,
  withdrawalFormSchema,
  WithdrawalRequestSchema,
} from "./withdrawal-schemas";

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("withdrawal forms", () => {
  it("reads riyal amounts in any digits, to whole halalas", () => {
    expect(parseRiyals("1500")).toBe(150_000);
    expect(parseRiyals("1,500.5")).toBe(150_050);
    expect(parseRiyals("١٬٥٠٠٫٢٥")).toBe(150_025);
    expect(parseRiyals("۱۵۰۰")).toBe(150_000);
    expect(parseRiyals("1 500 ر.س")).toBe(150_000);
    expect(parseRiyals("SAR 20")).toBe(2_000);
    expect(parseRiyals("0.01")).toBe(1);
    // A fraction of a halala, a negative, words: not amounts.
    expect(parseRiyals("10.005")).toBeNull();
    expect(parseRiyals("-5")).toBeNull();
    expect(parseRiyals("ten")).toBeNull();
  });

  it("says what is wrong with an amount, an account or nothing chosen", () => {
    const schema = withdrawalFormSchema(100_000);
    expect(schema.parse({ bankAccountId: crypto.randomUUID(), amount: "1,000" }).amount).toBe(100_000);
    expect(messages(schema.safeParse({ bankAccountId: "", amount: "0" }))).toEqual({
      bankAccountId: "wallet.validation.bankAccount",
      amount: "validation.amount",
    });
    expect(messages(schema.safeParse({ bankAccountId: crypto.randomUUID(), amount: "abc" }))).toEqual({
      amount: "validation.amount",
    });
    expect(messages(schema.safeParse({ bankAccountId: crypto.randomUUID(), amount: "" }))).toEqual({
      amount: "validation.required",
    });
    expect(messages(schema.safeParse({ bankAccountId: crypto.randomUUID(), amount: "1000.01" }))).toEqual({
      amount: "wallet.validation.overAvailable",
    });
    // The API takes halalas: whole, positive numbers only.
    expect(
      messages(WithdrawalRequestSchema.safeParse({ bankAccountId: crypto.randomUUID(), amount: 10.5 })),
    ).toEqual({
      amount: "validation.amount",
    });
  });

  it("checks the IBAN and the account name with the seed's messages", () => {
    expect(
      BankAccountFieldsSchema.parse({ iban: "sa03 8000 0000 6080 1016 7519", accountName: "  سارة  " }),
    ).toEqual({
      iban: "SA0380000000608010167519",
      accountName: "سارة",
    });
    expect(
      messages(
        BankAccountFieldsSchema.safeParse({ iban: "SA04 8000 0000 6080 1016 7519", accountName: "سا" }),
      ),
    ).toEqual({ iban: "wallet.validation.iban", accountName: "wallet.validation.accountName" });
    const file = new File([new Uint8Array([1])], "iban.pdf", { type: "application/pdf" });
    expect(
      messages(
        BankAccountFormSchema.safeParse({ iban: "SA0380000000608010167519", accountName: "Sara Ali" }),
      ),
    ).toEqual({ certificate: "wallet.validation.certificate" });
    expect(
      BankAccountFormSchema.safeParse({
        iban: "SA0380000000608010167519",
        accountName: "Sara Ali",
        certificate: file,
      }).success,
    ).toBe(true);
  });

  it("wants a reason of 3 to 500 characters", () => {
    expect(ReasonSchema.safeParse("  no ").success).toBe(false);
    expect(ReasonSchema.parse("  The name does not match  ")).toBe("The name does not match");
    expect(ReasonSchema.safeParse("x".repeat(501)).success).toBe(false);
  });
});
