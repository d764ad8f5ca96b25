/** Deepest nesting of arrays and objects a request body may have. Our schemas need 3. */
export const MAX_JSON_DEPTH = 32;
/**
 * Most members one object of a request body may have. Our largest records (a briefing's answers)
 * hold 300; JSON.parse of one object with thousands of distinct keys costs many times what the
 * same bytes cost as an array (decision 067).
 */
export const MAX_JSON_OBJECT_KEYS = 1_000;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const COLON = 0x3a; // :

/** What one pass over a JSON text found (see jsonShape). */
export interface JsonShape {
  problem: "depth" | "keys" | null;
  /** Arrays and objects in the text (outside strings): what JSON.parse would allocate. */
  containers: number;
}

/**
 * What makes a JSON text too costly to parse, read in one pass over its characters (brackets
 * and colons inside strings do not count) and before any parsing: nesting deeper than
 * `maxDepth` ("depth") or an object with more than `maxKeys` members ("keys"). A body nested
 * thousands of levels deep, or one object of thousands of keys, must cost no more than a flat
 * body of the same size, and must never reach code that recurses over the parsed value.
 * The same pass counts the arrays and objects, so that a route can refuse a body of more items
 * than its largest valid value holds before parsing it (decision 067). Malformed text is left
 * to JSON.parse.
 */
export function jsonShape(text: string, { maxDepth = MAX_JSON_DEPTH, maxKeys = MAX_JSON_OBJECT_KEYS } = {}): JsonShape {
  let depth = 0;
  let inString = false;
  let containers = 0;
  // Members so far of each open container; -1 marks an array. Depth is bounded, so is this.
  const keys = new Int32Array(maxDepth + 2);
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) {
      inString = true;
    } else if (ch === OPEN_OBJECT || ch === OPEN_ARRAY) {
      if (++depth > maxDepth) return { problem: "depth", containers };
      containers++;
      keys[depth] = ch === OPEN_OBJECT ? 0 : -1;
    } else if (ch === CLOSE_OBJECT || ch === CLOSE_ARRAY) {
      depth--;
    } else if (ch === COLON && depth > 0 && keys[depth]! >= 0) {
      if (++keys[depth]! > maxKeys) return { problem: "keys", containers };
    }
  }
  return { problem: null, containers };
}

/** The problem jsonShape finds, if any. */
export function jsonShapeProblem(text: string, limits: { maxDepth?: number; maxKeys?: number } = {}): JsonShape["problem"] {
  return jsonShape(text, limits).problem;
}

/** Whether a JSON text nests arrays/objects deeper than `max` (see jsonShapeProblem). */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  return jsonShapeProblem(text, { maxDepth: max, maxKeys: Number.MAX_SAFE_INTEGER }) === "depth";
}
