import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { DEFAULT_NOTIFICATION_LEAD, LEAD_LABELS, NOTIFICATION_LEADS, type NotificationLead } from "#domain/calendar";
import type { CalendarEvent } from "#domain/calendar.schema";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { FormField } from "#web/components/form-field";
import { ApiError } from "#web/lib/api";
import { useProjects } from "#web/api/projects";
import { useSaveEvent } from "./api";

interface Values {
  title: string;
  date: string;
  time: string;
  projectId: string;
  notification: NotificationLead;
}

const blank = (date: string): Values => ({ title: "", date, time: "", projectId: "", notification: DEFAULT_NOTIFICATION_LEAD });

const fromEvent = (e: CalendarEvent): Values => ({ title: e.title, date: e.date, time: e.time, projectId: e.project?.id ?? "", notification: e.notification });

/**
 * "Novo Evento" (R-CAL-1), and the same form to edit an event. Title, date and time are required
 * ("Informações incompletas"); the project is one of the studio's, or none.
 */
export function EventForm({ today, event, onDone, onCancel }: { today: string; event?: CalendarEvent; onDone: (saved: CalendarEvent) => void; onCancel: () => void }) {
  const [values, setValues] = useState<Values>(() => (event ? fromEvent(event) : blank(today)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const projects = useProjects();
  const save = useSaveEvent();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!values.title.trim() || !values.date || !values.time) {
      toast.error("Informações incompletas", { description: "Por favor, preencha título, data e horário." });
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({
        ...(event ? { id: event.id } : {}),
        input: { title: values.title, date: values.date, time: values.time, projectId: values.projectId || null, notification: values.notification },
      });
      if (event) toast.success("Evento atualizado", { description: "As alterações foram salvas no calendário." });
      else toast.success("Evento adicionado com sucesso!", { description: "Seu compromisso foi agendado no calendário." });
      if (!event) setValues(blank(today));
      onDone(saved);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error(event ? "Erro ao salvar evento" : "Erro ao adicionar evento", {
        // The spec's words; the field at fault is marked under it.
        description: "Ocorreu um erro ao processar sua solicitação.",
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{event ? "Editar evento" : "Novo Evento"}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={event ? "Editar evento" : "Novo Evento"}>
          <FormField label="Título" error={errors.title} className="sm:col-span-2">
            {(field) => <Input {...field} value={values.title} onChange={(e) => set("title", e.target.value)} placeholder="Ex.: Reunião com o cliente" maxLength={120} />}
          </FormField>
          <FormField label="Data" error={errors.date}>
            {(field) => <Input {...field} type="date" value={values.date} onChange={(e) => set("date", e.target.value)} />}
          </FormField>
          <FormField label="Horário" error={errors.time}>
            {(field) => <Input {...field} type="time" value={values.time} onChange={(e) => set("time", e.target.value)} />}
          </FormField>
          <FormField label="Projeto (opcional)" error={errors.projectId}>
            {(field) => (
              <NativeSelect {...field} value={values.projectId} onChange={(e) => set("projectId", e.target.value)}>
                <option value="">Nenhum projeto</option>
                {projects.data?.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} — {p.client.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Notificação" error={errors.notification}>
            {(field) => (
              <NativeSelect {...field} value={values.notification} onChange={(e) => set("notification", e.target.value as NotificationLead)}>
                {NOTIFICATION_LEADS.map((lead) => (
                  <option key={lead} value={lead}>
                    {LEAD_LABELS[lead]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Salvando..." : event ? "Salvar alterações" : "Salvar evento"}
            </Button>
            <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
              Cancelar
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
