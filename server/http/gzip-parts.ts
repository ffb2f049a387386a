import { constants, crc32, deflateRawSync, gzipSync } from "node:zlib";

/**
 * A gzip body assembled from parts compressed once and a short text compressed per answer (ADR
 * 040): a cached page is compressed once, and each answer's CSP nonce is compressed on its own
 * and placed between the parts. Each run is deflate blocks ending on a byte boundary (a sync
 * flush), so runs join into one valid deflate stream; the gzip trailer's CRC-32 and length are
 * those of the whole text.
 */

/** Some text as UTF-8 and its deflated run. */
export type Run = { raw: Buffer; deflated: Buffer };

/** A page's parts, each as its runs in order. */
export type GzipParts = Run[][];

const HEADER = gzipSync(Buffer.alloc(0)).subarray(0, 10);
/** The final (empty) block that ends the deflate stream. */
const LAST_BLOCK = deflateRawSync(Buffer.alloc(0));

/** A part's deflated run: deflate blocks ending on a byte boundary, to be joined with others. */
export function deflateRun(data: Buffer): Buffer {
  return deflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
}

export function compressParts(parts: string[]): GzipParts {
  return parts.map(runsOf);
}

function runsOf(part: string): Run[] {
  if (part === "") return [];
  const raw = Buffer.from(part, "utf8");
  return [{ raw, deflated: deflateRun(raw) }];
}

/** The gzip body of the parts joined with `separator`. */
export function gzipJoin(parts: GzipParts, separator: string): Buffer {
  const sep = Buffer.from(separator, "utf8");
  const between: Run = { raw: sep, deflated: deflateRun(sep) };
  return gzipRuns(parts.flatMap((runs, i) => (i > 0 ? [between, ...runs] : runs)));
}

/** The gzip body of the runs in order (each deflated by deflateRun, once or per answer). */
export function gzipRuns(runs: readonly Run[]): Buffer {
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  for (const { raw, deflated } of runs) {
    chunks.push(deflated);
    crc = crc32(raw, crc);
    length += raw.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(LAST_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** Whether an Accept-Encoding header takes gzip (named, or `*`, with a weight above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  return acceptsEncoding(header, "gzip");
}

/** Whether an Accept-Encoding header takes `coding` (named, or `*`, with a weight above 0). */
export function acceptsEncoding(header: string | undefined, coding: "gzip" | "br"): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const item of header.split(",")) {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (name.trim() === coding) return weight > 0;
    if (name.trim() === "*") wildcard = weight > 0;
  }
  return wildcard;
}

/**
 * How a page rendered for one request is compressed: Brotli when the browser takes it (every
 * current browser does), else gzip, else not at all. Brotli at a low quality makes a page about
 * as small as gzip's default level in about half the time (pageDocument).
 */
export function pageEncoding(header: string | undefined): "br" | "gzip" | undefined {
  if (acceptsEncoding(header, "br")) return "br";
  return acceptsEncoding(header, "gzip") ? "gzip" : undefined;
}
