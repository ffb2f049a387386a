import { z } from "zod";
import { toLatinDigits } from "~/i18n/format";

/*
 * The audit log's filters, one schema for the screen (a GET form) and the API (query string).
 * Every field is optional; an empty field means "any". Dates are calendar days in Riyadh.
 */

/** The actions the platform records today; others added later show under their code. */
export const knownAuditActions = [
  "auction.create",
  "auction.update",
  "auction.publish",
  "auction.photo.add",
  "auction.photo.update",
  "auction.photo.move",
  "auction.photo.remove",
  "auction.document.add",
  "auction.document.remove",
  "auction.files.attach",
  "auction.cancel_requested",
  "auction.cancel_rejected",
  "auction.cancel",
  "auction.next_bidder_offer",
  "auction.next_bidder_accept",
  "auction.next_bidder_decline",
  "auction.next_bidder_expire",
  "auction.rebook",
  "bid.on_site",
  "transfer.declare",
  "transfer.first_approval",
  "transfer.verify",
  "transfer.reject",
  "payment.refund",
  "payment.pay_for_principal",
  "refund.first_approval",
  "refund.request_withdrawn",
  "settlement.default",
  "bank_account.add",
  "bank_account.verify",
  "bank_account.reject",
  "withdrawal.request",
  "withdrawal.first_approval",
  "withdrawal.paid",
  "withdrawal.reject",
  "user.roles",
  "user.suspend",
  "user.reinstate",
  "user.id_verify",
  "user.id_unverify",
  "settings.update",
  "listing.request_changes",
  "listing.reject",
  "listing.approve",
  "authority_request.review",
  "authority_request.approve",
  "authority_request.reject",
  "authority_request.request_documents",
  "chat.answer",
] as const;

/** The kinds of records an entry is about. */
export const knownAuditSubjectTypes = [
  "auction",
  "payment",
  "settlement",
  "bank_account",
  "withdrawal",
  "user",
  "settings",
  "listing_request",
  "authority_request",
  "chat_conversation",
] as const;

/** Entries per page of the screen and the list operation. */
export const AUDIT_PAGE_SIZE = 50;

/** A calendar day, from 1900 (earlier ones are no date the platform can hold, and year 0 none at all). */
const day = z.iso.date({ error: "adminAudit.errors.date" }).refine((d) => d >= "1900-01-01", {
  error: "adminAudit.errors.date",
});

/** The filters' fields, each optional ("any"); the API's query adds its cursor to them. */
export const AuditFilterFields = z.object({
  actor: z.string().min(1).max(100, { error: "adminAudit.errors.actor" }).optional(),
  action: z
    .string()
    .regex(/^[a-z_]{1,40}(\.[a-z_]{1,40}){1,2}$/, { error: "adminAudit.errors.action" })
    .optional(),
  subjectType: z
    .string()
    .regex(/^[a-z_]{1,40}$/, { error: "adminAudit.errors.subjectType" })
    .optional(),
  subjectId: z.string().min(1).max(100, { error: "adminAudit.errors.subjectId" }).optional(),
  from: day.optional(),
  to: day.optional(),
});

/** A range that ends before it starts is refused on its end. */
export const validAuditRange: [
  (f: { from?: string; to?: string }) => boolean,
  { error: string; path: string[] },
] = [(f) => !f.from || !f.to || f.from <= f.to, { error: "adminAudit.errors.range", path: ["to"] }];

export const AuditFilterSchema = AuditFilterFields.refine(...validAuditRange);

/**
 * The filters as a form or a link sends them: blank fields dropped, text trimmed, Arabic-Indic
 * digits made Latin; what is left is parsed by `AuditFilterSchema`.
 */
export function auditFilterInput(params: URLSearchParams): Record<string, string> {
  const input: Record<string, string> = {};
  for (const key of Object.keys(AuditFilterFields.shape)) {
    const value = toLatinDigits(params.get(key) ?? "").trim();
    if (value) input[key] = value;
  }
  return input;
}

export type AuditFilter = z.infer<typeof AuditFilterSchema>;

/** The cursor of the next page: the last entry's time and id, opaque to callers. */
export type AuditCursor = { createdAt: Date; id: number };

export function encodeAuditCursor(cursor: AuditCursor): string {
  return `${cursor.createdAt.getTime().toString(36)}.${cursor.id.toString(36)}`;
}

/** Null for anything that is not a cursor this module wrote. */
export function decodeAuditCursor(value: string): AuditCursor | null {
  const match = /^([0-9a-z]{1,12})\.([0-9a-z]{1,12})$/.exec(value);
  if (!match) return null;
  const time = parseInt(match[1]!, 36);
  const id = parseInt(match[2]!, 36);
  if (!Number.isSafeInteger(time) || !Number.isSafeInteger(id) || time > 253_402_300_799_999) return null;
  return { createdAt: new Date(time), id };
}
