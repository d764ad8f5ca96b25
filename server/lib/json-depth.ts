/** Deepest nesting of arrays and objects a request body may have. Our schemas need 3. */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether a JSON text nests arrays/objects deeper than `max`, read in one pass over its
 * characters (brackets inside strings do not count) and before any parsing: a body nested
 * thousands of levels deep must cost no more than a flat one of the same size, and must never
 * reach code that recurses over the parsed value. Malformed text is left to JSON.parse.
 */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) {
      inString = true;
    } else if (ch === OPEN_OBJECT || ch === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (ch === CLOSE_OBJECT || ch === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}
