import pino, { type Logger } from "pino";
import type { Config } from "~/config.server";

export function createLogger(config: Pick<Config, "logLevel" | "production">): Logger {
  return pino({
    level: config.logLevel,
    base: { service: "mazad" },
    redact: {
      // Secrets and personal data never reach the logs.
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.cardNumber", "*.cvv"],
      censor: "[redacted]",
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
