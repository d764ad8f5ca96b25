import { bullet, finish, type DetailedAnswer } from "#server/ai/offline/compose";
import { passageById } from "#server/ai/offline/search";
import { foldAccents } from "#server/ai/offline/text";
import type { Passage } from "#server/ai/offline/types";
import { MATERIAL_CATEGORIES, recommendMaterials } from "#domain/materials-catalogue";
import { choiceLabel } from "#domain/tool-inputs";

const categoryLabel = (id: string) => MATERIAL_CATEGORIES.find((c) => c.id === id)?.label ?? id;

/**
 * The materials tool's budget bands (R-TOOL-5). They are the product's own reference bands, not
 * market quotes, so they are cited as such and kept out of the searchable base.
 */
export const MATERIAL_BANDS: Passage = {
  id: "prancheta-faixas-materiais",
  code: "Prancheta — faixas de referência do produto",
  title: "Padrão da obra pelo custo de construção por m²",
  topics: [],
  // The cost of the whole work per m² of building (R-TOOL-5): never a material's own price.
  text:
    "Faixas de referência do custo da obra inteira por m² construído, usadas pelo Prancheta para o padrão da obra (não são cotações de mercado nem o preço de um material): econômico até R$ 1.500/m²; médio de R$ 1.500 a R$ 3.000/m²; alto de R$ 3.000 a R$ 5.000/m²; luxo acima de R$ 5.000/m².",
  source: "Especificação do produto Prancheta (ferramenta Banco de materiais)",
};

/** Norms that frame material choices for the kind of building. */
function normPassages(tipoObra: string | undefined): Passage[] {
  const ids = ["custo-etapas-acabamento"];
  if (!tipoObra || tipoObra === "residencial") ids.push("nbr15575-niveis");
  else ids.push("nbr9050-abrangencia");
  return ids.map(passageById);
}

/** Areas the architect names → the norm that constrains their materials. */
const BY_AREA: { pattern: RegExp; passageId: string }[] = [
  { pattern: /banheir|cozinha|box|molhad|varanda|terraco|laje|piscina/, passageId: "nbr9575-detalhes" },
  { pattern: /fachad|parede extern|vedac/, passageId: "nbr15575-edicao" },
  { pattern: /varanda|sacada|guarda.corpo|mezanino/, passageId: "nbr14718-alturas" },
  { pattern: /piso|soleira|rampa/, passageId: "nbr9050-desniveis" },
];

function areaPassages(text: string): Passage[] {
  const t = foldAccents(text);
  return [...new Set(BY_AREA.filter((a) => a.pattern.test(t)).map((a) => a.passageId))].map(passageById);
}

export function materialsAnswer(inputs: Record<string, string>): DetailedAnswer {
  // The choices' names, never their values ("contemporaneo"): R-CLIENT-3.
  const label = (input: string, value: string | undefined) => (value ? choiceLabel("materiais", input, value) : "");
  const summary = [
    `**Obra:** ${label("tipoObra", inputs.tipoObra) || "tipo não informado"} · **estilo:** ${label("estilo", inputs.estilo) || "não informado"} · **orçamento:** ${label("orcamento", inputs.orcamento) || "não informado"}.`,
    inputs.areasEspecificas?.trim() ? `**Áreas:** ${inputs.areasEspecificas.trim()}` : "",
    inputs.preferencias?.trim() ? `**Preferências:** ${inputs.preferencias.trim()}` : "",
  ].filter(Boolean);
  const related = areaPassages(`${inputs.areasEspecificas ?? ""} ${inputs.preferencias ?? ""}`);
  const passages = [MATERIAL_BANDS, ...normPassages(inputs.tipoObra), ...related];
  const picks = recommendMaterials(inputs).slice(0, 10);
  const catalogue = picks.length
    ? "**Do banco de materiais da Prancheta:**\n" +
      picks
        // Each reason is a sentence ending in "."; joined, only the last keeps it (no ".;" nor "..").
        .map(({ material, reasons }) => `- **${material.name}** (${categoryLabel(material.category)}) — ${reasons.map((r) => r.replace(/\.$/, "")).join("; ")}. ${material.durability}${material.norm ? ` Norma: ${material.norm}.` : ""}`)
        .join("\n")
    : "";
  const honest =
    "Sem preços de fornecedores: as faixas são do custo da obra por m², não o preço de cada material; confirme os custos com orçamentos locais. Veja o catálogo completo, com filtros, abaixo deste formulário.";
  // The catalogue's lines (its norms' numbers included) are the product's own data, not figures
  // the answer made up: they are declared with the answer, as computed figures are.
  // No "configure an API key": a subscriber cannot (decision 079).
  return finish([summary.join("\n"), catalogue, "**Referências para a especificação:**\n" + passages.map(bullet).join("\n"), honest].filter(Boolean), passages, catalogue ? [catalogue] : []);
}
