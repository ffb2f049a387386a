import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { createContext, type RouterContextProvider } from "react-router";
import type { Config } from "./config.server";
import type { Database } from "./db/client.server";
import type { Lang } from "./i18n/config";
import type { Clock } from "./lib/clock";
import type { LiveBus } from "./modules/live/live-bus";
import type { UserRole } from "./modules/accounts/roles";
import type { PageEncoding } from "./page-document.server";

/** Long-lived services shared by pages, the API and jobs. */
export type Services = {
  config: Config;
  database: Database;
  logger: Logger;
  buildId: string;
  /** Present when REDIS_URL is set. */
  redis: Redis | null;
  /** Live updates: committed events to the watchers of every instance. */
  live: LiveBus;
  /** The time for accounts and sessions; tests pass one they can move. Default: the system clock. */
  clock?: Clock;
};

/** The signed-in user of a request, for page loaders' guards (see app/modules/accounts/guards.ts). */
export type RequestUser = {
  id: string;
  name: string;
  roles: UserRole[];
  locale: Lang;
  phoneVerified: boolean;
};

/** Facts about the current request that pages need (CSP nonce, language, request id). */
export type RequestInfo = {
  nonce: string;
  requestId: string;
  lang: Lang;
  logger: Logger;
  /** The signed-in user, resolved from the session cookie; absent for guests. */
  user?: RequestUser;
  /** The current session's id (to mark "this device" among the user's sessions). */
  sessionId?: string;
  /** The client's address (X-Forwarded-For under TRUST_PROXY), for per-address rate limits. */
  clientIp?: string;
  /**
   * How the rendered document is compressed (entry.server.tsx): as the browser takes it, when the
   * answer is its own (a render the guest page cache shares is stored as it is).
   */
  encoding?: PageEncoding;
};

export const servicesContext = createContext<Services>();
export const requestContext = createContext<RequestInfo>();

export function getServices(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}
export function getRequestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestContext);
}
