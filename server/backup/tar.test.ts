import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { readTar, TarFormatError, TarWriter } from "#server/backup/tar";

const root = mkdtempSync(join(tmpdir(), "prancheta-tar-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function archive(entries: [string, Uint8Array][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const tar = new TarWriter(out);
  for (const [name, bytes] of entries) await tar.add(name, bytes);
  await tar.finish();
  out.end();
  return Buffer.concat(chunks);
}

async function entriesOf(bytes: Uint8Array, chunkSize = 1000) {
  // Odd-sized chunks, as a file or a gunzip stream hands them over.
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += chunkSize) yield bytes.subarray(i, i + chunkSize);
  }
  const found: { name: string; text: string }[] = [];
  for await (const entry of readTar(chunks())) found.push({ name: entry.name, text: Buffer.from(entry.bytes).toString("utf8") });
  return found;
}

const longName = `uploads/${"a".repeat(120)}`;
const text = (s: string) => new TextEncoder().encode(s);

describe("tar mínimo dos backups", () => {
  it("lê de volta o que escreveu, nomes longos (PAX) e arquivos vazios incluídos", async () => {
    const bytes = await archive([
      ["manifest.json", text('{"ok":true}')],
      [longName, text("x".repeat(1500))],
      ["vazio", new Uint8Array(0)],
    ]);
    expect(bytes.length % 512).toBe(0);
    expect(await entriesOf(bytes, 777)).toEqual([
      { name: "manifest.json", text: '{"ok":true}' },
      { name: longName, text: "x".repeat(1500) },
      { name: "vazio", text: "" },
    ]);
  });

  it("o tar do sistema lê o arquivo, e o nosso lê o do sistema", async () => {
    const file = join(root, "nosso.tar");
    writeFileSync(file, await archive([["manifest.json", text("{}")], [longName, text("conteúdo")]]));
    const listing = spawnSync("tar", ["-tf", file], { encoding: "utf8" });
    expect(listing.status, listing.stderr).toBe(0);
    expect(listing.stdout.split("\n").filter(Boolean)).toEqual(["manifest.json", longName]);

    writeFileSync(join(root, "a.txt"), "olá");
    const made = spawnSync("tar", ["--format=ustar", "-cf", join(root, "sistema.tar"), "-C", root, "a.txt"]);
    expect(made.status).toBe(0);
    expect(await entriesOf(readFileSync(join(root, "sistema.tar")))).toEqual([{ name: "a.txt", text: "olá" }]);
  });

  it("um arquivo truncado ou corrompido é um erro, nunca menos entradas em silêncio", async () => {
    const bytes = await archive([["a", text("x".repeat(2000))], ["b", text("y")]]);
    await expect(entriesOf(bytes.subarray(0, 1024))).rejects.toBeInstanceOf(TarFormatError);
    await expect(entriesOf(bytes.subarray(0, bytes.length - 1024))).rejects.toThrow(/termina sem o fim do tar/);
    const damaged = Buffer.from(bytes);
    damaged[10] = 0x7a;
    await expect(entriesOf(damaged)).rejects.toThrow(/soma de verificação/);
  });
});
