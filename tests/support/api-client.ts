import createClient, { type Client } from "openapi-fetch";
import type { paths } from "~/lib/api-types";
import { TEST_ORIGIN } from "./http-client";

type App = { request(input: Request): Response | Promise<Response> };

/**
 * The API's client generated from its OpenAPI document (`paths` in app/lib/api-types.ts, made by
 * `npm run api:types`), calling the in-process app: a test that sends a path, parameter or body
 * the document does not declare fails to typecheck. Calls answer `{ data, error, response }`:
 * `data` is the parsed 2xx body, `error` the parsed problem+json of any other status. Requests
 * carry our origin's `Origin` (the app's address: `options.origin`, by default the test origin), as
 * a browser on our pages would; `callerHeaders` adds the rest.
 */
export function apiClient(app: App, options: { origin?: string } = {}): Client<paths> {
  const origin = options.origin ?? TEST_ORIGIN;
  return createClient<paths>({
    baseUrl: `${origin}/api/v1`,
    fetch: (request) => Promise.resolve(app.request(request)),
    headers: { Origin: origin },
  });
}

export type Caller = {
  /** Session token sent as the mazad_session cookie. */
  cookie?: string;
  /** Session token sent as `Authorization: Bearer`. */
  bearer?: string;
  /** `Idempotency-Key`: `true` for a new one, or the key to send again. */
  key?: string | true;
  lang?: "ar" | "en";
  /** Origin header; null sends none (an app, not a page). Default: our origin. */
  origin?: string | null;
  /** Client address, as X-Forwarded-For. */
  ip?: string;
};

/** The headers of one call: who calls, in which language, with which Idempotency-Key. */
export function callerHeaders(caller: Caller): Record<string, string | null> {
  const headers: Record<string, string | null> = {};
  if (caller.cookie) headers.Cookie = `mazad_session=${caller.cookie}`;
  if (caller.bearer) headers.Authorization = `Bearer ${caller.bearer}`;
  if (caller.key) headers["Idempotency-Key"] = caller.key === true ? crypto.randomUUID() : caller.key;
  if (caller.lang) headers["Accept-Language"] = caller.lang;
  if (caller.origin !== undefined) headers.Origin = caller.origin;
  if (caller.ip) headers["X-Forwarded-For"] = caller.ip;
  return headers;
}

/**
 * A value the document forbids (a malformed id, query or body), sent on purpose to test that the
 * API refuses it: the cast is the test's point, not a hole in the client's types.
 */
export function offContract<T>(value: unknown): NonNullable<T> {
  return value as NonNullable<T>;
}

/**
 * A file for a `format: binary` field of a multipart body: openapi-typescript types such a field
 * as a string, and the file goes in its place (sent by `asFormData`).
 */
export function binary(file: Blob): string {
  return file as unknown as string;
}

/**
 * Sends a body as multipart/form-data (an upload), each field that is not undefined as one part:
 * pass as the call's `bodySerializer`.
 */
export function asFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, string | Blob | undefined>)) {
    if (value !== undefined) form.append(name, value);
  }
  return form;
}
