import type { Env, Hono } from "hono";
import type { Lang } from "~/i18n/config";
import { pageMessagesFile } from "~/i18n/instances.server";
import { responseBytes } from "~/page-document.server";
import { acceptsGzip } from "./gzip-parts";

const ONE_YEAR = 31_536_000;

/**
 * A language's page messages (`/i18n/ar.<hash>.json`, named by each page's `<body data-messages>`),
 * which the client entry fetches before hydrating (ADR 040). The name holds the content's hash, so
 * the file is kept for a year. A page of another build (during a deployment) asking for its
 * messages by another hash gets this build's, not to be kept. Any other name is a page's 404.
 */
export function registerMessageRoutes<E extends Env>(app: Hono<E>) {
  app.get("/i18n/:name{(?:ar|en)\\.[0-9a-f]{12}\\.json}", (c) => {
    const [lang, hash] = c.req.param("name").split(".") as [Lang, string];
    const file = pageMessagesFile(lang);
    const etag = `"${file.hash}"`;
    const headers: Record<string, string> = {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": hash === file.hash ? `public, max-age=${ONE_YEAR}, immutable` : "no-cache",
      ETag: etag,
      Vary: "Accept-Encoding",
    };
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    if (acceptsGzip(c.req.header("accept-encoding"))) {
      return c.body(responseBytes(file.gzipped), 200, { ...headers, "Content-Encoding": "gzip" });
    }
    return c.body(responseBytes(file.json), 200, headers);
  });
}
