import { and, eq, exists, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctions, properties, propertyDocuments } from "~/db/schema";
import { renderDocumentPdf } from "~/modules/media/render-document-pdf";

const GENERATED = "generated-doc:";

export type DocumentDownload = { bytes: Uint8Array<ArrayBuffer>; filename: string; contentType: string };

/**
 * A property document as a file to download, when its property is in a published auction.
 * Demo documents (`generated-doc:<kind>-<ref>`) are drawn as a PDF of their listed size; uploaded
 * files come with the storage module. Null when there is nothing to serve.
 */
export async function getDocumentDownload({
  db,
  id,
}: {
  db: Db;
  id: number;
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
  const filename = `${doc.assetNumber}-${doc.kind.replace(/_/g, "-")}.pdf`.replace(/[^A-Za-z0-9._-]/g, "_");
  return { bytes, filename, contentType: "application/pdf" };
}
