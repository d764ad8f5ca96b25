import { Link } from "react-router";
import { CalendarClock } from "lucide-react";
import { PROJECT_STAGES, stageLabel } from "#domain/projects";
import type { ProjectSummary } from "#domain/projects.schema";
import { EmptyState } from "#web/components/empty-state";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Spinner } from "#web/components/ui/spinner";
import { cn } from "#web/lib/cn";
import { errorMessage } from "#web/lib/api";
import { formatDay } from "#web/lib/format";
import { useProjects } from "#web/api/projects";
import { NewProjectButton } from "./new-project-button";
import type { ClientField } from "./project-form-dialog";

const DEADLINES_SHOWN = 5;
const DAY_MS = 86_400_000;

/** Whole days from today (local) to a "yyyy-mm-dd" deadline; negative when late. */
export function daysUntil(day: string, today: Date = new Date()): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((Date.UTC(y, m - 1, d) - start) / DAY_MS);
}

function whenText(days: number): string {
  if (days < 0) return days === -1 ? "atrasado 1 dia" : `atrasado ${-days} dias`;
  if (days === 0) return "hoje";
  if (days === 1) return "amanhã";
  return `em ${days} dias`;
}

/** Open projects with a deadline, soonest (or most late) first. */
export function upcomingDeadlines(projects: ProjectSummary[]): (ProjectSummary & { deadline: string })[] {
  return projects
    .filter((p): p is ProjectSummary & { deadline: string } => p.deadline !== null && p.status !== "concluido" && p.status !== "cancelado")
    .sort((a, b) => a.deadline.localeCompare(b.deadline))
    .slice(0, DEADLINES_SHOWN);
}

/** The home's studio view: projects grouped by stage, and the next deadlines. */
export function ProjectsBoard({ clientField }: { clientField: ClientField }) {
  const projects = useProjects();

  return (
    <section aria-labelledby="projects-board-title" className="mb-10 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="projects-board-title" className="text-xl font-semibold">
          Seus projetos
        </h2>
        <NewProjectButton clientField={clientField} />
      </div>
      {projects.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Carregando projetos" />
        </div>
      ) : projects.isError ? (
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <p>{errorMessage(projects.error)}</p>
          <Button size="sm" variant="outline" onClick={() => void projects.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : projects.data.length === 0 ? (
        <EmptyState>
          Nenhum projeto ainda. Cadastre o cliente em <Link to="/dashboard/clientes" className="underline">Clientes</Link> e crie o
          primeiro com “Novo projeto”.
        </EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
          <Board projects={projects.data} />
          <Deadlines projects={projects.data} />
        </div>
      )}
    </section>
  );
}

/**
 * One column per stage, scrolling sideways on a wide screen; on a phone only the stages that
 * have projects, one under the other (ten mostly empty columns would not fit).
 */
function Board({ projects }: { projects: ProjectSummary[] }) {
  return (
    <div className="pb-2 md:overflow-x-auto">
      <ol aria-label="Projetos por etapa" className="flex flex-col gap-3 md:min-w-max md:flex-row">
        {PROJECT_STAGES.map((stage) => {
          const inStage = projects.filter((p) => p.stage === stage.id);
          return (
            <li
              key={stage.id}
              aria-label={`${stage.label}: ${inStage.length}`}
              className={cn("rounded-lg bg-muted p-2 md:block md:w-52 md:shrink-0", inStage.length === 0 && "hidden")}
            >
              <h3 className="flex items-start justify-between gap-2 px-1 pb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                <span>{stage.label}</span>
                <span className="rounded-full bg-card px-1.5 tabular-nums">{inStage.length}</span>
              </h3>
              <ul className="space-y-2">
                {inStage.map((p) => (
                  <li key={p.id}>
                    <Link
                      to={`/dashboard/projetos/${p.id}`}
                      className="block rounded-md border border-border bg-card p-2 text-sm shadow-sm hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <span className="block font-medium">{p.name}</span>
                      <span className="block text-xs text-muted-foreground">{p.client.name}</span>
                      {p.status === "pausado" || p.status === "cancelado" ? (
                        <span className="mt-1 inline-block rounded bg-muted px-1.5 text-xs text-muted-foreground">
                          {p.status === "pausado" ? "Pausado" : "Cancelado"}
                        </span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function Deadlines({ projects }: { projects: ProjectSummary[] }) {
  const next = upcomingDeadlines(projects);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CalendarClock aria-hidden="true" className="size-4" />
          Próximos prazos
        </CardTitle>
      </CardHeader>
      <CardContent>
        {next.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum prazo definido nos projetos em andamento.</p>
        ) : (
          <ul aria-label="Próximos prazos" className="space-y-3">
            {next.map((p) => {
              const days = daysUntil(p.deadline);
              return (
                <li key={p.id} className="text-sm">
                  <Link to={`/dashboard/projetos/${p.id}`} className="font-medium hover:underline">
                    {p.name}
                  </Link>
                  <p className={cn("text-xs", days < 0 ? "font-medium text-destructive" : "text-muted-foreground")}>
                    {formatDay(p.deadline)} · {whenText(days)} · {stageLabel(p.stage)}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
