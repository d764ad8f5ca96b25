import { formatArea, LOT_CHECK_NOTE, lotCheck, programmeTotals, roomTotal, WALL_FACTOR_NOTE } from "#domain/needs-program";
import type { ProgrammeContent } from "#domain/needs-program.schema";
import type { ExportBlock, ExportDocument, ExportMeta } from "#server/export/model";

const percent = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
const number = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });

/**
 * The needs programme as an exported document (R-DOC-5): the rooms table (setor | ambiente | qtd
 * | m² unitário | m² total), the totals with the walls factor, the sector sums, the lot check
 * when the lot's parameters are known, and the sources of the reference areas.
 */
export function programmeExport(content: ProgrammeContent, meta: ExportMeta): ExportDocument {
  const totals = programmeTotals(content);
  const blocks: ExportBlock[] = [
    { type: "heading", level: 1, text: "Ambientes" },
    {
      type: "table",
      columns: [
        { label: "Setor", width: 1.2 },
        { label: "Ambiente", width: 2 },
        { label: "Qtd", align: "right", width: 0.6 },
        { label: "m² unitário", align: "right", width: 1.1 },
        { label: "m² total", align: "right", width: 1.1 },
        { label: "Observações", width: 2.4 },
      ],
      rows: content.rooms.map((r) => [r.sector, r.name, String(r.quantity), formatArea(r.unitArea), formatArea(roomTotal(r)), r.notes]),
      footer: ["", "Área útil", "", "", formatArea(totals.usefulArea), ""],
    },
    {
      type: "keyValue",
      items: [
        { label: "Área útil (soma dos ambientes)", value: formatArea(totals.usefulArea) },
        { label: `Paredes e circulação (${percent.format(content.wallFactor * 100)} %)`, value: formatArea(totals.wallsAndCirculation) },
        { label: "Área construída estimada", value: formatArea(totals.builtArea) },
      ],
    },
    { type: "note", text: WALL_FACTOR_NOTE },
  ];
  if (totals.bySector.length > 0) {
    blocks.push({ type: "heading", level: 2, text: "Áreas por setor" });
    blocks.push({ type: "keyValue", items: totals.bySector.map((s) => ({ label: s.sector, value: formatArea(s.area) })) });
  }
  const { lot } = content;
  if (lot.area !== null) {
    const check = lotCheck(content, totals.builtArea);
    blocks.push({ type: "heading", level: 1, text: "Cabe no lote?" });
    blocks.push({
      type: "keyValue",
      items: [
        { label: "Área do terreno", value: formatArea(lot.area) },
        { label: "Pavimentos", value: String(lot.floors) },
        { label: "Projeção estimada", value: formatArea(check.groundProjection) },
        { label: "Projeção máxima (TO)", value: check.maxProjection === null ? "TO não informada" : `${formatArea(check.maxProjection)} (TO ${number.format(lot.occupancyRate!)} %)` },
        { label: "Área construída máxima (CA)", value: check.maxBuiltArea === null ? "CA não informado" : `${formatArea(check.maxBuiltArea)} (CA ${number.format(lot.floorAreaRatio!)})` },
        { label: "Área permeável mínima", value: check.minPermeableArea === null ? "Taxa de permeabilidade não informada" : formatArea(check.minPermeableArea) },
      ],
    });
    blocks.push(check.warnings.length > 0 ? { type: "list", items: check.warnings } : { type: "paragraph", text: "Com os parâmetros informados, o programa cabe no lote." });
    blocks.push({ type: "note", text: LOT_CHECK_NOTE });
  }
  const sources = [...new Set(content.rooms.map((r) => r.source).filter((s): s is string => Boolean(s)))];
  if (sources.length > 0) {
    blocks.push({ type: "heading", level: 2, text: "Fontes das áreas de referência" });
    blocks.push({ type: "list", items: sources });
    blocks.push({ type: "note", text: "Áreas mínimas de cômodos são definidas pelo código de obras de cada município: as referências acima são exemplos, não regras nacionais." });
  }
  return { title: "Programa de necessidades", meta, blocks };
}
