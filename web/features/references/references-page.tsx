import { useRef, useState } from "react";
import { PageHeader } from "#web/components/page-header";
import { Button } from "#web/components/ui/button";
import { Card, CardContent } from "#web/components/ui/card";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { useProjects } from "#web/api/projects";
import { ResearchCard } from "./components/research-card";
import { SaveReferenceForm } from "./components/save-reference-form";
import { SavedReferences } from "./components/saved-references";

const Icon = DASHBOARD_ICONS.referencias;

/**
 * `/dashboard/referencias` (R-DOC-7): "Iniciar pesquisa" for a project (search words and the
 * platforms' searches), "Salvar referência" to that project, and the studio's "Referências salvas".
 */
export function ReferencesPage() {
  const projects = useProjects();
  const [projectId, setProjectId] = useState("");
  const [projectError, setProjectError] = useState<string | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);

  function requireProject(): string | null {
    if (projectId) return projectId;
    setProjectError("Escolha o projeto.");
    selectRef.current?.focus();
    return null;
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title="Pesquisa de referências" description="Encontre referências visuais alinhadas ao seu projeto." icon={<Icon />} />
      {projects.isPending ? (
        <Card>
          <CardContent className="flex justify-center py-10">
            <Spinner label="Carregando projetos" />
          </CardContent>
        </Card>
      ) : projects.isError ? (
        <Card>
          <CardContent className="space-y-3 py-6 text-center text-sm text-muted-foreground">
            <p>{errorMessage(projects.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void projects.refetch()}>
              Tentar novamente
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <ResearchCard
            projects={projects.data}
            projectId={projectId}
            onProjectChange={(id) => {
              setProjectId(id);
              setProjectError(null);
            }}
            projectError={projectError}
            selectRef={selectRef}
            requireProject={requireProject}
          />
          <SaveReferenceForm requireProject={requireProject} />
        </>
      )}
      <SavedReferences />
    </div>
  );
}
