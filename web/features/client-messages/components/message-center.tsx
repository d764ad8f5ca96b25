import { Inbox } from "lucide-react";
import { CHANNEL_LABELS } from "#domain/messages";
import { EmptyState } from "#web/components/empty-state";
import { QueryState } from "#web/components/query-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { formatDateTime } from "#web/lib/format";
import { useClientMessages } from "#web/api/client-messages";

/** "Central de Mensagens" (R-MSG-1): the latest activity, the messages recorded and the replies sent. */
export function MessageCenter() {
  const list = useClientMessages({ limit: 5 });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Central de Mensagens</CardTitle>
        <CardDescription>As últimas mensagens registradas e as respostas enviadas.</CardDescription>
      </CardHeader>
      <CardContent>
        {!list.isSuccess ? (
          <QueryState query={list} loadingLabel="Carregando mensagens" />
        ) : list.data.length === 0 ? (
          <EmptyState icon={<Inbox />}>Nenhuma mensagem recebida ainda</EmptyState>
        ) : (
          <ul className="divide-y divide-border" aria-label="Atividade recente">
            {list.data.map((m) => {
              const last = m.replies.at(-1);
              return (
                <li key={m.id} className="py-2 text-sm">
                  <p className="font-medium">
                    {m.client.name}
                    <span className="font-normal text-muted-foreground"> · {CHANNEL_LABELS[m.channel]} · {formatDateTime(last?.sentAt ?? m.createdAt)}</span>
                  </p>
                  <p className="line-clamp-2 text-muted-foreground">{last ? `Respondido: ${last.text}` : `Recebida: ${m.received}`}</p>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
