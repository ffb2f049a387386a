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

/** How long one request may go unanswered (response headers) before it is given up and tried again. */
const S3_ATTEMPT_TIMEOUT_MS = 15_000;
/** Tries of one request: every S3 request this driver sends is idempotent (a PUT to a fixed key). */
const S3_ATTEMPTS = 3;

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, s3rver in CI), addressed
 * path-style (`<endpoint>/<bucket>/<key>`), every request signed with AWS Signature V4 by
 * aws4fetch over the platform's fetch. Shared by every instance pointed at the same bucket.
 *
 * A request is tried up to three times, each signed afresh: again after a network failure, a 5xx
 * or 429 answer, or no answer within `attemptTimeoutMs`. Without that bound a stalled connection
 * would hold the user's request (and any transaction around it) for the five minutes of the
 * platform fetch's own timeouts.
 */
export function createS3Storage(
  settings: S3Settings,
  options: { attemptTimeoutMs?: number } = {},
): FileStorage {
  const attemptTimeoutMs = options.attemptTimeoutMs ?? S3_ATTEMPT_TIMEOUT_MS;
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
    // The retries are this driver's own (`send`): aws4fetch's do not cover failures and stalls.
    retries: 0,
  });
  const base = `${settings.endpoint.replace(/\/+$/, "")}/${settings.bucket}`;
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${base}/${key}`;
  };
  const send = async (action: string, key: string, init: RequestInit = {}): Promise<Response> => {
    const url = urlOf(key);
    for (let attempt = 1; ; attempt++) {
      const controller = new AbortController();
      // Cleared once the headers arrive: a body being read is its reader's to time.
      const timer = setTimeout(() => controller.abort(), attemptTimeoutMs);
      try {
        const res = await client.fetch(url, { ...init, signal: controller.signal });
        if ((res.status < 500 && res.status !== 429) || attempt === S3_ATTEMPTS) return res;
        await res.body?.cancel();
      } catch (err) {
        if (attempt === S3_ATTEMPTS) {
          const why = controller.signal.aborted ? `no answer within ${attemptTimeoutMs} ms` : String(err);
          throw new S3StorageError(
            `S3 ${action} of ${key} in ${settings.bucket} failed ${attempt} times: ${why}`,
            0,
          );
        }
      } finally {
        clearTimeout(timer);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * 2 ** attempt));
    }
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
      const res = await send("PUT", key, {
        method: "PUT",
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { "Content-Type": options.contentType },
      });
      if (!res.ok) return fail(res, "PUT", key);
      await res.body?.cancel();
    },
    async get(key): Promise<StoredFile | null> {
      const res = await send("GET", key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) return fail(res, "GET", key);
      const length = res.headers.get("content-length");
      return { body: res.body, size: length && /^\d+$/.test(length) ? Number(length) : null };
    },
    async delete(key) {
      const res = await send("DELETE", key, { method: "DELETE" });
      if (!res.ok && res.status !== 404) return fail(res, "DELETE", key);
      await res.body?.cancel();
    },
    async exists(key) {
      const res = await send("HEAD", key, { method: "HEAD" });
      await res.body?.cancel();
      if (res.status === 404) return false;
      if (!res.ok) return fail(res, "HEAD", key);
      return true;
    },
  };
}
