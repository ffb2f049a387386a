import { and, eq, exists, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctions, properties, propertyDocuments } from "~/db/schema";
import { renderDocumentPdf } from "~/modules/media/render-document-pdf";
import { readUploadBytes } from "~/modules/uploads/uploads.server";
import type { FileStorage } from "~/storage/file-storage";

const GENERATED = "generated-doc:";
const UPLOADED = "upload:";

export type DocumentDownload = { bytes: Uint8Array<ArrayBuffer>; filename: string; contentType: string };

/**
 * A property document as a file to download, when its property is in a published auction.
 * Demo documents (`generated-doc:<kind>-<ref>`) are drawn as a PDF of their listed size; files the
 * committee uploaded (`upload:<id>`, issue 14) are read from the file storage when it is given.
 * Null when there is nothing to serve.
 */
export async function getDocumentDownload({
  db,
  id,
  storage,
}: {
  db: Db;
  id: number;
  storage?: FileStorage;
}): Promise<DocumentDownload | null> {
  const [doc] = await db
    .select({
      kind: propertyDocuments.kind,
      titleEn: propertyDocuments.titleEn,
      storageKey: propertyDocuments.storageKey,
      sizeBytes: propertyDocuments.sizeBytes,
      createdAt: propertyDocuments.createdAt,
      assetNumber: properties.assetNumber,
      propertyTitleEn: properties.titleEn,
    })
    .from(propertyDocuments)
    .innerJoin(properties, eq(properties.id, propertyDocuments.propertyId))
    .where(
      and(
        eq(propertyDocuments.id, id),
        exists(
          db
            .select({ id: auctions.id })
            .from(auctions)
            .where(and(eq(auctions.propertyId, properties.id), ne(auctions.status, "draft"))),
        ),
      ),
    );
  const filename = `${doc?.assetNumber}-${doc?.kind.replace(/_/g, "-")}.pdf`.replace(/[^A-Za-z0-9._-]/g, "_");
  if (doc && storage && doc.storageKey.startsWith(UPLOADED)) {
    const stored = await readUploadBytes({ db, storage, id: doc.storageKey.slice(UPLOADED.length) });
    return stored ? { bytes: stored.bytes, filename, contentType: "application/pdf" } : null;
  }
  if (!doc?.storageKey.startsWith(GENERATED)) return null;
  const reference = doc.storageKey.slice(GENERATED.length);
  const bytes = renderDocumentPdf({
    heading: "Mazad - real-estate auctions in Saudi Arabia",
    title: doc.titleEn,
    lines: [
      `Asset number: ${doc.assetNumber}`,
      `Property: ${doc.propertyTitleEn}`,
      `Document reference: ${reference}`,
      `Issued: ${doc.createdAt.toISOString().slice(0, 10)}`,
      "A demonstration document of the Mazad demo catalogue: not an official record, no legal effect.",
    ],
    createdAt: doc.createdAt,
    padToBytes: doc.sizeBytes,
  });
  return { bytes, filename, contentType: "application/pdf" };
}
