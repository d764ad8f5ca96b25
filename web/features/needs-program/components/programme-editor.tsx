import { ClipboardList, FileText } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { ProjectDocumentOf } from "#domain/documents.schema";
import { programmeTotals } from "#domain/needs-program";
import { ConflictDialog } from "#web/components/documents/conflict-dialog";
import { ExportButtons } from "#web/components/documents/export-buttons";
import { SaveStatus } from "#web/components/documents/save-status";
import { VersionHistory } from "#web/components/documents/version-history";
import { PageHeader } from "#web/components/page-header";
import { BackLink } from "#web/components/record-page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Checkbox } from "#web/components/ui/checkbox";
import { Label } from "#web/components/ui/label";
import { useProjectDocuments } from "#web/lib/documents/api";
import { useDocumentEditor } from "#web/lib/documents/use-document-editor";
import { AreasCard } from "./areas-card";
import { LotCard } from "./lot-card";
import { ProgrammePreview } from "./programme-preview";
import { ProgrammeTable } from "./programme-table";
import { RegenerateProgramme } from "./regenerate-programme";

type Programme = ProjectDocumentOf<"programa">;

/** The needs programme's editor: the rooms table, its areas and the lot check, autosaved as versions. */
export function ProgrammeEditor({ remote }: { remote: Programme }) {
  const editor = useDocumentEditor(remote);
  const { content, update } = editor;
  const totals = programmeTotals(content);
  const { project, client } = remote;
  // The file goes to the client: the sources of the reference areas are the architect's, asked for.
  const [withSources, setWithSources] = useState(false);

  const beforeGenerate = async () => {
    if (editor.conflict) throw new Error("Antes de gerar, resolva a alteração feita em outro lugar (recarregar ou manter a sua).");
    await editor.flush();
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <BackLink to={`/dashboard/projetos/${project.id}`} label="Voltar ao projeto" />
        <PageHeader
          title="Programa de necessidades"
          icon={<ClipboardList />}
          description={
            <>
              Projeto:{" "}
              <Link to={`/dashboard/projetos/${project.id}`} className="font-medium text-foreground hover:underline">
                {project.name}
              </Link>{" "}
              · Cliente:{" "}
              <Link to={`/dashboard/clientes/${client.id}`} className="font-medium text-foreground hover:underline">
                {client.name}
              </Link>
            </>
          }
          actions={
            <>
              <VersionHistory documentId={remote.id} currentVersion={editor.version} renderPreview={(c) => <ProgrammePreview content={c} />} beforeRestore={editor.flush} />
              <div className="flex flex-col gap-2">
                <ExportButtons documentId={remote.id} beforeExport={editor.flush} sources={withSources} />
                <div className="flex items-center gap-2">
                  <Checkbox id="exportar-fontes" checked={withSources} onCheckedChange={(checked) => setWithSources(checked === true)} />
                  <Label htmlFor="exportar-fontes" className="text-xs font-normal">
                    Incluir a página de fontes no arquivo
                  </Label>
                </div>
              </div>
            </>
          }
        />
        <div className="-mt-3 flex flex-wrap items-center justify-between gap-3">
          <SaveStatus status={editor.status} error={editor.error} />
          <BriefingLink projectId={project.id} />
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Ambientes</CardTitle>
          <CardDescription>Áreas em m². Use vírgula para decimais (12,5).</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <RegenerateProgramme projectId={project.id} beforeGenerate={beforeGenerate} onGenerated={editor.reload} />
          <ProgrammeTable rooms={content.rooms} onChange={(change) => update((c) => ({ ...c, rooms: change(c.rooms) }))} />
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <AreasCard projectId={project.id} totals={totals} wallFactor={content.wallFactor} onWallFactor={(wallFactor) => update((c) => ({ ...c, wallFactor }))} />
        <LotCard projectId={project.id} stored={content.lot} builtArea={totals.builtArea} onFloors={(floors) => update((c) => ({ ...c, lot: { ...c.lot, floors } }))} />
      </div>

      <ConflictDialog conflict={editor.conflict} onReload={editor.reload} onKeepMine={editor.keepMine} />
    </div>
  );
}

/** The project's briefing, when it has one (the programme is written from it). */
function BriefingLink({ projectId }: { projectId: string }) {
  const documents = useProjectDocuments(projectId);
  const briefing = documents.data?.find((d) => d.kind === "briefing");
  if (!briefing) return null;
  return (
    <Link to={`/dashboard/briefing/${briefing.id}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
      <FileText aria-hidden="true" className="size-4" />
      Abrir o briefing do projeto
    </Link>
  );
}
