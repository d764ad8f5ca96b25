import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { DocumentContent, ProjectDocument } from "#domain/documents.schema";
import { ApiError, errorMessage } from "#web/lib/api";
import { DOCUMENTS_KEY, documentQueryKey, documentQueryOptions, saveDocument } from "./api";
import { clearDraft, readDraft, writeDraft } from "./draft-store";

export type SaveStatus = "salvo" | "pendente" | "salvando" | "sem-conexao" | "erro" | "conflito";

export interface Conflict {
  /** The server's pt-BR 409 message (or ours, for a draft left from an older version). */
  message: string;
}

interface Editing<C> {
  content: C;
  /** The version the content was edited from: what the next save names as its base. */
  base: number;
  dirty: boolean;
}

const RETRY_MS = 5_000;

/**
 * Edits a document with autosave (R-DOC-1, R-DOC-2): every change is kept in this browser at once
 * (a reload or a dropped connection loses nothing) and saved after a pause as a new version from
 * the version it was edited from. A save the server refuses as stale (409: another tab, member
 * or the client saved first) stops autosaving and raises `conflict`, resolved by `reload` (take
 * the server's) or `keepMine` (save this one on top; the other stays in the history). While
 * nothing is pending here, a newer version from elsewhere (the page polls) replaces the content.
 */
export function useDocumentEditor<D extends ProjectDocument>(remote: D, { debounceMs = 1_200, retryMs = RETRY_MS }: { debounceMs?: number; retryMs?: number } = {}) {
  type C = D["content"];
  const queryClient = useQueryClient();
  const id = remote.id;
  const [editing, setEditing] = useState<Editing<C>>(() => {
    const draft = readDraft<C>(id);
    if (draft && draft.base === remote.version) return { content: draft.content, base: draft.base, dirty: true };
    return { content: remote.content as C, base: remote.version, dirty: false };
  });
  const [status, setStatus] = useState<SaveStatus>(() => (editing.dirty ? "pendente" : "salvo"));
  const [conflict, setConflict] = useState<Conflict | null>(() => {
    const draft = readDraft<C>(id);
    return draft && draft.base !== remote.version
      ? { message: `Há alterações guardadas neste navegador feitas sobre a versão ${draft.base}, mas o documento já está na versão ${remote.version}.` }
      : null;
  });
  const [error, setError] = useState<string | null>(null);
  // The refs are what the timers and in-flight saves read; every change below sets both them and the state.
  const latest = useRef(editing);
  const inFlight = useRef(false);
  /** The save in flight, so that flush() can wait for it before saving what came after. */
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const conflictRef = useRef(conflict);
  const saveRef = useRef<() => Promise<void>>(() => Promise.resolve());
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
      setEditing((e) => ({ ...e, base: saved.version, dirty: !unchanged }));
      latest.current = { ...latest.current, base: saved.version, dirty: !unchanged };
      if (unchanged) clearDraft(id);
      else writeDraft(id, { base: saved.version, content: latest.current.content });
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
  }, [id, queryClient, debounceMs, retryMs, raiseConflict]);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  /** Changes the content; kept in this browser now, saved after a pause. */
  const update = useCallback(
    (change: (content: C) => C) => {
      const next = { ...latest.current, content: change(latest.current.content), dirty: true };
      latest.current = next;
      setEditing(next);
      writeDraft(id, { base: next.base, content: next.content });
      setError(null);
      if (!conflictRef.current) {
        setStatus((s) => (s === "salvando" ? s : "pendente"));
        clearTimeout(timer.current);
        if (inFlight.current) again.current = true;
        else timer.current = setTimeout(() => void save(), debounceMs);
      }
    },
    [id, save, debounceMs],
  );

  // A newer version saved elsewhere (the client's answers, another member) replaces the content
  // while nothing of ours is waiting; otherwise our next save meets the 409.
  useEffect(() => {
    const current = latest.current;
    if (remote.version > current.base && !current.dirty && !inFlight.current && !conflictRef.current) {
      const next = { content: remote.content as C, base: remote.version, dirty: false };
      latest.current = next;
      setEditing(next);
    }
  }, [remote]);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Drops what is kept here and takes the server's latest version. */
  const reload = useCallback(async () => {
    const doc = (await queryClient.fetchQuery({ ...documentQueryOptions(id), staleTime: 0 })) as D;
    clearDraft(id);
    const next = { content: doc.content as C, base: doc.version, dirty: false };
    latest.current = next;
    setEditing(next);
    raiseConflict(null);
    setStatus("salvo");
  }, [id, queryClient, raiseConflict]);

  /** Saves this content on top of the latest version: nothing is lost, the other stays in the history. */
  const keepMine = useCallback(async () => {
    const doc = await queryClient.fetchQuery({ ...documentQueryOptions(id), staleTime: 0 });
    const next = { ...latest.current, base: doc.version, dirty: true };
    latest.current = next;
    setEditing(next);
    raiseConflict(null);
    await save();
  }, [id, queryClient, save, raiseConflict]);

  /** Saves now (before generating, exporting or restoring), after any save already in flight. */
  const flush = useCallback(async () => {
    while (running.current) await running.current;
    await save();
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
