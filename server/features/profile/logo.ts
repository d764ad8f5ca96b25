import sharp from "sharp";
import { LOGO_UNREADABLE, LOGO_VARIANTS, type LogoVariant } from "#domain/profile";
import { AppError } from "#server/lib/errors";

/** A decompression bomb stops here: 40 megapixels is far more than any logo needs. */
const MAX_INPUT_PIXELS = 40_000_000;

export type LogoImage = { variant: LogoVariant; png: Uint8Array; width: number; height: number };

const unreadable = () => new AppError("validation_error", 422, LOGO_UNREADABLE, { file: LOGO_UNREADABLE });

/**
 * The logo in each size the product uses, as PNG (transparency kept; react-pdf draws PNG and
 * JPEG but not WebP). The bytes were already sniffed as PNG, JPEG or WebP; sharp decodes them on
 * libuv's thread pool, so the server's thread keeps answering while it works. A file whose
 * header lies about its body fails here, not later in a PDF.
 */
export async function logoImages(bytes: Uint8Array): Promise<LogoImage[]> {
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    return await Promise.all(
      LOGO_VARIANTS.map(async ({ id, px }) => {
        const { data, info } = await source
          .clone()
          .resize({ width: px, height: px, fit: "inside", withoutEnlargement: true })
          .png({ compressionLevel: 9 })
          .toBuffer({ resolveWithObject: true });
        return { variant: id, png: new Uint8Array(data), width: info.width, height: info.height };
      }),
    );
  } catch {
    throw unreadable();
  }
}
