import { AppError } from "~/lib/errors";
import { hasAnyRole, type UserRole } from "./roles";

/** The little a guard needs: RequestInfo.user, SessionUser and the API's user all fit. */
type GuardedUser = { roles: readonly string[]; phoneVerified: boolean };

/*
 * Guards that throw, so a loader or handler reads as its happy path. They throw AppError:
 * the API answers it as problem+json (401/403); a page loader catches UNAUTHENTICATED and
 * redirects to /login?next=… . No role implies another: an admin who should pass a guard is
 * named in it.
 */

/** Throws UNAUTHENTICATED (401) for a guest. */
export function requireUser<U extends GuardedUser>(user: U | null | undefined): U {
  if (!user) throw new AppError("UNAUTHENTICATED");
  return user;
}

/** Throws UNAUTHENTICATED for a guest, FORBIDDEN (403) when the user holds none of `roles`. */
export function requireRole<U extends GuardedUser>(user: U | null | undefined, ...roles: UserRole[]): U {
  const signedIn = requireUser(user);
  if (!hasAnyRole(signedIn.roles, roles)) throw new AppError("FORBIDDEN");
  return signedIn;
}

/** Throws UNAUTHENTICATED for a guest, PHONE_NOT_VERIFIED (403) until the phone is confirmed. */
export function requireVerifiedPhone<U extends GuardedUser>(user: U | null | undefined): U {
  const signedIn = requireUser(user);
  if (!signedIn.phoneVerified) throw new AppError("PHONE_NOT_VERIFIED");
  return signedIn;
}
