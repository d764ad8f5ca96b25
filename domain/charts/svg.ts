import type { Chart, ChartPalette, ChartShape } from "./chart";

/**
 * A chart as an SVG element tree (decision 093, charts): one function for both sides. The web
 * turns each node into a React element of the same tag; the PDF into react-pdf's Svg, Rect, Line,
 * Circle and Text, which draw SVG primitives. Attributes are React's camelCase names.
 */
export type SvgTag = "svg" | "g" | "rect" | "line" | "circle" | "text" | "path";
export interface SvgNode {
  tag: SvgTag;
  attrs: Record<string, string | number>;
  children: (SvgNode | string)[];
}

const round = (n: number) => Math.round(n * 100) / 100;

function node(shape: ChartShape, palette: ChartPalette): SvgNode {
  switch (shape.kind) {
    case "rect":
      return { tag: "rect", attrs: { x: round(shape.x), y: round(shape.y), width: round(shape.width), height: round(shape.height), fill: palette[shape.ink] }, children: [] };
    case "line":
      return {
        tag: "line",
        attrs: {
          x1: round(shape.x1),
          y1: round(shape.y1),
          x2: round(shape.x2),
          y2: round(shape.y2),
          stroke: palette[shape.ink],
          strokeWidth: shape.strokeWidth,
          ...(shape.dashed ? { strokeDasharray: "4 3" } : {}),
        },
        children: [],
      };
    case "circle":
      return { tag: "circle", attrs: { cx: round(shape.cx), cy: round(shape.cy), r: shape.r, fill: palette[shape.ink] }, children: [] };
    case "text":
      return {
        tag: "text",
        attrs: { x: round(shape.x), y: round(shape.y), fontSize: shape.size, textAnchor: shape.anchor, fill: palette[shape.ink], ...(shape.bold ? { fontWeight: "bold" } : {}) },
        children: [shape.text],
      };
  }
}

/** The `<svg>` of a chart: its viewBox and its shapes in drawing order. */
export function chartSvg(chart: Chart, palette: ChartPalette): SvgNode {
  return { tag: "svg", attrs: { viewBox: `0 0 ${chart.width} ${round(chart.height)}` }, children: chart.shapes.map((s) => node(s, palette)) };
}

/** The tree as SVG markup (for a file or a test): attributes in kebab-case, text escaped. */
export function svgMarkup(tree: SvgNode | string): string {
  if (typeof tree === "string") return tree.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const attrs = Object.entries(tree.attrs)
    .map(([k, v]) => ` ${k === "viewBox" ? k : k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${String(v).replace(/"/g, "&quot;")}"`)
    .join("");
  const xmlns = tree.tag === "svg" ? ' xmlns="http://www.w3.org/2000/svg"' : "";
  return `<${tree.tag}${xmlns}${attrs}>${tree.children.map(svgMarkup).join("")}</${tree.tag}>`;
}
