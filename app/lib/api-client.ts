import { ofetch, type FetchContext, type FetchOptions } from "ofetch";
import { readPublicConfig } from "./public-config";

/** The seed's retry policy: these answers mean "try again", for requests safe to repeat. */
export const retryStatusCodes = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/** Methods that HTTP defines as idempotent; a POST is repeated only with an Idempotency-Key. */
const idempotentMethods = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

const MAX_DELAY_MS = 5_000;

export type ApiClientOptions = {
  /** The public `api_base_url` setting, e.g. `/api/v1`. */
  baseURL: string;
  /** How many times an idempotent request is repeated after a retryable answer. */
  retries?: number;
  /** Milliseconds before a request is abandoned; none by default. */
  timeout?: number;
  /** First retry delay; each next one doubles (a `Retry-After` answer wins, up to 5 s). */
  retryDelayMs?: number;
  /** The page's language, sent so API messages come back in it. */
  lang?: "ar" | "en";
};

export type ApiRequestOptions = Omit<FetchOptions<"json">, "baseURL" | "retryStatusCodes"> & {
  method?: string;
};

export function isRetrySafe(method: string | undefined, headers: HeadersInit | undefined): boolean {
  const verb = (method ?? "GET").toUpperCase();
  return idempotentMethods.has(verb) || new Headers(headers).has("Idempotency-Key");
}

function retryAfterMs(context: FetchContext): number | null {
  const header = context.response?.headers.get("retry-after");
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/**
 * The browser's HTTP client (ofetch): JSON bodies and query strings, the base URL from the public
 * settings, an optional timeout, and retries of idempotent requests on the seed's status codes.
 */
export function createApiClient({
  baseURL,
  retries = 2,
  timeout,
  retryDelayMs = 300,
  lang,
}: ApiClientOptions) {
  const base = ofetch.create({
    baseURL,
    retryStatusCodes: [...retryStatusCodes],
    timeout,
    headers: { Accept: "application/json", ...(lang ? { "Accept-Language": lang } : {}) },
  });
  return function api<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    let attempt = 0;
    const retry = isRetrySafe(options.method, options.headers) ? (options.retry ?? retries) : 0;
    return base<T>(path, {
      ...options,
      retry,
      retryDelay: (context) => {
        const delay = retryAfterMs(context) ?? retryDelayMs * 2 ** attempt++;
        return Math.min(delay, MAX_DELAY_MS);
      },
    } as FetchOptions<"json">) as Promise<T>;
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let pageClient: ApiClient | null = null;

/** The page's client, built once from the public settings and the document's language. */
export function apiClient(): ApiClient {
  pageClient ??= createApiClient({
    baseURL: readPublicConfig().api_base_url,
    lang: document.documentElement.lang === "en" ? "en" : "ar",
  });
  return pageClient;
}
