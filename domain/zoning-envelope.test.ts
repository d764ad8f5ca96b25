import { describe, expect, it } from "vitest";
import { computeZoning } from "./zoning-analysis";
import { envelopeFromRunInputs, envelopeNotes, envelopeSummary, missingText, sectionFloors, sectionSummary, zoningEnvelope } from "./zoning-envelope";

describe("the buildable envelope (R-TOOL-8)", () => {
  it("draws a 12 × 30 m lot with every setback known, checked by hand", () => {
    // Lot 12 × 30 = 360 m². Inside the setbacks: (12 − 2 × 1,5) × (30 − 5 − 3) = 9 × 22 = 198 m²,
    // starting 1,5 m from the left boundary and 5 m from the street. TO 50% × 360 = 180 m² < 198:
    // the TO limits, drawn 9 m wide (the buildable width) and 180 ÷ 9 = 20 m deep from the front
    // setback. TP 20% × 360 = 72 m², and 360 − 180 = 180 m² stay free (72 fit). CA 1 × 360 = 360 m²
    // needs ⌈360 ÷ 180⌉ = 2 floors; the height limit 9 m ÷ 3 m (assumed) = 3 floors: 2 floors,
    // 2 × 180 = 360 m² reached.
    const e = zoningEnvelope({ frontage: 12, depth: 30, to: 0.5, ca: 1, tp: 0.2, front: 5, side: 1.5, back: 3, heightLimit: 9 })!;
    expect(e.lot).toEqual({ frontage: 12, depth: 30, area: 360, areaFrom: "frente × fundo", depthFrom: "informado", areaMismatch: null });
    expect(e.setbacks).toEqual({ front: 5, side: 1.5, back: 3 });
    expect(e.buildable).toEqual({ x: 1.5, y: 5, width: 9, depth: 22, area: 198 });
    expect(e.projection).toEqual({ area: 180, byTo: 180, limitedBy: "TO", upperBound: false, rect: { x: 1.5, y: 5, width: 9, depth: 20, area: 180 } });
    expect(e.permeable).toEqual({ area: 72, fits: true });
    expect(e.maxBuilt).toBe(360);
    expect([e.floorHeight, e.floorHeightAssumed, e.floorsAllowed, e.floorsForCa, e.floors, e.reachableBuilt]).toEqual([3, true, 3, 2, 2, 360]);
    expect(e.missing).toEqual([]);
    expect(missingText(e)).toBeNull();
    // The section stacks the 3 floors the height admits; the CA fills 2 of them.
    expect(sectionFloors(e)).toBe(3);

    // The same lot typed in the zoning form gives the same envelope, and agrees with the analysis.
    const inputs = {
      frente: "12 m",
      fundo: "30",
      parametros: "TO 50%, CA 1, TP 20%, recuo frontal 5 m, recuos laterais 1,5 m, recuo de fundos 3 m, gabarito 9 m",
    };
    expect(envelopeFromRunInputs(inputs)).toEqual(e);
    const f = computeZoning({ parametros: inputs.parametros, frente: 12, fundo: 30 });
    expect([f.setbackFootprint, f.effectiveFootprint, f.permeable, f.maxBuilt, f.floors]).toEqual([198, 180, 72, 360, 2]);

    const summary = envelopeSummary(e);
    expect(summary).toContain("Lote retangular de 12,00 m de frente por 30,00 m de fundo, com 360,00 m².");
    expect(summary).toContain("recuo frontal de 5,00 m, recuos laterais de 1,50 m e recuo de fundos de 3,00 m");
    expect(summary).toContain("Área dentro dos recuos: 9,00 m × 22,00 m = 198,00 m².");
    expect(summary).toContain("Projeção máxima de 180,00 m² (limitada pela TO), desenhada com 9,00 m × 20,00 m junto ao recuo frontal.");
    expect(summary).toContain("Corte: 2 pavimentos de 3,00 m sob o gabarito de 9,00 m (cabem 3 pavimentos; o CA se esgota antes).");
    expect(envelopeNotes(e).at(-1)).toBe("Altura por pavimento de 3,00 m (valor assumido, piso a piso): só converte o gabarito em pavimentos.");
  });

  it("leaves out the setbacks not given and says so, from the area and a frontage", () => {
    // Frontage 10 m and 250 m² typed: depth 250 ÷ 10 = 25 m. Only the front setback (4 m) is given:
    // no buildable rectangle, so the projection is only TO 70% × 250 = 175 m², an upper bound not
    // placed. CA 1,4 × 250 = 350 m²; no TP and no height limit: no permeable area, no floors.
    const e = envelopeFromRunInputs({ frente: "10", areaTerreno: "250 m²", parametros: "TO 70%, CA 1,4, recuo frontal 4 m" })!;
    expect(e.lot).toEqual({ frontage: 10, depth: 25, area: 250, areaFrom: "informada", depthFrom: "área ÷ frente", areaMismatch: null });
    expect(e.setbacks).toEqual({ front: 4, side: null, back: null });
    expect(e.buildable).toBeNull();
    expect(e.projection).toEqual({ area: 175, byTo: 175, limitedBy: "TO", upperBound: true, rect: null });
    expect(e.permeable).toBeNull();
    expect(e.maxBuilt).toBeCloseTo(350, 9);
    expect([e.floorsAllowed, e.floorsForCa, e.floors, e.reachableBuilt]).toEqual([null, null, null, null]);
    expect(e.missing).toEqual(["recuo lateral", "recuo de fundos", "taxa de permeabilidade (TP)", "gabarito (altura máxima)"]);
    expect(missingText(e)).toBe(
      "Falta informar o recuo lateral, o recuo de fundos, a taxa de permeabilidade (TP) e o gabarito (altura máxima); o desenho não supõe valor algum no lugar.",
    );
    const summary = envelopeSummary(e);
    expect(summary).toContain("Linhas de recuo: recuo frontal de 4,00 m.");
    expect(summary).toContain("Projeção máxima de até 175,00 m² pela TO, sem posição no desenho enquanto faltarem recuos.");
    expect(summary).not.toContain("Corte");
    expect(envelopeNotes(e)[0]).toBe("O fundo do lote não foi informado: 25,00 m é a área dividida pela frente, supondo lote retangular.");
  });

  it("lets the setbacks limit the projection and the height limit cap the floors", () => {
    // 10 × 20 = 200 m²; inside 5 m front, 2 m sides, 5 m back: 6 × 10 = 60 m² < TO 70% × 200 = 140:
    // the setbacks limit, 6 × 10 m. CA 2 × 200 = 400 m² would need ⌈400 ÷ 60⌉ = 7 floors; 12 m ÷ 2,8 m
    // = 4,29 → 4 floors: 4 × 60 = 240 m² reached. The free 200 − 60 = 140 m² hold TP 10% = 20 m².
    const e = zoningEnvelope({ frontage: 10, depth: 20, to: 0.7, ca: 2, tp: 0.1, front: 5, side: 2, back: 5, heightLimit: 12, floorHeight: 2.8 })!;
    expect(e.projection).toEqual({ area: 60, byTo: 140, limitedBy: "recuos", upperBound: false, rect: { x: 2, y: 5, width: 6, depth: 10, area: 60 } });
    expect([e.floorHeightAssumed, e.floorsAllowed, e.floorsForCa, e.floors, e.reachableBuilt]).toEqual([false, 4, 7, 4, 240]);
    expect(e.permeable).toEqual({ area: 20, fits: true });
    // A law's floor limit below the height's caps it further.
    expect(zoningEnvelope({ frontage: 10, depth: 20, to: 0.7, ca: 2, front: 5, side: 2, back: 5, heightLimit: 12, floorHeight: 2.8, floorsLimit: 3 })!.floors).toBe(3);
    expect(envelopeSummary(e)).toContain("(limitada pelos recuos)");
    // A height limit below one floor: 2,5 m ÷ 3 m → no floor, said so.
    const low = zoningEnvelope({ frontage: 10, depth: 20, to: 0.7, ca: 2, front: 5, side: 2, back: 5, heightLimit: 2.5 })!;
    expect([low.floorsAllowed, low.floors, sectionFloors(low)]).toEqual([0, 0, 0]);
    expect(sectionSummary(low)).toBe("Corte: o gabarito de 2,50 m é menor que um pavimento de 3,00 m: não cabe nenhum pavimento.");
  });

  it("says a zero setback is given, and draws nothing without a frontage", () => {
    const e = zoningEnvelope({ frontage: 8, depth: 25, to: 0.6, front: 0, side: 0, back: 0 })!;
    expect(e.setbacks).toEqual({ front: 0, side: 0, back: 0 });
    expect(e.buildable?.area).toBe(200);
    expect(e.projection?.rect).toEqual({ x: 0, y: 0, width: 8, depth: 15, area: 120 });
    expect(zoningEnvelope({ depth: 30, area: 360, to: 0.5 })).toBeNull();
    expect(zoningEnvelope({ frontage: 12 })).toBeNull();
  });

  it("flags a typed area that is not the rectangle, and indices over it", () => {
    // 12 × 30 = 360 m² drawn, 400 m² typed: 10% off; TO 50% × 400 = 200 m² > 198 inside the setbacks.
    const e = zoningEnvelope({ frontage: 12, depth: 30, area: 400, to: 0.5, front: 5, side: 1.5, back: 3 })!;
    expect(e.lot.areaMismatch).toBeCloseTo(0.1, 9);
    expect(e.projection?.limitedBy).toBe("recuos");
    expect(e.projection?.area).toBe(198);
    expect(envelopeNotes(e)[0]).toBe(
      "A área informada (400,00 m²) difere 10% de frente × fundo (360,00 m²): o desenho mostra o retângulo, os índices usam a área informada.",
    );
  });

  it("takes from the project's lot what the form leaves blank, as the server does", () => {
    // The form gives only TO 60%; the project knows 12 × 30 m, TO 50% (the typed one wins), CA 1
    // and the three setbacks; no TP and no height limit.
    const plot = {
      area: null,
      frontage: 12,
      depth: 30,
      occupancyRate: 50,
      floorAreaRatio: 1,
      permeability: null,
      frontSetback: 5,
      sideSetback: 1.5,
      rearSetback: 3,
      maxHeight: null,
    };
    const e = envelopeFromRunInputs({ parametros: "TO 60%" }, plot)!;
    expect(e.lot.frontage).toBe(12);
    expect(e.setbacks).toEqual({ front: 5, side: 1.5, back: 3 });
    // TO 60% × 360 = 216 m² > 198 inside the setbacks: limited by them.
    expect(e.projection?.area).toBe(198);
    expect(e.maxBuilt).toBe(360);
    expect(e.missing).toEqual(["taxa de permeabilidade (TP)", "gabarito (altura máxima)"]);
    expect(envelopeFromRunInputs({ parametros: "TO 60%" })).toBeNull();
  });
});
