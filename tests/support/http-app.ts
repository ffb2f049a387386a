import pino, { type Logger } from "pino";
import type { ServerBuild } from "react-router";
import { parseConfig } from "~/config.server";
import type { Database } from "~/db/client.server";
import type { Clock } from "~/lib/clock";
import { createLiveBus } from "~/modules/live/live-bus.server";
import { createHttpApp } from "../../server/http/http-app";

/**
 * The whole HTTP app (operations, API, media, SEO routes) over a test database, without a page
 * build: pages are exercised by the browser suite. Requests go through `app.request(path)`.
 */
export function createTestHttpApp(
  database: Database,
  options: {
    buildId?: string;
    env?: Record<string, string>;
    clock?: Clock;
    logger?: Logger;
    /** The pages' build; without it a page request fails (no page build in this test). */
    build?: () => Promise<ServerBuild>;
  } = {},
) {
  const env: Record<string, string> = { DATA_DIR: "tests/.tmp/http", ...options.env };
  // In-process requests have no client address: outside production the development endpoints
  // answer them only when on for every client (server/api/dev-access.ts).
  if ((env.APP_ENV ?? env.NODE_ENV) !== "production") env.DEV_ENDPOINTS ??= "on";
  const config = {
    ...parseConfig(env),
    sessionSecret: "s".repeat(40),
  };
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  return createHttpApp(
    {
      config,
      database,
      logger,
      buildId: options.buildId ?? "build-123",
      redis: null,
      live: createLiveBus({ db: database.db, logger }),
      ...(options.clock ? { clock: options.clock } : {}),
    },
    {
      build:
        options.build ??
        (() => Promise.reject(new Error("no page build in this test")) as Promise<ServerBuild>),
      clientDir: null,
      dev: false,
    },
  );
}
