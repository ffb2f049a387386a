import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { declaredScriptUrls } from "../../scripts/page-scripts.mjs";

/**
 * Page weight: the JavaScript a first visit downloads (every <script src>, modulepreload and
 * deferred app module of the server-rendered HTML, scripts/page-scripts.mjs), counted as the gzip bytes the server sends, stays within 130 KiB (issue 18, ADR 043).
 * A size, not a time: the result is the same on any machine.
 */
const BUDGET_BYTES = 130 * 1024;

/** The compressed bytes on the wire for `Accept-Encoding: gzip` (Playwright would decompress). */
function gzipResponse(url: string): Promise<{ status: number; encoding: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], bytes }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

test.describe("JavaScript on first load", () => {
  const pages: [string, (baseURL: string) => Promise<string>][] = [
    ["home page (Arabic)", async () => "/"],
    ["listing (English)", async () => "/en/auctions"],
    [
      "property page (Arabic)",
      async (baseURL) => {
        const res = await fetch(`${baseURL}/api/v1/auctions?status=current&pageSize=1`);
        const body = (await res.json()) as { data: { id: number }[] };
        expect(body.data.length, "a live auction in the demo data").toBe(1);
        return `/mazadat/${body.data[0]!.id}`;
      },
    ],
  ];
  for (const [name, pathFor] of pages) {
    test(`${name} loads ≤ 130 KiB of gzipped JavaScript`, async ({ baseURL }) => {
      const path = await pathFor(baseURL!);
      const page = await fetch(baseURL + path);
      expect(page.status).toBe(200);
      const urls = declaredScriptUrls(await page.text(), baseURL + path);
      expect(urls.length, "scripts referenced by the page").toBeGreaterThan(0);

      let total = 0;
      const sizes: string[] = [];
      for (const url of urls) {
        expect(new URL(url).origin, "scripts come from the site itself").toBe(new URL(baseURL!).origin);
        const res = await gzipResponse(url);
        expect(res.status, url).toBe(200);
        if (res.bytes > 1024) expect(res.encoding, `${url} is sent gzip-compressed`).toBe("gzip");
        total += res.bytes;
        sizes.push(`${new URL(url).pathname} ${(res.bytes / 1024).toFixed(1)} KiB`);
      }
      test.info().annotations.push({
        type: "weight",
        description: `${path}: ${(total / 1024).toFixed(1)} KiB gzip in ${urls.length} files`,
      });
      expect(total, `gzipped JavaScript of ${path}:\n${sizes.join("\n")}`).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});
