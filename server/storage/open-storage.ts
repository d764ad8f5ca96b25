import { join } from "node:path";
import type { Config } from "#server/config";
import type { FileStorage } from "./file-storage";
import { localDiskStorage } from "./local-disk";

/**
 * The storage the configuration names: the S3 bucket when S3_BUCKET is set, checked before the
 * server listens (a missing bucket or refused key is a StorageError at start, not at the first
 * upload), else `DATA_DIR/uploads`. The SDK is loaded only for S3, so the default start does not
 * pay for it.
 */
export async function openStorage(config: Pick<Config, "s3" | "dataDir">): Promise<FileStorage> {
  if (!config.s3) return localDiskStorage(join(config.dataDir, "uploads"));
  const { s3Storage } = await import("./s3");
  const storage = s3Storage(config.s3);
  await storage.check();
  return storage;
}
