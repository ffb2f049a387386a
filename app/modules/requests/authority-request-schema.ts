import { z } from "zod";
import { toLatinDigits } from "~/i18n/format";
import { checkIdNumber, compactIdNumber } from "~/lib/saudi-id";
import { nameText, text } from "~/lib/text-rules";
import { PhoneSchema } from "~/modules/accounts/account-schemas";
import { countryCodes } from "./countries";
import {
  authorityDocumentKinds,
  identityTypes,
  powerOfAttorneyScopes,
  requestDocuments,
  type AuthorityDocumentKind,
  type AuthorityRequestKind,
  type IdentityType,
} from "./request-statuses";

/*
 * A power-of-attorney or foreign-owner request's fields (issue 16, seed §3), one schema for the
 * /forms pages (checked in the browser and again by the action), the API and the domain. Every
 * message is a key (app/i18n/messages/requests-*.ts). Identity numbers are checked by their type:
 * a Saudi national ID starts with 1, an Iqama with 2, both ten digits with the check digit
 * (app/lib/saudi-id.ts); a passport number is 6 to 20 letters and digits.
 */

const K = {
  required: "validation.required",
  idNumber: "requests.validation.idNumber",
  nationalId: "requests.validation.nationalId",
  iqama: "requests.validation.iqama",
  passport: "requests.validation.passport",
  country: "requests.validation.country",
  origin: "requests.validation.origin",
  scopes: "requests.validation.scopes",
  expiry: "requests.validation.expiry",
  tooLong: "requests.validation.tooLong",
  document: "requests.validation.document",
  reason: "requests.validation.reason",
} as const;

const country = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
  z.enum(countryCodes, { error: K.country }),
);
const idType = z.enum(identityTypes, { error: K.required });
/** An ID's and a passport's stored form (app/lib/saudi-id.ts). */
const compactId = (v: unknown) => (typeof v === "string" ? compactIdNumber(v) : v);
const idNumber = z.preprocess(
  compactId,
  text(K.required).min(1, { error: K.required, abort: true }).max(40, K.idNumber),
);

/** The number in its stored form when it is right for its type; otherwise the message key. */
export function checkIdentityNumber(
  type: IdentityType,
  input: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const checked = checkIdNumber(type, input);
  if (checked.ok) return checked;
  return {
    ok: false,
    message: type === "passport" ? K.passport : type === "national_id" ? K.nationalId : K.iqama,
  };
}

/** Today's date in Riyadh, "YYYY-MM-DD". */
export function riyadhToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Riyadh" }).format(now);
}

/** A date typed as YYYY-MM-DD (Arabic-Indic digits read), from tomorrow to ten years ahead. */
const expiresOn = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : toLatinDigits(v.trim())) : v),
  z
    .string({ error: K.expiry })
    .regex(/^\d{4}-\d{2}-\d{2}$/, K.expiry)
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      K.expiry,
    )
    .refine((v) => {
      const today = riyadhToday();
      const limit = `${Number(today.slice(0, 4)) + 10}${today.slice(4)}`;
      return v > today && v <= limit;
    }, K.expiry),
);

/** Check boxes arrive as one value, several (a list with holes when posted as scopes[0], scopes[2]), or none. */
const scopes = z.preprocess(
  (v) =>
    v === undefined || v === ""
      ? []
      : Array.isArray(v)
        ? v.filter((s) => s !== "" && s !== undefined && s !== null)
        : [v],
  z
    .array(z.enum(powerOfAttorneyScopes, { error: K.scopes }))
    .min(1, K.scopes)
    .max(3, K.scopes),
);

/** The fields both kinds of request share. */
const common = {
  ownerName: nameText(K.required).trim().min(1, { error: K.required, abort: true }).max(200, K.tooLong),
  nationality: country,
  country,
  idType,
  idNumber,
  originNumber: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : toLatinDigits(v.trim())) : v),
    z
      .string({ error: K.origin })
      .regex(/^[A-Za-z0-9-]{1,30}$/, K.origin)
      .optional(),
  ),
  mobile: PhoneSchema,
};

/** A power of attorney adds the agent, what they may do and until when. */
const powerOfAttorney = {
  agentName: nameText(K.required).trim().min(1, { error: K.required, abort: true }).max(200, K.tooLong),
  agentIdType: idType,
  agentIdNumber: idNumber,
  scopes,
  expiresOn,
};

type Ctx = z.RefinementCtx;
/** Reports each identity number that is wrong for its type beside its field. */
function checkIdentities(
  value: { idType: IdentityType; idNumber: string; agentIdType?: IdentityType; agentIdNumber?: string },
  ctx: Ctx,
) {
  const own = checkIdentityNumber(value.idType, value.idNumber);
  if (!own.ok) ctx.addIssue({ code: "custom", path: ["idNumber"], message: own.message });
  if (value.agentIdType && value.agentIdNumber !== undefined) {
    const agent = checkIdentityNumber(value.agentIdType, value.agentIdNumber);
    if (!agent.ok) ctx.addIssue({ code: "custom", path: ["agentIdNumber"], message: agent.message });
  }
}

export const PowerOfAttorneyFieldsSchema = z
  .object({ ...common, ...powerOfAttorney })
  .superRefine((value, ctx) => checkIdentities(value, ctx));
export const ForeignOwnerFieldsSchema = z
  .object(common)
  .superRefine((value, ctx) => checkIdentities(value, ctx));

export type PowerOfAttorneyFields = z.output<typeof PowerOfAttorneyFieldsSchema>;
export type ForeignOwnerFields = z.output<typeof ForeignOwnerFieldsSchema>;
/** Either kind's fields, the power of attorney's own absent on a foreign owner's request. */
export type AuthorityRequestFields = ForeignOwnerFields &
  Partial<Omit<PowerOfAttorneyFields, keyof ForeignOwnerFields>>;

export function fieldsSchemaOf(kind: AuthorityRequestKind) {
  return kind === "power_of_attorney" ? PowerOfAttorneyFieldsSchema : ForeignOwnerFieldsSchema;
}

/** The names of each kind's fields, in the form's order. */
export const fieldNamesOf: Record<AuthorityRequestKind, readonly string[]> = {
  power_of_attorney: [...Object.keys(common), ...Object.keys(powerOfAttorney)],
  foreign_owner: Object.keys(common),
};

/** A chosen file (an empty file input arrives as an unnamed empty file, or as nothing). */
const chosen = (v: unknown) =>
  v === undefined || v === "" || (v instanceof File && v.size === 0 && !v.name) ? undefined : v;
const file = z.preprocess(chosen, z.file({ error: K.document }).optional());
const requiredFile = z.preprocess(chosen, z.file({ error: K.document }));

/**
 * A /forms page: the kind's fields and one file for each document it lists, the required ones
 * required (their type and size are checked by the uploads module on the server).
 */
export function authorityRequestFormSchema(kind: AuthorityRequestKind) {
  const docs = requestDocuments[kind];
  const files = {
    ...Object.fromEntries(docs.required.map((name) => [name, requiredFile])),
    ...Object.fromEntries(docs.optional.map((name) => [name, file])),
  } as Record<AuthorityDocumentKind, typeof file>;
  const fields = kind === "power_of_attorney" ? { ...common, ...powerOfAttorney } : common;
  return z.object({ ...fields, ...files }).superRefine((value, ctx) => checkIdentities(value as never, ctx));
}

/** Sending more documents (status more_documents_needed): at least one file, of any listed kind. */
export const MoreDocumentsSchema = z
  .object({
    requestId: z.uuid({ error: K.required }),
    ...Object.fromEntries(authorityDocumentKinds.map((name) => [name, file])),
  })
  .superRefine((value, ctx) => {
    if (!authorityDocumentKinds.some((name) => (value as Record<string, unknown>)[name]))
      ctx.addIssue({ code: "custom", path: ["other"], message: K.document });
  });

/** The files a form holds, as the domain takes them. */
export function chosenDocuments(
  value: Record<string, unknown>,
): { kind: AuthorityDocumentKind; file: File }[] {
  return authorityDocumentKinds.flatMap((kind) => {
    const f = value[kind];
    return f instanceof File && f.size > 0 ? [{ kind, file: f }] : [];
  });
}

/** The committee's words on rejecting or asking for documents, in both languages. */
export const AuthorityDecisionSchema = z.object({
  reasonAr: text(K.required).trim().min(3, K.reason).max(1000, K.reason),
  reasonEn: text(K.required).trim().min(3, K.reason).max(1000, K.reason),
});
export type AuthorityDecision = z.output<typeof AuthorityDecisionSchema>;
