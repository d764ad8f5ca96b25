import { Plus } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { PageHeader } from "#web/components/page-header";
import { RecentListCard } from "#web/components/recent-list-card";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";

const Icon = DASHBOARD_ICONS.briefing;

export function BriefingPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Briefing com cliente"
        description="Conduza o briefing com perguntas otimizadas pela IA e gere o programa de necessidades do projeto."
        icon={<Icon />}
        actions={
          <Button>
            <Plus aria-hidden="true" />
            Criar novo briefing
          </Button>
        }
      />
      <RecentListCard title="Briefings Recentes" emptyText="Nenhum briefing criado recentemente" />
    </div>
  );
}
