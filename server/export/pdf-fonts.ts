import { Font } from "@react-pdf/renderer";
import { PDF_FONT_FAMILY, PDF_FONT_FILES } from "./fonts";

Font.register({
  family: PDF_FONT_FAMILY,
  fonts: [
    { src: PDF_FONT_FILES.regular, fontWeight: "normal" },
    { src: PDF_FONT_FILES.bold, fontWeight: "bold" },
    { src: PDF_FONT_FILES.italic, fontStyle: "italic" },
    { src: PDF_FONT_FILES.boldItalic, fontWeight: "bold", fontStyle: "italic" },
  ],
});
// The built-in hyphenation uses English patterns: it would split Portuguese words in the wrong
// places. Words move whole to the next line instead.
Font.registerHyphenationCallback((word) => [word]);

const VARIANTS = [
  { fontWeight: 400, fontStyle: "normal" },
  { fontWeight: 700, fontStyle: "normal" },
  { fontWeight: 400, fontStyle: "italic" },
  { fontWeight: 700, fontStyle: "italic" },
] as const;

let ready: Promise<void> | null = null;

/**
 * Loads the four faces once per thread and names every glyph by its own character before any
 * document is laid out.
 *
 * Why: fontkit keeps one glyph object per glyph id for the life of the font, carrying the
 * characters it was first met with, and the PDF's text layer (what search, copy and screen
 * readers read) is written from those characters. Met first as the component of a composite
 * ("A" inside "Á" when a subset is written) a glyph carries no character; met first as
 * "A" + U+FE0F it carries both. Every later PDF on the same thread then reads "mbientes" for
 * "Ambientes" although it draws the "A". Meeting each character first, in code point order,
 * fixes each glyph's text for good (R-DOC-5, decision 048).
 */
export function pdfFontsReady(): Promise<void> {
  ready ??= (async () => {
    for (const variant of VARIANTS) {
      const descriptor = { fontFamily: PDF_FONT_FAMILY, ...variant };
      await Font.load(descriptor);
      const font = Font.getFont(descriptor).data;
      if (!font || !("characterSet" in font)) continue;
      for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) font.glyphForCodePoint(codePoint);
    }
  })();
  return ready;
}
