import { existsSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileApi } from "#domain/contracts/profile";
import { storedFile } from "#server/db/schema";
import { INTERNAL_ERROR_MESSAGE } from "#server/lib/errors";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { startFakeS3, type FakeS3 } from "#test-support/fake-s3";

/** With S3_BUCKET set, the studio's logo lives in the bucket (issue 20): any process serves it. */

let fake: FakeS3;
let ctx: TestContext;
beforeAll(async () => {
  fake = await startFakeS3({ bucket: "prancheta-logos" });
  ctx = await createTestContext(fake.env());
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

function logoForm(bytes: Uint8Array, name: string): FormData {
  const data = new FormData();
  data.set("file", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
  return data;
}

describe("the studio's logo in S3", { timeout: 120_000 }, () => {
  it("is stored in the bucket, not on the server's disk, and served from it", async () => {
    const ana = await signedInUser(ctx);
    const png = new Uint8Array(await sharp({ create: { width: 300, height: 100, channels: 3, background: "#7a1f5c" } }).png().toBuffer());
    const { studio } = await ana.client.answer(profileApi.uploadLogo, { body: logoForm(png, "logo.png") });

    const rows = await ctx.database.db.select().from(storedFile).where(and(eq(storedFile.studioId, ana.studioId), eq(storedFile.purpose, "logo")));
    expect(fake.keys(fake.bucket)).toEqual(rows.map((r) => r.storageKey).sort());
    expect(existsSync(join(ctx.config.dataDir, "uploads"))).toBe(false);

    const served = await ana.client.get(studio.logo!.pdfUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const pdfRow = rows.find((r) => r.variant === "pdf")!;
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(fake.object(fake.bucket, pdfRow.storageKey)!.bytes);

    // Removed from the bucket behind the app's back: the usual 404, not an error.
    fake.deleteBucket(fake.bucket);
    fake.createBucket(fake.bucket);
    expect((await ana.client.get(studio.logo!.pdfUrl)).status).toBe(404);
  });

  it("answers the generic pt-BR 500 when the bucket is gone, never S3's reason or a stack", async () => {
    const ana = await signedInUser(ctx);
    fake.deleteBucket(fake.bucket);
    try {
      const { res } = await ana.client.call(profileApi.uploadLogo, { body: logoForm(new Uint8Array(await sharp({ create: { width: 40, height: 40, channels: 3, background: "#000" } }).png().toBuffer()), "logo.png") });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: { code: "internal_error", message: INTERNAL_ERROR_MESSAGE } });
      expect(text).not.toMatch(/S3|bucket|\n\s+at /i);
      // Nothing half-saved: the studio still has no logo.
      expect((await ana.client.answer(profileApi.get)).studio.logo).toBeNull();
    } finally {
      fake.createBucket(fake.bucket);
    }
  });
});
