import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { analyzeTopography, type SurveyPoint } from "#domain/topography-analysis";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { TopographyMap } from "./topography-map";

const RUN = "0b6f3c1e-8f0a-4a5e-9d43-2f1c3b4a5d6e";

/** A 50 × 20 m lot in UTM rising 10% to the east (900 to 905 m): 0,5 m contours, a master at 902,5 m. */
function drawing() {
  const points: SurveyPoint[] = [];
  for (let x = 0; x <= 50; x += 1) for (let y = 0; y <= 20; y += 1) points.push({ x: 677_000 + x, y: 7_184_000 + y, z: 900 + 0.1 * x });
  return analyzeTopography(points).drawing!;
}

describe("the topography map (R-TOOL-8)", () => {
  it("draws the survey as a picture with a text summary, a legend, a DXF link and zoom", async () => {
    server.use(http.get(`/api/tools/topografia/runs/${RUN}/drawing`, () => HttpResponse.json(drawing())));
    renderPage(<TopographyMap runId={RUN} />);
    const map = await screen.findByRole("img", { name: /Curvas de nível a cada 0,5 m \(mestras a cada 2,5 m\), de 900,5 m a 904,5 m/ });
    expect(map.getAttribute("aria-label")).toContain("platô na cota 902,5 m");
    // 9 contour lines, the master one labelled with its elevation, the outline and the platform line.
    expect(within(map).getByText("902,5")).toBeTruthy();
    expect(map.querySelectorAll("path[stroke='#8a6a4a']")).toHaveLength(8);
    expect(map.querySelectorAll("path[stroke='#5b3a1a']")).toHaveLength(1);
    expect(map.querySelector("path[data-layer='pontos']")!.getAttribute("data-points")).toBe(String(51 * 21));
    // 10% everywhere: the 5–15% class is the only coloured one (#d9ef8b at 60% over white).
    expect([...map.querySelectorAll("g[data-layer='declividade'] path")].map((p) => p.getAttribute("fill"))).toEqual(["#e8f5b9"]);
    // The platform at the mean (902,5 m): the east half is cut, the west half fill, each hatched (R-DRAW-2).
    expect([...map.querySelectorAll("g[data-layer='corte-aterro'] path")].map((p) => p.getAttribute("data-cut-fill"))).toEqual(["corte", "aterro"]);
    expect(screen.getByText(/Pontos desenhados: todos os 1.071/)).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Legenda do desenho" })).getAllByRole("listitem")).toHaveLength(12);
    expect(screen.getByRole("link", { name: /Baixar DXF/ }).getAttribute("href")).toBe(`/api/tools/topografia/runs/${RUN}/drawing.dxf`);

    const whole = map.getAttribute("viewBox")!;
    await userEvent.click(screen.getByRole("button", { name: "Aproximar o desenho" }));
    const closer = map.getAttribute("viewBox")!.split(" ").map(Number);
    expect(closer[2]).toBeCloseTo(Number(whole.split(" ")[2]) / 1.5, 6);
    await userEvent.click(screen.getByRole("button", { name: "Ver o desenho inteiro" }));
    expect(map.getAttribute("viewBox")).toBe(whole);
  });

  it("shows nothing for a run without a drawing", async () => {
    let asked = false;
    server.use(
      http.get(`/api/tools/topografia/runs/${RUN}/drawing`, () => {
        asked = true;
        return HttpResponse.json({ error: "not_found", message: "Desenho do levantamento não encontrado." }, { status: 404 });
      }),
    );
    const { container } = renderPage(<TopographyMap runId={RUN} />);
    await expect.poll(() => asked).toBe(true);
    expect(container.querySelector("svg")).toBeNull();
  });
});
