import type { Lang } from "~/i18n/config";
import type { UserRole } from "./roles";

/** The signed-in user as pages, guards and the API see it. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  roles: UserRole[];
  locale: Lang;
  theme: "light" | "dark";
  phoneVerified: boolean;
};

/** Where a request came from, recorded on sessions and used by per-address rate limits. */
export type ClientInfo = { ip: string | null; userAgent: string | null };
