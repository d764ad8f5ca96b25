import { useState } from "react";
import { Link } from "react-router";
import { CalendarPlus, Download } from "lucide-react";
import { toast } from "sonner";
import { DEFAULT_TIME_ZONE, zonedDate } from "#domain/calendar";
import { buildCalendar, recurrenceRule } from "#domain/ics";
import { maintenanceIcsFileName, maintenanceTasks, periodicityLabel, REFERENCE_LABEL, ROLE_LABELS, type MaintenanceTask } from "#domain/post-construction-analysis";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useAddMaintenanceAgenda } from "#web/api/calendar";
import { errorMessage } from "#web/lib/api";
import { formatDay } from "#web/lib/format";
import { plural } from "#domain/addressing";

/**
 * Today as the server counts it for the run's tables (Brasília time, tool-runs.service.ts), not
 * the browser's own date: near midnight, or abroad, they differ by a day.
 */
const today = () => zonedDate(new Date(), DEFAULT_TIME_ZONE);

/** The client's file: each task as a recurring all-day entry (RRULE) with a reminder a week before. */
function agendaIcs(name: string, tasks: MaintenanceTask[]): string {
  const stamp = new Date();
  return buildCalendar({
    name: `Manutenção — ${name}`,
    events: tasks.map((t, i) => ({ uid: `manutencao-${t.date}-${i}@prancheta`, summary: t.title, description: t.description, day: t.date, rrule: recurrenceRule(t.everyMonths), alarm: "-P1W", stamp })),
  });
}

/**
 * "Gerar agenda de manutenção": each dated task of the post-construction programme goes into the
 * studio's calendar for the project as one recurring event (decision 080), and downloads as an
 * .ics with RRULEs the architect can hand to the client.
 */
export function MaintenanceAgenda({ inputs, projectId }: { inputs: Record<string, string>; projectId: string | null }) {
  const entries = maintenanceTasks(inputs, { today: today() });
  const add = useAddMaintenanceAgenda();
  const busy = add.isPending;
  const [created, setCreated] = useState<number | null>(null);
  const name = inputs.nomeProjeto || "obra";

  async function addToCalendar() {
    try {
      const result = await add.mutateAsync({ projectId, entries: entries.map(({ title, date, description, everyMonths }) => ({ title, date, description, everyMonths })) });
      setCreated(result.created);
      toast.success("Agenda de manutenção criada", { description: `${plural(result.created, "manutenção recorrente entrou", "manutenções recorrentes entraram")} no calendário, com aviso uma semana antes.` });
    } catch (error) {
      toast.error("Erro ao criar a agenda", { description: errorMessage(error) });
    }
  }

  const href = `data:text/calendar;charset=utf-8,${encodeURIComponent(agendaIcs(name, entries))}`;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Agenda de manutenção</CardTitle>
        <CardDescription>
          {entries.length === 0
            ? "Nenhuma manutenção com periodicidade conhecida: siga o manual de cada fabricante."
            : `${plural(entries.length, "manutenção recorrente", "manutenções recorrentes")}, contadas a partir da data de entrega. Periodicidades: ${REFERENCE_LABEL}.`}
        </CardDescription>
      </CardHeader>
      {entries.length > 0 ? (
        <CardContent className="space-y-3">
          <ul className="space-y-1 text-sm" aria-label="Manutenções previstas">
            {entries.map((e, i) => (
              <li key={`${e.date}-${i}`}>
                <span className="font-medium">{formatDay(e.date)}</span> — {e.title} ({periodicityLabel(e.everyMonths).toLowerCase()}, a partir desta data; {ROLE_LABELS[e.role]})
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void addToCalendar()} disabled={busy || created !== null}>
              <CalendarPlus aria-hidden="true" />
              {busy ? "Gerando agenda..." : "Gerar agenda de manutenção"}
            </Button>
            <a href={href} download={maintenanceIcsFileName(inputs.nomeProjeto ?? "")} className={buttonVariants({ variant: "outline" })}>
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
