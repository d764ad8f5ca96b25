import { formatArea, programmeTotals, roomTotal } from "./needs-program";
import type { ProgrammeContent } from "./needs-program.schema";
import type { OptionalSlide } from "./presentations";
import { blocksToPlainText } from "./rich-text";
import type { WrittenContent } from "./written-documents.schema";

/**
 * The slides of a presentation (R-PRES-1), from what the project holds: pure, so that the
 * renderer (server/export/slides-document.tsx) only lays them out and the tests read the deck
 * without a PDF. Long text and long tables continue on the next slide; nothing is cut.
 */

export type SlideLine = { label: string; value: string };

export type Slide =
  | { kind: "cover"; title: string; subtitle: string | null; lines: SlideLine[] }
  | { kind: "text"; heading: string; paragraphs: string[] }
  | { kind: "table"; heading: string; columns: { label: string; align?: "right" }[]; rows: string[][]; footer: string[] | null }
  | { kind: "figures"; heading: string; items: SlideLine[]; note: string | null }
  | { kind: "gallery"; heading: string; images: { key: string; title: string | null; caption: string }[] }
  | { kind: "closing"; heading: string; lines: string[] };

export interface SlideSources {
  title: string;
  projectName: string;
  clientName: string;
  studioName: string;
  /** dd/MM/yyyy */
  date: string;
  /** The studio's contacts, one per line ("CAU A12345-6", "(11) 98765-4321"…). */
  contactLines: string[];
  slides: readonly OptionalSlide[];
  /** Plain text, paragraphs separated by blank lines. */
  text: string | null;
  concept: WrittenContent | null;
  programme: ProgrammeContent | null;
  /** The project's built area (m²) when the programme does not give one. */
  builtArea: number | null;
  /** A budget's summary lines, when the project has one (budgets come with issue 16). */
  budget: SlideLine[] | null;
  /** Images are named by a key the renderer resolves to bytes; null: a reference without image. */
  references: { title: string; note: string; imageKey: string | null }[];
  images: { imageKey: string; caption: string }[];
}

/** About what fits on a 16:9 slide at the body size the templates use. */
export const TEXT_CHARS_PER_SLIDE = 1_100;
export const TABLE_ROWS_PER_SLIDE = 9;
const CONTINUED = " (continuação)";

/** Paragraphs grouped so each group stays under `max` characters (a longer paragraph goes alone, split at sentences). */
export function paginateParagraphs(paragraphs: string[], max = TEXT_CHARS_PER_SLIDE): string[][] {
  const pieces = paragraphs.flatMap((p) => (p.length <= max ? [p] : splitLong(p, max)));
  const pages: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const piece of pieces) {
    if (current.length > 0 && size + piece.length > max) {
      pages.push(current);
      current = [];
      size = 0;
    }
    current.push(piece);
    size += piece.length;
  }
  if (current.length > 0) pages.push(current);
  return pages;
}

function splitLong(paragraph: string, max: number): string[] {
  const sentences = paragraph.match(/[^.!?]+[.!?]*\s*/g) ?? [paragraph];
  const out: string[] = [];
  let current = "";
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > max) {
      out.push(current.trim());
      current = "";
    }
    // A single sentence longer than a slide is cut at a word boundary.
    let rest = sentence;
    while (rest.length > max) {
      const cut = rest.lastIndexOf(" ", max) > 0 ? rest.lastIndexOf(" ", max) : max;
      out.push(rest.slice(0, cut).trim());
      rest = rest.slice(cut);
    }
    current += rest;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}

function textSlides(heading: string, paragraphs: string[]): Slide[] {
  return paginateParagraphs(paragraphs).map((page, i) => ({ kind: "text", heading: i === 0 ? heading : heading + CONTINUED, paragraphs: page }));
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

function conceptParagraphs(concept: WrittenContent): string[] {
  return concept.sections.flatMap((section) => {
    const body = section.blocks.flatMap((block) => paragraphsOf(blocksToPlainText([block])));
    return body.length > 0 ? [`${section.title}: ${body[0]}`, ...body.slice(1)] : [];
  });
}

function programmeSlides(programme: ProgrammeContent): Slide[] {
  const totals = programmeTotals(programme);
  const rows = programme.rooms.map((room) => [room.sector.trim() || "—", room.name, integer.format(room.quantity), formatArea(room.unitArea), formatArea(roomTotal(room))]);
  const columns = [{ label: "Setor" }, { label: "Ambiente" }, { label: "Qtd.", align: "right" as const }, { label: "Área unit.", align: "right" as const }, { label: "Área total", align: "right" as const }];
  const pages = chunks(rows, TABLE_ROWS_PER_SLIDE);
  return pages.map((page, i) => ({
    kind: "table",
    heading: i === 0 ? "Programa de necessidades" : `Programa de necessidades${CONTINUED}`,
    columns,
    rows: page,
    footer: i === pages.length - 1 ? ["Área útil", "", "", "", formatArea(totals.usefulArea)] : null,
  }));
}

function areaSlide(programme: ProgrammeContent | null, builtArea: number | null): Slide | null {
  if (programme && programme.rooms.length > 0) {
    const totals = programmeTotals(programme);
    const pct = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 }).format(programme.wallFactor * 100);
    return {
      kind: "figures",
      heading: "Quadro de áreas",
      items: [
        ...totals.bySector.map((s) => ({ label: s.sector, value: formatArea(s.area) })),
        { label: "Área útil", value: formatArea(totals.usefulArea) },
        { label: `Paredes e circulação (${pct}%)`, value: formatArea(totals.wallsAndCirculation) },
        { label: "Área construída estimada", value: formatArea(totals.builtArea) },
      ],
      note: "Áreas do programa de necessidades; a área construída final sai do projeto.",
    };
  }
  if (builtArea !== null) return { kind: "figures", heading: "Quadro de áreas", items: [{ label: "Área construída prevista", value: formatArea(builtArea) }], note: null };
  return null;
}

/** The deck, in the order the architect presents: who and what, the idea, the spaces, the cost, the images, the contact. */
export function buildSlides(src: SlideSources): Slide[] {
  const wants = (id: OptionalSlide) => src.slides.includes(id);
  const slides: Slide[] = [
    {
      kind: "cover",
      title: src.title,
      subtitle: src.projectName === src.title ? null : src.projectName,
      lines: [
        { label: "Cliente", value: src.clientName },
        { label: "Escritório", value: src.studioName },
        { label: "Data", value: src.date },
      ].filter((l) => l.value),
    },
  ];
  if (wants("texto") && src.text) slides.push(...textSlides("Apresentação", paragraphsOf(src.text)));
  if (wants("conceito") && src.concept) {
    const paragraphs = conceptParagraphs(src.concept);
    if (paragraphs.length > 0) slides.push(...textSlides("Conceito", paragraphs));
  }
  if (wants("programa") && src.programme && src.programme.rooms.length > 0) slides.push(...programmeSlides(src.programme));
  if (wants("areas")) {
    const areas = areaSlide(src.programme, src.builtArea);
    if (areas) slides.push(areas);
  }
  if (wants("orcamento") && src.budget && src.budget.length > 0) {
    slides.push({ kind: "figures", heading: "Resumo do orçamento", items: src.budget, note: "Estimativa de custo (NBR 12721); não substitui o orçamento da construtora." });
  }
  if (wants("referencias")) {
    const refs = src.references.map((r) => ({ key: r.imageKey ?? "", title: r.title, caption: r.note }));
    chunks(refs, 2).forEach((page, i) => slides.push({ kind: "gallery", heading: i === 0 ? "Referências" : `Referências${CONTINUED}`, images: page }));
  }
  if (wants("imagens")) {
    for (const image of src.images) slides.push({ kind: "gallery", heading: "Imagens do projeto", images: [{ key: image.imageKey, title: null, caption: image.caption }] });
  }
  if (wants("contato")) slides.push({ kind: "closing", heading: "Obrigado!", lines: [src.studioName, ...src.contactLines].filter(Boolean) });
  return slides;
}
