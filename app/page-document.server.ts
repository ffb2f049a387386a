import { gzipSync } from "node:zlib";

/**
 * The body of a rendered document: its HTML, gzipped when the browser takes gzip. Compressed here,
 * in one call on the finished text, rather than by the compression middleware's stream. The page
 * language's messages are not in it: the browser fetches them as a file of their own
 * (`<body data-messages>`, ADR 040).
 */
export function pageDocument(
  html: string,
  gzip: boolean,
): { body: Uint8Array<ArrayBuffer>; gzipped: boolean } {
  const raw = Buffer.from(html, "utf8");
  return gzip
    ? { body: responseBytes(gzipSync(raw)), gzipped: true }
    : { body: responseBytes(raw), gzipped: false };
}

/** A Buffer as the plain Uint8Array a Response takes, without copying it. */
export function responseBytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}
