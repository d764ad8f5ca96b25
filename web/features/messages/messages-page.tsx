import { Bell, Inbox, Users } from "lucide-react";
import { PageHeader } from "#web/components/page-header";
import { RecentListCard } from "#web/components/recent-list-card";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";

const Icon = DASHBOARD_ICONS.mensagens;

export function MessagesPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Mensagens"
        description="Acompanhe a comunicação com seus clientes e receba sugestões de resposta."
        icon={<Icon />}
      />
      <RecentListCard
        title="Central de Mensagens"
        icon={<Inbox />}
        emptyText="Nenhuma mensagem recebida ainda"
      />
      <div className="grid gap-6 md:grid-cols-2">
        <RecentListCard title="Notificações" icon={<Bell />} emptyText="Nenhuma notificação no momento" />
        <RecentListCard
          title="Mensagens de clientes"
          icon={<Users />}
          emptyText="Nenhuma mensagem de cliente"
        />
      </div>
    </div>
  );
}
