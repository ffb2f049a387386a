import type { Env, Hono } from "hono";
import type { Services } from "~/context.server";
import { renderPropertyArt, parseArtKey } from "~/db/seed/property-art";
import { AppError } from "~/lib/errors";
import { getDocumentDownload } from "~/modules/auctions/get-document-download.server";
import { readUpload } from "~/modules/uploads/uploads.server";
import { storageFromConfig } from "~/storage/storage-from-config.server";
import { resolveRequestAuth } from "./session-auth";

const ONE_YEAR = 31_536_000;

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
    const file = await getDocumentDownload({ db: database.db, id: Number(c.req.param("id")) });
    if (!file) return c.notFound();
    return c.body(file.bytes, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "public, max-age=86400",
    });
  });

  // Files users sent (transfer receipts, IBAN certificates): their owner and the committee only,
  // from the file storage (app/storage), `?w=640` for one width of an image. A PDF is downloaded,
  // never shown in our origin; an image (re-encoded by us, no active content) is shown.
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
    const disposition = upload.mimeType === "application/pdf" ? "attachment" : "inline";
    return c.body(file.body, 200, {
      "Content-Type": upload.mimeType,
      ...(file.size === null ? {} : { "Content-Length": String(file.size) }),
      "Content-Disposition": `${disposition}; filename*=UTF-8''${encodeURIComponent(upload.originalName)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  });
}
