import { z } from "zod";
import { text } from "~/lib/text-rules";
import { EmailSchema, NameSchema, PhoneSchema } from "~/modules/accounts/account-schemas";

/*
 * An inquiry's fields (issue 16, seed §3 "Inquiry"; seed §5: name, phone and message are
 * required, and the terms must be agreed), one schema for the /contact page (Conform, in the
 * browser and in its action) and POST /api/v1/inquiries. Messages are keys (app/i18n/messages).
 */

export const INQUIRY_MESSAGE_MIN = 10;
export const INQUIRY_MESSAGE_MAX = 2000;
export const INQUIRY_ANSWER_MIN = 3;
export const INQUIRY_ANSWER_MAX = 2000;

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const InquirySchema = z.object({
  fullName: NameSchema,
  /** Any common way of writing a Saudi mobile number, Arabic-Indic digits too; stored as E.164. */
  phone: PhoneSchema,
  /** Optional: where the acknowledgement and the answer are e-mailed too. */
  email: z.preprocess(blank, EmailSchema.optional()),
  message: text("validation.required")
    .trim()
    .min(1, { error: "validation.required", abort: true })
    .min(INQUIRY_MESSAGE_MIN, { error: "inquiries.validation.messageShort" })
    .max(INQUIRY_MESSAGE_MAX, { error: "inquiries.validation.messageLong" }),
  /** The terms: true, "on" (an HTML checkbox) or "true". */
  agree: z.preprocess(
    (value) => value === true || value === "on" || value === "true",
    z.literal(true, { error: "validation.terms" }),
  ),
});
export type InquiryInput = z.output<typeof InquirySchema>;

/**
 * The /contact form: the inquiry, plus what tells a person from a script — a field people never
 * see (`website`, left empty) and the token the page was served with (`formToken`, for the
 * minimum fill time). The action checks both (inquiry-guard.server.ts).
 */
export const InquiryFormSchema = InquirySchema.extend({
  website: z.string().optional(),
  formToken: z.string().optional(),
});

/** The committee's answer: sent to the sender as written. */
export const InquiryAnswerSchema = z.object({
  answer: text("validation.required")
    .trim()
    .min(1, { error: "validation.required", abort: true })
    .min(INQUIRY_ANSWER_MIN, { error: "inquiries.validation.answerShort" })
    .max(INQUIRY_ANSWER_MAX, { error: "inquiries.validation.answerLong" }),
});
export type InquiryAnswer = z.output<typeof InquiryAnswerSchema>;
