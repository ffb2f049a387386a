/*
 * An agency (issue 16, product.md §2.8): an agent acts for a principal, under an approved power of
 * attorney, within scopes and until an expiry. Shared by the server, the pages and the API schema.
 */

/** What the agent may do for the principal: bid (and set automatic bids), list property, pay. */
export const agencyScopes = ["bid", "list_property", "pay"] as const;
export type AgencyScope = (typeof agencyScopes)[number];

/**
 * pending → active (the invited side confirmed) | declined; active → revoked (either side, any
 * time). An active agency whose `expires_at` has passed is expired: it is never rewritten, every
 * read compares the expiry with the clock.
 */
export const agencyStatuses = ["pending", "active", "declined", "revoked"] as const;
export type AgencyStatus = (typeof agencyStatuses)[number];

/** How an agency reads to its two sides: its stored status, or "expired" once its time has passed. */
export type AgencyState = AgencyStatus | "expired";

/** Which side of the agency the inviter is. */
export const agencySides = ["principal", "agent"] as const;
export type AgencySide = (typeof agencySides)[number];

/** The longest an agency may run from its invitation (a power of attorney is rarely longer). */
export const MAX_AGENCY_DAYS = 5 * 366;
