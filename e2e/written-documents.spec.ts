import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { docxText } from "#server/export/testing";
import { resetFakes, setHfMode, setOpenAiMode } from "./fixtures/ai-fakes";
import { allSaved, createProjectViaApi, downloadPdfText, storedDocument, type StudioProject } from "./fixtures/briefing";
import { BASE_URL } from "./fixtures/env";
import { expect, test } from "./fixtures/test";
import { signInViaApi } from "./fixtures/users";

/**
 * Issue 14 end to end (R-DOC-6): a memorial for a project with a needs programme, drafted by the
 * (fake) AI section by section while the page shows it, edited, one section rewritten, reloaded,
 * an earlier version restored, exported as PDF and DOCX; then a justification drafted by the
 * offline generator when the providers refuse. One account and project for the file, in order.
 */

const PROJECT = "Casa das Figueiras";
const CLIENT = "Helena Conceição Araújo";
// The AI leaves what it does not know to complete, as its prompt tells it (R-DOC-6).
const DRAFT_TEXT = "Texto da seção escrito com **destaque** para a obra. [completar: detalhe da obra]";
const REWRITTEN = "Fundação reescrita pela IA conforme a sondagem.";
const MY_EDIT = "Redação do arquiteto com ênfase";

let setup: StudioProject;
let memorialId = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await resetFakes();
  setup = await createProjectViaApi({ client: CLIENT, project: PROJECT });
});

test.afterAll(async () => {
  await resetFakes();
});

test.beforeEach(async ({ page }) => {
  await signInViaApi(page, BASE_URL, setup.user);
});

/** A section of the editor, by its title. */
function sectionOf(page: Page, title: string): Locator {
  return page.getByRole("region", { name: new RegExp(`^\\d+\\. ${title}$`) });
}

async function addProgramme(page: Page) {
  const opened = await page.request.post(`/api/projects/${setup.projectId}/documents`, { data: { kind: "programa" } });
  expect(opened.status(), await opened.text()).toBe(201);
  const programme = (await opened.json()) as { id: string; version: number; content: Record<string, unknown> };
  const saved = await page.request.put(`/api/documents/${programme.id}`, {
    data: {
      baseVersion: programme.version,
      content: {
        ...programme.content,
        rooms: [
          { id: "suite", sector: "Íntimo", name: "Suíte principal", quantity: 1, unitArea: 16, notes: "", source: null },
          { id: "sala", sector: "Social", name: "Sala de estar", quantity: 1, unitArea: 24.5, notes: "", source: null },
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.describe("Memorial descritivo e justificativa", () => {
  test("o memorial é escrito seção por seção, editado, reescrito, restaurado e exportado", async ({ page }) => {
    test.setTimeout(240_000);
    await addProgramme(page);
    await setOpenAiMode("slow-stream", { text: DRAFT_TEXT, tokenIntervalMs: 40 });

    await page.goto("/dashboard/memorial");
    await expect(page.getByText("Nenhum memorial descritivo criado recentemente")).toBeVisible();
    await page.getByRole("button", { name: "Iniciar novo memorial" }).click();
    const dialog = page.getByRole("dialog", { name: "Iniciar novo memorial" });
    await dialog.getByLabel("Projeto", { exact: true }).selectOption({ label: `${PROJECT} — ${CLIENT}` });
    await dialog.getByRole("button", { name: "Criar" }).click();
    await expect(page).toHaveURL(/\/dashboard\/memorial\/[0-9a-f-]{36}$/);
    memorialId = new URL(page.url()).pathname.split("/").pop()!;

    // The draft starts by itself and shows where it is, section by section.
    await expect(page.getByRole("status").filter({ hasText: /Escrevendo \d+ de 21: / })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("progressbar", { name: "Progresso da geração" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /Escrevendo (1[0-9]) de 21/ })).toBeVisible({ timeout: 60_000 });
    // An early section is already written while later ones are still coming.
    await expect(sectionOf(page, "Identificação")).toContainText("destaque");
    await expect(page.getByText("Rascunho salvo como versão 2.")).toBeVisible({ timeout: 90_000 });
    const drafted = await storedDocument<{ sections: { key: string; blocks: unknown[] }[] }>(page, memorialId);
    expect(drafted.lastVersion.author.source).toBe("ia");
    await expect(sectionOf(page, "Descrição do imóvel e quadro de áreas")).toContainText("Suíte principal");
    await expect(sectionOf(page, "Descrição do imóvel e quadro de áreas")).toContainText("16,00 m²");

    // Edit one section and make the new words bold.
    await setOpenAiMode("ok", { text: REWRITTEN });
    const objective = page.getByRole("textbox", { name: "Objetivo", exact: true });
    await objective.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type(MY_EDIT);
    await page.keyboard.press("Shift+Home");
    await sectionOf(page, "Objetivo").getByRole("button", { name: "Negrito" }).click();
    await expect(allSaved(page)).toBeVisible({ timeout: 20_000 });
    await expect(objective.locator("strong", { hasText: MY_EDIT })).toBeVisible();

    // Rewrite another section with the AI: only that one changes.
    await sectionOf(page, "Fundações").getByRole("button", { name: /Reescrever com IA/ }).click();
    await expect(page.getByText(/Seção reescrita e salva como versão \d+\./)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("textbox", { name: "Fundações", exact: true })).toContainText(REWRITTEN);
    await expect(objective).toContainText(MY_EDIT);

    // A reload finds both, from the server.
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Objetivo", exact: true }).locator("strong", { hasText: MY_EDIT })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("textbox", { name: "Fundações", exact: true })).toContainText(REWRITTEN);

    // Restore the draft (version 2): the rewrite and the edit go back to the history.
    await page.getByRole("button", { name: "Histórico de versões" }).click();
    const history = page.getByRole("dialog", { name: "Histórico de versões" });
    await history.getByRole("button", { name: "Restaurar versão 2" }).click();
    await page.getByRole("dialog", { name: /Restaurar a versão 2/ }).getByRole("button", { name: "Restaurar" }).click();
    await expect(page.getByText(/Versão 2 restaurada como versão \d+\./)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("textbox", { name: "Fundações", exact: true })).not.toContainText(REWRITTEN);
    await expect(page.getByRole("textbox", { name: "Objetivo", exact: true })).not.toContainText(MY_EDIT);

    // Export: the draft still has "[completar: …]": the dialog lists each with its section and
    // asks (decision 071); the PDF and the DOCX then carry the cover, the sections and the data.
    const confirmExport = async () => {
      const gaps = page.getByRole("dialog", { name: "O documento ainda tem o que completar" });
      await expect(gaps.getByRole("list", { name: "O que falta completar" })).toContainText("[completar: detalhe da obra]");
      await expect(gaps.getByRole("link", { name: "Seção 20. Limpeza final" })).toBeVisible();
      await gaps.getByRole("button", { name: "Exportar mesmo assim" }).click();
    };
    const pdf = await downloadPdfText(page, page.getByRole("link", { name: "Baixar PDF" }), confirmExport);
    expect(pdf.fileName).toMatch(/\.pdf$/);
    for (const expected of ["Memorial descritivo", PROJECT, CLIENT, "Sumário", "1. Identificação", "20. Limpeza final", "Suíte principal", "16,00 m²", "Versão"]) {
      expect(pdf.text).toContain(expected);
    }
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Baixar DOCX" }).click();
    await confirmExport();
    const file = await download;
    const docx = await docxText(new Uint8Array(await readFile(await file.path())));
    for (const expected of [PROJECT, CLIENT, "Fundações", "Suíte principal", "m²"]) expect(docx).toContain(expected);

    // The list shows it with its versions.
    await page.goto("/dashboard/memorial");
    const row = page.getByRole("row").filter({ hasText: PROJECT });
    await expect(row).toContainText(CLIENT);
    await expect(row).toContainText(/\d+ versões/);
  });

  test("sem provedor, a justificativa é escrita pelo gerador offline e marca o que completar", async ({ page }) => {
    test.setTimeout(120_000);
    await setOpenAiMode("401");
    await setHfMode("401");
    await page.goto("/dashboard/justificativa");
    await page.getByRole("button", { name: "Criar nova justificativa" }).click();
    const dialog = page.getByRole("dialog", { name: "Criar nova justificativa" });
    await dialog.getByLabel("Projeto", { exact: true }).selectOption({ label: `${PROJECT} — ${CLIENT}` });
    await dialog.getByRole("button", { name: "Criar" }).click();
    await expect(page.getByText("Rascunho salvo como versão 2.")).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/gerador offline \(sem IA\)/).first()).toBeVisible();
    await expect(sectionOf(page, "Sistema construtivo e materiais")).toContainText("[completar: sistema estrutural]");
    await expect(sectionOf(page, "Organização espacial e funcional")).toContainText("Íntimo");
  });
});
