import { createElement, type ComponentType, type ReactNode } from "react";
import { Circle, Document, G, Image, Line, Page, Path, Rect, renderToBuffer, StyleSheet, Svg, Text, View, type Styles } from "@react-pdf/renderer";
import { chartPalette, type ChartResult } from "#domain/charts/chart";
import { chartSvg, type SvgNode, type SvgTag } from "#domain/charts/svg";

type Style = Styles[string];
import { PDF_FONT_FAMILY } from "./fonts";
import { pdfFontsReady } from "./pdf-fonts";
import {
  columnFractions,
  CONTENTS_TITLE,
  contentsOf,
  coverLines,
  EXPORT_LANGUAGE,
  metaLines,
  pageLabel,
  type ExportBlock,
  type ExportBrand,
  type ExportDocument,
  type Rich,
} from "./model";

const INK = "#1f2328";
const MUTED = "#5b616b";
const RULE = "#c9ccd1";
const ZEBRA = "#f5f6f7";
const HEAD = "#e6e8eb";

// react-pdf turns a unitless lineHeight into points with the font size declared in the same
// style (18 if none) and children inherit those points: every text style states both.
const text = (fontSize: number, lineHeight = 1.4) => ({ fontSize, lineHeight });
const BODY = text(10);
const SMALL = text(8.5, 1.3);

const s = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT_FAMILY,
    fontSize: 10,
    color: INK,
    paddingTop: "2.6cm",
    paddingBottom: "2.4cm",
    paddingHorizontal: "2cm",
  },
  header: {
    position: "absolute",
    top: "1.2cm",
    left: "2cm",
    right: "2cm",
    flexDirection: "row",
    justifyContent: "space-between",
    borderBottomWidth: 0.5,
    borderBottomColor: RULE,
    paddingBottom: 4,
  },
  footer: {
    position: "absolute",
    bottom: "1.2cm",
    left: "2cm",
    right: "2cm",
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 4,
  },
  chromeText: { ...SMALL, color: MUTED, maxWidth: "60%" },
  headerLogo: { height: 14, maxWidth: 60, objectFit: "contain", marginRight: 6 },
  coverLogo: { maxHeight: 70, maxWidth: 200, objectFit: "contain", marginBottom: 28 },
  coverBar: { position: "absolute", top: 0, left: 0, bottom: 0, width: 14 },
  // No lineHeight on the page number nor on the Page (which it would inherit): with one,
  // react-pdf does not draw a render-prop Text at all.
  pageNumber: { fontSize: SMALL.fontSize, color: MUTED, position: "absolute", bottom: "1.2cm", right: "2cm", textAlign: "right" },
  title: { ...text(18, 1.25), fontWeight: "bold" },
  subtitle: { ...text(12), color: MUTED, marginTop: 4 },
  meta: { marginTop: 12, marginBottom: 16, paddingVertical: 8, borderTopWidth: 0.5, borderBottomWidth: 0.5, borderColor: RULE },
  h1: { ...text(14, 1.25), fontWeight: "bold", marginTop: 14, marginBottom: 6 },
  h2: { ...text(11.5, 1.25), fontWeight: "bold", marginTop: 10, marginBottom: 4 },
  h3: { ...text(10.5, 1.25), fontWeight: "bold", marginTop: 8, marginBottom: 3 },
  italic: { fontStyle: "italic" },
  coverPage: { fontFamily: PDF_FONT_FAMILY, fontSize: 10, color: INK, paddingTop: "7cm", paddingBottom: "2.4cm", paddingHorizontal: "2.5cm" },
  coverTitle: { ...text(26, 1.2), fontWeight: "bold", marginBottom: 8 },
  contentsLine: { ...BODY, marginBottom: 4 },
  paragraph: { ...BODY, marginBottom: 8 },
  list: { marginBottom: 8 },
  row2: { flexDirection: "row", marginBottom: 2 },
  bullet: { ...BODY, width: 12 },
  grow: { ...BODY, flex: 1 },
  kvLabel: { ...BODY, width: "32%", fontWeight: "bold", paddingRight: 8 },
  table: { marginBottom: 10, borderTopWidth: 0.5, borderColor: RULE },
  headRow: { flexDirection: "row", backgroundColor: HEAD, borderBottomWidth: 0.5, borderColor: RULE },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderColor: RULE },
  zebra: { backgroundColor: ZEBRA },
  footRow: { flexDirection: "row", borderTopWidth: 1, borderColor: INK },
  cell: { paddingVertical: 3, paddingHorizontal: 4 },
  cellText: text(9, 1.3),
  bold: { fontWeight: "bold" },
  note: { ...text(8, 1.35), color: MUTED, marginBottom: 6 },
});

/** A PNG handed over by the worker's message (a plain Uint8Array there) as react-pdf takes it. */
export function pngSource(bytes: Uint8Array) {
  return { data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), format: "png" as const };
}

const brandColorOf = (brand: ExportBrand | undefined) => brand?.color ?? INK;

function Chrome({ doc }: { doc: ExportDocument }) {
  const brand = doc.meta.brand;
  return (
    <>
      <View style={[s.header, { borderBottomColor: brand ? brand.color : RULE }]} fixed>
        <View style={{ flexDirection: "row", alignItems: "center", maxWidth: "60%" }}>
          {brand?.logo ? <Image src={pngSource(brand.logo)} style={s.headerLogo} /> : null}
          <Text style={[s.chromeText, { maxWidth: "100%" }]}>{doc.meta.studioName}</Text>
        </View>
        <Text style={[s.chromeText, { textAlign: "right" }]}>{doc.title}</Text>
      </View>
      <View style={s.footer} fixed>
        <Text style={s.chromeText}>{doc.meta.projectName}</Text>
      </View>
      <Text style={s.pageNumber} render={({ pageNumber, totalPages }) => pageLabel(pageNumber, totalPages)} fixed />
    </>
  );
}

function Opening({ doc }: { doc: ExportDocument }) {
  return (
    <View>
      <Text style={[s.title, { color: brandColorOf(doc.meta.brand) }]}>{doc.title}</Text>
      {doc.subtitle ? <Text style={s.subtitle}>{doc.subtitle}</Text> : null}
      <View style={s.meta}>
        <KeyValues items={metaLines(doc.meta)} />
      </View>
    </View>
  );
}

function KeyValues({ items }: { items: { label: string; value: string }[] }) {
  return items.map((item, i) => (
    <View key={i} style={s.row2} wrap={false}>
      <Text style={s.kvLabel}>{item.label}</Text>
      <Text style={s.grow}>{item.value}</Text>
    </View>
  ));
}

function Table({ block }: { block: Extract<ExportBlock, { type: "table" }> }) {
  const fractions = columnFractions(block.columns);
  // An empty cell is an empty View: an empty Text would still add a Helvetica font to the PDF.
  const cells = (values: Rich[], bold = false) =>
    block.columns.map((column, i) => {
      const value = values[i];
      return (
        <View key={i} style={[s.cell, { width: `${(fractions[i] ?? 0) * 100}%` }]}>
          {value && value.length > 0 ? (
            <Text style={[s.cellText, bold ? s.bold : {}, { textAlign: column.align ?? "left" }]}>
              <Runs rich={value} />
            </Text>
          ) : null}
        </View>
      );
    });
  return (
    <View style={s.table}>
      {/* fixed inside the table: repeated at the top of every page the table runs onto */}
      <View style={s.headRow} fixed>
        {cells(block.columns.map((c) => c.label), true)}
      </View>
      {block.rows.map((row, i) => (
        <View key={i} style={i % 2 === 1 ? [s.row, s.zebra] : s.row} wrap={false}>
          {cells(row)}
        </View>
      ))}
      {block.footer ? (
        <View style={s.footRow} wrap={false}>
          {cells(block.footer, true)}
        </View>
      ) : null}
    </View>
  );
}

/**
 * One Text per line of a multi-line text: a "\n" inside a Text makes react-pdf add an unused
 * Helvetica to the file. An empty line keeps its height with a space.
 */
function Lines({ text, style }: { text: string; style: Style }) {
  const lines = text.split("\n");
  if (lines.length === 1) return <Text style={style}>{text}</Text>;
  const { marginBottom, ...line } = style;
  return (
    <View style={{ marginBottom }}>
      {lines.map((content, i) => (
        <Text key={i} style={line}>
          {content || " "}
        </Text>
      ))}
    </View>
  );
}

/** Bold and italic stretches inside one Text (plain text is one run). */
function Runs({ rich }: { rich: Rich }) {
  if (typeof rich === "string") return rich;
  return rich.map((run, i) =>
    run.bold || run.italic ? (
      <Text key={i} style={[run.bold ? s.bold : {}, run.italic ? s.italic : {}]}>
        {run.text}
      </Text>
    ) : (
      run.text
    ),
  );
}

// react-pdf's components for the tags chartSvg writes: the same tree the web draws (decision 093).
export const SVG_COMPONENTS: Record<SvgTag, ComponentType<Record<string, unknown>>> = {
  svg: Svg as unknown as ComponentType<Record<string, unknown>>,
  g: G as unknown as ComponentType<Record<string, unknown>>,
  rect: Rect as unknown as ComponentType<Record<string, unknown>>,
  line: Line as unknown as ComponentType<Record<string, unknown>>,
  circle: Circle as unknown as ComponentType<Record<string, unknown>>,
  text: Text as unknown as ComponentType<Record<string, unknown>>,
  path: Path as unknown as ComponentType<Record<string, unknown>>,
};

/** What react-pdf does not draw: data-* markers, and a text's white halo (no paint-order there). */
function pdfAttrs(node: SvgNode): Record<string, string | number> {
  const attrs = Object.fromEntries(Object.entries(node.attrs).filter(([k]) => !k.startsWith("data-") && (node.tag !== "text" || !["stroke", "strokeWidth", "paintOrder"].includes(k))));
  // The document's font for chart text too (accents; no Helvetica added to the file).
  return node.tag === "text" ? { ...attrs, fontFamily: PDF_FONT_FAMILY } : attrs;
}

export function svgElement(node: SvgNode | string, key?: number): ReactNode {
  if (typeof node === "string") return node;
  const attrs = pdfAttrs(node);
  return createElement(SVG_COMPONENTS[node.tag], key === undefined ? attrs : { ...attrs, key }, ...node.children.map((c, i) => svgElement(c, typeof c === "string" ? undefined : i)));
}

/** A chart at 1 pt per viewBox unit (its 10–11 units of text read as the body's 10 pt), its summary under it. */
function Chart({ chart, brand }: { chart: ChartResult; brand: ExportBrand | undefined }) {
  if (chart.kind === "empty") {
    return (
      <View wrap={false} style={{ marginBottom: 8 }}>
        <Text style={s.h3}>{chart.title}</Text>
        <Text style={s.note}>{chart.message}</Text>
      </View>
    );
  }
  const tree = chartSvg(chart, chartPalette(brand?.color));
  return (
    <View wrap={false} style={{ marginBottom: 8 }}>
      <Text style={s.h3}>{chart.title}</Text>
      {createElement(SVG_COMPONENTS.svg, { ...tree.attrs, width: chart.width, height: chart.height, style: { marginVertical: 4 } }, ...tree.children.map((c, i) => svgElement(c, i)))}
      <Text style={s.note}>{chart.summary}</Text>
    </View>
  );
}

/** The text width of an A4 page here, pt. */
const DRAWING_WIDTH = 482;

/** A drawing scaled to the text width, or to `maxHeight` when it is tall (R-DRAW-1), kept whole on a page. */
function Drawing({ block }: { block: Extract<ExportBlock, { type: "drawing" }> }) {
  const scale = Math.min(DRAWING_WIDTH / block.width, (block.maxHeight ?? 420) / block.height);
  const tree = block.svg;
  return (
    <View wrap={false} style={{ marginBottom: 8 }}>
      <Text style={s.h3}>{block.title}</Text>
      {createElement(SVG_COMPONENTS.svg, { ...tree.attrs, width: block.width * scale, height: block.height * scale, style: { marginVertical: 4 } }, ...tree.children.map((c, i) => svgElement(c, i)))}
      <Text style={s.note}>{block.summary}</Text>
    </View>
  );
}

const HEADING_STYLES = { 1: s.h1, 2: s.h2, 3: s.h3 } as const;

function Block({ block, brand }: { block: ExportBlock; brand: ExportBrand | undefined }) {
  switch (block.type) {
    case "heading":
      // minPresenceAhead keeps a heading from being the last line of a page.
      return (
        <Text style={block.level === 1 ? [s.h1, { color: brandColorOf(brand) }] : HEADING_STYLES[block.level]} minPresenceAhead={40} break={block.newPage === true}>
          {block.text}
        </Text>
      );
    case "paragraph":
      return typeof block.text === "string" ? (
        <Lines text={block.text} style={s.paragraph} />
      ) : (
        <Text style={s.paragraph}>
          <Runs rich={block.text} />
        </Text>
      );
    case "list":
      return (
        <View style={s.list}>
          {block.items.map((item, i) => (
            <View key={i} style={s.row2} wrap={false}>
              <Text style={block.ordered ? [s.bullet, { width: 18 }] : s.bullet}>{block.ordered ? `${i + 1}.` : "•"}</Text>
              <Text style={s.grow}>
                <Runs rich={item} />
              </Text>
            </View>
          ))}
        </View>
      );
    case "table":
      return <Table block={block} />;
    case "keyValue":
      return (
        <View style={s.list}>
          <KeyValues items={block.items} />
        </View>
      );
    case "note":
      return <Lines text={block.text} style={s.note} />;
    case "chart":
      return <Chart chart={block.chart} brand={brand} />;
    case "drawing":
      return <Drawing block={block} />;
  }
}

/** The cover: a page of its own with the title and who and what the document is for. */
function Cover({ doc }: { doc: ExportDocument }) {
  return (
    <Page size="A4" style={s.coverPage}>
      {doc.meta.brand ? <View style={[s.coverBar, { backgroundColor: doc.meta.brand.color }]} fixed /> : null}
      {doc.meta.brand?.logo ? <Image src={pngSource(doc.meta.brand.logo)} style={s.coverLogo} /> : null}
      <Text style={[s.coverTitle, { color: brandColorOf(doc.meta.brand) }]}>{doc.title}</Text>
      {doc.subtitle ? <Text style={s.subtitle}>{doc.subtitle}</Text> : null}
      <View style={s.meta}>
        <KeyValues items={coverLines(doc.meta)} />
      </View>
      {doc.meta.brand?.contact.length ? (
        <View style={{ marginTop: 8 }}>
          {doc.meta.brand.contact.map((line, i) => (
            <Text key={i} style={s.note}>
              {line}
            </Text>
          ))}
        </View>
      ) : null}
      <Text style={s.pageNumber} render={({ pageNumber, totalPages }) => pageLabel(pageNumber, totalPages)} fixed />
    </Page>
  );
}

function Contents({ doc }: { doc: ExportDocument }) {
  return (
    <Page size="A4" style={s.page} wrap>
      <Chrome doc={doc} />
      <Text style={s.h1}>{CONTENTS_TITLE}</Text>
      {contentsOf(doc).map((title, i) => (
        <Text key={i} style={s.contentsLine}>
          {title}
        </Text>
      ))}
    </Page>
  );
}

/** The appendix on a page of its own (a signature's certificate, R-PORTAL-3). */
function Appendix({ doc, appendix }: { doc: ExportDocument; appendix: NonNullable<ExportDocument["appendix"]> }) {
  return (
    <Page size="A4" style={s.page} wrap>
      <Chrome doc={doc} />
      <Block block={{ type: "heading", text: appendix.title, level: 1 }} brand={doc.meta.brand} />
      {appendix.blocks.map((block, i) => (
        <Block key={i} block={block} brand={doc.meta.brand} />
      ))}
    </Page>
  );
}

export function PdfDocument({ doc }: { doc: ExportDocument }) {
  const version = doc.meta.version ? `Versão ${doc.meta.version}` : undefined;
  return (
    <Document
      title={doc.title}
      author={doc.meta.studioName}
      subject={version ? `${doc.meta.projectName} — ${version.toLowerCase()}` : doc.meta.projectName}
      keywords={version}
      creator="Prancheta"
      producer="Prancheta"
      language={EXPORT_LANGUAGE}
      creationDate={doc.meta.date}
    >
      {doc.cover ? <Cover doc={doc} /> : null}
      {doc.cover && doc.contents ? <Contents doc={doc} /> : null}
      <Page size="A4" style={s.page} wrap>
        <Chrome doc={doc} />
        {doc.cover ? null : <Opening doc={doc} />}
        {doc.blocks.map((block, i) => (
          <Block key={i} block={block} brand={doc.meta.brand} />
        ))}
      </Page>
      {doc.appendix ? <Appendix doc={doc} appendix={doc.appendix} /> : null}
    </Document>
  );
}

/** Renders on the calling thread; the server goes through renderPdf (pdf.ts), which does not. */
export async function renderPdfHere(doc: ExportDocument): Promise<Buffer> {
  await pdfFontsReady();
  return renderToBuffer(<PdfDocument doc={doc} />);
}
