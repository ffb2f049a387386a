import cluster from "node:cluster";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ViteDevServer } from "vite";
import { ConfigError, ensureSessionSecret, parseConfig } from "~/config.server";
import { openDatabase, type Database } from "~/db/client.server";
import { acquireDataDirLock, DataDirLockedError } from "~/db/data-dir-lock.server";
import { migrateDatabase } from "~/db/migrate.server";
import { describeDemoAccounts, seedDemoAccounts, seedDemoOwnership } from "~/db/seed/seed-accounts.server";
import { seedDemoData } from "~/db/seed/seed-demo.server";
import { seedDemoPowersOfAttorney } from "~/db/seed/seed-demo-agents.server";
import { seedDemoOwnerInsights } from "~/db/seed/seed-demo-ownership.server";
import { seedDemoNotifications } from "~/db/seed/seed-demo-notifications.server";
import { seedDemoWonAuction } from "~/db/seed/seed-demo-settlement.server";
import { createLiveBus } from "~/modules/live/live-bus.server";
import { createHttpApp } from "./http/http-app";
import { listenShared } from "./http/listen";
import { createLoadShedder, healthOnly } from "./http/load-shedding";
import { createLogger } from "./logger";
import { appJobs } from "./jobs/app-jobs";
import { createJobRunner } from "./jobs/job-runner";
import { createEventsHandler } from "./live/events-handler";
import { connectRedis } from "./redis";

type StartOptions = { vite?: ViteDevServer };

/**
 * Boots the process: validates configuration, takes the embedded database's lock, migrates,
 * seeds demo data on first run (SEED_DEMO: outside production by default), starts the periodic
 * jobs (the auction clock among them, see server/jobs/app-jobs.ts), and serves HTTP until
 * SIGTERM/SIGINT, then drains and closes everything in order.
 */
export async function startServer({ vite }: StartOptions = {}) {
  let config;
  try {
    config = ensureSessionSecret(parseConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  if (config.production && !config.sms) {
    logger.warn("SMS_PROVIDER_URL is not set: one-time codes are kept in the outbox table and reach nobody");
  }
  if (config.production && config.paymentGateway.name === "sandbox") {
    // parseConfig refuses this unless ALLOW_SANDBOX_GATEWAY=true says the deployment is a staging one.
    logger.warn(
      "PAYMENT_GATEWAY is the sandbox (ALLOW_SANDBOX_GATEWAY=true): its test cards credit wallets, " +
        "so this deployment must handle no real money",
    );
  }

  let lock: { release(): void } | null = null;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }

  let database: Database;
  try {
    database = config.databaseUrl
      ? await openDatabase({
          url: config.databaseUrl,
          onIdleError: (err) =>
            logger.warn({ err }, "an idle database connection failed; the pool replaces it"),
        })
      : await openDatabase({
          dir: path.join(config.dataDir, "pglite"),
          thread: true,
          // Nothing can be served without it: end as a crash does, so the supervisor starts anew.
          onThreadFailure: (err) => {
            logger.fatal({ err }, "the embedded database's thread stopped");
            lock?.release();
            process.exit(1);
          },
        });
    await migrateDatabase(database);
    if (config.seedDemo) {
      const seeded = await seedDemoData(database.db);
      if (seeded.seeded) logger.info({ properties: seeded.properties }, "demo data seeded");
    }
    // Demo accounts have a published password: never in production.
    if (config.seedDemo && !config.production) {
      await seedDemoAccounts(database.db);
      await seedDemoOwnership(database.db);
      await seedDemoPowersOfAttorney(database.db);
      await seedDemoOwnerInsights(database.db);
      await seedDemoNotifications(database.db);
      // After the notifications: it adds its own "you won", which would otherwise stop them.
      await seedDemoWonAuction(database.db);
      logger.info(describeDemoAccounts());
    }
  } catch (error) {
    lock?.release();
    logger.fatal({ err: error }, "database start-up failed");
    process.exit(1);
  }

  const build = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<never>
    : () => import("virtual:react-router/server-build");
  const buildId = vite ? "dev" : (await import("virtual:react-router/server-build")).assets.version;
  const clientDir = vite ? null : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");

  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : null;
  const live = createLiveBus({ db: database.db, logger, redisUrl: config.redisUrl });
  if (config.redisUrl) void live.listening().then(() => logger.info("live events: listening on redis"));
  const services = { config, database, logger, buildId, redis, live };
  // Event streams are served on Node's request and response, before Hono and Vite (ADR 013).
  const events = createEventsHandler(services, {
    streamsPerAddress: config.limits.streamsPerAddress,
    streamsPerUser: config.limits.streamsPerUser,
    trustProxy: config.trustProxy,
  });
  const jobs = createJobRunner({ jobs: appJobs(services), logger });
  // Not under Vite: its compilations stall the event loop by design.
  const loadShedding = vite
    ? undefined
    : createLoadShedder({
        maxConcurrent: config.limits.maxConcurrentRequests,
        maxEventLoopDelayMs: config.limits.maxEventLoopDelayMs,
      });
  const app = createHttpApp(services, {
    build,
    clientDir,
    dev: Boolean(vite),
    loadShedding,
    metrics: { openEventStreams: events.openStreams, registries: [jobs.registry] },
  });
  const listener = getRequestListener(app.fetch);
  const pages = vite
    ? (req: IncomingMessage, res: ServerResponse) => vite.middlewares(req, res, () => listener(req, res))
    : listener;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (!events.handle(req, res)) void pages(req, res);
  };

  jobs.start();
  const server = createServer(handle);
  server.keepAliveTimeout = 65_000;
  // Health checks on a port of their own when asked (HEALTH_PORT): never behind pages' connections.
  // A worker of WEB_CONCURRENCY (server/cluster-primary.mjs) binds beside its siblings.
  const clustered = cluster.isWorker;
  const healthServer = config.healthPort ? createServer(healthOnly(listener)) : null;
  healthServer?.listen(
    clustered
      ? { port: config.healthPort!, host: config.host, reusePort: true, exclusive: true }
      : { port: config.healthPort!, host: config.host },
  );
  const listening = await listenShared(server, {
    port: config.port,
    host: config.host,
    sockets: config.limits.acceptSockets,
    clustered,
  });
  // The primary starts the next worker once this one serves (the first migrates and seeds alone).
  if (clustered) process.send?.({ type: "mazad:listening" });
  const devEndpoints = { off: "off", loopback: "loopback clients only", on: "on for every client" };
  logger.info(
    {
      port: config.port,
      database: database.kind,
      dataDir: config.dataDir,
      mode: config.env,
      devEndpoints: config.devEndpoints,
      paymentGateway: config.paymentGateway.name,
    },
    `Mazad is serving on ${config.appOrigin} in ${config.env} mode; development endpoints: ` +
      `${devEndpoints[config.devEndpoints]}; payment gateway: ${config.paymentGateway.name}`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Runs under way finish (a webhook delivery, an auction's close) before the database closes.
    await jobs.stop();
    // Open streams would hold server.close() forever; their clients reconnect to another instance.
    events.close();
    loadShedding?.close();
    listening.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    healthServer?.close();
    healthServer?.closeAllConnections();
    await live.close();
    await vite?.close();
    await redis?.quit().catch(() => {});
    await database.close().catch((err: unknown) => logger.error({ err }, "closing the database"));
    lock?.release();
    logger.info("stopped");
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  return { server, services };
}
