import { bullet, finish, RULES_NOTE, type DetailedAnswer } from "#server/ai/offline/compose";
import { formatDate } from "#server/ai/offline/format";
import { searchPassages } from "#server/ai/offline/search";

const PRIORITY: Record<string, string> = { baixa: "Baixa", media: "Média", alta: "Alta", urgente: "Urgente" };

/** Norms and references the text touches, when the base has any. */
function related(text: string) {
  return searchPassages(text, 2).hits.map((h) => h.passage);
}

export function reminderAnswer(inputs: Record<string, string>): DetailedAnswer {
  const lines = [
    `**Lembrete:** ${inputs.titulo?.trim() || "sem título"}`,
    `**Data:** ${inputs.data ? formatDate(inputs.data) : "não informada"} · **prioridade:** ${PRIORITY[inputs.prioridade ?? ""] ?? "não informada"}`,
    inputs.descricao?.trim() ? `**Descrição:** ${inputs.descricao.trim()}` : "",
  ].filter(Boolean);
  const passages = related(`${inputs.titulo ?? ""} ${inputs.descricao ?? ""}`);
  const urgent = inputs.prioridade === "urgente" || inputs.prioridade === "alta";
  const advice = urgent
    ? "Prioridade alta: reserve um horário na agenda antes da data e deixe registrado quem é o responsável."
    : "Guarde o lembrete no calendário com antecedência suficiente para preparar o que for preciso.";
  return finish(
    [lines.join("\n"), advice, passages.length ? "**Referências relacionadas:**\n" + passages.map(bullet).join("\n") : "", RULES_NOTE],
    passages,
  );
}

const isUrl = (s: string) => /^https?:\/\/\S+\.\S+/.test(s);

export function customAreaAnswer(inputs: Record<string, string>): DetailedAnswer {
  const links = (inputs.atalhos ?? "").split(/\r?\n/).map((s) => s.trim()).filter(Boolean);
  const valid = links.filter(isUrl);
  const invalid = links.filter((l) => !isUrl(l));
  const sections = [
    `**Aba:** ${inputs.nomeAba?.trim() || "sem nome"}`,
    inputs.conteudo?.trim() ? `**Conteúdo:**\n${inputs.conteudo.trim()}` : "",
    valid.length ? "**Atalhos:**\n" + valid.map((l) => `- <${l}>`).join("\n") : "",
    invalid.length ? "**Atalhos a corrigir** (não parecem endereços completos, com http:// ou https://):\n" + invalid.map((l) => `- ${l}`).join("\n") : "",
    inputs.notas?.trim() ? `**Notas:** ${inputs.notas.trim()}` : "",
  ];
  const passages = related(`${inputs.conteudo ?? ""} ${inputs.notas ?? ""}`);
  if (passages.length) sections.push("**Referências da base relacionadas ao conteúdo:**\n" + passages.map(bullet).join("\n"));
  sections.push(RULES_NOTE);
  return finish(sections, passages);
}
