import { useState } from "react";
import { Link } from "react-router";
import { CalendarPlus, Download } from "lucide-react";
import { toast } from "sonner";
import { DEFAULT_TIME_ZONE, zonedDate } from "#domain/calendar";
import { maintenanceAgendaResultSchema } from "#domain/calendar.schema";
import { buildCalendar } from "#domain/ics";
import { maintenanceSchedule, type MaintenanceEntry } from "#domain/post-construction-analysis";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { errorMessage, request } from "#web/lib/api";
import { formatDay } from "#web/lib/format";

/**
 * Today as the server counts it for the run's tables (Brasília time, tool-runs.service.ts), not
 * the browser's own date: near midnight, or abroad, they differ by a day.
 */
const today = () => zonedDate(new Date(), DEFAULT_TIME_ZONE);

/** The client's file: each maintenance as an all-day entry with a reminder a week before. */
function agendaIcs(name: string, entries: MaintenanceEntry[]): string {
  const stamp = new Date();
  return buildCalendar({
    name: `Manutenção — ${name}`,
    events: entries.map((e, i) => ({ uid: `manutencao-${e.date}-${i}@prancheta`, summary: e.title, description: e.description, day: e.date, alarm: "-P1W", stamp })),
  });
}

/**
 * "Gerar agenda de manutenção" (issue 18): the post-construction run's schedule (NBR 5674's
 * periodicities the facts hold) goes into the studio's calendar for the project, and downloads as
 * an .ics the architect can hand to the client.
 */
export function MaintenanceAgenda({ inputs, projectId }: { inputs: Record<string, string>; projectId: string | null }) {
  const entries = maintenanceSchedule(inputs, { today: today() });
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<number | null>(null);
  const name = inputs.nomeProjeto || "obra";

  async function addToCalendar() {
    setBusy(true);
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const result = await request(maintenanceAgendaResultSchema, "POST", "/api/calendar/maintenance", { projectId, timeZone, entries });
      setCreated(result.created);
      toast.success("Agenda de manutenção criada", { description: `${result.created} ${result.created === 1 ? "manutenção entrou" : "manutenções entraram"} no calendário, com aviso uma semana antes.` });
    } catch (error) {
      toast.error("Erro ao criar a agenda", { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const href = `data:text/calendar;charset=utf-8,${encodeURIComponent(agendaIcs(name, entries))}`;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Agenda de manutenção</CardTitle>
        <CardDescription>
          {entries.length === 0
            ? "Nenhuma manutenção com periodicidade conhecida nos próximos 24 meses: siga o manual de cada fabricante."
            : `${entries.length} ${entries.length === 1 ? "manutenção" : "manutenções"} nos próximos 24 meses, a partir da data de entrega.`}
        </CardDescription>
      </CardHeader>
      {entries.length > 0 ? (
        <CardContent className="space-y-3">
          <ul className="space-y-1 text-sm" aria-label="Manutenções previstas">
            {entries.map((e, i) => (
              <li key={`${e.date}-${i}`}>
                <span className="font-medium">{formatDay(e.date)}</span> — {e.title}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void addToCalendar()} disabled={busy || created !== null}>
              <CalendarPlus aria-hidden="true" />
              {busy ? "Gerando agenda..." : "Gerar agenda de manutenção"}
            </Button>
            <a href={href} download={`manutencao-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.ics`} className={buttonVariants({ variant: "outline" })}>
              <Download aria-hidden="true" />
              Baixar agenda (.ics) para o cliente
            </a>
            {created !== null ? (
              <Link to="/dashboard/calendario" className={buttonVariants({ variant: "ghost" })}>
                Ver no calendário
              </Link>
            ) : null}
          </div>
        </CardContent>
      ) : null}
    </Card>
  );
}
