import { Clock, Download, Pencil, Trash2 } from "lucide-react";
import { toast } from "sonner";
import type { CalendarEvent } from "#domain/calendar.schema";
import { LEAD_LABELS } from "#domain/calendar";
import { periodicityLabel } from "#domain/post-construction-analysis";
import { Button, buttonVariants } from "#web/components/ui/button";
import { MarkdownText } from "#web/components/markdown";
import { calendarLinks, useDeleteEvent } from "#web/api/calendar";

const SOURCE: Record<string, string> = { primary: "IA", fallback: "IA (alternativa)", offline: "Base offline" };

/** The chosen day's events, by time (R-CAL-1), each with its preparation advice (R-CAL-4). */
export function DayEvents({ events, onEdit }: { events: CalendarEvent[]; onEdit: (event: CalendarEvent) => void }) {
  const remove = useDeleteEvent();

  async function onDelete(event: CalendarEvent) {
    try {
      await remove.mutateAsync(event.id);
      toast.success("Evento removido", { description: "O evento foi removido do calendário." });
    } catch {
      toast.error("Erro ao remover evento", { description: "Ocorreu um erro ao processar sua solicitação." });
    }
  }

  return (
    <ul className="space-y-3" aria-label="Eventos do dia">
      {events.map((event) => (
        <li key={event.id} className="rounded-md border border-border p-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium">{event.title}</p>
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <Clock aria-hidden="true" className="size-3.5" />
                {event.time} · aviso {LEAD_LABELS[event.notification].toLowerCase()}
              </p>
              {event.recurrenceMonths ? <p className="text-sm text-muted-foreground">Repete: {periodicityLabel(event.recurrenceMonths).toLowerCase()}</p> : null}
              {event.project ? <p className="text-sm text-muted-foreground">Projeto: {event.project.name}</p> : null}
            </div>
            <div className="flex flex-wrap gap-1">
              <Button variant="ghost" size="sm" onClick={() => onEdit(event)} aria-label={`Editar evento ${event.title}`}>
                <Pencil aria-hidden="true" />
                Editar
              </Button>
              <a href={calendarLinks.event(event.id)} download className={buttonVariants({ variant: "ghost", size: "sm" })} aria-label={`Baixar ${event.title} em .ics`}>
                <Download aria-hidden="true" />
                .ics
              </a>
              <Button variant="ghost" size="sm" onClick={() => void onDelete(event)} disabled={remove.isPending} aria-label={`Excluir evento ${event.title}`}>
                <Trash2 aria-hidden="true" />
                Excluir
              </Button>
            </div>
          </div>
          {event.advice ? (
            <details className="mt-2 rounded-md bg-muted/50 p-2 text-sm" open>
              <summary className="cursor-pointer font-medium">
                Dicas de preparação <span className="font-normal text-muted-foreground">({SOURCE[event.adviceProvider ?? "offline"]})</span>
              </summary>
              <div className="mt-2">
                <MarkdownText text={event.advice} />
              </div>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
