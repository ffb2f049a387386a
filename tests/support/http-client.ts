/**
 * A small client for whole-app HTTP tests: JSON bodies, a session cookie jar, and the headers a
 * browser on our origin would send.
 */
export const TEST_ORIGIN = "http://localhost:3000";

type Fetcher = { request(path: string, init?: RequestInit): Response | Promise<Response> };

export type CallOptions = {
  body?: unknown;
  /** Session token sent as the mazad_session cookie. */
  cookie?: string | null;
  bearer?: string;
  /** Origin header; null sends none. Default: our origin. */
  origin?: string | null;
  referer?: string;
  ip?: string;
  lang?: "ar" | "en";
  rawBody?: string;
  contentType?: string;
  /** Any other headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
};

export function httpClient(app: Fetcher) {
  return async function call(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = {};
    if (options.body !== undefined || options.rawBody !== undefined) {
      headers["Content-Type"] = options.contentType ?? "application/json";
    }
    if (options.cookie) headers.Cookie = `mazad_session=${options.cookie}`;
    if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
    if (options.origin !== null) headers.Origin = options.origin ?? TEST_ORIGIN;
    if (options.referer) headers.Referer = options.referer;
    if (options.ip) headers["X-Forwarded-For"] = options.ip;
    if (options.lang) headers["Accept-Language"] = options.lang;
    Object.assign(headers, options.headers);
    const res = await app.request(path, {
      method,
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await res.text();
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions check the shape
    return { res, status: res.status, json: json as any, cookie: sessionCookieOf(res) };
  };
}

/** The mazad_session value a response sets ("" when it clears it), or undefined. */
export function sessionCookieOf(res: Response): string | undefined {
  for (const header of res.headers.getSetCookie()) {
    const match = /^mazad_session=([^;]*)/.exec(header);
    if (match) return match[1];
  }
  return undefined;
}
