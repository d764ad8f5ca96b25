import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { imagesApi } from "#domain/contracts/images";
import { IMAGE_UNAVAILABLE_TEXT } from "#domain/images.schema";
import { generatedImage, imageUsage, storedFile } from "#server/db/schema";
import { imageTypeOf } from "#server/lib/image-type";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, addProject, setPlan } from "#server/test/studio";
import { FAKE_IMAGES_KEY, startFakeImages, type FakeImages } from "#test-support/fake-images";
import { imagePeriod } from "./images.service";

/** R-IMG-2 and R-IMG-3 against the fake provider on loopback (test-support/fake-images.ts). */
let fake: FakeImages;
let ctx: TestContext;

beforeAll(async () => {
  fake = await startFakeImages();
  ctx = await createTestContext({
    IMAGE_BASE_URL: `${fake.url}/v1`,
    IMAGE_API_KEY: FAKE_IMAGES_KEY,
    // The default limit: a busy machine must not turn a slow answer into a failure here (the
    // timeout has its own context below).
    AI_RATE_LIMIT_MAX: "1000",
  });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

async function paidUser(plan: "avancado" | "premium" | "obra-prima" = "avancado") {
  const user = await signedInUser(ctx);
  await setPlan(ctx, user.userId, plan);
  return user;
}

async function usage(studioId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ count: imageUsage.count })
    .from(imageUsage)
    .where(and(eq(imageUsage.studioId, studioId), eq(imageUsage.period, imagePeriod(new Date()))));
  return row?.count ?? 0;
}

async function fillUsage(studioId: string, count: number) {
  await ctx.database.db.insert(imageUsage).values({ studioId, period: imagePeriod(new Date()), count });
}

describe("POST /api/images", () => {
  it("calls the provider's real protocol and stores the PNG and its record", async () => {
    const { client, studioId } = await paidUser();
    const image = await client.answer(imagesApi.create, { body: { prompt: "  Fachada de casa de campo em taipa, ao entardecer  " } });
    expect(image).toMatchObject({ prompt: "Fachada de casa de campo em taipa, ao entardecer", model: "gpt-image-1", size: "1024x1024", project: null, url: `/api/files/${image.fileId}` });

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.path).toBe("/v1/images/generations");
    expect(sent.headers.authorization).toBe(`Bearer ${FAKE_IMAGES_KEY}`);
    // gpt-image-1 always answers base64 and refuses response_format.
    expect(sent.body).toEqual({ model: "gpt-image-1", prompt: "Fachada de casa de campo em taipa, ao entardecer", size: "1024x1024", n: 1 });

    const file = await client.get(image.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(fake.png);
    const [row] = await ctx.database.db.select().from(generatedImage).where(eq(generatedImage.id, image.id));
    expect(row).toMatchObject({ studioId, fileId: image.fileId, prompt: image.prompt });
    const [stored] = await ctx.database.db.select().from(storedFile).where(eq(storedFile.id, image.fileId));
    expect(stored).toMatchObject({ studioId, purpose: "imagem-gerada", mime: "image/png", size: fake.png.byteLength });
    expect(await usage(studioId)).toBe(1);
  });

  it("ties the image to one of the studio's projects, and refuses another studio's", async () => {
    const { client } = await paidUser();
    const c = await addClient(client, { name: "Marta Campos" });
    const p = await addProject(client, { name: "Casa Campos", clientId: c.id });
    const res = await client.call(imagesApi.create, { body: { prompt: "Sala integrada", projectId: p.id } });
    expect(res.status).toBe(201);
    expect(res.data?.project).toEqual({ id: p.id, name: "Casa Campos" });

    const other = await paidUser();
    const refused = await other.client.call(imagesApi.create, { body: { prompt: "Sala", projectId: p.id } });
    expect(refused.status).toBe(422);
    expect(refused.error?.fields).toEqual({ projectId: "Projeto não encontrado." });
    expect(await usage(other.studioId)).toBe(0);
  });

  it("downloads a url answer and converts a WebP answer to PNG", async () => {
    const { client } = await paidUser();
    fake.setMode("url");
    const fromUrl = await client.answer(imagesApi.create, { body: { prompt: "Cozinha" } });
    expect(new Uint8Array(await (await client.get(fromUrl.url)).arrayBuffer())).toEqual(fake.png);
    fake.setMode("webp");
    const converted = await client.answer(imagesApi.create, { body: { prompt: "Varanda" } });
    const bytes = new Uint8Array(await (await client.get(converted.url)).arrayBuffer());
    expect(imageTypeOf(bytes)).toBe("image/png");
  });

  it("refuses a blank prompt with the spec's message (422), before any call", async () => {
    const { client } = await paidUser();
    for (const prompt of ["", "   "]) {
      const res = await client.call(imagesApi.create, { body: { prompt } });
      expect(res.status).toBe(422);
      expect(res.error?.fields?.prompt).toBe("Campo obrigatório — Por favor, descreva a imagem que deseja gerar.");
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("is a 402 naming the plan on Esboço, which has no images", async () => {
    const { client, studioId } = await signedInUser(ctx);
    const res = await client.call(imagesApi.create, { body: { prompt: "Fachada" } });
    expect(res.status).toBe(402);
    const error = res.error!;
    expect(error.code).toBe("quota_exceeded");
    expect(error.message).toBe("O plano Esboço não inclui geração de imagens. Conheça os planos em /dashboard/planos para gerar imagens com IA.");
    expect(fake.requests).toHaveLength(0);
    expect(await usage(studioId)).toBe(0);
  });

  it("is a 402 once Projeto Avançado's 50 images of the month are used", async () => {
    const { client, studioId } = await paidUser("avancado");
    await fillUsage(studioId, 49);
    expect((await client.call(imagesApi.create, { body: { prompt: "A quinquagésima" } })).status).toBe(201);
    const res = await client.call(imagesApi.create, { body: { prompt: "Uma a mais" } });
    expect(res.status).toBe(402);
    expect(res.error?.message).toBe(
      "Você usou as 50 gerações de imagem do plano Projeto Avançado neste mês. Conheça os planos em /dashboard/planos para gerar mais imagens.",
    );
    expect(fake.requests).toHaveLength(1);
    expect(await usage(studioId)).toBe(50);
    const quota = await client.answer(imagesApi.quota);
    expect(quota).toEqual({ used: 50, limit: 50, period: imagePeriod(new Date()), plan: "Projeto Avançado" });
  });

  it("never passes the limit under concurrency: 2 units left, 5 requests at once → exactly 2 images", async () => {
    const { client, studioId } = await paidUser("avancado");
    await fillUsage(studioId, 48);
    // A slow provider keeps all five in flight together.
    fake.setMode("ok", { delayMs: 150 });
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => client.call(imagesApi.create, { body: { prompt: `Variação ${i + 1}` } })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 402, 402, 402]);
    expect(fake.requests).toHaveLength(2);
    expect(await usage(studioId)).toBe(50);
    expect(await client.answer(imagesApi.list)).toHaveLength(2);
  });

  it("counts on unlimited plans without a ceiling", async () => {
    const { client, studioId } = await paidUser("obra-prima");
    await fillUsage(studioId, 5000);
    expect((await client.call(imagesApi.create, { body: { prompt: "Jardim" } })).status).toBe(201);
    expect(await client.answer(imagesApi.quota)).toMatchObject({ used: 5001, limit: null, plan: "Obra-Prima" });
  });

  it("gives the unit back and answers 502 in pt-BR when the provider fails", async () => {
    const { client, studioId } = await paidUser("premium");
    await fillUsage(studioId, 10);
    // The subscriber reads that the service is unavailable, whatever failed: the variables and
    // keys to check are the operators', in the log (decision 079).
    const message = IMAGE_UNAVAILABLE_TEXT;
    for (const mode of ["401", "429", "500", "garbage", "not-image"] as const) {
      fake.setMode(mode);
      const res = await client.call(imagesApi.create, { body: { prompt: "Fachada" } });
      expect(res.status, mode).toBe(502);
      expect(res.error, mode).toEqual({ code: "image_provider_error", message });
      expect(await usage(studioId), mode).toBe(10);
    }
    expect(await client.answer(imagesApi.list)).toEqual([]);
    expect(await ctx.database.db.select().from(storedFile).where(eq(storedFile.studioId, studioId))).toEqual([]);
  });

  it("gives up at IMAGE_TIMEOUT_MS when the provider hangs, giving the unit back", async () => {
    // Its own context: only here is the limit short.
    const quick = await createTestContext({ IMAGE_BASE_URL: `${fake.url}/v1`, IMAGE_API_KEY: FAKE_IMAGES_KEY, IMAGE_TIMEOUT_MS: "1500" });
    try {
      const { client, userId, studioId } = await signedInUser(quick);
      await setPlan(quick, userId, "premium");
      fake.setMode("hang");
      const res = await client.call(imagesApi.create, { body: { prompt: "Fachada" } });
      expect(res.status).toBe(502);
      expect(res.error).toEqual({ code: "image_provider_error", message: IMAGE_UNAVAILABLE_TEXT });
      const rows = await quick.database.db.select().from(imageUsage).where(eq(imageUsage.studioId, studioId));
      expect(rows.reduce((n, r) => n + r.count, 0)).toBe(0);
    } finally {
      await quick.close();
    }
  });

  it("refuses a wrong key as OpenAI does (the bearer is sent)", async () => {
    const other = await createTestContext({ IMAGE_BASE_URL: fake.url, IMAGE_API_KEY: "sk-errada" });
    try {
      const { client, userId } = await signedInUser(other);
      await setPlan(other, userId, "premium");
      const res = await client.call(imagesApi.create, { body: { prompt: "Fachada" } });
      expect(res.status).toBe(502);
      expect(res.error?.message).toBe(IMAGE_UNAVAILABLE_TEXT);
      expect(fake.requests[0]?.headers.authorization).toBe("Bearer sk-errada");
    } finally {
      await other.close();
    }
  });
});

describe("without an image provider", () => {
  it("answers 503 image_provider_missing in pt-BR and keeps the quota", async () => {
    const bare = await createTestContext();
    try {
      const { client, userId, studioId } = await signedInUser(bare);
      await setPlan(bare, userId, "premium");
      const res = await client.call(imagesApi.create, { body: { prompt: "Fachada" } });
      expect(res.status).toBe(503);
      const error = res.error!;
      expect(error.code).toBe("image_provider_missing");
      expect(error.message).toBe("O serviço de imagens está indisponível no momento. Tente novamente mais tarde.");
      const [row] = await bare.database.db.select().from(imageUsage).where(eq(imageUsage.studioId, studioId));
      expect(row).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});

describe("gallery and deletion", () => {
  it("lists the studio's images newest first, hides them from other studios and deletes the file too", async () => {
    const ana = await paidUser();
    const first = await ana.client.answer(imagesApi.create, { body: { prompt: "Primeira" } });
    const second = await ana.client.answer(imagesApi.create, { body: { prompt: "Segunda" } });
    const gallery = await ana.client.answer(imagesApi.list);
    expect(gallery.map((i) => i.prompt)).toEqual(["Segunda", "Primeira"]);

    const outsider = await paidUser();
    expect(await outsider.client.answer(imagesApi.list)).toEqual([]);
    expect((await outsider.client.get(first.url)).status).toBe(404);
    const params = { id: first.id };
    const refused = await outsider.client.call(imagesApi.remove, { params });
    expect(refused.status).toBe(404);
    expect(refused.error?.message).toMatch(/não encontrad/);

    expect((await ana.client.call(imagesApi.remove, { params })).status).toBe(204);
    expect((await ana.client.get(first.url)).status).toBe(404);
    expect(await ctx.database.db.select().from(storedFile).where(eq(storedFile.id, first.fileId))).toEqual([]);
    expect((await ana.client.call(imagesApi.remove, { params })).status).toBe(404);
    expect((await ana.client.answer(imagesApi.list)).map((i) => i.id)).toEqual([second.id]);
    // The month's count stays: the image was generated.
    expect(await usage(ana.studioId)).toBe(2);
  });
});
