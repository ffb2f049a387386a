import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../../tests/support/s3-server";
import { InvalidStorageKeyError, isStorageKey, type FileStorage } from "./file-storage";
import { createLocalStorage } from "./local-storage.server";
import { createS3Storage, S3StorageError } from "./s3-storage.server";

const text = (value: string) => new TextEncoder().encode(value);
async function read(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  return file ? Buffer.from(await new Response(file.body).arrayBuffer()) : null;
}

let s3: Awaited<ReturnType<typeof startS3Server>>;
const localRoot = mkdtempSync(path.join(tmpdir(), "mazad-storage-"));

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

const drivers: [string, () => FileStorage][] = [
  ["local directory", () => createLocalStorage(localRoot)],
  ["S3 (a real s3rver)", () => createS3Storage(s3.settings)],
];

describe.each(drivers)("file storage: %s", (_name, make) => {
  it("stores, streams back, replaces and deletes bytes by key", async () => {
    const storage = make();
    const key = `2026/${randomBytes(8).toString("hex")}.pdf`;
    const bytes = randomBytes(1024 * 1024 + 7);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();

    await storage.put(key, bytes, { contentType: "application/pdf" });
    expect(await storage.exists(key)).toBe(true);
    const file = await storage.get(key);
    expect(file?.size).toBe(bytes.length);
    expect(Buffer.from(await new Response(file!.body).arrayBuffer()).equals(bytes)).toBe(true);

    await storage.put(key, text("second version"), { contentType: "application/pdf" });
    expect((await read(storage, key))?.toString()).toBe("second version");

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    // Deleting what is not there is not an error.
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await storage.exists(key)).toBe(false);
  });

  it("keeps keys apart, nested or not", async () => {
    const storage = make();
    const base = randomBytes(6).toString("hex");
    await storage.put(`${base}/a.webp`, text("a"), { contentType: "image/webp" });
    await storage.put(`${base}/a-320w.webp`, text("small a"), { contentType: "image/webp" });
    await storage.put(`${base}/b/c.webp`, text("c"), { contentType: "image/webp" });
    expect((await read(storage, `${base}/a.webp`))?.toString()).toBe("a");
    expect((await read(storage, `${base}/a-320w.webp`))?.toString()).toBe("small a");
    expect((await read(storage, `${base}/b/c.webp`))?.toString()).toBe("c");
    expect(await storage.exists(`${base}/b`)).toBe(false);
  });

  it("refuses anything that is not a plain relative key, before touching the storage", async () => {
    const storage = make();
    for (const key of [
      "",
      "../secret",
      "a/../../b",
      "/etc/passwd",
      "a//b",
      ".hidden",
      "a/.b",
      "a b",
      "a\\b",
      "%2e%2e/x",
    ]) {
      expect(isStorageKey(key), key).toBe(false);
      await expect(storage.put(key, text("x"), { contentType: "text/plain" })).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.exists(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    }
  });
});

describe("local directory driver", () => {
  it("writes private files under its root, named by the key, leaving no temporary file", async () => {
    const storage = createLocalStorage(localRoot);
    await storage.put("2027/private.pdf", text("%PDF-1.4"), { contentType: "application/pdf" });
    const file = path.join(localRoot, "2027", "private.pdf");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.dirname(file))).toEqual(["private.pdf"]);
  });
});

describe("S3 driver", () => {
  it("sends its credentials with every request: an unknown key is refused by the server", async () => {
    // s3rver checks the access key of a Signature V4 request, not the signature itself (AWS S3
    // and MinIO do); an unsigned request would pass as anonymous, so this shows each one is signed.
    const storage = createS3Storage({
      ...s3.settings,
      accessKeyId: "UNKNOWNKEY",
      secretAccessKey: "not-the-secret",
    });
    const refusal = storage.put("2026/x.pdf", text("x"), { contentType: "application/pdf" });
    await expect(refusal).rejects.toThrow(S3StorageError);
    await expect(refusal).rejects.toMatchObject({ status: 403 });
    await expect(refusal).rejects.toThrow(/InvalidAccessKeyId/);
    await expect(refusal).rejects.not.toThrow(/not-the-secret/);
    await expect(storage.exists("2026/x.pdf")).rejects.toMatchObject({ status: 403 });
  });

  it("reports a missing bucket instead of pretending the file is absent", async () => {
    const storage = createS3Storage({ ...s3.settings, bucket: "no-such-bucket" });
    await expect(storage.put("2026/x.pdf", text("x"), { contentType: "application/pdf" })).rejects.toThrow(
      /NoSuchBucket/,
    );
  });

  it("gives up on a server that never answers after three tries, each bounded, and says so", async () => {
    let received = 0;
    const silent = await listen(() => void received++);
    const storage = createS3Storage({ ...s3.settings, endpoint: silent.origin }, { attemptTimeoutMs: 200 });
    const put = storage.put("2026/stalled.pdf", text("%PDF"), { contentType: "application/pdf" });
    await expect(put).rejects.toThrow(S3StorageError);
    await expect(put).rejects.toThrow(/failed 3 times: no answer within 200 ms/);
    expect(received).toBe(3);
    await silent.close();
  });

  it("tries a request again that got no answer: the file is stored once", async () => {
    // Before the real server, a hop that leaves the first request unanswered and passes the rest.
    let received = 0;
    const target = new URL(s3.settings.endpoint);
    const hop = await listen((req, res) => {
      if (++received === 1) return;
      const forward = httpRequest(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(forward);
    });
    const storage = createS3Storage({ ...s3.settings, endpoint: hop.origin }, { attemptTimeoutMs: 500 });
    await storage.put("2026/retried.pdf", text("%PDF-1.4 retried"), { contentType: "application/pdf" });
    expect(received).toBe(2);
    expect((await read(createS3Storage(s3.settings), "2026/retried.pdf"))?.toString()).toBe(
      "%PDF-1.4 retried",
    );
    await hop.close();
  });
});

/** An HTTP server on a free loopback port; `close` also drops connections left unanswered. */
async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
