import type { Env, Hono } from "hono";
import type { Services } from "~/context.server";
import { renderPropertyArt, parseArtKey } from "~/db/seed/property-art";
import { AppError } from "~/lib/errors";
import { getDocumentDownload } from "~/modules/auctions/get-document-download.server";
import { readUpload } from "~/modules/uploads/uploads.server";
import { storageFromConfig } from "~/storage/storage-from-config.server";
import { resolveRequestAuth } from "./session-auth";

const ONE_YEAR = 31_536_000;

/**
 * Every file a user or an auction supplied is answered in a sandbox of its own: no script, no
 * plugin, no form, no same-origin access, even if a browser were to render it at its URL.
 */
const FILE_SANDBOX = "default-src 'none'; sandbox";

/** The types shown in the page (our own WebP renditions, re-encoded with no active content). */
const INLINE_TYPES = new Set(["image/webp", "image/jpeg", "image/png"]);

/** The demo's generated property art, auctions' public documents, and the files users sent. */
export function registerMediaRoutes<E extends Env>(app: Hono<E>, services: Services) {
  const { config, database } = services;
  app.get("/media/generated/:file{[a-z0-9-]+\\.svg}", (c) => {
    const key = c.req.param("file").replace(/\.svg$/, "");
    if (!parseArtKey(key)) return c.notFound();
    return c.body(renderPropertyArt(key), 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": `public, max-age=${ONE_YEAR}, immutable`,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
  app.get("/media/documents/:id{[1-9][0-9]{0,8}}", async (c) => {
    const file = await getDocumentDownload({
      db: database.db,
      id: Number(c.req.param("id")),
      storage: storageFromConfig(config),
    });
    if (!file) return c.notFound();
    return c.body(file.bytes, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Content-Security-Policy": FILE_SANDBOX,
      "Cache-Control": "public, max-age=86400",
    });
  });

  // Files users sent (transfer receipts, IBAN certificates): their owner and the committee only,
  // from the file storage (app/storage), `?w=640` for one width of an image. Anything but an image
  // (re-encoded by us, no active content), a PDF first, is downloaded, never shown in our origin;
  // and every answer carries the sandbox, whatever a browser makes of it.
  app.get("/media/uploads/:id", async (c) => {
    const auth = await resolveRequestAuth(c, services);
    const w = c.req.query("w");
    if (w !== undefined && !/^[1-9][0-9]{0,4}$/.test(w)) return c.notFound();
    let found;
    try {
      found = await readUpload({
        db: database.db,
        storage: storageFromConfig(config),
        id: c.req.param("id"),
        viewer: auth ? { id: auth.user.id, roles: auth.user.roles } : null,
        ...(w === undefined ? {} : { width: Number(w) }),
      });
    } catch (err) {
      if (err instanceof AppError && err.code === "NOT_FOUND") return c.notFound();
      throw err;
    }
    const { upload, file } = found;
    const disposition = INLINE_TYPES.has(upload.mimeType) ? "inline" : "attachment";
    return c.body(file.body, 200, {
      "Content-Type": upload.mimeType,
      ...(file.size === null ? {} : { "Content-Length": String(file.size) }),
      "Content-Disposition": `${disposition}; filename*=UTF-8''${encodeURIComponent(upload.originalName)}`,
      "Content-Security-Policy": FILE_SANDBOX,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  });
}
