import { formatArea, round2 } from "#domain/needs-program";
import { resetFakes } from "./fixtures/ai-fakes";
import {
  allSaved,
  createProjectViaApi,
  definitionOf,
  downloadPdfText,
  parseArea,
  storedDocument,
  type BriefingAnswers,
  type StudioProject,
} from "./fixtures/briefing";
import { BASE_URL } from "./fixtures/env";
import { dismissToasts, expect, test, toast } from "./fixtures/test";
import { signInViaApi } from "./fixtures/users";

/**
 * Issue 13 end to end (R-DOC-1…5): the briefing of a project, answered by the architect and by
 * the client through a link on a phone; offline follow-ups; the needs programme generated from
 * it, edited and used in the project; both exported as PDF; a stale save in a second tab; and
 * deleting the project with its documents. One account and project for the whole file, in order.
 *
 * The main e2e app points at the fake provider, whose default answer is prose, not the JSON the
 * follow-ups and the programme ask for: both are refused twice and the offline generators answer,
 * as they do when no provider is configured at all.
 */

const PROJECT = "Casa do Ipê-Amarelo";
const CLIENT = "Joana Conceição Ávila";
const STUDIO = "Marina Tavares Rocha"; // a new account's studio is named after it
const MATERIALS = "Cerâmica na cozinha, madeira na sala";
const CLIENT_COLOURS = "Tons terrosos, verde-oliva e branco gelo";
const FOLLOW_UP_ANSWER = "Telas em todas as janelas e trava nas gavetas da cozinha";

// Filled in order by the tests below (serial mode).
let setup: StudioProject;
let briefingId = "";
let programmeId = "";
let clientLink = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await resetFakes();
  setup = await createProjectViaApi({ client: CLIENT, project: PROJECT });
});

test.beforeEach(async ({ page }) => {
  await signInViaApi(page, BASE_URL, setup.user);
});

test.describe("Briefing e programa de necessidades", () => {
  test("o briefing guarda as respostas, sugere perguntas offline e recebe as respostas do cliente pelo link", async ({ page, browser }) => {
    test.setTimeout(150_000);

    // Create the briefing from the list, for the project made through the API.
    await page.goto("/dashboard/briefing");
    await expect(page.getByRole("heading", { name: "Briefings Recentes" })).toBeVisible();
    await page.getByRole("button", { name: "Criar novo briefing" }).click();
    const dialog = page.getByRole("dialog", { name: "Criar novo briefing" });
    await dialog.getByLabel("Projeto", { exact: true }).selectOption({ label: `${PROJECT} — ${CLIENT}` });
    await dialog.getByRole("button", { name: "Criar briefing" }).click();
    await expect(page).toHaveURL(/\/dashboard\/briefing\/[0-9a-f-]{36}$/);
    briefingId = new URL(page.url()).pathname.split("/").pop()!;
    await expect(page.getByRole("heading", { level: 1, name: `Briefing: ${PROJECT}` })).toBeVisible();
    await expect(page.getByText(`Cliente: ${CLIENT}`)).toBeVisible();

    // Answer some questions; the autosave keeps them as a version.
    await page.getByLabel("Quantas pessoas vão morar na casa?").fill("4");
    await page.getByLabel("Idades dos moradores").fill("42, 40, 9 e 4 anos");
    await page.getByLabel("Quantos dormitórios, contando as suítes?").fill("3");
    await page.getByLabel("Quantos desses dormitórios são suítes?").fill("1");
    await page.getByRole("group", { name: "Deve haver um lavabo?" }).getByRole("radio", { name: "Sim" }).check();
    await page.getByLabel("Que texturas e materiais agradam?").fill(MATERIALS);
    await expect
      .poll(async () => (await storedDocument<BriefingAnswers>(page, briefingId)).content.answers["materiais"], { timeout: 15_000 })
      .toBe(MATERIALS);
    await expect(allSaved(page)).toBeVisible({ timeout: 15_000 });

    // A reload shows them again, from the server.
    await page.reload();
    await expect(page.getByLabel("Que texturas e materiais agradam?")).toHaveValue(MATERIALS);
    await expect(page.getByLabel("Idades dos moradores")).toHaveValue("42, 40, 9 e 4 anos");
    await expect(page.getByLabel("Quantos dormitórios, contando as suítes?")).toHaveValue("3");
    await expect(page.getByRole("group", { name: "Deve haver um lavabo?" }).getByRole("radio", { name: "Sim" })).toBeChecked();
    await expect(page.getByRole("progressbar", { name: "Progresso do briefing" })).toHaveAttribute("aria-valuenow", "6");

    // Follow-ups: offline, and saying so; accept the one about the children and answer it.
    await page.getByRole("button", { name: "Sugerir perguntas com IA" }).click();
    const suggestions = page.getByRole("region", { name: "Sugestões offline (sem IA)" });
    await expect(suggestions).toBeVisible({ timeout: 30_000 });
    await expect(suggestions).toContainText("Sugestões offline: regras escritas sobre as respostas, sem IA.");
    const childrenSafety = suggestions.getByRole("listitem").filter({ hasText: /Que proteções \S+ para as crianças/ });
    await expect(childrenSafety).toContainText("Sugestão offline");
    await expect(childrenSafety).toContainText("Motivo: Há crianças entre os moradores.");
    await childrenSafety.getByRole("button", { name: /^Aceitar a pergunta:/ }).click();
    await expect(childrenSafety).toHaveCount(0);
    const accepted = page.getByRole("textbox", { name: /Que proteções \S+ para as crianças/ });
    await accepted.fill(FOLLOW_UP_ANSWER);
    await expect
      .poll(async () => (await storedDocument<BriefingAnswers>(page, briefingId)).content.followUps, { timeout: 15_000 })
      .toEqual([expect.objectContaining({ origin: "offline", answer: FOLLOW_UP_ANSWER })]);
    await expect(allSaved(page)).toBeVisible({ timeout: 15_000 });

    // Send the link: shown once, in the dialog.
    await page.getByRole("button", { name: "Enviar ao cliente" }).click();
    const send = page.getByRole("dialog", { name: "Enviar ao cliente" });
    await expect(send.getByRole("status")).toHaveText("Nenhum link ativo.");
    await send.getByRole("button", { name: "Gerar link" }).click();
    const linkInput = send.getByLabel("Link para o cliente");
    await expect(linkInput).toHaveValue(new RegExp(`^${BASE_URL}/briefing-cliente/[A-Za-z0-9_-]+$`));
    clientLink = await linkInput.inputValue();
    await expect(send.getByRole("status")).toHaveText(/^Link ativo até \d{2}\/\d{2}\/\d{4}$/);
    await page.keyboard.press("Escape");
    await expect(send).toBeHidden();

    // The client, on a phone, with no cookies of the app.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: "pt-BR",
      timezoneId: "America/Sao_Paulo",
    });
    try {
      expect(await phone.cookies()).toEqual([]);
      const client = await phone.newPage();
      await client.goto(clientLink);
      await expect(client.getByRole("heading", { level: 1, name: `${STUDIO} pede que você responda este briefing` })).toBeVisible();
      // What the architect answered is there; nothing of the app around it.
      await expect(client.getByLabel("Que texturas e materiais agradam?")).toHaveValue(MATERIALS);
      await expect(client.getByRole("textbox", { name: /Que proteções \S+ para as crianças/ })).toHaveValue(FOLLOW_UP_ANSWER);
      await expect(client.getByRole("link")).toHaveCount(0);
      await client.getByLabel("Que cores são bem-vindas em casa?").fill(CLIENT_COLOURS);
      await expect(client.getByRole("status").filter({ hasText: /^Salvo$/ })).toBeVisible({ timeout: 15_000 });
      // Fits the phone: nothing wider than the screen.
      expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await phone.close();
    }

    // Stored as a version written by the client…
    const afterClient = await storedDocument<BriefingAnswers>(page, briefingId);
    expect(afterClient.lastVersion.author.source).toBe("cliente");
    expect(afterClient.content.answers["cores"]).toBe(CLIENT_COLOURS);
    // …and it reaches the architect's open editor by its polling (every 15 s), then after a reload.
    await expect(page.getByLabel("Que cores são bem-vindas em casa?")).toHaveValue(CLIENT_COLOURS, { timeout: 30_000 });
    await expect(page.getByLabel("Que texturas e materiais agradam?")).toHaveValue(MATERIALS);
    await page.reload();
    await expect(page.getByLabel("Que cores são bem-vindas em casa?")).toHaveValue(CLIENT_COLOURS);

    // The list shows it with its client and progress.
    await page.goto("/dashboard/briefing");
    const row = page.getByRole("row").filter({ hasText: PROJECT });
    await expect(row).toContainText(CLIENT);
    await expect(row.getByRole("progressbar", { name: `Progresso do briefing de ${PROJECT}` })).toHaveAttribute("aria-valuenow", "8");
  });

  test("o programa de necessidades sai do briefing, soma as áreas, vai para o projeto e para o PDF", async ({ page }) => {
    test.setTimeout(150_000);

    await page.goto(`/dashboard/briefing/${briefingId}`);
    await expect(page.getByLabel("Que texturas e materiais agradam?")).toHaveValue(MATERIALS);
    await page.getByRole("button", { name: "Gerar programa de necessidades" }).click();
    await expect(page).toHaveURL(/\/dashboard\/programa\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    programmeId = new URL(page.url()).pathname.split("/").pop()!;
    await expect(page.getByRole("heading", { level: 1, name: "Programa de necessidades" })).toBeVisible();
    const generated = await storedDocument<{ wallFactor: number }>(page, programmeId);
    expect(generated.lastVersion.author.source).toBe("offline");

    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Setor", "Ambiente", "Qtd", "m² unitário", "m² total", "Observações", "Ações"]);
    // 3 bedrooms, 1 of them a suite (the answers above): the other two are one row of 2.
    const rows = table.getByRole("row");
    await expect(page.getByLabel("Ambiente da linha 1")).toBeVisible();
    const count = (await rows.count()) - 1; // the header row
    let line = 0;
    for (let i = 1; i <= count && line === 0; i++) {
      if ((await page.getByLabel(`Ambiente da linha ${i}`).inputValue()) === "Dormitório") line = i;
    }
    expect(line, "a linha dos dormitórios").toBeGreaterThan(0);
    const quantity = page.getByLabel(`Qtd da linha ${line}`);
    await expect(quantity).toHaveValue("2");
    const unitArea = Number((await page.getByLabel(`m² unitário da linha ${line}`).inputValue()).replace(",", "."));
    const rowTotal = rows.nth(line).getByRole("cell").nth(4);
    await expect(rowTotal).toHaveText(formatArea(2 * unitArea));

    const useful = definitionOf(page, "Área útil (soma dos ambientes)");
    const built = definitionOf(page, "Área construída estimada");
    const usefulBefore = parseArea(await useful.innerText());
    const builtBefore = parseArea(await built.innerText());

    // One more bedroom: the row, the useful area and the built area follow as it is typed.
    await quantity.fill("3");
    await expect(rowTotal).toHaveText(formatArea(3 * unitArea));
    const usefulAfter = round2(usefulBefore + unitArea);
    // As programmeTotals: the walls are rounded on their own, then added.
    const builtAfter = round2(usefulAfter + round2(usefulAfter * generated.content.wallFactor));
    await expect(useful).toHaveText(formatArea(usefulAfter));
    await expect(built).toHaveText(formatArea(builtAfter));
    expect(builtAfter).toBeGreaterThan(builtBefore);
    await expect
      .poll(async () => (await storedDocument<{ rooms: { name: string; quantity: number }[] }>(page, programmeId)).content.rooms.find((r) => r.name === "Dormitório")?.quantity, {
        timeout: 15_000,
      })
      .toBe(3);
    await expect(allSaved(page)).toBeVisible({ timeout: 15_000 });

    // "Usar no projeto": the project's built area is the estimate.
    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: "Usar no projeto" }).press("Enter");
    await expect(toast(page, `Área construída do projeto atualizada para ${formatArea(builtAfter)}.`)).toBeVisible();
    const project = (await (await page.request.get(`/api/projects/${setup.projectId}`)).json()) as { builtArea: number | null };
    expect(project.builtArea).toBe(builtAfter);

    // The programme's PDF: project, client, areas in m², page numbers.
    await dismissToasts(page);
    const programmePdf = await downloadPdfText(page, page.getByRole("link", { name: "Baixar PDF" }));
    expect(programmePdf.fileName).toMatch(/\.pdf$/);
    for (const text of [PROJECT, CLIENT, STUDIO, "Dormitório", formatArea(builtAfter), "m²", "Página 1 de"]) {
      expect(programmePdf.text, `PDF do programa: ${text}`).toContain(text);
    }

    // The briefing's PDF: the answers as typed, accents and all.
    await page.getByRole("link", { name: "Abrir o briefing do projeto" }).click();
    await expect(page.getByLabel("Que texturas e materiais agradam?")).toHaveValue(MATERIALS);
    const briefingPdf = await downloadPdfText(page, page.getByRole("link", { name: "Baixar PDF" }));
    expect(briefingPdf.fileName).toMatch(/\.pdf$/);
    for (const text of [PROJECT, CLIENT, MATERIALS, CLIENT_COLOURS, FOLLOW_UP_ANSWER, "Página 1 de"]) {
      expect(briefingPdf.text, `PDF do briefing: ${text}`).toContain(text);
    }

    // The project's page shows the built area.
    await page.goto(`/dashboard/projetos/${setup.projectId}`);
    await expect(definitionOf(page, "Área construída prevista")).toHaveText(
      `${builtAfter.toLocaleString("pt-BR", { maximumFractionDigits: 2 })} m²`,
    );
  });

  test("salvar numa aba desatualizada abre o aviso de conflito, e 'manter a minha' vira a nova versão", async ({ page }) => {
    test.setTimeout(90_000);
    const BUDGET = "R$ 900.000 a R$ 1.000.000";
    const MOVE_DATE = "Até março de 2027, data fixa";

    const second = await page.context().newPage();
    // The second tab keeps the version it opened: its 15 s polling would otherwise take the
    // first tab's save whenever it happens to fall between that save and the typing below.
    let opened: { status: number; headers: Record<string, string>; body: Buffer } | undefined;
    const documentUrl = `${BASE_URL}/api/documents/${briefingId}`;
    await second.route(documentUrl, async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      if (!opened) {
        const response = await route.fetch();
        opened = { status: response.status(), headers: response.headers(), body: await response.body() };
      }
      await route.fulfill(opened);
    });

    await page.goto(`/dashboard/briefing/${briefingId}`);
    await second.goto(`/dashboard/briefing/${briefingId}`);
    await expect(page.getByLabel("Que texturas e materiais agradam?")).toHaveValue(MATERIALS);
    await expect(second.getByLabel("Que texturas e materiais agradam?")).toHaveValue(MATERIALS);

    await page.getByLabel("Orçamento previsto (R$)").fill(BUDGET);
    await expect
      .poll(async () => (await storedDocument<BriefingAnswers>(page, briefingId)).content.answers["orcamento"], { timeout: 15_000 })
      .toBe(BUDGET);
    await expect(allSaved(page)).toBeVisible({ timeout: 15_000 });

    await second.getByLabel("Data desejada para a mudança").fill(MOVE_DATE);
    const conflict = second.getByRole("dialog", { name: "Este documento foi alterado em outro lugar" });
    await expect(conflict).toBeVisible({ timeout: 15_000 });
    await expect(conflict.getByRole("button", { name: "Recarregar versão atual" })).toBeVisible();
    await expect(second.getByRole("status").filter({ hasText: "O documento foi alterado em outro lugar" })).toBeVisible();
    const before = await storedDocument<BriefingAnswers>(page, briefingId);
    expect(before.content.answers["prazo"] ?? "").toBe("");

    await second.unroute(documentUrl);
    await conflict.getByRole("button", { name: "Manter a minha como nova versão" }).click();
    await expect(conflict).toBeHidden();
    await expect(allSaved(second)).toBeVisible({ timeout: 15_000 });
    const after = await storedDocument<BriefingAnswers>(page, briefingId);
    expect(after.version).toBe(before.version + 1);
    expect(after.content.answers["prazo"]).toBe(MOVE_DATE);

    // The first tab gets it (by its polling, or here a reload).
    await page.reload();
    await expect(page.getByLabel("Data desejada para a mudança")).toHaveValue(MOVE_DATE);
    await second.close();

    // Nothing is lost: the first tab's version, with its budget, is still in the history.
    await page.getByRole("button", { name: "Histórico de versões" }).click();
    const history = page.getByRole("dialog", { name: "Histórico de versões" });
    const version = (n: number) => history.getByRole("list", { name: "Versões" }).getByRole("listitem").filter({ hasText: new RegExp(`^Versão ${n}(?!\\d)`) });
    await expect(version(after.version)).toContainText(`Versão ${after.version} (atual)`);
    await expect(version(after.version)).toContainText(setup.user.name);
    await expect(history.getByRole("listitem").filter({ hasText: "Cliente (link)" })).toHaveCount(1);
    await history.getByRole("button", { name: `Ver versão ${before.version}`, exact: true }).click();
    await expect(version(before.version)).toContainText(BUDGET);
  });

  test("excluir o projeto pede uma confirmação que diz quantos documentos vão junto", async ({ page }) => {
    await page.goto(`/dashboard/projetos/${setup.projectId}`);
    await expect(page.getByRole("heading", { level: 1, name: PROJECT })).toBeVisible();
    await page.getByRole("button", { name: "Excluir", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Excluir projeto?" });
    // The briefing and the programme.
    await expect(confirm).toContainText("2 documentos");
    await confirm.getByRole("button", { name: "Excluir", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, "Projeto excluído", PROJECT)).toBeVisible();

    expect((await page.request.get(`/api/projects/${setup.projectId}`)).status()).toBe(404);
    expect((await page.request.get(`/api/documents/${briefingId}`)).status()).toBe(404);
    expect((await page.request.get(`/api/documents/${programmeId}`)).status()).toBe(404);
    const token = new URL(clientLink).pathname.split("/").pop()!;
    expect((await page.request.get(`/api/public/briefings/${token}`)).status()).toBe(404);
  });
});
