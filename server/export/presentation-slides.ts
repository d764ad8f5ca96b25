import { formatArea, programmeTotals, roomTotal } from "#domain/needs-program";
import type { ProgrammeContent } from "#domain/needs-program.schema";
import type { OptionalSlide } from "#domain/presentations";
import { blocksToPlainText } from "#domain/rich-text";
import type { WrittenContent } from "#domain/written-documents.schema";
import { envelopeSlide, type EnvelopeSlide, type ZoningSource } from "./presentation-envelope";

/**
 * The slides of a presentation (R-PRES-1), from what the project holds: pure, so that the
 * renderer (server/export/slides-document.tsx) only lays them out and the tests read the deck
 * without a PDF. Each slide holds what fits one slide (TEXT_CHARS_PER_SLIDE, BULLETS_PER_SLIDE,
 * TABLE_ROWS_PER_SLIDE): more goes to further slides, each titled with its part ("Conceito
 * (2/3)"), never a "continuação" wall; the concept gets one slide per section under its own
 * title, and lists stay lists (decision 074). Nothing is cut.
 */

export type SlideLine = { label: string; value: string };

export type Slide =
  | { kind: "cover"; title: string; subtitle: string | null; lines: SlideLine[] }
  | {
      kind: "text";
      heading: string;
      paragraphs: string[];
      /** A list under the paragraphs, one item per bullet. */
      bullets?: string[];
      /** Paragraphs under the list (a text's closing lines after its list). */
      after?: string[];
    }
  | { kind: "table"; heading: string; columns: { label: string; align?: "right" }[]; rows: string[][]; footer: string[] | null }
  | { kind: "figures"; heading: string; items: SlideLine[]; note: string | null }
  | { kind: "gallery"; heading: string; images: { key: string; title: string | null; caption: string }[] }
  | EnvelopeSlide
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
  /** A budget's summary lines and the note under them, when the project has one (`budgetSlide`). */
  budget: { items: SlideLine[]; note: string } | null;
  /** Images are named by a key the renderer resolves to bytes; null: a reference without image. */
  references: { title: string; note: string; imageKey: string | null }[];
  images: { imageKey: string; caption: string }[];
  /** The lot's envelope and where it came from (the project's latest zoning run, else its lot); null: no lot rectangle. */
  zoning?: ZoningSource | null;
}

/** About what fits on a 16:9 slide at the body size the templates use. */
export const TEXT_CHARS_PER_SLIDE = 1_100;
export const TABLE_ROWS_PER_SLIDE = 9;
/** Bullets a slide holds at the body size (with the characters' limit above). */
export const BULLETS_PER_SLIDE = 6;

/** The headings of a run of slides: the title alone, or each with its part ("Conceito (2/3)"). */
export function partHeadings(heading: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => (count === 1 ? heading : `${heading} (${i + 1}/${count})`));
}

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

const BULLET = /^\s*(?:[•\-*]|\d+[.)])\s+/;

/** Paragraphs from blank lines (wrapped lines joined); a list's lines ("• …", "- …", "1. …") stay one item each, marked "• ". */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .flatMap((p) => {
      const lines = p.split("\n");
      if (!lines.some((l) => BULLET.test(l))) return [p.replace(/\s*\n\s*/g, " ").trim()];
      const out: string[] = [];
      for (const line of lines) {
        if (BULLET.test(line)) out.push(`• ${line.replace(BULLET, "").trim()}`);
        else if (out.length > 0 && !out.at(-1)!.startsWith("• ")) out[out.length - 1] += ` ${line.trim()}`;
        else if (line.trim()) out.push(line.trim());
      }
      return out;
    })
    .filter(Boolean);
}

type Piece = { kind: "p" | "b"; text: string };

type TextPage = { paragraphs: string[]; bullets: string[]; after: string[] };

/**
 * Paragraphs and bullets laid out on slides: each page under TEXT_CHARS_PER_SLIDE characters and
 * BULLETS_PER_SLIDE bullets; a piece longer than a slide is split at sentences. A page holds
 * paragraphs, then a list, then paragraphs again (`after`): a text's closing paragraph stays
 * under its list instead of making a slide of two lines.
 */
export function layoutText(pieces: Piece[]): TextPage[] {
  const parts = pieces.flatMap((piece) => (piece.text.length <= TEXT_CHARS_PER_SLIDE ? [piece] : splitLong(piece.text, TEXT_CHARS_PER_SLIDE).map((text) => ({ kind: piece.kind, text }))));
  const pages: TextPage[] = [];
  const blank = (): TextPage => ({ paragraphs: [], bullets: [], after: [] });
  let page = blank();
  let size = 0;
  for (const part of parts) {
    const empty = page.paragraphs.length + page.bullets.length + page.after.length === 0;
    // A second list would print above the paragraphs under the first: it starts a new slide.
    const full = size + part.text.length > TEXT_CHARS_PER_SLIDE || (part.kind === "b" && (page.bullets.length >= BULLETS_PER_SLIDE || page.after.length > 0));
    if (!empty && full) {
      pages.push(page);
      page = blank();
      size = 0;
    }
    (part.kind === "b" ? page.bullets : page.bullets.length > 0 ? page.after : page.paragraphs).push(part.text);
    size += part.text.length;
  }
  if (page.paragraphs.length + page.bullets.length + page.after.length > 0) pages.push(page);
  return pages;
}

const piecesOf = (paragraphs: string[]): Piece[] => paragraphs.map((p) => (p.startsWith("• ") ? { kind: "b", text: p.slice(2) } : { kind: "p", text: p }));

function textSlides(heading: string, pieces: Piece[]): Slide[] {
  const pages = layoutText(pieces);
  const headings = partHeadings(heading, pages.length);
  return pages.map((page, i) => ({
    kind: "text",
    heading: headings[i]!,
    paragraphs: page.paragraphs,
    ...(page.bullets.length > 0 ? { bullets: page.bullets } : {}),
    ...(page.after.length > 0 ? { after: page.after } : {}),
  }));
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** The concept's slides: one per section under the section's title, its lists kept as lists. */
function conceptSlides(concept: WrittenContent): Slide[] {
  return concept.sections.flatMap((section) => {
    const pieces: Piece[] = section.blocks.flatMap((block): Piece[] => {
      if (block.type === "bulletList" || block.type === "orderedList") return block.items.map((item) => ({ kind: "b", text: item.map((i) => i.text).join("").trim() }));
      if (block.type === "table") return block.rows.map((row) => ({ kind: "b", text: row.map((cell) => cell.map((i) => i.text).join("")).join(" — ") }));
      return paragraphsOf(blocksToPlainText([block])).map((text) => ({ kind: "p", text }));
    });
    const kept = pieces.filter((p) => p.text);
    return kept.length > 0 ? textSlides(section.title, kept) : [];
  });
}

function programmeSlides(programme: ProgrammeContent): Slide[] {
  const totals = programmeTotals(programme);
  const rows = programme.rooms.map((room) => [room.sector.trim() || "—", room.name, integer.format(room.quantity), formatArea(room.unitArea), formatArea(roomTotal(room))]);
  const columns = [{ label: "Setor" }, { label: "Ambiente" }, { label: "Qtd.", align: "right" as const }, { label: "Área unit.", align: "right" as const }, { label: "Área total", align: "right" as const }];
  const pages = chunks(rows, TABLE_ROWS_PER_SLIDE);
  const headings = partHeadings("Programa de necessidades", pages.length);
  return pages.map((page, i) => ({
    kind: "table",
    heading: headings[i]!,
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
  if (wants("texto") && src.text) slides.push(...textSlides("Apresentação", piecesOf(paragraphsOf(src.text))));
  if (wants("conceito") && src.concept) slides.push(...conceptSlides(src.concept));
  if (wants("programa") && src.programme && src.programme.rooms.length > 0) slides.push(...programmeSlides(src.programme));
  if (wants("areas")) {
    const areas = areaSlide(src.programme, src.builtArea);
    if (areas) slides.push(areas);
  }
  if (wants("potencial") && src.zoning) slides.push(envelopeSlide(src.zoning, src.programme));
  if (wants("orcamento") && src.budget && src.budget.items.length > 0) {
    slides.push({ kind: "figures", heading: "Resumo do orçamento", items: src.budget.items, note: src.budget.note });
  }
  if (wants("referencias")) {
    const refs = src.references.map((r) => ({ key: r.imageKey ?? "", title: r.title, caption: r.note }));
    const pages = chunks(refs, 2);
    const headings = partHeadings("Referências", pages.length);
    pages.forEach((page, i) => slides.push({ kind: "gallery", heading: headings[i]!, images: page }));
  }
  if (wants("imagens")) {
    for (const image of src.images) slides.push({ kind: "gallery", heading: "Imagens do projeto", images: [{ key: image.imageKey, title: null, caption: image.caption }] });
  }
  if (wants("contato")) slides.push({ kind: "closing", heading: "Obrigado!", lines: [src.studioName, ...src.contactLines].filter(Boolean) });
  return slides;
}
