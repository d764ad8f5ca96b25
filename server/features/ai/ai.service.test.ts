import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answeringPrimary, engineWith, scriptedPrimary, trialUser, usedGenerations } from "#server/test/ai-doubles";
import { recommendMaterials } from "#domain/materials-catalogue";
import type { AppError } from "#server/lib/errors";
import { createTestContext, type TestContext } from "#server/test/harness";
import { ProviderError } from "#lib/ai-client/types";
import { complete } from "./ai.service";

/** The AI helper without HTTP: a real database and quota, a scripted provider. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const input = { prompt: "Liste três materiais para fachada" };
const rejection = async (promise: Promise<unknown>) => (await promise.then(() => undefined, (e: unknown) => e)) as AppError | undefined;

describe("complete", () => {
  it("answers with the provider's text and charges one generation", async () => {
    const db = ctx.database.db;
    const scope = await trialUser(db);
    const answer = await complete({ db, engine: engineWith([scriptedPrimary(["Tijolo, ", "vidro"])]), scope, input });
    expect(answer).toEqual({ text: "Tijolo, vidro", provider: "primary", model: "modelo-teste" });
    expect(await usedGenerations(db, scope.studioId)).toBe(1);
  });

  it("quota used up: 402, nothing charged", async () => {
    const db = ctx.database.db;
    const scope = await trialUser(db, 10);
    const error = await rejection(complete({ db, engine: engineWith([scriptedPrimary(["x"])]), scope, input }));
    expect(error?.status).toBe(402);
    expect(await usedGenerations(db, scope.studioId)).toBe(10);
  });

  it("the provider fails before its first token: the tool's offline answer, free", async () => {
    const db = ctx.database.db;
    const scope = await trialUser(db);
    const engine = engineWith([scriptedPrimary(new ProviderError("auth", "Chave API OpenAI inválida ou sem permissão."))]);
    const answer = await complete({ db, engine, scope, input: { ...input, tool: "materiais", inputs: { tipoObra: "fachada" } } });
    expect(answer.provider).toBe("offline");
    expect(answer.text.length).toBeGreaterThan(0);
    expect(await usedGenerations(db, scope.studioId)).toBe(0);
  });

  it("the materials tool's prompt carries the catalogue's best matches for the form", async () => {
    const db = ctx.database.db;
    const scope = await trialUser(db);
    const ai = answeringPrimary("Porcelanato acetinado para o banheiro.");
    await complete({ db, engine: engineWith([ai.provider]), scope, input: { ...input, tool: "materiais", inputs: { tipoObra: "residencial", estilo: "contemporaneo", orcamento: "medio", areasEspecificas: "banheiro" } } });
    expect(ai.requests[0]!.system).toMatch(/^Você é um designer de interiores/);
    expect(ai.requests[0]!.system).toContain("Recomende a partir do banco de materiais da Prancheta");
    const wet = recommendMaterials({ tipoObra: "residencial", estilo: "contemporaneo", orcamento: "medio", areasEspecificas: "banheiro" })[0]!.material.name;
    expect(ai.requests[0]!.system).toContain(wet);
  });

  it("the provider fails mid-answer: 502 with its message, free", async () => {
    const db = ctx.database.db;
    const scope = await trialUser(db);
    const engine = engineWith([scriptedPrimary({ tokens: ["Meia "], then: new ProviderError("retryable", "A conexão caiu.") })]);
    const error = await rejection(complete({ db, engine, scope, input }));
    expect(error?.status).toBe(502);
    expect(error?.message).toBe("A conexão caiu.");
    expect(await usedGenerations(db, scope.studioId)).toBe(0);
  });
});
