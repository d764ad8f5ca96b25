import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ListChecks } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Button } from "#web/components/ui/button";
import { ApiError, errorMessage } from "#web/lib/api";
import { projectDocumentsQueryOptions } from "#web/lib/documents/api";
import { useGenerateProgramme } from "#web/api/briefing";
import { programmePath } from "#web/features/briefing/paths";

/**
 * "Gerar programa de necessidades" (R-DOC-4): saves the briefing, generates the project's
 * programme from it and opens the programme. When the plan's AI generations are used up (402),
 * the offline generator is offered instead. A programme the project already has is replaced only
 * after a confirmation (its rooms stay in the history).
 */
export function GenerateProgramme({ projectId, beforeGenerate }: { projectId: string; beforeGenerate: () => Promise<void> }) {
  const navigate = useNavigate();
  const generate = useGenerateProgramme(projectId);
  const [busy, setBusy] = useState(false);
  const [quota, setQuota] = useState<string | null>(null);
  const [replacing, setReplacing] = useState<number | null>(null);
  const queryClient = useQueryClient();

  /** Asks first when the project already has a programme (read now: another tab may have made one). */
  async function start() {
    try {
      const documents = await queryClient.fetchQuery({ ...projectDocumentsQueryOptions(projectId), staleTime: 0 });
      const current = documents.find((d) => d.kind === "programa");
      if (current) {
        setReplacing(current.version);
        return;
      }
    } catch {
      // Without the list, generating is still safe: the current rooms stay in the history.
    }
    await run(false);
  }

  async function run(allowOffline: boolean) {
    setQuota(null);
    setBusy(true);
    try {
      await beforeGenerate();
      const { document, generatedBy } = await generate.mutateAsync(allowOffline);
      toast.success("Programa de necessidades gerado", { description: generatedBy.label });
      void navigate(programmePath(document.id));
    } catch (err) {
      if (err instanceof ApiError && err.status === 402) setQuota(err.message);
      else toast.error("Não foi possível gerar o programa", { description: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Button className="self-start" onClick={() => void start()} disabled={busy} aria-busy={busy}>
        <ListChecks aria-hidden="true" />
        {busy ? "Gerando programa…" : "Gerar programa de necessidades"}
      </Button>
      {busy ? (
        <p role="status" className="sr-only">
          Gerando o programa de necessidades a partir do briefing, aguarde.
        </p>
      ) : null}
      <ConfirmDialog
        open={replacing !== null}
        onOpenChange={(next) => {
          if (!next) setReplacing(null);
        }}
        title="Gerar o programa novamente?"
        description={`O projeto já tem um programa de necessidades (versão ${replacing ?? ""}). Os ambientes serão substituídos pelos gerados agora a partir do briefing; a versão atual fica no histórico e pode ser restaurada. Os parâmetros do lote e o fator de paredes continuam.`}
        confirmLabel="Gerar novamente"
        busyLabel="Gerando…"
        tone="default"
        onConfirm={() => run(false)}
      />
      {quota ? (
        <div role="alert" className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>{quota}</p>
          <p>O gerador offline é grátis: monta o programa a partir das respostas, sem IA. Revise as áreas depois.</p>
          <Button size="sm" className="self-start" onClick={() => void run(true)} disabled={busy}>
            Gerar com o gerador offline
          </Button>
        </div>
      ) : null}
    </div>
  );
}
