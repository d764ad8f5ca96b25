import { Plus } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { ListTable } from "#web/components/list-table";
import { PageHeader } from "#web/components/page-header";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";

const Icon = DASHBOARD_ICONS.orcamentos;
const COLUMNS = ["Projeto", "Cliente", "Padrão", "Valor Total", "Data", "Ações"] as const;

export function BudgetsPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Orçamento automático"
        description="Estime o custo da obra pelo padrão de acabamento e pela área construída."
        icon={<Icon />}
        actions={
          <Button>
            <Plus aria-hidden="true" />
            Criar novo orçamento
          </Button>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Orçamentos</CardTitle>
        </CardHeader>
        <CardContent>
          <ListTable columns={COLUMNS} emptyText="Nenhum orçamento criado" />
        </CardContent>
      </Card>
    </div>
  );
}
