import { useState } from "react";
import { Link, useParams } from "react-router";
import { formatLotParameter, LOT_PARAMETERS, parametersSourceText } from "#domain/lot-parameters";
import { CONSTRUCTION_STANDARDS, PROJECT_STATUSES, PROJECT_TYPES } from "#domain/projects";
import type { LandPlot } from "#domain/projects.schema";
import { Authorship } from "#web/components/authorship";
import { ProjectDocumentsCard } from "#web/components/documents/project-documents-card";
import { ProjectMaterialsCard } from "./components/project-materials-card";
import { ProjectPortalCard } from "./components/project-portal-card";
import { ProjectChargesCard } from "./components/project-charges-card";
import { ProjectRrtCard } from "./components/project-rrt-card";
import { BimImportCard } from "./components/bim-import-card";
import { PageHeader } from "#web/components/page-header";
import { BackLink, Detail, RecordActions, RecordPending } from "#web/components/record-page";
import { buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { LOT_ANCHOR } from "#domain/document-gaps";
import { formatDay, formatNumber } from "#web/lib/format";
import { useScrollToHash } from "#web/lib/use-scroll-to-hash";
import { useProject } from "#web/api/projects";
import { ProjectFormDialog, type ClientField } from "#web/features/projects/components/project-form-dialog";
import { StageTracker } from "#web/features/projects/components/stage-tracker";
import { DeleteProjectDialog } from "#web/features/projects/components/delete-project-dialog";

const labelOf = (list: readonly { id: string; label: string }[], id: string) => list.find((x) => x.id === id)?.label ?? id;
const m2 = (n: number | null) => (n === null ? "—" : `${formatNumber(n)} m²`);
const m = (n: number | null) => (n === null ? "—" : `${formatNumber(n)} m`);

/**
 * A project: its data, client, land plot, stage tracker, and the documents later tools attach.
 * `clientField` is the clients feature's picker for the edit form (web/app/routes/project.tsx).
 */
export function ProjectPage({ clientField }: { clientField: ClientField }) {
  const { projectId = "" } = useParams();
  const project = useProject(projectId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // A document's gap about the lot links to its card (decision 071).
  useScrollToHash(Boolean(project.data));

  if (!project.data) {
    return <RecordPending query={project} loadingLabel="Carregando projeto" back={{ to: "/dashboard", label: "Voltar ao início" }} />;
  }

  const p = project.data;
  const t = p.landPlot;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <BackLink to="/dashboard" label="Início" />
        <PageHeader
          title={p.name}
          description={
            <>
              Cliente:{" "}
              <Link to={`/dashboard/clientes/${p.client.id}`} className="font-medium text-foreground hover:underline">
                {p.client.name}
              </Link>{" "}
              · {labelOf(PROJECT_TYPES, p.type)} · {labelOf(PROJECT_STATUSES, p.status)}
            </>
          }
          actions={
            <RecordActions onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />
          }
        />
        <Authorship record={p} className="-mt-4" />
      </div>

      <StageTracker project={p} />

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Dados do projeto</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <Detail label="Tipo">{labelOf(PROJECT_TYPES, p.type)}</Detail>
              <Detail label="Padrão">{labelOf(CONSTRUCTION_STANDARDS, p.standard)}</Detail>
              <Detail label="Área construída prevista">{m2(p.builtArea)}</Detail>
              <Detail label="Prazo de entrega">{p.deadline ? formatDay(p.deadline) : "—"}</Detail>
              <Detail label="Situação">{labelOf(PROJECT_STATUSES, p.status)}</Detail>
            </dl>
          </CardContent>
        </Card>
        <Card id={LOT_ANCHOR} tabIndex={-1} className="scroll-mt-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <CardHeader>
            <CardTitle>Terreno</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <Detail label="Endereço">{t.address ?? "—"}</Detail>
              <Detail label="Cidade / UF">{t.city || t.state ? [t.city, t.state].filter(Boolean).join(" / ") : "—"}</Detail>
              <Detail label="Área do terreno">{m2(t.area)}</Detail>
              <Detail label="Frente × fundo">{t.frontage === null && t.depth === null ? "—" : `${m(t.frontage)} × ${m(t.depth)}`}</Detail>
              <Detail label="Zoneamento">{t.zoning ?? "—"}</Detail>
              <Detail label="Topografia">{t.topography ? <span className="whitespace-pre-wrap">{t.topography}</span> : "—"}</Detail>
            </dl>
            <LotParameters plot={t} />
          </CardContent>
        </Card>
      </div>

      <ProjectDocumentsCard projectId={p.id} />
      <ProjectMaterialsCard projectId={p.id} />
      <BimImportCard projectId={p.id} />
      <Card>
        <CardHeader>
          <CardTitle>Honorários</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <p className="text-muted-foreground">Percentual do custo da obra, custo do serviço, por m² ou valor fixo, dividido pelas etapas e em parcelas.</p>
          <Link to={`/dashboard/projetos/${p.id}/honorarios`} className={buttonVariants({ variant: "outline" })}>
            Calcular honorários
          </Link>
        </CardContent>
      </Card>

      <ProjectRrtCard projectId={p.id} />
      <ProjectPortalCard projectId={p.id} stage={p.stage} />

      <ProjectChargesCard projectId={p.id} />

      <ProjectFormDialog open={editing} onOpenChange={setEditing} project={p} clientField={clientField} />
      <DeleteProjectDialog project={p} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}

/**
 * The lot's urban parameters (R-PROJ-2) with where they came from: "Fonte: …, consultado em
 * dd/mm/aaaa" — the programme, the zoning tool and the documents read these.
 */
function LotParameters({ plot }: { plot: LandPlot }) {
  const source = parametersSourceText(plot);
  return (
    <section aria-labelledby="parametros-urbanisticos" className="mt-4 border-t pt-4">
      <h3 id="parametros-urbanisticos" className="mb-3 text-sm font-semibold">
        Parâmetros urbanísticos
      </h3>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {LOT_PARAMETERS.map((param) => {
          const value = plot[param.key];
          return (
            <Detail key={param.key} label={param.label}>
              {value === null ? "—" : formatLotParameter(param.key, value)}
            </Detail>
          );
        })}
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">{source ?? "Fonte não informada: diga de que lei ou decreto municipal vieram e quando os consultou (Editar)."}</p>
    </section>
  );
}
