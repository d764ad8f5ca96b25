import { readFile } from "node:fs/promises";
import { openAiRequests, resetFakes, setHfMode, setOpenAiMode } from "./fixtures/ai-fakes";
import type { Locator, Page } from "@playwright/test";
import { expect, test, toast } from "./fixtures/test";

/** The tool's form (the materials catalogue below it has its own "Estilo"). */
const toolForm = (page: Page): Locator => page.locator("form").filter({ has: page.getByRole("button", { name: "Processar com IA" }) });

interface ToolCase {
  /** Text fields and selects (by their value), by label (web/features/tools/tool-texts.ts). */
  inputs: Record<string, string>;
  choices?: Record<string, string>;
  /** What the offline run shows besides its text: the computed tables. */
  offline?: (page: Page) => Promise<void>;
  /** An "id: value" line of the server's prompt (server/ai/prompts/tools.ts). */
  promptLine: string;
}

const TOOLS: Record<string, ToolCase> = {
  topografia: {
    inputs: { Localização: "Atibaia (SP)", "Área total (m²)": "1200", "Descrição do terreno": "Aclive de uns 4 m em direção aos fundos, solo argiloso" },
    // Without a survey file there is nothing to compute: the guidance only.
    promptLine: "areaTotal: 1200",
  },
  materiais: {
    inputs: { "Áreas específicas": "banheiros e varanda", Preferências: "madeira clara, evitar mármore" },
    choices: { "Tipo de obra": "residencial", Estilo: "moderno", Orçamento: "medio" },
    // Materials computes nothing: the base's answer with the product's budget band.
    offline: async (page) => {
      await expect(page.getByTestId("tool-result")).toContainText("R$ 1.500 a R$ 3.000/m²");
      await expect(page.getByTestId("analysis-tables")).toHaveCount(0);
    },
    promptLine: "areasEspecificas: banheiros e varanda",
  },
  "pos-obra": {
    inputs: { "Nome do projeto": "Residência Silva", Pendências: "Trocar rodapé da sala; Regular portas do armário", Responsáveis: "marceneiro" },
    choices: { "Status da entrega": "finalizando" },
    offline: async (page) => {
      const pending = page.getByRole("table", { name: "Pendências", exact: true });
      await expect(pending.getByRole("row")).toHaveCount(3); // the header and the two items
      await expect(pending).toContainText("Trocar rodapé da sala");
      await expect(pending).toContainText("Regular portas do armário");
      await expect(page.getByRole("table", { name: "Checklist — Finalizando" })).toBeVisible();
    },
    promptLine: "nomeProjeto: Residência Silva",
  },
  sustentabilidade: {
    inputs: { "Área de cobertura para captar chuva (m², opcional)": "100", "Chuva média anual (mm, opcional)": "1400" },
    choices: { "Tipo de obra": "residencialunifamiliar", Clima: "tropical", Orçamento: "moderado", "Intenção prioritária": "agua" },
    // NBR 15527: 100 m² × 1.400 mm × 0,8 (runoff coefficient) = 112.000 L = 112 m³ a year.
    offline: async (page) => {
      const rain = page.getByRole("table", { name: /^Aproveitamento de água de chuva/ });
      await expect(rain.getByRole("row").filter({ hasText: "Volume captável por ano" })).toContainText("112");
    },
    promptLine: "areaCobertura: 100",
  },
};

async function openAndFill(page: Page, path: string, tool: ToolCase): Promise<void> {
  await page.goto(`/dashboard/${path}`);
  await expect(page.getByText("Nenhuma análise feita ainda.")).toBeVisible({ timeout: 15_000 });
  const form = toolForm(page);
  for (const [label, value] of Object.entries(tool.inputs)) await form.getByLabel(label, { exact: true }).fill(value);
  for (const [label, value] of Object.entries(tool.choices ?? {})) await form.getByLabel(label, { exact: true }).selectOption(value);
}

async function runOffline(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Processar com IA" }).click();
  await expect(toast(page, "Processamento concluído", /Calculado pelas regras do Prancheta, sem IA\./)).toBeVisible({ timeout: 30_000 });
}

/** A plane z = 0,1·x (10%) over 0..50 × 0..50 every 5 m, 121 points after the header (lines 2–122), then one bad line (123). */
function planeSurvey(): Buffer {
  const lines = ["x;y;z"];
  for (let x = 0; x <= 50; x += 5) for (let y = 0; y <= 50; y += 5) lines.push(`${x};${y};${(0.1 * x).toFixed(1).replace(".", ",")}`);
  lines.push("abc;1;2");
  return Buffer.from(lines.join("\n") + "\n", "utf-8");
}

const SURVEY_LABEL = "Arquivo de pontos (CSV ou TXT, opcional)";

const ZONING = { "Área do terreno (m²)": "360", "Parâmetros específicos (opcional)": "TO 50%, CA 2, TP 15%, recuo frontal 5 m, laterais 1,5 m, fundos 3 m", "Frente do lote (m, opcional)": "12", "Profundidade do lote (m, opcional)": "30" };

test.describe("Ferramentas de análise", () => {
  test.afterEach(async () => {
    await resetFakes();
  });

  test("zoning offline: the computed table, the offline text, and the run in the history to reopen", async ({ page, freshUser: _u }) => {
    await setOpenAiMode("401");
    await setHfMode("401");
    await page.goto("/dashboard/zoneamento");
    await expect(page.getByText("Nenhuma análise feita ainda.")).toBeVisible({ timeout: 15_000 });
    for (const [label, value] of Object.entries(ZONING)) await page.getByLabel(label).fill(value);
    await page.getByLabel("Tipo de projeto").selectOption("residencial");
    await page.getByRole("button", { name: "Processar com IA" }).click();
    await expect(toast(page, "Processamento concluído", /Calculado pelas regras do Prancheta, sem IA\./)).toBeVisible({ timeout: 30_000 });

    // 360 m² × CA 2 = 720 m²; (12 − 3) × (30 − 8) = 198 m².
    const result = page.getByRole("table", { name: "Resultado" });
    await expect(result).toContainText("720");
    await expect(result).toContainText("198");
    await expect(page.getByTestId("tool-result")).toContainText("base offline");

    const history = page.getByRole("list", { name: "Histórico de análises" });
    await expect(history.getByRole("listitem")).toHaveCount(1);
    await page.reload();
    await page.getByRole("list", { name: "Histórico de análises" }).getByRole("button", { name: /^Abrir análise/ }).click();
    await expect(page.getByRole("table", { name: "Resultado" })).toContainText("720");
  });

  test("zoning with the AI provider: its streamed text under the same table, from the server's prompt", async ({ page, freshUser: _u }) => {
    await setOpenAiMode("ok", { text: "Parecer do urbanista: o lote comporta 720 m² computáveis." });
    await page.goto("/dashboard/zoneamento");
    for (const [label, value] of Object.entries(ZONING)) await page.getByLabel(label).fill(value);
    await page.getByRole("button", { name: "Processar com IA" }).click();
    await expect(page.getByTestId("tool-result")).toContainText("Parecer do urbanista", { timeout: 30_000 });
    await expect(page.getByRole("table", { name: "Resultado" })).toContainText("720");
    const sent = (await openAiRequests()).at(-1)!;
    const body = JSON.stringify(sent.body);
    expect(body).toContain("urbanista");
    expect(body).toContain("areaTerreno: 360");
  });

  for (const [path, tool] of Object.entries(TOOLS)) {
    test(`${path} offline: the base's answer, what it computed, and the run in the history`, async ({ page, freshUser: _u }) => {
      await setOpenAiMode("401");
      await setHfMode("401");
      await openAndFill(page, path, tool);
      await runOffline(page);
      await expect(page.getByTestId("tool-result")).toContainText(/offline/);
      await tool.offline?.(page);
      await expect(page.getByRole("list", { name: "Histórico de análises" }).getByRole("listitem")).toHaveCount(1, { timeout: 15_000 });
    });

    test(`${path} with the AI provider: its streamed text, from the server's prompt`, async ({ page, freshUser: _u }) => {
      const text = `Parecer da ferramenta ${path}: siga as tabelas calculadas.`;
      await setOpenAiMode("ok", { text });
      await openAndFill(page, path, tool);
      await page.getByRole("button", { name: "Processar com IA" }).click();
      await expect(page.getByTestId("tool-result")).toContainText(text, { timeout: 30_000 });
      await expect(page.getByRole("list", { name: "Histórico de análises" }).getByRole("listitem")).toHaveCount(1, { timeout: 15_000 });
      const sent = (await openAiRequests()).at(-1)!;
      expect(JSON.stringify(sent.body)).toContain(tool.promptLine);
    });
  }

  test("topography survey upload: slope classes, cut and fill, and the unreadable line as a warning", async ({ page, freshUser: _u }) => {
    await setOpenAiMode("401");
    await setHfMode("401");
    await openAndFill(page, "topografia", TOOLS.topografia!);
    await toolForm(page).getByLabel(SURVEY_LABEL).setInputFiles({ name: "pontos.csv", mimeType: "text/csv", buffer: planeSurvey() });
    await runOffline(page);

    // Every cell of a 10% plane falls in "5–15% (moderado)"; interpolation may only blur the edges.
    const slope = page.getByRole("table", { name: /^Declividade/ });
    const moderate = slope.getByRole("row").filter({ hasText: "5–15%" });
    await expect(moderate).toBeVisible();
    const share = Number((await moderate.getByRole("cell").nth(2).innerText()).replace(/[^\d,]/g, "").replace(",", "."));
    expect(share).toBeGreaterThanOrEqual(95);

    // Levelled at the mean elevation (2,5 m), a plane symmetric about it cuts as much as it fills.
    const earthwork = page.getByRole("table", { name: "Corte e aterro" });
    await expect(earthwork).toContainText("Volume de corte");
    await expect(earthwork.getByRole("row").filter({ hasText: "Saldo" })).toContainText("equilibrado");
    await expect(page.getByRole("table", { name: "Extensão e cotas" }).getByRole("row").filter({ hasText: "Pontos lidos" })).toContainText("121");
    await expect(page.getByRole("list", { name: "Avisos do cálculo" })).toContainText("Linha 123");
    await expect(page.getByTestId("tool-result")).toContainText(/offline/);

    // R-TOOL-8: the same survey drawn below the results, and downloadable as DXF.
    const map = page.getByRole("img", { name: /Curvas de nível a cada/ });
    await expect(map).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("list", { name: "Legenda do desenho" })).toContainText("Declividade 5–15% (moderado)");
    await map.screenshot({ path: test.info().outputPath("curvas-de-nivel.png") });
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Baixar DXF/ }).click()]);
    expect(download.suggestedFilename()).toBe("curvas-de-nivel.dxf");
    const dxf = await readFile((await download.path())!, "latin1");
    expect(dxf.startsWith("0\r\nSECTION\r\n2\r\nHEADER")).toBe(true);
    expect(dxf).toContain("CURVAS_MESTRAS");
  });

  test("topography upload of a DWG: refused with how to export the points", async ({ page, freshUser: _u }) => {
    await page.goto("/dashboard/topografia");
    await expect(page.getByText("Nenhuma análise feita ainda.")).toBeVisible({ timeout: 15_000 });
    await toolForm(page).getByLabel(SURVEY_LABEL).setInputFiles({ name: "planta.dwg", mimeType: "application/acad", buffer: Buffer.from("AC1032 desenho binário") });
    await page.getByRole("button", { name: "Processar com IA" }).click();
    // The spec's toast; the server's explanation in the result card, where no result appears.
    await expect(toast(page, "Erro no processamento", "Ocorreu um erro ao processar sua solicitação. Tente novamente mais tarde.")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("alert").filter({ hasText: "Não foi possível processar" })).toContainText(/Arquivos DWG \(AutoCAD\) não podem ser lidos aqui.*Exportar pontos/);
    await expect(page.getByTestId("tool-result")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Processar com IA" })).toBeEnabled();
  });

  test("a project fills the zoning form and ties the run to it; post-construction's maintenance agenda goes to the calendar", async ({ page, freshUser: _u }) => {
    await setOpenAiMode("401");
    await setHfMode("401");
    const client = await page.request.post("/api/clients", { data: { name: "Helena Dias" } });
    const clientId = ((await client.json()) as { id: string }).id;
    const created = await page.request.post("/api/projects", {
      data: { name: "Casa Dias", clientId, type: "residencial", standard: "normal", landPlot: { city: "Curitiba", state: "PR", area: 360, frontage: 12, depth: 30 } },
    });
    expect(created.status()).toBe(201);

    await page.goto("/dashboard/zoneamento");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Processar com IA" }) });
    await expect(form.getByLabel("Projeto (opcional)").getByRole("option", { name: "Casa Dias — Helena Dias" })).toBeAttached({ timeout: 15_000 });
    await form.getByLabel("Projeto (opcional)").selectOption({ label: "Casa Dias — Helena Dias" });
    await expect(form.getByLabel("Área do terreno (m²)")).toHaveValue("360");
    await expect(form.getByLabel("Frente do lote (m, opcional)")).toHaveValue("12");
    await expect(form.getByLabel("Localização")).toHaveValue("Curitiba/PR");
    await form.getByLabel("Parâmetros específicos (opcional)").fill("TO 50%, CA 2");
    await form.getByRole("button", { name: "Processar com IA" }).click();
    await expect(page.getByRole("table", { name: "Resultado" })).toContainText("720", { timeout: 30_000 });
    await expect(page.getByRole("list", { name: "Histórico de análises" })).toContainText("Projeto: Casa Dias");

    await page.goto("/dashboard/pos-obra");
    const post = page.locator("form").filter({ has: page.getByRole("button", { name: "Processar com IA" }) });
    await expect(post.getByLabel("Projeto (opcional)").getByRole("option", { name: "Casa Dias — Helena Dias" })).toBeAttached({ timeout: 15_000 });
    await post.getByLabel("Projeto (opcional)").selectOption({ label: "Casa Dias — Helena Dias" });
    await expect(post.getByLabel("Nome do projeto")).toHaveValue("Casa Dias");
    await post.getByLabel("Status da entrega").selectOption("concluido");
    await post.getByRole("button", { name: "Processar com IA" }).click();
    await expect(toast(page, "Processamento concluído")).toBeVisible({ timeout: 30_000 });
    const planned = page.getByRole("list", { name: "Manutenções previstas" });
    await expect(planned.getByRole("listitem").first()).toBeVisible();
    const count = await planned.getByRole("listitem").count();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Baixar agenda (.ics) para o cliente" }).click()]);
    expect(download.suggestedFilename()).toBe("manutencao-casa-dias.ics");
    await page.getByRole("button", { name: "Gerar agenda de manutenção" }).click();
    await expect(toast(page, "Agenda de manutenção criada")).toBeVisible();
    // The first year of the agenda (the calendar answers at most 400 days at once).
    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 399 * 86_400_000).toISOString().slice(0, 10);
    const res = await page.request.get(`/api/calendar?from=${from}&to=${to}`);
    expect(res.status()).toBe(200);
    const events = (await res.json()) as { events: { project: { name: string } | null; title: string; recurrenceMonths: number | null }[] };
    expect(events.events.filter((e) => e.project?.name === "Casa Dias").length).toBeGreaterThanOrEqual(Math.min(count, 1));
    // Each task is a recurring event (decision 080): the water tanks' cleaning every 6 months shows twice in a year.
    const tanks = events.events.filter((e) => e.project?.name === "Casa Dias" && e.title.startsWith("Limpar e desinfetar os reservatórios"));
    expect(tanks.length).toBe(2);
    expect(tanks.every((e) => e.recurrenceMonths === 6)).toBe(true);
  });
});
