import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createSession } from "~/modules/accounts/sessions.server";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import { createTestHttpApp } from "../../../tests/support/http-app";
import { MAX_UPLOAD_BYTES } from "./file-type";
import { readUpload, saveUpload } from "./uploads.server";

let database: Database;
const dataDir = mkdtempSync(path.join(tmpdir(), "mazad-uploads-"));
const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("uploads", () => {
  it("stores a file by its content and lets only its owner and the committee read it", async () => {
    const [owner, stranger, member] = await createBidders(database, 3, { funds: 0 });
    const stored = await saveUpload({
      db: database.db,
      dataDir,
      ownerUserId: owner!.id,
      purpose: "transfer_receipt",
      file: { name: "../../إيصال التحويل.exe", bytes: pdf },
    });
    expect(stored).toMatchObject({
      mimeType: "application/pdf",
      sizeBytes: pdf.length,
      originalName: "إيصال التحويل.pdf",
    });
    expect(stored.storageKey).toMatch(/^local:\d{4}\/[0-9a-f-]{36}\.pdf$/);
    const read = (viewer: { id: string; roles: string[] } | null) =>
      readUpload({ db: database.db, dataDir, id: stored.id, viewer });
    expect((await read({ id: owner!.id, roles: ["bidder"] })).bytes.equals(Buffer.from(pdf))).toBe(true);
    expect((await read({ id: member!.id, roles: ["committee"] })).upload.id).toBe(stored.id);
    await expect(read({ id: stranger!.id, roles: ["bidder"] })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(read(null)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses empty files, files over 10 MB, and anything not JPEG, PNG, WebP or PDF", async () => {
    const [owner] = await createBidders(database, 1, { funds: 0 });
    const save = (bytes: Uint8Array) =>
      saveUpload({
        db: database.db,
        dataDir,
        ownerUserId: owner!.id,
        purpose: "iban_certificate",
        file: { name: "x.pdf", bytes },
      });
    await expect(save(new Uint8Array())).rejects.toMatchObject({ code: "UPLOAD_EMPTY" });
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(pdf);
    await expect(save(big)).rejects.toMatchObject({ code: "UPLOAD_TOO_LARGE" });
    await expect(save(new TextEncoder().encode("<html><script>alert(1)</script>"))).rejects.toMatchObject({
      code: "UPLOAD_TYPE_NOT_ALLOWED",
    });
  });

  it("serves a file at /media/uploads/{id} to its owner only, never cached or sniffed", async () => {
    const [owner, stranger] = await createBidders(database, 2, { funds: 0 });
    const app = createTestHttpApp(database, { env: { DATA_DIR: dataDir } });
    const stored = await saveUpload({
      db: database.db,
      dataDir,
      ownerUserId: owner!.id,
      purpose: "transfer_receipt",
      file: { name: "receipt.pdf", bytes: pdf },
    });
    const cookie = async (userId: string) =>
      `mazad_session=${(await createSession({ db: database.db, userId, now: new Date(), client: { ip: null, userAgent: null } })).token}`;
    const mine = await app.request(`/media/uploads/${stored.id}`, {
      headers: { cookie: await cookie(owner!.id) },
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.headers.get("x-content-type-options")).toBe("nosniff");
    expect(mine.headers.get("content-disposition")).toBe("inline; filename*=UTF-8''receipt.pdf");
    const theirs = await app.request(`/media/uploads/${stored.id}`, {
      headers: { cookie: await cookie(stranger!.id) },
    });
    expect(theirs.status).toBe(404);
    expect((await app.request(`/media/uploads/${stored.id}`)).status).toBe(404);
    expect((await app.request(`/media/uploads/not-an-id`)).status).toBe(404);
  });
});
