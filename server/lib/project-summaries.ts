import { and, desc, eq, type SQL } from "drizzle-orm";
import type { ProjectStage, ProjectStatus, ProjectSummary, ProjectType } from "#domain/projects";
import type { Db } from "#server/db/client";
import { client, project } from "#server/db/schema";

/** Db or a transaction: both have the query builder. */
type Queryable = Pick<Db, "select">;

/**
 * The user's projects as list rows (with their client's id and name), newest updated first.
 * Shared by the projects list and the client's page, so both show the same shape.
 */
export async function projectSummaries(db: Queryable, { userId, clientId }: { userId: string; clientId?: string | undefined }): Promise<ProjectSummary[]> {
  const conditions: SQL[] = [eq(project.userId, userId)];
  if (clientId) conditions.push(eq(project.clientId, clientId));
  const rows = await db
    .select({
      id: project.id,
      nome: project.nome,
      clienteId: client.id,
      clienteNome: client.nome,
      tipo: project.tipo,
      etapa: project.etapa,
      status: project.status,
      prazo: project.prazo,
      updatedAt: project.updatedAt,
    })
    .from(project)
    .innerJoin(client, eq(client.id, project.clientId))
    .where(and(...conditions))
    .orderBy(desc(project.updatedAt), desc(project.id));
  return rows.map((r) => projectSummary({ ...r, clientId: r.clienteId }, r.clienteNome));
}

/** A project row (and its client's name) as the API's summary: the one mapping lists and details share. */
export function projectSummary(
  row: Pick<typeof project.$inferSelect, "id" | "nome" | "clientId" | "tipo" | "etapa" | "status" | "prazo" | "updatedAt">,
  clienteNome: string,
): ProjectSummary {
  return {
    id: row.id,
    nome: row.nome,
    cliente: { id: row.clientId, nome: clienteNome },
    tipo: row.tipo as ProjectType,
    etapa: row.etapa as ProjectStage,
    status: row.status as ProjectStatus,
    prazo: row.prazo,
    updatedAt: row.updatedAt.toISOString(),
  };
}
