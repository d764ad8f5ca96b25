import { useState, type FormEvent, type ReactNode } from "react";
import { AlertTriangle, Loader2, Sparkles } from "lucide-react";
import { toast } from "sonner";
import type { GenericToolId } from "#domain/tool-inputs";
import type { AnswerSource } from "#domain/ai.schema";
import { resultNotice } from "#domain/result-origin";
import { Button } from "#web/components/ui/button";
import { MarkdownText } from "#web/components/markdown";
import { AnalysisTables } from "#web/components/analysis-tables";
import type { ToolAnalysis } from "#domain/tool-analysis";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Textarea } from "#web/components/ui/textarea";
import { EmptyState } from "#web/components/empty-state";
import { FormField, type FieldControlProps } from "#web/components/form-field";
import { PageHeader } from "#web/components/page-header";
import { ApiError } from "#web/lib/api";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { toolScreen, type ToolField } from "./tool-texts";

function ToolInput({ input, field }: { input: ToolField; field: FieldControlProps }) {
  switch (input.type) {
    case "textarea":
      return <Textarea {...field} name={input.id} rows={4} placeholder={input.placeholder} />;
    case "select":
      return (
        <NativeSelect {...field} name={input.id} defaultValue="">
          <option value="" disabled>
            Selecione uma opção
          </option>
          {input.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      );
    case "date":
      return <Input {...field} name={input.id} type="date" />;
    default:
      return <Input {...field} name={input.id} placeholder={input.placeholder} />;
  }
}

/** A tool's answer: the text, and what the tool computed (shown above it) when it computes. */
export interface ToolResult {
  text: string;
  analysis?: ToolAnalysis | null;
  /** Who wrote the text: an AI provider, or the rules (`offline`); the toast says which. */
  provider?: AnswerSource | null;
  /** The rules answered because the AI service failed (the server says so). */
  aiUnavailable?: boolean;
}

/**
 * What "Processar com IA" does for a tool that has it: the inputs in, the result out; a streamed
 * answer reports its progress through `onUpdate` (the computation first, then the text so far).
 */
export type ToolProcess = (inputs: Record<string, string>, form: HTMLFormElement, onUpdate: (partial: ToolResult) => void) => Promise<ToolResult>;

/** R-TOOL-1: the answer's line breaks are kept — a single newline becomes a markdown hard break. */
function keepLineBreaks(text: string): string {
  return text.replace(/([^\n])\n(?!\n)/g, "$1  \n");
}

function ResultView({ result, busy = false }: { result: ToolResult; busy?: boolean }) {
  return (
    <div className="space-y-5" aria-busy={busy}>
      {result.analysis ? <AnalysisTables analysis={result.analysis} /> : null}
      {busy && !result.text ? <p className="text-sm text-muted-foreground">Processando sua solicitação...</p> : null}
      {result.text ? (
        <div data-testid="tool-result">
          <MarkdownText text={keepLineBreaks(result.text)} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * What a failure says beyond the spec's toast (which keeps its own words, R-TOOL-3): the server's
 * reason — each field's message of a 422 (a survey's lines, why a DWG cannot be read), the wait of
 * a 429, a quota — or an error's own message (the reminder's missing fields).
 */
function failureDetail(error: unknown): string | null {
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length) return [...new Set(Object.values(error.fields))].join(" ");
  return error instanceof Error && error.message ? error.message : null;
}

/** The reason of the last failure, in the result card (no result appears, R-TOOL-3). */
function FailureNotice({ detail }: { detail: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-medium">Não foi possível processar</p>
        <p className="whitespace-pre-line text-foreground/80">{detail}</p>
      </div>
    </div>
  );
}

const PROCESS_FAILED = { title: "Erro no processamento", description: "Ocorreu um erro ao processar sua solicitação. Tente novamente mais tarde." };

/**
 * The generic AI tool screen (R-TOOL-1): inputs on the left, the analysis on the right. "Processar
 * com IA" runs the tool's `process` (R-TOOL-3: the result is cleared at each submission; on error
 * the busy state ends and no result appears: the toast says the spec's words, the card the reason).
 * `children` go below the form's card (a tool's own list: the reminders, the tabs).
 */
export function ToolPage({
  toolId,
  process,
  shown,
  extraFields,
  children,
}: {
  toolId: GenericToolId;
  process: ToolProcess;
  /** A stored result to show (a run reopened from the history); a new key replaces what is shown. */
  shown?: { key: string; result: ToolResult } | null;
  /** Controls of this tool beyond the spec's inputs, inside the form (a survey file). */
  extraFields?: ReactNode;
  children?: ReactNode;
}) {
  const tool = toolScreen(toolId);
  const Icon = DASHBOARD_ICONS[toolId];
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ToolResult | null>(null);
  const [partial, setPartial] = useState<ToolResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Only a new key replaces the result (set while rendering, React's way to follow a prop): each
  // "Abrir" gives a new key, even for the run opened before.
  const [shownKey, setShownKey] = useState<string | undefined>(undefined);
  if (shown && shown.key !== shownKey) {
    setShownKey(shown.key);
    setResult(shown.result);
    setFailure(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const inputs: Record<string, string> = {};
    for (const [key, value] of new FormData(form)) if (typeof value === "string" && value.trim()) inputs[key] = value.trim();
    setResult(null);
    setPartial(null);
    setFailure(null);
    setBusy(true);
    try {
      const done = await process(inputs, form, setPartial);
      setResult(done);
      // The spec's success words only for what an AI wrote (decision 079).
      const notice = resultNotice(done.provider ?? null, done.aiUnavailable ?? false);
      toast.success(notice.title, { description: notice.description });
    } catch (error) {
      console.error(error);
      // The spec's words in the toast whatever failed; the reason stays in the result card.
      toast.error(PROCESS_FAILED.title, { description: PROCESS_FAILED.description });
      setFailure(failureDetail(error) ?? PROCESS_FAILED.description);
    } finally {
      setPartial(null);
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={tool.title} description={tool.description} icon={<Icon />} />
      {/* One column capped at the screen on a phone: a wide table scrolls in its card, the page does not. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Entrada de dados</CardTitle>
          </CardHeader>
          <CardContent>
            <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
              {tool.fields.map((input) => (
                <FormField key={input.id} label={input.label}>
                  {(field) => <ToolInput input={input} field={field} />}
                </FormField>
              ))}
              {extraFields}
              <Button type="submit" className="self-start" disabled={busy}>
                {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Sparkles aria-hidden="true" />}
                {busy ? "Processando..." : "Processar com IA"}
              </Button>
            </form>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Resultados da análise</CardTitle>
          </CardHeader>
          <CardContent aria-live="polite">
            {busy && !partial ? (
              <EmptyState className="min-h-64">Processando sua solicitação...</EmptyState>
            ) : busy && partial ? (
              <ResultView result={partial} busy />
            ) : result !== null ? (
              <ResultView result={result} />
            ) : failure !== null ? (
              <FailureNotice detail={failure} />
            ) : (
              <EmptyState className="min-h-64">
                Preencha o formulário e clique em "Processar com IA" para ver os resultados.
              </EmptyState>
            )}
          </CardContent>
        </Card>
      </div>
      {children}
    </div>
  );
}
