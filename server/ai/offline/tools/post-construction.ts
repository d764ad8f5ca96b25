import { finish, RULES_NOTE, type DetailedAnswer } from "#server/ai/offline/compose";
import { formatDate } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import type { Passage } from "#server/ai/offline/types";
import { choiceLabel } from "#domain/tool-inputs";


/** Delivery steps every handover needs, each backed by a passage. */
const HANDOVER: { item: string; passageId: string }[] = [
  { item: "Entregar o manual de uso, operação e manutenção, com garantias e sobrecargas limitantes", passageId: "nbr14037" },
  { item: "Orientar o cliente sobre a gestão da manutenção (programa, registros e responsáveis)", passageId: "nbr5674" },
  { item: "Registrar o que foi construído (as built) junto com o projeto executivo", passageId: "nbr6492-1994-fases" },
  { item: "Providenciar o habite-se e conferir as exigências do município", passageId: "aprovacao-documentos-sp" },
  { item: "Em reformas: emitir o termo de encerramento e atualizar o manual da edificação", passageId: "nbr16280" },
];

const checkbox = (text: string, p?: Passage) => `- [ ] ${text}${p ? ` — **${p.code}**` : ""}`;

export function postConstructionAnswer(inputs: Record<string, string>): DetailedAnswer {
  const pending = (inputs.pendencias ?? "")
    .split(/\r?\n|;/)
    .map((s) => s.replace(/^[-*•\s]+/, "").trim())
    .filter(Boolean);
  const header = [
    `**Projeto:** ${inputs.nomeProjeto?.trim() || "não informado"} · **status:** ${inputs.statusEntrega ? choiceLabel("pos-obra", "statusEntrega", inputs.statusEntrega) : "não informado"} · **previsão de entrega:** ${inputs.dataPrevisao ? formatDate(inputs.dataPrevisao) : "não informada"}.`,
    inputs.responsaveis?.trim() ? `**Responsáveis:** ${inputs.responsaveis.trim()}` : "",
  ].filter(Boolean);
  const passages = HANDOVER.map((h) => passageById(h.passageId));
  const sections = [
    header.join("\n"),
    pending.length ? "**Pendências informadas:**\n" + pending.map((p) => checkbox(p)).join("\n") : "Nenhuma pendência informada.",
    "**Checklist de entrega (base offline):**\n" + HANDOVER.map((h, i) => checkbox(h.item, passages[i])).join("\n"),
    RULES_NOTE,
  ];
  return finish(sections, passages);
}
