import { readFile } from "node:fs/promises";
import { request as playwrightRequest } from "@playwright/test";
import { pdfText } from "#server/export/testing";
import { createProjectViaApi, type StudioProject } from "./fixtures/briefing";
import { BASE_URL } from "./fixtures/env";
import { grantPlan } from "./fixtures/studios";
import { expect, test, toast } from "./fixtures/test";
import { signInViaApi } from "./fixtures/users";

/**
 * Issue 16 end to end (R-BUDGET-1..8, R-MAT-1..2): a budget for a project, the CUB month changed,
 * foundations added, the TCU's BDI applied, scenarios compared, the list with the spec's
 * columns, and the PDF's total and exclusions read back; the materials catalogue filtered and a
 * material added to the project.
 */

const PROJECT = "Casa dos Ipês Amarelos";
const CLIENT = "Teodoro Bastos";
let setup: StudioProject;

test.describe.configure({ mode: "serial" });

/** The studio asks for Projeto Avançado and the Prancheta team grants it (the detailed budget's plan). */
async function grantAdvancedPlan(user: StudioProject["user"]) {
  const architect = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } });
  try {
    const signIn = await architect.post("/api/auth/sign-in/email", { data: { email: user.email, password: user.password } });
    expect(signIn.status()).toBe(200);
    await grantPlan(architect, "avancado");
    // The project: 150 m² in São Paulo.
    const patched = await architect.patch(`/api/projects/${setup.projectId}`, { data: { builtArea: 150, landPlot: { state: "SP" } } });
    expect(patched.status(), await patched.text()).toBe(200);
  } finally {
    await architect.dispose();
  }
}

test.beforeAll(async () => {
  setup = await createProjectViaApi({ client: CLIENT, project: PROJECT });
  await grantAdvancedPlan(setup.user);
});

test.beforeEach(async ({ page }) => {
  await signInViaApi(page, BASE_URL, setup.user);
});

test.describe("Banco de materiais", () => {
  test("filtra o catálogo sem acentos e acrescenta um material à especificação do projeto", async ({ page }) => {
    await page.goto("/dashboard/materiais");
    await expect(page.getByRole("heading", { name: "Catálogo de materiais" })).toBeVisible();
    await page.getByLabel("Buscar materiais").fill("ceramica");
    await page.getByLabel("Aplicação").selectOption({ label: "Área molhada" });
    const list = page.getByRole("list", { name: "Materiais" });
    const first = list.getByRole("listitem").first();
    // The list filters as the search is typed: wait for the filtered one, not the first drawn.
    await expect(first.getByRole("heading")).toHaveText(/Cerâmic|cerâmic/, { timeout: 30_000 });
    const name = (await first.getByRole("heading").textContent()) ?? "";
    await first.getByRole("button", { name: /Adicionar ao projeto/ }).click();
    const dialog = page.getByRole("dialog", { name: `Adicionar ${name} ao projeto` });
    await dialog.getByLabel("Projeto", { exact: true }).selectOption({ label: `${PROJECT} — ${CLIENT}` });
    await dialog.getByRole("button", { name: "Adicionar" }).click();
    await expect(toast(page, "Material adicionado")).toBeVisible({ timeout: 20_000 });
    const spec = (await (await page.request.get(`/api/projects/${setup.projectId}/materials`)).json()) as { name: string }[];
    expect(spec.map((m) => m.name)).toEqual([name]);
  });
});

test.describe("Orçamento automático", () => {
  test("cria o orçamento, troca o mês do CUB, soma fundações e BDI, compara cenários, lista e baixa o PDF", async ({ page }) => {
    await page.goto("/dashboard/orcamentos");
    await expect(page.getByText("Nenhum orçamento criado")).toBeVisible();
    await page.getByRole("button", { name: "Criar novo orçamento" }).click();
    const dialog = page.getByRole("dialog", { name: "Criar novo orçamento" });
    await dialog.getByLabel("Projeto", { exact: true }).selectOption({ label: `${PROJECT} — ${CLIENT}` });
    await dialog.getByRole("button", { name: "Criar" }).click();
    await expect(page).toHaveURL(/\/dashboard\/orcamentos\/[0-9a-f-]{36}$/);

    const total = page.getByLabel("Total estimado");
    await expect(page.locator("p", { hasText: "CUB usado" })).toContainText("dez/2025");
    await expect(total).toHaveText("R$ 383.076,00");

    await page.getByLabel("Mês do CUB").selectOption({ label: "out/2025 (tabela incluída)" });
    await expect(page.locator("p", { hasText: "CUB usado" })).toContainText("R$ 2.538,83");
    await expect(total).toHaveText("R$ 380.824,50");

    const extras = page.getByRole("region", { name: "Fora do CUB" });
    await extras.getByRole("checkbox", { name: "Fundações" }).click();
    await extras.getByLabel("% de Fundações").fill("5");
    await expect(extras.getByText("depende de sondagem")).toBeVisible();
    await expect(total).toHaveText("R$ 399.865,73");

    const bdi = page.getByRole("region", { name: "BDI (preço de construtora)" });
    await bdi.getByRole("checkbox", { name: "Aplicar BDI" }).click();
    await bdi.getByLabel("Referência do TCU").selectOption({ label: "Médio (TCU)" });
    await expect(bdi.getByText(/BDI: 23,54%/)).toBeVisible();
    await expect(total).toHaveText("R$ 493.994,12");

    const scenarios = page.getByRole("region", { name: "Cenários de acabamento" });
    await scenarios.getByRole("checkbox", { name: "Comparar padrões" }).click();
    const table = scenarios.getByRole("table", { name: "Cenários" });
    await expect(table.getByRole("row")).toHaveCount(4);
    await expect(table.getByRole("row", { name: /R1-A/ })).toBeVisible();

    // Autosaved as a version, like every other document (no button to press).
    await expect(page.getByText("Todas as alterações salvas")).toBeVisible({ timeout: 20_000 });

    await page.goto("/dashboard/orcamentos");
    const list = page.getByRole("table");
    await expect(list.getByRole("columnheader")).toHaveText(["Projeto", "Cliente", "Padrão", "Valor Total", "Data", "Ações"]);
    const row = list.getByRole("row", { name: new RegExp(PROJECT) });
    await expect(row.getByRole("cell").nth(2)).toHaveText("Normal (R1-N)");
    await expect(row.getByRole("cell").nth(3)).toHaveText("R$ 493.994,12");
    await expect(row.getByRole("cell").nth(4)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

    const download = page.waitForEvent("download");
    await row.getByRole("link", { name: `PDF do orçamento de ${PROJECT}` }).click();
    const bytes = new Uint8Array(await readFile(await (await download).path()));
    const text = (await pdfText(bytes)).replace(/\s+/g, " ");
    for (const expected of [PROJECT, CLIENT, "out/2025", "R1-N", "R$ 2.538,83", "depende de sondagem", "23,54%", "R$ 493.994,12", "O que o CUB não inclui", "Elevador(es)", "NBR 12721"]) {
      expect(text, expected).toContain(expected);
    }
  });

  test("não perde a edição do CUB ao sair da página logo depois de digitar", async ({ page }) => {
    // The project's budget (the one the test above made, or a new one when this test runs alone).
    const opened = await page.request.post(`/api/projects/${setup.projectId}/documents`, { data: { kind: "orcamento" }, headers: { Origin: BASE_URL } });
    expect(opened.status(), await opened.text()).toBeLessThan(300);
    const budgetUrl = `${BASE_URL}/dashboard/orcamentos/${((await opened.json()) as { id: string }).id}`;
    await page.goto(budgetUrl);

    await page.getByLabel("Mês do CUB").selectOption({ label: "Outro mês: informar o valor" });
    const value = page.getByLabel("Valor do CUB (R$/m²)");
    await value.fill("2700");
    await expect(page.getByText("Todas as alterações salvas")).toBeVisible({ timeout: 20_000 });
    // The change the issue lost: 2.700 → 2.750, then "Início" at once, before the autosave's pause ends.
    await value.fill("2750");
    await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Início" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The edit reaches the server from the page that was left (sent as the editor went away)...
    const serverValue = async () => ((await (await page.request.get(budgetUrl.replace("/dashboard/orcamentos/", "/api/documents/"))).json()) as { content: { cub: { value: number } } }).content.cub.value;
    await expect.poll(serverValue, { timeout: 15_000 }).toBe(2750);
    // ...and a fresh page without this browser's copy shows it.
    await page.evaluate(() => localStorage.clear());
    await page.goto(budgetUrl);
    await expect(page.getByLabel("Valor do CUB (R$/m²)")).toHaveValue("2750,00");
  });
});

