import { randomUUID } from "node:crypto";
import { mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { assertStorageKey, type FileStorage, type StoredFile } from "./file-storage";

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code === "ENOENT";

/**
 * Files in a directory of this machine (DATA_DIR/uploads by default): one instance only, the
 * embedded default. Directories are private to the process's user (0700), files 0600; a write
 * lands under a temporary name and is renamed into place, so a reader never sees half a file.
 */
export function createLocalStorage(root: string): FileStorage {
  const absoluteRoot = path.resolve(root);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(absoluteRoot, ...key.split("/"));
  };
  return {
    driver: "local",
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes, { mode: 0o600, flag: "wx" });
        await rename(temporary, file);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
    async get(key): Promise<StoredFile | null> {
      const file = fileOf(key);
      let handle;
      try {
        handle = await open(file, "r");
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      const { size } = await handle.stat().catch(async (err: unknown) => {
        await handle.close();
        throw err;
      });
      // The stream closes the handle when it ends, fails or is cancelled.
      return { body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>, size };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
  };
}
