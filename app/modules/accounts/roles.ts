/**
 * The roles of docs/product-rules.md §1. A user may hold several; everyone who registers is a bidder, the
 * others are granted (committee and admin by the back office).
 */
export const userRoles = ["bidder", "agent", "owner", "committee", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === "string" && (userRoles as readonly string[]).includes(value);
}

/** True when the user holds at least one of the roles. */
export function hasAnyRole(userRolesHeld: readonly string[], wanted: readonly UserRole[]): boolean {
  return wanted.some((role) => userRolesHeld.includes(role));
}

/**
 * The roles that run auctions (the organizing committee, admins): a conflict of interest keeps
 * them from registering or bidding (STAFF_CANNOT_BID).
 */
export const staffRoles = ["committee", "admin"] as const satisfies readonly UserRole[];

export const isStaff = (userRolesHeld: readonly string[]) => hasAnyRole(userRolesHeld, staffRoles);
