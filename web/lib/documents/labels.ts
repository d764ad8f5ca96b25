import { FORMER_MEMBER } from "#domain/studios";
import type { VersionAuthor } from "#domain/documents.schema";
import type { SaveStatus } from "./use-document-editor";

/** "Ana Lima", "IA (OpenAI · gpt-4o)", "Gerador offline", "Cliente (link)", "Ex-membro" (a deleted account): who wrote a version. */
export function versionAuthorLabel(author: VersionAuthor): string {
  switch (author.source) {
    case "usuario":
      return author.user?.name ?? FORMER_MEMBER;
    case "ia":
      return `IA (${[author.provider, author.model].filter(Boolean).join(" · ") || "provedor"})`;
    case "offline":
      return "Gerador offline";
    case "cliente":
      return "Cliente (link)";
  }
}

export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  salvo: "Todas as alterações salvas",
  pendente: "Alterações ainda não salvas…",
  salvando: "Salvando…",
  "sem-conexao": "Sem conexão: suas alterações estão guardadas neste navegador e serão enviadas quando a conexão voltar",
  erro: "Não foi possível salvar",
  conflito: "O documento foi alterado em outro lugar",
};
