import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  createRegisterSchema,
  isAtLeastAge,
  LoginSchema,
  OtpSchema,
  parseIdentifier,
  PasswordChangeSchema,
  ProfilePatchSchema,
  ResetPasswordSchema,
  riyadhDate,
  validationKeys as K,
} from "./account-schemas";

/** Issues as { path: messageKey }, the shape a form shows. */
function issues(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}

// 2026-06-15 12:00 in Riyadh.
const now = new Date("2026-06-15T09:00:00Z");
const RegisterSchema = createRegisterSchema(() => now);
const valid = {
  name: "  سارة العتيبي ",
  email: " Sara@Example.COM ",
  phone: "٠٥٠ ١٢٣ ٤٥٦٧",
  password: "secret1",
  confirmPassword: "secret1",
  birthDate: "2000-01-31",
  acceptTerms: "on",
};

describe("RegisterSchema", () => {
  it("normalises a valid registration", () => {
    const result = RegisterSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      name: "سارة العتيبي",
      email: "sara@example.com",
      phone: "+966501234567",
      password: "secret1",
      confirmPassword: "secret1",
      birthDate: "2000-01-31",
      acceptTerms: true,
    });
  });

  it("gives every seed message: required, invalid email and phone, short password, terms", () => {
    expect(issues(RegisterSchema.safeParse({}))).toEqual({
      name: [K.required],
      email: [K.required],
      phone: [K.required],
      password: [K.required],
      confirmPassword: [K.required],
      birthDate: [K.required],
      acceptTerms: [K.terms],
    });
    const bad = RegisterSchema.safeParse({
      ...valid,
      name: "   ",
      email: "sara@",
      phone: "0401234567",
      password: "12345",
      confirmPassword: "12345",
      acceptTerms: undefined,
    });
    expect(issues(bad)).toEqual({
      name: [K.required],
      email: [K.email],
      phone: [K.phone],
      password: [K.passwordMin],
      acceptTerms: [K.terms],
    });
  });

  it("requires the confirmation to match", () => {
    expect(issues(RegisterSchema.safeParse({ ...valid, confirmPassword: "secret2" }))).toEqual({
      confirmPassword: [K.passwordsMatch],
    });
    // Reported even when another field is wrong, so the form shows everything at once.
    expect(issues(RegisterSchema.safeParse({ ...valid, email: "x", confirmPassword: "other" }))).toEqual({
      email: [K.email],
      confirmPassword: [K.passwordsMatch],
    });
  });

  it("requires 18 years on Riyadh's calendar, and a real date", () => {
    expect(RegisterSchema.safeParse({ ...valid, birthDate: "2008-06-15" }).success).toBe(true);
    expect(issues(RegisterSchema.safeParse({ ...valid, birthDate: "2008-06-16" }))).toEqual({
      birthDate: [K.minAge],
    });
    expect(RegisterSchema.safeParse({ ...valid, birthDate: "٢٠٠٠-٠١-٣١" }).data?.birthDate).toBe(
      "2000-01-31",
    );
    for (const birthDate of ["2001-02-29", "31/01/2000", "1899-12-31", "2000-13-01"]) {
      expect(issues(RegisterSchema.safeParse({ ...valid, birthDate })), birthDate).toEqual({
        birthDate: [K.birthDate],
      });
    }
  });

  it("takes the date of birth in the Umm al-Qura calendar too, stored and age-checked as Gregorian", () => {
    // 11 Jumada II 1429 is 15 June 2008: eighteen years old on the test's day, the 12th is not.
    expect(RegisterSchema.safeParse({ ...valid, birthDate: "1429-06-11" }).data?.birthDate).toBe(
      "2008-06-15",
    );
    expect(issues(RegisterSchema.safeParse({ ...valid, birthDate: "1429-06-12" }))).toEqual({
      birthDate: [K.minAge],
    });
    expect(RegisterSchema.safeParse({ ...valid, birthDate: "١٤١٠-٠٦-٠٥" }).data?.birthDate).toBe(
      "1990-01-03",
    );
    // Jumada II 1429 has 29 days; there is no 13th month.
    for (const birthDate of ["1429-06-30", "1429-13-01", "1429-00-10"]) {
      expect(issues(RegisterSchema.safeParse({ ...valid, birthDate })), birthDate).toEqual({
        birthDate: [K.birthDate],
      });
    }
  });

  it("refuses passwords over 128 characters", () => {
    const long = "x".repeat(129);
    expect(issues(RegisterSchema.safeParse({ ...valid, password: long, confirmPassword: long }))).toEqual({
      password: [K.passwordMax],
    });
  });
});

describe("ages", () => {
  it("counts birthdays in Riyadh, whatever the server's time zone", () => {
    // 21:30 UTC on 14 June is already 15 June in Riyadh.
    const lateEvening = new Date("2026-06-14T21:30:00Z");
    expect(riyadhDate(lateEvening)).toBe("2026-06-15");
    expect(isAtLeastAge("2008-06-15", 18, lateEvening)).toBe(true);
    expect(isAtLeastAge("2008-06-16", 18, lateEvening)).toBe(false);
  });

  it("makes a 29 February birthday count from 1 March in other years", () => {
    expect(isAtLeastAge("2008-02-29", 18, new Date("2026-02-28T12:00:00Z"))).toBe(false);
    expect(isAtLeastAge("2008-02-29", 18, new Date("2026-03-01T12:00:00Z"))).toBe(true);
  });
});

describe("sign-in identifiers", () => {
  it("reads an e-mail or a mobile number, in any digits", () => {
    expect(parseIdentifier(" Ali@Example.com ")).toEqual({ kind: "email", value: "ali@example.com" });
    expect(parseIdentifier("٠٥٥٥٥٥٥٥٥٥")).toEqual({ kind: "phone", value: "+966555555555" });
    expect(parseIdentifier("ali")).toBeNull();
    expect(parseIdentifier("ali@")).toBeNull();
  });

  it("validates the login form", () => {
    expect(issues(LoginSchema.safeParse({}))).toEqual({ identifier: [K.required], password: [K.required] });
    expect(issues(LoginSchema.safeParse({ identifier: "12345", password: "x" }))).toEqual({
      identifier: [K.identifier],
    });
    expect(LoginSchema.parse({ identifier: "0501234567", password: " p " })).toEqual({
      identifier: { kind: "phone", value: "+966501234567" },
      password: " p ",
    });
  });
});

describe("OtpSchema", () => {
  it("accepts six digits in any script, with spaces", () => {
    expect(OtpSchema.parse({ code: "123456" }).code).toBe("123456");
    expect(OtpSchema.parse({ code: "١٢٣ ٤٥٦" }).code).toBe("123456");
    expect(OtpSchema.parse({ code: "۱۲۳۴۵۶" }).code).toBe("123456");
  });

  it('says "OTP code required" and "OTP code invalid"', () => {
    expect(issues(OtpSchema.safeParse({}))).toEqual({ code: [K.otpRequired] });
    expect(issues(OtpSchema.safeParse({ code: " " }))).toEqual({ code: [K.otpRequired] });
    for (const code of ["12345", "1234567", "12a456"]) {
      expect(issues(OtpSchema.safeParse({ code })), code).toEqual({ code: [K.otpInvalid] });
    }
  });
});

describe("password reset and change, profile", () => {
  it("checks the new password and its confirmation", () => {
    expect(
      issues(
        ResetPasswordSchema.safeParse({
          identifier: "0501234567",
          code: "١٢٣٤٥٦",
          password: "newpass",
          confirmPassword: "newpas",
        }),
      ),
    ).toEqual({ confirmPassword: [K.passwordsMatch] });
    expect(issues(PasswordChangeSchema.safeParse({ password: "abc", confirmPassword: "abc" }))).toEqual({
      currentPassword: [K.required],
      password: [K.passwordMin],
    });
  });

  it("lets a profile patch carry any subset, still validated", () => {
    expect(ProfilePatchSchema.parse({ locale: "en" })).toEqual({ locale: "en" });
    expect(ProfilePatchSchema.parse({ phone: "0551112222" })).toEqual({ phone: "+966551112222" });
    expect(issues(ProfilePatchSchema.safeParse({ name: "", theme: "blue" }))).toMatchObject({
      name: [K.required],
    });
  });
});
