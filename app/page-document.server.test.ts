import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pageDocument } from "./page-document.server";

describe("pageDocument", () => {
  const html = `<!DOCTYPE html><html><body data-messages="/i18n/ar.0123456789ab.json"><p>سعر</p></body></html>`;

  it("is the document's text, compressed as the browser takes it", () => {
    const plain = pageDocument(html, undefined);
    expect(plain.encoding).toBeUndefined();
    expect(Buffer.from(plain.body).toString("utf8")).toBe(html);
    const gzipped = pageDocument(html, "gzip");
    expect(gzipped.encoding).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString("utf8")).toBe(html);
    const brotli = pageDocument(html, "br");
    expect(brotli.encoding).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString("utf8")).toBe(html);
  });
});
