import { z } from "zod";
import { checkIdNumber, isValidSaudiId, normalizePassportNumber, normalizeSaudiId } from "~/lib/saudi-id";
import { text } from "~/lib/text-rules";
import { normalizeSaudiPhone } from "./phone";

/*
 * The optional identity document on an account (issues 14 and 16): a Saudi national ID or Iqama
 * (ten digits with their check digit, app/lib/saudi-id.ts) or a passport number (6 to 20 Latin
 * letters and digits). Pure: the settings form, the API and the domain share it. Messages are keys
 * (app/i18n/messages, `validation.*`).
 */

export const idDocumentTypes = ["national_id", "iqama", "passport"] as const;
export type IdDocumentType = (typeof idDocumentTypes)[number];
export type IdDocument = { type: IdDocumentType; number: string };

export const idDocumentKeys = {
  required: "validation.required",
  idType: "validation.idType",
  nationalId: "validation.nationalId",
  iqama: "validation.iqama",
  passport: "validation.passport",
  idTaken: "validation.idTaken",
  phoneOrId: "validation.phoneOrId",
} as const;
const K = idDocumentKeys;

/** The number in its stored form when it is right for its type; otherwise the message key. */
export function checkIdDocument(
  type: IdDocumentType,
  input: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const checked = checkIdNumber(type, input);
  if (checked.ok) return checked;
  return {
    ok: false,
    message: type === "passport" ? K.passport : type === "national_id" ? K.nationalId : K.iqama,
  };
}

/** A number typed in any form, told as a Saudi ID (by its first digit) or a passport number. */
export function parseAnyIdNumber(input: string): IdDocument | null {
  const id = normalizeSaudiId(input);
  if (id) {
    if (isValidSaudiId(id, "national_id")) return { type: "national_id", number: id };
    if (isValidSaudiId(id, "iqama")) return { type: "iqama", number: id };
    return null;
  }
  const passport = normalizePassportNumber(input);
  return passport ? { type: "passport", number: passport } : null;
}

/**
 * The settings form's ID section and PATCH /me's `identity`: a type and a number, or neither
 * (empty fields) to remove the ID. `idDocumentOf` turns its valid output into the document.
 */
export const IdDocumentFormSchema = z
  .object({
    idType: z.enum(idDocumentTypes, { error: K.idType }).optional(),
    idNumber: text(K.required).trim().max(40, K.passport).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.idType && !value.idNumber) return;
    if (!value.idType) {
      ctx.addIssue({ code: "custom", path: ["idType"], message: K.idType });
      return;
    }
    if (!value.idNumber) {
      ctx.addIssue({ code: "custom", path: ["idNumber"], message: K.required });
      return;
    }
    const checked = checkIdDocument(value.idType, value.idNumber);
    if (!checked.ok) ctx.addIssue({ code: "custom", path: ["idNumber"], message: checked.message });
  });
export type IdDocumentFormInput = z.output<typeof IdDocumentFormSchema>;

/** The form's valid values as a document, or null for "no ID". */
export function idDocumentOf(value: IdDocumentFormInput): IdDocument | null {
  if (!value.idType || !value.idNumber) return null;
  const checked = checkIdDocument(value.idType, value.idNumber);
  if (!checked.ok) throw new Error("unchecked ID document");
  return { type: value.idType, number: checked.value };
}

/** Someone named by their Saudi mobile or their ID number (adding an agent, issue 16). */
export type PhoneOrId = { kind: "phone"; phone: string } | { kind: "id"; document: IdDocument };

/** A Saudi mobile (any common writing) or a national ID, Iqama or passport number; the message key otherwise. */
export const PhoneOrIdSchema = text(K.required)
  .trim()
  .min(1, { error: K.required, abort: true })
  .max(40, { error: K.phoneOrId, abort: true })
  .transform((value, ctx): PhoneOrId => {
    const phone = normalizeSaudiPhone(value);
    if (phone) return { kind: "phone", phone };
    const document = parseAnyIdNumber(value);
    if (document) return { kind: "id", document };
    ctx.issues.push({ code: "custom", message: K.phoneOrId, input: value });
    return z.NEVER;
  });
