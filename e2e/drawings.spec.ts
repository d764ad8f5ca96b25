import { execFileSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import DxfParser from "dxf-parser";
import { request as playwrightRequest, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import type { TopographyDrawing } from "#domain/topography-drawing";
import { TOPOGRAPHY_DXF_LAYERS } from "#server/features/tools/topography-dxf";
import { SLOPE_FILLS } from "#domain/topography-map";
import { pdfColourPixels, pdfText } from "#server/export/testing";
import { surveyCsv } from "#server/test/survey";
import { resetFakes, setHfMode, setOpenAiMode } from "./fixtures/ai-fakes";
import { createProjectViaApi, type StudioProject } from "./fixtures/briefing";
import { BASE_URL } from "./fixtures/env";
import { expect, test } from "./fixtures/test";
import { signInViaApi } from "./fixtures/users";

/**
 * The pictures of decision 093 in a browser, with their images kept as the run's artefacts
 * (test-results/e2e-artifacts[-N]/drawings-…/*.png, N the shard): the contour and slope map on a desktop and on a
 * 390 px phone (R-TOOL-8), the zoning envelope (R-DRAW-1), the budget's chart (R-CHART-1), the DXF
 * read back by an independent parser and drawn on a canvas, and the tool and budget PDFs' pages
 * rendered by poppler's pdftoppm (R-DRAW-2). A fixture project: 12 × 30 m in São Paulo, 150 m²,
 * a 2.000-point survey (server/test/survey.ts) and a zoning run with every parameter.
 */

const PROJECT = "Casa das Curvas";
const CLIENT = "Lúcia Andrade";
const ZONING = "TO 50%, CA 1, TP 20%, recuo frontal 5 m, recuos laterais 1,5 m, recuo de fundos 3 m, gabarito 9 m";
const LONG = { timeout: 30_000 };

let setup: StudioProject;
const ids = { topography: "", zoning: "", budget: "" };
let drawing: TopographyDrawing;

test.describe.configure({ mode: "serial" });

/** The run a tool's SSE answer ends with. */
function doneRun(sse: string): { id: string } {
  const blocks = sse.split(/\r?\n\r?\n/);
  const done = blocks.find((b) => b.split(/\r?\n/).some((l) => l === "event: done"));
  expect(done, sse.slice(0, 500)).toBeTruthy();
  const data = done!
    .split(/\r?\n/)
    .filter((l) => l.startsWith("data:"))
    .map((l) => l.slice(5).trimStart())
    .join("\n");
  return JSON.parse(data) as { id: string };
}

async function signedInApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } });
  const signIn = await api.post("/api/auth/sign-in/email", { data: { email: setup.user.email, password: setup.user.password } });
  expect(signIn.status()).toBe(200);
  return api;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await setOpenAiMode("401");
  await setHfMode("401");
  setup = await createProjectViaApi({ client: CLIENT, project: PROJECT });
  const api = await signedInApi();
  try {
    const patched = await api.patch(`/api/projects/${setup.projectId}`, { data: { builtArea: 150, landPlot: { city: "São Paulo", state: "SP", area: 360, frontage: 12, depth: 30 } } });
    expect(patched.status(), await patched.text()).toBe(200);

    const survey = await api.post("/api/tools/topografia/levantamento", {
      multipart: {
        file: { name: "pontos.csv", mimeType: "text/csv", buffer: Buffer.from(surveyCsv(2_000)) },
        inputs: JSON.stringify({ localizacao: "São Paulo/SP" }),
        projectId: setup.projectId,
      },
      timeout: 60_000,
    });
    expect(survey.status(), await survey.text()).toBe(200);
    ids.topography = doneRun(await survey.text()).id;

    const zoning = await api.post("/api/tools/zoneamento/runs", {
      data: { inputs: { areaTerreno: "12 x 30", frente: "12", fundo: "30", parametros: ZONING }, projectId: setup.projectId, allowOffline: true },
      timeout: 60_000,
    });
    expect(zoning.status(), await zoning.text()).toBe(200);
    ids.zoning = doneRun(await zoning.text()).id;

    const budget = await api.post(`/api/projects/${setup.projectId}/documents`, { data: { kind: "orcamento" } });
    expect(budget.status(), await budget.text()).toBeLessThan(300);
    ids.budget = ((await budget.json()) as { id: string }).id;

    const answer = await api.get(`/api/tools/topografia/runs/${ids.topography}/drawing`);
    expect(answer.status()).toBe(200);
    drawing = (await answer.json()) as TopographyDrawing;
  } finally {
    await api.dispose();
    await resetFakes();
  }
});

test.beforeEach(async ({ page }) => {
  await signInViaApi(page, BASE_URL, setup.user);
});

/** A picture of the test, kept with the run's artefacts and attached to its report. */
async function keep(testInfo: TestInfo, name: string, png: Buffer) {
  writeFileSync(testInfo.outputPath(name), png);
  await testInfo.attach(name, { body: png, contentType: "image/png" });
}

async function openRun(page: Page, tool: "topografia" | "zoneamento") {
  await page.goto(`/dashboard/${tool}`);
  const history = page.getByRole("list", { name: "Histórico de análises" });
  await history.getByRole("button", { name: /^Abrir análise/ }).first().click(LONG);
}

const contourLines = () => drawing.contours.reduce((n, c) => n + c.lines.length, 0);
const masterLines = () => drawing.contours.filter((c) => c.master).reduce((n, c) => n + c.lines.length, 0);

test("the contour and slope map on a desktop: every contour, the labels, the slope classes, cut and fill", async ({ page }, testInfo) => {
  await openRun(page, "topografia");
  const map = page.getByTestId("topography-map");
  await expect(map).toBeVisible(LONG);
  await expect(map).toHaveAttribute("aria-label", /^Curvas de nível a cada 1 m \(mestras a cada 5 m\)/);
  // As many paths as the drawing has lines: a contour lost on the way fails here.
  await expect(map.locator("g[data-layer='curvas'] path")).toHaveCount(contourLines());
  expect(contourLines()).toBeGreaterThan(10);
  expect(await map.locator("g[data-layer='cotas'] text").count()).toBeGreaterThan(0);
  expect(await map.locator("g[data-layer='cotas'] text").count()).toBeLessThanOrEqual(masterLines());
  expect(await map.locator("g[data-layer='declividade'] path").count()).toBeGreaterThanOrEqual(2);
  await expect(map.locator("g[data-layer='corte-aterro'] path")).toHaveCount(2);
  await expect(map.locator("path[data-layer='pontos']")).toHaveAttribute("data-points", "2000");
  await expect(map.locator("g[data-layer='norte'] text")).toHaveText("N");
  await expect(page.getByRole("list", { name: "Legenda do desenho" }).getByRole("listitem")).toHaveCount(12);
  await keep(testInfo, "topografia-mapa-desktop.png", await map.screenshot());
  const box = (await map.boundingBox())!;
  expect(box.width).toBeGreaterThan(400);
});

test("the map on a 390 px phone: fits, reads, and zooms and pans by named controls", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openRun(page, "topografia");
  const map = page.getByTestId("topography-map");
  await expect(map).toBeVisible(LONG);
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.width).toBeGreaterThan(300);
  // Nothing on the page runs past the phone's width, the result's wide tables included (they
  // scroll in their card): the offenders are named on failure.
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((el) => el.getBoundingClientRect().right > 391 && !el.closest(".overflow-x-auto"))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(el.getBoundingClientRect().right)}`),
  );
  expect(wide).toEqual([]);
  await keep(testInfo, "topografia-mapa-390px.png", await map.screenshot());

  const zoomIn = page.getByRole("button", { name: "Aproximar o desenho" });
  const zoomOut = page.getByRole("button", { name: "Afastar o desenho" });
  const whole = page.getByRole("button", { name: "Ver o desenho inteiro" });
  for (const control of [zoomIn, zoomOut, whole]) await expect(control).toBeVisible();
  const first = await map.getAttribute("viewBox");
  await zoomIn.click();
  await zoomIn.click();
  const closer = (await map.getAttribute("viewBox"))!.split(" ").map(Number);
  expect(closer[2]).toBeCloseTo(Number(first!.split(" ")[2]) / 2.25, 3);
  // A drag pans: the viewBox moves against the finger.
  const mapBox = (await map.boundingBox())!;
  await page.mouse.move(mapBox.x + mapBox.width / 2, mapBox.y + mapBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(mapBox.x + mapBox.width / 2 - 60, mapBox.y + mapBox.height / 2, { steps: 5 });
  await page.mouse.up();
  const panned = (await map.getAttribute("viewBox"))!.split(" ").map(Number);
  expect(panned[0]).toBeGreaterThan(closer[0]!);
  await keep(testInfo, "topografia-mapa-390px-aproximado.png", await map.screenshot());
  await whole.click();
  await expect(map).toHaveAttribute("viewBox", first!);
});

test("the zoning envelope: plan and section of the project's lot", async ({ page }, testInfo) => {
  await openRun(page, "zoneamento");
  const plan = page.getByTestId("zoning-plan");
  const section = page.getByTestId("zoning-section");
  await expect(plan).toBeVisible(LONG);
  await expect(plan).toHaveAttribute("aria-label", /Projeção máxima de 180,00 m² \(limitada pela TO\)/);
  expect(await plan.locator("[data-dimension]").count()).toBeGreaterThanOrEqual(4);
  await expect(section).toBeVisible();
  await expect(section).toContainText("gabarito");
  await keep(testInfo, "zoneamento-planta.png", await plan.screenshot());
  await keep(testInfo, "zoneamento-corte.png", await section.screenshot());
});

test("the budget's chart: the stages as bars in the editor", async ({ page }, testInfo) => {
  // Tall enough for the 13 stages' chart whole: the sticky header stays off the picture.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.goto(`/dashboard/orcamentos/${ids.budget}`);
  const charts = page.getByRole("region", { name: "Gráficos" });
  const stages = charts.getByRole("img", { name: /^Gráfico de barras horizontais: valor e percentual de cada etapa/ });
  await expect(stages).toBeVisible(LONG);
  // One bar per stage the CUB covers, each with "R$ … · … %".
  expect(await stages.locator("rect").count()).toBeGreaterThanOrEqual(8);
  await expect(stages).toContainText(/R\$ [\d.]+,\d{2} · [\d,]+ %/);
  await keep(testInfo, "orcamento-grafico-etapas.png", await stages.screenshot());
  const perM2 = charts.getByRole("img", { name: /CUB\/m²/ });
  await expect(perM2).toBeVisible();
  await keep(testInfo, "orcamento-grafico-cub.png", await perM2.screenshot());
});

test("the DXF read back by an independent parser and drawn in the browser", async ({ page }, testInfo) => {
  await openRun(page, "topografia");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Baixar DXF/ }).click(LONG)]);
  const path = (await download.path())!;
  const { readFile } = await import("node:fs/promises");
  const text = await readFile(path, "latin1");
  writeFileSync(testInfo.outputPath("curvas-de-nivel.dxf"), text, "latin1");
  const parsed = new DxfParser().parseSync(text)!;
  const layers = Object.keys(parsed.tables.layer.layers).filter((n) => n !== "0").sort();
  expect(layers).toEqual(Object.values(TOPOGRAPHY_DXF_LAYERS).sort());
  const counts: Record<string, Record<string, number>> = {};
  for (const e of parsed.entities) {
    counts[e.layer] ??= {};
    counts[e.layer]![e.type] = (counts[e.layer]![e.type] ?? 0) + 1;
  }
  const L = TOPOGRAPHY_DXF_LAYERS;
  expect((counts[L.contours]?.POLYLINE ?? 0) + (counts[L.masters]?.POLYLINE ?? 0)).toBe(contourLines());
  expect(counts[L.masters]?.POLYLINE).toBe(masterLines());
  expect(counts[L.labels]?.TEXT).toBe(masterLines());
  expect(counts[L.points]?.POINT).toBe(2_000);
  expect(counts[L.outline]?.POLYLINE).toBe(drawing.outline.length);
  expect(counts[L.platform]?.POLYLINE).toBe(drawing.platform.lines.length);
  await testInfo.attach("dxf-camadas.json", { body: JSON.stringify(counts, null, 2), contentType: "application/json" });
  writeFileSync(testInfo.outputPath("dxf-camadas.json"), JSON.stringify(counts, null, 2));

  // The parsed entities (survey coordinates, UTM) drawn on a canvas by the browser: lines by layer, points, labels.
  type Shape = { layer: string; type: string; xy: number[]; text?: string };
  const shapes: Shape[] = parsed.entities.map((e) => {
    const any = e as unknown as { vertices?: { x: number; y: number }[]; position?: { x: number; y: number }; startPoint?: { x: number; y: number }; text?: string };
    const xy = any.vertices ? any.vertices.flatMap((v) => [v.x, v.y]) : any.position ? [any.position.x, any.position.y] : any.startPoint ? [any.startPoint.x, any.startPoint.y] : [];
    return { layer: e.layer, type: e.type, xy, ...(any.text ? { text: any.text } : {}) };
  });
  await page.setContent('<!doctype html><html lang="pt-BR"><body style="margin:0;background:#fff"><canvas id="dxf" width="1000" height="820" role="img" aria-label="DXF lido de volta"></canvas></body></html>');
  const inked = await page.evaluate((list: Shape[]) => {
    const canvas = document.getElementById("dxf") as HTMLCanvasElement;
    const ctx = canvas.getContext("2d")!;
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    const xs = list.flatMap((s) => s.xy.filter((_, i) => i % 2 === 0));
    const ys = list.flatMap((s) => s.xy.filter((_, i) => i % 2 === 1));
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const scale = Math.min((canvas.width - 40) / (maxX - minX), (canvas.height - 40) / (maxY - minY));
    const at = (x: number, y: number): [number, number] => [20 + (x - minX) * scale, canvas.height - 20 - (y - minY) * scale];
    const colours: Record<string, string> = { CURVAS_NIVEL: "#8a6a4a", CURVAS_MESTRAS: "#5b3a1a", CONTORNO_LEVANTAMENTO: "#1d4ed8", PLATO_CORTE_ATERRO: "#a21caf", PONTOS_LEVANTADOS: "#111827", COTAS_CURVAS: "#5b3a1a" };
    for (const s of list) {
      ctx.strokeStyle = ctx.fillStyle = colours[s.layer] ?? "#000";
      if (s.type === "POLYLINE" && s.xy.length >= 4) {
        ctx.lineWidth = s.layer === "CURVAS_MESTRAS" ? 2 : 1;
        ctx.beginPath();
        for (let i = 0; i < s.xy.length; i += 2) {
          const [x, y] = at(s.xy[i]!, s.xy[i + 1]!);
          if (i === 0) ctx.moveTo(x, y);
          else ctx.lineTo(x, y);
        }
        ctx.stroke();
      } else if (s.type === "POINT") {
        const [x, y] = at(s.xy[0]!, s.xy[1]!);
        ctx.fillRect(x - 1, y - 1, 2, 2);
      } else if (s.type === "TEXT" && s.text) {
        const [x, y] = at(s.xy[0]!, s.xy[1]!);
        ctx.font = "12px sans-serif";
        ctx.fillText(s.text, x, y);
      }
    }
    const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 240 || pixels[i + 1]! < 240 || pixels[i + 2]! < 240) count++;
    return count;
  }, shapes);
  // Thousands of inked pixels: an empty or unreadable DXF draws nothing.
  expect(inked).toBeGreaterThan(20_000);
  await keep(testInfo, "dxf-no-navegador.png", await page.locator("#dxf").screenshot());
});

/** The PDF's pages as PNGs (pdftoppm) in the test's artefacts; their names. */
async function pdfPages(testInfo: TestInfo, name: string, bytes: Buffer): Promise<string[]> {
  const pdf = testInfo.outputPath(`${name}.pdf`);
  writeFileSync(pdf, bytes);
  execFileSync("pdftoppm", ["-r", "80", "-png", pdf, testInfo.outputPath(name)]);
  const dir = testInfo.outputPath();
  const pages = readdirSync(dir)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith(".png"))
    .sort();
  for (const page of pages) await testInfo.attach(page, { path: join(dir, page), contentType: "image/png" });
  return pages;
}

test("the tool and budget PDFs carry the pictures, page images kept", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const get = async (url: string) => {
    const res = await page.request.get(url, { timeout: 90_000 });
    expect(res.status(), url).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    return Buffer.from(await res.body());
  };

  const topography = await get(`/api/tools/runs/${ids.topography}/pdf`);
  const topoText = (await pdfText(topography)).replace(/\s+/g, " ");
  expect(topoText).toContain("Desenho do levantamento");
  expect(topoText).toContain("com o corte e o aterro hachurados.");
  expect((await pdfPages(testInfo, "pdf-topografia", topography)).length).toBeGreaterThanOrEqual(1);
  // The slope map is painted: its fills on the pages, not a blank frame.
  let painted = 0;
  for (const colour of SLOPE_FILLS) painted += Math.max(...(await pdfColourPixels(topography, colour, { tolerance: 6 })));
  expect(painted).toBeGreaterThan(20_000);

  const zoning = await get(`/api/tools/runs/${ids.zoning}/pdf`);
  const zoningText = (await pdfText(zoning)).replace(/\s+/g, " ");
  expect(zoningText).toContain("Planta do lote");
  expect(zoningText).toContain("9,00 m × 20,00 m");
  await pdfPages(testInfo, "pdf-zoneamento", zoning);

  const budget = await get(`/api/documents/${ids.budget}/export?format=pdf`);
  const budgetText = (await pdfText(budget)).replace(/\s+/g, " ");
  expect(budgetText).toContain("Etapas cobertas pelo CUB");
  expect((await pdfPages(testInfo, "pdf-orcamento", budget)).length).toBeGreaterThanOrEqual(1);
  // The bars in the default brand colour (the chart's palette), on a page of the file.
  const { chartPalette } = await import("#domain/charts/chart");
  expect(Math.max(...(await pdfColourPixels(budget, chartPalette(null).bar, { tolerance: 10 })))).toBeGreaterThan(500);
});
