import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigationType, useSearchParams } from "react-router";

/** How long typing must pause before the search goes to the address (and the list is asked for). */
export const SEARCH_SETTLE_MS = 250;

/**
 * The clients list's search and page live in the address (`?busca=…&pagina=…`, the page's own
 * Portuguese parameters), so "back" from a client's page returns to them and a link can carry
 * them. The address is the truth: the list shows what it says. The search box is local state
 * while typing; once typing pauses, what was typed goes to the address (replacing the entry,
 * so each key is not a step of history) and the page goes back to 1. When the address changes
 * by other means — back/forward, a link — the box shows the address's search.
 */
export function useSearchAddress() {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const search = params.get("busca") ?? "";
  // "abc", "0" or "-3" is page 1; a page past the end is brought back by the page itself.
  const page = Math.max(1, Math.trunc(Number(params.get("pagina"))) || 1);

  const [typed, setTyped] = useState(search);
  // Adjusting state while rendering (not in an effect) keeps the box and the list in step.
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    // Our own writes replace the entry: the box already holds what was typed (maybe more by now).
    if (navigationType !== "REPLACE") setTyped(search);
  }

  // The write runs after the pause, with the address of that moment, not the one of the keypress.
  const latestSetParams = useRef(setParams);
  useEffect(() => {
    latestSetParams.current = setParams;
  }, [setParams]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = useCallback((text: string) => {
    setTyped(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const next = text.trim();
      latestSetParams.current(
        (p) => {
          if ((p.get("busca") ?? "") === next) return p;
          if (next) p.set("busca", next);
          else p.delete("busca");
          p.delete("pagina");
          return p;
        },
        { replace: true },
      );
    }, SEARCH_SETTLE_MS);
  }, []);

  const setPage = useCallback(
    (next: number) =>
      setParams(
        (p) => {
          if (next > 1) p.set("pagina", String(next));
          else p.delete("pagina");
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { typed, type, search, page, setPage };
}
