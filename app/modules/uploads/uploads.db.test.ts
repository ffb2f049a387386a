import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { uploads } from "~/db/schema";
import { createSession } from "~/modules/accounts/sessions.server";
import type { FileStorage } from "~/storage/file-storage";
import { createLocalStorage } from "~/storage/local-storage.server";
import { createS3Storage } from "~/storage/s3-storage.server";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import { createTestHttpApp } from "../../../tests/support/http-app";
import { startS3Server } from "../../../tests/support/s3-server";
import { MAX_UPLOAD_BYTES } from "./file-type";
import { listUploadRenditions, readUpload, saveUpload } from "./uploads.server";

let database: Database;
let s3: Awaited<ReturnType<typeof startS3Server>>;
const dataDir = mkdtempSync(path.join(tmpdir(), "mazad-uploads-"));
const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

/** A sideways phone photo (EXIF orientation 6) that says where and with what it was taken. */
const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneMaker" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "24/1 42/1 0/1" },
    })
    .jpeg()
    .toBuffer();

const bytesOf = async (file: { body: ReadableStream<Uint8Array> }) =>
  Buffer.from(await new Response(file.body).arrayBuffer());

beforeAll(async () => {
  [database, s3] = await Promise.all([createTestDatabase(), startS3Server()]);
});
afterAll(async () => {
  await Promise.all([database.close(), s3.stop()]);
});

const s3Env = () => ({
  S3_ENDPOINT: s3.settings.endpoint,
  S3_BUCKET: s3.settings.bucket,
  S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
});

const drivers: [string, () => FileStorage][] = [
  ["local", () => createLocalStorage(path.join(dataDir, "uploads"))],
  ["s3", () => createS3Storage(s3.settings)],
];

describe.each(drivers)("uploads on the %s storage", (driver, makeStorage) => {
  it("stores a file by its content and lets only its owner and the committee read it", async () => {
    const storage = makeStorage();
    const [owner, stranger, member] = await createBidders(database, 3, { funds: 0 });
    const stored = await saveUpload({
      db: database.db,
      storage,
      ownerUserId: owner!.id,
      purpose: "transfer_receipt",
      file: { name: "../../إيصال التحويل.exe", bytes: pdf },
    });
    expect(stored).toMatchObject({
      mimeType: "application/pdf",
      sizeBytes: pdf.length,
      originalName: "إيصال التحويل.pdf",
    });
    expect(stored.storageKey).toMatch(new RegExp(`^${driver}:\\d{4}/[0-9a-f-]{36}\\.pdf$`));
    expect(await listUploadRenditions(database.db, stored.id)).toEqual([]);
    const read = (viewer: { id: string; roles: string[] } | null) =>
      readUpload({ db: database.db, storage, id: stored.id, viewer });
    expect(
      (await bytesOf((await read({ id: owner!.id, roles: ["bidder"] })).file)).equals(Buffer.from(pdf)),
    ).toBe(true);
    expect((await read({ id: member!.id, roles: ["committee"] })).upload.id).toBe(stored.id);
    await expect(read({ id: stranger!.id, roles: ["bidder"] })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(read(null)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("re-encodes a photo as WebP at each width, upright, without its EXIF and GPS tags", async () => {
    const storage = makeStorage();
    const [owner] = await createBidders(database, 1, { funds: 0 });
    const stored = await saveUpload({
      db: database.db,
      storage,
      ownerUserId: owner!.id,
      purpose: "transfer_receipt",
      file: { name: "receipt photo.jpg", bytes: await photo() },
    });
    expect(stored).toMatchObject({ mimeType: "image/webp", originalName: "receipt photo.webp" });
    expect(stored.storageKey).toMatch(new RegExp(`^${driver}:\\d{4}/[0-9a-f-]{36}-600w\\.webp$`));
    const renditions = await listUploadRenditions(database.db, stored.id);
    expect(renditions.map((r) => [r.width, r.height])).toEqual([
      [320, 480],
      [600, 900],
    ]);
    const viewer = { id: owner!.id, roles: ["bidder"] };
    const main = await bytesOf((await readUpload({ db: database.db, storage, id: stored.id, viewer })).file);
    expect(main.length).toBe(stored.sizeBytes);
    const small = await readUpload({ db: database.db, storage, id: stored.id, viewer, width: 320 });
    for (const bytes of [main, await bytesOf(small.file)]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes("PhoneMaker")).toBe(false);
    }
    await expect(
      readUpload({ db: database.db, storage, id: stored.id, viewer, width: 640 }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("uploads", () => {
  const storage = () => createLocalStorage(path.join(dataDir, "uploads"));

  it("refuses empty files, files over 10 MB, anything not JPEG, PNG, WebP or PDF, and fake images", async () => {
    const [owner] = await createBidders(database, 1, { funds: 0 });
    const save = (bytes: Uint8Array) =>
      saveUpload({
        db: database.db,
        storage: storage(),
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
    const fakeJpeg = Uint8Array.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      ...new TextEncoder().encode("<script>x</script>"),
    ]);
    await expect(save(fakeJpeg)).rejects.toMatchObject({ code: "UPLOAD_TYPE_NOT_ALLOWED" });
  });

  it("leaves no file behind when the upload cannot be recorded", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "mazad-uploads-orphans-"));
    const attempt = saveUpload({
      db: database.db,
      storage: createLocalStorage(root),
      ownerUserId: randomUUID(), // no such user: the row's foreign key refuses it
      purpose: "transfer_receipt",
      file: { name: "receipt.jpg", bytes: await photo() },
    });
    await expect(attempt).rejects.toThrow();
    const year = String(new Date().getUTCFullYear());
    expect(readdirSync(path.join(root, year))).toEqual([]);
  });

  it("still reads files stored under DATA_DIR/uploads before the storage interface", async () => {
    const [owner] = await createBidders(database, 1, { funds: 0 });
    const relative = `2025/${randomUUID()}.pdf`;
    mkdirSync(path.join(dataDir, "uploads", "2025"), { recursive: true });
    writeFileSync(path.join(dataDir, "uploads", relative), pdf);
    const [row] = await database.db
      .insert(uploads)
      .values({
        ownerUserId: owner!.id,
        purpose: "transfer_receipt",
        originalName: "old.pdf",
        mimeType: "application/pdf",
        sizeBytes: pdf.length,
        sha256: "0".repeat(64),
        storageKey: `local:${relative}`,
      })
      .returning();
    const { file } = await readUpload({
      db: database.db,
      storage: storage(),
      id: row!.id,
      viewer: { id: owner!.id, roles: ["bidder"] },
    });
    expect((await bytesOf(file)).equals(Buffer.from(pdf))).toBe(true);
  });

  it("serves a file at /media/uploads/{id} to its owner only, never cached or sniffed, from any instance", async () => {
    const [owner, stranger] = await createBidders(database, 2, { funds: 0 });
    // Two instances with their own DATA_DIR, sharing the bucket: the file is saved through one
    // instance's storage and read through the other.
    const other = createTestHttpApp(database, {
      env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "mazad-instance-b-")), ...s3Env() },
    });
    const storedPdf = await saveUpload({
      db: database.db,
      storage: createS3Storage(s3.settings),
      ownerUserId: owner!.id,
      purpose: "transfer_receipt",
      file: { name: "receipt.pdf", bytes: pdf },
    });
    const storedPhoto = await saveUpload({
      db: database.db,
      storage: createS3Storage(s3.settings),
      ownerUserId: owner!.id,
      purpose: "transfer_receipt",
      file: { name: "receipt.jpg", bytes: await photo() },
    });
    const cookie = async (userId: string) =>
      `mazad_session=${(await createSession({ db: database.db, userId, now: new Date(), client: { ip: null, userAgent: null } })).token}`;
    const ownerCookie = await cookie(owner!.id);
    const get = (url: string, cookieHeader?: string) =>
      other.request(url, cookieHeader ? { headers: { cookie: cookieHeader } } : {});

    const mine = await get(`/media/uploads/${storedPdf.id}`, ownerCookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.headers.get("x-content-type-options")).toBe("nosniff");
    // A PDF is downloaded, never rendered in our origin.
    expect(mine.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''receipt.pdf");
    // And sandboxed, like every file a user sent: no script of it runs in our origin.
    expect(mine.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await mine.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

    const image = await get(`/media/uploads/${storedPhoto.id}`, ownerCookie);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("content-disposition")).toBe("inline; filename*=UTF-8''receipt.webp");
    expect(image.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(600);
    const small = await get(`/media/uploads/${storedPhoto.id}?w=320`, ownerCookie);
    expect(small.status).toBe(200);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
    for (const w of ["640", "abc", "0", "-1", "1e3", "999999"]) {
      expect((await get(`/media/uploads/${storedPhoto.id}?w=${w}`, ownerCookie)).status, w).toBe(404);
    }

    expect((await get(`/media/uploads/${storedPdf.id}`, await cookie(stranger!.id))).status).toBe(404);
    expect((await get(`/media/uploads/${storedPdf.id}`)).status).toBe(404);
    expect((await get(`/media/uploads/not-an-id`, ownerCookie)).status).toBe(404);
    // The same row on an instance with only its own directory: the bytes are not there.
    const local = createTestHttpApp(database, {
      env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "mazad-c-")) },
    });
    const missing = await local.request(`/media/uploads/${storedPdf.id}`, {
      headers: { cookie: ownerCookie },
    });
    expect(missing.status).toBe(404);
  });
});
