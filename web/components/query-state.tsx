import { Button } from "#web/components/ui/button";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api";

type LoadingQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/**
 * What a list shows before it has its data: a spinner while it loads, or the server's pt-BR error
 * with "Tentar novamente". Pages render it in the branch where `query.isSuccess` is false.
 */
export function QueryState({ query, loadingLabel }: { query: LoadingQuery; loadingLabel: string }) {
  if (query.isError) {
    return (
      <div className="space-y-3 py-6 text-center text-sm text-muted-foreground">
        <p>{errorMessage(query.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return (
    <div className="flex justify-center py-10">
      <Spinner label={loadingLabel} />
    </div>
  );
}
