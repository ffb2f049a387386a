import { z } from "zod";
import { text } from "~/lib/text-rules";
import { staffRoles, userRoles } from "./roles";

/*
 * The back office's forms on users, one schema each, checked by the page's action, the API and
 * the browser alike. Messages are message keys.
 */

export const SUSPENSION_REASON_MIN = 3;
export const SUSPENSION_REASON_MAX = 500;

/** Why an account is suspended or reinstated: the user may be told it as written. */
export const SuspensionReasonSchema = text("validation.required")
  .trim()
  .min(SUSPENSION_REASON_MIN, "validation.reason")
  .max(SUSPENSION_REASON_MAX, "validation.reason");

export const SuspensionSchema = z.object({ reason: SuspensionReasonSchema });

/**
 * The staff roles the user holds after the change (committee, admin; none is fine); the others
 * (bidder, agent, owner) are kept as they are.
 */
export const StaffRolesSchema = z.object({
  // A form sends nothing when no box is ticked, and one value when one is.
  roles: z.preprocess(
    (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(z.enum(staffRoles, { error: "adminUsers.validation.role" }))
      .max(staffRoles.length, "adminUsers.validation.role"),
  ),
});

export const userStatuses = ["active", "suspended"] as const;
export type UserStatus = (typeof userStatuses)[number];

/** The directory's filters as the query string carries them; anything unknown is ignored. */
export const DirectoryQuerySchema = z.object({
  q: text().trim().max(100).optional().catch(undefined),
  role: z.enum(userRoles).optional().catch(undefined),
  status: z.enum(userStatuses).optional().catch(undefined),
  /** The keyset cursor of the next page (opaque). */
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/)
    .optional()
    .catch(undefined),
});
export type DirectoryQuery = z.infer<typeof DirectoryQuerySchema>;
