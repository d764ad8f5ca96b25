import type { WrittenKind } from "#domain/documents";
import type { DashboardChild } from "#web/lib/navigation";

/** Each written document's screen (R-PAGE-1, R-DOC-6): the spec's titles, buttons and empty texts. */
export interface WrittenPage {
  kind: WrittenKind;
  /** The list's address; the editor is `${path}/:documentId`. */
  path: string;
  icon: DashboardChild;
  title: string;
  description: string;
  createLabel: string;
  listTitle: string;
  emptyText: string;
  /** "o memorial", "a justificativa": for sentences about one document. */
  noun: string;
}

export const WRITTEN_PAGES: Record<WrittenKind, WrittenPage> = {
  conceito: {
    kind: "conceito",
    path: "/dashboard/conceito",
    icon: "conceito",
    title: "Criação de conceito",
    description: "Desenvolva o conceito do projeto a partir do briefing, com apoio da IA.",
    createLabel: "Criar novo conceito",
    listTitle: "Conceitos Recentes",
    emptyText: "Nenhum conceito criado recentemente",
    noun: "o conceito",
  },
  memorial: {
    kind: "memorial",
    path: "/dashboard/memorial",
    icon: "memorial",
    title: "Memorial Descritivo",
    description: "Redija o memorial descritivo do projeto com apoio da IA.",
    createLabel: "Iniciar novo memorial",
    listTitle: "Memoriais Recentes",
    emptyText: "Nenhum memorial descritivo criado recentemente",
    noun: "o memorial",
  },
  justificativa: {
    kind: "justificativa",
    path: "/dashboard/justificativa",
    icon: "justificativa",
    title: "Justificativa de Projeto",
    description: "Explique as decisões de projeto com um texto claro e bem fundamentado.",
    createLabel: "Criar nova justificativa",
    listTitle: "Justificativas Recentes",
    emptyText: "Nenhuma justificativa criada recentemente",
    noun: "a justificativa",
  },
  apresentacao: {
    kind: "apresentacao",
    path: "/dashboard/apresentacoes",
    icon: "apresentacoes",
    title: "Texto para apresentação",
    description: "Monte apresentações em PDF com o logotipo e a identidade do seu escritório.",
    createLabel: "Nova apresentação",
    listTitle: "Minhas apresentações",
    emptyText: "Nenhuma apresentação criada ainda",
    noun: "o texto de apresentação",
  },
};

/**
 * The project picker's sentence, agreeing with the document's gender: "Cada projeto tem uma
 * justificativa, escrita a partir …; se o projeto já tiver uma, ela será aberta."
 */
export function pickerDescription(page: WrittenPage): string {
  const feminine = page.noun.startsWith("a ");
  const one = page.noun.replace(/^o /, "um ").replace(/^a /, "uma ");
  return `Cada projeto tem ${one}, ${feminine ? "escrita" : "escrito"} a partir do que o projeto já sabe (cliente, terreno, briefing, programa). Se o projeto já tiver ${feminine ? "uma, ela será aberta" : "um, ele será aberto"}.`;
}

export const writtenEditorPath = (kind: WrittenKind, documentId: string) => `${WRITTEN_PAGES[kind].path}/${encodeURIComponent(documentId)}`;
