import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { propertyDocuments, propertyPhotos } from "~/db/schema";
import { runTransaction } from "~/db/transaction.server";
import { AppError } from "~/lib/errors";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { deleteUpload, listUploadRenditions, saveUpload } from "~/modules/uploads/uploads.server";
import type { FileStorage } from "~/storage/file-storage";
import type { EditableDocumentKind } from "./auction-edit-schema";
import { bumpRulesVersion, lockAuctionForEditing, type CountRegistrations } from "./save-auction.server";

/*
 * An auction's photos (ordered; position 0 is the cover; captions in both languages) and
 * documents (kind, bilingual title, a PDF), stored through the uploads module (ADR 021) and
 * referred to as `upload:<id>`. Photos and documents change until the first bid; captions always
 * (text corrections). A new special-rules document on a published auction that has registrants is
 * a new rules version: they accept it again before their next bid. Every change is audited.
 */

export const UPLOAD_PREFIX = "upload:";

type Deps = { db: Db; storage: FileStorage };
type Actor = { actorUserId: string; auctionId: number };

/** The auction is still open to changes of its files: not finished or cancelled, no bid yet. */
async function lockForFiles(tx: Tx, auctionId: number) {
  const locked = await lockAuctionForEditing(tx, auctionId);
  const { status, bidCount } = locked.auction;
  if (status === "finished" || status === "cancelled") throw new AppError("AUCTION_NOT_EDITABLE");
  if (bidCount > 0 || status === "current") throw new AppError("AUCTION_CONTEST_LOCKED");
  return locked;
}

/** Refuses early (before the file is stored) when the auction takes no more files. */
async function checkOpen(db: Db, auctionId: number) {
  await runTransaction(db, (tx) => lockForFiles(tx, auctionId));
}

/** Stores a photo (re-encoded, metadata dropped) and appends it after the others. */
export async function addAuctionPhoto(
  deps: Deps,
  options: Actor & { file: { name: string; bytes: Uint8Array }; altAr: string; altEn: string },
): Promise<{ photoId: number; position: number }> {
  const { db, storage } = deps;
  await checkOpen(db, options.auctionId);
  const upload = await saveUpload({
    db,
    storage,
    ownerUserId: options.actorUserId,
    purpose: "property_photo",
    file: options.file,
  });
  try {
    if (upload.mimeType === "application/pdf") throw new AppError("UPLOAD_TYPE_NOT_ALLOWED");
    const largest = (await listUploadRenditions(db, upload.id)).at(-1);
    return await runTransaction(db, async (tx) => {
      const { property } = await lockForFiles(tx, options.auctionId);
      const [last] = await tx
        .select({ max: sql<number | null>`max(${propertyPhotos.position})` })
        .from(propertyPhotos)
        .where(eq(propertyPhotos.propertyId, property.id));
      const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      const [photo] = await tx
        .insert(propertyPhotos)
        .values({
          propertyId: property.id,
          storageKey: `${UPLOAD_PREFIX}${upload.id}`,
          altAr: options.altAr,
          altEn: options.altEn,
          width: largest?.width ?? 1,
          height: largest?.height ?? 1,
          position,
        })
        .returning({ id: propertyPhotos.id });
      await recordAudit(tx, {
        actorUserId: options.actorUserId,
        action: "auction.photo.add",
        subjectType: "auction",
        subjectId: String(options.auctionId),
        details: {
          photoId: photo!.id,
          uploadId: upload.id,
          position,
          altAr: options.altAr,
          altEn: options.altEn,
        },
        createdAt: new Date(),
      });
      return { photoId: photo!.id, position };
    });
  } catch (err) {
    await deleteUpload({ db, storage, uploadId: upload.id });
    throw err;
  }
}

async function findPhoto(tx: Tx, propertyId: number, photoId: number) {
  const [photo] = await tx
    .select()
    .from(propertyPhotos)
    .where(and(eq(propertyPhotos.id, photoId), eq(propertyPhotos.propertyId, propertyId)));
  if (!photo) throw new AppError("NOT_FOUND");
  return photo;
}

/** Renumbers the photos 0…n-1 in the given order of ids. */
async function writeOrder(tx: Tx, ids: number[]) {
  for (const [position, id] of ids.entries())
    await tx.update(propertyPhotos).set({ position }).where(eq(propertyPhotos.id, id));
}

async function photoIdsInOrder(tx: Tx, propertyId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: propertyPhotos.id })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id));
  return rows.map((r) => r.id);
}

/**
 * Changes a photo's captions (a text correction: allowed after the first bid too) and, before the
 * first bid, its place (`position` 0 makes it the cover).
 */
export async function updateAuctionPhoto(
  db: Db,
  options: Actor & { photoId: number; altAr?: string; altEn?: string; position?: number },
): Promise<void> {
  await runTransaction(db, async (tx) => {
    const { auction, property } = await lockAuctionForEditing(tx, options.auctionId);
    if (auction.status === "finished" || auction.status === "cancelled")
      throw new AppError("AUCTION_NOT_EDITABLE");
    const photo = await findPhoto(tx, property.id, options.photoId);
    const captions = {
      altAr: options.altAr ?? photo.altAr,
      altEn: options.altEn ?? photo.altEn,
    };
    await tx.update(propertyPhotos).set(captions).where(eq(propertyPhotos.id, photo.id));
    let position = photo.position;
    if (options.position !== undefined) {
      if (auction.bidCount > 0 || auction.status === "current") throw new AppError("AUCTION_CONTEST_LOCKED");
      const ids = (await photoIdsInOrder(tx, property.id)).filter((id) => id !== photo.id);
      position = Math.min(Math.max(options.position, 0), ids.length);
      ids.splice(position, 0, photo.id);
      await writeOrder(tx, ids);
    }
    await recordAudit(tx, {
      actorUserId: options.actorUserId,
      action: "auction.photo.update",
      subjectType: "auction",
      subjectId: String(options.auctionId),
      before: { altAr: photo.altAr, altEn: photo.altEn, position: photo.position },
      after: { ...captions, position },
      details: {
        photoId: photo.id,
      },
      createdAt: new Date(),
    });
  });
}

/**
 * Moves a photo one place up (towards the cover) or down, before the first bid; a photo already
 * first or last stays. Audited as `auction.photo.move` with its place before and after.
 */
export async function moveAuctionPhoto(
  db: Db,
  options: Actor & { photoId: number; direction: "up" | "down" },
): Promise<{ position: number }> {
  return runTransaction(db, async (tx) => {
    const { auction, property } = await lockAuctionForEditing(tx, options.auctionId);
    if (auction.status === "finished" || auction.status === "cancelled")
      throw new AppError("AUCTION_NOT_EDITABLE");
    if (auction.bidCount > 0 || auction.status === "current") throw new AppError("AUCTION_CONTEST_LOCKED");
    const photo = await findPhoto(tx, property.id, options.photoId);
    const ids = await photoIdsInOrder(tx, property.id);
    const from = ids.indexOf(photo.id);
    const to = Math.min(Math.max(from + (options.direction === "up" ? -1 : 1), 0), ids.length - 1);
    if (to === from) return { position: from };
    ids.splice(from, 1);
    ids.splice(to, 0, photo.id);
    await writeOrder(tx, ids);
    await recordAudit(tx, {
      actorUserId: options.actorUserId,
      action: "auction.photo.move",
      subjectType: "auction",
      subjectId: String(options.auctionId),
      before: { position: from },
      after: { position: to },
      details: { photoId: photo.id },
      createdAt: new Date(),
    });
    return { position: to };
  });
}

/** Removes a photo (before the first bid); the rest close up, the next one becoming the cover. */
export async function removeAuctionPhoto(deps: Deps, options: Actor & { photoId: number }): Promise<void> {
  const { db, storage } = deps;
  const removed = await runTransaction(db, async (tx) => {
    const { property } = await lockForFiles(tx, options.auctionId);
    const photo = await findPhoto(tx, property.id, options.photoId);
    await tx.delete(propertyPhotos).where(eq(propertyPhotos.id, photo.id));
    await writeOrder(tx, await photoIdsInOrder(tx, property.id));
    await recordAudit(tx, {
      actorUserId: options.actorUserId,
      action: "auction.photo.remove",
      subjectType: "auction",
      subjectId: String(options.auctionId),
      details: { photoId: photo.id, storageKey: photo.storageKey, altAr: photo.altAr, altEn: photo.altEn },
      createdAt: new Date(),
    });
    return photo;
  });
  if (removed.storageKey.startsWith(UPLOAD_PREFIX))
    await deleteUpload({ db, storage, uploadId: removed.storageKey.slice(UPLOAD_PREFIX.length) });
}

/**
 * Stores a PDF document. A special-rules document on a published auction replaces the previous
 * one and, once someone registered, raises the rules version.
 */
export async function addAuctionDocument(
  deps: Deps,
  options: Actor & {
    kind: EditableDocumentKind;
    titleAr: string;
    titleEn: string;
    file: { name: string; bytes: Uint8Array };
    countRegistrations: CountRegistrations;
  },
): Promise<{ documentId: number; specialRulesVersion: number }> {
  const { db, storage } = deps;
  await checkOpen(db, options.auctionId);
  const upload = await saveUpload({
    db,
    storage,
    ownerUserId: options.actorUserId,
    purpose: "property_document",
    file: options.file,
  });
  try {
    if (upload.mimeType !== "application/pdf") throw new AppError("UPLOAD_TYPE_NOT_ALLOWED");
    return await runTransaction(db, async (tx) => {
      const { auction, property } = await lockForFiles(tx, options.auctionId);
      let specialRulesVersion = auction.specialRulesVersion;
      let replaced: number[] = [];
      if (options.kind === "special_rules" && auction.status !== "draft") {
        replaced = (
          await tx
            .delete(propertyDocuments)
            .where(
              and(eq(propertyDocuments.propertyId, property.id), eq(propertyDocuments.kind, "special_rules")),
            )
            .returning({ id: propertyDocuments.id })
        ).map((r) => r.id);
        if ((await options.countRegistrations(tx, options.auctionId)) > 0)
          specialRulesVersion = await bumpRulesVersion(tx, options.auctionId);
      }
      const [doc] = await tx
        .insert(propertyDocuments)
        .values({
          propertyId: property.id,
          kind: options.kind,
          titleAr: options.titleAr,
          titleEn: options.titleEn,
          storageKey: `${UPLOAD_PREFIX}${upload.id}`,
          mimeType: upload.mimeType,
          sizeBytes: upload.sizeBytes,
        })
        .returning({ id: propertyDocuments.id });
      await recordAudit(tx, {
        actorUserId: options.actorUserId,
        action: "auction.document.add",
        subjectType: "auction",
        subjectId: String(options.auctionId),
        details: {
          documentId: doc!.id,
          uploadId: upload.id,
          kind: options.kind,
          titleAr: options.titleAr,
          titleEn: options.titleEn,
          ...(replaced.length ? { replaced } : {}),
          ...(specialRulesVersion !== auction.specialRulesVersion
            ? { before: { specialRulesVersion: auction.specialRulesVersion }, after: { specialRulesVersion } }
            : {}),
        },
        createdAt: new Date(),
      });
      return { documentId: doc!.id, specialRulesVersion };
    });
  } catch (err) {
    await deleteUpload({ db, storage, uploadId: upload.id });
    throw err;
  }
}

/** Removes a document (before the first bid; a published auction keeps its special rules). */
export async function removeAuctionDocument(
  deps: Deps,
  options: Actor & { documentId: number },
): Promise<void> {
  const { db, storage } = deps;
  const removed = await runTransaction(db, async (tx) => {
    const { auction, property } = await lockForFiles(tx, options.auctionId);
    const [doc] = await tx
      .select()
      .from(propertyDocuments)
      .where(
        and(eq(propertyDocuments.id, options.documentId), eq(propertyDocuments.propertyId, property.id)),
      );
    if (!doc) throw new AppError("NOT_FOUND");
    if (doc.kind === "special_rules" && auction.status !== "draft")
      throw new AppError("AUCTION_RULES_VERSION_REQUIRED");
    await tx.delete(propertyDocuments).where(eq(propertyDocuments.id, doc.id));
    await recordAudit(tx, {
      actorUserId: options.actorUserId,
      action: "auction.document.remove",
      subjectType: "auction",
      subjectId: String(options.auctionId),
      details: { documentId: doc.id, kind: doc.kind, titleAr: doc.titleAr, titleEn: doc.titleEn },
      createdAt: new Date(),
    });
    return doc;
  });
  if (removed.storageKey.startsWith(UPLOAD_PREFIX))
    await deleteUpload({ db, storage, uploadId: removed.storageKey.slice(UPLOAD_PREFIX.length) });
}

/**
 * Attaches files already stored (copies of an approved listing request's, app/modules/listings)
 * to a draft's property, photos after the others in the order given, in the caller's transaction.
 * Audited as `auction.files.attach`.
 */
export async function attachStoredFiles(
  tx: Tx,
  options: Actor & {
    photos: { uploadId: string; width: number; height: number; altAr: string; altEn: string }[];
    documents: {
      uploadId: string;
      kind: EditableDocumentKind;
      titleAr: string;
      titleEn: string;
      mimeType: string;
      sizeBytes: number;
    }[];
  },
): Promise<void> {
  const { property } = await lockForFiles(tx, options.auctionId);
  const start = (await photoIdsInOrder(tx, property.id)).length;
  if (options.photos.length)
    await tx.insert(propertyPhotos).values(
      options.photos.map((photo, i) => ({
        propertyId: property.id,
        storageKey: `${UPLOAD_PREFIX}${photo.uploadId}`,
        altAr: photo.altAr,
        altEn: photo.altEn,
        width: photo.width,
        height: photo.height,
        position: start + i,
      })),
    );
  if (options.documents.length)
    await tx.insert(propertyDocuments).values(
      options.documents.map((doc) => ({
        propertyId: property.id,
        kind: doc.kind,
        titleAr: doc.titleAr,
        titleEn: doc.titleEn,
        storageKey: `${UPLOAD_PREFIX}${doc.uploadId}`,
        mimeType: doc.mimeType,
        sizeBytes: doc.sizeBytes,
      })),
    );
  await recordAudit(tx, {
    actorUserId: options.actorUserId,
    action: "auction.files.attach",
    subjectType: "auction",
    subjectId: String(options.auctionId),
    details: {
      photos: options.photos.map((p) => p.uploadId),
      documents: options.documents.map((d) => ({ uploadId: d.uploadId, kind: d.kind })),
    },
    createdAt: new Date(),
  });
}
