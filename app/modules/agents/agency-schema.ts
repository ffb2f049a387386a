import { z } from "zod";

import { toLatinDigits } from "~/i18n/format";
import { PhoneOrIdSchema } from "~/modules/accounts/identity-document";
import { agencyScopes, agencySides, MAX_AGENCY_DAYS } from "./agency-statuses";

/*
 * The invitation form of /profile/agents and POST /api/v1/agencies: one schema on both sides.
 * Messages are keys (app/i18n/messages, `agents.validation.*`, `validation.*`).
 */

const K = {
  side: "agents.validation.side",
  scopes: "agents.validation.scopes",
  expiresOn: "agents.validation.expiresOn",
  expiresTooLate: "agents.validation.expiresTooLate",
  powerOfAttorney: "agents.validation.powerOfAttorney",
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment of a calendar day in Riyadh (UTC+3, no daylight saving): when an agency ends. */
export function endOfRiyadhDay(date: string): Date {
  return new Date(`${date}T23:59:59.999+03:00`);
}

/**
 * A form's list value: one string or several, an array from JSON, or the page's checkboxes named
 * `scopes[i]` (one name per box, so the HTML has no duplicate names), which leave holes when unticked.
 */
const list = z.preprocess(
  (value) =>
    value === undefined || value === null ? [] : [value].flat().filter((v) => v !== undefined && v !== ""),
  z.array(z.unknown()),
);

export function createAgencyInviteSchema(now: () => Date = () => new Date()) {
  return z.object({
    side: z.enum(agencySides, { error: K.side }),
    /** The other side's Saudi mobile or ID number (named `phone` as before: the API's field). */
    phone: PhoneOrIdSchema,
    scopes: list.pipe(
      z
        .array(z.enum(agencyScopes, { error: K.scopes }), { error: K.scopes })
        .min(1, { error: K.scopes })
        .transform((scopes) => agencyScopes.filter((s) => scopes.includes(s))),
    ),
    expiresOn: z
      .string({ error: K.expiresOn })
      .transform((value) => toLatinDigits(value).trim())
      .pipe(
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, { error: K.expiresOn })
          .refine((value) => !Number.isNaN(endOfRiyadhDay(value).getTime()), {
            error: K.expiresOn,
            abort: true,
          })
          .refine((value) => endOfRiyadhDay(value).getTime() > now().getTime(), {
            error: K.expiresOn,
            abort: true,
          })
          .refine((value) => endOfRiyadhDay(value).getTime() <= now().getTime() + MAX_AGENCY_DAYS * DAY_MS, {
            error: K.expiresTooLate,
          }),
      ),
    powerOfAttorneyId: z.uuid({ error: K.powerOfAttorney }),
  });
}

export const AgencyInviteSchema = createAgencyInviteSchema();
export type AgencyInviteInput = z.output<typeof AgencyInviteSchema>;
