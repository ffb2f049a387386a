import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";

/*
 * Real app processes for the tests that need one: a crash (SIGKILL) or a Redis outage cannot be
 * played inside the test's own process. Each instance is the production build started as
 * `node server.mjs` is started in production, on a PostgreSQL database of the test's own.
 */

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

/** Why real instances cannot run here, or null when they can. */
export function instancesUnavailable(): string | null {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:/.test(url)) return "needs PostgreSQL (DATABASE_URL)";
  if (!existsSync(path.join(buildDir, "server/index.js"))) {
    return "needs the production build (`npm run build`; `npm test` builds before its browser tests)";
  }
  return null;
}

/** A TCP port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A database of the test's own beside DATABASE_URL's (its name plus `suffix`), created empty and
 * migrated. The instances' periodic jobs (the auction clock, webhook deliveries) then act on this
 * test's rows only, never on those of the other test files sharing DATABASE_URL.
 */
export async function createScratchDatabase(suffix: string) {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `${decodeURIComponent(base.pathname.slice(1))}_${suffix}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const quoted = `"${name.replace(/"/g, '""')}"`;
  await admin(`drop database if exists ${quoted} with (force)`);
  await admin(`create database ${quoted}`);
  const url = new URL(base);
  url.pathname = `/${encodeURIComponent(name)}`;
  const database: Database = await openDatabase({ url: url.toString(), poolSize: 4 });
  await migrateDatabase(database);
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      await admin(`drop database if exists ${quoted} with (force)`);
    },
  };
}

export type AppInstance = {
  origin: string;
  port: number;
  process: ChildProcess;
  /** What the process wrote on stderr (warnings and errors: LOG_LEVEL is warn). */
  stderr: () => string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** Stops the process at once, as a power cut or the kernel's OOM killer would. */
  kill(): Promise<void>;
};

/** A fixed session secret: sessions and the sandbox gateway's keys survive a restart. */
const SESSION_SECRET = "crash-and-outage-tests-secret-0123456789abcdef";

/**
 * Starts `node server.mjs` (the production build) on `port` and resolves once `/readyz` answers
 * 200. Demo data is not seeded; the test makes its own rows.
 */
export async function startInstance(options: {
  port: number;
  databaseUrl: string;
  redisUrl?: string;
  name: string;
  /** More settings for the process (e.g. WEB_CONCURRENCY). */
  env?: Record<string, string>;
}): Promise<AppInstance> {
  const origin = `http://127.0.0.1:${options.port}`;
  const dataDir = path.resolve("tests/.tmp", options.name);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ["server.mjs"], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      BUILD_DIR: buildDir,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      APP_ORIGIN: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      SESSION_SECRET,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.setEncoding("utf8");
  child.stderr!.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const deadline = Date.now() + 45_000;
  for (;;) {
    if (gone) throw new Error(`instance ${options.name} exited while starting:\n${stderr}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`instance ${options.name} not ready after 45 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    port: options.port,
    process: child,
    stderr: () => stderr,
    exited,
    async kill() {
      if (!gone) child.kill("SIGKILL");
      await exited;
    },
  };
}
