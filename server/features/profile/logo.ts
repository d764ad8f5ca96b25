import sharp from "sharp";
import { IMAGE_MAX_PIXELS } from "#domain/files";
import { LOGO_UNREADABLE, LOGO_VARIANTS, type LogoVariant } from "#domain/profile";
import { AppError } from "#server/lib/errors";

export type LogoImage = { variant: LogoVariant; png: Uint8Array; width: number; height: number };

export const logoUnreadable = () => new AppError("validation_error", 422, LOGO_UNREADABLE, { file: LOGO_UNREADABLE });

/**
 * The logo in each size the product uses, as PNG (transparency kept; react-pdf draws PNG and
 * JPEG but not WebP), turned as the file's EXIF orientation says and written without metadata (no
 * EXIF, GPS or text: sharp keeps none unless asked). The bytes were already checked by their
 * header (type and pixel count: checkImage in server/lib/uploaded-image.ts); sharp decodes them on
 * libuv's thread pool, so the server's thread keeps answering while it works. A file whose
 * header lies about its body fails here, not later in a PDF.
 */
export async function logoImages(bytes: Uint8Array): Promise<LogoImage[]> {
  try {
    const source = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" }).rotate();
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
    throw logoUnreadable();
  }
}
