import { bullet, finish, RULES_NOTE, type DetailedAnswer } from "#server/ai/offline/compose";
import { passageById } from "#server/ai/offline/search";
import { choiceLabel } from "#domain/tool-inputs";

/** Passages for each "intenção prioritária" of the sustainability tool. */
const BY_INTENT: Record<string, string[]> = {
  agua: ["agua-consumo", "nbr15527-usos", "nbr16783"],
  energia: ["energia-chuveiro-solar", "pbe-edifica", "energia-sp-lei-solar"],
  materiais: ["edge", "aqua", "casa-azul"],
  residuos: ["aqua", "nbr16280", "casa-azul"],
  confortotermico: ["nbr15220-diretrizes", "nbr15575-termico", "nbr15220-2024"],
  biodiversidade: ["zon-tp", "zon-quota-ambiental", "leed"],
  abrangente: ["agua-consumo", "energia-chuveiro-solar", "nbr15220-diretrizes"],
};

/** Certifications that fit the kind of building. */
function certificationIds(tipoObra: string | undefined): string[] {
  if (tipoObra === "residencialunifamiliar" || tipoObra === "residencialmultifamiliar") return ["casa-azul", "edge"];
  if (tipoObra === "institucional") return ["pbe-obrigatoriedade", "leed"];
  return ["leed", "edge"];
}

export function sustainabilityAnswer(inputs: Record<string, string>): DetailedAnswer {
  const intent = inputs.intencaoPrioritaria ?? "abrangente";
  const strategyIds = BY_INTENT[intent] ?? (BY_INTENT.abrangente as string[]);
  const certIds = certificationIds(inputs.tipoObra).filter((id) => !strategyIds.includes(id));
  const strategies = strategyIds.map(passageById);
  const certs = certIds.map(passageById);
  // The choices' names, never their values ("semiarido"): R-CLIENT-3.
  const label = (input: string, value: string | undefined) => (value ? choiceLabel("sustentabilidade", input, value) : "");
  const summary = `**Obra:** ${label("tipoObra", inputs.tipoObra) || "tipo não informado"} · **clima:** ${label("clima", inputs.clima) || "não informado"} · **orçamento:** ${label("orcamento", inputs.orcamento) || "não informado"} · **prioridade:** ${label("intencaoPrioritaria", intent)}.`;
  const zones = passageById("nbr15220-zonas");
  const climate = `**Clima ${inputs.clima ? label("clima", inputs.clima).toLowerCase() : "do local"}:** identifique a zona bioclimática do município e siga as diretrizes de aberturas, sombreamento e vedações dessa zona.\n${bullet(zones)}`;
  return finish(
    [
      [summary, inputs.descricaoProjeto?.trim() ? `**Projeto:** ${inputs.descricaoProjeto.trim()}` : ""].filter(Boolean).join("\n"),
      "**Estratégias e dados para a prioridade escolhida:**\n" + strategies.map(bullet).join("\n"),
      "**Certificações que se aplicam a este tipo de obra:**\n" + certs.map(bullet).join("\n"),
      climate,
      RULES_NOTE,
    ],
    [...strategies, ...certs, zones],
  );
}
