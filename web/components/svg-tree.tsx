import { createElement, type ReactNode } from "react";
import type { SvgNode } from "#domain/charts/svg";

/** A domain SVG tree (domain/charts/svg.ts) as React elements of the same tags (decision 093). */
export function svgToReact(node: SvgNode | string, key?: number): ReactNode {
  if (typeof node === "string") return node;
  return createElement(node.tag, key === undefined ? node.attrs : { ...node.attrs, key }, ...node.children.map((c, i) => svgToReact(c, typeof c === "string" ? undefined : i)));
}
