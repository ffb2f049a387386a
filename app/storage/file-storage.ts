/**
 * Where uploaded bytes live, behind one interface with two drivers: a directory under DATA_DIR
 * (local-storage.server.ts, the embedded default) and S3-compatible object storage
 * (s3-storage.server.ts). Callers name files by key ("2026/5d1c….webp"), never by path, so the
 * same key reads the same bytes on every instance that shares the storage (ADR 021).
 */
export interface FileStorage {
  /** Which driver this is; recorded with each upload as "<driver>:<key>". */
  readonly driver: "local" | "s3";
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void>;
  /** The stored bytes as a stream, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export type StoredFile = {
  body: ReadableStream<Uint8Array>;
  /** Bytes, when the driver knows them before reading. */
  size: number | null;
};

export class InvalidStorageKeyError extends Error {
  override name = "InvalidStorageKeyError";
}

/**
 * Keys are short relative names: segments of letters, digits, ".", "_" and "-", none starting with
 * a dot, joined by "/". Nothing a driver could read as "go up", absolute, or needing escaping.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key))
    throw new InvalidStorageKeyError(`not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
}
