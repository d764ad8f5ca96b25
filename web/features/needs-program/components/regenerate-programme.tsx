import { RefreshCw, Sparkles } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { GeneratedBy } from "#domain/generation.schema";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Button } from "#web/components/ui/button";
import { ApiError, errorMessage } from "#web/lib/api";
import { useGenerateProgramme } from "#web/api/briefing";

/**
 * "Gerar novamente a partir do briefing": pending edits are saved first, so the table being
 * replaced stays in the history. When the plan's AI generations are used up (402), the offline
 * generator (free) is offered. `onGenerated` takes the new version into the editor.
 */
export function RegenerateProgramme({ projectId, beforeGenerate, onGenerated }: { projectId: string; beforeGenerate: () => Promise<void>; onGenerated: () => Promise<void> }) {
  const generate = useGenerateProgramme(projectId);
  const [confirming, setConfirming] = useState(false);
  const [quotaMessage, setQuotaMessage] = useState<string | null>(null);
  const [generatedBy, setGeneratedBy] = useState<GeneratedBy | null>(null);

  const run = async (allowOffline: boolean) => {
    const { document, generatedBy } = await generate.mutateAsync(allowOffline);
    await onGenerated();
    setQuotaMessage(null);
    setGeneratedBy(generatedBy);
    toast.success(`Programa gerado a partir do briefing (versão ${document.version}).`, { description: generatedBy.label });
  };

  const offline = () => {
    run(true).catch((error: unknown) => toast.error(errorMessage(error)));
  };

  return (
    <div className="space-y-3">
      <Button variant="outline" onClick={() => setConfirming(true)} disabled={generate.isPending}>
        <RefreshCw aria-hidden="true" />
        Gerar novamente a partir do briefing
      </Button>

      {quotaMessage ? (
        <div role="alert" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>{quotaMessage}</p>
          <p>O gerador offline é grátis: monta os ambientes a partir das respostas do briefing, sem IA.</p>
          <Button size="sm" onClick={offline} disabled={generate.isPending}>
            {generate.isPending ? "Gerando…" : "Gerar com o gerador offline"}
          </Button>
        </div>
      ) : null}

      {generatedBy ? (
        <p role="status" className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Sparkles aria-hidden="true" className="size-4" />
          {generatedBy.label}
        </p>
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Gerar o programa novamente?"
        description="Os ambientes da tabela serão substituídos pelos gerados a partir do briefing. A tabela atual continua no histórico de versões; os parâmetros do lote e o fator de paredes ficam."
        confirmLabel="Gerar novamente"
        busyLabel="Gerando…"
        tone="default"
        onConfirm={async () => {
          try {
            await beforeGenerate();
            await run(false);
          } catch (error) {
            if (error instanceof ApiError && error.status === 402) {
              setGeneratedBy(null);
              setQuotaMessage(error.message);
              return;
            }
            throw new Error(errorMessage(error), { cause: error });
          }
        }}
      />
    </div>
  );
}
