import { useState } from "react";
import { Check, Sparkles, X } from "lucide-react";
import { toast } from "sonner";
import { normalizeQuestionText } from "#domain/briefing-follow-ups";
import type { FollowUp } from "#domain/briefing.schema";
import type { FollowUpsResponse } from "#domain/generation.schema";
import { Button } from "#web/components/ui/button";
import { ApiError, errorMessage } from "#web/lib/api";
import { useSuggestFollowUps } from "#web/api/briefing";

/**
 * "Sugerir perguntas com IA" (R-DOC-2): suggestions from the saved answers, each with why it is
 * asked; the architect accepts (it joins the briefing, answered like any question) or dismisses
 * it. Who wrote them is always said — an offline suggestion says it is one. When the plan's AI
 * generations are used up (402), the offline rules are offered instead.
 */
export function FollowUpsPanel({
  documentId,
  accepted,
  onAccept,
  beforeSuggest,
}: {
  documentId: string;
  accepted: readonly FollowUp[];
  onAccept: (followUp: FollowUp) => void;
  beforeSuggest: () => Promise<void>;
}) {
  const suggest = useSuggestFollowUps(documentId);
  const [result, setResult] = useState<FollowUpsResponse | null>(null);
  const [quota, setQuota] = useState<string | null>(null);

  async function ask(allowOffline: boolean) {
    setQuota(null);
    try {
      await beforeSuggest();
      const answer = await suggest.mutateAsync(allowOffline);
      const known = new Set(accepted.map((f) => normalizeQuestionText(f.text)));
      setResult({ ...answer, suggestions: answer.suggestions.filter((s) => !known.has(normalizeQuestionText(s.text))) });
    } catch (err) {
      if (err instanceof ApiError && err.status === 402) setQuota(err.message);
      else toast.error("Não foi possível sugerir perguntas", { description: errorMessage(err) });
    }
  }

  const dismiss = (id: string) => setResult((r) => (r ? { ...r, suggestions: r.suggestions.filter((s) => s.id !== id) } : r));
  const offline = result?.generatedBy.source === "offline";

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-dashed border-border p-4 sm:p-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">Perguntas a mais, a partir das respostas salvas: aceite as que fizerem sentido.</p>
        <Button variant="outline" onClick={() => void ask(false)} disabled={suggest.isPending}>
          <Sparkles aria-hidden="true" />
          {suggest.isPending ? "Sugerindo perguntas…" : "Sugerir perguntas com IA"}
        </Button>
      </div>

      {quota ? (
        <div role="alert" className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>{quota}</p>
          <p>As sugestões offline são grátis: regras escritas sobre as respostas, sem IA.</p>
          <Button size="sm" className="self-start" onClick={() => void ask(true)} disabled={suggest.isPending}>
            Usar sugestões offline
          </Button>
        </div>
      ) : null}

      {result ? (
        <section aria-labelledby="perguntas-sugeridas" className="flex flex-col gap-3">
          <h3 id="perguntas-sugeridas" className="text-base font-semibold">
            {offline ? "Sugestões offline (sem IA)" : "Perguntas sugeridas"}
          </h3>
          <p className="text-sm text-muted-foreground">{result.generatedBy.label}</p>
          {result.suggestions.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhuma pergunta nova a sugerir com as respostas atuais.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {result.suggestions.map((s) => (
                <li key={s.id} className="flex flex-col gap-2 rounded-md border border-border bg-card p-3">
                  <p className="font-medium">{s.text}</p>
                  {s.reason ? <p className="text-sm text-muted-foreground">Motivo: {s.reason}</p> : null}
                  <p className="text-xs text-muted-foreground">{offline ? "Sugestão offline" : "Sugerida pela IA"}</p>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      onClick={() => {
                        onAccept({ id: s.id, text: s.text, reason: s.reason, origin: offline ? "offline" : "ia", answer: "" });
                        dismiss(s.id);
                      }}
                    >
                      <Check aria-hidden="true" />
                      Aceitar<span className="sr-only"> a pergunta: {s.text}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => dismiss(s.id)}>
                      <X aria-hidden="true" />
                      Dispensar<span className="sr-only"> a pergunta: {s.text}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
