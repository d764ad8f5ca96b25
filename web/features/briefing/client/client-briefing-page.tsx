import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { AlertTriangle, Check, CloudOff, Loader2 } from "lucide-react";
import { you, youVerb, type Addressee } from "#domain/addressing";
import { briefingProgress } from "#domain/briefing";
import { BriefingProgressBar } from "#web/components/briefing/briefing-progress";
import { BriefingQuestions } from "#web/components/briefing/briefing-questions";
import { Button } from "#web/components/ui/button";
import { Spinner } from "#web/components/ui/spinner";
import { ApiError, errorMessage } from "#web/lib/api";
import { formatDate } from "#web/lib/format";
import { briefingQueries } from "#web/api/briefing";
import { useClientAnswers, withUnsent, type ClientSaveStatus } from "./use-client-answers";

/**
 * `/briefing-cliente/:token` (R-DOC-3): the client answers the briefing without an account, on a
 * phone as well as a computer. Only the questionnaire and the studio's name are shown — nothing
 * else of the studio, no way into the app. The page and the questions speak to the client as the
 * client is: "você" to one person, "vocês" to a couple or a company (R-CLIENT-3). `debounceMs` is
 * for tests.
 */
export function ClientBriefingPage({ debounceMs }: { debounceMs?: number } = {}) {
  const { token = "" } = useParams();
  const briefing = useQuery(briefingQueries.publicBriefing(token));
  const answers = useClientAnswers(token, briefing.isSuccess, debounceMs !== undefined ? { debounceMs } : {});

  if (briefing.isPending) {
    return (
      <Frame>
        <div className="flex justify-center py-16">
          <Spinner className="size-8" label="Carregando o briefing" />
        </div>
      </Frame>
    );
  }
  const unavailable = answers.gone ?? (briefing.error instanceof ApiError && briefing.error.status === 404 ? briefing.error.message : null);
  if (unavailable) {
    return (
      <Frame>
        <div className="rounded-lg border border-border bg-card p-6 text-center shadow-sm">
          <h1 className="text-xl font-bold tracking-tight">Este link não está disponível</h1>
          <p className="mt-3 text-muted-foreground">{unavailable}</p>
        </div>
      </Frame>
    );
  }
  if (briefing.isError) {
    return (
      <Frame>
        <div className="flex flex-col items-center gap-4 rounded-lg border border-border bg-card p-6 text-center shadow-sm">
          <h1 className="text-xl font-bold tracking-tight">Não foi possível abrir o briefing</h1>
          <p className="text-muted-foreground">{errorMessage(briefing.error)}</p>
          <Button onClick={() => void briefing.refetch()} disabled={briefing.isFetching}>
            Tentar novamente
          </Button>
        </div>
      </Frame>
    );
  }

  const { studioName, expiresAt, clientKind } = briefing.data;
  const content = withUnsent(briefing.data, answers.unsent);
  const client: Addressee = { name: "", kind: clientKind };
  const v = (singular: string, plural: string) => youVerb(client, singular, plural);
  return (
    <Frame>
      <header className="mb-4">
        <h1 className="text-2xl font-bold tracking-tight">
          {studioName} pede que {you(client)} {v("responda", "respondam")} este briefing
        </h1>
        <p className="mt-2 text-muted-foreground">
          As respostas são salvas automaticamente enquanto {you(client)} {v("escreve", "escrevem")}. {v("Responda", "Respondam")} no seu ritmo e{" "}
          {v("deixe", "deixem")} em branco o que não {v("souber", "souberem")}: {you(client)} {v("pode", "podem")} voltar a este link até {formatDate(expiresAt)}.
        </p>
      </header>
      <div className="sticky top-0 z-10 -mx-4 mb-6 flex flex-col gap-2 border-b border-border bg-muted/95 px-4 py-3 backdrop-blur sm:flex-row sm:items-center sm:justify-between">
        <BriefingProgressBar progress={briefingProgress(content)} className="sm:w-64" />
        <ClientSaveState status={answers.status} error={answers.error} />
      </div>
      <BriefingQuestions content={content} clientKind={clientKind} onAnswer={answers.answer} onFollowUpAnswer={answers.answerFollowUp} />
      <p className="mt-8 text-center text-sm text-muted-foreground">
        {v("Terminou? Pode", "Terminaram? Podem")} fechar a página: o escritório recebe as respostas assim que aparecer “Salvo”.
      </p>
    </Frame>
  );
}

/** The page's own light frame: no header or links of the app. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-muted">
      {/* The link is a key to the client's answers: no search engine should keep it. */}
      <meta name="robots" content="noindex, nofollow" />
      <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">{children}</main>
    </div>
  );
}

const STATUS_TEXT: Record<ClientSaveStatus, string> = {
  inicial: "Suas respostas são salvas automaticamente.",
  pendente: "Salvando…",
  salvando: "Salvando…",
  salvo: "Salvo",
  "sem-conexao": "Sem conexão — suas respostas estão guardadas neste aparelho",
  erro: "Não foi possível salvar",
};

function ClientSaveState({ status, error }: { status: ClientSaveStatus; error: string | null }) {
  const Icon = status === "salvo" ? Check : status === "sem-conexao" ? CloudOff : status === "erro" ? AlertTriangle : status === "inicial" ? null : Loader2;
  const tone = status === "erro" ? "text-destructive" : status === "sem-conexao" ? "text-amber-800" : "text-muted-foreground";
  return (
    <p role="status" aria-live="polite" className={`flex items-center gap-1.5 text-sm ${tone}`}>
      {Icon ? <Icon aria-hidden="true" className={`size-4 shrink-0 ${status === "salvando" ? "motion-safe:animate-spin" : ""}`} /> : null}
      <span>
        {STATUS_TEXT[status]}
        {status === "erro" ? `: ${error ?? "tente de novo em instantes"}. Suas respostas estão guardadas neste aparelho.` : null}
      </span>
    </p>
  );
}
