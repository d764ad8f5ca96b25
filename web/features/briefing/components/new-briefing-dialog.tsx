import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { DocumentSummary } from "#domain/documents.schema";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "#web/components/ui/dialog";
import { NativeSelect } from "#web/components/ui/native-select";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api";
import { useOpenProjectDocument } from "#web/lib/documents/api";
import { useProjects } from "#web/api/projects";
import { briefingPath } from "#web/features/briefing/paths";

/**
 * "Criar novo briefing": a briefing belongs to a project (one per project), so the architect
 * picks the project, or goes to create it first (projects are created on the home page, with
 * "Novo projeto"). A project that already has its briefing opens it.
 */
export function NewBriefingDialog({
  open,
  onOpenChange,
  existing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  existing: readonly DocumentSummary[];
}) {
  const selectId = useId();
  const navigate = useNavigate();
  const projects = useProjects(open);
  const openDocument = useOpenProjectDocument();
  const [projectId, setProjectId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const withBriefing = new Set(existing.map((d) => d.project.id));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!projectId) {
      setError("Escolha o projeto.");
      return;
    }
    try {
      const doc = await openDocument.mutateAsync({ projectId, kind: "briefing" });
      onOpenChange(false);
      void navigate(briefingPath(doc.id));
    } catch (err) {
      toast.error("Não foi possível criar o briefing", { description: errorMessage(err) });
    }
  }

  const createProject = (
    <Link to="/dashboard" className={buttonVariants({ variant: "outline" })}>
      Criar projeto
    </Link>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Criar novo briefing" description="Cada projeto tem um briefing. Escolha o projeto; se ele já tiver briefing, ele será aberto.">
        {projects.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Carregando projetos" />
          </div>
        ) : projects.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(projects.error)}
          </p>
        ) : projects.data.length === 0 ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-muted-foreground">
              Nenhum projeto cadastrado ainda. Crie o projeto primeiro (no início do painel, em “Novo projeto”): a página do projeto oferece “Criar briefing”.
            </p>
            <DialogFooter className="mt-0">{createProject}</DialogFooter>
          </div>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <label htmlFor={selectId} className="text-sm font-medium">
                Projeto
              </label>
              <NativeSelect
                id={selectId}
                value={projectId}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${selectId}-erro` : undefined}
                onChange={(e) => {
                  setProjectId(e.target.value);
                  setError(null);
                }}
              >
                <option value="">Selecione o projeto</option>
                {projects.data.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} — {p.client.name}
                    {withBriefing.has(p.id) ? " (já tem briefing)" : ""}
                  </option>
                ))}
              </NativeSelect>
              {error ? (
                <p id={`${selectId}-erro`} className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
            <p className="text-sm text-muted-foreground">O projeto ainda não existe? Crie-o no início do painel; a página dele oferece “Criar briefing”.</p>
            <DialogFooter className="mt-0">
              {createProject}
              <Button type="submit" disabled={openDocument.isPending}>
                {openDocument.isPending ? "Abrindo…" : "Criar briefing"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
