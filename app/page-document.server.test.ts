import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pageDocument } from "./page-document.server";

describe("pageDocument", () => {
  const html = `<!DOCTYPE html><html><body data-messages="/i18n/ar.0123456789ab.json"><p>سعر</p></body></html>`;

  it("is the document's text, gzipped when the browser takes gzip", () => {
    const plain = pageDocument(html, false);
    expect(plain.gzipped).toBe(false);
    expect(Buffer.from(plain.body).toString("utf8")).toBe(html);
    const gzipped = pageDocument(html, true);
    expect(gzipped.gzipped).toBe(true);
    expect(gunzipSync(gzipped.body).toString("utf8")).toBe(html);
  });
});
