import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "~/storage/s3-storage.server";

/**
 * A real S3-compatible server (s3rver) on a free loopback port, with one empty bucket, for tests
 * of the S3 driver: requests are signed and checked as S3 checks them (s3rver's own key pair).
 */
export async function startS3Server(): Promise<{ settings: S3Settings; stop(): Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), "mazad-s3-"));
  const bucket = "mazad-test";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      region: "us-east-1",
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
