import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { DocumentContent, ProjectDocument } from "#domain/documents.schema";
import { ApiError, errorMessage } from "#web/lib/api";
import { DOCUMENTS_KEY, documentQueryKey, documentQueryOptions, saveDocument } from "./api";
import { clearDraft, readDraft, writeDraft } from "./draft-store";
import { mergeContent, sameJson } from "./merge";

export type SaveStatus = "salvo" | "pendente" | "salvando" | "sem-conexao" | "erro" | "conflito";

export interface Conflict {
  /** The server's pt-BR 409 message (or ours, for a draft left from an older version). */
  message: string;
}

interface Editing<C> {
  content: C;
  /** The version the content was edited from: what the next save names as its base. */
  base: number;
  /** That version's content: what "keep mine" compares against to merge (see merge.ts). */
  baseContent: C;
  dirty: boolean;
}

const RETRY_MS = 5_000;
export const NOT_SAVED_MESSAGE = "As últimas alterações ainda não foram salvas. Resolva o aviso de salvamento e tente de novo.";

/** Where the editor starts: the server's latest version, or this browser's unsent edit of it. */
function initialEditing<C>(id: string, remote: { version: number; content: C }): { editing: Editing<C>; conflict: Conflict | null } {
  const server = { content: remote.content, base: remote.version, baseContent: remote.content, dirty: false };
  const draft = readDraft<C>(id);
  // Saved after all (the tab closed before the answer came back): nothing to restore.
  if (!draft || sameJson(draft.content, remote.content)) {
    if (draft) clearDraft(id);
    return { editing: server, conflict: null };
  }
  if (draft.base === remote.version) return { editing: { ...server, content: draft.content, dirty: true }, conflict: null };
  // The draft was made on an older version: show it and let the architect choose (keep it merged
  // on top of the latest, or take the latest). Its base content is known only if it was stored.
  return {
    editing: { content: draft.content, base: draft.base, baseContent: draft.baseContent ?? draft.content, dirty: true },
    conflict: { message: `Há alterações guardadas neste navegador feitas sobre a versão ${draft.base}, mas o documento já está na versão ${remote.version}.` },
  };
}

/**
 * Edits a document with autosave (R-DOC-1, R-DOC-2): every change is kept in this browser at once
 * (a reload or a dropped connection loses nothing) and saved after a pause as a new version from
 * the version it was edited from. A save the server refuses as stale (409: another tab, member
 * or the client saved first) stops autosaving and raises `conflict`, resolved by `reload` (take
 * the server's) or `keepMine` (this tab's changes applied on top of the latest version; what
 * changed elsewhere and was not touched here stays). While nothing is pending here, a newer
 * version from elsewhere (the page polls) replaces the content.
 */
export function useDocumentEditor<D extends ProjectDocument>(remote: D, { debounceMs = 1_200, retryMs = RETRY_MS }: { debounceMs?: number; retryMs?: number } = {}) {
  type C = D["content"];
  const queryClient = useQueryClient();
  const id = remote.id;
  const [initial] = useState(() => initialEditing<C>(id, remote as { version: number; content: C }));
  const [editing, setEditing] = useState<Editing<C>>(initial.editing);
  const [status, setStatus] = useState<SaveStatus>(initial.conflict ? "conflito" : initial.editing.dirty ? "pendente" : "salvo");
  const [conflict, setConflict] = useState<Conflict | null>(initial.conflict);
  const [error, setError] = useState<string | null>(null);
  // The refs are what the timers and in-flight saves read; every change below sets both them and the state.
  const latest = useRef(initial.editing);
  const inFlight = useRef(false);
  /** The save in flight, so that flush() can wait for it before saving what came after. */
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const conflictRef = useRef(initial.conflict);
  const saveRef = useRef<() => Promise<void>>(() => Promise.resolve());

  const setBoth = useCallback((next: Editing<C>) => {
    latest.current = next;
    setEditing(next);
  }, []);
  const raiseConflict = useCallback((next: Conflict | null) => {
    conflictRef.current = next;
    setConflict(next);
  }, []);

  const save = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (conflictRef.current) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const snapshot = latest.current;
    if (!snapshot.dirty) return;
    inFlight.current = true;
    setStatus("salvando");
    let done = () => {};
    running.current = new Promise<void>((resolve) => (done = resolve));
    try {
      const saved = await saveDocument(id, snapshot.base, snapshot.content as DocumentContent);
      queryClient.setQueryData(documentQueryKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY, predicate: (q) => q.queryKey[1] !== "detail" });
      const unchanged = latest.current.content === snapshot.content;
      setBoth({ ...latest.current, base: saved.version, baseContent: snapshot.content, dirty: !unchanged });
      if (unchanged) clearDraft(id);
      else writeDraft(id, { base: saved.version, baseContent: snapshot.content, content: latest.current.content });
      setError(null);
      setStatus(unchanged ? "salvo" : "pendente");
      if (!unchanged) again.current = true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        raiseConflict({ message: err.message });
        setStatus("conflito");
      } else if (err instanceof ApiError && err.status === 0) {
        setStatus("sem-conexao");
        timer.current = setTimeout(() => void saveRef.current(), retryMs);
      } else {
        setError(errorMessage(err));
        setStatus("erro");
      }
    } finally {
      inFlight.current = false;
      running.current = null;
      done();
      if (again.current && !conflictRef.current) {
        again.current = false;
        timer.current = setTimeout(() => void saveRef.current(), debounceMs);
      }
    }
  }, [id, queryClient, debounceMs, retryMs, raiseConflict, setBoth]);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  /** Changes the content; kept in this browser now, saved after a pause. */
  const update = useCallback(
    (change: (content: C) => C) => {
      const next = { ...latest.current, content: change(latest.current.content), dirty: true };
      setBoth(next);
      writeDraft(id, { base: next.base, baseContent: next.baseContent, content: next.content });
      setError(null);
      if (!conflictRef.current) {
        setStatus((s) => (s === "salvando" ? s : "pendente"));
        clearTimeout(timer.current);
        if (inFlight.current) again.current = true;
        else timer.current = setTimeout(() => void saveRef.current(), debounceMs);
      }
    },
    [id, debounceMs, setBoth],
  );

  // A newer version saved elsewhere (the client's answers, another member) replaces the content
  // while nothing of ours is waiting; otherwise our next save meets the 409.
  useEffect(() => {
    const current = latest.current;
    if (remote.version > current.base && !current.dirty && !inFlight.current && !conflictRef.current) {
      setBoth({ content: remote.content as C, base: remote.version, baseContent: remote.content as C, dirty: false });
    }
  }, [remote, setBoth]);

  // An edit restored from this browser is sent at once; one still waiting when the page goes
  // away is sent then (the copy here stays until the server has it).
  useEffect(() => {
    if (latest.current.dirty && !conflictRef.current) timer.current = setTimeout(() => void saveRef.current(), debounceMs);
    return () => {
      clearTimeout(timer.current);
      if (latest.current.dirty && !conflictRef.current && !inFlight.current) void saveRef.current();
    };
  }, [debounceMs]);

  /** Drops what is kept here and takes the server's latest version. */
  const reload = useCallback(async () => {
    const doc = (await queryClient.fetchQuery({ ...documentQueryOptions(id), staleTime: 0 })) as D;
    clearDraft(id);
    setBoth({ content: doc.content as C, base: doc.version, baseContent: doc.content as C, dirty: false });
    raiseConflict(null);
    setStatus("salvo");
  }, [id, queryClient, raiseConflict, setBoth]);

  /** This tab's changes applied on top of the latest version, saved as a new version. */
  const keepMine = useCallback(async () => {
    const doc = (await queryClient.fetchQuery({ ...documentQueryOptions(id), staleTime: 0 })) as D;
    const current = latest.current;
    const merged = mergeContent(current.baseContent, current.content, doc.content as C);
    setBoth({ content: merged, base: doc.version, baseContent: doc.content as C, dirty: true });
    writeDraft(id, { base: doc.version, baseContent: doc.content, content: merged });
    raiseConflict(null);
    await save();
  }, [id, queryClient, save, raiseConflict, setBoth]);

  /**
   * Saves now, after any save in flight — before generating, exporting or restoring. Throws
   * (pt-BR) when the content is still not on the server (a conflict, no connection, a refusal),
   * so the caller does not act on an older version.
   */
  const flush = useCallback(async () => {
    // A few rounds: edits typed while a save was in flight need one more.
    for (let round = 0; round < 3; round++) {
      while (running.current) await running.current;
      if (!latest.current.dirty || conflictRef.current) break;
      await save();
    }
    if (latest.current.dirty || conflictRef.current) throw new ApiError(0, "not_saved", NOT_SAVED_MESSAGE);
  }, [save]);

  return {
    content: editing.content,
    version: editing.base,
    dirty: editing.dirty,
    status,
    error,
    conflict,
    update,
    flush,
    reload,
    keepMine,
  };
}
