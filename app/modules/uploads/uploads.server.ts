import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { uploads } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { hasAnyRole } from "~/modules/accounts/roles";
import { detectUploadType, extensionOf, MAX_UPLOAD_BYTES, type UploadType } from "./file-type";

export type UploadPurpose = (typeof uploads.$inferSelect)["purpose"];
export type StoredUpload = typeof uploads.$inferSelect;

/** Where uploads live: under DATA_DIR, never inside the built site that is served. */
const uploadsRoot = (dataDir: string) => path.join(dataDir, "uploads");

/**
 * Stores a file a user sent: its type checked from its bytes (JPEG, PNG, WebP or PDF), at most
 * 10 MB, written under DATA_DIR/uploads with a random name (the client's name is kept only as a
 * label). Throws UPLOAD_TOO_LARGE, UPLOAD_EMPTY or UPLOAD_TYPE_NOT_ALLOWED.
 */
export async function saveUpload(options: {
  db: Db;
  dataDir: string;
  ownerUserId: string;
  purpose: UploadPurpose;
  file: { name: string; bytes: Uint8Array };
  now?: Date;
}): Promise<StoredUpload> {
  const { db, dataDir, ownerUserId, purpose, file } = options;
  if (file.bytes.length === 0) throw new AppError("UPLOAD_EMPTY");
  if (file.bytes.length > MAX_UPLOAD_BYTES) throw new AppError("UPLOAD_TOO_LARGE");
  const type = detectUploadType(file.bytes);
  if (!type) throw new AppError("UPLOAD_TYPE_NOT_ALLOWED");
  const now = options.now ?? new Date();
  const relative = path.join(String(now.getUTCFullYear()), `${randomUUID()}.${extensionOf[type]}`);
  const absolute = path.join(uploadsRoot(dataDir), relative);
  await mkdir(path.dirname(absolute), { recursive: true, mode: 0o700 });
  await writeFile(absolute, file.bytes, { mode: 0o600, flag: "wx" });
  const [row] = await db
    .insert(uploads)
    .values({
      ownerUserId,
      purpose,
      originalName: cleanName(file.name, type),
      mimeType: type,
      sizeBytes: file.bytes.length,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      storageKey: `local:${relative.split(path.sep).join("/")}`,
      createdAt: now,
    })
    .returning();
  return row!;
}

/**
 * A stored file for a viewer: its owner, or the organizing committee (and admins). Anyone else is
 * told it does not exist (NOT_FOUND), so ids cannot be probed.
 */
export async function readUpload(options: {
  db: Db;
  dataDir: string;
  id: string;
  viewer: { id: string; roles: readonly string[] } | null;
}): Promise<{ upload: StoredUpload; bytes: Buffer }> {
  const { db, dataDir, id, viewer } = options;
  const [upload] = /^[0-9a-f-]{36}$/.test(id)
    ? await db.select().from(uploads).where(eq(uploads.id, id))
    : [];
  const allowed =
    upload &&
    viewer &&
    (upload.ownerUserId === viewer.id || hasAnyRole(viewer.roles, ["committee", "admin"]));
  if (!upload || !allowed) throw new AppError("NOT_FOUND");
  const relative = upload.storageKey.replace(/^local:/, "");
  const root = uploadsRoot(dataDir);
  const absolute = path.resolve(root, relative);
  if (!absolute.startsWith(root + path.sep)) throw new AppError("NOT_FOUND");
  return { upload, bytes: await readFile(absolute) };
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
