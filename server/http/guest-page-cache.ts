import { randomBytes } from "node:crypto";
import { compressParts, gzipJoin, type GzipParts } from "./gzip-parts";

/**
 * A guest's page rendered once and served to every guest asking for the same page within a short
 * time (ADR 040). Guests' pages are the same for everyone within a second or two (the live stream
 * corrects the rest), so when a property's link travels through a crowd, one render per page per
 * moment answers them all, and guests who ask while that render is still running wait for it
 * instead of starting their own (single flight).
 *
 * The CSP nonce stays unique per response: a cached render carries a placeholder where the nonce
 * goes (the page is rendered with the placeholder as its nonce), and each answer gets its own
 * nonce substituted. The placeholder is random per process, so no text a person writes can
 * contain it. Compression, which would otherwise cost more than the render saved, is done once per
 * cached page too: a browser accepting gzip gets the page's parts compressed once with its nonce
 * compressed between them (gzip-parts.ts).
 *
 * A page many guests ask for is rendered again shortly before it expires, in the background, by the
 * first guest asking in the last quarter of its time (refresh ahead): under a steady crowd nobody
 * waits for a render after the first, while no answer is ever older than the time to live.
 *
 * Only what `key` names is cached: the caller decides which requests are a guest's (no session
 * cookie, no bearer token) and which pages qualify. An answer is stored only when it is a 200 HTML
 * page that sets no cookie; anything else (errors, redirects, not found, a page that sets a
 * cookie) is answered to the request that rendered it and never reused.
 */
export type GuestPageCache = {
  /**
   * The answer for `key`: a fresh cached render (with `nonce` substituted), the render in flight
   * for the same key, or a new render by `render`, which receives the nonce to render with (the
   * placeholder) and whose answer is stored when it qualifies. `served` tells how it was answered.
   * `refresh` renders the page again in the background when a hit comes in the last quarter of
   * the page's time (a render nobody waits for: not a person's view of the page).
   */
  serve(
    key: string,
    nonce: string,
    render: (renderNonce: string) => Promise<Response>,
    options?: { gzip?: boolean; refresh?: (renderNonce: string) => Promise<Response> },
  ): Promise<{ response: Response; served: "hit" | "shared" | "rendered" }>;
  /** Entries held now (expired ones included until they are swept). */
  readonly size: number;
};

type Entry = {
  expiresAt: number;
  status: number;
  headers: [string, string][];
  /** The body split at each placeholder: joined with the answer's nonce. */
  parts: string[];
  /** The parts compressed, once, when a browser accepting gzip first asks. */
  gzip?: GzipParts;
};

export function createGuestPageCache(options: {
  ttlMs: number;
  /** At most this many pages are held (each about 180 KB with its compressed parts); the oldest go first. */
  maxEntries?: number;
  now?: () => number;
  /** Told when a background refresh fails (the page is then rendered by the next guest who asks). */
  onRefreshError?: (error: unknown) => void;
}): GuestPageCache {
  const { ttlMs } = options;
  const refreshAheadMs = ttlMs / 4;
  const maxEntries = options.maxEntries ?? 200;
  const now = options.now ?? (() => performance.now());
  const placeholder = `mazadnonce${randomBytes(16).toString("hex")}`;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry | null>>();

  function answer(entry: Entry, nonce: string, gzip = false): Response {
    if (!gzip) return new Response(entry.parts.join(nonce), { status: entry.status, headers: entry.headers });
    entry.gzip ??= compressParts(entry.parts);
    const headers = new Headers(entry.headers);
    headers.delete("content-length");
    headers.set("content-encoding", "gzip");
    const vary = headers.get("vary");
    if (!/accept-encoding/i.test(vary ?? ""))
      headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    return new Response(new Uint8Array(gzipJoin(entry.gzip, nonce)), { status: entry.status, headers });
  }

  function store(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    // Map keeps insertion order, and every entry lives as long: the first are the oldest, and
    // the expired ones are all at the front. They go, then the oldest beyond the limit.
    const at = now();
    for (const [old, held] of entries) {
      if (entries.size <= maxEntries && held.expiresAt > at) break;
      entries.delete(old);
    }
  }

  /**
   * Renders with the placeholder as the nonce and answers with `nonce` in its place; the render is
   * stored (and returned as an entry, for requests waiting on it) when it qualifies.
   */
  async function renderOnce(
    key: string,
    nonce: string,
    render: (renderNonce: string) => Promise<Response>,
    gzip: boolean,
  ): Promise<{ response: Response; entry: Entry | null }> {
    const response = await render(placeholder);
    const made = await entryOf(response);
    if (!made) return { response, entry: null };
    if (made.cacheable) store(key, made.entry);
    // What is not stored leaves uncompressed: the compression middleware deals with it as usual.
    return {
      response: answer(made.entry, nonce, made.cacheable && gzip),
      entry: made.cacheable ? made.entry : null,
    };
  }

  /** A render as an entry, and whether it may be stored; null for a body that is not HTML. */
  async function entryOf(response: Response): Promise<{ entry: Entry; cacheable: boolean } | null> {
    const type = response.headers.get("content-type") ?? "";
    // A body that is not HTML (a redirect's, a data answer) never carries the nonce: as it is.
    if (!type.startsWith("text/html") || response.body === null) return null;
    const entry: Entry = {
      expiresAt: now() + ttlMs,
      status: response.status,
      headers: [...response.headers],
      parts: (await response.text()).split(placeholder),
    };
    return { entry, cacheable: ttlMs > 0 && response.status === 200 && !response.headers.has("set-cookie") };
  }

  /**
   * Renders `key` again in the background, as the render in flight that guests arriving once the
   * old entry expired wait for. A render that may not be stored (the page is gone, it failed)
   * removes the old entry: the next guest renders for themselves.
   */
  function refreshInBackground(key: string, render: (renderNonce: string) => Promise<Response>) {
    let settle!: (entry: Entry | null) => void;
    inFlight.set(key, new Promise<Entry | null>((resolve) => (settle = resolve)));
    void (async () => {
      let entry: Entry | null = null;
      try {
        const made = await entryOf(await render(placeholder));
        if (made?.cacheable) entry = made.entry;
      } catch (error) {
        options.onRefreshError?.(error);
      }
      if (entry) store(key, entry);
      else entries.delete(key);
      inFlight.delete(key);
      settle(entry);
    })();
  }

  return {
    get size() {
      return entries.size;
    },
    async serve(key, nonce, render, serveOptions = {}) {
      const gzip = serveOptions.gzip ?? false;
      const cached = entries.get(key);
      const at = now();
      if (cached && cached.expiresAt > at) {
        if (serveOptions.refresh && cached.expiresAt - at <= refreshAheadMs && !inFlight.has(key)) {
          refreshInBackground(key, serveOptions.refresh);
        }
        return { response: answer(cached, nonce, gzip), served: "hit" };
      }
      if (cached) entries.delete(key);

      const pending = inFlight.get(key);
      if (pending) {
        const shared = await pending;
        if (shared) return { response: answer(shared, nonce, gzip), served: "shared" };
        // The render in flight could not be shared (an error, a cookie): this request renders its own.
        return { response: (await renderOnce(key, nonce, render, gzip)).response, served: "rendered" };
      }

      let settle!: (entry: Entry | null) => void;
      inFlight.set(key, new Promise<Entry | null>((resolve) => (settle = resolve)));
      try {
        const own = await renderOnce(key, nonce, render, gzip);
        settle(own.entry);
        return { response: own.response, served: "rendered" };
      } catch (error) {
        settle(null);
        throw error;
      } finally {
        inFlight.delete(key);
      }
    },
  };
}
