import { useState } from "react";
import { Controller } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { plural } from "#domain/addressing";
import { WEBHOOK_DELIVERY_STATUS_LABELS, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, WEBHOOK_SIGNATURE_HEADER } from "#domain/webhooks";
import { webhookEndpointInputSchema, type WebhookEndpoint } from "#domain/webhooks.schema";
import { useCreateWebhook, useDeleteWebhook, useResendDelivery, useUpdateWebhook, useWebhookDeliveries, useWebhooks } from "#web/api/webhooks";
import { applyServerErrors } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api";
import { formatDateTime } from "#web/lib/format";
import { LoadedList, RemovableList, SecretShownOnce } from "./credential-parts";

/**
 * Integrações → "Webhooks" (R-HOOK-1, R-HOOK-4): the studio's endpoints — add one (its signing
 * secret shown once), turn it off and on, delete it, and read its deliveries with each attempt's
 * answer and a "Reenviar". On a plan without webhooks, which plan has them.
 */
export function WebhooksSection() {
  const hooks = useWebhooks();
  return (
    <section aria-labelledby="webhooks" className="space-y-4 border-t pt-6">
      <div className="space-y-1">
        <h3 id="webhooks" className="font-semibold">
          Webhooks
        </h3>
        <p className="text-sm text-muted-foreground">
          A Prancheta avisa outro sistema quando algo acontece no estúdio, com um POST em JSON assinado (cabeçalho <code>{WEBHOOK_SIGNATURE_HEADER}</code>, HMAC-SHA256). Veja como
          verificar a assinatura na <a className="underline" href="/api/docs">documentação</a>.
        </p>
      </div>
      <LoadedList query={hooks} loadingLabel="Carregando webhooks" spacing="py-4">
        {(data) => (
          <>
            {data.available ? (
              <CreateWebhookForm />
            ) : (
              <p className="text-sm">
                Os webhooks fazem parte do plano Obra-Prima. <Link className="underline" to="/dashboard/planos">Conhecer o plano Obra-Prima</Link>
              </p>
            )}
            <EndpointList endpoints={data.endpoints} />
          </>
        )}
      </LoadedList>
    </section>
  );
}

function CreateWebhookForm() {
  const create = useCreateWebhook();
  const form = useZodForm(webhookEndpointInputSchema, { defaultValues: { url: "", description: "", events: [] } });
  const [secret, setSecret] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const created = await create.mutateAsync(input);
      setSecret(created.secret);
      form.reset({ url: "", description: "", events: [] });
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      toast.error("Não foi possível cadastrar o webhook", { description: errorMessage(error) });
    }
  });

  return (
    <div className="space-y-3">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-3" aria-label="Adicionar webhook">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field control={form.control} name="url" label="URL do webhook (HTTPS)">
            {(p) => <Input {...p} type="url" inputMode="url" autoComplete="off" placeholder="https://sistema.exemplo.com.br/webhooks" />}
          </Field>
          <Field control={form.control} name="description" label="Descrição (opcional)">
            {(p) => <Input {...p} autoComplete="off" placeholder="Ex.: ERP do escritório" />}
          </Field>
        </div>
        <Controller
          control={form.control}
          name="events"
          render={({ field, fieldState }) => (
            <fieldset className="space-y-2" aria-describedby={fieldState.error ? "webhook-eventos-erro" : undefined}>
              <legend className="text-sm font-medium">Eventos</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <label key={type} className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4"
                      checked={field.value.includes(type)}
                      onChange={(e) => field.onChange(e.target.checked ? [...field.value, type] : field.value.filter((t) => t !== type))}
                    />
                    <span>
                      {WEBHOOK_EVENT_LABELS[type]} <code className="text-xs text-muted-foreground">{type}</code>
                    </span>
                  </label>
                ))}
              </div>
              {fieldState.error ? (
                <p id="webhook-eventos-erro" className="text-sm text-destructive">
                  {fieldState.error.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Adicionando…" : "Adicionar webhook"}
        </Button>
      </form>
      {secret ? (
        <SecretShownOnce
          message="Webhook cadastrado. Copie o segredo de assinatura agora: ele não será mostrado de novo."
          text={secret}
          textLabel="Segredo do webhook"
          noun="segredo"
          onDone={() => setSecret(null)}
        />
      ) : null}
    </div>
  );
}

function EndpointList({ endpoints }: { endpoints: WebhookEndpoint[] }) {
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const [open, setOpen] = useState<string | null>(null);

  async function toggle(endpoint: WebhookEndpoint) {
    try {
      await update.mutateAsync({ id: endpoint.id, body: { active: !endpoint.active } });
      toast.success(endpoint.active ? "Webhook desativado." : "Webhook reativado.");
    } catch (error) {
      toast.error("Não foi possível alterar o webhook", { description: errorMessage(error) });
    }
  }

  return (
    <RemovableList
      items={endpoints}
      empty="Nenhum webhook cadastrado ainda."
      frame={(list) => (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold">Webhooks do estúdio</h4>
          {list}
        </div>
      )}
      itemClassName="space-y-2 p-3"
      item={(endpoint, ask) => (
        <>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0 space-y-0.5 text-sm">
              <p className="font-medium break-all">{endpoint.url}</p>
              {endpoint.description ? <p className="break-words">{endpoint.description}</p> : null}
              <p className="text-muted-foreground">
                {endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(" · ")} · segredo <code className="text-xs">{endpoint.secretPrefix}…</code>
              </p>
              {endpoint.disabledAt ? (
                <p className="text-destructive">Desativado em {formatDateTime(endpoint.disabledAt)} por falhas seguidas. Corrija o destino e reative.</p>
              ) : !endpoint.active ? (
                <p className="text-muted-foreground">Desativado.</p>
              ) : endpoint.failingSince ? (
                <p className="text-destructive">Falhando desde {formatDateTime(endpoint.failingSince)}.</p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" aria-expanded={open === endpoint.id} aria-label={`Entregas do webhook ${endpoint.url}`} onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}>
                {open === endpoint.id ? "Ocultar entregas" : "Ver entregas"}
              </Button>
              <Button variant="outline" size="sm" disabled={update.isPending} aria-label={`${endpoint.active ? "Desativar" : "Reativar"} o webhook ${endpoint.url}`} onClick={() => void toggle(endpoint)}>
                {endpoint.active ? "Desativar" : "Reativar"}
              </Button>
              <Button variant="outline" size="sm" aria-label={`Excluir o webhook ${endpoint.url}`} onClick={ask}>
                Excluir
              </Button>
            </div>
          </div>
          {open === endpoint.id ? <DeliveryList endpointId={endpoint.id} /> : null}
        </>
      )}
      confirm={(endpoint) => ({
        title: "Excluir webhook?",
        description: `Nenhum evento será mais enviado para ${endpoint?.url ?? ""}, e as suas entregas saem da lista. Não dá para desfazer.`,
        confirmLabel: "Excluir",
        busyLabel: "Excluindo…",
      })}
      remove={(endpoint) => remove.mutateAsync(endpoint.id)}
      removed={() => "Webhook excluído."}
    />
  );
}

function DeliveryList({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const resend = useResendDelivery();
  if (deliveries.isPending) return <Spinner label="Carregando entregas" />;
  if (deliveries.isError) return <p role="alert" className="text-sm">{errorMessage(deliveries.error)}</p>;
  const list = deliveries.data.deliveries;

  async function again(deliveryId: string) {
    try {
      await resend.mutateAsync({ id: endpointId, deliveryId });
      toast.success("Entrega reenviada: o mesmo evento, com o mesmo id.");
    } catch (error) {
      toast.error("Não foi possível reenviar", { description: errorMessage(error) });
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium">Entregas recentes</p>
        <Button variant="ghost" size="sm" onClick={() => void deliveries.refetch()} disabled={deliveries.isFetching}>
          Atualizar
        </Button>
      </div>
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma entrega ainda.</p>
      ) : (
        <ul aria-label="Entregas do webhook" className="space-y-2">
          {list.map((d) => {
            const last = d.attemptsLog[0];
            return (
              <li key={d.id} className="rounded-md border p-2 text-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0 space-y-0.5">
                    <p>
                      <span className="font-medium">{WEBHOOK_EVENT_LABELS[d.type]}</span> · {WEBHOOK_DELIVERY_STATUS_LABELS[d.status]} · {formatDateTime(d.createdAt)}
                    </p>
                    <p className="text-muted-foreground">
                      <code className="break-all text-xs">{d.eventId}</code> · {plural(d.attempts, "tentativa", "tentativas")}
                      {last ? ` · última: ${last.statusCode ?? "sem resposta"} em ${last.durationMs.toLocaleString("pt-BR")} ms` : ""}
                      {d.status === "pendente" && d.nextAttemptAt && d.attempts > 0 ? ` · próxima em ${formatDateTime(d.nextAttemptAt)}` : ""}
                      {d.resentFrom ? " · reenvio" : ""}
                    </p>
                  </div>
                  <Button variant="outline" size="sm" disabled={resend.isPending} aria-label={`Reenviar o evento ${d.eventId}`} onClick={() => void again(d.id)}>
                    Reenviar
                  </Button>
                </div>
                {d.attemptsLog.length > 0 ? (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-muted-foreground">Tentativas</summary>
                    <ol className="mt-1 space-y-1">
                      {d.attemptsLog.map((a) => (
                        <li key={a.number} className="break-words">
                          {a.number}ª em {formatDateTime(a.at)}: {a.statusCode !== null ? `HTTP ${a.statusCode}` : "sem resposta"} ({a.durationMs.toLocaleString("pt-BR")} ms){a.error ? ` — ${a.error}` : ""}
                          {a.responseExcerpt ? <pre className="mt-1 max-h-24 overflow-auto whitespace-pre-wrap rounded bg-muted p-1 text-xs">{a.responseExcerpt}</pre> : null}
                        </li>
                      ))}
                    </ol>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
