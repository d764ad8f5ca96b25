import { useQuery } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { PageHeader } from "#web/components/page-header";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api";
import { adminSuggestionsQueryOptions, adminUpgradeRequestsQueryOptions } from "#web/api/admin";
import { CubTablesCard } from "./cub-tables-card";
import { SuggestionsTable } from "./suggestions-table";
import { UpgradeRequestsTable } from "./upgrade-requests-table";

/**
 * `/dashboard/admin`, the Prancheta team's page (R-STUDIO-4): pending plan requests, each
 * granted with one confirmed click; and the suggestions every studio sent, with their triage
 * (R-SUGG-3); the CUB tables every studio gets, imported and published here (R-BUDGET-9). The
 * layout shows the not-found page to everyone else.
 */
export function AdminPage() {
  const requests = useQuery(adminUpgradeRequestsQueryOptions);
  const suggestions = useQuery(adminSuggestionsQueryOptions);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Administração"
        description="Pedidos de mudança de plano à espera da equipe Prancheta, as sugestões recebidas e as tabelas do CUB publicadas para os estúdios."
        icon={<ShieldCheck />}
      />
      <Card>
        <CardHeader>
          <CardTitle>Pedidos de plano pendentes</CardTitle>
          <CardDescription>Liberar um plano muda o plano do estúdio agora e avisa o proprietário por e-mail.</CardDescription>
        </CardHeader>
        <CardContent>
          {requests.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner label="Carregando pedidos" />
            </div>
          ) : requests.isError ? (
            <div role="alert" className="space-y-3">
              <p className="text-sm">{errorMessage(requests.error)}</p>
              <Button variant="outline" onClick={() => void requests.refetch()} disabled={requests.isFetching}>
                Tentar novamente
              </Button>
            </div>
          ) : (
            <UpgradeRequestsTable requests={requests.data} />
          )}
        </CardContent>
      </Card>
      <Card aria-labelledby="sugestoes-recebidas">
        <CardHeader>
          <CardTitle id="sugestoes-recebidas">Sugestões</CardTitle>
          <CardDescription>Sugestões, relatos de bug e elogios de todos os estúdios, da mais recente à mais antiga, com a triagem.</CardDescription>
        </CardHeader>
        <CardContent>
          {suggestions.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner label="Carregando sugestões" />
            </div>
          ) : suggestions.isError ? (
            <div role="alert" className="space-y-3">
              <p className="text-sm">{errorMessage(suggestions.error)}</p>
              <Button variant="outline" onClick={() => void suggestions.refetch()} disabled={suggestions.isFetching}>
                Tentar novamente
              </Button>
            </div>
          ) : (
            <SuggestionsTable suggestions={suggestions.data} />
          )}
        </CardContent>
      </Card>
      <CubTablesCard />
    </div>
  );
}
