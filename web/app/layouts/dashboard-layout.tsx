import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link, Outlet, useLocation, useMatches, useNavigate } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { LogOut, Menu, ShieldCheck } from "lucide-react";
import type { Me } from "#domain/account";
import { planOrDefault } from "#domain/plans";
import { forgetStudioData, SESSION_QUERY_KEY, sessionQueryOptions } from "#web/lib/session";
import { useSignOut } from "#web/features/auth/api/sign-out";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Sheet, SheetContent, SheetTrigger } from "#web/components/ui/sheet";
import { FullPageSpinner, Spinner } from "#web/components/ui/spinner";
import { NotFoundPage } from "#web/features/not-found/not-found-page";
import { StudioSwitcher } from "#web/features/studio/studio-switcher";
import { LoginRemindersDialog } from "#web/features/reminders/today-reminders";
import { NotificationsBell } from "#web/features/notifications/notifications-bell";
import { DashboardGraceBanner } from "#web/features/plans/dashboard-grace-banner";
import { errorMessage } from "#web/lib/api";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { isAdminOnly } from "#web/lib/navigation";
import { DashboardNav } from "./dashboard-nav";
import { clearApiKey } from "#web/lib/api-key-store";
import { useToastsUnderDrawer } from "#web/app/toaster";

function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/dashboard"
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-md text-lg font-bold text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      Prancheta
    </Link>
  );
}

/** Guards /dashboard: loads the user, sends visitors to /login, then renders the shell. */
export function DashboardLayout() {
  const session = useQuery(sessionQueryOptions);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const signingOut = useRef(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [enteringStudio, setEnteringStudio] = useState(false);
  const adminOnly = useMatches().some((match) => isAdminOnly(match.handle));
  useToastsUnderDrawer(drawerOpen);

  // DashboardContext.enterStudio: the page goes first (no query is observed while the cache is
  // emptied, so nothing of the old studio can show or be refetched into the new one), then the
  // new session, then the home page, which loads the new studio's data from scratch.
  const enterStudio = useCallback(
    async (next?: Me): Promise<Me | null> => {
      flushSync(() => setEnteringStudio(true));
      try {
        forgetStudioData(queryClient);
        let me: Me | null;
        try {
          me = next ?? (await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }));
        } catch (error) {
          void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
          throw error;
        }
        queryClient.setQueryData(SESSION_QUERY_KEY, me);
        await navigate("/dashboard");
        return me;
      } finally {
        setEnteringStudio(false);
      }
    },
    [queryClient, navigate],
  );

  const signedOut = session.data === null;
  const loginUrl = `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;

  useEffect(() => {
    if (signedOut && !session.isFetching && !signingOut.current) {
      void navigate(loginUrl, { replace: true });
    }
  }, [signedOut, session.isFetching, loginUrl, navigate]);

  if (session.isPending) return <FullPageSpinner />;

  if (session.isError) {
    return (
      <main className="flex min-h-dvh items-center justify-center px-4">
        <div className="max-w-md text-center">
          <h1 className="text-xl font-semibold">Não foi possível carregar sua conta</h1>
          <p className="mt-2 text-muted-foreground">{errorMessage(session.error)}</p>
          <Button className="mt-6" onClick={() => void session.refetch()} disabled={session.isFetching}>
            Tentar novamente
          </Button>
        </div>
      </main>
    );
  }

  // A visitor: the effect above sends them to /login.
  if (session.data === null) return <FullPageSpinner />;

  const user = session.data;
  // Same as an unknown address: the page's existence is not revealed (the API answers 404 too).
  if (adminOnly && !user.isAdmin) return <NotFoundPage />;

  const context: DashboardContext = { me: user, enterStudio };
  const closeDrawer = () => setDrawerOpen(false);

  function handleSignOut() {
    signOut.mutate(undefined, {
      onSuccess: () => {
        signingOut.current = true;
        // The chat's own AI key belongs to this person, not to the browser's next user.
        clearApiKey();
        void navigate("/", { replace: true });
        queryClient.clear();
        toast.success("Logout realizado", { description: "Você saiu da sua conta." });
      },
      onError: (error) => {
        toast.error("Não foi possível sair", { description: errorMessage(error) });
      },
    });
  }

  return (
    <div className="min-h-dvh md:flex">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow-lg focus:ring-2 focus:ring-ring"
      >
        Pular para o conteúdo
      </a>

      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r border-border bg-card md:flex">
        <div className="flex h-16 items-center border-b border-border px-6">
          <Brand />
        </div>
        <DashboardNav />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-card/95 px-4 backdrop-blur sm:px-6">
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Abrir menu" className="md:hidden">
                <Menu aria-hidden="true" className="size-5!" />
              </Button>
            </SheetTrigger>
            <SheetContent title="Menu" closeLabel="Fechar menu">
              <div className="flex h-16 items-center border-b border-border px-6">
                <Brand onNavigate={closeDrawer} />
              </div>
              <DashboardNav onNavigate={closeDrawer} />
            </SheetContent>
          </Sheet>
          {/* On phones the brand lives in the drawer, leaving room for the user's name. */}
          <div className="hidden shrink-0 sm:block md:hidden">
            <Brand />
          </div>

          <div className="flex min-w-0 flex-1 sm:flex-none">
            <StudioSwitcher me={user} enterStudio={enterStudio} />
          </div>

          <div className="ml-auto flex min-w-0 items-center gap-3">
            <NotificationsBell />
            {user.isAdmin ? (
              <Link to="/dashboard/admin" className={buttonVariants({ variant: "ghost", size: "sm" })}>
                <ShieldCheck aria-hidden="true" />
                <span className="sr-only lg:not-sr-only">Administração</span>
              </Link>
            ) : null}
            <div className="min-w-0 text-right leading-tight">
              <p className="truncate text-sm font-medium">{user.name}</p>
              <p className="hidden truncate text-xs text-muted-foreground sm:block">{user.email}</p>
              {/* The account's plan, one click from Planos (R-PLAN-5). */}
              <Link to="/dashboard/planos" className="block truncate text-xs text-primary underline-offset-4 hover:underline">
                Plano {planOrDefault(user.plan).name}
              </Link>
            </div>
            <Button variant="outline" size="sm" onClick={handleSignOut} disabled={signOut.isPending}>
              <LogOut aria-hidden="true" />
              Sair
            </Button>
          </div>
        </header>

        <main id="conteudo" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          {enteringStudio ? (
            <div className="flex justify-center py-16">
              <Spinner className="size-8" label="Trocando de estúdio..." />
            </div>
          ) : (
            <>
              <DashboardGraceBanner />
              <Outlet context={context} />
            </>
          )}
        </main>
        {/* R-REM-4: the day's reminders, once per sign-in. */}
        <LoginRemindersDialog />
      </div>
    </div>
  );
}
