import type { ImageMimeType } from "#domain/files";

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

/**
 * The image type by the file's first bytes (R-FILE-1), never by its name or the Content-Type the
 * browser sent: a ".png" that is text, an SVG or an HTML page is null, and is refused. (Our own
 * few lines: file-type's current major needs Node 22, and three signatures do not need a library.)
 *  - PNG: the 8-byte signature, then the IHDR chunk (RFC 2083 / ISO 15948).
 *  - JPEG: SOI (FF D8) followed by a marker (FF).
 *  - WebP: a RIFF container of form "WEBP" with a VP8, VP8L or VP8X chunk first.
 */
export function imageTypeOf(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && ascii(bytes, 12, "IHDR")) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP") && (ascii(bytes, 12, "VP8 ") || ascii(bytes, 12, "VP8L") || ascii(bytes, 12, "VP8X"))) return "image/webp";
  return null;
}
