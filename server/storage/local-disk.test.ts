import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localDiskStorage } from "./local-disk";

const root = await mkdtemp(join(tmpdir(), "prancheta-storage-"));
afterAll(() => rm(root, { recursive: true, force: true }));

describe("local disk storage", () => {
  it("creates its folder on the first write, round-trips the bytes and leaves no temporary file", async () => {
    const dir = join(root, "a", "uploads");
    const storage = localDiskStorage(dir);
    expect(await storage.get("3f1c2d")).toBeNull();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    await storage.put("3f1c2d", bytes);
    expect(await storage.get("3f1c2d")).toEqual(bytes);
    expect(await readdir(dir)).toEqual(["3f1c2d"]);
    await storage.put("3f1c2d", new Uint8Array([1, 2]));
    expect(await storage.get("3f1c2d")).toEqual(new Uint8Array([1, 2]));
    await storage.delete("3f1c2d");
    await storage.delete("3f1c2d");
    expect(await storage.get("3f1c2d")).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it("refuses a key that is not a generated id (no path can be built from input)", async () => {
    const storage = localDiskStorage(join(root, "b"));
    for (const key of ["../segredo", "a/b", "", ".tmp", "A".repeat(3), "x".repeat(200)]) {
      await expect(storage.put(key, new Uint8Array([1])), key).rejects.toThrow(/Chave de armazenamento inválida/);
      await expect(storage.get(key), key).rejects.toThrow(/Chave de armazenamento inválida/);
      await expect(storage.delete(key), key).rejects.toThrow(/Chave de armazenamento inválida/);
    }
  });
});
