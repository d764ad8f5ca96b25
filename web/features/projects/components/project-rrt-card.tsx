import { useId, useState } from "react";
import { toast } from "sonner";
import { normalizeRrt, RRT_INVALID, RRT_MAX } from "#domain/service-contract/contract.schema";
import { useProjectContract, useSetProjectRrt } from "#web/api/service-contracts";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { ApiError, errorMessage } from "#web/lib/api";

/**
 * "Número do RRT" on the project page (R-CONTRACT-4): checked as the server checks it, saved
 * through `PUT /api/projects/{id}/rrt`; the memorial and the contract print it.
 */
export function ProjectRrtCard({ projectId }: { projectId: string }) {
  const contract = useProjectContract(projectId);
  const stored = contract.data?.rrtNumber ?? null;
  return (
    <Card id="rrt">
      <CardHeader>
        <CardTitle>RRT</CardTitle>
        <CardDescription>O número do Registro de Responsabilidade Técnica emitido no SICCAU. Aparece no memorial e no contrato.</CardDescription>
      </CardHeader>
      <CardContent>{contract.isSuccess ? <RrtForm key={stored ?? ""} projectId={projectId} stored={stored} /> : <p className="text-sm text-muted-foreground">Carregando o RRT…</p>}</CardContent>
    </Card>
  );
}

function RrtForm({ projectId, stored }: { projectId: string; stored: string | null }) {
  const id = useId();
  const hint = useId();
  const [value, setValue] = useState(stored ?? "");
  const [error, setError] = useState<string | null>(null);
  const save = useSetProjectRrt(projectId);
  async function submit() {
    const trimmed = value.trim();
    if (trimmed && !normalizeRrt(trimmed)) {
      setError(RRT_INVALID);
      return;
    }
    setError(null);
    try {
      const saved = await save.mutateAsync(trimmed || null);
      toast.success(saved.rrtNumber ? `RRT nº ${saved.rrtNumber} salvo.` : "Número do RRT apagado.");
    } catch (err) {
      if (err instanceof ApiError && err.fields?.rrtNumber) setError(err.fields.rrtNumber);
      else toast.error("Não foi possível salvar o RRT", { description: errorMessage(err) });
    }
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={id} className="text-sm font-medium">
          Número do RRT
        </label>
        <Input id={id} value={value} maxLength={RRT_MAX + 10} aria-describedby={hint} aria-invalid={error ? true : undefined} onChange={(e) => setValue(e.target.value)} />
        <p id={hint} className={`text-xs ${error ? "text-destructive" : "text-muted-foreground"}`}>
          {error ?? "Como aparece no SICCAU. Deixe em branco enquanto não for emitido."}
        </p>
      </div>
      <Button type="submit" variant="outline" disabled={save.isPending}>
        Salvar RRT
      </Button>
    </form>
  );
}
