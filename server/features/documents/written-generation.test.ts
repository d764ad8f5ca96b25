import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseGenerationStreamEvent, type GenerationStreamEvent } from "#domain/document-generation.schema";
import { documentSchema, versionListSchema, type ProjectDocument } from "#domain/documents.schema";
import { blocksToPlainText } from "#domain/rich-text";
import { NEEDS_AI } from "#domain/section-rewrite-rules";
import { WRITTEN_SECTIONS } from "#domain/written-documents";
import type { WrittenContent } from "#domain/written-documents.schema";
import { createSseEventParser } from "#lib/ai-client/sse";
import { ProviderError } from "#lib/ai-client/types";
import type { Provider } from "#lib/ai-client/types";
import { aiUsage, documentVersion } from "#server/db/schema";
import { BackgroundTasks } from "#server/lib/background";
import type { AppError } from "#server/lib/errors";
import { createLogger } from "#server/lib/logger";
import { answeringPrimary, engineWith, usedGenerations } from "#server/test/ai-doubles";
import { createTestContext, scopeOf, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read, setPlan } from "#server/test/studio";
import { startWrittenGeneration, type GenerationMode } from "./written-generation.service";

/**
 * R-DOC-6: drafts and rewrites of written documents. Over HTTP the test app has no provider (the
 * offline generator); the AI path runs the service with scripted providers and the real quota.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

type Architect = Awaited<ReturnType<typeof signedInUser>>;

async function memorialOf(architect: Architect, used = 0) {
  if (used) await ctx.database.db.insert(aiUsage).values({ studioId: architect.studioId, period: "trial", count: used });
  const client = await addClient(architect.client, { name: "Maria Conceição" });
  const project = await addProject(architect.client, {
    name: "Casa Conceição",
    clientId: client.id,
    landPlot: { address: "Rua das Acácias, 120", city: "Campinas", state: "SP", area: 360, zoning: "ZR-2", topography: "Aclive suave" },
  });
  const res = await architect.client.post(`/api/projects/${project.id}/documents`, { kind: "memorial" });
  expect(res.status).toBe(201);
  return { project, doc: await read(documentSchema, res) };
}

async function events(res: Response): Promise<GenerationStreamEvent[]> {
  const parser = createSseEventParser();
  const raw = [...parser.push(await res.text()), ...parser.end()];
  return raw.map((e) => parseGenerationStreamEvent(e.event, e.data)).filter((e): e is GenerationStreamEvent => e !== null);
}

const textOf = (doc: ProjectDocument) => (doc.content as WrittenContent).sections.map((s) => `${s.title}\n${blocksToPlainText(s.blocks)}`).join("\n");
const section = (doc: ProjectDocument, key: string) => (doc.content as WrittenContent).sections.find((s) => s.key === key)!;

/** Runs the service with `providers` and drains its stream. */
async function run(architect: Architect, documentId: string, mode: GenerationMode, providers: Provider[]) {
  const tasks = new BackgroundTasks();
  const scope = await scopeOf(ctx, architect.userId);
  const queue = await startWrittenGeneration({ db: ctx.database.db, engine: engineWith(providers), logger: createLogger("silent"), tasks, scope, documentId, mode });
  const out: GenerationStreamEvent[] = [];
  for await (const item of queue) out.push(item);
  await tasks.drain();
  return out;
}
const rejection = async (p: Promise<unknown>) => (await p.then(() => undefined, (e: unknown) => e)) as AppError | undefined;
type Done = Extract<GenerationStreamEvent, { event: "done" }>;
/** The `done` event's data; a stream without one fails the test here, with what it sent instead. */
function done(evs: GenerationStreamEvent[]): Done["data"] {
  const event = evs.find((e): e is Done => e.event === "done");
  if (!event) throw new Error(`a geração não terminou: ${evs.map((e) => e.event).join(", ")}`);
  return event.data;
}

describe("the person's preferred tone", () => {
  it("writes cordially once the preferences say so", async () => {
    const architect = await signedInUser(ctx);
    const { doc } = await memorialOf(architect);
    expect((await architect.client.request("PUT", "/api/profile/preferences", { defaultUf: null, defaultStandard: null, aiTone: "cordial" })).status).toBe(200);
    const ai = answeringPrimary("Texto.");
    await run(architect, doc.id, { type: "draft", baseVersion: 1, allowOffline: false }, [ai.provider]);
    expect(ai.requests[0]!.system).toContain("tom cordial");
    expect(ai.requests[0]!.system).not.toContain("tom formal");
  });
});

describe("a draft over HTTP without a provider (the offline generator)", () => {
  it("streams every section, saves one version written offline, free, with [completar: …] and the project's data", async () => {
    const architect = await signedInUser(ctx);
    const { doc } = await memorialOf(architect);
    const res = await architect.client.post(`/api/documents/${doc.id}/generate`, { baseVersion: 1 });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const evs = await events(res);
    expect(evs[0]).toEqual({ event: "start", data: { sections: WRITTEN_SECTIONS.memorial.map(({ key, title }) => ({ key, title })) } });
    expect(evs.filter((e) => e.event === "sectionDone")).toHaveLength(WRITTEN_SECTIONS.memorial.length);
    const result = done(evs);
    expect(result.generatedBy.source).toBe("offline");
    expect(result.document.version).toBe(2);
    expect(result.document.lastVersion.author.source).toBe("offline");
    const text = textOf(result.document);
    for (const expected of ["Maria Conceição", "Rua das Acácias, 120, Campinas/SP", "ZR-2", "360,00 m²", "[completar: número da ART/RRT]", "ABNT NBR 9050:2020"]) expect(text).toContain(expected);
    expect(await usedGenerations(ctx.database.db, architect.studioId)).toBe(0);
  });

  it("a stale base is a 409 and nothing is generated; bad input is a pt-BR 422; another studio's document and an unknown section are 404", async () => {
    const architect = await signedInUser(ctx);
    const { doc } = await memorialOf(architect);
    const stale = await architect.client.post(`/api/documents/${doc.id}/generate`, { baseVersion: 7 });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toContain("versão 1");
    const bad = await architect.client.post(`/api/documents/${doc.id}/sections/fundacoes/rewrite`, { instruction: "x".repeat(501) });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).message).toContain("500 caracteres");
    expect((await architect.client.post(`/api/documents/${doc.id}/sections/nao-existe/rewrite`, {})).status).toBe(404);
    const stranger = await signedInUser(ctx);
    for (const path of [`/api/documents/${doc.id}/generate`, `/api/documents/${doc.id}/sections/fundacoes/rewrite`]) {
      const res = await stranger.client.post(path, { baseVersion: 1 });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Documento não encontrado.");
    }
    const versions = await read(versionListSchema, await architect.client.get(`/api/documents/${doc.id}/versions`));
    expect(versions).toHaveLength(1);
  });

  it("a briefing is not a written document: 404", async () => {
    const architect = await signedInUser(ctx);
    const client = await addClient(architect.client, { name: "Cliente" });
    const project = await addProject(architect.client, { name: "Outra", clientId: client.id });
    const briefing = await read(documentSchema, await architect.client.post(`/api/projects/${project.id}/documents`, { kind: "briefing" }));
    expect((await architect.client.post(`/api/documents/${briefing.id}/generate`, { baseVersion: 1 })).status).toBe(404);
  });
});

describe("the studio's responsible architect and CAU (decision 074)", () => {
  it("the memorial's identification and closing block print the owner, the CAU and the studio's city from Configurações", async () => {
    const architect = await signedInUser(ctx);
    const saved = await architect.client.request("PUT", "/api/profile", {
      name: "Ana Clara Prado",
      studio: { name: "Atelier Jabuticaba", cau: "A12345-6", phone: null, publicEmail: null, address: "Rua das Flores, 100 — São Paulo/SP", website: null, instagram: null, brandColor: "#1f4e79" },
    });
    expect(saved.status).toBe(200);
    const { doc } = await memorialOf(architect);
    const result = done(await events(await architect.client.post(`/api/documents/${doc.id}/generate`, { baseVersion: 1 })));
    expect(blocksToPlainText(section(result.document, "identificacao").blocks)).toContain("Responsável técnico: Ana Clara Prado, CAU A12345-6");
    const closing = blocksToPlainText(section(result.document, "encerramento").blocks);
    expect(closing).toMatch(/^São Paulo\/SP, \d{2}\/\d{2}\/\d{4}\./);
    expect(closing).toContain("Ana Clara Prado\nCAU A12345-6\nAtelier Jabuticaba");
    expect(textOf(result.document)).not.toContain("[completar: registro no CAU]");
  });
});

describe("\"Gerar novamente\": only the empty sections or everything (decision 075)", () => {
  it("scope empty writes only the sections without text and keeps the architect's; with none empty a pt-BR 422; all replaces everything", async () => {
    const architect = await signedInUser(ctx);
    const { doc } = await memorialOf(architect);
    const drafted = done(await events(await architect.client.post(`/api/documents/${doc.id}/generate`, { baseVersion: 1 }))).document;
    const content = drafted.content as WrittenContent;
    // The architect writes the objective, empties the foundations, and an older document lacks the closing block.
    const mine: WrittenContent = {
      sections: content.sections
        .filter((s) => s.key !== "encerramento")
        .map((s) => (s.key === "objetivo" ? { ...s, blocks: [{ type: "paragraph" as const, content: [{ text: "Meu objetivo." }] }] } : s.key === "fundacoes" ? { ...s, blocks: [{ type: "paragraph" as const, content: [{ text: "  " }] }] } : s)),
    };
    const saved = await architect.client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: drafted.version, content: mine });
    expect(saved.status).toBe(200);
    const base = drafted.version + 1;

    const evs = await events(await architect.client.post(`/api/documents/${doc.id}/generate`, { baseVersion: base, scope: "empty" }));
    expect(evs[0]).toEqual({ event: "start", data: { sections: [{ key: "fundacoes", title: "Fundações" }, { key: "encerramento", title: "Local, data e assinatura" }] } });
    const filled = done(evs).document;
    expect(filled.version).toBe(base + 1);
    expect(blocksToPlainText(section(filled, "objetivo").blocks)).toBe("Meu objetivo.");
    expect(blocksToPlainText(section(filled, "fundacoes").blocks)).toContain("sondagem");
    expect((filled.content as WrittenContent).sections.map((s) => s.key)).toEqual(WRITTEN_SECTIONS.memorial.map((s) => s.key));

    const none = await architect.client.post(`/api/documents/${doc.id}/generate`, { baseVersion: filled.version, scope: "empty" });
    expect(none.status).toBe(422);
    expect(await errorOf(none)).toMatchObject({ message: expect.stringContaining("Nenhuma seção está vazia"), fields: { scope: "Nenhuma seção está vazia." } });
    const bad = await architect.client.post(`/api/documents/${doc.id}/generate`, { baseVersion: filled.version, scope: "metade" });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields?.scope).toBe("Escolha o que gerar: só as seções vazias ou tudo.");

    const all = done(await events(await architect.client.post(`/api/documents/${doc.id}/generate`, { baseVersion: filled.version, scope: "all" }))).document;
    expect(blocksToPlainText(section(all, "objetivo").blocks)).not.toBe("Meu objetivo.");
  });
});

describe("a draft through the AI chain", () => {
  it("one run per section, tokens as they come, data tables appended, one version by the IA, ONE generation", async () => {
    const architect = await signedInUser(ctx);
    const { doc } = await memorialOf(architect);
    const ai = answeringPrimary("Texto **da seção** escrito pela IA.\n\n- item um\n- item dois");
    const evs = await run(architect, doc.id, { type: "draft", baseVersion: 1, allowOffline: false }, [ai.provider]);
    expect(ai.requests).toHaveLength(WRITTEN_SECTIONS.memorial.length);
    expect(ai.requests[0]!.system).toContain("memorial descritivo");
    // The person's default tone (R-PROFILE-4) is formal.
    expect(ai.requests[0]!.system).toContain("tom formal e impessoal");
    expect(JSON.stringify(ai.requests[0]!.messages)).toContain("Maria Conceição");
    // Section by section: each one's tokens arrive before the next one starts.
    const order = evs.filter((e) => e.event === "section" || e.event === "token").map((e) => `${e.event}:${e.data.key}`);
    expect(order.slice(0, 4)).toEqual(["section:identificacao", "token:identificacao", "section:objetivo", "token:objetivo"]);
    const result = done(evs);
    expect(result.generatedBy).toMatchObject({ source: "ia", provider: "primary", model: "modelo-teste" });
    expect(result.document.lastVersion.author).toMatchObject({ source: "ia", provider: "primary", model: "modelo-teste" });
    const description = section(result.document, "descricao-imovel");
    expect(description.blocks[0]).toEqual({ type: "paragraph", content: [{ text: "Texto " }, { text: "da seção", bold: true }, { text: " escrito pela IA." }] });
    expect(blocksToPlainText(description.blocks)).toContain("Área do lote | 360,00 m²");
    expect(await usedGenerations(ctx.database.db, architect.studioId)).toBe(1);
  });

  it("a provider failing before its first token: offline sections with a notice, nothing charged", async () => {
    const architect = await signedInUser(ctx);
    const { doc } = await memorialOf(architect);
    const failing: Provider = {
      id: "primary",
      displayName: "OpenAI",
      // eslint-disable-next-line require-yield
      async *stream() {
        throw new ProviderError("auth", "Chave da API inválida.");
      },
    };
    const evs = await run(architect, doc.id, { type: "draft", baseVersion: 1, allowOffline: false }, [failing]);
    expect(evs.some((e) => e.event === "notice")).toBe(true);
    expect(done(evs).document.lastVersion.author.source).toBe("offline");
    expect(textOf(done(evs).document)).toContain("[completar:");
    expect(await usedGenerations(ctx.database.db, architect.studioId)).toBe(0);
  });

  it("quota used up: 402 before anything is written; with allowOffline the offline draft, free", async () => {
    const architect = await signedInUser(ctx);
    const { doc } = await memorialOf(architect, 10);
    const ai = answeringPrimary("texto");
    const error = await rejection(run(architect, doc.id, { type: "draft", baseVersion: 1, allowOffline: false }, [ai.provider]));
    expect(error).toMatchObject({ status: 402 });
    expect(await ctx.database.db.select().from(documentVersion).where(eq(documentVersion.documentId, doc.id))).toHaveLength(1);
    const evs = await run(architect, doc.id, { type: "draft", baseVersion: 1, allowOffline: true }, [ai.provider]);
    expect(ai.requests).toHaveLength(0);
    expect(done(evs).document.lastVersion.author.source).toBe("offline");
    expect(await usedGenerations(ctx.database.db, architect.studioId)).toBe(10);
  });
});

describe("rewriting one section", () => {
  it("replaces only that section, on the latest version (an edit saved meanwhile stays), one generation", async () => {
    const architect = await signedInUser(ctx);
    await setPlan(ctx, architect.userId, "obra-prima");
    const { doc } = await memorialOf(architect);
    const drafted = done(await run(architect, doc.id, { type: "draft", baseVersion: 1, allowOffline: true }, []));
    // The architect edits another section and saves.
    const edited = drafted.document.content as WrittenContent;
    const mine = { ...edited, sections: edited.sections.map((s) => (s.key === "objetivo" ? { ...s, blocks: [{ type: "paragraph" as const, content: [{ text: "Meu objetivo editado." }] }] } : s)) };
    const saved = await architect.client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: drafted.document.version, content: mine });
    expect(saved.status).toBe(200);
    const before = await usedGenerations(ctx.database.db, architect.studioId);
    const ai = answeringPrimary("Fundação em **estacas**, [completar: conforme sondagem].");
    const evs = await run(architect, doc.id, { type: "rewrite", key: "fundacoes", instruction: "mais curto", allowOffline: false }, [ai.provider]);
    expect(evs[0]).toEqual({ event: "start", data: { sections: [{ key: "fundacoes", title: "Fundações" }] } });
    expect(JSON.stringify(ai.requests[0]!.messages)).toContain("mais curto");
    const result = done(evs).document;
    expect(result.version).toBe(drafted.document.version + 2);
    expect(blocksToPlainText(section(result, "fundacoes").blocks)).toBe("Fundação em estacas, [completar: conforme sondagem].");
    expect(blocksToPlainText(section(result, "objetivo").blocks)).toBe("Meu objetivo editado.");
    expect(section(result, "estrutura")).toEqual(section(drafted.document, "estrutura"));
    expect(await usedGenerations(ctx.database.db, architect.studioId)).toBe(before + 1);
  });
});

describe("rewriting one section without a provider (decision 072)", () => {
  const rewrite = async (architect: Architect, id: string, key: string, instruction: string) => {
    const res = await architect.client.post(`/api/documents/${id}/sections/${key}/rewrite`, { instruction });
    expect(res.status).toBe(200);
    return events(res);
  };
  const failure = (evs: GenerationStreamEvent[]) => evs.find((e) => e.event === "error")?.data;
  const versionsOf = async (architect: Architect, id: string) => read(versionListSchema, await architect.client.get(`/api/documents/${id}/versions`));

  it("an instruction only an AI can follow is refused in words, and nothing is saved", async () => {
    const architect = await signedInUser(ctx);
    const { doc } = await memorialOf(architect);
    await events(await architect.client.post(`/api/documents/${doc.id}/generate`, { baseVersion: 1 }));
    const before = await versionsOf(architect, doc.id);
    const evs = await rewrite(architect, doc.id, "estrutura", "conceito de casa-pátio voltada para o norte, com beiral largo");
    expect(evs.some((e) => e.event === "done")).toBe(false);
    expect(failure(evs)).toEqual({ code: "needs_ai", message: NEEDS_AI });
    expect(evs.some((e) => e.event === "sectionDone")).toBe(false);
    expect(await versionsOf(architect, doc.id)).toEqual(before);
  });

  it("a recognised instruction is done by the rules and labelled so; the same again would change nothing and saves nothing", async () => {
    const architect = await signedInUser(ctx);
    const { doc } = await memorialOf(architect);
    const saved = await architect.client.request("PUT", `/api/documents/${doc.id}`, {
      baseVersion: 1,
      content: {
        sections: WRITTEN_SECTIONS.memorial.map((s) => ({
          key: s.key,
          title: s.title,
          blocks: s.key === "estrutura" ? [{ type: "paragraph", content: [{ text: "Estrutura em concreto armado. Lajes maciças. Pilares aparentes. Vigas invertidas na cobertura." }] }] : [],
        })),
      },
    });
    expect(saved.status).toBe(200);
    const evs = await rewrite(architect, doc.id, "estrutura", "mais curto");
    const result = done(evs);
    expect(result.generatedBy).toEqual({ source: "offline", provider: "regras", model: null, label: "Seção reescrita pelas regras (sem IA): mais curto. Revise antes de usar." });
    expect(result.document.version).toBe(3);
    expect(result.document.lastVersion.author).toMatchObject({ source: "offline", provider: "regras" });
    expect(blocksToPlainText(section(result.document, "estrutura").blocks)).toBe("Estrutura em concreto armado. Lajes maciças.");
    expect((await versionsOf(architect, doc.id))[0]!.author).toMatchObject({ source: "offline", provider: "regras" });

    // Twice shorter: one more time halves again; then a single sentence cannot be shortened.
    expect(done(await rewrite(architect, doc.id, "estrutura", "mais curto")).document.version).toBe(4);
    const evs2 = await rewrite(architect, doc.id, "estrutura", "mais curto");
    expect(failure(evs2)).toEqual({ code: "unchanged", message: "Sem IA, “mais curto” não muda nada nesta seção: nada foi salvo." });
    expect(await versionsOf(architect, doc.id)).toHaveLength(4);

    // Longer, with the project's stored facts.
    const longer = done(await rewrite(architect, doc.id, "estrutura", "mais longo, com os dados do projeto"));
    expect(blocksToPlainText(section(longer.document, "estrutura").blocks)).toContain("Zoneamento: ZR-2.");
    expect(await usedGenerations(ctx.database.db, architect.studioId)).toBe(0);
  });

  it("an empty instruction writes the offline section again, unless it is already that: no identical version", async () => {
    const architect = await signedInUser(ctx);
    const { doc } = await memorialOf(architect);
    await events(await architect.client.post(`/api/documents/${doc.id}/generate`, { baseVersion: 1 }));
    const evs = await rewrite(architect, doc.id, "fundacoes", "");
    expect(failure(evs)).toEqual({ code: "unchanged", message: "A reescrita deixou a seção igual à versão atual: nada foi salvo." });
    // A draft again from the same data is the same draft: not saved either.
    const again = await events(await architect.client.post(`/api/documents/${doc.id}/generate`, { baseVersion: 2 }));
    expect(failure(again)).toEqual({ code: "unchanged", message: "O novo rascunho ficou igual à versão atual: nada foi salvo." });
    expect(await versionsOf(architect, doc.id)).toHaveLength(2);
  });

  it("an AI answer equal to the section is not saved, and not charged", async () => {
    const architect = await signedInUser(ctx);
    await setPlan(ctx, architect.userId, "obra-prima");
    const { doc } = await memorialOf(architect);
    done(await run(architect, doc.id, { type: "draft", baseVersion: 1, allowOffline: true }, []));
    const current = (await read(documentSchema, await architect.client.get(`/api/documents/${doc.id}`))) as ProjectDocument;
    const ai = answeringPrimary(blocksToPlainText(section(current, "fundacoes").blocks));
    const evs = await run(architect, doc.id, { type: "rewrite", key: "fundacoes", instruction: "", allowOffline: false }, [ai.provider]);
    expect(ai.requests).toHaveLength(1);
    expect(evs.find((e) => e.event === "error")?.data.code).toBe("unchanged");
    expect(await versionsOf(architect, doc.id)).toHaveLength(2);
    expect(await usedGenerations(ctx.database.db, architect.studioId)).toBe(0);
  });
});

describe("a draft nobody reads", () => {
  it("is still written and saved (the browser left: the paid draft is not lost)", async () => {
    const architect = await signedInUser(ctx);
    const { doc } = await memorialOf(architect);
    const tasks = new BackgroundTasks();
    const ai = answeringPrimary("texto da IA");
    await startWrittenGeneration({ db: ctx.database.db, engine: engineWith([ai.provider]), logger: createLogger("silent"), tasks, scope: await scopeOf(ctx, architect.userId), documentId: doc.id, mode: { type: "draft", baseVersion: 1, allowOffline: false } });
    await tasks.drain();
    const saved = await read(documentSchema, await architect.client.get(`/api/documents/${doc.id}`));
    expect(saved.version).toBe(2);
    expect(saved.lastVersion.author.source).toBe("ia");
  });
});

describe("deleting and duplicating (R-DOC-6)", () => {
  it("duplicates into another project of the studio as version 1; a project that has one is a 409; delete removes it with its versions", async () => {
    const architect = await signedInUser(ctx);
    await setPlan(ctx, architect.userId, "obra-prima");
    const { doc } = await memorialOf(architect);
    await run(architect, doc.id, { type: "draft", baseVersion: 1, allowOffline: true }, []);
    const client = await addClient(architect.client, { name: "Outro cliente" });
    const other = await addProject(architect.client, { name: "Casa Parecida", clientId: client.id });
    const res = await architect.client.post(`/api/documents/${doc.id}/duplicate`, { projectId: other.id });
    expect(res.status).toBe(201);
    const copy = await read(documentSchema, res);
    expect(copy).toMatchObject({ kind: "memorial", version: 1, project: { id: other.id } });
    expect(textOf(copy)).toContain("Maria Conceição");
    const again = await architect.client.post(`/api/documents/${doc.id}/duplicate`, { projectId: other.id });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("O projeto Casa Parecida já tem um memorial descritivo. Abra o dele ou exclua-o antes de duplicar.");
    const bad = await architect.client.post(`/api/documents/${doc.id}/duplicate`, { projectId: "x" });
    expect(bad.status).toBe(422);
    const stranger = await signedInUser(ctx);
    const theirs = await addProject(stranger.client, { name: "Deles", clientId: (await addClient(stranger.client, { name: "C" })).id });
    expect((await architect.client.post(`/api/documents/${doc.id}/duplicate`, { projectId: theirs.id })).status).toBe(404);
    expect((await stranger.client.request("DELETE", `/api/documents/${doc.id}`)).status).toBe(404);
    expect((await architect.client.request("DELETE", `/api/documents/${copy.id}`)).status).toBe(204);
    expect((await architect.client.get(`/api/documents/${copy.id}`)).status).toBe(404);
    expect(await ctx.database.db.select().from(documentVersion).where(eq(documentVersion.documentId, copy.id))).toEqual([]);
  });
});
