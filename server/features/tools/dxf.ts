/**
 * DXF (AutoCAD R12, ASCII) for drawings the architect opens in CAD: AutoCAD, Revit, QGIS and
 * LibreCAD all read R12, and it needs no object handles, so the file is a plain list of layers
 * and entities. Coordinates are metres, in the survey's own system (UTM stays UTM), with the
 * elevation on each entity so contours arrive in 3D.
 */

export interface DxfLayer {
  name: string;
  /** AutoCAD Color Index (1 red, 2 yellow, 3 green, 4 cyan, 5 blue, 6 magenta, 7 white/black, 8 grey). */
  color: number;
}

export type DxfEntity =
  | { kind: "polyline"; layer: string; points: readonly (readonly [number, number])[]; elevation: number; closed: boolean }
  | { kind: "point"; layer: string; x: number; y: number; z: number }
  | { kind: "text"; layer: string; x: number; y: number; z: number; height: number; text: string };

/** Layer names: letters, digits, "_" and "-" (what every reader accepts), at most 31 characters. */
const LAYER_NAME = /^[A-Za-z0-9_-]{1,31}$/;

/** A number as DXF writes it: decimal point, no exponent, at most 4 decimals (0,1 mm). */
const num = (value: number) => {
  const fixed = (Math.round(value * 1e4) / 1e4).toFixed(4).replace(/\.?0+$/, "");
  return fixed === "-0" ? "0" : fixed;
};

/**
 * R12 text is in the drawing's code page, declared ANSI_1252, and written as Latin-1 bytes (the
 * same as 1252 for these characters): Portuguese's accented letters stay. Dashes, curly quotes
 * and the ellipsis become their ASCII forms; anything else outside is "?" rather than a broken file.
 */
function cp1252(text: string): string {
  return text
    .replace(/[\r\n]+/g, " ")
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, "...")
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, "?");
}

export function dxf(layers: readonly DxfLayer[], entities: readonly DxfEntity[]): string {
  for (const layer of layers) if (!LAYER_NAME.test(layer.name)) throw new Error(`Nome de camada inválido no DXF: ${layer.name}`);
  const known = new Set(layers.map((l) => l.name));
  const out: string[] = [];
  const pair = (code: number, value: string | number) => out.push(String(code), typeof value === "number" ? num(value) : value);

  pair(0, "SECTION");
  pair(2, "HEADER");
  pair(9, "$ACADVER");
  pair(1, "AC1009");
  pair(9, "$DWGCODEPAGE");
  pair(3, "ANSI_1252");
  pair(9, "$INSUNITS");
  pair(70, "6"); // metres
  pair(0, "ENDSEC");

  pair(0, "SECTION");
  pair(2, "TABLES");
  pair(0, "TABLE");
  pair(2, "LAYER");
  pair(70, String(layers.length));
  for (const layer of layers) {
    pair(0, "LAYER");
    pair(2, layer.name);
    pair(70, "0");
    pair(62, String(layer.color));
    pair(6, "CONTINUOUS");
  }
  pair(0, "ENDTAB");
  pair(0, "ENDSEC");

  pair(0, "SECTION");
  pair(2, "ENTITIES");
  for (const entity of entities) {
    if (!known.has(entity.layer)) throw new Error(`Camada não declarada no DXF: ${entity.layer}`);
    if (entity.kind === "point") {
      pair(0, "POINT");
      pair(8, entity.layer);
      pair(10, entity.x);
      pair(20, entity.y);
      pair(30, entity.z);
    } else if (entity.kind === "text") {
      pair(0, "TEXT");
      pair(8, entity.layer);
      pair(10, entity.x);
      pair(20, entity.y);
      pair(30, entity.z);
      pair(40, entity.height);
      pair(1, cp1252(entity.text));
    } else {
      if (entity.points.length < 2) continue;
      // A 2D polyline at its elevation: what CAD and GIS read as a contour ("elevation" property).
      pair(0, "POLYLINE");
      pair(8, entity.layer);
      pair(66, "1");
      pair(10, 0);
      pair(20, 0);
      pair(30, entity.elevation);
      pair(70, entity.closed ? "1" : "0");
      for (const [x, y] of entity.points) {
        pair(0, "VERTEX");
        pair(8, entity.layer);
        pair(10, x);
        pair(20, y);
        pair(30, entity.elevation);
      }
      pair(0, "SEQEND");
      pair(8, entity.layer);
    }
  }
  pair(0, "ENDSEC");
  pair(0, "EOF");
  return `${out.join("\r\n")}\r\n`;
}
