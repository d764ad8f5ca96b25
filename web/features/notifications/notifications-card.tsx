import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Bell, CalendarClock, CheckCheck, ClipboardList, CreditCard, FileSignature, ListChecks, Webhook } from "lucide-react";
import type { NotificationKind } from "#domain/notifications.schema";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { EmptyState } from "#web/components/empty-state";
import { QueryState } from "#web/components/query-state";
import { formatDateTime } from "#web/lib/format";
import { cn } from "#web/lib/cn";
import { notificationQueries, useMarkRead } from "#web/api/notifications";
import { plural } from "#domain/addressing";

const KIND_ICONS: Record<NotificationKind, typeof Bell> = { evento: CalendarClock, lembrete: ListChecks, prazo: Bell, briefing: ClipboardList, cobranca: CreditCard, portal: FileSignature, integracao: Webhook };

/** Mensagens → Notificações (R-NOTIF-1): the notices the jobs wrote, unread ones marked. */
export function NotificationsCard() {
  const query = useQuery(notificationQueries.list());
  const markRead = useMarkRead();
  const unread = query.data?.unread ?? 0;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle className="flex items-center gap-2">
          <Bell aria-hidden="true" className="size-5" />
          Notificações
          {unread > 0 ? <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">{plural(unread, "não lida", "não lidas")}</span> : null}
        </CardTitle>
        {unread > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => markRead.mutate("all")} disabled={markRead.isPending}>
            <CheckCheck aria-hidden="true" />
            Marcar todas como lidas
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {!query.isSuccess ? (
          <QueryState query={query} loadingLabel="Carregando notificações..." />
        ) : query.data.items.length === 0 ? (
          <EmptyState icon={<Bell />}>Nenhuma notificação no momento</EmptyState>
        ) : (
          <ul className="divide-y divide-border" aria-label="Notificações">
            {query.data.items.map((item) => {
              const Icon = KIND_ICONS[item.kind];
              return (
                <li key={item.id} className={cn("flex gap-3 py-3", !item.read && "font-medium")}>
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="text-sm">
                      {item.link ? (
                        <Link to={item.link} className="hover:underline" onClick={() => !item.read && markRead.mutate(item.id)}>
                          {item.title}
                        </Link>
                      ) : (
                        item.title
                      )}
                      {!item.read ? <span className="sr-only"> (não lida)</span> : null}
                    </p>
                    <p className="whitespace-pre-line text-sm font-normal text-muted-foreground">{item.body}</p>
                    <p className="text-xs font-normal text-muted-foreground">{formatDateTime(item.createdAt)}</p>
                  </div>
                  {!item.read ? (
                    <Button variant="ghost" size="sm" onClick={() => markRead.mutate(item.id)} aria-label={`Marcar “${item.title}” como lida`}>
                      Marcar como lida
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
