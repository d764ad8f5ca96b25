import sharp, { type Sharp } from "sharp";
import { IMAGE_MAX_PIXELS, IMAGE_TOO_MANY_PIXELS, type ImageMimeType } from "#domain/files";
import { AppError } from "./errors";
import { imageTypeOf } from "./image-type";

/** What a route answers for a file that is not an image we take, and for one whose body does not decode. */
export type ImageErrors = { wrongType: () => AppError; unreadable: () => AppError };

export type CheckedImage = { mime: ImageMimeType; width: number; height: number };

const tooManyPixels = () => new AppError("validation_error", 422, IMAGE_TOO_MANY_PIXELS, { file: IMAGE_TOO_MANY_PIXELS });

const FORMAT_OF: Record<ImageMimeType, string> = { "image/png": "png", "image/jpeg": "jpeg", "image/webp": "webp" };

type Header = CheckedImage & { isPalette: boolean };

/** The type by the first bytes, then the header's width, height and palette (sharp decodes nothing here). */
async function header(bytes: Uint8Array, errors: ImageErrors): Promise<Header> {
  const mime = imageTypeOf(bytes);
  if (!mime) throw errors.wrongType();
  let meta: Awaited<ReturnType<Sharp["metadata"]>>;
  try {
    // The pixel limit is ours, below: sharp's own would answer "unreadable".
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw errors.unreadable();
  }
  const { format, width, height, isPalette } = meta;
  if (format !== FORMAT_OF[mime] || !width || !height) throw errors.unreadable();
  if (width * height > IMAGE_MAX_PIXELS) throw tooManyPixels();
  return { mime, width, height, isPalette };
}

/**
 * An uploaded image's type and size, before anything decodes it (R-FILE-1): PNG, JPEG or WebP by
 * its first bytes (server/lib/image-type.ts), then the width and height its header declares,
 * read by sharp's metadata. Over IMAGE_MAX_PIXELS is a pt-BR 422: a few KB can declare 2,5
 * gigapixels, which would take GBs to decode in a PDF or a browser.
 */
export async function checkImage(bytes: Uint8Array, errors: ImageErrors): Promise<CheckedImage> {
  const { mime, width, height } = await header(bytes, errors);
  return { mime, width, height };
}

/** The same format out, without metadata: sharp writes none unless asked (keepMetadata/withMetadata). */
function encode(image: Sharp, mime: ImageMimeType, palette: boolean): Sharp {
  if (mime === "image/png") return image.png({ palette });
  if (mime === "image/jpeg") return image.jpeg({ quality: 90 });
  return image.webp({ quality: 90 });
}

/**
 * An uploaded photo as the studio keeps it: checked as checkImage does, then decoded and written
 * again in its own format — turned as its EXIF orientation says (`rotate()`), then saved with no
 * metadata at all: no EXIF (the camera's GPS position, its serial number, the date), no XMP, no
 * IPTC, no PNG text; colours converted to sRGB. PNG keeps its transparency (and its palette,
 * when it had one); an animation keeps its first frame. Nothing else of the sent file survives
 * (bytes appended after the image are dropped too). sharp runs on libuv's thread pool, so the
 * server's thread keeps answering while a photo is re-encoded.
 */
export async function cleanImage(bytes: Uint8Array, errors: ImageErrors): Promise<CheckedImage & { bytes: Uint8Array }> {
  const { mime, isPalette } = await header(bytes, errors);
  try {
    const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" }).rotate();
    const { data, info } = await encode(image, mime, isPalette).toBuffer({ resolveWithObject: true });
    return { mime, width: info.width, height: info.height, bytes: new Uint8Array(data) };
  } catch {
    throw errors.unreadable();
  }
}
