import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { StudioCharge } from "#domain/studio-charges.schema";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { CashPage } from "./cash-page";

const PROFILE = {
  user: { name: "Ana", email: "ana@example.com", pendingEmail: null },
  studio: { id: "s", role: "owner", canEdit: true, name: "Estúdio Traço", cau: null, phone: null, publicEmail: null, address: null, website: null, instagram: null, legalName: null, cnpj: null, brandColor: "#0b6e4f", logo: null },
  preferences: { defaultUf: null, defaultStandard: null, aiTone: "formal" },
};

let n = 0;
function charge(status: StudioCharge["status"], amountCents: number, dueDate: string, paidAt: string | null = null): StudioCharge {
  n++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    projectId: "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b",
    projectName: "Casa Jabuticaba",
    clientName: "Carla Dias",
    milestone: "assinatura",
    description: "Parcela",
    amountCents,
    method: "pix",
    dueDate,
    fineBps: 0,
    interestBps: 0,
    status,
    invoiceUrl: null,
    boletoUrl: null,
    boletoLine: null,
    pixPayload: null,
    pixImage: null,
    paidAt,
    createdAt: "2026-09-01T12:00:00.000Z",
    whatsappText: "",
    whatsappUrl: null,
    nfse: null,
  } as StudioCharge;
}

// October: R$ 5.000,00 paid (due in September, paid at 22:00 of 31/10 in Brasília, already
// November in UTC); November: R$ 2.500,00
// overdue; December: R$ 7.938,00 to receive. Cancelled money is in no column.
const CHARGES = [
  charge("paga", 500_000, "2026-09-30", "2026-11-01T01:00:00.000Z"),
  charge("vencida", 250_000, "2026-11-20"),
  charge("pendente", 793_800, "2026-12-15"),
  charge("cancelada", 999_900, "2026-12-20"),
];

describe("the cash view's chart (R-CHART-4)", () => {
  it("draws received, to receive and overdue by month in the brand colour, with a summary and a table", async () => {
    const asked: string[] = [];
    server.use(
      http.get("/api/profile", () => HttpResponse.json(PROFILE)),
      http.get("/api/charges", ({ request }) => {
        const status = new URL(request.url).searchParams.get("status") ?? "todas";
        asked.push(status);
        const keep = { todas: (c: StudioCharge) => c.status !== "cancelada", recebidas: (c: StudioCharge) => c.status === "paga", "a-receber": (c: StudioCharge) => c.status === "pendente", vencidas: (c: StudioCharge) => c.status === "vencida" }[status]!;
        return HttpResponse.json({ totals: { receivedCents: 500_000, toReceiveCents: 793_800, overdueCents: 250_000 }, charges: CHARGES.filter(keep) });
      }),
    );
    const user = userEvent.setup();
    renderPage(<CashPage />);
    const chart = await screen.findByRole("img", { name: "Gráfico de barras horizontais: recebido, a receber e vencido em cada mês, de outubro de 2026 a dezembro de 2026" }, { timeout: 10_000 });
    expect(chart.getAttribute("viewBox")).toMatch(/^0 0 360 /);
    // One bar per non-zero month and series: received (brand), overdue (red), to receive (grey).
    const bars = [...chart.querySelectorAll("rect")];
    expect(bars).toHaveLength(3);
    await waitFor(() => expect(bars[0]!.getAttribute("fill")).toBe("#0b6e4f"));
    expect(bars.map((b) => b.getAttribute("fill")).slice(1)).toEqual(["#b42318", "#5b616b"]);
    // Lengths in proportion to the values: the largest (R$ 7.938,00) is the longest.
    const widths = bars.map((b) => Number(b.getAttribute("width")));
    expect(widths[0]! / widths[2]!).toBeCloseTo(500_000 / 793_800, 2);
    expect(widths[1]! / widths[2]!).toBeCloseTo(250_000 / 793_800, 2);
    expect(chart.textContent).toContain("outubro de 2026RecebidoR$ 5.000,00");
    expect(chart.textContent).not.toContain("R$ 9.999,00");
    expect(document.getElementById(chart.getAttribute("aria-describedby")!)!.textContent).toContain("No período: recebido R$ 5.000,00, a receber R$ 7.938,00, vencido R$ 2.500,00.");

    const figure = chart.closest("figure")!;
    await user.click(within(figure).getByText("Ver em tabela"));
    const rows = within(within(figure).getByRole("table", { name: "Recebido, a receber e vencido por mês" })).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual([
      "MêsRecebidoA receberVencido",
      "outubro de 2026R$ 5.000,00R$ 0,00R$ 0,00",
      "novembro de 2026R$ 0,00R$ 0,00R$ 2.500,00",
      "dezembro de 2026R$ 0,00R$ 7.938,00R$ 0,00",
    ]);

    // The list's filter does not change the chart: it keeps every month.
    await user.selectOptions(screen.getByLabelText("Mostrar"), "vencidas");
    await waitFor(() => expect(asked).toContain("vencidas"));
    expect(screen.getByRole("img", { name: /de outubro de 2026 a dezembro de 2026/ })).toBeTruthy();
  });

  it("says so when no charge counts", async () => {
    server.use(
      http.get("/api/profile", () => HttpResponse.json(PROFILE)),
      http.get("/api/charges", () => HttpResponse.json({ totals: { receivedCents: 0, toReceiveCents: 0, overdueCents: 0 }, charges: [] })),
    );
    renderPage(<CashPage />);
    expect(await screen.findByText("Sem valores para o gráfico.", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
