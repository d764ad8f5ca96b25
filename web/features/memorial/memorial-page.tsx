import { Plus } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { PageHeader } from "#web/components/page-header";
import { RecentListCard } from "#web/components/recent-list-card";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";

const Icon = DASHBOARD_ICONS.memorial;

export function MemorialPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Memorial Descritivo"
        description="Redija o memorial descritivo do projeto com apoio da IA."
        icon={<Icon />}
        actions={
          <Button>
            <Plus aria-hidden="true" />
            Iniciar novo memorial
          </Button>
        }
      />
      <RecentListCard
        title="Memoriais Recentes"
        emptyText="Nenhum memorial descritivo criado recentemente"
      />
    </div>
  );
}
