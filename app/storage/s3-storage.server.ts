import { AwsClient } from "aws4fetch";
import { assertStorageKey, type FileStorage, type StoredFile } from "./file-storage";

export type S3Settings = {
  /** The service's origin, e.g. https://s3.me-south-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

export class S3StorageError extends Error {
  override name = "S3StorageError";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, s3rver in CI), addressed
 * path-style (`<endpoint>/<bucket>/<key>`), every request signed with AWS Signature V4 by
 * aws4fetch over the platform's fetch. Shared by every instance pointed at the same bucket.
 */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
    // aws4fetch retries 5xx and network failures with backoff; a few tries, not its default ten.
    retries: 2,
  });
  const base = `${settings.endpoint.replace(/\/+$/, "")}/${settings.bucket}`;
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${base}/${key}`;
  };
  const fail = async (res: Response, action: string, key: string): Promise<never> => {
    // S3 answers errors as XML with a <Code>; the message never carries credentials.
    const text = await res.text().catch(() => "");
    const code = /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? res.statusText;
    throw new S3StorageError(
      `S3 ${action} of ${key} in ${settings.bucket} failed: ${res.status} ${code}`,
      res.status,
    );
  };
  return {
    driver: "s3",
    async put(key, bytes, options) {
      const res = await client.fetch(urlOf(key), {
        method: "PUT",
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { "Content-Type": options.contentType },
      });
      if (!res.ok) return fail(res, "PUT", key);
      await res.body?.cancel();
    },
    async get(key): Promise<StoredFile | null> {
      const res = await client.fetch(urlOf(key));
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) return fail(res, "GET", key);
      const length = res.headers.get("content-length");
      return { body: res.body, size: length && /^\d+$/.test(length) ? Number(length) : null };
    },
    async delete(key) {
      const res = await client.fetch(urlOf(key), { method: "DELETE" });
      if (!res.ok && res.status !== 404) return fail(res, "DELETE", key);
      await res.body?.cancel();
    },
    async exists(key) {
      const res = await client.fetch(urlOf(key), { method: "HEAD" });
      await res.body?.cancel();
      if (res.status === 404) return false;
      if (!res.ok) return fail(res, "HEAD", key);
      return true;
    },
  };
}
