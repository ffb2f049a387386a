import type { Env, Hono } from "hono";
import { compress } from "hono/compress";
import type { Services } from "~/context.server";
import {
  listSitemapAuctions,
  listSitemapChunks,
  SITEMAP_CHUNK_SIZE,
} from "~/modules/auctions/list-sitemap-entries.server";
import {
  pageUrlsXml,
  publicPagePaths,
  sitemapIndexXml,
  urlsetClose,
  urlsetOpen,
} from "~/modules/seo/sitemap-xml";

const XML = "application/xml; charset=utf-8";
/** Crawlers fetch these often; an hour old is fresh enough for auctions announced days ahead. */
const CACHE = "public, max-age=3600";

/**
 * What crawlers read before the pages: robots.txt, and the sitemap as an index of files small
 * enough for the protocol's 50,000-URL limit (the fixed pages, then the auctions by id range).
 */
export function registerSeoRoutes<E extends Env>(
  app: Hono<E>,
  { config, database }: Pick<Services, "config" | "database">,
  { chunkSize = SITEMAP_CHUNK_SIZE }: { chunkSize?: number } = {},
) {
  const origin = config.appOrigin;
  const { db } = database;

  app.get("/robots.txt", (c) =>
    c.text(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /language/",
        "Disallow: /media/documents/",
        "",
        `Sitemap: ${origin}/sitemap.xml`,
        "",
      ].join("\n"),
      200,
      { "Cache-Control": CACHE },
    ),
  );

  // A full auction file is ~15 MB of repetitive XML; gzip makes it ~1 MB on the wire.
  app.use("/sitemap.xml", compress());
  app.use("/sitemaps/*", compress());

  app.get("/sitemap.xml", async (c) => {
    const chunks = await listSitemapChunks({ db, chunkSize });
    const xml = sitemapIndexXml([
      { loc: `${origin}/sitemaps/pages.xml` },
      ...chunks.map((s) => ({
        loc: `${origin}/sitemaps/auctions-${s.chunk}.xml`,
        lastModified: s.lastModified,
      })),
    ]);
    return c.body(xml, 200, { "Content-Type": XML, "Cache-Control": CACHE });
  });

  app.get("/sitemaps/pages.xml", (c) => {
    const urls = publicPagePaths.map((path) => pageUrlsXml({ origin, path })).join("");
    return c.body(urlsetOpen + urls + urlsetClose, 200, { "Content-Type": XML, "Cache-Control": CACHE });
  });

  app.get("/sitemaps/:file{auctions-[0-9]{1,6}\\.xml}", async (c) => {
    const chunk = Number(/\d+/.exec(c.req.param("file"))![0]);
    if (chunk < 1) return c.notFound();
    const batches = listSitemapAuctions({ db, chunk, chunkSize });
    // Read the first batch before answering, so an empty or unknown file is a 404, not an
    // empty (and invalid) urlset.
    const first = await batches.next();
    if (first.done) return c.notFound();
    const encoder = new TextEncoder();
    const toXml = (rows: { id: number; lastModified: Date }[]) =>
      encoder.encode(
        rows
          .map((r) => pageUrlsXml({ origin, path: `/mazadat/${r.id}`, lastModified: r.lastModified }))
          .join(""),
      );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(urlsetOpen));
        controller.enqueue(toXml(first.value));
      },
      async pull(controller) {
        const next = await batches.next();
        if (next.done) {
          controller.enqueue(encoder.encode(urlsetClose));
          controller.close();
        } else {
          controller.enqueue(toXml(next.value));
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    });
    return c.body(body, 200, { "Content-Type": XML, "Cache-Control": CACHE });
  });
}
