import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Copy, FolderOpen, History, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { analysisAsText } from "#domain/tool-analysis";
import type { AnalysisToolId, ToolRun } from "#domain/tool-runs.schema";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { EmptyState } from "#web/components/empty-state";
import { QueryState } from "#web/components/query-state";
import { errorMessage } from "#web/lib/api";
import { formatDateTime } from "#web/lib/format";
import { toolHistoryQueryOptions, useDeleteToolRun } from "#web/api/tool-runs";

const SOURCE: Record<string, string> = { primary: "IA", fallback: "IA (alternativa)", offline: "Base offline", "user-key": "IA (sua chave)" };

/** A run's first filled inputs, as its title in the list. */
function summary(run: ToolRun): string {
  const values = Object.values(run.inputs).filter(Boolean);
  return values.length ? values.slice(0, 3).join(" · ").slice(0, 120) : "Sem dados preenchidos";
}

/**
 * What "Copiar" puts on the clipboard: what the tool computed (its tables, warnings and sources,
 * as the result card shows them above the text), then the text: the text alone leaves the
 * figures out, and the server's offline text no longer repeats the tables at its start.
 */
export function runAsText(run: ToolRun): string {
  return [run.computed ? analysisAsText(run.computed) : "", run.text.trim()].filter(Boolean).join("\n\n");
}

/** The tool's history (issue 18): each run to reopen in the result card, copy or delete (after a confirmation). */
export function ToolHistory({ tool, onOpen }: { tool: AnalysisToolId; onOpen: (run: ToolRun) => void }) {
  const query = useQuery(toolHistoryQueryOptions(tool));
  const remove = useDeleteToolRun(tool);
  const [deleting, setDeleting] = useState<ToolRun | null>(null);

  async function copy(run: ToolRun) {
    try {
      await navigator.clipboard.writeText(runAsText(run));
      toast.success("Análise copiada");
    } catch {
      toast.error("Não foi possível copiar", { description: "Abra a análise e selecione o texto." });
    }
  }

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" className="size-5" />
          Histórico de análises
        </CardTitle>
        <CardDescription>As análises feitas pelo estúdio com esta ferramenta, da mais recente à mais antiga.</CardDescription>
      </CardHeader>
      <CardContent>
        {!query.isSuccess ? (
          <QueryState query={query} loadingLabel="Carregando o histórico..." />
        ) : query.data.length === 0 ? (
          <EmptyState>Nenhuma análise feita ainda.</EmptyState>
        ) : (
          <ul className="divide-y divide-border" aria-label="Histórico de análises">
            {query.data.map((run) => (
              <li key={run.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{summary(run)}</p>
                  <p className="text-xs text-muted-foreground">
                    {formatDateTime(run.createdAt)}
                    {run.project ? ` · Projeto: ${run.project.name}` : ""}
                    {run.provider ? ` · ${SOURCE[run.provider]}` : ""}
                    {run.status === "falhou" ? " · falhou" : ""}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button variant="ghost" size="sm" onClick={() => onOpen(run)} aria-label={`Abrir análise de ${formatDateTime(run.createdAt)}`}>
                    <FolderOpen aria-hidden="true" />
                    Abrir
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => void copy(run)} disabled={!runAsText(run)} aria-label={`Copiar análise de ${formatDateTime(run.createdAt)}`}>
                    <Copy aria-hidden="true" />
                    Copiar
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(run)} aria-label={`Apagar análise de ${formatDateTime(run.createdAt)}`}>
                    <Trash2 aria-hidden="true" />
                    Apagar
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Apagar análise?"
        description={deleting ? `A análise de ${formatDateTime(deleting.createdAt)} (${summary(deleting)}) sai do histórico do estúdio. Esta ação não pode ser desfeita.` : ""}
        confirmLabel="Apagar análise"
        busyLabel="Apagando..."
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success("Análise apagada do histórico");
          } catch (err) {
            // The run stays in the list; the toast says why (the dialog closes either way).
            toast.error("Não foi possível apagar a análise", { description: errorMessage(err) });
          }
          setDeleting(null);
        }}
      />
    </Card>
  );
}
