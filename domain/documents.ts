import { plural } from "./addressing";

/**
 * Project documents (R-DOC-1): every written piece of a project — briefing, needs programme,
 * concept, references, memorial, justification and presentation text — is one document per kind
 * per project, whose every save is a version. Concept, memorial, justification and presentation
 * text are "written" documents (sections of rich text, R-DOC-6); references are a list (R-DOC-7).
 * Plain data here (no zod): the database's checks, the API's schemas and the UI's labels read
 * these lists.
 */

export const DOCUMENT_KINDS = [
  { id: "briefing", label: "Briefing", article: "o" },
  { id: "programa", label: "Programa de necessidades", article: "o" },
  { id: "conceito", label: "Conceito", article: "o" },
  { id: "referencias", label: "Referências", article: "as" },
  { id: "memorial", label: "Memorial descritivo", article: "o" },
  { id: "justificativa", label: "Justificativa", article: "a" },
  { id: "apresentacao", label: "Texto de apresentação", article: "o" },
  { id: "orcamento", label: "Orçamento", article: "o" },
  { id: "proposta", label: "Proposta de serviços", article: "a" },
  { id: "contrato", label: "Contrato de prestação de serviços", article: "o" },
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]["id"];
export const DOCUMENT_KIND_IDS = DOCUMENT_KINDS.map((k) => k.id) as [DocumentKind, ...DocumentKind[]];

export function documentKindLabel(kind: DocumentKind): string {
  return DOCUMENT_KINDS.find((k) => k.id === kind)?.label ?? kind;
}

/**
 * Who or what wrote a version: a member of the studio, an AI provider (with its model), the
 * offline generator, or the client through the briefing link (R-DOC-3).
 */
export const VERSION_SOURCES = [
  { id: "usuario", label: "Arquiteto" },
  { id: "ia", label: "IA" },
  { id: "offline", label: "Gerador offline" },
  { id: "cliente", label: "Cliente (link)" },
] as const;
export type VersionSource = (typeof VERSION_SOURCES)[number]["id"];
export const VERSION_SOURCE_IDS = VERSION_SOURCES.map((s) => s.id) as [VersionSource, ...VersionSource[]];

/** A client link for a briefing lasts 30 days (R-DOC-3). */
export const CLIENT_LINK_DAYS = 30;

/** "1 documento", "3 documentos": the project deletion's confirmation names how many go. */
export function documentCountLabel(n: number): string {
  return plural(n, "documento", "documentos");
}

/** The kinds written as sections of rich text, generated and rewritten section by section (R-DOC-6). */
export const WRITTEN_KINDS = ["conceito", "memorial", "justificativa", "apresentacao"] as const satisfies readonly DocumentKind[];
export type WrittenKind = (typeof WRITTEN_KINDS)[number];

export function isWrittenKind(kind: DocumentKind): kind is WrittenKind {
  return (WRITTEN_KINDS as readonly string[]).includes(kind);
}
