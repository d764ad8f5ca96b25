import { effectiveLot, formatArea, LOT_CHECK_NOTE, lotCheck, programmeTotals, roomTotal, WALL_FACTOR_NOTE, type ProjectLot } from "#domain/needs-program";
import type { ProgrammeContent } from "#domain/needs-program.schema";
import { parametersSourceText } from "#domain/lot-parameters";
import type { LandPlot } from "#domain/projects.schema";
import type { ExportBlock, ExportDocument, ExportMeta } from "#server/export/model";

const percent = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
const number = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });

export interface ProgrammeExportOptions {
  /** The project's lot (R-PROJ-2): its parameters are the ones checked; null reads the programme's own (old documents). */
  plot: (ProjectLot & Pick<LandPlot, "parametersSource" | "parametersConsultedOn">) | null;
  /** The page of the reference areas' sources: for the architect, left out of the client's file unless asked. */
  includeSources: boolean;
}

const FIELD_NAMES = { area: "a área do terreno", occupancyRate: "a TO", floorAreaRatio: "o CA", permeability: "a taxa de permeabilidade" } as const;

/**
 * The needs programme as an exported document (R-DOC-5): the rooms table (setor | ambiente | qtd
 * | m² unitário | m² total), each room's notes in full below it (a narrow column cut them), the
 * totals with the walls factor, the sector sums, the lot check against the project's parameters
 * — a fit stated only when they are known, else what is missing (R-DOC-4) — and, when asked, the
 * sources of the reference areas.
 */
export function programmeExport(content: ProgrammeContent, meta: ExportMeta, options: ProgrammeExportOptions = { plot: null, includeSources: false }): ExportDocument {
  const totals = programmeTotals(content);
  const blocks: ExportBlock[] = [
    { type: "heading", level: 1, text: "Ambientes" },
    {
      type: "table",
      columns: [
        { label: "Setor", width: 1.2 },
        { label: "Ambiente", width: 2.2 },
        { label: "Qtd", align: "right", width: 0.6 },
        { label: "m² unitário", align: "right", width: 1.1 },
        { label: "m² total", align: "right", width: 1.1 },
      ],
      rows: content.rooms.map((r) => [r.sector, r.name, String(r.quantity), formatArea(r.unitArea), formatArea(roomTotal(r))]),
      footer: ["", "Área útil", "", "", formatArea(totals.usefulArea)],
    },
  ];
  const noted = content.rooms.filter((r) => r.notes.trim() !== "");
  if (noted.length > 0) {
    blocks.push({ type: "heading", level: 2, text: "Observações dos ambientes" });
    blocks.push({ type: "list", items: noted.map((r) => [{ text: `${r.name}: `, bold: true }, { text: r.notes.trim() }]) });
  }
  blocks.push(
    {
      type: "keyValue",
      items: [
        { label: "Área útil (soma dos ambientes)", value: formatArea(totals.usefulArea) },
        { label: `Paredes e circulação (${percent.format(content.wallFactor * 100)} %)`, value: formatArea(totals.wallsAndCirculation) },
        { label: "Área construída estimada", value: formatArea(totals.builtArea) },
      ],
    },
    { type: "note", text: WALL_FACTOR_NOTE },
  );
  if (totals.bySector.length > 0) {
    blocks.push({ type: "heading", level: 2, text: "Áreas por setor" });
    blocks.push({ type: "keyValue", items: totals.bySector.map((s) => ({ label: s.sector, value: formatArea(s.area) })) });
  }

  const lot = effectiveLot(content.lot, options.plot);
  const check = lotCheck({ lot }, totals.builtArea);
  blocks.push({ type: "heading", level: 1, text: "Cabe no lote?" });
  blocks.push({
    type: "keyValue",
    items: [
      { label: "Área do terreno", value: lot.area === null ? "Não informada" : formatArea(lot.area) },
      { label: "Pavimentos", value: String(lot.floors) },
      { label: "Projeção estimada", value: formatArea(check.groundProjection) },
      { label: "Projeção máxima (TO)", value: check.maxProjection === null ? limitMissing(lot, "occupancyRate") : `${formatArea(check.maxProjection)} (TO ${number.format(lot.occupancyRate!)} %)` },
      { label: "Área construída máxima (CA)", value: check.maxBuiltArea === null ? limitMissing(lot, "floorAreaRatio") : `${formatArea(check.maxBuiltArea)} (CA ${number.format(lot.floorAreaRatio!)})` },
      { label: "Área permeável mínima", value: check.minPermeableArea === null ? limitMissing(lot, "permeability") : `${formatArea(check.minPermeableArea)} (${number.format(lot.permeability!)} %)` },
    ],
  });
  if (check.warnings.length > 0) blocks.push({ type: "list", items: check.warnings });
  blocks.push({ type: "paragraph", text: [{ text: check.fit.text, bold: true }] });
  const source = options.plot ? parametersSourceText(options.plot) : null;
  if (source && lot.fromProgramme.length < 4) blocks.push({ type: "note", text: `Parâmetros urbanísticos do projeto. ${source}` });
  if (lot.fromProgramme.length > 0) {
    const names = lot.fromProgramme.map((k) => FIELD_NAMES[k]);
    blocks.push({ type: "note", text: `Informado no próprio programa, não no projeto: ${names.join(", ")}.` });
  }
  blocks.push({ type: "note", text: LOT_CHECK_NOTE });

  const sources = [...new Set(content.rooms.map((r) => r.source).filter((s): s is string => Boolean(s)))];
  if (options.includeSources && sources.length > 0) {
    blocks.push({ type: "heading", level: 2, text: "Fontes das áreas de referência" });
    blocks.push({ type: "list", items: sources });
    blocks.push({ type: "note", text: "Áreas mínimas de cômodos são definidas pelo código de obras de cada município: as áreas acima são estimativas de partida, não regras nacionais." });
  }
  return { title: "Programa de necessidades", meta, blocks };
}

/** "Falta a TO", "Faltam a área do terreno e o CA". */
function limitMissing(lot: ProjectLot, key: "occupancyRate" | "floorAreaRatio" | "permeability"): string {
  const names = [lot.area === null ? FIELD_NAMES.area : null, lot[key] === null ? FIELD_NAMES[key] : null].filter((n) => n !== null);
  return `${names.length > 1 ? "Faltam" : "Falta"} ${names.join(" e ")}`;
}
