import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Brings the element the address's `#anchor` names into view once the page has it (`ready`), and
 * moves the focus there: the links of an export's gaps lead to a section of the editor or to the
 * project's lot (decision 071). The router does not do it for a page that renders later.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView?.({ block: "start" });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
