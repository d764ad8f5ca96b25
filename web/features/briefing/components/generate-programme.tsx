import { useState } from "react";
import { useNavigate } from "react-router";
import { ListChecks } from "lucide-react";
import { toast } from "sonner";
import { Button } from "#web/components/ui/button";
import { ApiError, errorMessage } from "#web/lib/api";
import { useGenerateProgramme } from "#web/features/briefing/api/generate-programme";
import { programmePath } from "#web/features/briefing/paths";

/**
 * "Gerar programa de necessidades" (R-DOC-4): saves the briefing, generates the project's
 * programme from it and opens the programme. When the plan's AI generations are used up (402),
 * the offline generator is offered instead.
 */
export function GenerateProgramme({ projectId, beforeGenerate }: { projectId: string; beforeGenerate: () => Promise<void> }) {
  const navigate = useNavigate();
  const generate = useGenerateProgramme(projectId);
  const [busy, setBusy] = useState(false);
  const [quota, setQuota] = useState<string | null>(null);

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
      <Button className="self-start" onClick={() => void run(false)} disabled={busy} aria-busy={busy}>
        <ListChecks aria-hidden="true" />
        {busy ? "Gerando programa…" : "Gerar programa de necessidades"}
      </Button>
      {busy ? (
        <p role="status" className="sr-only">
          Gerando o programa de necessidades a partir do briefing, aguarde.
        </p>
      ) : null}
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
