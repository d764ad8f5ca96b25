import { ClientMessagesCard } from "#web/features/client-messages/components/client-messages-card";
import { MessageCenter } from "#web/features/client-messages/components/message-center";
import { NotificationsCard } from "#web/features/notifications/notifications-card";
import { PageHeader } from "#web/components/page-header";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";

const Icon = DASHBOARD_ICONS.mensagens;

/**
 * Mensagens (R-PAGE-4, R-MSG-1): "Central de Mensagens" (the latest activity), the notifications
 * feature's "Notificações", and "Mensagens de clientes" (suggested replies and the decision log).
 */
export function MessagesRoute() {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title="Mensagens" description="Acompanhe a comunicação com seus clientes e receba sugestões de resposta." icon={<Icon />} />
      <div className="grid gap-6 md:grid-cols-2">
        <MessageCenter />
        <NotificationsCard />
      </div>
      <ClientMessagesCard />
    </div>
  );
}
