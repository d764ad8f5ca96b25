import type { Writable } from "node:stream";
import { once } from "node:events";

/**
 * Just enough of the tar format (POSIX ustar, PAX for long names) to write a backup and read it
 * back: regular files only. A backup stays a file any operator can open with `tar -tzf`, without
 * a dependency for a hundred lines.
 */
const BLOCK = 512;
/** The largest size an 11-digit octal field holds (8 GiB − 1). */
const MAX_SIZE = 0o77777777777;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class TarFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TarFormatError";
  }
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

function header(name: string, size: number, type: "0" | "x", mtime: number): Uint8Array {
  const block = new Uint8Array(BLOCK);
  const put = (text: string, offset: number) => block.set(encoder.encode(text), offset);
  put(name, 0);
  put(octal(0o644, 8), 100);
  put(octal(0, 8), 108);
  put(octal(0, 8), 116);
  put(octal(size, 12), 124);
  put(octal(mtime, 12), 136);
  put(type, 156);
  put("ustar\0", 257);
  put("00", 263);
  // The checksum is computed with its own field read as eight spaces.
  put("        ", 148);
  const sum = block.reduce((total, byte) => total + byte, 0);
  put(octal(sum, 7) + " ", 148);
  return block;
}

/** A PAX record "<len> path=<name>\n", whose length counts its own digits. */
function paxPath(name: string): Uint8Array {
  const body = ` path=${name}\n`;
  const bodyLength = encoder.encode(body).length;
  let length = bodyLength + 1;
  while (String(length).length + bodyLength !== length) length += 1;
  return encoder.encode(`${length}${body}`);
}

const padding = (size: number) => new Uint8Array((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes entries to a stream (a file, a gzip stream), waiting whenever the stream is full. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(bytes: Uint8Array): Promise<void> {
    if (bytes.length === 0) return;
    if (!this.out.write(bytes)) await once(this.out, "drain");
  }

  async add(name: string, bytes: Uint8Array, mtime = new Date()): Promise<void> {
    if (bytes.length > MAX_SIZE) throw new TarFormatError(`${name}: arquivo grande demais para o formato tar (máximo 8 GiB)`);
    const seconds = Math.floor(mtime.getTime() / 1000);
    const long = encoder.encode(name).length > 99;
    if (long) {
      const pax = paxPath(name);
      await this.write(header("PaxHeader", pax.length, "x", seconds));
      await this.write(pax);
      await this.write(padding(pax.length));
    }
    // A long name lives in the PAX record above; the ustar field gets a stand-in tar ignores.
    await this.write(header(long ? "././@LongName" : name, bytes.length, "0", seconds));
    await this.write(bytes);
    await this.write(padding(bytes.length));
  }

  /** The two empty blocks that end an archive. */
  async finish(): Promise<void> {
    await this.write(new Uint8Array(BLOCK * 2));
  }
}

/** Reads exactly n bytes at a time from a stream of chunks. */
class ChunkReader {
  private pending: Uint8Array[] = [];
  private buffered = 0;
  private readonly source: AsyncIterator<Uint8Array>;

  constructor(input: AsyncIterable<Uint8Array>) {
    this.source = input[Symbol.asyncIterator]();
  }

  /** The next n bytes, or null at the end of the stream before any of them. */
  async read(n: number): Promise<Uint8Array | null> {
    while (this.buffered < n) {
      const next = await this.source.next();
      if (next.done) {
        if (this.buffered === 0) return null;
        throw new TarFormatError("o arquivo termina no meio de uma entrada (backup incompleto ou truncado)");
      }
      this.pending.push(next.value);
      this.buffered += next.value.length;
    }
    const all = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    const taken = all.subarray(0, n);
    const rest = all.subarray(n);
    this.pending = rest.length ? [rest] : [];
    this.buffered = rest.length;
    return taken;
  }
}

function field(block: Uint8Array, offset: number, length: number): string {
  const bytes = block.subarray(offset, offset + length);
  const end = bytes.indexOf(0);
  return decoder.decode(end === -1 ? bytes : bytes.subarray(0, end));
}

function parseOctal(block: Uint8Array, offset: number, length: number): number {
  const text = field(block, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError("cabeçalho tar ilegível (arquivo corrompido?)");
  return parseInt(text, 8);
}

function checkHeader(block: Uint8Array): void {
  const stored = parseOctal(block, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  if (sum !== stored) throw new TarFormatError("soma de verificação de um cabeçalho tar não confere (arquivo corrompido?)");
}

/** Each regular file of an archive, in order, with its whole contents. */
export async function* readTar(input: AsyncIterable<Uint8Array>): AsyncGenerator<{ name: string; bytes: Uint8Array }> {
  const reader = new ChunkReader(input);
  let longName: string | undefined;
  for (;;) {
    const block = await reader.read(BLOCK);
    if (!block) throw new TarFormatError("o arquivo termina sem o fim do tar (backup incompleto ou truncado)");
    if (block.every((byte) => byte === 0)) return;
    checkHeader(block);
    const size = parseOctal(block, 124, 12);
    const type = String.fromCharCode(block[156]!);
    const prefix = field(block, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100));
    const bytes = size ? await reader.read(size) : new Uint8Array(0);
    if (!bytes) throw new TarFormatError("o arquivo termina no meio de uma entrada (backup incompleto ou truncado)");
    const pad = padding(size).length;
    if (pad) await reader.read(pad);
    if (type === "x") {
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(decoder.decode(bytes))?.[1];
      continue;
    }
    longName = undefined;
    if (type === "0" || type === "\0") yield { name, bytes: new Uint8Array(bytes) };
  }
}
