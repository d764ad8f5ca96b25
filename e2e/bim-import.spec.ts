import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { request as playwrightRequest, type Page } from "@playwright/test";
import { BIM_PLAN_MESSAGE } from "#domain/ifc";
import type { PlanId } from "#domain/plans";
import { BASE_URL } from "./fixtures/env";
import { grantPlan } from "./fixtures/studios";
import { expect, test, toast } from "./fixtures/test";
import { newUser, signInViaApi, signUpViaApi, type TestUser } from "./fixtures/users";

/**
 * The BIM import end to end, as an architect sees it (R-BIM-1..4, decision 098): the owner of an
 * Obra-Prima studio opens a project whose budget is already open, sends the two-storey house of
 * test-support/ifc through the card "Importar modelo BIM (IFC)", checks the preview (storeys,
 * rooms ticked to add, the budget's areas by kind, in pt-BR numbers: 55 + 40 m² gross less the
 * garage's 15 and the balcony's 6 is 74 m² covered), changes a room's kind and back, applies, and
 * finds the rooms in the needs programme and the areas in the budget. A studio on another plan
 * reads that BIM import is Obra-Prima's (and the server refuses it too); on a 390 px phone the
 * card and its preview fit without scrolling sideways. The model is read on the server's worker
 * pool: its waits are long.
 */

const IFC_FILE = resolve(import.meta.dirname, "../test-support/ifc/casa-dois-pavimentos.ifc");
const FILE_NAME = "casa-dois-pavimentos.ifc";
const PREVIEW_TITLE = `${FILE_NAME} · IFC4: 2 pavimentos, 7 ambientes`;
const CARD = "Importar modelo BIM (IFC)";
/** Reading the model (a worker of the IFC pool) on a loaded 2-core machine. */
const READ = { timeout: 60_000 };
const SLOW = { timeout: 30_000 };

/** The house's rooms as the preview and then the programme show them, in the model's order. */
const ROOMS = [
  { name: "Sala", storey: "Térreo", quantity: 1, unit: "20", each: "20,00 m²", total: "20,00 m²", kind: "coberta" },
  { name: "Cozinha", storey: "Térreo", quantity: 1, unit: "12,5", each: "12,50 m²", total: "12,50 m²", kind: "coberta" },
  { name: "Garagem", storey: "Térreo", quantity: 1, unit: "15", each: "15,00 m²", total: "15,00 m²", kind: "garagem" },
  { name: "Quarto", storey: "Superior", quantity: 2, unit: "12", each: "2 × 12,00 m²", total: "24,00 m²", kind: "coberta" },
  { name: "Banheiro", storey: "Superior", quantity: 1, unit: "4,5", each: "4,50 m²", total: "4,50 m²", kind: "coberta" },
  { name: "Varanda", storey: "Superior", quantity: 1, unit: "6", each: "6,00 m²", total: "6,00 m²", kind: "varanda" },
] as const;

/** AREA_KINDS' labels (domain/budget.ts) of the kinds the house has. */
const COVERED = "Área coberta de padrão (ambientes internos)";
const GARAGE = "Garagem coberta";
const BALCONY = "Varandas e terraços cobertos";

interface Studio {
  user: TestUser;
  projectId: string;
}

/** A new account on `plan` (Esboço: the trial, nothing granted) with one client and one project of 120 m², through the API. */
async function studioOn(plan: PlanId, project: string): Promise<Studio> {
  const user = newUser("bim", "Helena Prado Vasconcelos");
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } });
  try {
    await signUpViaApi(api, BASE_URL, user);
    if (plan !== "esboco") await grantPlan(api, plan);
    const client = await api.post("/api/clients", { data: { name: "Otávio Nogueira Campos" } });
    expect(client.status(), await client.text()).toBe(201);
    const made = await api.post("/api/projects", {
      data: { name: project, clientId: ((await client.json()) as { id: string }).id, type: "residencial", standard: "normal", builtArea: 120 },
    });
    expect(made.status(), await made.text()).toBe(201);
    return { user, projectId: ((await made.json()) as { id: string }).id };
  } finally {
    await api.dispose();
  }
}

async function openProject(page: Page, studio: Studio, name: string) {
  await signInViaApi(page, BASE_URL, studio.user);
  await page.goto(`/dashboard/projetos/${studio.projectId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible(SLOW);
}

/** The card and the parts of its preview, by their headings. */
function bimCard(page: Page) {
  const card = page.getByRole("region", { name: CARD });
  return {
    card,
    file: card.getByLabel("Modelo IFC (.ifc)"),
    title: card.getByRole("heading", { name: PREVIEW_TITLE }),
    storeys: card.getByRole("region", { name: PREVIEW_TITLE }),
    rooms: card.getByRole("region", { name: "Programa de necessidades" }),
    areas: card.getByRole("region", { name: "Áreas do orçamento por tipo" }),
    apply: card.getByRole("button", { name: "Aplicar ao projeto" }),
  };
}

/** No sideways scroll: the document is no wider than the screen. */
async function fitsWidth(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, "a página não rola para o lado").toBeLessThanOrEqual(clientWidth);
}

test("an Obra-Prima owner imports the IFC house: preview in pt-BR, applied to the needs programme and the open budget", async ({ page }) => {
  test.setTimeout(240_000);
  const project = "Residência Jatobá";
  const studio = await studioOn("obra-prima", project);
  await openProject(page, studio, project);

  // --- The budget is opened first (Documentos → Criar orçamento): one area, the project's 120 m².
  await page.getByRole("button", { name: "Criar orçamento" }).click();
  await expect(page).toHaveURL(/\/dashboard\/orcamentos\/[0-9a-f-]{36}$/, SLOW);
  await expect(page.getByLabel("Área real 1 (m²)")).toHaveValue("120,00", SLOW);
  await expect(page.getByLabel("Área real 2 (m²)")).toHaveCount(0);
  await expect(page.getByText("Todas as alterações salvas")).toBeVisible(SLOW);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: project })).toBeVisible(SLOW);

  // --- The card: the model sent, read on the server, previewed.
  const bim = bimCard(page);
  await expect(bim.card.getByRole("heading", { name: CARD })).toBeVisible();
  await bim.file.setInputFiles(IFC_FILE);
  await expect(bim.title).toBeVisible(READ);
  await expect(bim.card.getByRole("alert")).toHaveCount(0);

  // Storeys by elevation, with their gross area from the model.
  await expect(bim.storeys.getByRole("listitem")).toHaveText([
    /^Térreo · cota 0 m\s*55,00 m² \(área bruta do modelo\)$/,
    /^Superior · cota 3 m\s*40,00 m² \(área bruta do modelo\)$/,
  ]);

  // Every room is new to the project (it has no programme yet) and ticked to be added.
  await expect(bim.rooms).toContainText("O projeto ainda não tem programa: os ambientes marcados o criam.");
  const roomItems = bim.rooms.getByRole("listitem");
  await expect(roomItems).toHaveCount(ROOMS.length);
  for (const [i, room] of ROOMS.entries()) {
    const item = roomItems.nth(i);
    await expect(item.getByRole("checkbox", { name: `Acrescentar: ${room.name}` })).toBeChecked();
    await expect(item).toContainText(`${room.name}${room.quantity > 1 ? ` (${room.quantity})` : ""} · ${room.storey}`);
    await expect(item).toContainText(`Novo no programa: ${room.each}.`);
    await expect(item.getByRole("combobox", { name: `Tipo de área de ${room.name} no orçamento` })).toHaveValue(room.kind);
  }

  // The budget's areas by kind: 55 + 40 m² gross, less the garage and the balcony, is 74 m² covered.
  const areaLines = bim.areas.getByRole("listitem");
  await expect(areaLines).toHaveText([new RegExp(`^${escape(COVERED)}\\s*74,00 m²$`), new RegExp(`^${escape(GARAGE)}\\s*15,00 m²$`), new RegExp(`^${escape(BALCONY)}\\s*6,00 m²$`)]);
  await expect(bim.areas).toContainText("Área coberta: a área bruta dos pavimentos do modelo (GrossFloorArea, com paredes) menos a dos ambientes de outros tipos.");
  // A room's kind changed redoes the sum at once (the garage counted as covered: 95 − 6 = 89 m²), and back.
  const garageKind = bim.rooms.getByRole("combobox", { name: "Tipo de área de Garagem no orçamento" });
  await garageKind.selectOption({ label: COVERED });
  await expect(areaLines).toHaveText([new RegExp(`^${escape(COVERED)}\\s*89,00 m²$`), new RegExp(`^${escape(BALCONY)}\\s*6,00 m²$`)]);
  await garageKind.selectOption({ label: GARAGE });
  await expect(areaLines).toHaveText([new RegExp(`^${escape(COVERED)}\\s*74,00 m²$`), new RegExp(`^${escape(GARAGE)}\\s*15,00 m²$`), new RegExp(`^${escape(BALCONY)}\\s*6,00 m²$`)]);

  // The open budget is offered, ticked, with its version.
  const withBudget = bim.areas.getByRole("checkbox", { name: /^Gravar estas áreas no orçamento \(versão \d+\)$/ });
  await expect(withBudget).toBeChecked();
  const budgetVersion = Number(/\(versão (\d+)\)/.exec((await bim.areas.getByText(/^Gravar estas áreas no orçamento/).textContent()) ?? "")?.[1]);
  expect(budgetVersion, "a versão do orçamento na prévia").toBeGreaterThanOrEqual(1);

  // --- Applied: a new programme (version 2: created, then the rooms) and a new budget version.
  await bim.apply.click();
  await expect(toast(page, `Modelo aplicado: programa (versão 2) e orçamento (versão ${budgetVersion + 1}).`)).toBeVisible(SLOW);
  // The preview is gone; another model can be sent.
  await expect(bim.title).toHaveCount(0);
  await expect(bim.apply).toHaveCount(0);
  await expect(bim.file).toBeEnabled();

  // --- The needs programme, from the project's documents: the six rooms, each from the model.
  await page.getByRole("link", { name: "Programa de necessidades", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/programa\/[0-9a-f-]{36}$/, SLOW);
  await expect(page.getByRole("heading", { level: 1, name: "Programa de necessidades" })).toBeVisible(SLOW);
  for (const [i, room] of ROOMS.entries()) {
    const line = i + 1;
    await expect(page.getByLabel(`Ambiente da linha ${line}`)).toHaveValue(room.name, SLOW);
    await expect(page.getByLabel(`Setor da linha ${line}`)).toHaveValue(room.storey);
    await expect(page.getByLabel(`Qtd da linha ${line}`)).toHaveValue(String(room.quantity));
    await expect(page.getByLabel(`m² unitário da linha ${line}`)).toHaveValue(room.unit);
    const row = page.getByRole("row").filter({ has: page.getByLabel(`Ambiente da linha ${line}`) });
    await expect(row).toContainText(room.total);
    await expect(row).toContainText(`Fonte: Modelo IFC: ${FILE_NAME}`);
  }
  await expect(page.getByLabel(`Ambiente da linha ${ROOMS.length + 1}`)).toHaveCount(0);
  // The programme's own sums, by storey (its sectors): 20 + 12,5 + 15 and 24 + 4,5 + 6.
  await expect(page.getByRole("region", { name: "Subtotais por setor" }).getByRole("listitem")).toHaveText([/^Térreo\s*47,50 m²$/, /^Superior\s*34,50 m²$/]);
  await expect(page.getByText("Área útil (soma dos ambientes)").locator("xpath=following-sibling::dd[1]")).toHaveText("82,00 m²");

  // --- The budget opened before: its areas are now the model's, by kind, with the default coefficients.
  await page.getByRole("link", { name: "Voltar ao projeto" }).click();
  await expect(page.getByRole("heading", { level: 1, name: project })).toBeVisible(SLOW);
  await page.getByRole("link", { name: "Orçamento", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/orcamentos\/[0-9a-f-]{36}$/, SLOW);
  await expect(page.getByText(`· versão ${budgetVersion + 1} ·`)).toBeVisible(SLOW);
  const expected = [
    { kind: "coberta", area: "74,00", coefficient: "1,00" },
    { kind: "garagem", area: "15,00", coefficient: "0,50" },
    { kind: "varanda", area: "6,00", coefficient: "0,75" },
  ];
  for (const [i, line] of expected.entries()) {
    await expect(page.getByLabel(`Tipo da área ${i + 1}`)).toHaveValue(line.kind, SLOW);
    await expect(page.getByLabel(`Área real ${i + 1} (m²)`)).toHaveValue(line.area);
    await expect(page.getByLabel(`Coeficiente ${i + 1}`)).toHaveValue(line.coefficient);
  }
  await expect(page.getByLabel("Área real 4 (m²)")).toHaveCount(0);
  // 74 × 1 + 15 × 0,5 + 6 × 0,75 = 86 m² equivalent.
  await expect(page.locator("p").filter({ hasText: /^Área equivalente:/ })).toHaveText("Área equivalente: 86,00 m²");
});

for (const plan of [
  { id: "premium", name: "Projeto Premium" },
  { id: "esboco", name: "Esboço" },
] as const) {
  test(`a studio on ${plan.name} reads that BIM import is Obra-Prima's, and the server refuses the model`, async ({ page }) => {
    test.setTimeout(120_000);
    const project = `Casa do Ipê Roxo (${plan.id})`;
    const studio = await studioOn(plan.id, project);
    await openProject(page, studio, project);

    const bim = bimCard(page);
    await expect(bim.card.getByRole("heading", { name: CARD })).toBeVisible();
    await expect(bim.card).toContainText("A importação de modelos BIM faz parte do plano Obra-Prima.");
    // Nothing to send: no file field, no preview.
    await expect(bim.file).toHaveCount(0);
    await expect(bim.apply).toHaveCount(0);

    // The same answer from the server, whatever the page shows (R-BIM-4).
    const refused = await page.request.post(`/api/projects/${studio.projectId}/ifc`, {
      headers: { Origin: BASE_URL },
      multipart: { file: { name: FILE_NAME, mimeType: "application/octet-stream", buffer: await readFile(IFC_FILE) } },
    });
    expect(refused.status(), await refused.text()).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(BIM_PLAN_MESSAGE);

    // The link leads to the plans.
    await bim.card.getByRole("link", { name: "Ver os planos" }).click();
    await expect(page).toHaveURL(/\/dashboard\/planos$/, SLOW);
  });
}

test.describe("no celular (390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the card and the model's preview fit a 390 px phone without scrolling sideways", async ({ page }) => {
    test.setTimeout(180_000);
    const project = "Residência Unifamiliar Figueiredo-Albuquerque — Condomínio Reserva das Paineiras";
    const studio = await studioOn("obra-prima", project);
    await openProject(page, studio, project);

    const bim = bimCard(page);
    await bim.card.scrollIntoViewIfNeeded();
    await expect(bim.file).toBeVisible();
    await fitsWidth(page);

    await bim.file.setInputFiles(IFC_FILE);
    await expect(bim.title).toBeVisible(READ);
    await expect(bim.areas.getByRole("listitem")).toHaveCount(3);
    await fitsWidth(page);
    // The card, the room kinds' selects and the buttons stay inside the screen.
    for (const box of [bim.card, bim.rooms.getByRole("combobox").first(), bim.apply, bim.card.getByRole("button", { name: "Descartar" })]) {
      await box.scrollIntoViewIfNeeded();
      const b = await box.boundingBox();
      expect(b, "visível").not.toBeNull();
      expect(b!.x).toBeGreaterThanOrEqual(0);
      expect(b!.x + b!.width).toBeLessThanOrEqual(390);
    }

    // "Descartar" drops the preview: nothing was written.
    await bim.card.getByRole("button", { name: "Descartar" }).click();
    await expect(bim.title).toHaveCount(0);
    const documents = (await (await page.request.get(`/api/projects/${studio.projectId}/documents`)).json()) as unknown[];
    expect(documents).toEqual([]);
  });
});

/** A literal for a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
