import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, ensureSessionSecret, parseConfig } from "./config.server";

/** A real gateway's settings, so that a production configuration may start. */
const moyasar = {
  PAYMENT_GATEWAY: "moyasar",
  MOYASAR_SECRET_KEY: "sk_test_config",
  MOYASAR_WEBHOOK_SECRET: "whsec-config",
};

describe("parseConfig", () => {
  it("has working defaults for a fresh machine", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.production).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.public).toEqual({
      api_base_url: "/api/v1",
      map_tile_url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    });
    expect(config.appOrigin).toBe("http://localhost:3000");
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: " " }).port).toBe(3000);
  });

  it("reports every problem at once, naming the variable and the value", () => {
    const run = () =>
      parseConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", REDIS_URL: "http://r", API_BASE_URL: "api" });
    expect(run).toThrow(ConfigError);
    try {
      run();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT must be a number (got "eighty")');
      expect(message).toContain("DATABASE_URL must be a PostgreSQL URL");
      expect(message).toContain("REDIS_URL must be a Redis URL");
      expect(message).toContain("API_BASE_URL must be a path");
    }
  });

  it("requires a session secret in production and never echoes it", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET is required in production/);
    expect(() => parseConfig({ APP_ENV: "production", SESSION_SECRET: "short" })).toThrow(
      /SESSION_SECRET must be at least 32 characters$/m,
    );
    const config = parseConfig({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), ...moyasar });
    expect(config.production).toBe(true);
  });

  it("refuses the sandbox gateway in production unless a staging deployment opts in", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) };
    for (const gateway of [{}, { PAYMENT_GATEWAY: "sandbox" }, { PAYMENT_GATEWAY: " " }]) {
      expect(() => parseConfig({ ...production, ...gateway })).toThrow(
        /PAYMENT_GATEWAY must not be the sandbox \(the default\) in production: .*ALLOW_SANDBOX_GATEWAY=true/,
      );
    }
    expect(() => parseConfig({ ...production, ALLOW_SANDBOX_GATEWAY: "false" })).toThrow(ConfigError);
    expect(() => parseConfig({ ...production, ALLOW_SANDBOX_GATEWAY: "yes" })).toThrow(
      /ALLOW_SANDBOX_GATEWAY must be true or false/,
    );
    const staging = parseConfig({ ...production, ALLOW_SANDBOX_GATEWAY: "true" });
    expect(staging.paymentGateway.name).toBe("sandbox");
    expect(parseConfig({ ...production, ...moyasar }).paymentGateway.name).toBe("moyasar");
    // Outside production the sandbox stays the default, with nothing to set.
    expect(parseConfig({}).paymentGateway.name).toBe("sandbox");
  });

  it("seeds demo data by default outside production only", () => {
    const production = { APP_ENV: "production", SESSION_SECRET: "x".repeat(40), ...moyasar };
    expect(parseConfig({}).seedDemo).toBe(true);
    expect(parseConfig({ SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(parseConfig(production).seedDemo).toBe(false);
    expect(parseConfig({ ...production, SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it("keeps the development endpoints to loopback by default, and never turns them on in production", () => {
    expect(parseConfig({}).devEndpoints).toBe("loopback");
    expect(parseConfig({ DEV_ENDPOINTS: "on" }).devEndpoints).toBe("on");
    expect(parseConfig({ DEV_ENDPOINTS: "off" }).devEndpoints).toBe("off");
    expect(() => parseConfig({ DEV_ENDPOINTS: "yes" })).toThrow(/DEV_ENDPOINTS must be loopback, on or off/);
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), ...moyasar };
    expect(parseConfig(production).devEndpoints).toBe("off");
    expect(parseConfig({ ...production, DEV_ENDPOINTS: "off" }).devEndpoints).toBe("off");
    for (const value of ["on", "loopback"]) {
      expect(() => parseConfig({ ...production, DEV_ENDPOINTS: value })).toThrow(
        /DEV_ENDPOINTS cannot be turned on in production/,
      );
    }
  });

  it("takes a metrics token of at least 16 characters and never echoes it", () => {
    expect(parseConfig({}).metricsToken).toBeNull();
    expect(parseConfig({ METRICS_TOKEN: "m".repeat(32) }).metricsToken).toBe("m".repeat(32));
    expect(() => parseConfig({ METRICS_TOKEN: "short-secret" })).toThrow(
      /METRICS_TOKEN must be at least 16 characters$/m,
    );
  });

  it("lets APP_ENV describe a local run of the optimized build", () => {
    expect(parseConfig({ NODE_ENV: "production", APP_ENV: "development" }).production).toBe(false);
  });

  it("accepts PostgreSQL and Redis URLs", () => {
    const config = parseConfig({
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
      REDIS_URL: "redis://127.0.0.1:6379",
      PORT: "8080",
    });
    expect(config.databaseUrl).toBe("postgres://postgres@127.0.0.1:5432/test");
    expect(config.redisUrl).toBe("redis://127.0.0.1:6379");
    expect(config.port).toBe(8080);
  });

  it("configures SMS and e-mail providers only when complete, and never echoes their secrets", () => {
    const none = parseConfig({});
    expect(none.sms).toBeNull();
    expect(none.mail).toBeNull();
    expect(none.trustProxy).toBe(0);
    const config = parseConfig({
      SMS_PROVIDER_URL: "https://el.cloud.unifonic.com/rest/SMS/messages",
      SMS_API_KEY: "app-sid",
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      MAIL_FROM: "Mazad <no-reply@mazad.sa>",
      TRUST_PROXY: "1",
    });
    expect(config.sms).toEqual({
      url: "https://el.cloud.unifonic.com/rest/SMS/messages",
      apiKey: "app-sid",
      sender: "Mazad",
    });
    expect(config.mail).toEqual({
      smtpUrl: "smtps://user:pass@smtp.example.com:465",
      from: "Mazad <no-reply@mazad.sa>",
    });
    expect(config.trustProxy).toBe(1);
    expect(() => parseConfig({ SMS_PROVIDER_URL: "https://sms.example" })).toThrow(/SMS_API_KEY is required/);
    expect(() => parseConfig({ SMTP_URL: "smtp://mail.example" })).toThrow(/MAIL_FROM is required/);
    try {
      parseConfig({ SMTP_URL: "http://user:hunter2@mail.example", MAIL_FROM: "x@y.z" });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain("SMTP_URL must be an SMTP URL");
      expect((error as Error).message).not.toContain("hunter2");
    }
  });

  it("stores uploads under DATA_DIR by default, in an S3 bucket when all four S3 settings are set", () => {
    expect(parseConfig({ DATA_DIR: "/srv/mazad" }).storage).toEqual({
      driver: "local",
      root: path.join("/srv/mazad", "uploads"),
    });
    const s3 = {
      S3_ENDPOINT: "http://127.0.0.1:9000/",
      S3_BUCKET: "mazad-uploads",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "s3-secret-value",
    };
    expect(parseConfig(s3).storage).toEqual({
      driver: "s3",
      s3: {
        endpoint: "http://127.0.0.1:9000",
        bucket: "mazad-uploads",
        accessKeyId: "AKIAEXAMPLE",
        secretAccessKey: "s3-secret-value",
        region: "us-east-1",
      },
    });
    expect(parseConfig({ ...s3, S3_REGION: "me-south-1" }).storage).toMatchObject({
      s3: { region: "me-south-1" },
    });
    try {
      parseConfig({
        S3_ENDPOINT: "ftp://files",
        S3_BUCKET: "Bad_Bucket",
        S3_SECRET_ACCESS_KEY: "hunter2-secret",
      });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("S3_ENDPOINT must be an http(s) URL");
      expect(message).toContain("S3_BUCKET must be an S3 bucket name");
      expect(message).toContain("S3_ACCESS_KEY_ID is required for S3 storage");
      expect(message).not.toContain("hunter2");
    }
  });
});

describe("ensureSessionSecret", () => {
  it("generates a secret once and keeps it in DATA_DIR", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mazad-config-"));
    const first = ensureSessionSecret(parseConfig({ DATA_DIR: dir }));
    const second = ensureSessionSecret(parseConfig({ DATA_DIR: dir }));
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(first.sessionSecret);
  });
});
