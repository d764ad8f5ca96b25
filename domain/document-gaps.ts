import { plural } from "./addressing";
import type { WrittenKind } from "./documents";
import type { Inlines, RichBlock } from "./rich-text.schema";
import type { WrittenContent } from "./written-documents.schema";

/**
 * What a document still lacks before it goes to the client (R-DOC-5): every "[completar: …]" the
 * offline generator (or the AI, told to) left, and every section still blank, each with its
 * section and the place that fills it (the section in the editor, the project's lot,
 * Configurações…). The export asks for a confirmation while there are any
 * (docs/decisions/071-nothing-leaves-with-an-unsaid-gap.md); the presentation's slides drop them.
 */

/** A placeholder in a run of text: "[completar: área do lote]". An unclosed one (AI text) runs to the end of the text. */
const PLACEHOLDER = /\[\s*completar\s*:([^\]\n]*)(?:\]|$)/gi;

/** The placeholders' own words, in order ("área do lote", …). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => (m[1] ?? "").trim() || "trecho a completar");
}

export function hasPlaceholder(text: string): boolean {
  PLACEHOLDER.lastIndex = 0;
  const found = PLACEHOLDER.test(text);
  PLACEHOLDER.lastIndex = 0;
  return found;
}

/** Where a gap is filled. `secao`: only in the document itself. */
export const GAP_PLACES = ["secao", "terreno", "projeto", "configuracoes", "briefing", "programa", "conceito", "referencias"] as const;
export type GapPlace = (typeof GAP_PLACES)[number];

/**
 * Which data a placeholder asks for, read from its words. What only the architect can write (a
 * design decision, the ART number) is completed in the section; stored data (the lot, the
 * project's area, the studio's CAU) is completed where it is kept, so every document gets it.
 */
export function placeOf(what: string): GapPlace {
  const w = what.toLowerCase();
  if (/\bart\b|\brrt\b/.test(w)) return "secao";
  if (/\bcau\b|\bcrea\b|autor do projeto|respons[aá]vel t[eé]cnico/.test(w)) return "configuracoes";
  if (/^(o )?(endere[cç]o|[aá]rea do (lote|terreno)|dimens[oõ]es do (lote|terreno)|zona\b|zoneamento|topografia)/.test(w)) return "terreno";
  // The lot's urban parameters are stored with it (R-PROJ-2); the project's own rates are design.
  if (/^(os )?(par[aâ]metros urban[ií]sticos|taxa de ocupa[cç][aã]o m[aá]xima|coeficiente de aproveitamento|taxa de permeabilidade m[ií]nima|recuos?\b(?! e)|altura m[aá]xima)/.test(w)) return "terreno";
  if (/^(a )?[aá]rea constru[ií]da/.test(w)) return "projeto";
  if (/briefing/.test(w)) return "briefing";
  if (/^refer[eê]ncias visuais|pesquisa de refer[eê]ncias/.test(w)) return "referencias";
  if (/documento de conceito/.test(w)) return "conceito";
  if (/^(os )?ambientes principais|pavimentos e ambientes/.test(w)) return "programa";
  return "secao";
}

export type GapKind = "completar" | "vazia";

export interface DocumentGap {
  section: { key: string; title: string; number: number };
  kind: GapKind;
  /** The placeholder's words ("número da ART/RRT"), or "seção em branco". */
  text: string;
  place: GapPlace;
}

export const EMPTY_SECTION_GAP = "seção em branco";

const inlineText = (content: Inlines) => content.map((i) => i.text).join("");

/** Every run of text of a block, as the reader sees it (a placeholder split by bold still counts once). */
function textsOf(block: RichBlock): string[] {
  switch (block.type) {
    case "heading":
    case "paragraph":
      return [inlineText(block.content)];
    case "bulletList":
    case "orderedList":
      return block.items.map(inlineText);
    case "table":
      return block.rows.flatMap((row) => row.map(inlineText));
  }
}

/** A written document's gaps, section by section, in the order the document reads. */
export function scanWrittenGaps(content: WrittenContent): DocumentGap[] {
  return content.sections.flatMap((s, i): DocumentGap[] => {
    const section = { key: s.key, title: s.title, number: i + 1 };
    const texts = s.blocks.flatMap(textsOf);
    if (texts.every((t) => t.trim() === "")) return [{ section, kind: "vazia", text: EMPTY_SECTION_GAP, place: "secao" }];
    return texts.flatMap(placeholdersIn).map((text) => ({ section, kind: "completar" as const, text, place: placeOf(text) }));
  });
}

/** The address of a written document's editor in the app. */
const EDITOR_PATHS: Record<WrittenKind, string> = {
  conceito: "/dashboard/conceito",
  memorial: "/dashboard/memorial",
  justificativa: "/dashboard/justificativa",
  apresentacao: "/dashboard/apresentacoes",
};

export function writtenEditorHref(kind: WrittenKind, documentId: string): string {
  return `${EDITOR_PATHS[kind]}/${encodeURIComponent(documentId)}`;
}

/** A project's "Proposta de serviços" page (R-PROP-2). */
export function proposalHref(projectId: string): string {
  return `/dashboard/projetos/${encodeURIComponent(projectId)}/proposta`;
}

/** A project's "Contrato de prestação de serviços" page (R-CONTRACT-2). */
export function contractHref(projectId: string): string {
  return `/dashboard/projetos/${encodeURIComponent(projectId)}/contrato`;
}

/** The anchor of a section in the editor (the SectionCard's id). */
export function sectionAnchor(key: string): string {
  return `secao-${key}`;
}

/** The anchor of the project page's lot card. */
export const LOT_ANCHOR = "terreno";

export type GapLink = { label: string; href: string };

/** Where a place is, for a project: null for `secao` (the caller links the section itself). */
export function placeLink(place: GapPlace, projectId: string): GapLink | null {
  const project = `/dashboard/projetos/${encodeURIComponent(projectId)}`;
  switch (place) {
    case "secao":
      return null;
    case "terreno":
      return { label: "Terreno do projeto", href: `${project}#${LOT_ANCHOR}` };
    case "projeto":
      return { label: "Dados do projeto", href: project };
    case "configuracoes":
      return { label: "Configurações (perfil do escritório)", href: "/dashboard/configuracoes" };
    case "briefing":
      return { label: "Briefing do projeto", href: "/dashboard/briefing" };
    case "programa":
      return { label: "Programa de necessidades (na página do projeto)", href: project };
    case "conceito":
      return { label: "Criação de conceito", href: "/dashboard/conceito" };
    case "referencias":
      return { label: "Pesquisa de referências", href: "/dashboard/referencias" };
  }
}

/**
 * The links of one gap of a written document: its section in the editor first, then the place
 * where the data is kept when that is elsewhere.
 */
export function gapLinks(gap: DocumentGap, { kind, documentId, projectId }: { kind: WrittenKind | "proposta" | "contrato"; documentId: string; projectId: string }): GapLink[] {
  // The proposal (R-PROP-2) and the contract (R-CONTRACT-2) are edited on their project's pages, one per project.
  const editor = kind === "proposta" ? proposalHref(projectId) : kind === "contrato" ? contractHref(projectId) : writtenEditorHref(kind, documentId);
  const section = { label: `Seção ${gap.section.number}. ${gap.section.title}`, href: `${editor}#${sectionAnchor(gap.section.key)}` };
  const elsewhere = placeLink(gap.place, projectId);
  return elsewhere ? [section, elsewhere] : [section];
}

/** "3 trechos a completar e 1 seção em branco" — what the confirmation and the 409 say. */
export function gapsSummary(gaps: readonly Pick<DocumentGap, "kind">[]): string {
  const marks = gaps.filter((g) => g.kind === "completar").length;
  const blank = gaps.length - marks;
  return [marks > 0 ? plural(marks, "trecho a completar", "trechos a completar") : null, blank > 0 ? plural(blank, "seção em branco", "seções em branco") : null].filter(Boolean).join(" e ");
}
