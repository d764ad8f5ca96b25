import { Plus } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { PageHeader } from "#web/components/page-header";
import { RecentListCard } from "#web/components/recent-list-card";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";

const Icon = DASHBOARD_ICONS.conceito;

export function ConceptPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Criação de conceito"
        description="Desenvolva o conceito do projeto a partir do briefing, com apoio da IA."
        icon={<Icon />}
        actions={
          <Button>
            <Plus aria-hidden="true" />
            Criar novo conceito
          </Button>
        }
      />
      <RecentListCard title="Conceitos Recentes" emptyText="Nenhum conceito criado recentemente" />
    </div>
  );
}
