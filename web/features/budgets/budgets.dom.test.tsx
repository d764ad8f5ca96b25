import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { initialBudget, monthsOld } from "#domain/budget-defaults";
import type { BudgetContent } from "#domain/budget.schema";
import { documentSchema } from "#domain/documents.schema";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { aMe } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { BudgetEditorPage } from "./budget-editor-page";
import { BudgetsListPage } from "./budgets-list-page";

afterEach(() => {
  sonner.dismiss();
});

const DOC = "5a1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const PROJECT = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const CLIENT = "4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d";

function aBudget(content: BudgetContent, version = 1) {
  return documentSchema.parse({
    id: DOC,
    kind: "orcamento",
    project: { id: PROJECT, name: "Casa Jequitibá" },
    client: { id: CLIENT, name: "Lúcia Amaral" },
    version,
    content,
    lastVersion: { number: version, restoredFrom: null, createdAt: "2026-11-23T15:00:00.000Z", author: { source: "usuario", user: null, provider: null, model: null } },
    createdBy: null,
    updatedBy: null,
    createdAt: "2026-11-23T15:00:00.000Z",
    updatedAt: "2026-11-23T15:00:00.000Z",
  });
}

/** The studio's brand colour colours the charts (R-CHART-3). */
const PROFILE = {
  user: { name: "Ana", email: "ana@example.com", pendingEmail: null },
  studio: { id: "s", role: "owner", canEdit: true, name: "Atelier", cau: null, phone: null, publicEmail: null, address: null, website: null, instagram: null, legalName: null, cnpj: null, brandColor: "#7a1f5c", logo: null },
  preferences: { defaultUf: null, defaultStandard: null, aiTone: "formal" },
};

function showEditor(
  plan: "esboco" | "avancado",
  content = initialBudget({ type: "residencial", standard: "normal", state: "SP", builtArea: 150 }),
  own: unknown[] = [],
  { published = [] as unknown[], programme = null as unknown }: { published?: unknown[]; programme?: unknown } = {},
) {
  let saved: unknown = null;
  const PROGRAMME = "6b2d3c5e-6f70-4a81-9bac-1d2e3f4a5b6c";
  server.use(
    http.get("/api/profile", () => HttpResponse.json(PROFILE)),
    http.get("/api/budgets/cub", () => HttpResponse.json(own)),
    http.get("/api/budgets/cub-tables", () => HttpResponse.json(published)),
    http.get(`/api/projects/${PROJECT}/documents`, () =>
      HttpResponse.json(programme ? [{ id: PROGRAMME, kind: "programa", project: { id: PROJECT, name: "Casa Jequitibá" }, client: { id: CLIENT, name: "Lúcia Amaral" }, version: 1, progress: null, updatedAt: "2026-11-23T15:00:00.000Z" }] : []),
    ),
    http.get(`/api/documents/${PROGRAMME}`, () =>
      HttpResponse.json({ ...aBudget(content), id: PROGRAMME, kind: "programa", content: programme }),
    ),
    http.get(`/api/documents/${DOC}`, () => HttpResponse.json(aBudget(content))),
    http.put(`/api/documents/${DOC}`, async ({ request }) => {
      saved = await request.json();
      const version = ((saved as { baseVersion: number }).baseVersion ?? 1) + 1;
      return HttpResponse.json(aBudget((saved as { content: BudgetContent }).content, version));
    }),
  );
  render(<Toaster />);
  const me = aMe({ plan });
  const context: DashboardContext = { me, enterStudio: vi.fn<DashboardContext["enterStudio"]>(() => Promise.resolve(me)) };
  const page = renderPage(<BudgetEditorPage />, { url: `/dashboard/orcamentos/${DOC}`, path: "/dashboard/orcamentos/:documentId", outletContext: context });
  return { sent: () => saved as { baseVersion: number; content: BudgetContent } | null, page };
}

const BASIC = "Custo básico (CUB × área equivalente)";
const total = () => screen.getByLabelText("Total estimado").textContent;
const basic = () => screen.getByLabelText(BASIC).textContent;

describe("BudgetEditorPage", () => {
  afterEach(() => localStorage.clear());

  it("starts from the bundled CUB with its month, age and source, and autosaves the areas as a new version", async () => {
    const { sent } = showEditor("esboco");
    const age = monthsOld("2025-12", new Date());
    expect((await screen.findByText(/CUB usado/)).closest("p")!.textContent!.replace(/\u00a0/g, " ")).toBe(`CUB usado: R$ 2.553,84/m² — dez/2025 (há ${age} meses)`);
    expect(screen.getByText(/Fonte: Sinduscon-SP/)).toBeTruthy();
    // 150 m² × R$ 2.553,84
    expect(basic()).toBe("R$ 383.076,00");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Adicionar área" }));
    const area = screen.getByLabelText("Área real 2 (m²)");
    await user.clear(area);
    await user.type(area, "30,5");
    // + 30,5 m² of garage × 0,50 = 15,25 m² equivalent → 165,25 m² × R$ 2.553,84 = R$ 422.022,06
    await waitFor(() => expect(basic()).toBe("R$ 422.022,06"));
    // No button to press: the edit is kept here at once and saved after a pause.
    expect(screen.queryByRole("button", { name: "Salvar orçamento" })).toBeNull();
    await waitFor(() => expect(sent()?.content.areas).toEqual([{ kind: "coberta", area: 150, coefficient: 1 }, { kind: "garagem", area: 30.5, coefficient: 0.5 }]), { timeout: 5_000 });
    expect(sent()!.baseVersion).toBe(1);
    await screen.findByText("Todas as alterações salvas");
  });

  it("sends an edit still waiting when the page is left, so leaving loses nothing", async () => {
    const { sent, page } = showEditor("esboco");
    await screen.findByText(/CUB usado/);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Mês do CUB"), "Outro mês: informar o valor");
    const value = screen.getByLabelText("Valor do CUB (R$/m²)");
    await user.clear(value);
    await user.type(value, "2750");
    // Left before the pause ends (the e2e test does it with the "Início" link).
    page.unmount();
    await waitFor(() => expect(sent()?.content.cub).toMatchObject({ value: 2750, origin: "proprio" }));
  });

  it("on Esboço heads the figure as the CUB's basic cost, saying in the same line what it leaves out, never as the total", async () => {
    showEditor("esboco");
    const label = await screen.findByText(BASIC);
    expect(label.closest("dt")!.textContent).toBe(`${BASIC} — não inclui fundações, projetos, taxas, equipamentos, elevador, BDI da construtora nem os demais itens fora do CUB`);
    expect(screen.queryByText("Total estimado")).toBeNull();
    expect(screen.queryByLabelText("Total estimado")).toBeNull();
  });

  it("offers the table of another regime when the chosen one has none, and says so", async () => {
    showEditor("esboco", initialBudget({ type: "residencial", standard: "normal", state: "SP", builtArea: 100 }));
    await screen.findByText(/CUB usado/);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("UF"), "RS");
    const offer = await screen.findByText("Não temos tabela do CUB de RS no regime “Não desonerado”, mas temos a de dez/2020 no regime “Não informado na fonte” (Sinduscon-RS).");
    expect(offer).toBeTruthy();
    expect(screen.queryByText(/Não temos tabela do CUB para RS/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Usar a tabela “Não informado na fonte” de dez/2020" }));
    expect((screen.getByLabelText("Regime") as HTMLSelectElement).value).toBe("nao-informado");
    expect((await screen.findByText(/CUB usado/)).closest("p")!.textContent).toMatch(/^CUB usado: R\$\s2\.074,23\/m² — dez\/2020 \(há \d+ meses\)$/);
    // 100 m² × R$ 2.074,23
    await waitFor(() => expect(basic()).toBe("R$ 207.423,00"));
  });

  it("uses a table the Prancheta team published, with its source", async () => {
    showEditor("esboco", initialBudget({ type: "residencial", standard: "normal", state: "PR", builtArea: 100 }), [], {
      published: [{ uf: "PR", entity: "Sinduscon-PR", month: "2026-11", regime: "desonerado", values: { "R1-B": 2010.5, "R1-N": 2450.2, "R1-A": 3010.8 }, source: "https://sinduscon-pr.com.br/cub/2026-11", publishedAt: "2026-12-01T12:00:00.000Z" }],
    });
    const user = userEvent.setup();
    await screen.findByText("Não temos tabela do CUB de PR no regime “Não desonerado”, mas temos a de nov/2026 no regime “Desonerado” (Sinduscon-PR).");
    await user.click(screen.getByRole("button", { name: "Usar a tabela “Desonerado” de nov/2026" }));
    expect(await screen.findByRole("option", { name: "nov/2026 (tabela publicada pela equipe Prancheta)" })).toBeTruthy();
    expect(screen.getByText("Fonte: Sinduscon-PR — https://sinduscon-pr.com.br/cub/2026-11")).toBeTruthy();
    await waitFor(() => expect(basic()).toBe("R$ 245.020,00"));
  });

  it("compares finishes with the levels typed beside a typed CUB", async () => {
    showEditor("avancado", initialBudget({ type: "residencial", standard: "normal", state: "BA", builtArea: 100 }));
    const user = userEvent.setup();
    const value = await screen.findByLabelText("Valor do CUB (R$/m²)");
    await user.clear(value);
    await user.type(value, "2500");
    for (const [code, typed] of [["R1-B", "2000"], ["R1-A", "3000"]] as const) {
      const level = screen.getByLabelText(`CUB ${code} (R$/m²)`);
      await user.clear(level);
      await user.type(level, typed);
    }
    const scenarios = screen.getByRole("region", { name: "Cenários de acabamento" });
    await user.click(within(scenarios).getByRole("checkbox", { name: "Comparar padrões" }));
    const table = within(scenarios).getByRole("table", { name: "Cenários" });
    expect(within(table).getAllByRole("row").map((r) => r.textContent)).toEqual([
      "PadrãoTotalR$/m²Diferença",
      expect.stringMatching(/^R1-B.*R\$ 200\.000,00/),
      expect.stringMatching(/^R1-N.*R\$ 250\.000,00/),
      expect.stringMatching(/^R1-A.*R\$ 300\.000,00/),
    ]);
  });

  it("offers the programme's areas by kind", async () => {
    const room = (id: string, name: string, unitArea: number) => ({ id, sector: "", name, quantity: 1, unitArea, notes: "", source: null });
    showEditor("esboco", undefined, [], { programme: { rooms: [room("sala", "Sala", 50), room("garagem", "Garagem", 30)], wallFactor: 0.2, lot: { area: null, occupancyRate: null, floorAreaRatio: null, permeability: null, floors: 1 } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Usar as áreas do programa" }));
    expect((screen.getByLabelText("Área real 1 (m²)") as HTMLInputElement).value).toBe("60,00");
    expect((screen.getByLabelText("Área real 2 (m²)") as HTMLInputElement).value).toBe("30,00");
    expect(screen.queryByRole("button", { name: "Usar as áreas do programa" })).toBeNull();
  });

  it("offers the CUB the studio typed before for the same state and design", async () => {
    showEditor("esboco", initialBudget({ type: "residencial", standard: "normal", state: "BA", builtArea: 100 }), [
      { uf: "BA", month: "2026-10", code: "R1-N", regime: "onerado", value: 2234.56, source: "Sinduscon-BA, out/2026", updatedAt: "2026-11-01T12:00:00.000Z" },
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText("Não temos tabela do CUB para BA: informe o valor publicado pelo Sinduscon do estado.")).toBeTruthy();
    await screen.findByRole("option", { name: "out/2026 (valor do escritório)" });
    await user.selectOptions(screen.getByLabelText("Mês do CUB"), "out/2026 (valor do escritório)");
    expect((screen.getByLabelText("Fonte do valor") as HTMLInputElement).value).toBe("Sinduscon-BA, out/2026");
    // 100 m² × R$ 2.234,56
    await waitFor(() => expect(basic()).toBe("R$ 223.456,00"));
  });

  it("on Esboço shows where the detailed parts would be, with the plans' link, and they cannot be changed", async () => {
    showEditor("esboco");
    const bdi = await screen.findByRole("region", { name: "BDI (preço de construtora)" });
    expect(within(bdi).getByRole("link", { name: "Ver planos" }).getAttribute("href")).toBe("/dashboard/planos");
    expect(within(bdi).getByRole("checkbox", { name: "Aplicar BDI" }).closest("fieldset")!.disabled).toBe(true);
    expect(screen.getAllByRole("link", { name: "Ver planos" }).length).toBe(4);
  });

  it("draws the stages as bars in the studio's colour, with an accessible name, a summary and a table (R-CHART-1, R-CHART-3)", async () => {
    showEditor("esboco");
    const charts = await screen.findByRole("region", { name: "Gráficos" });
    const stages = await within(charts).findByRole("img", { name: /^Gráfico de barras horizontais: valor e percentual de cada etapa na base de R\$ 383\.076,00$/ });
    expect(stages.getAttribute("viewBox")).toMatch(/^0 0 360 /);
    expect(stages.querySelectorAll("rect")).toHaveLength(13);
    await waitFor(() => expect(stages.querySelector("rect")!.getAttribute("fill")).toBe("#7a1f5c"));
    expect(within(charts).getByText(/^Etapas cobertas pelo CUB\. 13 etapas\. Maior: Revestimentos e acabamentos \(inclui pisos\): R\$ [\d.]+,\d\d · [\d,]+ %/).id).toBe(stages.getAttribute("aria-describedby"));
    const figure = stages.closest("figure")!;
    const toggle = within(figure).getByText("Ver em tabela");
    await userEvent.setup().click(toggle);
    const table = within(figure).getByRole("table", { name: "Etapas cobertas pelo CUB" });
    expect(within(table).getAllByRole("row")).toHaveLength(14);
    expect(within(table).getByRole("rowheader", { name: "Estrutura" }).parentElement!.textContent).toMatch(/^EstruturaR\$ [\d.]+,\d\d[\d,]+ %$/);
    // R$/m² against the CUB: on Esboço, the basic cost per m² and the CUB's dashed line.
    const perM2 = within(charts).getByRole("img", { name: /CUB\/m² de R\$ 2\.553,84$/ });
    expect(perM2.querySelector("line[stroke-dasharray]")).not.toBeNull();
    // No scenarios chart on Esboço.
    expect(within(charts).queryByText("Cenários de acabamento")).toBeNull();
  });

  it("says there is nothing to chart for a budget without area", async () => {
    const content = initialBudget({ type: "residencial", standard: "normal", state: "SP", builtArea: 0 });
    showEditor("esboco", content);
    const charts = await screen.findByRole("region", { name: "Gráficos" });
    expect(within(charts).getAllByText("Sem valores para o gráfico.")).toHaveLength(2);
    expect(within(charts).queryByRole("img")).toBeNull();
  });

  it("on Projeto Avançado, with finishes compared, draws the scenarios side by side", async () => {
    showEditor("avancado", { ...initialBudget({ type: "residencial", standard: "normal", state: "SP", builtArea: 150 }), scenarios: true });
    const charts = await screen.findByRole("region", { name: "Gráficos" });
    const scenarios = await within(charts).findByRole("img", { name: "Gráfico de barras horizontais: total estimado em cada padrão de acabamento" });
    expect(scenarios.querySelectorAll("rect")).toHaveLength(3);
    expect(within(scenarios.closest("figure")!).getByText(/\(atual\)$/, { selector: "th" })).toBeTruthy();
  });

  it("on Projeto Avançado applies the TCU's BDI preset and adds foundations to the construction", async () => {
    showEditor("avancado");
    const user = userEvent.setup();
    const extras = await screen.findByRole("region", { name: "Fora do CUB" });
    await user.click(within(extras).getByRole("checkbox", { name: "Fundações" }));
    const percent = within(extras).getByLabelText("% de Fundações");
    await user.clear(percent);
    await user.type(percent, "5");
    expect(within(extras).getByText("depende de sondagem")).toBeTruthy();
    const bdi = screen.getByRole("region", { name: "BDI (preço de construtora)" });
    await user.click(within(bdi).getByRole("checkbox", { name: "Aplicar BDI" }));
    await user.selectOptions(within(bdi).getByLabelText("Referência do TCU"), "Médio (TCU)");
    expect(within(bdi).getByText(/BDI: 23,54%/)).toBeTruthy();
    // (383.076,00 + 5% = 402.229,80) × 1,2354 = 496.914,69
    await waitFor(() => expect(total()).toBe("R$ 496.914,69"));
  });
});

describe("BudgetsListPage", () => {
  it("lists the budgets with the spec's columns, the total in R$ and the date as dd/MM/yyyy", async () => {
    server.use(
      http.get("/api/documents", () =>
        HttpResponse.json([{ id: DOC, kind: "orcamento", project: { id: PROJECT, name: "Casa Jequitibá" }, client: { id: CLIENT, name: "Lúcia Amaral" }, version: 2, progress: null, budget: { code: "R1-N", finish: "normal", total: 60_807_742, perM2: 315_344 }, updatedAt: "2026-11-23T15:00:00.000Z" }]),
      ),
    );
    renderPage(<BudgetsListPage />);
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Projeto", "Cliente", "Padrão", "Valor Total", "Data", "Ações"]);
    const row = within(table).getAllByRole("row")[1]!;
    expect(within(row).getAllByRole("cell").slice(0, 5).map((c) => c.textContent)).toEqual(["Casa Jequitibá", "Lúcia Amaral", "Normal (R1-N)", "R$ 608.077,42", "23/11/2026"]);
    expect(within(row).getByRole("link", { name: "PDF do orçamento de Casa Jequitibá" }).getAttribute("href")).toBe(`/api/documents/${DOC}/export?format=pdf`);
  });

  it("says on its row when the figure is the basic cost, not a total (decision 068)", async () => {
    const row = (id: string, name: string, total: number, basic: boolean) => ({ id, kind: "orcamento", project: { id: PROJECT, name }, client: { id: CLIENT, name: "Lúcia Amaral" }, version: 1, progress: null, budget: { code: "R1-N", finish: "normal", total, perM2: null, basic }, updatedAt: "2026-11-23T15:00:00.000Z" });
    server.use(http.get("/api/documents", () => HttpResponse.json([row(DOC, "Casa Jequitibá", 60_807_742, false), row(crypto.randomUUID(), "Casa Ipê", 30_646_080, true)])));
    renderPage(<BudgetsListPage />);
    const table = await screen.findByRole("table");
    const [, detailed, simple] = within(table).getAllByRole("row");
    expect(within(detailed!).getAllByRole("cell")[3]!.textContent).toBe("R$ 608.077,42");
    expect(within(simple!).getAllByRole("cell")[3]!.textContent).toBe("R$ 306.460,80Custo básico (CUB × área equivalente)");
  });

  it("says so when there is none", async () => {
    server.use(http.get("/api/documents", () => HttpResponse.json([])));
    renderPage(<BudgetsListPage />);
    expect(await screen.findByText("Nenhum orçamento criado")).toBeTruthy();
  });
});
