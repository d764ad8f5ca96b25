import { dayBR } from "./days";
import type { LandPlot } from "./projects.schema";
import { parseZoningParameters, type ZoningParameters } from "./zoning-analysis";

/**
 * The lot's urban parameters as the project keeps them (R-PROJ-2): one set, typed once in the
 * project form, read by the programme's "Cabe no lote?", the zoning tool and the written
 * documents. What they are and how they are computed: shared/domain-facts/zoning.json.
 */

export type LotParameterKey =
  | "occupancyRate"
  | "floorAreaRatio"
  | "permeability"
  | "frontSetback"
  | "sideSetback"
  | "rearSetback"
  | "maxHeight";

/** The numeric parameters, in the order the form and the page show them, with pt-BR labels. */
export const LOT_PARAMETERS: readonly { key: LotParameterKey; label: string; unit: "%" | "m" | "" }[] = [
  { key: "occupancyRate", label: "Taxa de ocupação — TO", unit: "%" },
  { key: "floorAreaRatio", label: "Coeficiente de aproveitamento — CA", unit: "" },
  { key: "permeability", label: "Taxa de permeabilidade", unit: "%" },
  { key: "frontSetback", label: "Recuo frontal", unit: "m" },
  { key: "sideSetback", label: "Recuo lateral", unit: "m" },
  { key: "rearSetback", label: "Recuo de fundos", unit: "m" },
  { key: "maxHeight", label: "Altura máxima", unit: "m" },
];

const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });

/** 60 → "60 %", 1.5 → "1,5", 5 → "5 m". */
export function formatLotParameter(key: LotParameterKey, value: number): string {
  const unit = LOT_PARAMETERS.find((p) => p.key === key)?.unit ?? "";
  return unit === "" ? decimal.format(value) : `${decimal.format(value)} ${unit}`;
}

type Sourced = Pick<LandPlot, "parametersSource" | "parametersConsultedOn">;

/**
 * "Fonte: Lei Complementar 270/2019, consultado em 15/03/2026." — where the parameters came from,
 * as the page, the programme and its PDF print it; null when neither is known.
 */
export function parametersSourceText(plot: Sourced): string | null {
  const source = plot.parametersSource?.trim() || null;
  const day = plot.parametersConsultedOn ? dayBR(plot.parametersConsultedOn) : null;
  if (source && day) return `Fonte: ${source}, consultado em ${day}.`;
  if (source) return `Fonte: ${source} (dia da consulta não informado).`;
  if (day) return `Fonte não informada, consultado em ${day}.`;
  return null;
}

/** Whether any numeric parameter is known. */
export function hasLotParameters(plot: Pick<LandPlot, LotParameterKey>): boolean {
  return LOT_PARAMETERS.some((p) => plot[p.key] !== null);
}

const plain = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 4, useGrouping: false });

/**
 * The parameters as the zoning tool's free text reads them (domain/zoning-analysis.ts,
 * parseZoningParameters): "TO 60%, CA 1,5, TP 15%, recuo frontal 5 m, recuo lateral 1,5 m,
 * recuo de fundos 3 m, gabarito 9 m". `only` keeps the listed ones (those the typed text lacks).
 */
export function zoningParametersText(plot: Pick<LandPlot, LotParameterKey>, only?: readonly LotParameterKey[]): string {
  const words: Record<LotParameterKey, (v: string) => string> = {
    occupancyRate: (v) => `TO ${v}%`,
    floorAreaRatio: (v) => `CA ${v}`,
    permeability: (v) => `TP ${v}%`,
    frontSetback: (v) => `recuo frontal ${v} m`,
    sideSetback: (v) => `recuo lateral ${v} m`,
    rearSetback: (v) => `recuo de fundos ${v} m`,
    maxHeight: (v) => `gabarito ${v} m`,
  };
  return LOT_PARAMETERS.filter((p) => (only ? only.includes(p.key) : true))
    .flatMap((p) => {
      const value = plot[p.key];
      return value === null ? [] : [words[p.key](plain.format(value))];
    })
    .join(", ");
}

/** Each index the typed text gives, by the zoning parser's name for it. */
const TYPED: Record<LotParameterKey, keyof ZoningParameters> = {
  occupancyRate: "to",
  floorAreaRatio: "ca",
  permeability: "tp",
  frontSetback: "front",
  sideSetback: "side",
  rearSetback: "back",
  maxHeight: "heightLimit",
};

/**
 * The project's parameters a zoning run adds to what its form says (R-PROJ-2): each one the
 * project knows and the typed text leaves out ("CA máximo" typed counts as a CA). The server's
 * run and the page's drawing read the same lot this way.
 */
export function parametersAddedFromPlot(typed: string | undefined, plot: Pick<LandPlot, LotParameterKey>): LotParameterKey[] {
  const read = parseZoningParameters(typed ?? "");
  return LOT_PARAMETERS.map((p) => p.key).filter(
    (key) => plot[key] !== null && read[TYPED[key]] === undefined && !(key === "floorAreaRatio" && read.caMax !== undefined),
  );
}
