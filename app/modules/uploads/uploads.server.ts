import { createHash, randomUUID } from "node:crypto";
import { and, asc, eq, gte } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { uploadRenditions, uploads } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { hasAnyRole } from "~/modules/accounts/roles";
import type { FileStorage, StoredFile } from "~/storage/file-storage";
import { encodeImageRenditions, UnreadableImageError } from "~/storage/images.server";
import { detectUploadType, extensionOf, MAX_UPLOAD_BYTES, type UploadType } from "./file-type";

export type UploadPurpose = (typeof uploads.$inferSelect)["purpose"];
export type StoredUpload = typeof uploads.$inferSelect;
export type UploadRendition = typeof uploadRenditions.$inferSelect;

type Piece = { key: string; bytes: Uint8Array; width?: number; height?: number };

/**
 * Stores a file a user sent: its type checked from its bytes (JPEG, PNG, WebP or PDF), at most
 * 10 MB, put in the file storage under a random key (the client's name is kept only as a label).
 * A photo is re-encoded as WebP at a few widths, its metadata (GPS position included) dropped
 * (app/storage/images.server.ts); the upload is its largest rendition. A PDF is kept as sent.
 * Throws UPLOAD_TOO_LARGE, UPLOAD_EMPTY or UPLOAD_TYPE_NOT_ALLOWED (also for an image that does
 * not decode).
 */
export async function saveUpload(options: {
  db: Db;
  storage: FileStorage;
  ownerUserId: string;
  purpose: UploadPurpose;
  file: { name: string; bytes: Uint8Array };
  now?: Date;
}): Promise<StoredUpload> {
  const { db, storage, ownerUserId, purpose, file } = options;
  if (file.bytes.length === 0) throw new AppError("UPLOAD_EMPTY");
  if (file.bytes.length > MAX_UPLOAD_BYTES) throw new AppError("UPLOAD_TOO_LARGE");
  const sent = detectUploadType(file.bytes);
  if (!sent) throw new AppError("UPLOAD_TYPE_NOT_ALLOWED");
  const now = options.now ?? new Date();
  const base = `${now.getUTCFullYear()}/${randomUUID()}`;
  const { type, pieces } = await piecesToStore(base, sent, file.bytes);
  const main = pieces.at(-1)!;
  for (const piece of pieces) await storage.put(piece.key, piece.bytes, { contentType: type });
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(uploads)
        .values({
          ownerUserId,
          purpose,
          originalName: cleanName(file.name, type),
          mimeType: type,
          sizeBytes: main.bytes.length,
          sha256: createHash("sha256").update(main.bytes).digest("hex"),
          storageKey: `${storage.driver}:${main.key}`,
          createdAt: now,
        })
        .returning();
      if (type !== "application/pdf") {
        await tx.insert(uploadRenditions).values(
          pieces.map((piece) => ({
            uploadId: row!.id,
            width: piece.width!,
            height: piece.height!,
            sizeBytes: piece.bytes.length,
            storageKey: piece.key,
          })),
        );
      }
      return row!;
    });
  } catch (err) {
    // No row points at them: the stored files would never be read.
    await Promise.allSettled(pieces.map((piece) => storage.delete(piece.key)));
    throw err;
  }
}

/** What is stored for a file of this type: a PDF as sent; an image as WebP renditions, narrowest first. */
async function piecesToStore(
  base: string,
  type: UploadType,
  bytes: Uint8Array,
): Promise<{ type: UploadType; pieces: Piece[] }> {
  if (type === "application/pdf") return { type, pieces: [{ key: `${base}.pdf`, bytes }] };
  try {
    const renditions = await encodeImageRenditions(bytes);
    return {
      type: "image/webp",
      pieces: renditions.map((r) => ({
        key: `${base}-${r.width}w.webp`,
        bytes: r.bytes,
        width: r.width,
        height: r.height,
      })),
    };
  } catch (err) {
    if (err instanceof UnreadableImageError) throw new AppError("UPLOAD_TYPE_NOT_ALLOWED");
    throw err;
  }
}

/**
 * A stored file for a viewer: its owner, or the organizing committee (and admins); a listing's photo
 * for anyone. Anyone else is
 * told it does not exist (NOT_FOUND), so ids cannot be probed. `width` asks for one rendition of
 * an image (NOT_FOUND when there is none of that width).
 */
export async function readUpload(options: {
  db: Db;
  storage: FileStorage;
  id: string;
  viewer: { id: string; roles: readonly string[] } | null;
  width?: number;
}): Promise<{ upload: StoredUpload; file: StoredFile }> {
  const { db, storage, id, viewer, width } = options;
  const [upload] = /^[0-9a-f-]{36}$/.test(id)
    ? await db.select().from(uploads).where(eq(uploads.id, id))
    : [];
  // A listing's photos are shown on its public pages (issue 14); every other file stays private.
  const allowed =
    upload &&
    (upload.purpose === "property_photo" ||
      (viewer && (upload.ownerUserId === viewer.id || hasAnyRole(viewer.roles, ["committee", "admin"]))));
  if (!upload || !allowed) throw new AppError("NOT_FOUND");
  let key = storageKeyOf(upload);
  if (width !== undefined) {
    const [rendition] = await db
      .select({ storageKey: uploadRenditions.storageKey })
      .from(uploadRenditions)
      .where(and(eq(uploadRenditions.uploadId, upload.id), eq(uploadRenditions.width, width)));
    if (!rendition) throw new AppError("NOT_FOUND");
    key = rendition.storageKey;
  }
  const file = await storage.get(key);
  if (!file) throw new AppError("NOT_FOUND");
  return { upload, file };
}

/**
 * An upload's bytes for a caller that has already decided who may read it (an auction's public
 * document, issue 14): null when the upload or its file is missing.
 */
export async function readUploadBytes(options: {
  db: Db;
  storage: FileStorage;
  id: string;
}): Promise<{ upload: StoredUpload; bytes: Uint8Array<ArrayBuffer> } | null> {
  const { db, storage, id } = options;
  const [upload] = /^[0-9a-f-]{36}$/.test(id)
    ? await db.select().from(uploads).where(eq(uploads.id, id))
    : [];
  if (!upload) return null;
  const file = await storage.get(storageKeyOf(upload));
  if (!file) return null;
  return { upload, bytes: new Uint8Array(await new Response(file.body).arrayBuffer()) };
}

/** An image upload's renditions, narrowest first (none for a PDF or a file stored before them). */
export async function listUploadRenditions(db: Db, uploadId: string): Promise<UploadRendition[]> {
  return db
    .select()
    .from(uploadRenditions)
    .where(eq(uploadRenditions.uploadId, uploadId))
    .orderBy(asc(uploadRenditions.width));
}

/**
 * The key in the storage, whichever driver first stored it: moving from the local directory to a
 * bucket means copying DATA_DIR/uploads into the bucket under the same keys (ADR 021).
 */
function storageKeyOf(upload: StoredUpload): string {
  return upload.storageKey.replace(/^(local|s3):/, "");
}

/** A label safe to show and to put in a Content-Disposition header; the real type's extension. */
function cleanName(name: string, type: UploadType): string {
  const base = name
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} _-]+/gu, " ")
    .trim()
    .slice(0, 80);
  return `${base || "file"}.${extensionOf[type]}`;
}

/** The sizes and times of a user's uploads of `purpose` since `since`, oldest first (for quotas). */
export async function listRecentUploads(
  db: Db | Tx,
  options: { ownerUserId: string; purpose: UploadPurpose; since: Date },
): Promise<{ sizeBytes: number; createdAt: Date }[]> {
  return db
    .select({ sizeBytes: uploads.sizeBytes, createdAt: uploads.createdAt })
    .from(uploads)
    .where(
      and(
        eq(uploads.ownerUserId, options.ownerUserId),
        eq(uploads.purpose, options.purpose),
        gte(uploads.createdAt, options.since),
      ),
    )
    .orderBy(asc(uploads.createdAt));
}

/**
 * Deletes an upload's stored files (every rendition of an image). Without `keepRow` its row goes
 * too, for a file nothing refers to; with it the row stays as the record of what was sent (a
 * refused transfer still names its receipt, which then reads as NOT_FOUND). A missing upload or
 * file is not an error.
 */
export async function deleteUpload(options: {
  db: Db;
  storage: FileStorage;
  uploadId: string;
  keepRow?: boolean;
}): Promise<void> {
  const { db, storage, uploadId } = options;
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
  if (!upload) return;
  const renditions = await listUploadRenditions(db, uploadId);
  // The row first: a failure then leaves unread bytes behind, never a row without its file.
  if (!options.keepRow) await db.delete(uploads).where(eq(uploads.id, uploadId));
  const keys = new Set([storageKeyOf(upload), ...renditions.map((r) => r.storageKey)]);
  await Promise.all([...keys].map((key) => storage.delete(key)));
}

/**
 * A copy of an upload under new keys, as a new row of `purpose` owned by `ownerUserId` (every
 * rendition of an image copied too): a listing request's private photo becomes an auction's
 * public one without the request's file changing hands. Throws NOT_FOUND when the upload or one
 * of its stored files is missing.
 */
export async function copyUpload(options: {
  db: Db | Tx;
  storage: FileStorage;
  uploadId: string;
  purpose: UploadPurpose;
  ownerUserId: string;
  now?: Date;
}): Promise<StoredUpload & { width: number | null; height: number | null }> {
  const { db, storage } = options;
  const [source] = await db.select().from(uploads).where(eq(uploads.id, options.uploadId));
  if (!source) throw new AppError("NOT_FOUND");
  const renditions = await db
    .select()
    .from(uploadRenditions)
    .where(eq(uploadRenditions.uploadId, source.id))
    .orderBy(asc(uploadRenditions.width));
  const now = options.now ?? new Date();
  const base = `${now.getUTCFullYear()}/${randomUUID()}`;
  const mainKey = storageKeyOf(source);
  const extension = mainKey.slice(mainKey.lastIndexOf("."));
  const copies = new Map<string, string>([[mainKey, `${base}${extension}`]]);
  for (const r of renditions) copies.set(r.storageKey, `${base}-${r.width}w${extension}`);
  const written: string[] = [];
  try {
    for (const [from, to] of copies) {
      const file = await storage.get(from);
      if (!file) throw new AppError("NOT_FOUND");
      await storage.put(to, new Uint8Array(await new Response(file.body).arrayBuffer()), {
        contentType: source.mimeType,
      });
      written.push(to);
    }
    const [row] = await db
      .insert(uploads)
      .values({
        ownerUserId: options.ownerUserId,
        purpose: options.purpose,
        originalName: source.originalName,
        mimeType: source.mimeType,
        sizeBytes: source.sizeBytes,
        sha256: source.sha256,
        storageKey: `${storage.driver}:${copies.get(mainKey)!}`,
        createdAt: now,
      })
      .returning();
    if (renditions.length)
      await db.insert(uploadRenditions).values(
        renditions.map((r) => ({
          uploadId: row!.id,
          width: r.width,
          height: r.height,
          sizeBytes: r.sizeBytes,
          storageKey: copies.get(r.storageKey)!,
        })),
      );
    const largest = renditions.at(-1);
    return { ...row!, width: largest?.width ?? null, height: largest?.height ?? null };
  } catch (err) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw err;
  }
}
