import { toast } from "sonner";
import { DEFAULT_NOTIFICATION_LEAD, LEAD_LABELS, NOTIFICATION_LEADS } from "#domain/calendar";
import { calendarEventInputSchema, EVENT_TITLE_MAX, type CalendarEvent, type CalendarEventValues } from "#domain/calendar.schema";
import { z } from "#domain/zod";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { applyServerErrors, firstErrorMessage } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { useProjects } from "#web/api/projects";
import { useSaveEvent } from "#web/api/calendar";

/** The event's schema, with the select's "Nenhum projeto" (an empty value) read as no project. */
const eventFormSchema = calendarEventInputSchema.extend({
  projectId: z
    .string()
    .transform((v): string | null | undefined => v || null)
    .pipe(calendarEventInputSchema.shape.projectId),
});
type FormValues = z.input<typeof eventFormSchema>;

const blank = (date: string): FormValues => ({ title: "", date, time: "", projectId: "", notification: DEFAULT_NOTIFICATION_LEAD });

const fromEvent = (e: CalendarEvent): FormValues => ({ title: e.title, date: e.date, time: e.time, projectId: e.project?.id ?? "", notification: e.notification });

/**
 * "Novo Evento" (R-CAL-1), and the same form to edit an event, with the one form pattern
 * (decision 041). Title, date and time are required ("Informações incompletas"); the project is
 * one of the studio's, or none.
 */
export function EventForm({ today, event, onDone, onCancel }: { today: string; event?: CalendarEvent; onDone: (saved: CalendarEvent) => void; onCancel: () => void }) {
  const form = useZodForm(eventFormSchema, { defaultValues: event ? fromEvent(event) : blank(today) });
  const projects = useProjects();
  const save = useSaveEvent();

  async function send(values: CalendarEventValues) {
    try {
      const saved = await save.mutateAsync({ ...(event ? { id: event.id } : {}), input: values });
      if (event) toast.success("Evento atualizado", { description: "As alterações foram salvas no calendário." });
      else toast.success("Evento adicionado com sucesso!", { description: "Seu compromisso foi agendado no calendário." });
      if (!event) form.reset(blank(today));
      onDone(saved);
    } catch (error) {
      applyServerErrors(form, error);
      toast.error(event ? "Erro ao salvar evento" : "Erro ao adicionar evento", {
        // The spec's words; the field at fault is marked under it.
        description: "Ocorreu um erro ao processar sua solicitação.",
      });
    }
  }

  const onSubmit = form.handleSubmit(send, (errors) => {
    const { title, date, time } = form.getValues();
    // The spec's toast when a required field is blank; any other fault says what it is.
    if (!title.trim() || !date || !time) toast.error("Informações incompletas", { description: "Por favor, preencha título, data e horário." });
    else toast.error("Verifique os dados do evento", { description: firstErrorMessage(errors) });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{event ? "Editar evento" : "Novo Evento"}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={event ? "Editar evento" : "Novo Evento"}>
          <Field control={form.control} name="title" label="Título" className="sm:col-span-2">
            {(p) => <Input {...p} placeholder="Ex.: Reunião com o cliente" maxLength={EVENT_TITLE_MAX} />}
          </Field>
          <Field control={form.control} name="date" label="Data">
            {(p) => <Input {...p} type="date" />}
          </Field>
          <Field control={form.control} name="time" label="Horário">
            {(p) => <Input {...p} type="time" />}
          </Field>
          <Field control={form.control} name="projectId" label="Projeto (opcional)">
            {(p) => (
              <NativeSelect {...p}>
                <option value="">Nenhum projeto</option>
                {projects.data?.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.name} — {project.client.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field control={form.control} name="notification" label="Notificação">
            {(p) => (
              <NativeSelect {...p}>
                {NOTIFICATION_LEADS.map((lead) => (
                  <option key={lead} value={lead}>
                    {LEAD_LABELS[lead]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
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
