import { Plus } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { PageHeader } from "#web/components/page-header";
import { RecentListCard } from "#web/components/recent-list-card";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";

const Icon = DASHBOARD_ICONS.justificativa;

export function JustificationPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Justificativa de Projeto"
        description="Explique as decisões de projeto com um texto claro e bem fundamentado."
        icon={<Icon />}
        actions={
          <Button>
            <Plus aria-hidden="true" />
            Criar nova justificativa
          </Button>
        }
      />
      <RecentListCard
        title="Justificativas Recentes"
        emptyText="Nenhuma justificativa criada recentemente"
      />
    </div>
  );
}
