import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { initialBudget } from "#domain/budget-defaults";
import type { BudgetContent } from "#domain/budget.schema";
import { documentSchema } from "#domain/documents.schema";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { aMe } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { findToast } from "#web/test/toasts";
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

function showEditor(plan: "esboco" | "avancado", content = initialBudget({ type: "residencial", standard: "normal", state: "SP", builtArea: 150 }), own: unknown[] = []) {
  let saved: unknown = null;
  server.use(
    http.get("/api/budgets/cub", () => HttpResponse.json(own)),
    http.get(`/api/documents/${DOC}`, () => HttpResponse.json(aBudget(content))),
    http.put(`/api/documents/${DOC}`, async ({ request }) => {
      saved = await request.json();
      return HttpResponse.json(aBudget((saved as { content: BudgetContent }).content, 2));
    }),
  );
  render(<Toaster />);
  const me = aMe({ plan });
  const context: DashboardContext = { me, enterStudio: vi.fn<DashboardContext["enterStudio"]>(() => Promise.resolve(me)) };
  renderPage(<BudgetEditorPage />, { url: `/dashboard/orcamentos/${DOC}`, path: "/dashboard/orcamentos/:documentId", outletContext: context });
  return { sent: () => saved as { baseVersion: number; content: BudgetContent } | null };
}

const total = () => screen.getByLabelText("Total estimado").textContent;

describe("BudgetEditorPage", () => {
  it("starts from the bundled CUB with its month and source, and the total follows the areas", async () => {
    const { sent } = showEditor("esboco");
    expect((await screen.findByText(/CUB usado/)).closest("p")!.textContent).toMatch(/R\$\s2\.553,84\/m² — dez\/2025/);
    expect(screen.getByText(/Fonte: Sinduscon-SP/)).toBeTruthy();
    // 150 m² × R$ 2.553,84
    expect(total()).toBe("R$ 383.076,00");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Adicionar área" }));
    const area = screen.getByLabelText("Área real 2 (m²)");
    await user.clear(area);
    await user.type(area, "30,5");
    // + 30,5 m² of garage × 0,50 = 15,25 m² equivalent → 165,25 m² × R$ 2.553,84 = R$ 422.022,06
    await waitFor(() => expect(total()).toBe("R$ 422.022,06"));
    await user.click(screen.getByRole("button", { name: "Salvar orçamento" }));
    await findToast("Orçamento salvo");
    expect(sent()!.baseVersion).toBe(1);
    expect(sent()!.content.areas).toEqual([{ kind: "coberta", area: 150, coefficient: 1 }, { kind: "garagem", area: 30.5, coefficient: 0.5 }]);
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
    await waitFor(() => expect(total()).toBe("R$ 223.456,00"));
  });

  it("on Esboço shows where the detailed parts would be, with the plans' link, and they cannot be changed", async () => {
    showEditor("esboco");
    const bdi = await screen.findByRole("region", { name: "BDI (preço de construtora)" });
    expect(within(bdi).getByRole("link", { name: "Ver planos" }).getAttribute("href")).toBe("/dashboard/planos");
    expect(within(bdi).getByRole("checkbox", { name: "Aplicar BDI" }).closest("fieldset")!.disabled).toBe(true);
    expect(screen.getAllByRole("link", { name: "Ver planos" }).length).toBe(4);
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

  it("says so when there is none", async () => {
    server.use(http.get("/api/documents", () => HttpResponse.json([])));
    renderPage(<BudgetsListPage />);
    expect(await screen.findByText("Nenhum orçamento criado")).toBeTruthy();
  });
});
