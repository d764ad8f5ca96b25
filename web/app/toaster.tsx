import { lazy, Suspense, useSyncExternalStore } from "react";

// Sonner is loaded only once a page that can toast (account pages, dashboard) has been shown;
// a first visit to the landing page never downloads it. Once loaded it stays mounted, so the
// "Logout realizado" toast still shows after the dashboard sends the user back to "/".
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function AppToaster() {
  const show = useSyncExternalStore(subscribe, () => wanted);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      {/* Top-right but below the 64 px header, so a toast never covers "Sair". */}
      <Toaster
        richColors
        position="top-right"
        offset={{ top: 76, right: 16 }}
        mobileOffset={{ top: 72 }}
        closeButton
        containerAriaLabel="Notificações"
        toastOptions={{ closeButtonAriaLabel: "Fechar notificação" }}
      />
    </Suspense>
  );
}
