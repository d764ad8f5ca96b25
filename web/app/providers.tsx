import { lazy, Suspense, useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";

// The toaster is loaded right after the first render instead of being part of the entry chunk.
// Nothing is lost meanwhile: sonner replays toasts created before the Toaster subscribes.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { refetchOnWindowFocus: false, staleTime: 30_000 },
        },
      }),
  );

  return (
    <QueryClientProvider client={queryClient}>
      {children}
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
    </QueryClientProvider>
  );
}
