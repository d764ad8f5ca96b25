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

/** U+FB00…U+FB06: ff, fi, fl, ffi, ffl, ſt, st. */
const LATIN_LIGATURES = [0xfb00, 0xfb01, 0xfb02, 0xfb03, 0xfb04, 0xfb05, 0xfb06];

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
      // A ligature ("fi" drawn as one glyph) is met first from the letters it replaces, so its
      // glyph carries "f", "i" and not its own character U+FB01, which a copy would paste.
      for (const ligature of LATIN_LIGATURES) if (font.hasGlyphForCodePoint(ligature)) font.layout(String.fromCodePoint(ligature).normalize("NFKC"));
      for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) font.glyphForCodePoint(codePoint);
    }
  })();
  return ready;
}
