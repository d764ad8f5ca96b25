import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assertStorageKey, type FileStorage } from "./file-storage";

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException | undefined)?.code === "ENOENT";

/**
 * Files on the server's disk, in one folder (`DATA_DIR/uploads` by default), created when the
 * first file arrives. A write goes to a temporary name in the same folder and is renamed into
 * place, so a crash mid-write never leaves a truncated file under a real key.
 */
export function localDiskStorage(dir: string): FileStorage {
  return {
    async put(key, bytes) {
      assertStorageKey(key);
      // Every time (one cheap call per upload): the folder may have been removed meanwhile.
      await mkdir(dir, { recursive: true });
      const temp = join(dir, `.tmp-${key}-${randomUUID()}`);
      try {
        await writeFile(temp, bytes, { flag: "wx" });
        await rename(temp, join(dir, key));
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      assertStorageKey(key);
      try {
        return new Uint8Array(await readFile(join(dir, key)));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await rm(join(dir, key), { force: true });
    },
  };
}
