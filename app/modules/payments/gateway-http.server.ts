import type { z } from "zod";
import { GatewayError } from "./gateway-error";

export type Fetch = typeof globalThis.fetch;

const TIMEOUT_MS = 15_000;

/**
 * One JSON call to a gateway's REST API with HTTP Basic authentication (the secret key as the
 * user name, no password, as Moyasar and our sandbox expect). The answer is checked against
 * `schema`; every failure becomes a GatewayError whose code says whether retrying can help.
 * Neither the key nor the request body ever appears in an error.
 */
export async function gatewayRequest<S extends z.ZodType>(options: {
  fetch: Fetch;
  url: string;
  method: "GET" | "POST";
  secretKey: string;
  body?: unknown;
  schema: S;
}): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await options.fetch(options.url, {
      method: options.method,
      headers: {
        Authorization: `Basic ${Buffer.from(`${options.secretKey}:`).toString("base64")}`,
        Accept: "application/json",
        ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError" ? "timed out" : "could not connect";
    throw new GatewayError("unavailable", `gateway ${options.method} ${pathOf(options.url)} ${reason}`);
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // A proxy's HTML error page: judged by its status below.
  }
  if (!response.ok) {
    const message = gatewayMessage(json) ?? `HTTP ${response.status}`;
    const where = `gateway ${options.method} ${pathOf(options.url)}`;
    if (response.status === 404) throw new GatewayError("not_found", `${where}: ${message}`, 404);
    if (response.status === 401 || response.status === 403) {
      throw new GatewayError("authentication", `${where}: ${message}`, response.status);
    }
    if (response.status === 429 || response.status >= 500) {
      throw new GatewayError("unavailable", `${where}: ${message}`, response.status);
    }
    throw new GatewayError("invalid_request", `${where}: ${message}`, response.status);
  }
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    throw new GatewayError(
      "invalid_response",
      `gateway ${options.method} ${pathOf(options.url)}: unexpected answer (${parsed.error.issues
        .slice(0, 3)
        .map((i) => i.path.join(".") || "body")
        .join(", ")})`,
      response.status,
    );
  }
  return parsed.data;
}

/** The path only: an id in it is fine to log, a query string might not be. */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return "(invalid URL)";
  }
}

/** `{ message }` (Moyasar and the sandbox), with field errors when given. */
function gatewayMessage(json: unknown): string | null {
  if (!json || typeof json !== "object") return null;
  const { message, errors } = json as { message?: unknown; errors?: unknown };
  if (typeof message !== "string") return null;
  if (errors && typeof errors === "object") {
    const fields = Object.entries(errors as Record<string, unknown>)
      .map(([field, value]) => `${field} ${Array.isArray(value) ? value.join(", ") : String(value)}`)
      .join("; ");
    if (fields) return `${message} (${fields})`;
  }
  return message;
}
