import { openAiRequests, resetFakes, setHfMode, setOpenAiMode } from "./fixtures/ai-fakes";
import { expect, test, toast } from "./fixtures/test";

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
    await expect(toast(page, "Processamento concluído", "Os dados foram analisados com sucesso pela IA.")).toBeVisible({ timeout: 30_000 });

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
});
