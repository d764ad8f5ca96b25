import { Plus } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { ListTable } from "../../components/list-table";
import { PageHeader } from "../../components/page-header";
import { DASHBOARD_ICONS } from "../../lib/dashboard-icons";

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
