import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolRunListSchema, toolRunSchema, type ToolRunEvent } from "#domain/tool-runs.schema";
import { BackgroundTasks } from "#server/lib/background";
import { createLogger } from "#server/lib/logger";
import { answeringPrimary, engineWith, trialUser } from "#server/test/ai-doubles";
import { readSse } from "#server/test/ai-harness";
import { createTestContext, type TestContext } from "#server/test/harness";
import { person, type Person } from "#server/test/people";
import { addClient, addProject, errorOf, read } from "#server/test/studio";
import { startToolRun } from "./tool-runs.service";

let ctx: TestContext;
let ana: Person;
let bia: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await person(ctx, "Ana Souza");
  bia = await person(ctx, "Bia Lima");
}, 60_000);
afterAll(async () => ctx?.close());

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
    const queue = await startToolRun(
      { db: ctx.database.db, engine: engineWith([ai.provider]), logger: createLogger("silent"), tasks },
      { scope, tool: "materiais", inputs: MATERIALS, projectId: null, allowOffline: false },
    );
    const events: ToolRunEvent[] = [];
    for await (const e of queue) events.push(e);
    await tasks.drain();
    const done = events.find((e) => e.event === "done");
    expect(done?.data).toMatchObject({ text: "Use porcelanato retificado na cozinha.", provider: "primary", status: "pronta" });
    expect(ai.requests[0]!.system).toMatch(/^Você é um designer de interiores/);
    const prompt = ai.requests[0]!.messages.at(-1)!.content;
    expect(prompt).toContain("tipoObra: residencial\nestilo: contemporaneo\norcamento: medio\nareasEspecificas: cozinha e banheiros");
  });

  it("is a 402 before anything is stored when the quota is used up, unless offline is allowed", async () => {
    const scope = await trialUser(ctx.database.db, 10);
    const ai = answeringPrimary("nunca");
    const deps = { db: ctx.database.db, engine: engineWith([ai.provider]), logger: createLogger("silent"), tasks: new BackgroundTasks() };
    await expect(startToolRun(deps, { scope, tool: "materiais", inputs: MATERIALS, projectId: null, allowOffline: false })).rejects.toMatchObject({ status: 402 });
    const queue = await startToolRun(deps, { scope, tool: "materiais", inputs: MATERIALS, projectId: null, allowOffline: true });
    const events: ToolRunEvent[] = [];
    for await (const e of queue) events.push(e);
    expect(events.find((e) => e.event === "done")?.data).toMatchObject({ provider: "offline" });
    expect(ai.requests).toHaveLength(0);
  });

  it("computes before the AI: the zoning table is stored, shown offline, and given to the provider", async () => {
    const zoning = { areaTerreno: "360", parametros: "TO 50%, CA 2, TP 15%, recuo frontal 5 m, laterais 1,5 m, fundos 3 m", frente: "12", fundo: "30" };
    const events = await readSse(await ana.client.post("/api/tools/zoneamento/runs", { inputs: zoning, allowOffline: true }));
    const start = events.find((e) => e.event === "start")!.data as { computed: { tables: { title: string; rows: string[][] }[] } };
    const cells = start.computed.tables.flatMap((t) => t.rows.flat()).join(" | ");
    // 360 × 50% = 180 m²; 360 × 2 = 720 m²; 360 × 15% = 54 m²; (12 − 3) × (30 − 8) = 198 m².
    for (const figure of ["180", "720", "54", "198"]) expect(cells).toContain(figure);
    const run = toolRunSchema.parse(events.find((e) => e.event === "done")!.data);
    expect(run.computed?.tables.length).toBeGreaterThan(0);
    expect(run.text).toContain("720");

    const scope = await trialUser(ctx.database.db);
    const ai = answeringPrimary("Análise do zoneamento.");
    const tasks = new BackgroundTasks();
    const queue = await startToolRun(
      { db: ctx.database.db, engine: engineWith([ai.provider]), logger: createLogger("silent"), tasks },
      { scope, tool: "zoneamento", inputs: zoning, projectId: null, allowOffline: false },
    );
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
    // The grid's border cells bend a little (interpolation): nearly all of the area is in 5–15%.
    const share = Number(/(\d+(?:,\d+)?)%/.exec(slope.rows.find((r) => r[0]!.startsWith("5–15%"))![2]!)![1]!.replace(",", "."));
    expect(share).toBeGreaterThanOrEqual(95);
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
});
