/** What budgets share across projects (R-BUDGET-1, R-BUDGET-9). Decision 088: declared once here. */
import { studioCubSchema } from "#domain/budget.schema";
import { publishedCubTableSchema } from "#domain/cub.schema";
import { z } from "#domain/zod";
import { resource, route } from "./contract";

export const budgetsApi = resource("/api/budgets", "Documentos", {
  cubTables: route({
    method: "get",
    path: "/cub-tables",
    summary: "As tabelas do CUB publicadas pela equipe Prancheta",
    description: "As tabelas em vigor (uma por estado, mês e regime), além das incluídas no produto; a de um mesmo estado, mês e regime toma o lugar da incluída.",
    responses: { 200: { schema: z.array(publishedCubTableSchema), description: "As tabelas publicadas, do mês mais recente ao mais antigo." } },
  }),
  studioCub: route({
    method: "get",
    path: "/cub",
    summary: "Os CUB/m² informados pelo escritório",
    description: "Valores que o escritório digitou em orçamentos (meses ou estados que a tabela incluída não tem), para usar de novo.",
    responses: { 200: { schema: z.array(studioCubSchema), description: "Os valores do estúdio, os mais recentes primeiro." } },
  }),
});
