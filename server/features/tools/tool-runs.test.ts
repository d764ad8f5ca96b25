import { threadId } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolRunListSchema, toolRunEventSchema, toolRunSchema, type ToolRunEvent } from "#domain/tool-runs.schema";
import { warmUpOfflineBase } from "#server/ai/offline/search";
import { BackgroundTasks } from "#server/lib/background";
import { createLogger } from "#server/lib/logger";
import { answeringPrimary, engineWith, scriptedPrimary, trialUser } from "#server/test/ai-doubles";
import { ProviderError } from "#lib/ai-client/types";
import { readSse } from "#server/test/ai-harness";
import { createTestContext, type TestContext } from "#server/test/harness";
import { person, type Person } from "#server/test/people";
import { documentSchema } from "#domain/documents.schema";
import { addClient, addProject, errorOf, read } from "#server/test/studio";
import { surveyCsv } from "#server/test/survey";
import { analyzeSurvey, surveyPool } from "./survey";
import { analyzeSurveyFile } from "./survey-tasks";
import { startToolRun } from "./tool-runs.service";

let ctx: TestContext;
let ana: Person;
let bia: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await person(ctx, "Ana Souza");
  bia = await person(ctx, "Bia Lima");
}, 60_000);
afterAll(async () => {
  await surveyPool.stop();
  await ctx?.close();
});

const MATERIALS = { tipoObra: "residencial", estilo: "contemporaneo", orcamento: "medio", areasEspecificas: "cozinha e banheiros" };

describe("a tool's run (issue 18)", () => {
  it("streams the offline answer, stores the run with its inputs, and lists it as the tool's history", async () => {
    const res = await ana.client.post("/api/tools/materiais/runs", { inputs: MATERIALS, allowOffline: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = await readSse(res);
    expect(events[0]!.event).toBe("start");
    const done = events.find((e) => e.event === "done");
    const run = toolRunSchema.parse(done!.data);
    expect(run).toMatchObject({ tool: "materiais", inputs: MATERIALS, provider: "offline", status: "pronta" });
    expect(run.text.length).toBeGreaterThan(50);

    const history = await read(toolRunListSchema, await ana.client.get("/api/tools/materiais/runs"));
    expect(history.map((r) => r.id)).toContain(run.id);
    expect(await read(toolRunSchema, await ana.client.get(`/api/tools/runs/${run.id}`))).toMatchObject({ id: run.id, text: run.text });
    // Another studio: nothing listed, 404 on the run.
    expect(await read(toolRunListSchema, await bia.client.get("/api/tools/materiais/runs"))).toEqual([]);
    expect((await bia.client.get(`/api/tools/runs/${run.id}`)).status).toBe(404);
    expect((await bia.client.request("DELETE", `/api/tools/runs/${run.id}`)).status).toBe(404);
    expect((await ana.client.request("DELETE", `/api/tools/runs/${run.id}`)).status).toBe(204);
    expect((await ana.client.get(`/api/tools/runs/${run.id}`)).status).toBe(404);
  });

  it("ties a run to one of the studio's projects only, and refuses unknown tools and bad bodies", async () => {
    const c = await addClient(ana.client, { name: "Carlos" });
    const p = await addProject(ana.client, { name: "Casa Carlos", clientId: c.id });
    const ok = await readSse(await ana.client.post("/api/tools/materiais/runs", { inputs: MATERIALS, projectId: p.id, allowOffline: true }));
    expect(toolRunSchema.parse(ok.find((e) => e.event === "done")!.data).project).toEqual({ id: p.id, name: "Casa Carlos" });

    let res = await bia.client.post("/api/tools/materiais/runs", { inputs: MATERIALS, projectId: p.id, allowOffline: true });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ projectId: "Projeto não encontrado." });
    res = await ana.client.post("/api/tools/xadrez/runs", { inputs: {} });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe("Ferramenta não encontrada.");
    res = await ana.client.post("/api/tools/materiais/runs", { inputs: { preferencias: "x".repeat(9_000) } });
    expect(res.status).toBe(422);
  });

  it("sends the server's prompt for the tool — its role and the 'id: value' lines — to the provider", async () => {
    const scope = await trialUser(ctx.database.db);
    const ai = answeringPrimary("Use porcelanato retificado na cozinha.");
    const tasks = new BackgroundTasks();
    const queue = await startToolRun({ db: ctx.database.db, engine: engineWith([ai.provider]), logger: createLogger("silent"), tasks, scope, tool: "materiais", inputs: MATERIALS, projectId: null, allowOffline: false });
    const events: ToolRunEvent[] = [];
    for await (const e of queue) events.push(e);
    await tasks.drain();
    const done = events.find((e) => e.event === "done");
    expect(done?.data).toMatchObject({ text: "Use porcelanato retificado na cozinha.", provider: "primary", status: "pronta" });
    expect(ai.requests[0]!.system).toMatch(/^Você é um designer de interiores/);
    const prompt = ai.requests[0]!.messages.at(-1)!.content;
    expect(prompt).toContain("tipoObra: residencial\nestilo: contemporaneo\norcamento: medio\nareasEspecificas: cozinha e banheiros");
  });

  it("says who did the work: the rules without a provider, the AI service unavailable when providers failed (decision 079)", async () => {
    const collect = async (engine: ReturnType<typeof engineWith>) => {
      const tasks = new BackgroundTasks();
      const queue = await startToolRun({ db: ctx.database.db, engine, logger: createLogger("silent"), tasks, scope: await trialUser(ctx.database.db), tool: "materiais", inputs: MATERIALS, projectId: null, allowOffline: true });
      const events: ToolRunEvent[] = [];
      for await (const e of queue) events.push(e);
      await tasks.drain();
      return events;
    };
    // No provider configured: the rules computed it, nothing failed.
    const rules = await collect(engineWith([]));
    expect(rules.find((e) => e.event === "done")?.data).toMatchObject({ provider: "offline", aiUnavailable: false });
    // A provider answering 500: the rules answered because the service failed, said without the code.
    const down = await collect(engineWith([scriptedPrimary(new ProviderError("retryable", "O serviço OpenAI está indisponível no momento (HTTP 500)."))]));
    expect(down.find((e) => e.event === "done")?.data).toMatchObject({ provider: "offline", aiUnavailable: true });
    expect(JSON.stringify(down)).not.toMatch(/HTTP|500\)/);
    // An AI's answer is the AI's.
    const ai = await collect(engineWith([answeringPrimary("Porcelanato.").provider]));
    expect(ai.find((e) => e.event === "done")?.data).toMatchObject({ provider: "primary", aiUnavailable: false });
  }, 30_000);

  it("is a 402 before anything is stored when the quota is used up, unless offline is allowed", async () => {
    const scope = await trialUser(ctx.database.db, 10);
    const ai = answeringPrimary("nunca");
    const deps = { db: ctx.database.db, engine: engineWith([ai.provider]), logger: createLogger("silent"), tasks: new BackgroundTasks() };
    await expect(startToolRun({ ...deps, scope, tool: "materiais", inputs: MATERIALS, projectId: null, allowOffline: false })).rejects.toMatchObject({ status: 402 });
    const queue = await startToolRun({ ...deps, scope, tool: "materiais", inputs: MATERIALS, projectId: null, allowOffline: true });
    const events: ToolRunEvent[] = [];
    for await (const e of queue) events.push(e);
    expect(events.find((e) => e.event === "done")?.data).toMatchObject({ provider: "offline" });
    expect(ai.requests).toHaveLength(0);
  });

  it("computes before the AI: the zoning table is stored, shown offline, and given to the provider", async () => {
    const zoning = { areaTerreno: "360", parametros: "TO 50%, CA 2, TP 15%, recuo frontal 5 m, laterais 1,5 m, fundos 3 m", frente: "12", fundo: "30" };
    const events = await readSse(await ana.client.post("/api/tools/zoneamento/runs", { inputs: zoning, allowOffline: true }));
    const start = toolRunEventSchema.parse(events.find((e) => e.event === "start"));
    if (start.event !== "start") throw new Error(`esperava o início, veio ${start.event}`);
    const cells = (start.data.computed?.tables ?? []).flatMap((t) => t.rows.flat()).join(" | ");
    // 360 × 50% = 180 m²; 360 × 2 = 720 m²; 360 × 15% = 54 m²; (12 − 3) × (30 − 8) = 198 m².
    for (const figure of ["180", "720", "54", "198"]) expect(cells).toContain(figure);
    const run = toolRunSchema.parse(events.find((e) => e.event === "done")!.data);
    expect(run.computed?.tables.length).toBeGreaterThan(0);
    expect(run.text).toContain("720");

    const scope = await trialUser(ctx.database.db);
    const ai = answeringPrimary("Análise do zoneamento.");
    const tasks = new BackgroundTasks();
    const queue = await startToolRun({ db: ctx.database.db, engine: engineWith([ai.provider]), logger: createLogger("silent"), tasks, scope, tool: "zoneamento", inputs: zoning, projectId: null, allowOffline: false });
    for await (const e of queue) void e;
    await tasks.drain();
    expect(ai.requests[0]!.system).toMatch(/urbanista/);
    const prompt = ai.requests[0]!.messages.at(-1)!.content;
    expect(prompt).toContain("areaTerreno: 360");
    expect(prompt).toContain("Cálculos já feitos pela ferramenta (use estes números e não os contradiga)");
    expect(prompt).toContain("720");
  });

  it("post-construction and sustainability answer offline from their computations", async () => {
    const post = await readSse(await ana.client.post("/api/tools/pos-obra/runs", { inputs: { nomeProjeto: "Casa Lima", statusEntrega: "finalizando", pendencias: "Rejunte da cozinha; Pintura da fachada", dataPrevisao: "2098-12-15" }, allowOffline: true }));
    const postRun = toolRunSchema.parse(post.find((e) => e.event === "done")!.data);
    expect(postRun.computed!.tables.map((t) => t.title).join(" ")).toMatch(/Pendências/);
    expect(postRun.text).toMatch(/NBR 5674/);

    const green = await readSse(await ana.client.post("/api/tools/sustentabilidade/runs", { inputs: { tipoObra: "residencialunifamiliar", clima: "tropical", orcamento: "moderado", intencaoPrioritaria: "agua", areaCobertura: "100", chuvaAnual: "1400" }, allowOffline: true }));
    const greenRun = toolRunSchema.parse(green.find((e) => e.event === "done")!.data);
    // 100 m² × 1.400 mm × 0,8 = 112 m³ a year.
    expect(greenRun.computed!.tables.flatMap((t) => t.rows.flat()).join(" ")).toContain("112");
    expect(greenRun.text).toMatch(/NBR 15527/);
  });

  it("topography: an uploaded survey gives the slope and cut/fill tables; unreadable files are refused with the reason", async () => {
    // A plane rising 10% along x over 0..50 × 0..50 m (every 5 m): slope 10% everywhere.
    const lines = ["x;y;z"];
    for (let x = 0; x <= 50; x += 5) for (let y = 0; y <= 50; y += 5) lines.push(`${x};${y};${(0.1 * x).toFixed(2).replace(".", ",")}`);
    lines.push("abc;1;2");
    const form = (name: string, body: BlobPart) => {
      const f = new FormData();
      f.set("file", new File([body], name, { type: "text/csv" }));
      f.set("inputs", JSON.stringify({ localizacao: "Lote 7", cotaPlataforma: "2,5" }));
      return f;
    };
    const res = await ana.client.post("/api/tools/topografia/levantamento", form("pontos.csv", lines.join("\n")));
    expect(res.status, await res.clone().text()).toBe(200);
    const events = await readSse(res);
    const run = toolRunSchema.parse(events.find((e) => e.event === "done")!.data);
    const slope = run.computed!.tables.find((t) => t.title.startsWith("Declividade"))!;
    // The TIN through the points is the plane itself: all of the area is in 5–15%.
    expect(slope.rows.find((r) => r[0]!.startsWith("5–15%"))![2]).toBe("100,0%");
    expect(run.computed!.tables.map((t) => t.title).join(" ")).toMatch(/Corte e aterro/);
    expect(run.computed!.warnings.join(" ")).toMatch(/Linha 123/);
    expect(run.inputs).toMatchObject({ localizacao: "Lote 7" });

    let bad = await ana.client.post("/api/tools/topografia/levantamento", form("planta.dwg", "AC1027"));
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields!.file).toMatch(/DWG/i);
    bad = await ana.client.post("/api/tools/topografia/levantamento", form("pontos.csv", new Uint8Array([0x89, 0x50, 0x00, 0x01])));
    expect((await errorOf(bad)).fields!.file).toMatch(/não é texto/);
    bad = await ana.client.post("/api/tools/topografia/levantamento", form("pontos.txt", "a;b;c\n1;2"));
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields!.file).toMatch(/Linha 2/);
  });

  it("offline, each computing tool adds the base's passages, with their sources, after its explanation", async () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ["zoneamento", { areaTerreno: "360", parametros: "TO 50%, CA 2, TP 15%" }, /Estatuto da Cidade/],
      ["pos-obra", { nomeProjeto: "Casa Lima", statusEntrega: "entregue", dataEntrega: "2098-01-10" }, /NBR 14037/],
      ["sustentabilidade", { tipoObra: "residencialunifamiliar", clima: "tropical", orcamento: "moderado", intencaoPrioritaria: "agua" }, /NBR 15527/],
    ];
    for (const [tool, inputs, passage] of cases) {
      const events = await readSse(await ana.client.post(`/api/tools/${tool}/runs`, { inputs, allowOffline: true }));
      const run = toolRunSchema.parse(events.find((e) => e.event === "done")!.data);
      const [explanation, base] = run.text.split("### Da base de normas e referências do Prancheta");
      expect(base, tool).toBeDefined();
      expect(base, tool).toMatch(passage);
      expect(base, tool).toMatch(/\nFontes: /);
      // The tables are the run's `computed`, shown above the text: not repeated in it.
      expect(explanation, tool).not.toContain(`### ${run.computed!.tables[0]!.title}`);
    }
  });

  it("each computing tool gives its computed table to the provider, which writes the text", async () => {
    const lines = ["x;y;z"];
    for (let x = 0; x <= 50; x += 5) for (let y = 0; y <= 50; y += 5) lines.push(`${x};${y};${0.1 * x}`);
    const csv = lines.join("\n");
    const cases: { tool: "zoneamento" | "pos-obra" | "sustentabilidade" | "topografia"; inputs: Record<string, string>; role: RegExp; figure: string }[] = [
      { tool: "zoneamento", inputs: { areaTerreno: "360", parametros: "TO 50%, CA 2, TP 15%" }, role: /urbanista/, figure: "720,00 m²" },
      { tool: "pos-obra", inputs: { nomeProjeto: "Casa Lima", statusEntrega: "finalizando", pendencias: "Rejunte da cozinha" }, role: /pós-obra|manutenção/i, figure: "Rejunte da cozinha" },
      { tool: "sustentabilidade", inputs: { tipoObra: "residencialunifamiliar", clima: "tropical", orcamento: "moderado", intencaoPrioritaria: "agua", areaCobertura: "100", chuvaAnual: "1400" }, role: /sustent/i, figure: "112" },
      { tool: "topografia", inputs: { localizacao: "Lote 7" }, role: /topógraf|engenheiro/i, figure: "| 5–15% (moderado) | 2.500,00 m² | 100,0% |" },
    ];
    for (const { tool, inputs, role, figure } of cases) {
      const scope = await trialUser(ctx.database.db);
      const ai = answeringPrimary(`Análise de ${tool}.`);
      const tasks = new BackgroundTasks();
      const queue = await startToolRun({ db: ctx.database.db, engine: engineWith([ai.provider]), logger: createLogger("silent"), tasks, scope, tool, inputs, projectId: null, allowOffline: false, ...(tool === "topografia" ? { survey: { bytes: new TextEncoder().encode(csv) } } : {}) });
      const events: ToolRunEvent[] = [];
      for await (const e of queue) events.push(e);
      await tasks.drain();
      expect(events.find((e) => e.event === "done")?.data, tool).toMatchObject({ text: `Análise de ${tool}.`, provider: "primary", computed: expect.anything() });
      expect(ai.requests[0]!.system, tool).toMatch(role);
      const prompt = ai.requests[0]!.messages.at(-1)!.content;
      expect(prompt, tool).toContain("Cálculos já feitos pela ferramenta (use estes números e não os contradiga)");
      expect(prompt, tool).toContain(figure);
    }
  });

  it("zoning compares the law with the programme of the project the run is tied to", async () => {
    const dora = await person(ctx, "Dora Prado"); // the free plan's one project is hers
    const c = await addClient(dora.client, { name: "Dora" });
    const p = await addProject(dora.client, { name: "Casa Dora", clientId: c.id, landPlot: { area: 360 } });
    const programme = await read(documentSchema, await dora.client.post(`/api/projects/${p.id}/documents`, { kind: "programa" }));
    if (programme.kind !== "programa") throw new Error("programa esperado");
    // 200 m² of rooms + 25% of walls and circulation = 250 m² built, 34,72% of the CA's 720 m².
    const content = { ...programme.content, wallFactor: 0.25, rooms: [{ id: "sala", sector: "Social", name: "Sala", quantity: 1, unitArea: 200 }] };
    const put = await dora.client.request("PUT", `/api/documents/${programme.id}`, { baseVersion: programme.version, content });
    expect(put.status, await put.clone().text()).toBe(200);

    const events = await readSse(await dora.client.post("/api/tools/zoneamento/runs", { inputs: { parametros: "TO 50%, CA 2, TP 15%" }, projectId: p.id, allowOffline: true }));
    const run = toolRunSchema.parse(events.find((e) => e.event === "done")!.data);
    const cells = run.computed!.tables.flatMap((t) => t.rows.flat()).join(" | ");
    expect(cells).toContain("720,00 m²"); // the project's 360 m² lot × CA 2
    expect(cells).toContain("250,00 m²");
    expect(cells).toContain("34,72%");
  });

  it("zoning reads the parameters of the project the run is tied to, without asking again, and cites their law", async () => {
    const eva = await person(ctx, "Eva Lins");
    const c = await addClient(eva.client, { name: "Eva" });
    const p = await addProject(eva.client, {
      name: "Casa Eva",
      clientId: c.id,
      landPlot: { area: 360, frontage: 12, depth: 30, occupancyRate: 50, floorAreaRatio: 2, permeability: 15, frontSetback: 5, sideSetback: 1.5, rearSetback: 3, parametersSource: "Lei Complementar 270/2019", parametersConsultedOn: "2026-03-15" },
    });
    // Nothing typed but a different CA: the project's TO, TP and setbacks fill the rest; the typed CA wins.
    const events = await readSse(await eva.client.post("/api/tools/zoneamento/runs", { inputs: { parametros: "CA 1" }, projectId: p.id, allowOffline: true }));
    const run = toolRunSchema.parse(events.find((e) => e.event === "done")!.data);
    const cells = run.computed!.tables.flatMap((t) => t.rows.flat()).join(" | ");
    expect(cells).toContain("180,00 m²"); // 360 m² × TO 50 %
    expect(cells).toContain("360,00 m²"); // 360 m² × the typed CA 1, not the project's 2
    expect(cells).not.toContain("720,00 m²");
    expect(cells).toContain("54,00 m²"); // 360 m² × TP 15 %
    expect(cells).toContain("198,00 m²"); // (12 − 2 × 1,5) × (30 − 5 − 3)
    expect(run.computed!.sources).toContain(
      "Parâmetros urbanísticos do projeto (TO 50%, TP 15%, recuo frontal 5 m, recuo lateral 1,5 m, recuo de fundos 3 m). Fonte: Lei Complementar 270/2019, consultado em 15/03/2026.",
    );
  });

  it("sustainability sizes the rainwater from a typed demand, not from the uncertain per-person figure", async () => {
    const events = await readSse(
      await ana.client.post("/api/tools/sustentabilidade/runs", {
        inputs: { tipoObra: "residencialunifamiliar", clima: "tropical", orcamento: "moderado", intencaoPrioritaria: "agua", areaCobertura: "100", chuvaAnual: "1400", demandaAgua: "250" },
        allowOffline: true,
      }),
    );
    const run = toolRunSchema.parse(events.find((e) => e.event === "done")!.data);
    const rows = run.computed!.tables.flatMap((t) => t.rows);
    expect(rows.find((r) => r[0] === "Demanda não potável")![1]).toBe("250,0 L/dia");
    // 112.000 L a year ÷ 365 = 306,8 L/dia of supply: the whole demand, on average.
    expect(rows.find((r) => r[0] === "Parcela da demanda atendida")![1]).toMatch(/^100(,0)?% /);
  });

  it("a survey file over the size limit is a 413 with the limit in pt-BR, and nothing is stored", async () => {
    const before = (await read(toolRunListSchema, await ana.client.get("/api/tools/topografia/runs"))).length;
    const f = new FormData();
    f.set("file", new File(["1;2;3\n".repeat(800_000)], "pontos.csv", { type: "text/csv" }));
    f.set("inputs", JSON.stringify({ localizacao: "Lote grande" }));
    const res = await ana.client.post("/api/tools/topografia/levantamento", f);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toMatch(/MB/);
    expect((await read(toolRunListSchema, await ana.client.get("/api/tools/topografia/runs"))).length).toBe(before);
  });

  it("a 50.000-point survey is read and analysed on the survey pool's thread, not the server's, with the same result", async () => {
    // As the server does before it listens: the offline base's first use is not this test's subject.
    warmUpOfflineBase();
    const csv = surveyCsv(50_000);
    const bytes = new TextEncoder().encode(csv);
    // The same computation on this thread: the reference result.
    const here = analyzeSurveyFile({ bytes, platformElevation: 760 });
    // The pool's own answer is identical, figures included.
    expect(await analyzeSurvey({ bytes: bytes.slice() }, 760)).toEqual(here);

    const completed = surveyPool.completed;
    const f = new FormData();
    f.set("file", new File([csv], "levantamento.csv", { type: "text/csv" }));
    f.set("inputs", JSON.stringify({ localizacao: "Gleba 3", cotaPlataforma: "760" }));
    const res = await ana.client.post("/api/tools/topografia/levantamento", f);
    expect(res.status, await res.clone().text()).toBe(200);
    const events = await readSse(res);
    const run = toolRunSchema.parse(events.find((e) => e.event === "done")!.data);
    expect(run.computed).toEqual(here.analysis);
    // The route's survey ran on a pool thread, not this one.
    expect(surveyPool.completed).toBe(completed + 1);
    expect(surveyPool.threadIds().length).toBeGreaterThan(0);
    expect(surveyPool.threadIds()).not.toContain(threadId);
    // How free the server's thread stays is measured by bench/topography.ts (health p99 under 5
    // parallel surveys), not timed here: a timing bound would be flaky on a busy machine.
  }, 120_000);
});
