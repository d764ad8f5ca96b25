import { hasPlaceholder, placeholdersIn } from "#domain/document-gaps";
import { buildSlides, paragraphsOf, type Slide, type SlideSources } from "#server/export/presentation-slides";
import type { OptionalSlide } from "#domain/presentations";
import type { Inlines, RichBlock } from "#domain/rich-text.schema";
import type { WrittenContent } from "#domain/written-documents.schema";

/**
 * A presentation never prints a placeholder (R-PRES-1, decision 071): it goes to the client as it
 * is. Whatever still reads "[completar: …]" in what the slides are built from is left out — the
 * sentence, the list item, the table row, the figure — and a slide left with nothing is left out
 * whole. What was left out is reported per optional slide, so the wizard can say which and why.
 * This runs around `buildSlides` and does not change how slides are built.
 */

const MARKER = /\[\s*completar\s*:[^\]\n]*(?:\]|$)/gi;

/** The text without any marker (for titles and headings, which cannot be left out). */
export function stripPlaceholders(text: string): string {
  return text
    .replace(MARKER, "")
    .replace(/\s{2,}/g, " ")
    .replace(/\s+([.,;:!?])/g, "$1")
    .trim();
}

const MARKER_AT = /\[\s*completar\s*:[^\]\n]*(?:\]|$)/iy;

/**
 * A paragraph's pieces: sentences (ended by . ! ? or … before a space or the end), and the
 * "• item" of a list flattened into a line. A marker is one piece of text even when its words
 * hold a full stop, and ends its sentence when a capital follows.
 */
function pieces(text: string): string[] {
  const out: string[] = [];
  let current = "";
  let i = 0;
  const push = () => {
    if (current.trim()) out.push(current);
    current = "";
  };
  while (i < text.length) {
    MARKER_AT.lastIndex = i;
    const marker = MARKER_AT.exec(text);
    if (marker) {
      current += marker[0];
      i += marker[0].length;
      // The offline generator writes a marker as a sentence of its own: a capital after it starts the next.
      const next = /^\s+(?=\p{Lu})/u.exec(text.slice(i, i + 8));
      if (next) {
        current += next[0];
        i += next[0].length;
        push();
      }
      continue;
    }
    const ch = text[i]!;
    if (ch === "•") push();
    current += ch;
    i++;
    if (/[.!?…]/.test(ch)) {
      while (i < text.length && /[.!?…]/.test(text[i]!)) current += text[i++];
      if (i >= text.length || /\s/.test(text[i]!)) {
        while (i < text.length && /\s/.test(text[i]!)) current += text[i++];
        push();
      }
    }
  }
  push();
  return out;
}

/**
 * A paragraph without its sentences (or list items) that hold a marker; null when nothing is left
 * but a label ("Ideias norteadoras:").
 */
export function knownPart(text: string): string | null {
  if (!hasPlaceholder(text)) return text;
  const kept = pieces(text)
    .filter((p) => !hasPlaceholder(p))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  if (!kept || /^[^.!?•]{0,80}:$/.test(kept) || !/\p{L}/u.test(kept)) return null;
  return kept;
}

const plain = (content: Inlines) => content.map((i) => i.text).join("");

/** A block of the concept with only what is known, as plain runs (slides show plain text); null when nothing is. */
function knownBlock(block: RichBlock): RichBlock | null {
  switch (block.type) {
    case "heading":
    case "paragraph": {
      const text = knownPart(plain(block.content));
      return text ? { ...block, content: [{ text }] } : null;
    }
    case "bulletList":
    case "orderedList": {
      const items = block.items.flatMap((item) => {
        const text = knownPart(plain(item));
        return text ? [[{ text }]] : [];
      });
      return items.length > 0 ? { ...block, items } : null;
    }
    case "table": {
      const rows = block.rows.filter((row) => !row.some((cell) => hasPlaceholder(plain(cell))));
      return rows.length > (block.header ? 1 : 0) ? { ...block, rows } : null;
    }
  }
}

function knownWritten(content: WrittenContent): WrittenContent {
  return { sections: content.sections.map((s) => ({ ...s, blocks: s.blocks.flatMap((b) => knownBlock(b) ?? []) })) };
}

function knownText(text: string | null): string | null {
  if (text === null) return null;
  const kept = paragraphsOf(text).flatMap((p) => knownPart(p) ?? []);
  return kept.length > 0 ? kept.join("\n\n") : null;
}

/** The sources with what is unknown left out where the slides would otherwise be cut oddly (the text, the concept). */
function knownSources(src: SlideSources): SlideSources {
  return {
    ...src,
    title: stripPlaceholders(src.title) || stripPlaceholders(src.projectName) || "Apresentação",
    projectName: stripPlaceholders(src.projectName),
    clientName: stripPlaceholders(src.clientName),
    studioName: stripPlaceholders(src.studioName),
    contactLines: src.contactLines.filter((l) => !hasPlaceholder(l)),
    text: knownText(src.text),
    concept: src.concept ? knownWritten(src.concept) : null,
  };
}

/**
 * The last guard, on built slides whatever they were built from: lines, rows and figures with a
 * marker go, paragraphs keep their known sentences, headings and captions lose the marker, and a
 * slide with no content left goes. Nothing with "[completar" comes out.
 */
export function knownSlide(slide: Slide): Slide[] {
  switch (slide.kind) {
    case "cover":
      return [{ ...slide, title: stripPlaceholders(slide.title), subtitle: slide.subtitle ? stripPlaceholders(slide.subtitle) || null : null, lines: slide.lines.filter((l) => !hasPlaceholder(l.label) && !hasPlaceholder(l.value)) }];
    case "text": {
      const paragraphs = slide.paragraphs.flatMap((p) => knownPart(p) ?? []);
      // A list's items (decision 074) go the same way as paragraphs.
      const bullets = (slide.bullets ?? []).flatMap((b) => knownPart(b) ?? []);
      const after = (slide.after ?? []).flatMap((p) => knownPart(p) ?? []);
      const { bullets: _all, after: _after, ...rest } = slide;
      return paragraphs.length + bullets.length + after.length > 0
        ? [{ ...rest, heading: stripPlaceholders(slide.heading), paragraphs, ...(bullets.length > 0 ? { bullets } : {}), ...(after.length > 0 ? { after } : {}) }]
        : [];
    }
    case "table": {
      const rows = slide.rows.filter((row) => !row.some(hasPlaceholder));
      return rows.length > 0 ? [{ ...slide, heading: stripPlaceholders(slide.heading), columns: slide.columns.map((c) => ({ ...c, label: stripPlaceholders(c.label) })), rows, footer: slide.footer?.map(stripPlaceholders) ?? null }] : [];
    }
    case "figures": {
      const items = slide.items.filter((i) => !hasPlaceholder(i.label) && !hasPlaceholder(i.value));
      return items.length > 0 ? [{ ...slide, heading: stripPlaceholders(slide.heading), items, note: slide.note ? knownPart(slide.note) : null }] : [];
    }
    case "gallery":
      return [
        {
          ...slide,
          heading: stripPlaceholders(slide.heading),
          images: slide.images.map((im) => ({ ...im, title: im.title ? stripPlaceholders(im.title) || null : null, caption: knownPart(im.caption) ?? "" })),
        },
      ];
    case "envelope":
      // Computed figures and the drawing's words: no placeholder ever reaches them (R-PRES-2).
      return [slide];
    case "closing":
      return [{ ...slide, heading: stripPlaceholders(slide.heading), lines: slide.lines.filter((l) => !hasPlaceholder(l)) }];
  }
}

/** Every text a slide prints. */
export function slideTexts(slide: Slide): string[] {
  switch (slide.kind) {
    case "cover":
      return [slide.title, slide.subtitle ?? "", ...slide.lines.flatMap((l) => [l.label, l.value])];
    case "text":
      return [slide.heading, ...slide.paragraphs, ...(slide.bullets ?? []), ...(slide.after ?? [])];
    case "table":
      return [slide.heading, ...slide.columns.map((c) => c.label), ...slide.rows.flat(), ...(slide.footer ?? [])];
    case "figures":
      return [slide.heading, ...slide.items.flatMap((i) => [i.label, i.value]), slide.note ?? ""];
    case "gallery":
      return [slide.heading, ...slide.images.flatMap((i) => [i.title ?? "", i.caption])];
    case "envelope":
      return [slide.heading, ...slide.items.flatMap((i) => [i.label, i.value]), slide.summary, slide.note];
    case "closing":
      return [slide.heading, ...slide.lines];
  }
}

/**
 * What a slide chosen in the wizard lost: `fora` — all of it (its source had only what is still
 * to complete), `parcial` — the lines named in `gaps`. The cover is `capa`.
 */
export type SlideIssue = { slide: OptionalSlide | "capa"; status: "fora" | "parcial"; gaps: string[] };

const unique = (items: string[]) => [...new Set(items)];
const withoutCover = (slides: Slide[]) => slides.filter((s) => s.kind !== "cover");
const gapsOf = (slides: Slide[]) => unique(slides.flatMap(slideTexts).flatMap(placeholdersIn));

/** The deck as it goes to the client, and what each chosen slide left out. */
export function presentationDeck(src: SlideSources): { slides: Slide[]; issues: SlideIssue[] } {
  const known = knownSources(src);
  const slides = buildSlides(known).flatMap(knownSlide);
  const issues: SlideIssue[] = [];
  const cover = gapsOf(buildSlides({ ...src, slides: [] }).filter((s) => s.kind === "cover"));
  if (cover.length > 0) issues.push({ slide: "capa", status: "parcial", gaps: cover });
  for (const id of src.slides) {
    const gaps = gapsOf(withoutCover(buildSlides({ ...src, slides: [id] })));
    if (gaps.length === 0) continue;
    const left = withoutCover(buildSlides({ ...known, slides: [id] })).flatMap(knownSlide);
    issues.push({ slide: id, status: left.length === 0 ? "fora" : "parcial", gaps });
  }
  return { slides, issues };
}
