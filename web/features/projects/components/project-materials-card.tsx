import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { projectMaterialQueries, useRemoveProjectMaterial } from "#web/api/project-materials";
import { errorMessage } from "#web/lib/api";

/** The project's specification list (R-MAT-2): what was added from the materials bank, to remove or complete there. */
export function ProjectMaterialsCard({ projectId }: { projectId: string }) {
  const list = useQuery(projectMaterialQueries.list(projectId));
  const remove = useRemoveProjectMaterial(projectId);
  const onRemove = (materialId: string) =>
    remove.mutate(materialId, { onError: (err) => toast.error("Não foi possível remover o material", { description: errorMessage(err) }) });
  return (
    <Card aria-labelledby="especificacao-title">
      <CardHeader>
        <CardTitle id="especificacao-title">Especificação de materiais</CardTitle>
        <CardDescription>
          Materiais escolhidos no <Link to="/dashboard/materiais" className="underline">banco de materiais</Link>; o memorial descritivo os cita ao ser redigido.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!list.isSuccess ? (
          <QueryState query={list} loadingLabel="Carregando a especificação" />
        ) : list.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum material especificado ainda.</p>
        ) : (
          <ul className="divide-y text-sm">
            {list.data.map((m) => (
              <li key={m.materialId} className="flex items-start justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{m.name}</span>
                  {m.note ? <span className="text-muted-foreground"> — {m.note}</span> : null}
                  {m.norm ? <span className="block text-xs text-muted-foreground">{m.norm}</span> : null}
                </span>
                <Button variant="ghost" size="sm" aria-label={`Remover ${m.name} da especificação`} disabled={remove.isPending} onClick={() => onRemove(m.materialId)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
