import { describe, expect, it } from "vitest";
import { parseZoningParameters } from "./zoning-analysis";
import { NO_LOT_PARAMETERS } from "./projects.schema";
import { formatLotParameter, hasLotParameters, parametersAddedFromPlot, parametersSourceText, zoningParametersText } from "./lot-parameters";

const plot = { ...NO_LOT_PARAMETERS, occupancyRate: 60, floorAreaRatio: 1.5, permeability: 15, frontSetback: 5, sideSetback: 1.5, rearSetback: 0, maxHeight: 9.5 };

describe("the lot's parameters (R-PROJ-2)", () => {
  it("says where they came from and the day, in pt-BR", () => {
    expect(parametersSourceText({ parametersSource: "Lei Complementar 270/2019 de Uberlândia", parametersConsultedOn: "2026-03-15" })).toBe(
      "Fonte: Lei Complementar 270/2019 de Uberlândia, consultado em 15/03/2026.",
    );
    expect(parametersSourceText({ parametersSource: "Decreto 1.234", parametersConsultedOn: null })).toBe("Fonte: Decreto 1.234 (dia da consulta não informado).");
    expect(parametersSourceText({ parametersSource: null, parametersConsultedOn: null })).toBeNull();
  });

  it("formats each with its unit", () => {
    expect(formatLotParameter("occupancyRate", 60)).toBe("60 %");
    expect(formatLotParameter("floorAreaRatio", 1.5)).toBe("1,5");
    expect(formatLotParameter("sideSetback", 1.5)).toBe("1,5 m");
    expect(hasLotParameters(NO_LOT_PARAMETERS)).toBe(false);
    expect(hasLotParameters(plot)).toBe(true);
  });

  it("writes them as text the zoning tool reads back to the same values", () => {
    const text = zoningParametersText(plot);
    expect(text).toBe("TO 60%, CA 1,5, TP 15%, recuo frontal 5 m, recuo lateral 1,5 m, recuo de fundos 0 m, gabarito 9,5 m");
    expect(parseZoningParameters(text)).toEqual({ to: 0.6, ca: 1.5, tp: 0.15, front: 5, side: 1.5, back: 0, heightLimit: 9.5, unread: [] });
    expect(zoningParametersText(plot, ["floorAreaRatio", "maxHeight"])).toBe("CA 1,5, gabarito 9,5 m");
    expect(zoningParametersText(NO_LOT_PARAMETERS)).toBe("");
  });

  it("adds to a run only the parameters its typed text lacks", () => {
    // The plot knows all seven; the text gives TO and a CA máximo (which stands for the CA).
    expect(parametersAddedFromPlot("TO 50%, CA máximo 2", plot)).toEqual(["permeability", "frontSetback", "sideSetback", "rearSetback", "maxHeight"]);
    expect(parametersAddedFromPlot(undefined, plot)).toHaveLength(7);
    expect(parametersAddedFromPlot("", NO_LOT_PARAMETERS)).toEqual([]);
  });
});
