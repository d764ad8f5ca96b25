import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { DayPicker } from "react-day-picker";
import { ptBR as pickerPtBR } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { CalendarDays, Flag, Plus } from "lucide-react";
import type { CalendarEvent } from "#domain/calendar.schema";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { EmptyState } from "#web/components/empty-state";
import { PageHeader } from "#web/components/page-header";
import { QueryState } from "#web/components/query-state";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { calendarQueries } from "#web/api/calendar";
import { DayEvents } from "./day-events";
import { EventForm } from "./event-form";
import { SubscriptionCard } from "./subscription-card";
import { plural } from "#domain/addressing";
import { localDate, localDay } from "#domain/days";

const Icon = DASHBOARD_ICONS.calendario;
const headingFormat = new Intl.DateTimeFormat("pt-BR", { weekday: "long", day: "2-digit", month: "long" });

/** "Quinta-feira, 26 de novembro" (R-CAL-1: the weekday and "dd de mês"). */
function dayHeading(day: Date): string {
  const text = headingFormat.format(day);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function countText(n: number): string {
  if (n === 0) return "Nenhum evento agendado para este dia.";
  return `${plural(n, "evento agendado", "eventos agendados")} para este dia.`;
}

/** `?data=aaaa-mm-dd` (a notice's link) chooses the day; today otherwise. */
function initialDay(param: string | null): Date {
  if (param && /^\d{4}-\d{2}-\d{2}$/.test(param)) {
    const day = localDate(param);
    // "2026-02-30" is not a day: the Date rolls over to March.
    if (!Number.isNaN(day.getTime()) && localDay(day) === param) return day;
  }
  return new Date();
}

/** "Calendário do Arquiteto" (R-CAL-1..R-CAL-4): the month, the chosen day's events and deadlines, the form. */
export function CalendarPage() {
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<Date>(() => initialDay(params.get("data")));
  const [month, setMonth] = useState<Date>(selected);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<CalendarEvent | null>(null);
  const query = useQuery(calendarQueries.month(month));
  const today = localDay(new Date());
  const selectedIso = localDay(selected);

  const { eventDays, deadlineDays } = useMemo(
    () => ({
      eventDays: [...new Set(query.data?.events.map((e) => e.date))].map((d) => localDate(d)),
      deadlineDays: [...new Set(query.data?.deadlines.map((d) => d.date))].map((d) => localDate(d)),
    }),
    [query.data],
  );
  const events = (query.data?.events ?? []).filter((e) => e.date === selectedIso).sort((a, b) => a.time.localeCompare(b.time));
  const deadlines = (query.data?.deadlines ?? []).filter((d) => d.date === selectedIso);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Calendário do Arquiteto"
        description="Organize prazos, reuniões e entregas de cada projeto."
        icon={<Icon />}
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen((open) => !open);
            }}
            aria-expanded={formOpen}
          >
            <Plus aria-hidden="true" />
            Adicionar evento
          </Button>
        }
      />

      {formOpen || editing ? (
        <EventForm
          key={editing?.id ?? "novo"}
          today={today}
          {...(editing ? { event: editing } : {})}
          onDone={(saved) => {
            setFormOpen(false);
            setEditing(null);
            const day = localDate(saved.date);
            setSelected(day);
            setMonth(day);
          }}
          onCancel={() => {
            setFormOpen(false);
            setEditing(null);
          }}
        />
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
        <Card className="self-start">
          <CardContent className="pt-6">
            <DayPicker
              mode="single"
              required
              selected={selected}
              onSelect={(day) => day && setSelected(day)}
              month={month}
              onMonthChange={setMonth}
              locale={pickerPtBR}
              weekStartsOn={0}
              modifiers={{ comEvento: eventDays, comPrazo: deadlineDays }}
              modifiersClassNames={{
                comEvento: "[&>button]:font-bold [&>button]:underline [&>button]:decoration-primary [&>button]:decoration-2 [&>button]:underline-offset-4",
                comPrazo: "[&>button]:ring-1 [&>button]:ring-amber-500",
              }}
              style={{ "--rdp-accent-color": "var(--color-primary)", "--rdp-accent-background-color": "var(--color-accent)" } as React.CSSProperties}
            />
            <p className="mt-3 flex items-center gap-2 text-xs text-muted-foreground">
              <span className="font-bold underline decoration-primary decoration-2 underline-offset-4">26</span> dias com eventos
              <span className="ml-3 inline-block size-4 rounded-full ring-1 ring-amber-500" aria-hidden="true" /> prazos de projetos
            </p>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{dayHeading(selected)}</CardTitle>
            <CardDescription>{countText(events.length)}</CardDescription>
          </CardHeader>
          <CardContent>
            {!query.isSuccess && !query.data ? (
              <QueryState query={query} loadingLabel="Carregando o calendário..." />
            ) : (
              <div className="h-[300px] space-y-3 overflow-y-auto pr-1" data-testid="day-events">
                {deadlines.map((d) => (
                  <div key={d.project.id} className="flex items-start gap-3 rounded-md border border-amber-500/60 bg-amber-50 p-3 text-sm dark:bg-amber-950/30">
                    <Flag aria-hidden="true" className="mt-0.5 size-4 text-amber-600" />
                    <div>
                      <p className="font-medium">Prazo de entrega: {d.project.name}</p>
                      <p className="text-muted-foreground">Cliente: {d.client.name}</p>
                    </div>
                  </div>
                ))}
                {events.length === 0 && deadlines.length === 0 ? (
                  <EmptyState icon={<CalendarDays />} className="h-full">
                    {formOpen
                      ? "Adicione seu primeiro evento usando o formulário acima."
                      : "Clique em “Adicionar evento” para agendar seu primeiro compromisso."}
                  </EmptyState>
                ) : (
                  <DayEvents
                    events={events}
                    onEdit={(event) => {
                      setFormOpen(false);
                      setEditing(event);
                    }}
                  />
                )}
              </div>
            )}
          </CardContent>
        </Card>
      </div>

      <SubscriptionCard />
    </div>
  );
}
