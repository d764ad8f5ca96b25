import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

// Sonner is loaded only once a page that can toast (account pages, dashboard) has been shown;
// a first visit to the landing page never downloads it. Once loaded it stays mounted, so the
// "Logout realizado" toast still shows after the dashboard sends the user back to "/".
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

let wanted = false;
/** How many open drawers want the toasts beneath them (see useToastsUnderDrawer). */
let drawersOpen = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  notify();
}

/**
 * While `open`, toasts go beneath the mobile navigation drawer instead of over it: the drawer
 * is modal and brief, and a toast (the welcome after sign-up, at the top of a phone's screen)
 * would hide its first entries. A toast still showing comes back on top when the drawer closes.
 */
export function useToastsUnderDrawer(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    drawersOpen += 1;
    notify();
    return () => {
      drawersOpen -= 1;
      notify();
    };
  }, [open]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Sonner's own z-index is the maximum; just under the drawer's overlay (z-40, components/ui/sheet.tsx).
const UNDER_DRAWER = { zIndex: 39 };

export function AppToaster() {
  const show = useSyncExternalStore(subscribe, () => wanted);
  const underDrawer = useSyncExternalStore(subscribe, () => drawersOpen > 0);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      {/* Top-right but below the 64 px header, so a toast never covers "Sair". */}
      <Toaster
        richColors
        position="top-right"
        offset={{ top: 76, right: 16 }}
        mobileOffset={{ top: 72 }}
        style={underDrawer ? UNDER_DRAWER : undefined}
        closeButton
        containerAriaLabel="Notificações"
        toastOptions={{ closeButtonAriaLabel: "Fechar notificação" }}
      />
    </Suspense>
  );
}
