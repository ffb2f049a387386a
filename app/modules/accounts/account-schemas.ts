import {
  CalendarDate,
  GregorianCalendar,
  IslamicUmalquraCalendar,
  toCalendar,
} from "@internationalized/date";
import { z } from "zod";
import { timeZone, toLatinDigits } from "~/i18n/format";
import { nameText, text } from "~/lib/text-rules";
import { normalizeSaudiPhone } from "./phone";

/*
 * The account forms' schemas, shared by the pages (Conform, `@conform-to/zod/v4`) and the API.
 * Every error message is a message KEY (app/i18n/messages, `validation.*`): the caller
 * translates it into the page's or the request's language.
 */

export const validationKeys = {
  required: "validation.required",
  email: "validation.email",
  emailMax: "validation.emailMax",
  phone: "validation.phone",
  passwordMin: "validation.passwordMin",
  passwordMax: "validation.passwordMax",
  terms: "validation.terms",
  passwordsMatch: "validation.passwordsMatch",
  otpRequired: "validation.otpRequired",
  otpInvalid: "validation.otpInvalid",
  birthDate: "validation.birthDate",
  minAge: "validation.minAge",
  nameMax: "validation.nameMax",
  identifier: "validation.identifier",
  emailTaken: "validation.emailTaken",
  phoneTaken: "validation.phoneTaken",
  currentPassword: "validation.currentPassword",
} as const;
const K = validationKeys;

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;
export const MINIMUM_AGE_YEARS = 18;
export const OTP_LENGTH = 6;

const requiredText = text(K.required).trim().min(1, { error: K.required, abort: true });

/** A person's name as typed: no unstorable character, no direction override (app/lib/text-rules.ts). */
export const NameSchema = nameText(K.required)
  .trim()
  .min(1, { error: K.required, abort: true })
  .max(100, { error: K.nameMax });

export const EmailSchema = requiredText
  .max(254, { error: K.emailMax, abort: true })
  .toLowerCase()
  .pipe(z.email({ error: K.email }));

/** Any common way of writing a Saudi mobile number; the output is "+9665XXXXXXXX". */
export const PhoneSchema = requiredText.transform((value, ctx) => {
  const phone = normalizeSaudiPhone(value);
  if (phone) return phone;
  ctx.issues.push({ code: "custom", message: K.phone, input: value });
  return z.NEVER;
});

/** A new password. Never trimmed: spaces are part of it. */
export const NewPasswordSchema = text(K.required)
  .min(1, { error: K.required, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: K.passwordMin, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: K.passwordMax });

const enteredPassword = text(K.required)
  .min(1, { error: K.required, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: K.passwordMax });

/** A checkbox: true, "on" (HTML forms) or "true" mean agreed. */
const agreed = z.preprocess(
  (value) => value === true || value === "on" || value === "true",
  z.literal(true, { error: K.terms }),
);

/** "YYYY-MM-DD" of `now` as a calendar date in Riyadh. */
export function riyadhDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** Whether someone born on `birthDate` (YYYY-MM-DD) is at least `years` old on Riyadh's calendar today. */
export function isAtLeastAge(birthDate: string, years: number, now: Date): boolean {
  const today = riyadhDate(now);
  const year = Number(today.slice(0, 4)) - years;
  return birthDate <= `${String(year).padStart(4, "0")}${today.slice(4)}`;
}

/** Years before this are Umm al-Qura (Hijri) years: 1600 AH is 2174 AD, 1900 AD is 1317 AH. */
const LAST_HIJRI_YEAR = 1599;

/**
 * A date of birth typed in either calendar, as the Gregorian YYYY-MM-DD the account stores: a
 * Gregorian date as it is, an Umm al-Qura one («1410-06-05», any year before 1600) converted.
 * The two calendars' years never overlap for a living person (1317 AH is 1900 AD), so the year
 * tells which was meant. An impossible Hijri date (a 30th in a 29-day month) stays as typed and
 * fails the calendar check.
 */
export function toGregorianBirthDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || Number(match[1]) > LAST_HIJRI_YEAR) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new IslamicUmalquraCalendar();
  if (year < 1 || month < 1 || month > 12 || day < 1) return value;
  const hijri = new CalendarDate(calendar, year, month, 1);
  if (day > calendar.getDaysInMonth(hijri)) return value;
  return toCalendar(hijri.set({ day }), new GregorianCalendar()).toString();
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "1900-01-01";
}

/**
 * A date of birth as YYYY-MM-DD, Gregorian or Umm al-Qura Hijri (Arabic-Indic digits accepted),
 * 18 or older in Riyadh at `now()`: the age is checked on the Gregorian date either way.
 */
export function birthDateSchema(now: () => Date) {
  return requiredText
    .transform((value) => toGregorianBirthDate(toLatinDigits(value)))
    .refine(isCalendarDate, { error: K.birthDate, abort: true })
    .refine((value) => isAtLeastAge(value, MINIMUM_AGE_YEARS, now()), { error: K.minAge });
}

/** The two passwords must match; checked only once both are present. */
function withConfirmation<T extends z.ZodObject<{ password: z.ZodType; confirmPassword: z.ZodType }>>(
  schema: T,
) {
  return schema.refine(
    (data: { password?: unknown; confirmPassword?: unknown }) => data.password === data.confirmPassword,
    {
      path: ["confirmPassword"],
      error: K.passwordsMatch,
      when: (payload) => {
        const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
        return (
          typeof value?.password === "string" &&
          typeof value.confirmPassword === "string" &&
          value.confirmPassword !== ""
        );
      },
    },
  );
}

const confirmPassword = text(K.required).min(1, { error: K.required });

/** Registration. `now` decides the age check (tests move it); pages use `RegisterSchema`. */
export function createRegisterSchema(now: () => Date = () => new Date()) {
  return withConfirmation(
    z.object({
      name: NameSchema,
      email: EmailSchema,
      phone: PhoneSchema,
      password: NewPasswordSchema,
      confirmPassword,
      birthDate: birthDateSchema(now),
      acceptTerms: agreed,
    }),
  );
}
export const RegisterSchema = createRegisterSchema();
export type RegisterInput = z.output<typeof RegisterSchema>;

export type Identifier = { kind: "email"; value: string } | { kind: "phone"; value: string };

/** An e-mail address (lower-cased) or a Saudi mobile number (E.164); null when it is neither. */
export function parseIdentifier(input: string): Identifier | null {
  const value = input.trim();
  if (value.includes("@")) {
    const email = EmailSchema.safeParse(value);
    return email.success ? { kind: "email", value: email.data } : null;
  }
  const phone = normalizeSaudiPhone(value);
  return phone ? { kind: "phone", value: phone } : null;
}

/** "E-mail or mobile number", as typed into the sign-in and forgotten-password forms. */
export const IdentifierSchema = requiredText.transform((value, ctx) => {
  const identifier = parseIdentifier(value);
  if (identifier) return identifier;
  ctx.issues.push({ code: "custom", message: K.identifier, input: value });
  return z.NEVER;
});

export const LoginSchema = z.object({ identifier: IdentifierSchema, password: enteredPassword });
export type LoginInput = z.output<typeof LoginSchema>;

/** Six digits; Arabic-Indic or Persian digits and spaces are accepted ("١٢٣ ٤٥٦"). */
export const OtpCodeSchema = z
  .string({ error: K.otpRequired })
  .transform((value) => toLatinDigits(value).replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, { error: K.otpRequired, abort: true })
      .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: K.otpInvalid }),
  );

export const OtpSchema = z.object({ code: OtpCodeSchema });
export type OtpInput = z.output<typeof OtpSchema>;

export const ForgotPasswordSchema = z.object({ identifier: IdentifierSchema });
export type ForgotPasswordInput = z.output<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = withConfirmation(
  z.object({
    identifier: IdentifierSchema,
    code: OtpCodeSchema,
    password: NewPasswordSchema,
    confirmPassword,
  }),
);
export type ResetPasswordInput = z.output<typeof ResetPasswordSchema>;

export const PasswordChangeSchema = withConfirmation(
  z.object({ currentPassword: enteredPassword, password: NewPasswordSchema, confirmPassword }),
);
export type PasswordChangeInput = z.output<typeof PasswordChangeSchema>;

export const LocaleSchema = z.enum(["ar", "en"]);
export const ThemeSchema = z.enum(["light", "dark"]);

/** The settings form: every field present. A changed phone is confirmed by a code before it applies. */
export const ProfileSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  locale: LocaleSchema,
  theme: ThemeSchema,
});
export type ProfileInput = z.output<typeof ProfileSchema>;

/** PATCH /me: any subset of the profile; absent fields stay as they are. */
export const ProfilePatchSchema = ProfileSchema.partial();
export type ProfilePatch = z.output<typeof ProfilePatchSchema>;
