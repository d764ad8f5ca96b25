import { Link, Outlet } from "react-router";

/** Account pages: the brand on top, one centred card in <main>. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <header className="px-4 py-6 text-center">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md text-xl font-bold text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} />
          Prancheta
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 sm:items-center">
        <Outlet />
      </main>
    </div>
  );
}
