/**
 * A document's unsaved edit, kept in this browser (localStorage) until the server has it, so a
 * reload, a closed tab or a dropped connection never loses an answer (R-DOC-2). Only the content
 * and the version it was edited from; nothing else of the session.
 */
const key = (id: string) => `prancheta:rascunho:${id}`;

export interface Draft<C> {
  base: number;
  /** The content of version `base`, for merging when the document moved on meanwhile. */
  baseContent?: C;
  content: C;
}

export function readDraft<C>(id: string): Draft<C> | null {
  try {
    const raw = globalThis.localStorage?.getItem(key(id));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft<C>>;
    return typeof parsed.base === "number" && parsed.content !== undefined ? (parsed as Draft<C>) : null;
  } catch {
    return null;
  }
}

export function writeDraft<C>(id: string, draft: Draft<C>): void {
  try {
    globalThis.localStorage?.setItem(key(id), JSON.stringify(draft));
  } catch {
    // A full or disabled storage: the autosave still runs, only the offline copy is missing.
  }
}

export function clearDraft(id: string): void {
  try {
    globalThis.localStorage?.removeItem(key(id));
  } catch {
    // Nothing to clear.
  }
}
