import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_MAX_PIXELS, IMAGE_TOO_MANY_PIXELS } from "#domain/files";
import { AppError } from "#server/lib/errors";
import { pngDeclaring } from "#server/test/images";
import { checkImage, cleanImage } from "./uploaded-image";

const errors = { wrongType: () => new AppError("validation_error", 422, "tipo"), unreadable: () => new AppError("validation_error", 422, "ilegível") };
const messageOf = (promise: Promise<unknown>) => promise.then(() => "aceita", (err: unknown) => (err as AppError).message);

describe("checkImage: the pixel limit, from the header alone", () => {
  it("takes exactly IMAGE_MAX_PIXELS (8.000 × 5.000) and refuses one row more", async () => {
    expect(IMAGE_MAX_PIXELS).toBe(8_000 * 5_000);
    expect(await checkImage(pngDeclaring(8_000, 5_000), errors)).toEqual({ mime: "image/png", width: 8_000, height: 5_000 });
    expect(await messageOf(checkImage(pngDeclaring(8_000, 5_001), errors))).toBe(IMAGE_TOO_MANY_PIXELS);
    expect(await messageOf(checkImage(pngDeclaring(50_000, 50_000), errors))).toBe(IMAGE_TOO_MANY_PIXELS);
  });

  it("refuses what is not PNG, JPEG or WebP by its bytes, and a header it cannot read", async () => {
    expect(await messageOf(checkImage(new TextEncoder().encode("<svg/>"), errors))).toBe("tipo");
    expect(await messageOf(checkImage(pngDeclaring(8_000, 5_000).subarray(0, 20), errors))).toBe("ilegível");
  });
});

describe("cleanImage", () => {
  it("a header within the limit over a body that does not decode is unreadable, not a crash", async () => {
    expect(await messageOf(cleanImage(pngDeclaring(300, 200), errors))).toBe("ilegível");
  });

  it("drops what follows the image (a file that is also something else)", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } }).png().toBuffer();
    const polyglot = new Uint8Array(Buffer.concat([png, Buffer.from("<html><script>alert(1)</script></html>")]));
    const { bytes, mime } = await cleanImage(polyglot, errors);
    expect(mime).toBe("image/png");
    expect(Buffer.from(bytes).includes("<script>")).toBe(false);
  });
});
