import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** How a page rendered for one request goes out: Brotli, gzip, or as it is. */
export type PageEncoding = "br" | "gzip";

/**
 * Brotli's quality for a page rendered for one request: about as small as gzip's default level in
 * a third to a half of its time (a signed-in property page, 73 KiB: 16.8 KiB in 0.45 ms against
 * 16.4 KiB in 1.27 ms; `tests/bench/page-compression.mjs`, ADR 040). Quality 4 takes as long as
 * gzip did; quality 1 and 2 save a little more time for more bytes.
 */
const BROTLI_QUALITY = 3;

/**
 * The body of a rendered document: its HTML, compressed as the browser takes it. Compressed here,
 * in one call on the finished text, rather than by the compression middleware's stream. The page
 * language's messages are not in it: the browser fetches them as a file of their own
 * (`<body data-messages>`, ADR 040).
 */
export function pageDocument(
  html: string,
  encoding: PageEncoding | undefined,
): { body: Uint8Array<ArrayBuffer>; encoding: PageEncoding | undefined } {
  const raw = Buffer.from(html, "utf8");
  switch (encoding) {
    case "br":
      return {
        body: responseBytes(
          brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
        ),
        encoding,
      };
    case "gzip":
      return { body: responseBytes(gzipSync(raw)), encoding };
    default:
      return { body: responseBytes(raw), encoding: undefined };
  }
}

/** A Buffer as the plain Uint8Array a Response takes, without copying it. */
export function responseBytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}
