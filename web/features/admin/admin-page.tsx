import { useQuery } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { PageHeader } from "#web/components/page-header";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api";
import { adminUpgradeRequestsQueryOptions } from "./api/upgrade-requests";
import { UpgradeRequestsTable } from "./upgrade-requests-table";

/**
 * `/dashboard/admin`, the Prancheta team's page (R-STUDIO-4): pending plan requests, each
 * granted with one confirmed click. The layout shows the not-found page to everyone else.
 */
export function AdminPage() {
  const requests = useQuery(adminUpgradeRequestsQueryOptions);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Administração"
        description="Pedidos de mudança de plano à espera da equipe Prancheta."
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
    </div>
  );
}
