import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** Empty strings in the environment mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const EnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(["development", "production", "test"])).default("development"),
    /** What kind of deployment this is; defaults to NODE_ENV. `npm start` on a laptop is "development". */
    APP_ENV: optional(z.enum(["development", "production", "test"])),
    PORT: optional(
      z.coerce
        .number({ error: "must be a number" })
        .int("must be a whole number")
        .min(1, "must be between 1 and 65535")
        .max(65535, "must be between 1 and 65535"),
    ).default(3000),
    HOST: optional(z.string()).default("0.0.0.0"),
    DATA_DIR: optional(z.string()).default("./.data"),
    DATABASE_URL: optional(
      z.url({
        protocol: /^postgres(ql)?$/,
        error: "must be a PostgreSQL URL such as postgres://user@host:5432/db",
      }),
    ),
    REDIS_URL: optional(
      z.url({ protocol: /^rediss?$/, error: "must be a Redis URL such as redis://127.0.0.1:6379" }),
    ),
    APP_ORIGIN: optional(
      z.url({ protocol: /^https?$/, error: "must be an http(s) origin such as https://mazad.sa" }),
    ),
    SESSION_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    API_BASE_URL: optional(
      z.string().regex(/^(\/|https?:\/\/)\S*$/, "must be a path such as /api/v1 or an absolute http(s) URL"),
    ).default("/api/v1"),
    LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])),
    /** Demo listings in an empty database; default: on outside production, off in production. */
    SEED_DEMO: optional(z.enum(["true", "false", "1", "0"], { error: "must be true or false" })),
    MAP_TILE_URL: optional(z.string()).default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    /** How many reverse proxies stand in front: the client address is read from X-Forwarded-For. */
    TRUST_PROXY: optional(
      z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(0).max(5),
    ).default(0),
    SMS_PROVIDER_URL: optional(
      z.url({
        protocol: /^https?$/,
        error: "must be an http(s) URL such as https://el.cloud.unifonic.com/rest/SMS/messages",
      }),
    ),
    SMS_API_KEY: optional(z.string()),
    SMS_SENDER: optional(z.string().max(11, "must be at most 11 characters (an approved sender name)")),
    SMTP_URL: optional(
      z.url({
        protocol: /^smtps?$/,
        error: "must be an SMTP URL such as smtps://user:pass@smtp.example.com:465",
      }),
    ),
    MAIL_FROM: optional(z.string().min(3)),
    /** Which card gateway takes card and Apple Pay payments (ADR 017). */
    PAYMENT_GATEWAY: optional(
      z.enum(["sandbox", "moyasar"], { error: "must be sandbox or moyasar" }),
    ).default("sandbox"),
    /**
     * A production start refuses the sandbox gateway (its test cards credit real, withdrawable
     * balances) unless this says the deployment is a staging one, with no real money.
     */
    ALLOW_SANDBOX_GATEWAY: optional(z.enum(["true", "false", "1", "0"], { error: "must be true or false" })),
    /** Bearer token that /metrics asks for; unset: /metrics answers 404 in production, loopback only otherwise. */
    METRICS_TOKEN: optional(z.string().min(16, "must be at least 16 characters")),
    /**
     * The development endpoints (/api/v1/dev/…): `loopback` (the default outside production)
     * answers only clients on this machine, `on` any client, `off` none. Never in production.
     */
    DEV_ENDPOINTS: optional(z.enum(["loopback", "on", "off"], { error: "must be loopback, on or off" })),
    MOYASAR_SECRET_KEY: optional(
      z.string().regex(/^sk_(test|live)_\S+$/, "must be a Moyasar secret key (sk_test_… or sk_live_…)"),
    ),
    MOYASAR_WEBHOOK_SECRET: optional(z.string().min(8, "must be at least 8 characters")),
    MOYASAR_API_URL: optional(
      z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://api.moyasar.com/v1" }),
    ).default("https://api.moyasar.com/v1"),
    /** S3-compatible object storage for uploads (ADR 021); unset: files under DATA_DIR/uploads. */
    S3_ENDPOINT: optional(
      z.url({
        protocol: /^https?$/,
        error: "must be an http(s) URL such as https://s3.me-south-1.amazonaws.com",
      }),
    ),
    S3_BUCKET: optional(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          "must be an S3 bucket name (3-63 lowercase letters, digits, dots, hyphens)",
        ),
    ),
    S3_ACCESS_KEY_ID: optional(z.string().min(3, "must be at least 3 characters")),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(3, "must be at least 3 characters")),
    S3_REGION: optional(
      z.string().regex(/^[a-z0-9-]{2,32}$/, "must be a region name such as me-south-1"),
    ).default("us-east-1"),
    /** Open live-update streams one client address may hold (more answer 503). */
    LIVE_STREAMS_PER_ADDRESS: optional(
      z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1).max(10000),
    ).default(20),
    /** Open live-update streams one signed-in user may hold (more answer 503). */
    LIVE_STREAMS_PER_USER: optional(
      z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1).max(1000),
    ).default(10),
    /**
     * Pages and API requests served at once; more answer 503 (0: no limit). Unset: 4 on the
     * embedded database (one thread runs every query, ADR 042), 32 on PostgreSQL.
     */
    MAX_CONCURRENT_REQUESTS: optional(
      z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(0).max(10000),
    ),
    /**
     * How long (ms) a guest's rendered home, listing or property page is served to other guests
     * (ADR 040); 0: every guest's page is rendered for them.
     */
    GUEST_PAGE_CACHE_MS: optional(
      z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(0).max(10000),
    ).default(1500),
    /** A second port answering only /healthz and /readyz, so health checks never queue behind pages. */
    HEALTH_PORT: optional(
      z.coerce
        .number({ error: "must be a number" })
        .int("must be a whole number")
        .min(1, "must be between 1 and 65535")
        .max(65535, "must be between 1 and 65535"),
    ),
    /**
     * Listening sockets bound together on PORT (SO_REUSEPORT, Linux): libuv accepts one new
     * connection per socket per turn of the event loop, so under a flood more sockets take new
     * connections (and answer or shed them) sooner. 1: one plain socket.
     */
    ACCEPT_SOCKETS: optional(
      z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1).max(256),
    ).default(64),
    /** How long (ms) the event loop may have been busy when a page or API request reaches it; longer answers 503 (0: no limit). */
    MAX_EVENT_LOOP_DELAY_MS: optional(
      z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(0).max(60000),
    ).default(250),
  })
  .superRefine((env, ctx) => {
    const production = (env.APP_ENV ?? env.NODE_ENV) === "production";
    if (production && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production (at least 32 random characters)",
      });
    }
    if (production && env.PAYMENT_GATEWAY === "sandbox" && !isTrue(env.ALLOW_SANDBOX_GATEWAY)) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_GATEWAY"],
        message:
          "must not be the sandbox (the default) in production: its test cards credit real, withdrawable " +
          "wallet balances. Set PAYMENT_GATEWAY=moyasar with its keys, or ALLOW_SANDBOX_GATEWAY=true for a " +
          "staging deployment that handles no real money",
      });
    }
    if (production && (env.DEV_ENDPOINTS === "on" || env.DEV_ENDPOINTS === "loopback")) {
      ctx.addIssue({
        code: "custom",
        path: ["DEV_ENDPOINTS"],
        message:
          "cannot be turned on in production (the development endpoints read texted codes and credit wallets)",
      });
    }
    if (env.SMS_PROVIDER_URL && !env.SMS_API_KEY) {
      ctx.addIssue({ code: "custom", path: ["SMS_API_KEY"], message: "is required with SMS_PROVIDER_URL" });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "is required with SMTP_URL" });
    }
    for (const key of ["MOYASAR_SECRET_KEY", "MOYASAR_WEBHOOK_SECRET"] as const) {
      if (env.PAYMENT_GATEWAY === "moyasar" && !env[key]) {
        ctx.addIssue({ code: "custom", path: [key], message: "is required with PAYMENT_GATEWAY=moyasar" });
      }
    }
    const s3Keys = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
    if (s3Keys.some((key) => env[key])) {
      for (const key of s3Keys) {
        if (!env[key])
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "is required for S3 storage (set all four S3_ settings or none)",
          });
      }
    }
  });

/** Settings whose values never appear in an error message. */
const secretKeys = new Set([
  "SESSION_SECRET",
  "SMS_API_KEY",
  "SMTP_URL",
  "MOYASAR_SECRET_KEY",
  "MOYASAR_WEBHOOK_SECRET",
  "S3_SECRET_ACCESS_KEY",
  "METRICS_TOKEN",
]);

const isTrue = (value: string | undefined) => value === "true" || value === "1";

export type Config = ReturnType<typeof buildConfig>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

function buildConfig(env: z.infer<typeof EnvSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const appEnv = env.APP_ENV ?? env.NODE_ENV;
  const production = appEnv === "production";
  return {
    env: appEnv,
    production,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    appOrigin: (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    sessionSecret: env.SESSION_SECRET ?? "",
    logLevel: env.LOG_LEVEL ?? (appEnv === "test" ? "warn" : "info"),
    seedDemo: env.SEED_DEMO === undefined ? !production : isTrue(env.SEED_DEMO),
    trustProxy: env.TRUST_PROXY,
    /** Null: /metrics is not served in production, and only to loopback clients otherwise. */
    metricsToken: env.METRICS_TOKEN ?? null,
    /** Who may call the development endpoints (server/api/dev-access.ts); always "off" in production. */
    devEndpoints: production ? ("off" as const) : (env.DEV_ENDPOINTS ?? "loopback"),
    /** Null: SMS messages are kept in the outbox table only. */
    sms:
      env.SMS_PROVIDER_URL && env.SMS_API_KEY
        ? { url: env.SMS_PROVIDER_URL, apiKey: env.SMS_API_KEY, sender: env.SMS_SENDER ?? "Mazad" }
        : null,
    /** Null: e-mail is kept in the outbox table only. */
    mail: env.SMTP_URL && env.MAIL_FROM ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : null,
    /** The card gateway; the sandbox's keys derive from the session secret (sandboxGatewaySecrets). */
    paymentGateway:
      env.PAYMENT_GATEWAY === "moyasar" && env.MOYASAR_SECRET_KEY && env.MOYASAR_WEBHOOK_SECRET
        ? {
            name: "moyasar" as const,
            moyasar: {
              secretKey: env.MOYASAR_SECRET_KEY,
              webhookSecret: env.MOYASAR_WEBHOOK_SECRET,
              apiUrl: env.MOYASAR_API_URL.replace(/\/$/, ""),
            },
          }
        : { name: "sandbox" as const, moyasar: null },
    /** Where uploaded files live (app/storage): S3-compatible object storage, or DATA_DIR/uploads. */
    storage:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            driver: "s3" as const,
            s3: {
              endpoint: env.S3_ENDPOINT.replace(/\/+$/, ""),
              bucket: env.S3_BUCKET,
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
              region: env.S3_REGION,
            },
          }
        : { driver: "local" as const, root: path.join(dataDir, "uploads") },
    /** Null: health checks on the main port only. */
    healthPort: env.HEALTH_PORT ?? null,
    /** Load limits: live streams per client (ADR 013) and load shedding (server/http/load-shedding.ts). */
    limits: {
      streamsPerAddress: env.LIVE_STREAMS_PER_ADDRESS,
      streamsPerUser: env.LIVE_STREAMS_PER_USER,
      maxConcurrentRequests: env.MAX_CONCURRENT_REQUESTS ?? (env.DATABASE_URL ? 32 : 4),
      maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
      acceptSockets: env.ACCEPT_SOCKETS,
    },
    /** Guests' pages shared for this long (ms) per page (ADR 040); 0: off. */
    guestPageCacheMs: env.GUEST_PAGE_CACHE_MS,
    /** The only settings the browser ever sees. */
    public: {
      api_base_url: env.API_BASE_URL,
      map_tile_url: env.MAP_TILE_URL,
    },
  };
}

/**
 * Validates the environment. Every problem is reported at once, in plain words, and the
 * process can exit before touching anything.
 */
export function parseConfig(source: Record<string, string | undefined> = process.env): Config {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = issue.path.join(".");
      const value = source[key];
      const shown = secretKeys.has(key) || value === undefined ? "" : ` (got "${value}")`;
      return `  - ${key} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return buildConfig(result.data);
}

/** Outside production, a session secret is generated once and kept in DATA_DIR. */
export function ensureSessionSecret(config: Config): Config {
  if (config.sessionSecret) return config;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, "session-secret");
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  return { ...config, sessionSecret: readFileSync(file, "utf8").trim() };
}

export type PublicConfig = Config["public"];

/**
 * The sandbox gateway's API key and webhook signing secret. Derived from the session secret with
 * HMAC (one label each), so a sandbox deployment needs no new setting, every instance sharing the
 * session secret agrees on them, and neither reveals the session secret or the other.
 */
export function sandboxGatewaySecrets(sessionSecret: string): { apiKey: string; webhookSecret: string } {
  if (!sessionSecret) throw new Error("the session secret is not set (ensureSessionSecret)");
  const derive = (label: string) => createHmac("sha256", sessionSecret).update(label).digest("base64url");
  return {
    apiKey: `sk_sandbox_${derive("mazad/sandbox-gateway/api-key")}`,
    webhookSecret: derive("mazad/sandbox-gateway/webhook-signing"),
  };
}
