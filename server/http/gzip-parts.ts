import { constants, crc32, deflateRawSync, gzipSync } from "node:zlib";

/**
 * A gzip body assembled from parts compressed once and a short text compressed per answer (ADR
 * 040): a cached page is compressed once, and each answer's CSP nonce is compressed on its own
 * and placed between the parts. Each part is a run of deflate blocks ending on a byte boundary
 * (a sync flush), so the runs join into one valid deflate stream; the gzip trailer's CRC-32 and
 * length are those of the whole text.
 */
export type GzipParts = {
  /** The raw parts (for the CRC-32) and their deflated runs, in order. */
  raw: Buffer[];
  deflated: Buffer[];
};

const HEADER = gzipSync(Buffer.alloc(0)).subarray(0, 10);
/** The final (empty) block that ends the deflate stream. */
const LAST_BLOCK = deflateRawSync(Buffer.alloc(0));

/** A part's deflated run: deflate blocks ending on a byte boundary, to be joined with others. */
export function deflateRun(data: Buffer): Buffer {
  return deflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
}

export function compressParts(parts: string[]): GzipParts {
  const raw = parts.map((p) => Buffer.from(p, "utf8"));
  return { raw, deflated: raw.map(deflateRun) };
}

/** The gzip body of the parts joined with `separator`. */
export function gzipJoin(parts: GzipParts, separator: string): Buffer {
  const sep = Buffer.from(separator, "utf8");
  const sepDeflated = deflateRun(sep);
  const runs: GzipParts = { raw: [], deflated: [] };
  parts.raw.forEach((raw, i) => {
    if (i > 0) {
      runs.raw.push(sep);
      runs.deflated.push(sepDeflated);
    }
    runs.raw.push(raw);
    runs.deflated.push(parts.deflated[i]!);
  });
  return gzipRuns(runs);
}

/** The gzip body of the runs in order (each deflated by deflateRun, once or per answer). */
export function gzipRuns(runs: GzipParts): Buffer {
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  runs.raw.forEach((raw, i) => {
    chunks.push(runs.deflated[i]!);
    crc = crc32(raw, crc);
    length += raw.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(LAST_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** Whether an Accept-Encoding header takes gzip (named, or `*`, with a weight above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const item of header.split(",")) {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (name.trim() === "gzip") return weight > 0;
    if (name.trim() === "*") wildcard = weight > 0;
  }
  return wildcard;
}
