import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { ZoningEnvelopeCard } from "./zoning-envelope";

const dimensions = (svg: Element, name: string) => [...svg.querySelectorAll(`[data-dimension='${name}'] text`)].map((t) => t.textContent);

/** The studio's brand colour draws the projection (R-CHART-3). */
const PROFILE = {
  user: { name: "Ana", email: "ana@example.com", pendingEmail: null },
  studio: { id: "s", role: "owner", canEdit: true, name: "Atelier", cau: null, phone: null, publicEmail: null, address: null, website: null, instagram: null, legalName: null, cnpj: null, brandColor: "#7a1f5c", logo: null },
  preferences: { defaultUf: null, defaultStandard: null, aiTone: "formal" },
};

describe("the zoning envelope (R-TOOL-8)", () => {
  beforeEach(() => {
    server.use(http.get("/api/profile", () => HttpResponse.json(PROFILE)));
  });

  it("draws a 12 × 30 m lot: setbacks dashed and dimensioned, the projection hatched, 2 floors under 9 m", async () => {
    renderPage(
      <ZoningEnvelopeCard
        inputs={{ frente: "12", fundo: "30", parametros: "TO 50%, CA 1, TP 20%, recuo frontal 5 m, recuos laterais 1,5 m, recuo de fundos 3 m, gabarito 9 m" }}
      />,
    );
    const plan = screen.getByRole("img", { name: /^Planta do lote\. Lote retangular de 12,00 m de frente por 30,00 m de fundo, com 360,00 m²\./ });
    expect(plan.getAttribute("aria-label")).toContain("Projeção máxima de 180,00 m² (limitada pela TO), desenhada com 9,00 m × 20,00 m junto ao recuo frontal.");
    expect(plan.getAttribute("width")).toBeNull();
    expect(plan.getAttribute("class")).toContain("w-full");
    // Four setback lines (front, back, two sides), dashed, each dimensioned.
    const lines = [...plan.querySelectorAll("[data-setback]")];
    expect(lines.map((l) => l.getAttribute("data-setback"))).toEqual(["front", "back", "side", "side"]);
    expect(lines.every((l) => l.getAttribute("stroke-dasharray"))).toBe(true);
    expect(dimensions(plan, "frontage")).toEqual(["12,00 m"]);
    expect(dimensions(plan, "depth")).toEqual(["30,00 m"]);
    expect(dimensions(plan, "front")).toEqual(["5,00 m"]);
    expect(dimensions(plan, "back")).toEqual(["3,00 m"]);
    expect(dimensions(plan, "side")).toEqual(["1,50 m", "1,50 m"]);
    // The projection: 9 × 20 m from 1,5 m and 5 m (drawn at y = 30 − 25 = 5), hatched.
    const projection = plan.querySelector("[data-part='projection'] rect")!;
    expect(["x", "y", "width", "height"].map((k) => projection.getAttribute(k))).toEqual(["1.5", "5", "9", "20"]);
    // Hatched by lines clipped to it (the PDF has no patterns), in the brand's colour (R-CHART-3).
    const hatch = [...plan.querySelectorAll("[data-part='hatch'] line")];
    expect(hatch.length).toBeGreaterThan(5);
    expect(hatch.every((l) => Number(l.getAttribute("x1")) >= 1.5 && Number(l.getAttribute("x2")) <= 10.5 + 1e-9)).toBe(true);
    await waitFor(() => expect(projection.getAttribute("stroke")).toBe("#7a1f5c"));
    // The same figures as a table.
    expect(screen.getByText("Ver em tabela")).toBeTruthy();
    expect(within(screen.getByRole("table")).getByRole("row", { name: "Projeção máxima 180,00 m²" })).toBeTruthy();
    expect(within(plan).getByText("9,00 m × 20,00 m")).toBeTruthy();
    expect(within(plan).getByText("180,00 m²")).toBeTruthy();
    expect(within(plan).getByText("frente (rua)")).toBeTruthy();

    const section = screen.getByRole("img", { name: "Corte do volume máximo. Corte: 2 pavimentos de 3,00 m sob o gabarito de 9,00 m (cabem 3 pavimentos; o CA se esgota antes)." });
    expect([...section.querySelectorAll("[data-floor]")].map((f) => f.getAttribute("data-floor"))).toEqual(["used", "used", "allowed"]);
    expect(section.querySelector("[data-part='floors']")!.textContent).toBe("2 pavimentos pelo CA");
    expect(dimensions(section, "height")).toEqual(["9,00 m"]);
    expect(dimensions(section, "floor-height")).toEqual(["3,00 m"]);
    expect(dimensions(section, "projection-depth")).toEqual(["20,00 m"]);

    const legend = within(screen.getByRole("list", { name: "Legenda do potencial do terreno" }));
    expect(legend.getByText("Projeção máxima (hachurada): 180,00 m²")).toBeTruthy();
    expect(legend.getByText(/Área permeável mínima: 72,00 m²/)).toBeTruthy();
    expect(legend.getByText(/Gabarito \(altura máxima\): 9,00 m/)).toBeTruthy();
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.getByText("Altura por pavimento de 3,00 m (valor assumido, piso a piso): só converte o gabarito em pavimentos.")).toBeTruthy();
  });

  it("says a missing setback and leaves its line out", () => {
    renderPage(<ZoningEnvelopeCard inputs={{ frente: "10", areaTerreno: "250", parametros: "TO 70%, CA 1,4, TP 15%, recuo frontal 4 m, gabarito 7 m" }} />);
    const plan = screen.getByRole("img", { name: /^Planta do lote\./ });
    expect([...plan.querySelectorAll("[data-setback]")].map((l) => l.getAttribute("data-setback"))).toEqual(["front"]);
    expect(dimensions(plan, "side")).toEqual([]);
    expect(dimensions(plan, "back")).toEqual([]);
    expect(dimensions(plan, "depth")).toEqual(["25,00 m"]);
    expect(plan.querySelector("[data-part='projection']")).toBeNull();
    expect(plan.getAttribute("aria-label")).toContain("Projeção máxima de até 175,00 m² pela TO, sem posição no desenho enquanto faltarem recuos.");
    expect(screen.getByRole("note").textContent).toBe("Falta informar o recuo lateral e o recuo de fundos; o desenho não supõe valor algum no lugar.");
    // 7 m ÷ 3 m = 2 floors as levels, no volume: its place depends on the setbacks missing.
    const section = screen.getByRole("img", { name: "Corte do volume máximo. Corte: cabem 2 pavimentos de 3,00 m sob o gabarito de 7,00 m." });
    expect([...section.querySelectorAll("[data-floor]")].map((f) => f.getAttribute("data-floor"))).toEqual(["level", "level"]);
    expect(section.querySelectorAll("[data-setback]")).toHaveLength(1);
    expect(section.querySelector("[data-part='floors']")!.textContent).toBe("2 pavimentos (só os níveis)");
    expect(screen.getByText(/O fundo do lote não foi informado: 25,00 m é a área dividida pela frente/)).toBeTruthy();
  });

  it("draws nothing without a lot rectangle", () => {
    const { container } = renderPage(<ZoningEnvelopeCard inputs={{ areaTerreno: "360", parametros: "TO 50%" }} />);
    expect(container.querySelector("svg")).toBeNull();
  });
});
