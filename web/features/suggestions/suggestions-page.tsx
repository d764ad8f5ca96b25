import { useState } from "react";
import { Send } from "lucide-react";
import { toast } from "sonner";
import { SUGGESTION_TYPE_LABELS, SUGGESTION_TYPES, SUGGESTION_URGENCIES, DEFAULT_SUGGESTION_URGENCY } from "#domain/suggestions";
import { suggestionInputSchema, type Suggestion } from "#domain/suggestions.schema";
import { EmptyState } from "#web/components/empty-state";
import { applyServerErrors } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { PageHeader } from "#web/components/page-header";
import { QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Textarea } from "#web/components/ui/textarea";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { formatDate } from "#web/lib/format";
import { useMySuggestions, useSendSuggestion } from "#web/api/suggestions";
import { SuggestionTriage } from "./suggestion-triage";

const Icon = DASHBOARD_ICONS.sugestoes;

const URGENCY_LABELS: Record<(typeof SUGGESTION_URGENCIES)[number], string> = {
  baixa: "Baixa",
  média: "Média",
  alta: "Alta",
  crítica: "Crítica",
};

/** The form after a send (R-SUGG-1): name and text cleared, type Nova ideia, urgency média. */
const EMPTY = { name: "", type: "nova-ideia", urgency: DEFAULT_SUGGESTION_URGENCY, text: "" } as const;

/**
 * `/dashboard/sugestoes` (R-SUGG-1, R-SUGG-2): the spec's form, sent to the server, which stores
 * it and triages it; the triage of what was just sent is shown, and "Minhas sugestões" below.
 */
export function SuggestionsPage() {
  const form = useZodForm(suggestionInputSchema, { defaultValues: EMPTY });
  const send = useSendSuggestion();
  const [sent, setSent] = useState<Suggestion | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const suggestion = await send.mutateAsync(values);
      toast.success("Sugestão enviada com sucesso!", {
        description: "Nossa equipe analisará sua ideia e entrará em contato se necessário.",
      });
      form.reset(EMPTY);
      setSent(suggestion);
    } catch (error) {
      // A 422's messages go under their fields; the failure is said in any case.
      applyServerErrors(form, error);
      toast.error("Erro ao enviar sugestão", {
        description: "Ocorreu um erro ao processar sua solicitação. Tente novamente mais tarde.",
      });
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader
        title="Sugestões de melhoria"
        description="Ajude a construir a Prancheta com as suas ideias."
        icon={<Icon />}
      />
      <Card>
        <CardHeader>
          <CardTitle>Envie sua sugestão</CardTitle>
          <CardDescription>
            Envie sugestões de novas funcionalidades, reporte problemas ou compartilhe elogios. Toda
            mensagem é lida pela nossa equipe.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-5">
            <Field control={form.control} name="name" label="Seu nome">
              {(p) => <Input {...p} autoComplete="name" required />}
            </Field>

            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Tipo de sugestão</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {SUGGESTION_TYPES.map((type) => (
                  <label key={type} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      value={type}
                      {...form.register("type")}
                      className="size-4 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                    />
                    {SUGGESTION_TYPE_LABELS[type]}
                  </label>
                ))}
              </div>
            </fieldset>

            <Field control={form.control} name="urgency" label="Urgência">
              {(p) => (
                <NativeSelect {...p}>
                  {SUGGESTION_URGENCIES.map((urgency) => (
                    <option key={urgency} value={urgency}>
                      {URGENCY_LABELS[urgency]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>

            <Field control={form.control} name="text" label="Sua sugestão/feedback">
              {(p) => (
                <Textarea {...p} rows={5} required placeholder="Conte sua ideia, o problema encontrado ou o que você gostou" />
              )}
            </Field>

            <Button type="submit" className="self-start" disabled={busy} aria-busy={busy}>
              <Send aria-hidden="true" />
              {busy ? "Enviando..." : "Enviar sugestão"}
            </Button>
          </form>
        </CardContent>
      </Card>

      {sent ? (
        <Card aria-labelledby="analise-sugestao">
          <CardHeader>
            <CardTitle id="analise-sugestao">Análise da sua sugestão</CardTitle>
            <CardDescription>
              {SUGGESTION_TYPE_LABELS[sent.type]} · urgência {sent.urgency} · “{sent.text.length > 120 ? `${sent.text.slice(0, 117)}…` : sent.text}”
            </CardDescription>
          </CardHeader>
          <CardContent>
            <SuggestionTriage triage={sent.triage} />
          </CardContent>
        </Card>
      ) : null}

      <MySuggestions />
    </div>
  );
}

/** "Minhas sugestões": what the person sent from this studio, newest first, each with its triage. */
function MySuggestions() {
  const mine = useMySuggestions();
  return (
    <Card aria-labelledby="minhas-sugestoes">
      <CardHeader>
        <CardTitle id="minhas-sugestoes">Minhas sugestões</CardTitle>
        <CardDescription>O que você já enviou, da mais recente à mais antiga, com a análise de cada uma.</CardDescription>
      </CardHeader>
      <CardContent>
        {!mine.isSuccess ? (
          <QueryState query={mine} loadingLabel="Carregando suas sugestões" />
        ) : mine.data.length === 0 ? (
          <EmptyState>Você ainda não enviou nenhuma sugestão.</EmptyState>
        ) : (
          <ol className="flex flex-col gap-4">
            {mine.data.map((s) => (
              <li key={s.id}>
                <article aria-label={`Sugestão de ${formatDate(s.createdAt)}`} className="space-y-3 rounded-md border border-border p-4">
                  <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
                    <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>
                    <span>{SUGGESTION_TYPE_LABELS[s.type]}</span>
                    <span>Urgência {URGENCY_LABELS[s.urgency].toLowerCase()}</span>
                  </p>
                  <p className="whitespace-pre-line text-sm">{s.text}</p>
                  <SuggestionTriage triage={s.triage} className="border-t border-border pt-3" />
                </article>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
