import { Search } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { PageHeader } from "#web/components/page-header";
import { RecentListCard } from "#web/components/recent-list-card";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";

const Icon = DASHBOARD_ICONS.referencias;

export function ReferencesPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Pesquisa de referências"
        description="Encontre referências visuais alinhadas ao seu projeto."
        icon={<Icon />}
      />
      <Card>
        <CardHeader>
          <CardTitle>Iniciar pesquisa</CardTitle>
          <CardDescription>
            A IA buscará referências em plataformas visuais com base no briefing e no conceito do
            seu projeto.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button>
            <Search aria-hidden="true" />
            Iniciar pesquisa
          </Button>
        </CardContent>
      </Card>
      <RecentListCard title="Referências salvas" emptyText="Nenhuma referência salva ainda" />
    </div>
  );
}
