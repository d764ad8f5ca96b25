import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFileSchema } from "#domain/files";
import { storedFile, studioMember } from "#server/db/schema";
import { createTestContext, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { errorOf, joinStudio, read } from "#server/test/studio";
import { JPEG_1X1, PNG_1X1, WEBP_1X1 } from "#server/test/images";

/** R-FILE-1 over HTTP: uploads checked by their bytes and size, served only to their studio. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Architect = Awaited<ReturnType<typeof signedInUser>>;

function form(bytes: Uint8Array | string, name: string, type = "image/png", extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  data.set("file", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type }));
  for (const [k, v] of Object.entries(extra)) data.set(k, v);
  return data;
}

const upload = (who: Architect | TestClient, body: FormData) => ("client" in who ? who.client : who).request("POST", "/api/files", body);

describe("POST /api/files", () => {
  it("accepts PNG, JPEG and WebP by their bytes, whatever the name or the browser's type, and serves the stored copy", async () => {
    const ana = await signedInUser(ctx);
    for (const [bytes, name, mime] of [
      [PNG_1X1, "fachada.png", "image/png"],
      [JPEG_1X1, "sala de estar ção.jpg", "image/jpeg"],
      [WEBP_1X1, "imagem-sem-extensao", "image/webp"],
    ] as const) {
      const res = await upload(ana, form(bytes, name, "application/octet-stream"));
      expect(res.status, name).toBe(201);
      const stored = await read(storedFileSchema, res);
      // Stored as written again without metadata (files-cleaning.test.ts): its own size, same format.
      expect(stored).toEqual({ id: stored.id, mime, size: stored.size, name });
      const [row] = await ctx.database.db.select().from(storedFile).where(eq(storedFile.id, stored.id));
      expect(row).toMatchObject({ studioId: ana.studioId, purpose: "referencia", mime, size: stored.size, originalName: name, createdBy: ana.userId });

      const got = await ana.client.get(`/api/files/${stored.id}`);
      expect(got.status).toBe(200);
      const served = new Uint8Array(await got.arrayBuffer());
      expect(served.byteLength).toBe(stored.size);
      expect(await sharp(served).metadata()).toMatchObject({ format: mime.replace("image/", ""), width: 1, height: 1 });
      expect(got.headers.get("content-type")).toBe(mime);
      expect(got.headers.get("x-content-type-options")).toBe("nosniff");
      expect(got.headers.get("cache-control")).toBe("private, no-cache");
      expect(got.headers.get("etag")).toMatch(/^"[\w-]+"$/);
      expect(got.headers.get("content-disposition")).toMatch(/^inline; filename="[^"]+"; filename\*=UTF-8''/);
      expect(got.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    }
  });

  it("keeps no control or bidirectional character of the file's name", async () => {
    const ana = await signedInUser(ctx);
    const stored = await read(storedFileSchema, await upload(ana, form(PNG_1X1, "C:\\fotos\\planta\u202Egnp.exe\u001b[31m\u2066.png")));
    expect(stored.name).toBe("plantagnp.exe[31m.png");
  });

  it("refuses a .png that is really text, an SVG and an HTML page with a pt-BR 422, storing nothing", async () => {
    const ana = await signedInUser(ctx);
    for (const [bytes, name, type] of [
      ["isto é só texto, não uma imagem", "foto.png", "image/png"],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "logo.svg", "image/svg+xml"],
      ["<!doctype html><script>alert(1)</script>", "pagina.png", "image/png"],
    ] as const) {
      const res = await upload(ana, form(bytes, name, type));
      expect(res.status, name).toBe(422);
      expect(await errorOf(res), name).toEqual({ code: "validation_error", message: "Envie uma imagem PNG, JPEG ou WebP.", fields: { file: "Envie uma imagem PNG, JPEG ou WebP." } });
    }
    expect(await ctx.database.db.select().from(storedFile).where(eq(storedFile.studioId, ana.studioId))).toEqual([]);
  });

  it("refuses 6 MB with a pt-BR 413, and a request without an image or with another purpose with a 422", async () => {
    const ana = await signedInUser(ctx);
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG_1X1);
    const res = await upload(ana, form(big, "grande.png"));
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe("A imagem pode ter no máximo 5 MB.");
    // Just over 5 MB in the file, within the request's framing allowance: the file's own size decides.
    const over = new Uint8Array(5 * 1024 * 1024 + 1);
    over.set(PNG_1X1);
    expect((await upload(ana, form(over, "quase.png"))).status).toBe(413);

    const empty = new FormData();
    empty.set("nome", "Ana");
    const none = await upload(ana, empty);
    expect(none.status).toBe(422);
    expect((await errorOf(none)).fields).toEqual({ file: "Escolha uma imagem." });
    const purpose = await upload(ana, form(PNG_1X1, "a.png", "image/png", { purpose: "logo-secreto" }));
    expect(purpose.status).toBe(422);
    expect((await errorOf(purpose)).fields).toEqual({ purpose: "Finalidade inválida." });
    const broken = await ana.client.request("POST", "/api/files", "nome=Ana", { "content-type": "multipart/form-data; boundary=x" });
    expect(broken.status).toBe(422);
    expect((await errorOf(broken)).fields).toEqual({ file: "Escolha uma imagem." });
    const json = await ana.client.post("/api/files", { file: "iVBORw0KGgo=" });
    expect(json.status).toBe(415);
    expect((await errorOf(json)).message).toBe("Envie a imagem como multipart/form-data, no campo file.");
    expect(await ctx.database.db.select().from(storedFile).where(eq(storedFile.studioId, ana.studioId))).toEqual([]);
  });

  it("needs a session and the page's own origin", async () => {
    const anonymous = new TestClient(ctx);
    expect((await upload(anonymous, form(PNG_1X1, "a.png"))).status).toBe(401);
    const ana = await signedInUser(ctx);
    expect((await ana.client.request("POST", "/api/files", form(PNG_1X1, "a.png"), { origin: "https://outro-site.example" })).status).toBe(403);
  });

  it("limits uploads per person (429 with Retry-After)", async () => {
    const limited = await createTestContext();
    try {
      const ana = await signedInUser(limited);
      let last: Response | undefined;
      for (let i = 0; i < 31; i++) last = await upload(ana, form(PNG_1X1, `${i}.png`));
      expect(last!.status).toBe(429);
      expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await errorOf(last!)).message).toMatch(/^Muitos envios de imagens em pouco tempo\. Aguarde/);
      const bia = await signedInUser(limited);
      expect((await upload(bia, form(PNG_1X1, "b.png"))).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe("GET /api/files/:id", () => {
  it("is a 404 for another studio's file, an unknown id and signed out a 401", async () => {
    const ana = await signedInUser(ctx);
    const bruno = await signedInUser(ctx);
    const stored = await read(storedFileSchema, await upload(ana, form(PNG_1X1, "a.png")));
    const other = await bruno.client.get(`/api/files/${stored.id}`);
    expect(other.status).toBe(404);
    expect((await errorOf(other)).message).toBe("Arquivo não encontrado.");
    expect((await ana.client.get(`/api/files/${randomUUID()}`)).status).toBe(404);
    expect((await new TestClient(ctx).get(`/api/files/${stored.id}`)).status).toBe(401);
  });

  it("is asked for again on every use (no-cache, strong ETag, 304), and a member removed from the studio no longer gets it", async () => {
    const ana = await signedInUser(ctx);
    const bruno = await signedInUser(ctx);
    const stored = await read(storedFileSchema, await upload(ana, form(PNG_1X1, "planta.png")));
    const other = await read(storedFileSchema, await upload(ana, form(JPEG_1X1, "corte.jpg")));
    await joinStudio(ctx, bruno.userId, ana.studioId, "member");

    const first = await bruno.client.get(`/api/files/${stored.id}`);
    expect(first.status).toBe(200);
    const bytes = new Uint8Array(await first.arrayBuffer());
    // Not a day in the browser: it may keep the bytes, but asks before each use.
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await ana.client.get(`/api/files/${stored.id}`)).headers.get("etag")).toBe(etag);
    expect((await ana.client.get(`/api/files/${other.id}`)).headers.get("etag")).not.toBe(etag);

    const revalidate = (who: TestClient, tag: string) => who.request("GET", `/api/files/${stored.id}`, undefined, { "if-none-match": tag });
    const same = await revalidate(bruno.client, etag);
    expect(same.status).toBe(304);
    expect(await same.text()).toBe("");
    expect(same.headers.get("etag")).toBe(etag);
    expect(same.headers.get("cache-control")).toBe("private, no-cache");
    // A list, and the weak form of the same tag, match too (If-None-Match compares weakly).
    expect((await revalidate(bruno.client, `"outra", W/${etag}`)).status).toBe(304);
    const changed = await revalidate(bruno.client, '"outra"');
    expect(changed.status).toBe(200);
    // The stored copy (re-encoded without metadata, decision 065), whole again.
    expect(new Uint8Array(await changed.arrayBuffer())).toEqual(bytes);

    // Removed from the studio: the browser's copy is not confirmed any more.
    const [membership] = await ctx.database.db.select().from(studioMember).where(and(eq(studioMember.userId, bruno.userId), eq(studioMember.studioId, ana.studioId)));
    expect((await ana.client.delete(`/api/studio/members/${membership!.id}`)).status).toBe(204);
    const removed = await revalidate(bruno.client, etag);
    expect(removed.status).toBe(404);
    expect(removed.headers.get("etag")).toBeNull();
    // Signed out, neither.
    expect((await new TestClient(ctx).request("GET", `/api/files/${stored.id}`, undefined, { "if-none-match": etag })).status).toBe(401);
  });

  it("is a 404 when the bytes are gone from the storage", async () => {
    const ana = await signedInUser(ctx);
    const stored = await read(storedFileSchema, await upload(ana, form(PNG_1X1, "a.png")));
    // The local disk storage keeps a file under its id, in DATA_DIR/uploads (decision 051).
    await rm(join(ctx.config.dataDir, "uploads", stored.id));
    expect((await ana.client.get(`/api/files/${stored.id}`)).status).toBe(404);
  });
});
