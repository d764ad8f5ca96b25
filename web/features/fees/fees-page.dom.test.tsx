import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { computeFees } from "#domain/fees/fees";
import { feeCalculationInputSchema, feeCalculationSchema, projectFeesSchema, studioFeeSettingsSchema, type FeeCalculationInput, type ProjectFees } from "#domain/fees/fees.schema";
import type { Me } from "#domain/account";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { aMe, studioRef } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { FeesPage } from "./fees-page";

/** R-FEES-1…3 on the page: the fixture house (180 m², Curitiba-PR, CUB R1-A R$ 3.000,00 → R$ 540.000,00). */

afterEach(() => {
  sonner.dismiss();
});

const PROJECT = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const WAIT = { timeout: 10_000 };
const NOT_SAVED = { directMonthly: 0, indirectMonthly: 0, productiveHours: 0, taxesBps: 0, profitBps: 0, hourlyCost: 0, updatedAt: null };
const STUDIO = { directMonthly: 1_200_000, indirectMonthly: 450_000, productiveHours: 140, taxesBps: 800, profitBps: 2_000 };

/** What the proposal's handlers saw ("Gerar proposta", R-PROP-1), and the page's router. */
const proposals: { made: number; router: ReturnType<typeof renderPage>["router"] | null } = { made: 0, router: null };
/** The studio's brand colour colours the payment timeline (R-CHART-3). */
const PROFILE = {
  user: { name: "Ana", email: "ana@example.com", pendingEmail: null },
  studio: { id: "s", role: "owner", canEdit: true, name: "Estúdio Traço", cau: null, phone: null, publicEmail: null, address: null, website: null, instagram: null, legalName: null, cnpj: null, brandColor: "#0b6e4f", logo: null },
  preferences: { defaultUf: null, defaultStandard: null, aiTone: "formal" },
};

/** A plan that includes fees unless told (decision 090): the fixture's Esboço trial ended in 2025. */
function show({
  hourly = NOT_SAVED,
  role = "owner" as const,
  saveStatus = 200,
  plan = "avancado",
  trialEndsAt = "2025-06-20T15:00:00.000Z",
  calculation = null,
}: { hourly?: ProjectFees["hourlyCost"]; role?: "owner" | "member"; saveStatus?: number; plan?: Me["plan"]; trialEndsAt?: string; calculation?: unknown } = {}) {
  const sent: { fees: FeeCalculationInput | null; hourly: unknown } = { fees: null, hourly: null };
  proposals.made = 0;
  const data = projectFeesSchema.parse({ basis: { builtArea: 180, category: "residencial", budget: { basic: 54_000_000, detailed: 70_047_180, documentId: PROJECT } }, hourlyCost: hourly, calculation });
  server.use(
    http.get("/api/profile", () => HttpResponse.json(PROFILE)),
    http.get(`/api/projects/${PROJECT}/fees`, () => HttpResponse.json(data)),
    http.get(`/api/projects/${PROJECT}`, () => HttpResponse.json({ error: { code: "not_found", message: "Projeto não encontrado." } }, { status: 404 })),
    http.put(`/api/projects/${PROJECT}/fees`, async ({ request }) => {
      const input = feeCalculationInputSchema.parse(await request.json());
      sent.fees = input;
      if (saveStatus !== 200) return HttpResponse.json({ error: { code: "validation_error", message: "Erro.", fields: { method: "Para calcular pelo custo do serviço, preencha antes o custo da hora do escritório." } } }, { status: saveStatus });
      const figures = { directMonthly: hourly.directMonthly, indirectMonthly: hourly.indirectMonthly, productiveHours: hourly.productiveHours, taxesBps: hourly.taxesBps, profitBps: hourly.profitBps };
      return HttpResponse.json(feeCalculationSchema.parse({ projectId: PROJECT, input, hourlyCost: figures, result: computeFees(input, figures), updatedAt: "2026-12-03T10:00:00.000Z" }));
    }),
    // The proposal (R-PROP-1): none yet; "Gerar proposta" makes it.
    http.get(`/api/projects/${PROJECT}/proposal`, () => HttpResponse.json({ documentId: null, status: null })),
    http.post(`/api/projects/${PROJECT}/proposal`, () => {
      proposals.made += 1;
      return HttpResponse.json({ error: { code: "validation_error", message: "Salve os honorários do projeto antes de gerar a proposta.", fields: {} } }, { status: 422 });
    }),
    http.put("/api/studio/hourly-cost", async ({ request }) => {
      sent.hourly = await request.json();
      return HttpResponse.json(studioFeeSettingsSchema.parse({ ...STUDIO, hourlyCost: 11_786, updatedAt: "2026-12-03T10:00:00.000Z" }));
    }),
  );
  render(<Toaster />);
  const me = aMe({ plan, trialEndsAt, studio: studioRef("Estúdio Traço", role) });
  const context: DashboardContext = { me, enterStudio: vi.fn<DashboardContext["enterStudio"]>(() => Promise.resolve(me)) };
  const page = renderPage(<FeesPage />, {
    url: `/dashboard/projetos/${PROJECT}/honorarios`,
    path: "/dashboard/projetos/:projectId/honorarios",
    outletContext: context,
    routes: [{ path: "/dashboard/projetos/:projectId/proposta", element: <h1>Página da proposta</h1> }],
  });
  proposals.router = page.router;
  return sent;
}

const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;
const result = () => screen.getByRole("heading", { name: "Resultado" }).closest("div")!.parentElement!;

describe("Calcular honorários", () => {
  it("takes the budget's basic cost, asks for the studio's own percentage (no default) and shows the formula with figures", async () => {
    const user = userEvent.setup();
    const sent = show();
    const cost = await screen.findByLabelText("Custo da obra (R$)", {}, WAIT);
    expect(valueOf(cost)).toBe("540.000,00");
    expect((cost as HTMLInputElement).readOnly).toBe(true);
    const percent = screen.getByLabelText("Percentual do escritório (%)");
    expect(valueOf(percent)).toBe("");
    expect(screen.getByText(/são referência, não obrigação/)).toBeTruthy();
    expect(within(result()).getByText(/Complete os dados do método escolhido/)).toBeTruthy();

    await user.type(percent, "7,35");
    expect((await screen.findByTestId("fee-total")).textContent).toContain("R$ 39.690,00");
    expect(screen.getByText("R$ 540.000,00 × 7,35% = R$ 39.690,00")).toBeTruthy();
    // Methods left blank say so, not R$ 0,00.
    expect(within(result()).getByText("Valor fixo: não preenchido")).toBeTruthy();
    expect(within(result()).getByText("Custo do serviço (horas): não preenchido")).toBeTruthy();
    // Five stages in equal parts: R$ 7.938,00 each, by stage, by payment and in the timeline's table.
    expect(within(result()).getAllByText("R$ 7.938,00")).toHaveLength(15);

    await user.selectOptions(screen.getByLabelText("Custo da obra vem de"), "orcamento");
    expect(valueOf(cost)).toBe("700.471,80");
    // R$ 700.471,80 × 7,35% = R$ 51.484,6773 → R$ 51.484,68
    expect((await screen.findByTestId("fee-total")).textContent).toContain("R$ 51.484,68");

    await user.click(screen.getByRole("button", { name: "Salvar cálculo" }));
    await waitFor(() => expect(sent.fees).not.toBeNull());
    expect(sent.fees).toMatchObject({ method: "percentual-obra", percentage: { costOrigin: "orcamento", constructionCost: 70_047_180, percentBps: 735 } });
    expect(sent.fees!.stages.map((s) => s.bps)).toEqual([2_000, 2_000, 2_000, 2_000, 2_000]);
    expect(await screen.findByText("Honorários salvos")).toBeTruthy();
  });

  it("draws the payments on a timeline in the order they fall due, with a summary and a table (R-CHART-2, R-CHART-3)", async () => {
    const user = userEvent.setup();
    show();
    await user.type(await screen.findByLabelText("Percentual do escritório (%)", {}, WAIT), "7,35");
    const timeline = await within(result()).findByRole("img", { name: "Linha do tempo das parcelas: 5 parcelas, total R$ 39.690,00" });
    expect(timeline.getAttribute("viewBox")).toMatch(/^0 0 360 /);
    expect(timeline.querySelectorAll("circle")).toHaveLength(5);
    await waitFor(() => expect(timeline.querySelector("rect")!.getAttribute("fill")).toBe("#0b6e4f"));
    expect(timeline.textContent).toContain("R$ 7.938,00 · 20 % (acumulado 40 %)");
    expect(document.getElementById(timeline.getAttribute("aria-describedby")!)!.textContent).toMatch(/^Parcelas ao longo do projeto: 5 parcelas somando R\$ 39\.690,00, na ordem em que vencem\./);
    const figure = timeline.closest("figure")!;
    await user.click(within(figure).getByText("Ver em tabela"));
    const rows = within(within(figure).getByRole("table", { name: "Parcelas ao longo do projeto" })).getAllByRole("row");
    expect(rows).toHaveLength(6);
    expect(rows[5]!.textContent).toMatch(/R\$ 7\.938,0020 %100 %$/);
  });

  it("computes the cost of the service from the hours and the studio's hourly cost", async () => {
    const user = userEvent.setup();
    show({ hourly: { ...STUDIO, hourlyCost: 11_786, updatedAt: "2026-12-03T10:00:00.000Z" } });
    expect((await screen.findByTestId("hourly-cost", {}, WAIT)).textContent).toContain("R$ 117,86 por hora");
    await user.click(screen.getByRole("radio", { name: /Custo do serviço/ }));
    for (const [stage, hours] of [["Levantamento", "12"], ["Estudo preliminar", "40"], ["Anteprojeto", "60"], ["Projeto legal", "24"], ["Projeto executivo", "120"]] as const) {
      await user.type(screen.getByLabelText(`Horas de ${stage}`), hours);
    }
    // 256 h × R$ 117,86 = R$ 30.172,16; + 20% = R$ 36.206,59; ÷ 0,92 = R$ 39.354,99
    expect((await screen.findByTestId("fee-total")).textContent).toContain("R$ 39.354,99");
    expect(screen.getByText(/256 h × R\$ 117,86 = R\$ 30\.172,16/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Partes pelas horas" }));
    expect(valueOf(screen.getByLabelText("Parte de Projeto executivo (%)"))).toBe("46,87");
  });

  it("refuses shares that do not sum to 100% with the schema's message, and sends nothing", async () => {
    const user = userEvent.setup();
    const sent = show();
    await user.click(await screen.findByRole("radio", { name: /Valor fixo/ }, WAIT));
    await user.type(screen.getByLabelText("Valor combinado (R$)"), "35.000,00");
    expect((await screen.findByTestId("fee-total")).textContent).toContain("R$ 35.000,00");
    await user.click(screen.getByLabelText(/Levantamento/, { selector: "input[type=checkbox]" }));
    expect(within(result()).getByText(/Complete os dados/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Salvar cálculo" }));
    expect(await screen.findAllByText("As partes das etapas precisam somar 100%.")).not.toHaveLength(0);
    expect(sent.fees).toBeNull();
    await user.click(screen.getByRole("button", { name: "Partes iguais" }));
    await user.click(screen.getByRole("button", { name: "Uma parcela por etapa" }));
    expect((await screen.findByTestId("fee-total")).textContent).toContain("R$ 35.000,00");
    expect(valueOf(screen.getByLabelText("Parte de Estudo preliminar (%)"))).toBe("25");
  });

  it("lets the owner save the hourly cost", async () => {
    const user = userEvent.setup();
    const sent = show();
    await user.type(await screen.findByLabelText("Custos diretos por mês (R$)", {}, WAIT), "12.000,00");
    await user.type(screen.getByLabelText("Custos indiretos por mês (R$)"), "4.500,00");
    await user.type(screen.getByLabelText("Horas produtivas por mês"), "140");
    await user.type(screen.getByLabelText("Impostos sobre o faturamento (%)"), "8");
    await user.type(screen.getByLabelText("Lucro (%)"), "20");
    await user.click(screen.getByRole("button", { name: "Salvar custo da hora" }));
    await waitFor(() => expect(sent.hourly).toEqual(STUDIO));
  });

  it("shows a member the figures without the form", async () => {
    show({ role: "member", hourly: { ...STUDIO, hourlyCost: 11_786, updatedAt: "2026-12-03T10:00:00.000Z" } });
    expect(await screen.findByText("Só o proprietário ou um administrador do estúdio altera estes valores.", {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Salvar custo da hora" })).toBeNull();
  });

  it("on Esboço after the trial, shows the plan's reason and a link to Planos instead of a form, and sends nothing", async () => {
    const sent = show({ plan: "esboco" });
    const notice = (await screen.findByText(/Seu período de teste do plano Esboço terminou/, {}, WAIT)).closest("p")!;
    expect(notice.textContent).toContain(
      "Seu período de teste do plano Esboço terminou, e o cálculo de honorários faz parte dos planos Projeto Avançado, Projeto Premium e Obra-Prima.",
    );
    expect(within(notice).getByRole("link", { name: "Ver planos" }).getAttribute("href")).toBe("/dashboard/planos");
    expect(screen.queryByRole("form", { name: "Cálculo de honorários" })).toBeNull();
    expect(screen.queryByLabelText("Percentual do escritório (%)")).toBeNull();
    expect(screen.queryByRole("button", { name: "Salvar cálculo" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Salvar custo da hora" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Resultado" })).toBeNull();
    expect(sent).toEqual({ fees: null, hourly: null });
  });

  it("on Esboço after the trial, still shows a calculation saved before, read-only", async () => {
    const input = feeCalculationInputSchema.parse({
      method: "percentual-obra",
      percentage: { costOrigin: "cub", constructionCost: 54_000_000, category: "residencial", complexity: "media", percentBps: 735 },
      perSquareMetre: { area: 180, pricePerM2: 15_000 },
      fixed: { amount: 3_500_000 },
      stages: [{ stage: "anteprojeto", bps: 10_000, hours: 0 }],
      milestones: [{ trigger: "assinatura", bps: 10_000 }],
    });
    const figures = { directMonthly: 0, indirectMonthly: 0, productiveHours: 0, taxesBps: 0, profitBps: 0 };
    show({ plan: "esboco", calculation: { projectId: PROJECT, input, hourlyCost: figures, result: computeFees(input, figures), updatedAt: "2026-12-01T10:00:00.000Z" } });
    expect(await screen.findByText(/Os cálculos já salvos continuam visíveis/, {}, WAIT)).toBeTruthy();
    // 7,35% of R$ 540.000,00
    expect(screen.getByTestId("fee-total").textContent).toContain("R$ 39.690,00");
    expect(within(result()).getByText("Custo do serviço (horas): não preenchido")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Salvar cálculo" })).toBeNull();
  });

  it("offers \"Gerar proposta\" only once the fees are saved, and opens the proposal it makes", async () => {
    const user = userEvent.setup();
    show();
    await screen.findByLabelText("Percentual do escritório (%)", {}, WAIT);
    expect(screen.queryByRole("button", { name: "Gerar proposta" })).toBeNull();
    await user.type(screen.getByLabelText("Percentual do escritório (%)"), "7,35");
    await user.click(screen.getByRole("button", { name: "Salvar cálculo" }));
    const generate = await screen.findByRole("button", { name: "Gerar proposta" }, WAIT);
    // A refusal is told in pt-BR, and the page stays.
    await user.click(generate);
    expect(await screen.findByText("Não foi possível gerar a proposta")).toBeTruthy();
    expect(proposals.made).toBe(1);
    server.use(http.post(`/api/projects/${PROJECT}/proposal`, () => {
      proposals.made += 1;
      const at = "2026-12-03T15:00:00.000Z";
      const ana = { id: "u1", name: "Ana" };
      return HttpResponse.json({
        id: "7d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a",
        kind: "proposta",
        project: { id: PROJECT, name: "Casa Araucária" },
        client: { id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f", name: "Juliana e Rafael Kowalski" },
        version: 1,
        lastVersion: { number: 1, author: { source: "usuario", user: ana, provider: null, model: null }, restoredFrom: null, createdAt: at },
        createdAt: at,
        updatedAt: at,
        createdBy: ana,
        updatedBy: ana,
        content: { validUntil: "2027-01-02", sections: [] },
      });
    }));
    await user.click(screen.getByRole("button", { name: "Gerar proposta" }));
    await waitFor(() => expect(proposals.router?.state.location.pathname).toBe(`/dashboard/projetos/${PROJECT}/proposta`), WAIT);
    expect(proposals.made).toBe(2);
  });

  it("on Esboço during the 7-day trial, offers the form", async () => {
    show({ plan: "esboco", trialEndsAt: new Date(Date.now() + 3 * 86_400_000).toISOString() });
    expect(await screen.findByLabelText("Percentual do escritório (%)", {}, WAIT)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Salvar cálculo" })).toBeTruthy();
    expect(screen.queryByText(/Seu período de teste/)).toBeNull();
    expect(screen.queryByRole("link", { name: "Ver planos" })).toBeNull();
  });
});
