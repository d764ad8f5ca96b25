import { z } from "#domain/zod";
import { studioCubSchema } from "#domain/budget.schema";
import { publishedCubTableSchema } from "#domain/cub.schema";
import type { Uf } from "#domain/projects";
import { publishedCubRows, toCubTable } from "#server/lib/cub-tables";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRoute, apiRouter } from "#server/lib/openapi";
import { listStudioCub } from "./budget-cub.service";
import { DOCUMENTS_TAG } from "./documents.routes";

/** Mounted at /api/budgets: what budgets share across projects (R-BUDGET-1). */
export function budgetCubRoutes({ auth, db }: { auth: Auth; db: Db }) {
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/cub-tables",
        tag: DOCUMENTS_TAG,
        summary: "As tabelas do CUB publicadas pela equipe Prancheta",
        description: "As tabelas em vigor (uma por estado, mês e regime), além das incluídas no produto; a de um mesmo estado, mês e regime toma o lugar da incluída.",
        signedIn: requireUser({ auth, db }),
        responses: { 200: { schema: z.array(publishedCubTableSchema), description: "As tabelas publicadas, do mês mais recente ao mais antigo." } },
      }),
      async (c) => {
        const rows = await publishedCubRows(db);
        return c.json(
          rows.map((r) => ({ ...toCubTable(r), uf: r.uf as Uf, publishedAt: r.publishedAt.toISOString() })),
          200,
        );
      },
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/cub",
        tag: DOCUMENTS_TAG,
        summary: "Os CUB/m² informados pelo escritório",
        description: "Valores que o escritório digitou em orçamentos (meses ou estados que a tabela incluída não tem), para usar de novo.",
        signedIn: requireUser({ auth, db }),
        responses: { 200: { schema: z.array(studioCubSchema), description: "Os valores do estúdio, os mais recentes primeiro." } },
      }),
      async (c) => {
        return c.json(await listStudioCub({ db, scope: c.get("scope") }), 200);
      },
    );
}
