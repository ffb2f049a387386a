import pino, { type DestinationStream, type Logger } from "pino";
import type { Config } from "~/config.server";

export function createLogger(
  config: Pick<Config, "logLevel" | "production">,
  destination?: DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: { service: "mazad" },
    redact: {
      // Secrets and personal data never reach the logs.
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.cardNumber", "*.cvv"],
      censor: "[redacted]",
    },
    serializers: { err: loggedError },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A database error's fields that name the failure, never the row's values (`detail`, `where`…). */
const databaseFields = ["code", "severity", "constraint", "table", "column", "schema", "routine"] as const;

/**
 * An error as the logs keep it: its type, message, stack frames, database code and causes, but
 * never the data of the request that failed. A failed query's parameters (Drizzle's
 * DrizzleQueryError writes them into its message: names, IBANs, reasons) are left out, and so are
 * PostgreSQL's `detail` (which repeats a row's values) and, for a data exception (SQLSTATE class
 * 22, e.g. an invalid value for a type), the quoted value in its message.
 */
export function loggedError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err, message: "[not an Error]" };
  const record = err as Error & Record<string, unknown>;
  const code = typeof record.code === "string" ? record.code : undefined;
  let message = err.message;
  if (typeof record.query === "string" && "params" in record) message = `Failed query: ${record.query}`;
  else if (code?.startsWith("22")) message = message.replace(/"(?:[^"\\]|\\.)*"/g, '"[redacted]"');
  const frames = (err.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
  const logged: Record<string, unknown> = {
    type: err.name,
    message,
    stack: `${err.name}: ${message}${frames ? `\n${frames}` : ""}`,
  };
  for (const field of databaseFields) {
    if (typeof record[field] === "string") logged[field] = record[field];
  }
  if (err.cause !== undefined && depth < 5) logged.cause = loggedError(err.cause, depth + 1);
  return logged;
}
