import { and, desc, eq, type SQL } from "drizzle-orm";
import type { ProjectStage, ProjectStatus, ProjectSummary, ProjectType } from "../../domain/projects";
import type { Db } from "../db/client";
import { client, project } from "../db/schema";

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
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    cliente: { id: r.clienteId, nome: r.clienteNome },
    tipo: r.tipo as ProjectType,
    etapa: r.etapa as ProjectStage,
    status: r.status as ProjectStatus,
    prazo: r.prazo,
    updatedAt: r.updatedAt.toISOString(),
  }));
}
