import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { propertyDocuments } from "~/db/schema";
import { createAuction, createPlace } from "../../tests/factories/auctions";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";

let database: Database;
let app: ReturnType<typeof createTestHttpApp>;
let assetNumber: string;
const ids = { published: 0, draft: 0, uploaded: 0 };

async function addDocument(propertyId: number, storageKey: string) {
  const [doc] = await database.db
    .insert(propertyDocuments)
    .values({
      propertyId,
      kind: "title_deed",
      titleAr: "صك الملكية رقم 310112345678",
      titleEn: "Title deed No. 310112345678",
      storageKey,
      mimeType: "application/pdf",
      sizeBytes: 204_800,
    })
    .returning({ id: propertyDocuments.id });
  return doc!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const place = await createPlace(database.db);
  const published = await createAuction(database.db, place);
  const draft = await createAuction(database.db, place, { auction: { status: "draft" } });
  assetNumber = published.property.assetNumber;
  ids.published = await addDocument(published.property.id, "generated-doc:title_deed-7");
  ids.draft = await addDocument(draft.property.id, "generated-doc:title_deed-8");
  ids.uploaded = await addDocument(published.property.id, "local:not-stored-here");
  app = createTestHttpApp(database);
});

afterAll(async () => {
  await database?.close();
});

describe("GET /media/documents/:id", () => {
  it("downloads a published property's document as a PDF of its listed size", async () => {
    const res = await app.request(`/media/documents/${ids.published}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${assetNumber}-title-deed.pdf"`,
    );
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.length).toBe(204_800);
    const text = new TextDecoder("latin1").decode(body);
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text).toContain("(Title deed No. 310112345678) Tj");
    expect(text).toContain(`(Asset number: ${assetNumber}) Tj`);
    expect(text).toContain("(Document reference: title_deed-7) Tj");
  });

  it("answers 404 for a draft auction's property, a file not stored here, or an unknown id", async () => {
    for (const id of [ids.draft, ids.uploaded, 999_999_999]) {
      expect((await app.request(`/media/documents/${id}`)).status).toBe(404);
    }
  });
});
