import { useCallback, useEffect, useRef } from "react";
import type { SaveStatus } from "#web/lib/documents/use-document-editor";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Saves pending edits and waits until the server has them, before something that reads the
 * saved briefing (follow-ups, the programme, an export, a restore). The editor's `flush` alone
 * returns at once while a save is already under way, leaving the last keystrokes behind it.
 * Gives up waiting after `maxMs`: the action then uses what the server has.
 */
export function useSaveNow(editor: { status: SaveStatus; dirty: boolean; flush: () => Promise<void> }, maxMs = 15_000) {
  const state = useRef({ status: editor.status, dirty: editor.dirty });
  useEffect(() => {
    state.current = { status: editor.status, dirty: editor.dirty };
  }, [editor.status, editor.dirty]);
  const { flush } = editor;
  return useCallback(async () => {
    const deadline = Date.now() + maxMs;
    await flush();
    while (Date.now() < deadline) {
      const { status, dirty } = state.current;
      if (status !== "salvando" && !(dirty && status === "pendente")) return;
      if (status === "pendente") await flush();
      // Lets the page render the save's outcome into `state` before looking again.
      await sleep(100);
    }
  }, [flush, maxMs]);
}
