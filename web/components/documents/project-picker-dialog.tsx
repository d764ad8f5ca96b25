import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import type { ProjectSummary } from "#domain/projects.schema";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "#web/components/ui/dialog";
import { NativeSelect } from "#web/components/ui/native-select";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api";
import { useProjects } from "#web/api/projects";

/**
 * A dialog that asks which project of the studio (a new document's, a duplicate's). A document
 * belongs to a project, so with no project yet it points to where projects are created.
 */
export function ProjectPickerDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  busy,
  note,
  exclude,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  busy: boolean;
  /** A word after the projects that already have one ("já tem memorial"). */
  note?: (project: ProjectSummary) => string | null;
  exclude?: string;
  onPick: (projectId: string) => Promise<void>;
}) {
  const selectId = useId();
  const projects = useProjects(open);
  const [projectId, setProjectId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const choices = (projects.data ?? []).filter((p) => p.id !== exclude);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!projectId) {
      setError("Escolha o projeto.");
      return;
    }
    await onPick(projectId);
  }

  let body: ReactNode;
  if (projects.isPending) body = <Spinner label="Carregando projetos" />;
  else if (projects.isError) body = <p role="alert" className="text-sm text-destructive">{errorMessage(projects.error)}</p>;
  else if (choices.length === 0)
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">Nenhum projeto disponível. Crie o projeto primeiro, no início do painel, em “Novo projeto”.</p>
        <DialogFooter className="mt-0">
          <Link to="/dashboard" className={buttonVariants({ variant: "outline" })}>
            Criar projeto
          </Link>
        </DialogFooter>
      </div>
    );
  else
    body = (
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
            {choices.map((p) => {
              const extra = note?.(p);
              return (
                <option key={p.id} value={p.id}>
                  {p.name} — {p.client.name}
                  {extra ? ` (${extra})` : ""}
                </option>
              );
            })}
          </NativeSelect>
          {error ? (
            <p id={`${selectId}-erro`} className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <DialogFooter className="mt-0">
          <Button type="submit" disabled={busy}>
            {busy ? "Aguarde…" : submitLabel}
          </Button>
        </DialogFooter>
      </form>
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        {body}
      </DialogContent>
    </Dialog>
  );
}
