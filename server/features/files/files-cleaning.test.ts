import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_TOO_MANY_PIXELS, IMAGE_UNREADABLE, storedFileSchema } from "#domain/files";
import { profileSchema } from "#domain/profile.schema";
import { storedFile } from "#server/db/schema";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { pngDeclaring } from "#server/test/images";
import { errorOf, read } from "#server/test/studio";

/**
 * R-FILE-1: an upload's pixel count is read from its header and capped before anything decodes
 * it, and what the studio keeps is the image written again — upright, in its own format, with no
 * EXIF (a phone photo's GPS position) or other metadata.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(async () => ctx?.close());

type Architect = Awaited<ReturnType<typeof signedInUser>>;

function form(bytes: Uint8Array, name: string, purpose?: string): FormData {
  const data = new FormData();
  data.set("file", new File([new Uint8Array(bytes)], name, { type: "application/octet-stream" }));
  if (purpose) data.set("purpose", purpose);
  return data;
}

const upload = (who: Architect, body: FormData) => who.client.request("POST", "/api/files", body);
const uploadsOnDisk = async () => (await readdir(join(ctx.config.dataDir, "uploads")).catch(() => [] as string[])).length;
const rowsOf = (who: Architect) => ctx.database.db.select().from(storedFile).where(eq(storedFile.studioId, who.studioId));

/** A phone's photo: 400 × 300 pixels stored sideways (EXIF orientation 6) with where it was taken. */
async function photoWithGps(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 400, height: 300, channels: 3, background: "#996633" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: "Câmera do celular", Model: "Modelo X" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "46/1 38/1 0/1" } })
      .toBuffer(),
  );
}

describe("an uploaded image's pixels", () => {
  it("a PNG declaring 50.000 × 50.000 is a pt-BR 422 with the limit, and nothing is stored (references, presentations, logo)", async () => {
    const ana = await signedInUser(ctx);
    const bomb = pngDeclaring(50_000, 50_000);
    expect(bomb.byteLength).toBeLessThan(100);
    const disk = await uploadsOnDisk();
    for (const purpose of ["referencia", "apresentacao-imagem"]) {
      const res = await upload(ana, form(bomb, "planta.png", purpose));
      expect(res.status, purpose).toBe(422);
      expect(await errorOf(res)).toEqual({ code: "validation_error", message: IMAGE_TOO_MANY_PIXELS, fields: { file: IMAGE_TOO_MANY_PIXELS } });
    }
    expect(IMAGE_TOO_MANY_PIXELS).toMatch(/no máximo 40 megapixels/);
    const logo = await ana.client.request("POST", "/api/profile/logo", form(bomb, "logo.png"));
    expect(logo.status).toBe(422);
    expect((await errorOf(logo)).fields).toEqual({ file: IMAGE_TOO_MANY_PIXELS });
    expect((await read(profileSchema, await ana.client.get("/api/profile"))).studio.logo).toBeNull();
    expect(await rowsOf(ana)).toEqual([]);
    expect(await uploadsOnDisk()).toBe(disk);
  });

  it("a header that promises more than its body holds is a 422, not a stored file that no PDF can draw", async () => {
    const ana = await signedInUser(ctx);
    const whole = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).png().toBuffer();
    const cut = new Uint8Array(whole.subarray(0, Math.floor(whole.length / 2)));
    const res = await upload(ana, form(cut, "cortada.png"));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ file: IMAGE_UNREADABLE });
    expect(await rowsOf(ana)).toEqual([]);
  });
});

describe("what is stored of an uploaded image", () => {
  it("a photo's EXIF, GPS included, is not kept: the stored JPEG has no metadata and is upright (references and presentations)", async () => {
    const ana = await signedInUser(ctx);
    const photo = await photoWithGps();
    const sent = await sharp(photo).metadata();
    // The fixture does carry what must go: an orientation and a GPS directory (EXIF tag 0x8825).
    expect(sent.orientation).toBe(6);
    expect(sent.exif!.indexOf(Buffer.from([0x25, 0x88]))).toBeGreaterThan(0);
    for (const purpose of ["referencia", "apresentacao-imagem"]) {
      const stored = await read(storedFileSchema, await upload(ana, form(photo, "IMG_0001.jpg", purpose)));
      expect(stored.mime).toBe("image/jpeg");
      const got = new Uint8Array(await (await ana.client.get(`/api/files/${stored.id}`)).arrayBuffer());
      expect(got.byteLength).toBe(stored.size);
      const meta = await sharp(got).metadata();
      expect(meta).toMatchObject({ format: "jpeg", width: 300, height: 400 });
      expect(meta.exif, purpose).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(Buffer.from(got).includes("Câmera do celular")).toBe(false);
    }
  });

  it("the logo made from such a photo carries no EXIF either", async () => {
    const ana = await signedInUser(ctx);
    const profile = await read(profileSchema, await ana.client.request("POST", "/api/profile/logo", form(await photoWithGps(), "logo.jpg")));
    for (const url of [profile.studio.logo!.pdfUrl, profile.studio.logo!.screenUrl]) {
      const meta = await sharp(new Uint8Array(await (await ana.client.get(url)).arrayBuffer())).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.height).toBeGreaterThan(meta.width!);
    }
  });

  it("keeps the format: a transparent PNG stays a PNG with its transparency, a WebP stays a WebP", async () => {
    const ana = await signedInUser(ctx);
    const png = await sharp({ create: { width: 20, height: 10, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } })
      .png()
      .withMetadata()
      .toBuffer();
    const storedPng = await read(storedFileSchema, await upload(ana, form(new Uint8Array(png), "transparente.png")));
    expect(storedPng.mime).toBe("image/png");
    const gotPng = Buffer.from(await (await ana.client.get(`/api/files/${storedPng.id}`)).arrayBuffer());
    expect(await sharp(gotPng).metadata()).toMatchObject({ format: "png", width: 20, height: 10, hasAlpha: true });
    const { data } = await sharp(gotPng).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 4)]).toEqual([10, 20, 30, 128]);

    const webp = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#336699" } }).webp().toBuffer();
    const storedWebp = await read(storedFileSchema, await upload(ana, form(new Uint8Array(webp), "foto.webp")));
    expect(storedWebp.mime).toBe("image/webp");
    expect((await sharp(Buffer.from(await (await ana.client.get(`/api/files/${storedWebp.id}`)).arrayBuffer())).metadata()).format).toBe("webp");
  });
});
