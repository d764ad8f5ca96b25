import {
  AlignmentType,
  BorderStyle,
  convertMillimetersToTwip,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  sectionPageSizeDefaults,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
} from "docx";
import { DOCX_FONT } from "./fonts";
import {
  columnFractions,
  CONTENTS_TITLE,
  contentsOf,
  coverLines,
  EXPORT_LANGUAGE,
  metaLines,
  runsOf,
  type ExportBlock,
  type ExportColumn,
  type ExportDocument,
  type Rich,
} from "./model";

// A4 with 2 cm margins, as the PDF.
const MARGIN = convertMillimetersToTwip(20);
const TEXT_WIDTH = convertMillimetersToTwip(210 - 40);
const MUTED = "5B616B";
const RULE = "C9CCD1";
const HEAD_FILL = "E6E8EB";

/** One run per line: a "\n" in plain text becomes a line break inside the paragraph. */
function runs(text: string, options: Omit<IRunOptions, "text" | "break"> = {}): TextRun[] {
  return text.split("\n").map((line, i) => new TextRun({ ...options, text: line, break: i > 0 ? 1 : 0 }));
}

/** Runs of rich text, each keeping its bold and italic over the options' own. */
function richRuns(rich: Rich, options: Omit<IRunOptions, "text" | "break"> = {}): TextRun[] {
  return runsOf(rich).flatMap((r) => runs(r.text, { ...options, bold: options.bold === true || r.bold === true, italics: r.italic === true }));
}

const NUMBERED = "lista-numerada";

function chrome(left: string, right: (string | (typeof PageNumber)[keyof typeof PageNumber])[], border: "top" | "bottom") {
  const line = { style: BorderStyle.SINGLE, size: 4, color: RULE, space: 4 };
  return new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
    border: border === "top" ? { top: line } : { bottom: line },
    children: [new TextRun({ text: left, size: 16, color: MUTED }), new TextRun({ children: ["\t", ...right], size: 16, color: MUTED })],
  });
}

function keyValues(items: { label: string; value: string }[]): Paragraph[] {
  return items.map(
    (item) => new Paragraph({ spacing: { after: 40 }, children: [new TextRun({ text: `${item.label}: `, bold: true }), ...runs(item.value)] }),
  );
}

function cell(text: Rich, column: ExportColumn | undefined, width: number, kind: "head" | "body" | "foot") {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    margins: { top: 40, bottom: 40, left: 80, right: 80 },
    ...(kind === "head" ? { shading: { type: ShadingType.CLEAR, fill: HEAD_FILL, color: "auto" } } : {}),
    children: [
      new Paragraph({
        spacing: { after: 0 },
        alignment: column?.align === "right" ? AlignmentType.RIGHT : AlignmentType.LEFT,
        children: richRuns(text, { size: 18, bold: kind !== "body" }),
      }),
    ],
  });
}

function table(block: Extract<ExportBlock, { type: "table" }>): Table {
  const widths = columnFractions(block.columns).map((f) => Math.round(f * TEXT_WIDTH));
  const row = (values: Rich[], kind: "head" | "body" | "foot") =>
    new TableRow({
      // Word repeats header rows at the top of each page the table runs onto.
      tableHeader: kind === "head",
      cantSplit: true,
      children: block.columns.map((column, i) => cell(values[i] ?? "", column, widths[i] ?? 0, kind)),
    });
  const line = { style: BorderStyle.SINGLE, size: 4, color: RULE };
  const none = { style: BorderStyle.NONE, size: 0, color: "auto" };
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: { top: line, bottom: line, insideHorizontal: line, left: none, right: none, insideVertical: none },
    rows: [
      row(block.columns.map((c) => c.label), "head"),
      ...block.rows.map((r) => row(r, "body")),
      ...(block.footer ? [row(block.footer, "foot")] : []),
    ],
  });
}

const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

function blockContent(block: ExportBlock, index: number): (Paragraph | Table)[] {
  switch (block.type) {
    case "heading":
      return [new Paragraph({ heading: HEADINGS[block.level], keepNext: true, pageBreakBefore: block.newPage === true, children: runs(block.text) })];
    case "paragraph":
      return [new Paragraph({ children: richRuns(block.text) })];
    case "list":
      // Each numbered list is its own instance, so every one counts from 1.
      return block.items.map(
        (item) =>
          new Paragraph({
            ...(block.ordered ? { numbering: { reference: NUMBERED, level: 0, instance: index } } : { bullet: { level: 0 } }),
            spacing: { after: 40 },
            children: richRuns(item),
          }),
      );
    case "table":
      // An empty paragraph after the table, or the next table would join it.
      return [table(block), new Paragraph({ spacing: { after: 80 }, children: [] })];
    case "keyValue":
      return keyValues(block.items);
    case "note":
      return [new Paragraph({ children: runs(block.text, { size: 16, color: MUTED }) })];
    case "chart": {
      // No drawing in the DOCX: its summary and the same figures as a table (decision 093, charts).
      const chart = block.chart;
      const title = new Paragraph({ heading: HeadingLevel.HEADING_3, keepNext: true, children: runs(chart.title) });
      if (chart.kind === "empty") return [title, new Paragraph({ children: runs(chart.message, { size: 16, color: MUTED }) })];
      return [
        title,
        new Paragraph({ children: runs(chart.summary) }),
        table({ type: "table", columns: chart.table.columns.map((label, i) => ({ label, align: i === 0 ? "left" : "right", width: i === 0 ? 3 : 1 })), rows: chart.table.rows }),
        new Paragraph({ spacing: { after: 80 }, children: [] }),
      ];
    }
    case "drawing":
      // Likewise for a drawing (R-DRAW-1): its summary and its figures.
      return [
        new Paragraph({ heading: HeadingLevel.HEADING_3, keepNext: true, children: runs(block.title) }),
        new Paragraph({ children: runs(block.summary) }),
        ...(block.table
          ? [table({ type: "table", columns: block.table.columns.map((label, i) => ({ label, align: i === 0 ? "left" : "right", width: i === 0 ? 3 : 1 })), rows: block.table.rows }), new Paragraph({ spacing: { after: 80 }, children: [] })]
          : []),
      ];
  }
}

/** The opening lines under the title, or a cover page of their own (then the contents, if asked). */
function opening(doc: ExportDocument): Paragraph[] {
  const rule = new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: RULE, space: 4 } }, spacing: { after: 240 }, children: [] });
  if (!doc.cover) {
    return [
      new Paragraph({ heading: HeadingLevel.TITLE, children: runs(doc.title) }),
      ...(doc.subtitle ? [new Paragraph({ children: runs(doc.subtitle, { size: 24, color: MUTED }) })] : []),
      ...keyValues(metaLines(doc.meta)),
      rule,
    ];
  }
  const cover = [
    new Paragraph({ spacing: { before: 2400 }, heading: HeadingLevel.TITLE, children: runs(doc.title) }),
    ...(doc.subtitle ? [new Paragraph({ children: runs(doc.subtitle, { size: 24, color: MUTED }) })] : []),
    rule,
    ...keyValues(coverLines(doc.meta)),
  ];
  const contents = doc.contents
    ? [
        new Paragraph({ children: [new PageBreak()] }),
        new Paragraph({ heading: HeadingLevel.HEADING_1, children: runs(CONTENTS_TITLE) }),
        ...contentsOf(doc).map((title) => new Paragraph({ spacing: { after: 60 }, children: runs(title) })),
      ]
    : [];
  return [...cover, ...contents, new Paragraph({ children: [new PageBreak()] })];
}

export function docxDocument(doc: ExportDocument): Document {
  return new Document({
    title: doc.title,
    creator: doc.meta.studioName,
    description: doc.subtitle ?? "",
    // Which version the file came from, in the file's own properties too.
    ...(doc.meta.version ? { subject: `${doc.meta.projectName} — versão ${doc.meta.version}`, revision: doc.meta.version } : {}),
    numbering: {
      config: [
        {
          reference: NUMBERED,
          levels: [{ level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.START, style: { paragraph: { indent: { left: 720, hanging: 360 } } } }],
        },
      ],
    },
    styles: {
      default: {
        document: { run: { font: DOCX_FONT, size: 21, language: { value: EXPORT_LANGUAGE } }, paragraph: { spacing: { after: 120, line: 276 } } },
        title: { run: { font: DOCX_FONT, size: 36, bold: true, color: "1F2328" }, paragraph: { spacing: { after: 60 } } },
        heading1: { run: { font: DOCX_FONT, size: 28, bold: true, color: "1F2328" }, paragraph: { spacing: { before: 240, after: 120 } } },
        heading2: { run: { font: DOCX_FONT, size: 23, bold: true, color: "1F2328" }, paragraph: { spacing: { before: 180, after: 80 } } },
        heading3: { run: { font: DOCX_FONT, size: 21, bold: true, color: "1F2328" }, paragraph: { spacing: { before: 140, after: 60 } } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: sectionPageSizeDefaults.WIDTH, height: sectionPageSizeDefaults.HEIGHT },
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, header: convertMillimetersToTwip(10), footer: convertMillimetersToTwip(10) },
          },
        },
        headers: { default: new Header({ children: [chrome(doc.meta.studioName, [doc.title], "bottom")] }) },
        footers: {
          default: new Footer({ children: [chrome(doc.meta.projectName, ["Página ", PageNumber.CURRENT, " de ", PageNumber.TOTAL_PAGES], "top")] }),
        },
        children: [
          ...opening(doc),
          ...doc.blocks.flatMap(blockContent),
        ],
      },
    ],
  });
}

/**
 * The DOCX, on the calling thread: 80–230 ms for a 30-page memorial, so the server calls it
 * through the export pool (`renderDocx` in pdf.ts, decision 066); tests and benches call it here.
 */
export function renderDocxHere(doc: ExportDocument): Promise<Buffer> {
  return Packer.toBuffer(docxDocument(doc));
}
