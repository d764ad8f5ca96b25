import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProviderError, type Provider } from "#lib/ai-client/types";
import { AppError } from "#server/lib/errors";
import { answeringPrimary, engineWith, scriptedPrimary, trialUser, usedGenerations } from "#server/test/ai-doubles";
import { createTestContext, type TestContext } from "#server/test/harness";
import { generateStructured, OFFLINE_GENERATED } from "./structured";

/** Structured data from the chain (R-DOC-4): a real database and quota, scripted providers. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** The caller's parser: a JSON object with a list of names; null for anything else. */
function namesParser() {
  const seen: string[] = [];
  const parse = (text: string): string[] | null => {
    seen.push(text);
    try {
      const value = JSON.parse(text) as { nomes?: unknown };
      return Array.isArray(value.nomes) ? value.nomes.map(String) : null;
    } catch {
      return null;
    }
  };
  return { parse, seen };
}

const OFFLINE_VALUE = ["Sala (offline)"];

async function generate(provider: Provider | Provider[], options: { studioId: string; allowOffline?: boolean; signal?: AbortSignal; parse?: (text: string) => string[] | null }) {
  let offlineCalls = 0;
  const parser = namesParser();
  const result = await generateStructured({
    db: ctx.database.db,
    engine: engineWith(Array.isArray(provider) ? provider : [provider]),
    studioId: options.studioId,
    allowOffline: options.allowOffline ?? false,
    system: "Responda somente com JSON.",
    prompt: "Liste os ambientes.",
    parse: options.parse ?? parser.parse,
    offline: () => {
      offlineCalls++;
      return OFFLINE_VALUE;
    },
    signal: options.signal,
  });
  return { ...result, offlineCalls, parsed: parser.seen };
}

const rejection = async (promise: Promise<unknown>) => (await promise.then(() => undefined, (e: unknown) => e)) as AppError | undefined;

describe("generateStructured", () => {
  it("a parsed answer: the model's value, one generation, the caller's prompts sent", async () => {
    const scope = await trialUser(ctx.database.db);
    const primary = answeringPrimary('{"nomes":["Sala","Cozinha"]}');
    const result = await generate(primary.provider, { studioId: scope.studioId });
    expect(result.value).toEqual(["Sala", "Cozinha"]);
    expect(result.generatedBy).toEqual({ source: "ia", provider: "primary", model: "modelo-teste", label: "Gerado pela IA (OpenAI, modelo-teste): revise antes de usar." });
    expect(result.offlineCalls).toBe(0);
    expect(primary.requests).toHaveLength(1);
    expect(primary.requests[0]).toMatchObject({ system: "Responda somente com JSON.", messages: [{ role: "user", content: "Liste os ambientes." }] });
    expect(await usedGenerations(ctx.database.db, scope.studioId)).toBe(1);
  });

  it("an answer that does not parse twice: the offline generator, and the generation given back", async () => {
    const scope = await trialUser(ctx.database.db);
    const primary = answeringPrimary("Claro! Aqui está a lista: sala, cozinha.");
    const result = await generate(primary.provider, { studioId: scope.studioId });
    expect(result.value).toEqual(OFFLINE_VALUE);
    expect(result.generatedBy).toEqual(OFFLINE_GENERATED);
    expect(result.generatedBy.label).toContain("offline");
    expect(primary.requests).toHaveLength(2);
    expect(result.parsed).toHaveLength(2);
    expect(await usedGenerations(ctx.database.db, scope.studioId)).toBe(0);
  });

  it("garbage, then a parsed answer: the model's value, one generation", async () => {
    const scope = await trialUser(ctx.database.db);
    const primary = answeringPrimary("não sei", '{"nomes":["Varanda"]}');
    const result = await generate(primary.provider, { studioId: scope.studioId });
    expect(result.value).toEqual(["Varanda"]);
    expect(result.generatedBy.source).toBe("ia");
    expect(primary.requests).toHaveLength(2);
    expect(result.offlineCalls).toBe(0);
    expect(await usedGenerations(ctx.database.db, scope.studioId)).toBe(1);
  });

  it("the last generation of the plan: the retry takes the unit the garbage gave back, never a 402", async () => {
    const scope = await trialUser(ctx.database.db, 9);
    const result = await generate(answeringPrimary("???", '{"nomes":["Lavabo"]}').provider, { studioId: scope.studioId });
    expect(result.value).toEqual(["Lavabo"]);
    expect(await usedGenerations(ctx.database.db, scope.studioId)).toBe(10);

    const other = await trialUser(ctx.database.db, 9);
    const offline = await generate(answeringPrimary("???").provider, { studioId: other.studioId });
    expect(offline.generatedBy).toEqual(OFFLINE_GENERATED);
    expect(await usedGenerations(ctx.database.db, other.studioId)).toBe(9);
  });

  it("no provider configured: offline and free, even with the quota used up and without allowOffline", async () => {
    const scope = await trialUser(ctx.database.db, 10);
    const result = await generate([], { studioId: scope.studioId });
    expect(result.value).toEqual(OFFLINE_VALUE);
    expect(result.generatedBy).toEqual(OFFLINE_GENERATED);
    expect(result.parsed).toHaveLength(0);
    expect(await usedGenerations(ctx.database.db, scope.studioId)).toBe(10);
  });

  it("quota used up: a 402 without allowOffline (the provider is not called); with it, offline and free", async () => {
    const scope = await trialUser(ctx.database.db, 10);
    const primary = answeringPrimary('{"nomes":["Sala"]}');
    const error = await rejection(generate(primary.provider, { studioId: scope.studioId }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 402, code: "quota_exceeded" });
    expect(error?.message).toContain("10 gerações de texto");
    expect(primary.requests).toHaveLength(0);

    const result = await generate(primary.provider, { studioId: scope.studioId, allowOffline: true });
    expect(result.generatedBy).toEqual(OFFLINE_GENERATED);
    expect(result.value).toEqual(OFFLINE_VALUE);
    expect(primary.requests).toHaveLength(0);
    expect(await usedGenerations(ctx.database.db, scope.studioId)).toBe(10);
  });

  it("a provider that fails, before or during its answer: offline and free", async () => {
    const scope = await trialUser(ctx.database.db);
    const refused = await generate(scriptedPrimary(new ProviderError("auth", "Chave API OpenAI inválida ou sem permissão.")), { studioId: scope.studioId });
    expect(refused.generatedBy).toEqual(OFFLINE_GENERATED);
    const broken = await generate(scriptedPrimary({ tokens: ['{"nomes":'], then: new ProviderError("auth", "A conexão caiu.") }), { studioId: scope.studioId });
    expect(broken.generatedBy).toEqual(OFFLINE_GENERATED);
    expect(broken.parsed).toHaveLength(0);
    expect(await usedGenerations(ctx.database.db, scope.studioId)).toBe(0);
  });

  it("a caller that stops after an unusable answer is not retried", async () => {
    const scope = await trialUser(ctx.database.db);
    const primary = answeringPrimary("lixo");
    const controller = new AbortController();
    const result = await generate(primary.provider, {
      studioId: scope.studioId,
      signal: controller.signal,
      parse: () => {
        controller.abort();
        return null;
      },
    });
    expect(result.generatedBy).toEqual(OFFLINE_GENERATED);
    expect(primary.requests).toHaveLength(1);
    expect(await usedGenerations(ctx.database.db, scope.studioId)).toBe(0);
  });
});
