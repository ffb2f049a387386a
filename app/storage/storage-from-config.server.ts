import type { Config } from "~/config.server";
import type { FileStorage } from "./file-storage";
import { createLocalStorage } from "./local-storage.server";
import { createS3Storage } from "./s3-storage.server";

const cache = new WeakMap<Config["storage"], FileStorage>();

/** The file storage the configuration names (S3_* set: the bucket; otherwise DATA_DIR/uploads). */
export function storageFromConfig(config: Pick<Config, "storage">): FileStorage {
  let storage = cache.get(config.storage);
  if (!storage) {
    storage =
      config.storage.driver === "s3"
        ? createS3Storage(config.storage.s3)
        : createLocalStorage(config.storage.root);
    cache.set(config.storage, storage);
  }
  return storage;
}
