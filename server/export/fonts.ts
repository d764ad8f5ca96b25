import { createRequire } from "node:module";

/**
 * The PDF embeds its font instead of using the machine's: PDF's standard 14 fonts have no
 * "–", "…" nor reliable "ç/ã" encodings, and servers carry no system fonts we can count on.
 * DejaVu Sans comes from a pinned npm package (free licence, see its LICENSE), so every machine
 * that runs `npm ci` has the same glyphs.
 */
const require = createRequire(import.meta.url);

export const PDF_FONT_FAMILY = "DejaVu Sans";

export const PDF_FONT_FILES = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
  italic: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf"),
  boldItalic: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf"),
} as const;

/**
 * The DOCX names a font the reader's Word or LibreOffice will substitute if absent; Calibri is
 * on every Word and has a metric-compatible stand-in (Carlito) elsewhere.
 */
export const DOCX_FONT = "Calibri";
