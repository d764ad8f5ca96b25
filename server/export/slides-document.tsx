import { createElement } from "react";
import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View, type Styles } from "@react-pdf/renderer";

type Style = Styles[string];
import { readableOn } from "#domain/profile";
import type { Slide } from "./presentation-slides";
import type { SvgNode } from "#domain/charts/svg";
import { envelopePlanSvg, envelopeSectionSvg } from "#domain/zoning-envelope-svg";
import { SLIDE_SIZE, type PresentationTemplate } from "#domain/presentations";
import { PDF_FONT_FAMILY } from "./fonts";
import { EXPORT_LANGUAGE, type ExportBrand } from "./model";
import { pdfFontsReady } from "./pdf-fonts";
import { pngSource, SVG_COMPONENTS, svgElement } from "./pdf-document";

/**
 * A presentation as the renderer takes it (R-PRES-1): the slides (server/export/presentation-slides.ts),
 * the studio's brand, and the images the slides name by key, as JPEG or PNG bytes prepared by the
 * server (resized, WebP converted).
 */
export type SlideDeck = {
  title: string;
  template: PresentationTemplate;
  studioName: string;
  projectName: string;
  date: Date;
  brand: ExportBrand;
  slides: Slide[];
  images: Record<string, { bytes: Uint8Array; format: "jpg" | "png" }>;
};

const INK = "#1f2328";
const MUTED = "#5b616b";
const RULE = "#d5d8dc";
const PAPER = "#ffffff";
const SOFT = "#f4f5f6";

const size = { width: SLIDE_SIZE.width, height: SLIDE_SIZE.height };
/**
 * One slide, one page. A Page with wrap={false} loses its height in react-pdf 4 (it takes its
 * content's), so the page wraps as usual and its content sits in a box of the page's inner height
 * that does not wrap and clips: the slide builder splits long text and tables already, and if
 * something still overflows it is cut, never a stray page.
 */
const INNER_HEIGHT = SLIDE_SIZE.height - 46 - 56;

const s = StyleSheet.create({
  page: { fontFamily: PDF_FONT_FAMILY, color: INK, backgroundColor: PAPER, paddingTop: 46, paddingBottom: 56, paddingLeft: 64, paddingRight: 64 },
  heading: { fontSize: 26, lineHeight: 1.2, fontWeight: "bold", marginBottom: 18 },
  body: { fontSize: 13.5, lineHeight: 1.5, marginBottom: 10 },
  bulletRow: { flexDirection: "row" },
  bulletMark: { width: 16, marginBottom: 6 },
  bulletText: { flex: 1, marginBottom: 6 },
  footer: { position: "absolute", left: 64, right: 64, bottom: 22, flexDirection: "row", justifyContent: "space-between" },
  footerText: { fontSize: 9, lineHeight: 1.2, color: MUTED },
  coverTitle: { fontSize: 40, lineHeight: 1.15, fontWeight: "bold" },
  coverSubtitle: { fontSize: 18, lineHeight: 1.3, marginTop: 8 },
  coverLine: { fontSize: 13, lineHeight: 1.4 },
  coverLabel: { fontWeight: "bold" },
  logo: { maxHeight: 64, maxWidth: 220, objectFit: "contain" },
  tableRow: { flexDirection: "row", borderBottomWidth: 0.6, borderColor: RULE },
  cell: { paddingVertical: 6, paddingHorizontal: 6 },
  cellText: { fontSize: 12, lineHeight: 1.3 },
  bold: { fontWeight: "bold" },
  figureRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 7, borderBottomWidth: 0.6, borderColor: RULE },
  figureLabel: { fontSize: 14, lineHeight: 1.3 },
  figureValue: { fontSize: 14, lineHeight: 1.3, fontWeight: "bold" },
  note: { fontSize: 10, lineHeight: 1.35, color: MUTED, marginTop: 12 },
  gallery: { flexDirection: "row", flexGrow: 1 },
  galleryItem: { flex: 1, marginRight: 20 },
  image: { objectFit: "contain", height: 300, backgroundColor: SOFT },
  caption: { fontSize: 11.5, lineHeight: 1.35, color: MUTED, marginTop: 6 },
  captionTitle: { fontSize: 13, lineHeight: 1.3, fontWeight: "bold", marginTop: 8 },
  noImage: { height: 300, backgroundColor: SOFT, justifyContent: "center", alignItems: "center" },
});

/** What changes between templates: where the brand colour goes and how headings look. */
type Look = {
  page: Style;
  heading: (brand: string) => Style;
  band: ((brand: string) => Style) | null;
  upper: boolean;
};

const LOOKS: Record<PresentationTemplate, Look> = {
  minimalista: {
    page: {},
    heading: () => ({ color: INK, fontWeight: "normal", fontSize: 28 }),
    band: (brand) => ({ position: "absolute", top: 0, left: 0, right: 0, height: 5, backgroundColor: brand }),
    upper: false,
  },
  executivo: {
    page: { paddingLeft: 96 },
    heading: (brand) => ({ color: brand }),
    band: (brand) => ({ position: "absolute", top: 0, left: 0, bottom: 0, width: 40, backgroundColor: brand }),
    upper: false,
  },
  portfolio: {
    page: { backgroundColor: SOFT },
    heading: (brand) => ({ color: brand, fontSize: 20, letterSpacing: 1.5 }),
    band: null,
    upper: true,
  },
};

function Footer({ deck, n }: { deck: SlideDeck; n: number }) {
  return (
    <View style={s.footer} fixed>
      <Text style={s.footerText}>
        {deck.studioName} · {deck.projectName}
      </Text>
      <Text style={s.footerText}>
        {n} / {deck.slides.length}
      </Text>
    </View>
  );
}

function Heading({ text, look, brand }: { text: string; look: Look; brand: string }) {
  return <Text style={[s.heading, look.heading(brand)]}>{look.upper ? text.toUpperCase() : text}</Text>;
}

function Cover({ deck, slide }: { deck: SlideDeck; slide: Extract<Slide, { kind: "cover" }> }) {
  const brand = deck.brand.color;
  const logo = deck.brand.logo ? <Image src={pngSource(deck.brand.logo)} style={s.logo} /> : null;
  const lines = slide.lines.map((line, i) => (
    <Text key={i} style={s.coverLine}>
      <Text style={s.coverLabel}>{line.label}: </Text>
      {line.value}
    </Text>
  ));
  if (deck.template === "portfolio") {
    const ink = readableOn(brand);
    return (
      <Page size={size} style={[s.page, { backgroundColor: brand, color: ink, justifyContent: "space-between" }]}>
        {logo ? <View style={{ backgroundColor: PAPER, alignSelf: "flex-start", padding: 10 }}>{logo}</View> : <View />}
        <View>
          <Text style={s.coverTitle}>{slide.title}</Text>
          {slide.subtitle ? <Text style={s.coverSubtitle}>{slide.subtitle}</Text> : null}
        </View>
        <View>{lines}</View>
      </Page>
    );
  }
  if (deck.template === "executivo") {
    const ink = readableOn(brand);
    return (
      <Page size={size} style={{ fontFamily: PDF_FONT_FAMILY, flexDirection: "row", color: INK }}>
        <View style={{ width: "45%", backgroundColor: brand, padding: 48, justifyContent: "flex-end" }}>
          <Text style={[s.coverTitle, { color: ink, fontSize: 34 }]}>{slide.title}</Text>
          {slide.subtitle ? <Text style={[s.coverSubtitle, { color: ink }]}>{slide.subtitle}</Text> : null}
        </View>
        <View style={{ width: "55%", padding: 48, justifyContent: "space-between" }}>
          {logo ?? <View />}
          <View>{lines}</View>
        </View>
      </Page>
    );
  }
  return (
    <Page size={size} style={[s.page, { justifyContent: "space-between" }]}>
      <View style={{ position: "absolute", top: 0, left: 0, right: 0, height: 5, backgroundColor: brand }} fixed />
      {logo ?? <View />}
      <View>
        <Text style={[s.coverTitle, { fontWeight: "normal" }]}>{slide.title}</Text>
        {slide.subtitle ? <Text style={[s.coverSubtitle, { color: brand }]}>{slide.subtitle}</Text> : null}
        <View style={{ width: 80, height: 2, backgroundColor: brand, marginVertical: 18 }} />
        {lines}
      </View>
    </Page>
  );
}

function imageSource(deck: SlideDeck, key: string) {
  const image = deck.images[key];
  if (!image) return null;
  return { data: Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength), format: image.format };
}

function SlideBody({ deck, slide, look }: { deck: SlideDeck; slide: Exclude<Slide, { kind: "cover" }>; look: Look }) {
  const brand = deck.brand.color;
  switch (slide.kind) {
    case "text":
      return (
        <View>
          <Heading text={slide.heading} look={look} brand={brand} />
          {slide.paragraphs.map((p, i) => (
            <Text key={i} style={s.body}>
              {p}
            </Text>
          ))}
          {(slide.bullets ?? []).map((item, i) => (
            <View key={`b${i}`} style={s.bulletRow}>
              <Text style={[s.body, s.bulletMark, { color: brand }]}>•</Text>
              <Text style={[s.body, s.bulletText]}>{item}</Text>
            </View>
          ))}
          {(slide.after ?? []).map((p, i) => (
            <Text key={`a${i}`} style={[s.body, i === 0 ? { marginTop: 6 } : {}]}>
              {p}
            </Text>
          ))}
        </View>
      );
    case "table": {
      const widths = slide.columns.map((_, i) => (i === 1 ? 34 : i === 0 ? 22 : 14.67));
      const row = (cells: string[], bold: boolean) =>
        slide.columns.map((column, i) => (
          <View key={i} style={[s.cell, { width: `${widths[i]}%` }]}>
            <Text style={[s.cellText, bold ? s.bold : {}, { textAlign: column.align ?? "left" }]}>{cells[i] ?? ""}</Text>
          </View>
        ));
      return (
        <View>
          <Heading text={slide.heading} look={look} brand={brand} />
          <View style={[s.tableRow, { borderBottomWidth: 1.5, borderColor: brand }]}>{row(slide.columns.map((c) => c.label), true)}</View>
          {slide.rows.map((cells, i) => (
            <View key={i} style={s.tableRow}>
              {row(cells, false)}
            </View>
          ))}
          {slide.footer ? <View style={[s.tableRow, { borderBottomWidth: 0 }]}>{row(slide.footer, true)}</View> : null}
        </View>
      );
    }
    case "figures":
      return (
        <View>
          <Heading text={slide.heading} look={look} brand={brand} />
          {slide.items.map((item, i) => (
            <View key={i} style={s.figureRow}>
              <Text style={s.figureLabel}>{item.label}</Text>
              <Text style={[s.figureValue, i === slide.items.length - 1 ? { color: brand } : {}]}>{item.value}</Text>
            </View>
          ))}
          {slide.note ? <Text style={s.note}>{slide.note}</Text> : null}
        </View>
      );
    case "envelope": {
      // The zoning tool's own drawing, in the brand's colour (R-PRES-2, R-DRAW-1).
      const plan = envelopePlanSvg(slide.envelope, brand);
      const section = envelopeSectionSvg(slide.envelope, brand);
      return (
        <View>
          <Heading text={slide.heading} look={look} brand={brand} />
          <View style={{ flexDirection: "row" }}>
            <View style={{ width: 300, marginRight: 24 }}>{fitted(plan.tree, plan.width, plan.height, 300, 330)}</View>
            <View style={{ flexGrow: 1, flexBasis: 0 }}>
              {slide.items.map((item, i) => (
                <View key={i} style={s.figureRow}>
                  <Text style={s.figureLabel}>{item.label}</Text>
                  <Text style={s.figureValue}>{item.value}</Text>
                </View>
              ))}
              {section ? <View style={{ marginTop: 8 }}>{fitted(section.tree, section.width, section.height, 440, 110)}</View> : null}
              <Text style={[s.note, { marginTop: 6 }]}>{slide.note}</Text>
            </View>
          </View>
        </View>
      );
    }
    case "gallery":
      return (
        <View style={{ flexGrow: 1 }}>
          <Heading text={slide.heading} look={look} brand={brand} />
          <View style={s.gallery}>
            {slide.images.map((image, i) => {
              const src = image.key ? imageSource(deck, image.key) : null;
              return (
                <View key={i} style={[s.galleryItem, i === slide.images.length - 1 ? { marginRight: 0 } : {}]}>
                  {src ? (
                    <Image src={src} style={[s.image, slide.images.length === 1 ? { height: 340 } : {}]} />
                  ) : (
                    <View style={s.noImage}>
                      <Text style={s.caption}>Sem imagem</Text>
                    </View>
                  )}
                  {image.title ? <Text style={s.captionTitle}>{image.title}</Text> : null}
                  {image.caption ? <Text style={s.caption}>{image.caption}</Text> : null}
                </View>
              );
            })}
          </View>
        </View>
      );
    case "closing":
      return (
        <View style={{ flexGrow: 1, justifyContent: "center", alignItems: "center" }}>
          {deck.brand.logo ? <Image src={pngSource(deck.brand.logo)} style={[s.logo, { marginBottom: 24 }]} /> : null}
          <Text style={[s.coverTitle, { color: brand, marginBottom: 18 }]}>{slide.heading}</Text>
          {slide.lines.map((line, i) => (
            <Text key={i} style={[s.coverLine, i === 0 ? s.bold : {}]}>
              {line}
            </Text>
          ))}
        </View>
      );
  }
}

const NBSP = "\u00a0";
const UNIT = String.raw`(?:m²|m³|m|cm|mm|km|ha|%|kWp|kW)(?![\p{L}\d])`;

/**
 * A figure and what it measures break as one word: "180,00 m²", "R$ 3.000,00", "12 × 30 m",
 * "NBR 12721" never end one line and start the next (the spaces become no-break spaces, which the
 * PDF's text still reads as spaces).
 */
export function keepTogether(text: string): string {
  return text
    .replace(/(\d) × (?=\d)/gu, `$1${NBSP}×${NBSP}`)
    .replace(new RegExp(String.raw`(\d) (?=${UNIT})`, "gu"), `$1${NBSP}`)
    .replace(/\b(R\$|NBR|ISO) (?=\d)/gu, `$1${NBSP}`);
}

/** Every text a slide prints, through keepTogether; image keys as they are. */
function unbreakable(slide: Slide): Slide {
  const k = keepTogether;
  const line = (l: { label: string; value: string }) => ({ label: k(l.label), value: k(l.value) });
  switch (slide.kind) {
    case "cover":
      return { ...slide, title: k(slide.title), subtitle: slide.subtitle === null ? null : k(slide.subtitle), lines: slide.lines.map(line) };
    case "text":
      return { ...slide, heading: k(slide.heading), paragraphs: slide.paragraphs.map(k), ...(slide.bullets ? { bullets: slide.bullets.map(k) } : {}), ...(slide.after ? { after: slide.after.map(k) } : {}) };
    case "table":
      return { ...slide, heading: k(slide.heading), rows: slide.rows.map((r) => r.map(k)), footer: slide.footer?.map(k) ?? null };
    case "figures":
      return { ...slide, heading: k(slide.heading), items: slide.items.map(line), note: slide.note === null ? null : k(slide.note) };
    case "gallery":
      return { ...slide, heading: k(slide.heading), images: slide.images.map((im) => ({ ...im, title: im.title === null ? null : k(im.title), caption: k(im.caption) })) };
    case "envelope":
      return { ...slide, heading: k(slide.heading), items: slide.items.map(line), note: k(slide.note) };
    case "closing":
      return { ...slide, heading: k(slide.heading), lines: slide.lines.map(k) };
  }
}

/** A drawing's tree scaled to fit `maxWidth` × `maxHeight` points. */
function fitted(tree: SvgNode, width: number, height: number, maxWidth: number, maxHeight: number) {
  const scale = Math.min(maxWidth / width, maxHeight / height);
  return createElement(SVG_COMPONENTS.svg, { ...tree.attrs, width: width * scale, height: height * scale }, ...tree.children.map((c, i) => svgElement(c, i)));
}

export function SlidesDocument({ deck }: { deck: SlideDeck }) {
  const look = LOOKS[deck.template];
  const band = look.band?.(deck.brand.color);
  return (
    <Document title={deck.title} author={deck.studioName} subject={deck.projectName} creator="Prancheta" producer="Prancheta" language={EXPORT_LANGUAGE} creationDate={deck.date}>
      {deck.slides.map(unbreakable).map((slide, i) =>
        slide.kind === "cover" ? (
          <Cover key={i} deck={deck} slide={slide} />
        ) : (
          <Page key={i} size={size} style={[s.page, look.page]}>
            {band ? <View style={band} fixed /> : null}
            <View style={{ height: INNER_HEIGHT, overflow: "hidden" }} wrap={false}>
              <SlideBody deck={deck} slide={slide} look={look} />
            </View>
            <Footer deck={deck} n={i + 1} />
          </Page>
        ),
      )}
    </Document>
  );
}

/** Renders on the calling thread; the server goes through renderSlidesPdf (pdf.ts). */
export async function renderSlidesHere(deck: SlideDeck): Promise<Buffer> {
  await pdfFontsReady();
  return renderToBuffer(<SlidesDocument deck={deck} />);
}

