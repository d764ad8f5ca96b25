import { Lexer, type Token, type Tokens } from "marked";
import type { Inline, Inlines, RichBlock } from "./rich-text.schema";
import { plainWords } from "./text-fields";

/**
 * Markdown (what the AI writes) into the stored block model, and blocks back into Markdown (what
 * a rewrite shows the AI) or plain text (R-DOC-6, decision 050). The AI's text is untrusted: raw
 * HTML becomes plain text, links keep their address as text, nothing else passes.
 */

type Marks = { bold?: boolean; italic?: boolean };

const stripTags = (html: string) => html.replace(/<[^>]*>/g, "");
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e] ?? "");

function mergeRuns(runs: Inline[]): Inlines {
  const out: Inline[] = [];
  for (const run of runs) {
    if (run.text.length === 0) continue;
    const last = out.at(-1);
    if (last && Boolean(last.bold) === Boolean(run.bold) && Boolean(last.italic) === Boolean(run.italic)) last.text += run.text;
    else out.push({ ...run });
  }
  // Leading and trailing spaces of a run of text are not content.
  const first = out[0];
  if (first) first.text = first.text.trimStart();
  const last = out.at(-1);
  if (last) last.text = last.text.trimEnd();
  return out.filter((r) => r.text.length > 0);
}

function run(text: string, marks: Marks): Inline {
  return { text, ...(marks.bold ? { bold: true } : {}), ...(marks.italic ? { italic: true } : {}) };
}

function inlineRuns(tokens: Token[] | undefined, marks: Marks = {}): Inline[] {
  const out: Inline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "strong":
        out.push(...inlineRuns((token as Tokens.Strong).tokens, { ...marks, bold: true }));
        break;
      case "em":
        out.push(...inlineRuns((token as Tokens.Em).tokens, { ...marks, italic: true }));
        break;
      case "link": {
        const link = token as Tokens.Link;
        out.push(...inlineRuns(link.tokens, marks));
        if (link.href && link.href !== link.text) out.push(run(` (${link.href})`, marks));
        break;
      }
      case "br":
        out.push(run(" ", marks));
        break;
      case "html":
        out.push(run(decode(stripTags((token as Tokens.HTML).text)), marks));
        break;
      case "codespan":
      case "escape":
        out.push(run(decode((token as Tokens.Codespan).text), marks));
        break;
      default: {
        const t = token as { tokens?: Token[]; text?: string };
        if (t.tokens && t.tokens.length > 0) out.push(...inlineRuns(t.tokens, marks));
        else if (typeof t.text === "string") out.push(run(decode(stripTags(t.text)), marks));
      }
    }
  }
  return out;
}

const inlines = (tokens: Token[] | undefined): Inlines => mergeRuns(inlineRuns(tokens));

function listItems(list: Tokens.List): Inlines[] {
  return list.items.flatMap((item) => {
    const own = item.tokens.filter((t) => t.type !== "list");
    const nested = item.tokens.filter((t): t is Tokens.List => t.type === "list");
    const text = mergeRuns(own.flatMap((t, i) => [...(i > 0 ? [run(" ", {})] : []), ...inlineRuns("tokens" in t && t.tokens ? t.tokens : [t])]));
    return [...(text.length > 0 ? [text] : []), ...nested.flatMap(listItems)];
  });
}

function blocksOf(tokens: Token[]): RichBlock[] {
  const out: RichBlock[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case "heading": {
        const content = inlines((token as Tokens.Heading).tokens);
        if (content.length > 0) out.push({ type: "heading", level: 3, content });
        break;
      }
      case "paragraph":
      case "text": {
        const content = inlines((token as Tokens.Paragraph).tokens ?? [token]);
        if (content.length > 0) out.push({ type: "paragraph", content });
        break;
      }
      case "list": {
        const list = token as Tokens.List;
        const items = listItems(list).slice(0, 500);
        if (items.length > 0) out.push({ type: list.ordered ? "orderedList" : "bulletList", items });
        break;
      }
      case "table": {
        const table = token as Tokens.Table;
        const header = table.header.map((cell) => inlines(cell.tokens)).slice(0, 20);
        const rows = table.rows.map((row) => row.map((cell) => inlines(cell.tokens)).slice(0, 20)).slice(0, 499);
        if (header.length > 0) out.push({ type: "table", header: true, rows: [header, ...rows] });
        break;
      }
      case "blockquote":
        out.push(...blocksOf((token as Tokens.Blockquote).tokens));
        break;
      case "code": {
        const text = (token as Tokens.Code).text.trim();
        if (text) out.push({ type: "paragraph", content: [{ text }] });
        break;
      }
      case "html": {
        const text = decode(stripTags((token as Tokens.HTML).text)).trim();
        if (text) out.push({ type: "paragraph", content: [{ text }] });
        break;
      }
      default:
        break; // space, hr, def: nothing to keep
    }
  }
  return out;
}

/**
 * A section's Markdown as blocks. A first heading that only repeats the section's title is
 * dropped (the section has its title already). Never throws: odd input gives fewer blocks.
 */
export function parseSectionMarkdown(markdown: string, sectionTitle?: string): RichBlock[] {
  let tokens: Token[];
  try {
    tokens = Lexer.lex(markdown.slice(0, 60_000), { gfm: true });
  } catch {
    const text = markdown.trim();
    return text ? [{ type: "paragraph", content: [{ text: text.slice(0, 20_000) }] }] : [];
  }
  const blocks = blocksOf(tokens);
  const first = blocks[0];
  if (first?.type === "heading" && sectionTitle) {
    const words = plainWords(first.content.map((i) => i.text).join(""));
    const title = plainWords(sectionTitle.replace(/^\d+\.\s*/, ""));
    if (words.replace(/^\d+\s*/, "") === title) blocks.shift();
  }
  return blocks.slice(0, 2_000);
}

function inlineMarkdown(content: Inlines): string {
  return content
    .map((i) => {
      if (i.bold && i.italic) return `***${i.text}***`;
      if (i.bold) return `**${i.text}**`;
      if (i.italic) return `*${i.text}*`;
      return i.text;
    })
    .join("");
}

export function blocksToMarkdown(blocks: RichBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case "heading":
          return `### ${inlineMarkdown(block.content)}`;
        case "paragraph":
          return inlineMarkdown(block.content);
        case "bulletList":
          return block.items.map((item) => `- ${inlineMarkdown(item)}`).join("\n");
        case "orderedList":
          return block.items.map((item, i) => `${i + 1}. ${inlineMarkdown(item)}`).join("\n");
        case "table": {
          const rows = block.rows.map((row) => `| ${row.map((cell) => inlineMarkdown(cell).replace(/\|/g, "\\|")).join(" | ")} |`);
          const width = Math.max(...block.rows.map((r) => r.length));
          const rule = `|${" --- |".repeat(width)}`;
          return block.header ? [rows[0], rule, ...rows.slice(1)].join("\n") : [`|${"   |".repeat(width)}`, rule, ...rows].join("\n");
        }
      }
    })
    .join("\n\n");
}

export function blocksToPlainText(blocks: RichBlock[]): string {
  const text = (content: Inlines) => content.map((i) => i.text).join("");
  return blocks
    .map((block) => {
      switch (block.type) {
        case "heading":
        case "paragraph":
          return text(block.content);
        case "bulletList":
        case "orderedList":
          return block.items.map((item) => `• ${text(item)}`).join("\n");
        case "table":
          return block.rows.map((row) => row.map(text).join(" | ")).join("\n");
      }
    })
    .join("\n");
}

/** Builders the offline generator writes with. */
export function paragraph(text: string, marks: Marks = {}): RichBlock {
  return { type: "paragraph", content: text ? [run(text, marks)] : [] };
}

export function richParagraph(runs: { text: string; bold?: boolean; italic?: boolean }[]): RichBlock {
  return { type: "paragraph", content: mergeRuns(runs.map((r) => run(r.text, r))) };
}

export function bullets(items: string[]): RichBlock {
  return { type: "bulletList", items: items.map((text) => [{ text }]) };
}

export function subheading(text: string): RichBlock {
  return { type: "heading", level: 3, content: [{ text }] };
}

export function table(header: string[], rows: string[][]): RichBlock {
  const cell = (text: string): Inlines => (text ? [{ text }] : []);
  return { type: "table", header: true, rows: [header.map(cell), ...rows.map((r) => r.map(cell))] };
}
