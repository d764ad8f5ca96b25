import {
  AlignmentType,
  BorderStyle,
  convertMillimetersToTwip,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
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
import { columnFractions, EXPORT_LANGUAGE, metaLines, type ExportBlock, type ExportColumn, type ExportDocument } from "./model";

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

function cell(text: string, column: ExportColumn | undefined, width: number, kind: "head" | "body" | "foot") {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    margins: { top: 40, bottom: 40, left: 80, right: 80 },
    ...(kind === "head" ? { shading: { type: ShadingType.CLEAR, fill: HEAD_FILL, color: "auto" } } : {}),
    children: [
      new Paragraph({
        spacing: { after: 0 },
        alignment: column?.align === "right" ? AlignmentType.RIGHT : AlignmentType.LEFT,
        children: runs(text, { size: 18, bold: kind !== "body" }),
      }),
    ],
  });
}

function table(block: Extract<ExportBlock, { type: "table" }>): Table {
  const widths = columnFractions(block.columns).map((f) => Math.round(f * TEXT_WIDTH));
  const row = (values: string[], kind: "head" | "body" | "foot") =>
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

function blockContent(block: ExportBlock): (Paragraph | Table)[] {
  switch (block.type) {
    case "heading":
      return [new Paragraph({ heading: block.level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2, keepNext: true, children: runs(block.text) })];
    case "paragraph":
      return [new Paragraph({ children: runs(block.text) })];
    case "list":
      return block.items.map((item) => new Paragraph({ bullet: { level: 0 }, spacing: { after: 40 }, children: runs(item) }));
    case "table":
      // An empty paragraph after the table, or the next table would join it.
      return [table(block), new Paragraph({ spacing: { after: 80 }, children: [] })];
    case "keyValue":
      return keyValues(block.items);
    case "note":
      return [new Paragraph({ children: runs(block.text, { size: 16, color: MUTED }) })];
  }
}

export function docxDocument(doc: ExportDocument): Document {
  return new Document({
    title: doc.title,
    creator: doc.meta.studioName,
    description: doc.subtitle ?? "",
    styles: {
      default: {
        document: { run: { font: DOCX_FONT, size: 21, language: { value: EXPORT_LANGUAGE } }, paragraph: { spacing: { after: 120, line: 276 } } },
        title: { run: { font: DOCX_FONT, size: 36, bold: true, color: "1F2328" }, paragraph: { spacing: { after: 60 } } },
        heading1: { run: { font: DOCX_FONT, size: 28, bold: true, color: "1F2328" }, paragraph: { spacing: { before: 240, after: 120 } } },
        heading2: { run: { font: DOCX_FONT, size: 23, bold: true, color: "1F2328" }, paragraph: { spacing: { before: 180, after: 80 } } },
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
          new Paragraph({ heading: HeadingLevel.TITLE, children: runs(doc.title) }),
          ...(doc.subtitle ? [new Paragraph({ children: runs(doc.subtitle, { size: 24, color: MUTED }) })] : []),
          ...keyValues(metaLines(doc.meta)),
          new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: RULE, space: 4 } }, spacing: { after: 240 }, children: [] }),
          ...doc.blocks.flatMap(blockContent),
        ],
      },
    ],
  });
}

/** Fast enough to stay on the server's thread (a few tens of ms for a long document). */
export function renderDocx(doc: ExportDocument): Promise<Buffer> {
  return Packer.toBuffer(docxDocument(doc));
}
