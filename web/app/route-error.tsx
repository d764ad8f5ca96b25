import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonVariants } from "#web/components/ui/button-variants";

/**
 * Shown when a route fails to render or its code cannot be loaded (typically after a deploy
 * replaced the chunk files): offer a reload instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);

  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-bold">Algo deu errado</h1>
        <p className="mt-3 text-muted-foreground">
          Não foi possível carregar esta página. Recarregue para tentar novamente.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
            Recarregar página
          </button>
          <Link to="/" className={buttonVariants({ variant: "outline" })}>
            Ir para o início
          </Link>
        </div>
      </div>
    </main>
  );
}
