import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { CHANNEL_LABELS, MESSAGE_CHANNELS, REPLY_TONE_LABELS, REPLY_TONES } from "#domain/messages";
import { clientMessageInputSchema, type ClientMessage } from "#domain/messages.schema";
import { applyServerErrors, firstErrorMessage } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { Button } from "#web/components/ui/button";
import { NativeSelect } from "#web/components/ui/native-select";
import { Textarea } from "#web/components/ui/textarea";
import { errorMessage } from "#web/lib/api";
import { useProjects } from "#web/api/projects";
import { useClientSearch, useRecordMessage } from "#web/api/client-messages";
import { ClientSearchSelect } from "./client-search-select";

/**
 * "Registrar mensagem" (R-MSG-1): the client, one of their projects (optional), the channel, the
 * tone and the pasted message; sending records it and hands back its suggested replies.
 */
export function RecordMessageForm({ onRecorded }: { onRecorded: (message: ClientMessage) => void }) {
  // The picker's first answer (no search), shared through the cache: does the studio have clients?
  const clients = useClientSearch("");
  const projects = useProjects();
  const recordMessage = useRecordMessage();
  const form = useZodForm(clientMessageInputSchema, {
    defaultValues: { clientId: "", projectId: "", channel: "whatsapp", tone: "cordial", message: "" },
  });
  const { control, handleSubmit, formState, setValue, getValues } = form;
  const clientId = useWatch({ control, name: "clientId" });
  const clientProjects = (projects.data ?? []).filter((p) => p.client.id === clientId);

  // Another client: the project chosen was the previous client's; the only project is the likely one.
  useEffect(() => {
    const current = getValues("projectId");
    if (current && clientProjects.some((p) => p.id === current)) return;
    setValue("projectId", clientProjects.length === 1 ? clientProjects[0]!.id : "");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the client or the projects change
  }, [clientId, projects.data]);

  const onSubmit = handleSubmit(
    async (data) => {
      try {
        const created = await recordMessage.mutateAsync(data);
        toast.success("Mensagem registrada", { description: `${created.suggestions.length} respostas sugeridas para ${created.client.name}.` });
        form.reset({ ...getValues(), message: "" });
        onRecorded(created);
      } catch (error) {
        if (applyServerErrors(form, error)) return;
        toast.error("Não foi possível registrar a mensagem", { description: errorMessage(error) });
      }
    },
    (errors) => toast.error("Verifique os dados", { description: firstErrorMessage(errors) }),
  );

  const noClients = clients.isSuccess && clients.data.total === 0;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:grid-cols-2" aria-labelledby="registrar-mensagem">
      <h3 id="registrar-mensagem" className="font-semibold sm:col-span-2">
        Registrar mensagem
      </h3>
      <Field control={control} name="clientId" label="Cliente" hint={noClients ? "Cadastre um cliente em Clientes para registrar as mensagens dele." : undefined}>
        {({ value, onChange, onBlur, name, ref, ...wiring }) => (
          <ClientSearchSelect
            control={wiring}
            value={value ?? ""}
            onChange={onChange}
            onBlur={onBlur}
            name={name}
            ref={ref}
            searchLabel="Buscar cliente"
          />
        )}
      </Field>
      <Field control={control} name="projectId" label="Projeto" hint="Opcional: as sugestões citam a etapa, o prazo e o orçamento do projeto.">
        {(p) => (
          <NativeSelect {...p} value={p.value ?? ""} disabled={!clientId}>
            <option value="">{!clientId ? "Escolha o cliente primeiro" : clientProjects.length === 0 ? "Nenhum projeto deste cliente" : "Sem projeto"}</option>
            {clientProjects.map((proj) => (
              <option key={proj.id} value={proj.id}>
                {proj.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field control={control} name="channel" label="Canal">
        {(p) => (
          <NativeSelect {...p}>
            {MESSAGE_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {CHANNEL_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field control={control} name="tone" label="Tom da resposta">
        {(p) => (
          <NativeSelect {...p}>
            {REPLY_TONES.map((t) => (
              <option key={t} value={t}>
                {REPLY_TONE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field control={control} name="message" label="Mensagem do cliente" hint="Cole aqui o que o cliente escreveu." className="sm:col-span-2">
        {(p) => <Textarea {...p} rows={5} />}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Gerando sugestões..." : "Registrar e sugerir respostas"}
        </Button>
      </div>
    </form>
  );
}
