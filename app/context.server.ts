import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { createContext, type RouterContextProvider } from "react-router";
import type { Config } from "./config.server";
import type { Database } from "./db/client.server";
import type { Lang } from "./i18n/config";

/** Long-lived services shared by pages, the API and jobs. */
export type Services = {
  config: Config;
  database: Database;
  logger: Logger;
  buildId: string;
  /** Present when REDIS_URL is set. */
  redis: Redis | null;
};

/** Facts about the current request that pages need (CSP nonce, language, request id). */
export type RequestInfo = {
  nonce: string;
  requestId: string;
  lang: Lang;
  logger: Logger;
};

export const servicesContext = createContext<Services>();
export const requestContext = createContext<RequestInfo>();

export function getServices(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}
export function getRequestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestContext);
}
