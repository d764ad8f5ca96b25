import { FORMER_MEMBER } from "#domain/studios";
import type { VersionAuthor } from "#domain/documents.schema";
import { RULES_LABEL, RULES_PROVIDER } from "#domain/section-rewrite-rules";
import type { SaveStatus } from "./use-document-editor";

/**
 * "Ana Lima", "IA (OpenAI · gpt-4o)", "Gerador offline", "Reescrita pelas regras (sem IA)",
 * "Cliente (link)", "Ex-membro" (a deleted account): who wrote a version.
 */
export function versionAuthorLabel(author: VersionAuthor): string {
  switch (author.source) {
    case "usuario":
      return author.user?.name ?? FORMER_MEMBER;
    case "ia":
      return `IA (${[author.provider, author.model].filter(Boolean).join(" · ") || "provedor"})`;
    case "offline":
      return author.provider === RULES_PROVIDER ? RULES_LABEL.charAt(0).toUpperCase() + RULES_LABEL.slice(1) : "Gerador offline";
    case "cliente":
      return "Cliente (link)";
  }
}

/** The editor's "Versão 3 · escrita por Ana Lima" / "Versão 4 · reescrita pelas regras (sem IA)". */
export function versionByLine(author: VersionAuthor): string {
  return author.source === "offline" && author.provider === RULES_PROVIDER ? RULES_LABEL : `escrita por ${versionAuthorLabel(author)}`;
}

export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  salvo: "Todas as alterações salvas",
  pendente: "Alterações ainda não salvas…",
  salvando: "Salvando…",
  "sem-conexao": "Sem conexão: suas alterações estão guardadas neste navegador e serão enviadas quando a conexão voltar",
  erro: "Não foi possível salvar",
  conflito: "O documento foi alterado em outro lugar",
};
