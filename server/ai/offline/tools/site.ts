import { bullet, finish, RULES_NOTE, type DetailedAnswer } from "#server/ai/offline/compose";
import { formatArea, parsePtNumber } from "#server/ai/offline/format";
import { passageById, searchPassages } from "#server/ai/offline/search";

/** What the base knows that matters for a site survey, whatever the terrain. */
const SITE_IDS = ["nbr13532-etapas", "nbr6492-2021", "custo-etapas-estrutura", "custo-alem-do-cub"];

export function topographyAnswer(inputs: Record<string, string>): DetailedAnswer {
  const area = parsePtNumber(inputs.areaTotal);
  const summary = [
    `**Terreno:** ${area !== undefined ? formatArea(area) : "área não informada"} · ${inputs.localizacao?.trim() || "localização não informada"} · levantamento em ${inputs.arquivo?.trim() || "formato não informado"}.`,
    inputs.descricaoTerreno?.trim() ? `**Descrição:** ${inputs.descricaoTerreno.trim()}` : "",
    inputs.questoesEspecificas?.trim() ? `**Questões:** ${inputs.questoesEspecificas.trim()}` : "",
  ].filter(Boolean);
  const base = SITE_IDS.map(passageById);
  const related = searchPassages(`${inputs.descricaoTerreno ?? ""} ${inputs.questoesEspecificas ?? ""}`, 2).hits.map((h) => h.passage);
  const passages = [...base, ...related.filter((p) => !SITE_IDS.includes(p.id))];
  const honest =
    "A base offline não lê o arquivo do levantamento nem calcula declividades ou volumes de corte e aterro; ela reúne o que as normas e referências dizem sobre o levantamento do terreno e seu peso no custo.";
  return finish([summary.join("\n"), honest, "**O que considerar:**\n" + passages.map(bullet).join("\n"), RULES_NOTE], passages);
}
